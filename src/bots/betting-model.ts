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
import type { Card } from "../cards/standard.js";
import type { Action, Seat } from "../core/game.js";
import type { Rng } from "../core/rng.js";
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

/** What a community game's `weigh` reads of a table: the hand's phase and chips, and the ante. */
interface WeighedTable {
  readonly over: boolean;
  readonly options: { readonly betting: { readonly ante: number } };
  readonly hand: { readonly phase: string; readonly betting: Betting } | null;
}

/**
 * A community game's `weigh` (Three-sided, Wild/Kill): both heuristics bet on their share of the
 * pot against a fair share and call on the price of the call, so only the `thresholds` they draw
 * from the fair share (1 over the seats still in, at least 2), the pot and the bet differ; they
 * bluff and stray alike. Every deal weighs 1 outside a betting round or once the table is over.
 */
export function communityWeigh<S extends WeighedTable>(
  strength: (s: S, seat: Seat, rng: Rng) => number,
  thresholds: (fair: number, pot: number, bet: number) => Pick<BettingThresholds, "value" | "call">,
): (s: S, searcher: Seat, rng: Rng) => number {
  return (s, searcher, rng) => {
    const h = s.hand;
    if (h?.phase !== "betting" || s.over) return 1;
    const b = h.betting;
    const fair = 1 / Math.max(2, contenders(b).length);
    const pot = potTotal(b);
    const bet = b.round?.rules.bet ?? 2;
    const t = { ...thresholds(fair, pot, bet), bluff: 0.05, slack: 0.1 };
    return bettingWeight(
      b,
      searcher,
      s.options.betting.ante,
      (seat) => strength(s, seat, rng),
      () => t,
    );
  };
}

/** The legal moves less a fold when checking is free (never better, and one more to search). */
export function noFreeFold<A extends { readonly type: string }>(legal: readonly A[]): readonly A[] {
  if (!legal.some((a) => a.type === "check")) return legal;
  return legal.filter((a) => a.type !== "fold");
}

/** What a community game's judgement of a seat's hand depends on: its hand's cards and stage. */
interface StagedTable {
  readonly hand: {
    readonly hole: readonly (readonly Card[])[];
    readonly turned: number;
    readonly betting: Pick<Betting, "status">;
  } | null;
}

/**
 * A community game's judgement of a seat's hand in a determinisation (the heuristic's measure on a
 * few completions), made once a stage: a seat's judgement depends only on what it sees then (the
 * cards turned, the rivals still in), whatever the betting line, so the paired playouts of every
 * root move (and `weigh`) share one judgement a stage instead of each making its own. Keyed by the
 * determinisation's hole cards, which every state played on from it shares
 * (`nextCommunityState`) and `resample` makes afresh. Called only while a hand is being played.
 */
export function judgedOncePerStage<S extends StagedTable, J>(
  judge: (s: S, seat: Seat, rng: Rng) => J,
): (s: S, seat: Seat, rng: Rng) => J {
  const judged = new WeakMap<readonly (readonly Card[])[], Map<number, J>>();
  return (s, seat, rng) => {
    const h = s.hand!;
    let byKey = judged.get(h.hole);
    if (!byKey) judged.set(h.hole, (byKey = new Map()));
    let rivals = 0;
    for (const [x, st] of h.betting.status.entries())
      if (x !== seat && (st === "active" || st === "all-in")) rivals |= 1 << x;
    const key = (rivals * 16 + h.turned) * 16 + seat;
    const known = byKey.get(key);
    if (known !== undefined) return known;
    const made = judge(s, seat, rng);
    byKey.set(key, made);
    return made;
  };
}

/**
 * The heuristic as a model of how a seat plays (`SearchHints.model`), on the cards the
 * determinisation dealt it: its own decision from its view, on the `judge`ment of its hand (a few
 * completions, `judgedOncePerStage`) instead of the heuristic's own hundreds. A forced move is
 * played without judging the hand at all.
 */
export function heuristicModel<S, A, V, J>(
  view: (s: S, seat: Seat) => V,
  judge: (s: S, seat: Seat, rng: Rng) => J,
  decide: (ctx: { seat: Seat; legal: readonly A[]; view: V }, judgement: J) => A,
): (s: S, seat: Seat, legal: readonly A[], rng: Rng) => A {
  return (s, seat, legal, rng) => {
    if (legal.length === 1) return legal[0]!;
    return decide({ seat, legal, view: view(s, seat) }, judge(s, seat, rng));
  };
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
