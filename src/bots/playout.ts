/**
 * What the tree search (`ismcts.ts`) and the paired search (`paired.ts`) share: move statistics
 * and their report, applying a step's picks, rewards, and where a playout stops.
 */
import type { Action, GameDefinition, GameEvent, Outcome, Seat } from "../core/game.js";
import type { Rng } from "../core/rng.js";
import type { Allowance } from "./budget.js";
import type { Objective, SearchHints } from "./hints.js";

export type { Objective } from "./hints.js";

/** One move's statistics. */
export interface Arm {
  readonly action: Action;
  visits: number;
  total: number;
  /** Sum of squared rewards, for the spread of the mean (`margin` in reports). */
  squares: number;
  available: number;
}

/** Move statistics by `armKey`: in a single tree several seats act at one node. */
export type Arms = Map<string, Arm>;

export function armKey(game: GameDefinition, seat: Seat, action: Action): string {
  return `${seat} ${game.formatAction(action)}`;
}

/** The arm for a move, made on first use. */
export function armOf(arms: Arms, key: string, action: Action): Arm {
  let arm = arms.get(key);
  if (!arm) arms.set(key, (arm = { action, visits: 0, total: 0, squares: 0, available: 0 }));
  return arm;
}

export function credit(arm: Arm, reward: number): void {
  arm.visits++;
  arm.total += reward;
  arm.squares += reward * reward;
}

export interface SearchReport<A extends Action = Action> {
  readonly action: A;
  /** Iterations completed (one cut short by the clock in its rollout is not counted). */
  readonly iterations: number;
  /**
   * The searching seat's root moves, most visited first, each with its mean reward and the
   * half-width of that mean's 95% interval (Infinity below two visits). The tree's later visits
   * depend on earlier rewards, so the interval is a guide to the search's noise, not exact.
   */
  readonly moves: readonly { action: A; visits: number; mean: number; margin: number }[];
}

/** Normal quantile of a two-sided 95% interval. */
const Z95 = 1.959964;

/**
 * The searcher's legal moves with their statistics at the root, most visited first (`byMean`:
 * the best mean first, for a paired search whose moves all have the same visits).
 */
export function reportOf<A extends Action>(
  game: GameDefinition<unknown, unknown, A>,
  me: Seat,
  root: Arms | undefined,
  legal: readonly A[],
  iterations: number,
  byMean = false,
): SearchReport<A> {
  const moves = legal.map((action) => {
    const arm = root?.get(armKey(game, me, action));
    const visits = arm?.visits ?? 0;
    const mean = visits > 0 ? arm!.total / visits : 0;
    let margin = Number.POSITIVE_INFINITY;
    if (visits > 1) {
      const variance = Math.max(0, (arm!.squares - visits * mean * mean) / (visits - 1));
      margin = Z95 * Math.sqrt(variance / visits);
    }
    return { action, visits, mean, margin };
  });
  // Stable sort keeps the game's order among equals, so the choice is deterministic.
  if (byMean) moves.sort((a, b) => +(b.visits > 0) - +(a.visits > 0) || b.mean - a.mean);
  else moves.sort((a, b) => b.visits - a.visits || b.mean - a.mean);
  return { action: moves[0]!.action, iterations, moves };
}

export interface Pick<A extends Action> {
  readonly seat: Seat;
  readonly action: A;
}

/**
 * Applies every pick, in seat order; picks were all made before any was applied. An earlier
 * pick can end a later seat's choice (a fold that ends the hand during secret discards): such a
 * pick is dropped. The first pick always applies, so the search always moves on.
 */
export function playPicks<S, A extends Action>(
  game: GameDefinition<unknown, S, A>,
  state: S,
  picks: readonly Pick<A>[],
): { state: S; events: readonly GameEvent[] } {
  let s = state;
  let events: readonly GameEvent[] = [];
  for (const [i, { seat, action }] of picks.entries()) {
    if (i > 0 && !game.toAct(s).includes(seat)) continue;
    const r = game.apply(s, seat, action);
    if (!r.ok && i > 0) continue;
    if (!r.ok)
      throw new Error(
        `${game.name} refused seat ${seat}'s ${game.formatAction(action)} in a search: ${r.error.message}`,
      );
    s = r.value.state;
    events = events.length === 0 ? r.value.events : [...events, ...r.value.events];
  }
  return { state: s, events };
}

/**
 * Each seat's payoff at the table's end; with `objective` `win`, the winners share the game's
 * `winValue` on top of their chips or points: finishing first is what the table counts, the
 * payoff only breaks ties between lines that win as often.
 */
export function finalPayoff<S>(
  objective: Objective,
  hints: SearchHints<S>,
  outcome: Outcome,
  state: S,
): readonly number[] {
  if (objective !== "win" || !hints.winValue || outcome.winners.length === 0) return outcome.payoff;
  const bonus = hints.winValue(state) / outcome.winners.length;
  return outcome.payoff.map((p, seat) => (outcome.winners.includes(seat) ? p + bonus : p));
}

/**
 * Each seat's reward: its payoff, or (`margin`, and `win` after `finalPayoff`) its payoff less
 * the others' average.
 */
export function rewardOf(objective: Objective, payoff: readonly number[]): readonly number[] {
  const n = payoff.length;
  if (objective === "payoff" || n < 2) return payoff;
  const total = payoff.reduce((t, p) => t + p, 0);
  return payoff.map((p) => p - (total - p) / (n - 1));
}

/** Throws when hints ask to score unfinished states without an evaluate function. */
export function checkHints(hints: SearchHints): void {
  if (hints.rolloutCap !== undefined && !hints.evaluate)
    throw new Error("A rollout cap needs an evaluate function to score the unfinished state.");
  if (hints.hand !== undefined && !hints.evaluate)
    throw new Error("Stopping at the hand's end needs an evaluate function to score the table.");
}

/** Whether a playout stops here, scored by `evaluate`: the cap reached or the hand over. */
export function cutHere<S>(
  hints: SearchHints<S>,
  state: S,
  played: number,
  hand: number | undefined,
): boolean {
  if (hints.rolloutCap !== undefined && played >= hints.rolloutCap) return true;
  return hand !== undefined && hints.hand!(state) !== hand;
}

/** The moves searched for a seat: the legal ones, or the game's chosen few of them. */
export function movesOf<S, A extends Action>(
  game: GameDefinition<unknown, S, A>,
  hints: SearchHints<S, A>,
  state: S,
  seat: Seat,
): readonly A[] {
  const legal = game.legalActions(state, seat);
  if (!hints.moves || legal.length <= 1) return legal;
  const few = hints.moves(state, seat, legal);
  return few.length > 0 ? few : legal;
}

/**
 * The determinised state with a generator of its own: `resample` redeals what the seat cannot
 * see, but a state that kept the true generator would let the search foresee every later shuffle
 * (the next hand's deal, a reshuffled discard pile). The game says how (`reseed`).
 */
export function reseeded<S>(game: GameDefinition<unknown, S>, state: S, rng: Rng): S {
  return game.reseed ? game.reseed(state, rng) : state;
}

/**
 * Plays on from `start` to the end, or until `cutHere` (scored by `evaluate`), each acting seat
 * playing `choose`; each seat's payoff or estimate, or null when a time budget runs out first (a
 * game that ends only after many hands, played without a cap).
 */
export function playOut<S, A extends Action>(
  game: GameDefinition<unknown, S, A>,
  hints: SearchHints<S, A>,
  allowance: Allowance,
  start: S,
  hand: number | undefined,
  choose: (state: S, seat: Seat, played: number) => A,
  objective: Objective = "margin",
): readonly number[] | null {
  let state = start;
  for (let played = 0; ; played++) {
    const outcome = game.outcome(state);
    if (outcome) return finalPayoff(objective, hints, outcome, state);
    if (cutHere(hints, state, played, hand)) return hints.evaluate!(state);
    if ((played & 255) === 255 && allowance.expired()) return null;
    const picks = game.toAct(state).map((seat) => ({ seat, action: choose(state, seat, played) }));
    state = playPicks(game, state, picks).state;
  }
}
