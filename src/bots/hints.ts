import type { Action, Seat } from "../core/game.js";
import type { SeatContext } from "../core/match.js";
import type { Rng } from "../core/rng.js";

/**
 * What a search maximises for each seat: its payoff, its payoff less the others' average
 * (`margin`), or that plus the game's `winValue` for finishing first at the table (`win`).
 */
export type Objective = "margin" | "payoff" | "win";

/**
 * What a game (or its heuristic) can tell a search beyond the engine contract. Everything is
 * optional: with no hints, rollouts are uniformly random and run to the end of the table.
 *
 * Games whose result arrives only after many hands (Colonial plays until one player holds every
 * chip) need `evaluate` and `hand` or `rolloutCap`: a rollout stops at the end of the hand or
 * after that many actions, and the state is scored by `evaluate` instead of `outcome`.
 */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds hints for games of every type.
export interface SearchHints<S = any, A extends Action = any> {
  /**
   * Estimated final payoff per seat of a state that is not over, in the same units as
   * `Outcome.payoff` (chips or points), e.g. each seat's stack now minus its starting stack.
   * One call gives every seat's value, because every seat's statistics are updated from it.
   */
  evaluate?(state: S): readonly number[];
  /** Actions a rollout may play before it is scored by `evaluate` (needs `evaluate`). */
  rolloutCap?: number;
  /**
   * Which hand of a session a state is in (games played hand after hand to the last chip). A
   * playout stops when the hand being searched is over and scores the table by `evaluate`
   * (needed with it): later hands are dealt from cards nobody has seen and only add noise and
   * time, so a session is searched about as fast as one deal.
   */
  hand?(state: S): number;
  /** The move a rollout plays for a seat (default: uniform among the legal actions). */
  rollout?(state: S, seat: Seat, legal: readonly A[], rng: Rng): A;
  /**
   * How plausible a determinisation is, 0…1, given what the other seats did in it: e.g. how
   * likely their dealt hidden cards are to have made the bets they made (`betting-model.ts`).
   * The search draws a determinisation, keeps it with this probability and otherwise draws
   * again (`tries` in all, then the likeliest drawn is kept): rejection sampling from the
   * beliefs the others' actions imply, where `observe` alone deals their cards uniformly.
   */
  weigh?(state: S, searcher: Seat, rng: Rng): number;
  /**
   * How another seat plays, on the cards a determinisation dealt it: with `trees=model` the
   * other seats keep no statistics and play this in the search (e.g. the heuristic's own
   * thresholds on its hand). Their choices then depend on their cards, which a tree keyed by
   * what they know could learn only from many more iterations.
   */
  model?(state: S, seat: Seat, legal: readonly A[], rng: Rng): A;
  /**
   * With `paired` and `objective=win`: the searcher's own later moves in a playout, in place of
   * the rollout policy (or the model). A root move's worth depends on how the searcher plays on;
   * playing for the table, it keeps pressing where a plain policy would give up (see the
   * community games' in `betting-model.ts`).
   */
  winRollout?(state: S, seat: Seat, legal: readonly A[], rng: Rng): A;
  /**
   * The searcher's own move as the game's heuristic would play it, from its context alone (with
   * `paired`: the default move a root move must beat clearly to be played instead). Without it
   * the default is the rollout policy's (or the model's) move on the first determinisation.
   */
  policy?(ctx: SeatContext<S, A>, rng: Rng): A;
  /**
   * With `trees=model`: compare the root moves on the same determinisations (each iteration
   * plays every root move out from one deal with the same random numbers) instead of growing
   * a tree. Against a model of the others this is a rollout improvement of the game's policy,
   * and pairing takes the deal's luck out of the comparison.
   */
  paired?: boolean;
  /** The objective a game searches for unless the spec says otherwise (default `margin`). */
  objective?: Objective;
  /**
   * With `objective=win`: what finishing first at the table is worth, in payoff units, to a
   * playout that reaches the table's end (shared among tied winners), on top of the payoff.
   */
  winValue?(state: S): number;
  /** The tree mode a game searches with unless the spec says otherwise. */
  trees?: "single" | "public" | "own" | "model";
  /**
   * Iterations a move for the levels people choose (`ismcts:normal`, `ismcts:hard`), calibrated
   * so a move takes about 0.1 s and 1 s on an idle core (`defaultLevels` without them).
   */
  levels?: { readonly normal: number; readonly hard: number };
  /** Determinisations drawn at most for one iteration when `weigh` is given (default 16). */
  tries?: number;
  /**
   * The moves a search considers for a seat: a subset of `legal`, never empty (e.g. a few bet
   * sizes out of every chip amount no-limit allows; no fold when checking is free). Used in the
   * tree and by uniform rollouts; the bot's answer is always one of them.
   */
  moves?(state: S, seat: Seat, legal: readonly A[]): readonly A[];
}
