/**
 * Tournaments: many seeded tables between bots, seats rotated, with each bot's win rate and
 * payoff per game and their 95% intervals. This module plays and scores games in the calling
 * thread; `threads.ts` spreads the same games over worker threads and gets identical results,
 * because every game's seeds depend only on the tournament's seed and the game's number.
 */

import type { Clock } from "../bots/budget.js";
import { type Estimate, Tally } from "../bots/stats.js";
import type { GameDefinition } from "../core/game.js";
import { runMatchSync } from "../core/match.js";
import { seedToState } from "../core/rng.js";
import type { GameRegistry } from "../packages/registry.js";
import { makeBot } from "./bots.js";

export interface TournamentSpec {
  /** A registered game id. */
  readonly game: string;
  /** Table options, already validated (`parseOptions`). */
  readonly options: unknown;
  readonly players: number;
  /** Bot specs (`ismcts:100ms`, `random`), one per seat before rotation. */
  readonly bots: readonly string[];
  readonly games: number;
  readonly seed: string;
  /**
   * Rotate the bots one seat per game. Each deal is then played once from every rotation, so
   * no bot keeps a seat and luck of the deal is shared out evenly.
   */
  readonly rotate: boolean;
}

/** One finished table, small enough to post from a worker. */
export interface GameResult {
  readonly index: number;
  /** Bot spec per seat. */
  readonly seats: readonly string[];
  readonly payoff: readonly number[];
  readonly winners: readonly number[];
  readonly actions: number;
  /** Deals played of each game, for a table whose view counts them (a Pyramid night). */
  readonly dealsByGame?: Readonly<Record<string, number>>;
  /** Set when a bot sent an illegal action or the engine failed: a bug, never a result. */
  readonly error?: string;
}

/** The bot spec in each seat of game `index`. */
export function seating(spec: TournamentSpec, index: number): string[] {
  const shift = spec.rotate ? index % spec.players : 0;
  return Array.from({ length: spec.players }, (_, s) => spec.bots[(s + shift) % spec.players]!);
}

/** The table seed of game `index`: rotations of one deal share it. */
export function tableSeed(spec: TournamentSpec, index: number): string {
  const deal = spec.rotate ? Math.floor(index / spec.players) : index;
  return `${spec.seed}-${deal}`;
}

/** A bot's seed in one seat of one game. */
export function botSeed(spec: TournamentSpec, index: number, seat: number): number {
  return seedToState(`${spec.seed}/${index}/${seat}`)[0];
}

/** Plays game `index` of a tournament; the bots are those of `registry` (default: the project's). */
export function playGame(
  game: GameDefinition,
  spec: TournamentSpec,
  index: number,
  clock?: Clock,
  registry?: GameRegistry,
): GameResult {
  const seats = seating(spec, index);
  try {
    const players = seats.map((bot, s) =>
      makeBot(bot, game, botSeed(spec, index, s), clock, registry),
    );
    const r = runMatchSync(game, spec.options, players, tableSeed(spec, index));
    const { dealsByGame } = game.view(r.state, "spectator") as {
      dealsByGame?: Record<string, number>;
    };
    return {
      index,
      seats,
      payoff: r.outcome.payoff,
      winners: r.outcome.winners,
      actions: r.record.actions.length,
      ...(dealsByGame ? { dealsByGame } : {}),
    };
  } catch (e) {
    return { index, seats, payoff: [], winners: [], actions: 0, error: (e as Error).message };
  }
}

export interface BotStanding {
  readonly bot: string;
  /**
   * Share of games won (a tie among k winners counts 1/k), per game it played. Its `n` counts
   * the independent observations: deals when seats rotate, games otherwise.
   */
  readonly winRate: Estimate;
  /** Payoff (chips won or points) per game, observed deal by deal like `winRate`. */
  readonly payoff: Estimate;
}

export interface TournamentReport {
  readonly game: string;
  readonly players: number;
  readonly games: number;
  readonly rotate: boolean;
  readonly seed: string;
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly averageActions: number;
  /** Games a bug ended (illegal bot action, engine failure); they are left out of the scores. */
  readonly ruleErrors: number;
  readonly firstError?: string;
  readonly bots: readonly BotStanding[];
  /** Per seat, whoever sat there: shows the advantage of a position. */
  readonly seats: readonly { seat: number; winRate: Estimate; payoff: Estimate }[];
  /** A Pyramid night: deals played of each game over the whole tournament. */
  readonly dealsByGame?: Readonly<Record<string, number>>;
}

/** One deal's games so far: per key (a bot or a seat), the sum of its values and their count. */
class Deal {
  readonly win = new Map<string, [number, number]>();
  readonly pay = new Map<string, [number, number]>();
  add(key: string, win: number, pay: number): void {
    const w = this.win.get(key) ?? [0, 0];
    const p = this.pay.get(key) ?? [0, 0];
    this.win.set(key, [w[0] + win, w[1] + 1]);
    this.pay.set(key, [p[0] + pay, p[1] + 1]);
  }
}

/**
 * Folds game results into standings. A bot that fills several seats of one game counts that game
 * once, with the average of its seats.
 *
 * With rotation, the games of one deal are played from every rotation of the same cards
 * (duplicate, as bridge and duplicate poker play), so they are not independent observations:
 * the luck of the deal pushes them apart together. The observation is therefore the deal — a
 * bot's average over its rotations of it — and the intervals are computed over deals. That is
 * the honest interval for this design, and usually a narrower one, because the deal's luck
 * cancels between rotations. Without rotation every game is its own deal.
 */
export class Standings {
  private readonly deals = new Map<number, Deal>();
  private actions = 0;
  private played = 0;
  ruleErrors = 0;
  firstError: string | undefined;
  private dealsByGame: Record<string, number> | undefined;

  constructor(private readonly spec: TournamentSpec) {}

  private dealOf(index: number): Deal {
    const id = this.spec.rotate ? Math.floor(index / this.spec.players) : index;
    let deal = this.deals.get(id);
    if (!deal) {
      deal = new Deal();
      this.deals.set(id, deal);
    }
    return deal;
  }

  add(r: GameResult): void {
    if (r.error !== undefined) {
      this.ruleErrors++;
      this.firstError ??= `game ${r.index}: ${r.error}`;
      return;
    }
    this.played++;
    this.actions += r.actions;
    if (r.dealsByGame) {
      this.dealsByGame ??= {};
      for (const [id, n] of Object.entries(r.dealsByGame))
        this.dealsByGame[id] = (this.dealsByGame[id] ?? 0) + n;
    }
    const deal = this.dealOf(r.index);
    const share = (s: number) => (r.winners.includes(s) ? 1 / r.winners.length : 0);
    for (const bot of new Set(r.seats)) {
      const mine = r.seats.flatMap((b, s) => (b === bot ? [s] : []));
      const avg = (f: (s: number) => number) => mine.reduce((t, s) => t + f(s), 0) / mine.length;
      deal.add(
        `bot ${bot}`,
        avg(share),
        avg((s) => r.payoff[s] ?? 0),
      );
    }
    r.seats.forEach((_, s) => {
      deal.add(`seat ${s}`, share(s), r.payoff[s] ?? 0);
    });
  }

  /** Each deal's average for `key`, one observation per deal that has it. */
  private tally(key: string, of: "win" | "pay"): Tally {
    const t = new Tally();
    const ids = [...this.deals.keys()].sort((a, b) => a - b);
    for (const id of ids) {
      const sum = this.deals.get(id)![of].get(key);
      if (sum) t.add(sum[0] / sum[1]);
    }
    return t;
  }

  report(seconds: number): TournamentReport {
    const { spec } = this;
    return {
      game: spec.game,
      players: spec.players,
      games: spec.games,
      rotate: spec.rotate,
      seed: spec.seed,
      seconds,
      gamesPerSecond: spec.games / Math.max(seconds, 1e-9),
      averageActions: this.actions / Math.max(1, this.played),
      ruleErrors: this.ruleErrors,
      ...(this.firstError !== undefined ? { firstError: this.firstError } : {}),
      bots: [...new Set(spec.bots)].map((bot) => ({
        bot,
        winRate: this.tally(`bot ${bot}`, "win").estimate(),
        payoff: this.tally(`bot ${bot}`, "pay").estimate(),
      })),
      seats: Array.from({ length: spec.players }, (_, seat) => ({
        seat,
        winRate: this.tally(`seat ${seat}`, "win").estimate(),
        payoff: this.tally(`seat ${seat}`, "pay").estimate(),
      })),
      ...(this.dealsByGame ? { dealsByGame: { ...this.dealsByGame } } : {}),
    };
  }
}

/** Checks a tournament before any game starts: bad bot names or settings are clear errors. */
export function checkTournament(
  game: GameDefinition,
  spec: TournamentSpec,
  clock?: Clock,
  registry?: GameRegistry,
): void {
  if (!Number.isInteger(spec.games) || spec.games < 1)
    throw new Error(`A tournament needs at least one game, not ${spec.games}.`);
  if (spec.bots.length === 0) throw new Error("A tournament needs at least one bot.");
  if (spec.bots.length !== spec.players)
    throw new Error(
      `A tournament needs one bot per seat: ${spec.players}, not ${spec.bots.length}.`,
    );
  for (const b of new Set(spec.bots)) makeBot(b, game, 0, clock, registry);
}

/** Plays a whole tournament in this thread (see `threads.ts` for all cores). */
export function runTournamentHere(
  game: GameDefinition,
  spec: TournamentSpec,
  clock: Clock,
  onGame?: (r: GameResult) => void,
  registry?: GameRegistry,
): TournamentReport {
  checkTournament(game, spec, clock, registry);
  const standings = new Standings(spec);
  const start = clock();
  for (let g = 0; g < spec.games; g++) {
    const r = playGame(game, spec, g, clock, registry);
    standings.add(r);
    onGame?.(r);
  }
  return standings.report((clock() - start) / 1000);
}
