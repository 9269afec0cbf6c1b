/**
 * Glicko-2 through the `glicko2` package: a table is one rating period, its result pairwise by
 * final places (a better place beats a worse one, a shared place is a draw), and a deviation
 * that grows with the time a player stayed away before it.
 */
import glicko2 from "glicko2";

export interface Glicko {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
}

/** Where everyone starts: Glickman's defaults. */
export const newcomer: Glicko = { rating: 1500, deviation: 350, volatility: 0.06 };
/** τ, the system constant: Glickman's example's. */
const TAU = 0.5;
/** A rating is provisional ("1500?") while its deviation is this or more. */
export const PROVISIONAL_DEVIATION = 110;
/** A day away counts as one rating period without games: the deviation grows by it. */
export const IDLE_PERIOD_MS = 86_400_000;
/** Glicko-2's scale factor between its own units and the rating's. */
const SCALE = 173.7178;

export function isProvisional(g: Pick<Glicko, "deviation">): boolean {
  return g.deviation >= PROVISIONAL_DEVIATION;
}

/**
 * The deviation after `awayMs` without rated games: Glicko-2's step 6 once per idle period,
 * φ² + σ² each time, never above a newcomer's.
 */
export function aged(g: Glicko, awayMs: number): Glicko {
  const periods = Math.max(0, Math.floor(awayMs / IDLE_PERIOD_MS));
  if (periods === 0) return g;
  const sigma = g.volatility * SCALE;
  const deviation = Math.min(
    newcomer.deviation,
    Math.sqrt(g.deviation ** 2 + periods * sigma ** 2),
  );
  return { ...g, deviation };
}

/**
 * One rating period: each entrant's rating after `games`, each `[i, j, score]` (score of i
 * against j: 1 won, 0.5 drew, 0 lost).
 */
export function ratingPeriod(
  entrants: readonly Glicko[],
  games: readonly (readonly [number, number, number])[],
): Glicko[] {
  const system = new glicko2.Glicko2({ tau: TAU, ...toSettings(newcomer) });
  const players = entrants.map((g) => system.makePlayer(g.rating, g.deviation, g.volatility));
  system.updateRatings(games.map(([i, j, score]) => [players[i]!, players[j]!, score]));
  return players.map((p) => ({
    rating: p.getRating(),
    deviation: p.getRd(),
    volatility: p.getVol(),
  }));
}

function toSettings(g: Glicko) {
  return { rating: g.rating, rd: g.deviation, vol: g.volatility };
}

/**
 * A table's result as pairwise games: every two seats once, the better place (1 is best) the
 * winner, a shared place a draw.
 */
export function pairwise(places: readonly number[]): [number, number, number][] {
  const games: [number, number, number][] = [];
  for (let i = 0; i < places.length; i++)
    for (let j = i + 1; j < places.length; j++) {
      const [a, b] = [places[i]!, places[j]!];
      games.push([i, j, a < b ? 1 : a > b ? 0 : 0.5]);
    }
  return games;
}

/** A rated table's new ratings: its players (aged by their time away), rated by their places. */
export function rateTable(
  players: readonly { glicko: Glicko; awayMs: number }[],
  places: readonly number[],
): Glicko[] {
  return ratingPeriod(
    players.map((p) => aged(p.glicko, p.awayMs)),
    pairwise(places),
  );
}
