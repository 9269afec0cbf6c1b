/**
 * An opponent model for the betting games, for ISMCTS's determinisations (`SearchHints.weigh`).
 *
 * `observe` deals the other seats' hidden cards uniformly, whatever they have bet. A real player
 * (and the heuristic ISMCTS is measured against) bets strong hands and checks or folds weak ones,
 * so most of those deals are ones in which the others would not have bet as they did. The model
 * reads each opponent's betting from the public chips of the hand (`readBetting`: did it bet or
 * raise, check, or call in the open round; did it put chips in earlier) and asks how likely a
 * player with the cards the determinisation dealt it was to do that, judged by the game's
 * heuristic's own thresholds on its own measure of the hand (its chance of winning, or its
 * expected share of the pot). The product over the opponents is the determinisation's weight;
 * the search keeps a determinisation with that probability (rejection sampling).
 *
 * The chips say less than a full history would (an earlier round shows only that chips went in),
 * but they are in every state and cost nothing to read.
 */
import { type Betting, contenders, potTotal } from "../betting/index.js";
import type { Action, Seat } from "../core/game.js";
import type { SearchHints } from "./hints.js";

/** What a seat's chips say about its play this hand. */
export interface BettingRead {
  /** Its part in the open round: it made the last bet or raise, checked, called, or nothing yet. */
  readonly round: "bet" | "checked" | "called" | "none";
  /** Its last bet or raise was about the pot or more (the heuristics' strong-hand sizes). */
  readonly big: boolean;
  /** It put chips beyond the ante into earlier rounds (it bet or called there). */
  readonly earlier: boolean;
}

/** What `seat` did this hand, from the public chips alone. */
export function readBetting(b: Betting, seat: Seat, ante: number): BettingRead {
  const r = b.round;
  const inRound = r ? r.bets[seat]! : 0;
  const earlier = b.committed[seat]! - inRound - ante > 0;
  if (!r || r.actedAt[seat] === null || r.actedAt[seat] === undefined)
    return { round: "none", big: false, earlier };
  const mine = r.bets[seat]!;
  if (r.level === 0) return { round: "checked", big: false, earlier };
  if (mine === 0) return { round: "checked", big: false, earlier };
  const others = contenders(b).filter((s) => s !== seat);
  const below = Math.max(0, ...others.map((s) => Math.min(r.bets[s]!, mine)));
  if (mine === r.level && others.some((s) => r.bets[s] === r.level))
    return { round: "called", big: false, earlier };
  // It made the last bet or raise (or was raised after betting: it bet all the same).
  const raise = mine - below;
  const before = potTotal(b) - raise;
  return { round: "bet", big: raise >= 0.9 * Math.max(1, before), earlier };
}

/** The heuristic's thresholds, on the scale of its own measure of a hand. */
export interface BettingThresholds {
  /** Bets or raises at or above this. */
  readonly value: number;
  /** Bets or raises big at or above this (unset: size says nothing). */
  readonly big?: number;
  /** Calls at or above about this (a typical price). */
  readonly call: number;
  /** The chance a weaker hand bets all the same (a bluff, or the model's own error). */
  readonly bluff: number;
  /** The chance a hand does what the thresholds say it would not (checks a strong hand…). */
  readonly slack: number;
}

/** How likely a hand of `strength` was to bet as `read` says, 0…1. */
export function likelihood(read: BettingRead, strength: number, t: BettingThresholds): number {
  let p = 1;
  switch (read.round) {
    case "bet":
      if (strength < t.value) p = t.bluff;
      else if (read.big && t.big !== undefined && strength < t.big) p = 0.35;
      break;
    case "checked":
      if (strength >= t.value) p = t.slack;
      break;
    case "called":
      if (strength < t.call) p = t.slack;
      break;
    case "none":
      break;
  }
  if (read.earlier && strength < t.call) p *= 0.35;
  return p;
}

/**
 * A determinisation's weight: the product over the seats still in but the searcher of how
 * likely the hand it was dealt is to have bet as it did. `strength(seat)` is the heuristic's
 * measure of that seat's hand in the determinisation.
 */
export function bettingWeight(
  b: Betting,
  searcher: Seat,
  ante: number,
  strength: (seat: Seat) => number,
  thresholds: (seat: Seat) => BettingThresholds,
): number {
  let w = 1;
  for (const seat of contenders(b)) {
    if (seat === searcher) continue;
    const read = readBetting(b, seat, ante);
    if (read.round === "none" && !read.earlier) continue;
    w *= likelihood(read, strength(seat), thresholds(seat));
  }
  return w;
}

/** The legal moves less a fold when checking is free (never better, and one more to search). */
export function noFreeFold<A extends { readonly type: string }>(legal: readonly A[]): readonly A[] {
  if (!legal.some((a) => a.type === "check")) return legal;
  return legal.filter((a) => a.type !== "fold");
}

/**
 * What finishing first at a community table is worth to the search (`objective=win`), as a share
 * of the starting stack, on top of the chips: at a table whose last hand is being played (one deal,
 * the texts' game) the seat with the most chips wins, and a line that folds the hand away for a
 * few chips loses the table for sure. A fifth of the stack keeps the chips in view: in
 * `docs/bots.md`'s measurements it won as many one-deal tables as playing for the win alone while
 * keeping most of the chips a search for chips wins.
 */
const WIN_SHARE_OF_STACK = 0.2;

/**
 * The searcher's own later moves in a playout of a table's last hand, playing for the win: the
 * model's move, but a bet (the smallest) where it would check and a call where it would fold.
 * Heads-up in the last hand a fold loses the table for sure, and the heuristic the model copies
 * folds a weak hand to a bet: a bluff pays only if it is carried on in the later rounds, which a
 * playout that checks afterwards never shows the root; a call is worth little if the playout
 * folds at the next bet. The search still makes each real move itself: only its playouts press.
 */
export function pressOn<A extends { readonly type: string }>(move: A, legal: readonly A[]): A {
  const find = (type: string) => legal.find((a) => a.type === type);
  if (move.type === "check") return find("bet") ?? find("raise") ?? move;
  if (move.type === "fold") return find("check") ?? find("call") ?? find("all-in") ?? move;
  return move;
}

/**
 * A community game's search hints (Three-sided, Wild/Kill) from its own parts: its evaluation,
 * rollout cap, opponent and play models and levels. Both games search alike beyond those: a
 * rollout stops at the end of the hand, a free fold is never searched, and the other seats play
 * the model on paired deals.
 */
export function communityHints<
  S extends {
    readonly handsPlayed: number;
    readonly options: { readonly stack: number; readonly hands: number | null };
  },
  A extends Action,
>(
  own: Required<Pick<SearchHints<S, A>, "evaluate" | "rolloutCap" | "weigh" | "model" | "levels">> &
    Pick<SearchHints<S, A>, "policy">,
): SearchHints<S, A> {
  return {
    ...own,
    hand: (s) => s.handsPlayed,
    moves: (_s, _seat, legal) => noFreeFold(legal),
    trees: "model",
    paired: true,
    winRollout: (s, seat, legal, rng) => {
      const move = own.model(s, seat, legal, rng);
      const last = s.options.hands !== null && s.handsPlayed + 1 >= s.options.hands;
      return last ? pressOn(move, legal) : move;
    },
    objective: "win",
    winValue: (s) => s.options.stack * WIN_SHARE_OF_STACK,
  };
}
