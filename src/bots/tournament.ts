/**
 * Tournaments: many seeded tables between bots, seats rotated, with each bot's win rate and
 * payoff per game and their 95% intervals. This module plays and scores games in the calling
 * thread; `threads.ts` spreads the same games over worker threads and gets identical results,
 * because every game's seeds depend only on the tournament's seed and the game's number.
 */
import type { GameDefinition } from "../core/game.js";
import { runMatchSync } from "../core/match.js";
import { seedToState } from "../core/rng.js";
import type { Clock } from "./budget.js";
import { makeBot } from "./registry.js";
import { type Estimate, Tally } from "./stats.js";

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

/** Plays game `index` of a tournament. */
export function playGame(
  game: GameDefinition,
  spec: TournamentSpec,
  index: number,
  clock?: Clock,
): GameResult {
  const seats = seating(spec, index);
  try {
    const players = seats.map((bot, s) => makeBot(bot, game, botSeed(spec, index, s), clock));
    const r = runMatchSync(game, spec.options, players, tableSeed(spec, index));
    return {
      index,
      seats,
      payoff: r.outcome.payoff,
      winners: r.outcome.winners,
      actions: r.record.actions.length,
    };
  } catch (e) {
    return { index, seats, payoff: [], winners: [], actions: 0, error: (e as Error).message };
  }
}

export interface BotStanding {
  readonly bot: string;
  /** Share of games won (a tie among k winners counts 1/k), per game it played. */
  readonly winRate: Estimate;
  /** Payoff (chips won or points) per game. */
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
}

/**
 * Folds game results into standings. A bot that fills several seats of one game counts that game
 * once, with the average of its seats, so the observations stay independent.
 */
export class Standings {
  private readonly win = new Map<string, Tally>();
  private readonly pay = new Map<string, Tally>();
  private readonly seatWin: Tally[];
  private readonly seatPay: Tally[];
  private actions = 0;
  private played = 0;
  ruleErrors = 0;
  firstError: string | undefined;

  constructor(private readonly spec: TournamentSpec) {
    for (const b of spec.bots) {
      this.win.set(b, new Tally());
      this.pay.set(b, new Tally());
    }
    this.seatWin = Array.from({ length: spec.players }, () => new Tally());
    this.seatPay = Array.from({ length: spec.players }, () => new Tally());
  }

  add(r: GameResult): void {
    if (r.error !== undefined) {
      this.ruleErrors++;
      this.firstError ??= `game ${r.index}: ${r.error}`;
      return;
    }
    this.played++;
    this.actions += r.actions;
    const share = (s: number) => (r.winners.includes(s) ? 1 / r.winners.length : 0);
    for (const bot of new Set(r.seats)) {
      const mine = r.seats.flatMap((b, s) => (b === bot ? [s] : []));
      const avg = (f: (s: number) => number) => mine.reduce((t, s) => t + f(s), 0) / mine.length;
      this.win.get(bot)!.add(avg(share));
      this.pay.get(bot)!.add(avg((s) => r.payoff[s] ?? 0));
    }
    r.seats.forEach((_, s) => {
      this.seatWin[s]!.add(share(s));
      this.seatPay[s]!.add(r.payoff[s] ?? 0);
    });
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
      bots: [...this.win.keys()].map((bot) => ({
        bot,
        winRate: this.win.get(bot)!.estimate(),
        payoff: this.pay.get(bot)!.estimate(),
      })),
      seats: this.seatWin.map((t, seat) => ({
        seat,
        winRate: t.estimate(),
        payoff: this.seatPay[seat]!.estimate(),
      })),
    };
  }
}

/** Checks a tournament before any game starts: bad bot names or settings are clear errors. */
export function checkTournament(game: GameDefinition, spec: TournamentSpec, clock?: Clock): void {
  if (!Number.isInteger(spec.games) || spec.games < 1)
    throw new Error(`A tournament needs at least one game, not ${spec.games}.`);
  if (spec.bots.length === 0) throw new Error("A tournament needs at least one bot.");
  if (spec.bots.length !== spec.players)
    throw new Error(
      `A tournament needs one bot per seat: ${spec.players}, not ${spec.bots.length}.`,
    );
  for (const b of new Set(spec.bots)) makeBot(b, game, 0, clock);
}

/** Plays a whole tournament in this thread (see `threads.ts` for all cores). */
export function runTournamentHere(
  game: GameDefinition,
  spec: TournamentSpec,
  clock: Clock,
  onGame?: (r: GameResult) => void,
): TournamentReport {
  checkTournament(game, spec, clock);
  const standings = new Standings(spec);
  const start = clock();
  for (let g = 0; g < spec.games; g++) {
    const r = playGame(game, spec, g, clock);
    standings.add(r);
    onGame?.(r);
  }
  return standings.report((clock() - start) / 1000);
}
