/**
 * The Colonial discard adviser: for a hand and what its seat knows, every legal discard with the
 * exact probability of each final hand class after the draw, and its chance of beating random
 * opponents. Pure and browser-safe (the web client's advice panel and calculator run it).
 *
 * The model, in full (docs/analysis.md says it for players):
 * - **Unseen cards.** The deck less the seat's hand and the cards it has seen elsewhere (its own
 *   discards lying in the pile, everything face up at a face-up table). From the seat's point of
 *   view the stock is a uniformly random part of the unseen cards, so the draw is a uniformly
 *   random set of unseen cards: the class table is exact, enumerated over every distinct draw
 *   (cards of one colour and level are interchangeable), each weighted by the number of card
 *   sets that give it. Not modelled: a stock that runs out mid-draw, after which the reshuffled
 *   discard pile (possibly the seat's own discards) is drawn from.
 * - **Opponents.** Each opponent holds a random hand of the same size dealt from the cards still
 *   unseen after the draw (the remaining deck); they do not draw. Against one such hand a final
 *   hand wins with probability P(better) + ½·P(equal) (a tie plays a runoff between equals, an
 *   even chance) — computed exactly for every final hand. Against N opponents the chance is that
 *   number to the power N, treating the opponents' hands as independent (they are not quite: they
 *   come from one deck). A discard's win chance is the average over its draws; the advice is the
 *   discard with the highest.
 */

import { choose } from "../cards/choose.js";
import {
  type ColonialCard,
  copies,
  countKinds,
  type DeckComposition,
  KINDS,
  overDeck,
  sortCards,
} from "../cards/colonial.js";
import { classOfRank, HAND_CLASSES, rankCounts } from "../cards/colonial-eval.js";

const KIND_COUNT = KINDS.length;

export interface ColonialAdviceInput {
  /** The seat's cards: 6, or 8 with the eight-card variant. */
  readonly hand: readonly ColonialCard[];
  readonly deck?: DeckComposition;
  /** Cards the seat knows are not in the stock: its discards in the pile, face-up cards. */
  readonly seen?: readonly ColonialCard[];
  /** Opponents to beat (default 1). */
  readonly opponents?: number;
  /** Most cards one discard may throw (the table's `maxDiscard`, default 4). */
  readonly maxDiscard?: number;
  /** False: the class tables only, no win chances (they are then 0). Default true. */
  readonly winChances?: boolean;
}

export interface DiscardAdvice {
  /** Best first; empty for standing pat. */
  readonly discard: readonly ColonialCard[];
  readonly keep: readonly ColonialCard[];
  /** Draws (sets of unseen cards) this discard can receive: C(unseen, discards). */
  readonly draws: number;
  /** Probability of each final class, indexed like HAND_CLASSES (High Card first). */
  readonly classes: readonly number[];
  /** Chance to beat one random opponent, ties counted half. */
  readonly winOne: number;
  /** Chance to beat every one of the opponents (winOne-per-final-hand to the power N, averaged). */
  readonly win: number;
}

export interface ColonialAdvice {
  readonly hand: readonly ColonialCard[];
  readonly deck: DeckComposition;
  readonly seen: readonly ColonialCard[];
  readonly opponents: number;
  /** Cards the seat cannot see, which the draw comes from. */
  readonly unseen: number;
  /** Every legal discard, best win chance first (ties: fewer cards thrown first). */
  readonly options: readonly DiscardAdvice[];
  readonly best: DiscardAdvice;
}

export type AdviceResult =
  | { readonly ok: true; readonly value: ColonialAdvice }
  | { readonly ok: false; readonly error: string };

/** Every composition of `size` cards over the kinds with at most `avail[k]` of each. */
function forEachDraw(
  avail: readonly number[],
  size: number,
  visit: (counts: readonly number[], weight: number) => void,
): void {
  const counts = new Array<number>(KIND_COUNT).fill(0);
  const walk = (kind: number, left: number, weight: number) => {
    if (left === 0) {
      visit(counts, weight);
      return;
    }
    if (kind === KIND_COUNT) return;
    const most = Math.min(left, avail[kind]!);
    for (let c = 0; c <= most; c++) {
      counts[kind] = c;
      walk(kind + 1, left - c, weight * choose(avail[kind]!, c));
    }
    counts[kind] = 0;
  };
  walk(0, size, 1);
}

/** Counts per kind as one integer key (no kind has more than 9 copies, so base 16 is safe). */
function keyOf(counts: readonly number[]): number {
  let k = 0;
  for (let i = 0; i < KIND_COUNT; i++) k = k * 16 + counts[i]!;
  return k;
}

/**
 * The distinct opponent hands the unseen cards can deal, sorted by rank, for computing how often
 * a rank is beaten once some cards are drawn out of the pool.
 */
interface OpponentTable {
  readonly ranks: Float64Array;
  /** Per kind, each hand's count of it (columns, so the removal pass runs down one array). */
  readonly columns: readonly Uint8Array[];
  /** Per hand, the deals of it from the whole unseen pool. */
  readonly weights: Float64Array;
  readonly size: number;
}

function opponentTable(unseen: readonly number[], size: number): OpponentTable {
  const hands: { rank: number; counts: number[]; weight: number }[] = [];
  forEachDraw(unseen, size, (counts, weight) => {
    hands.push({ rank: rankCounts(counts), counts: [...counts], weight });
  });
  hands.sort((a, b) => a.rank - b.rank);
  const n = hands.length;
  const ranks = new Float64Array(n);
  const weights = new Float64Array(n);
  const columns = KINDS.map(() => new Uint8Array(n));
  hands.forEach((h, i) => {
    ranks[i] = h.rank;
    weights[i] = h.weight;
    for (let k = 0; k < KIND_COUNT; k++) columns[k]![i] = h.counts[k]!;
  });
  return { ranks, columns, weights, size };
}

/**
 * For the pool `unseen - drawn`: cumulative deals of the opponent hands in rank order, written
 * into `w` (w[i] = deals of the first i hands). A hand's deals from the whole pool are scaled, for
 * each kind the draw took cards of, by C(pool_k - drawn_k, c) / C(pool_k, c): the draw touches at
 * most four kinds, so this is a few passes over the hands.
 */
function opponentPrefix(
  t: OpponentTable,
  unseen: readonly number[],
  drawn: readonly number[],
  w: Float64Array,
): void {
  const n = t.ranks.length;
  w[0] = 0;
  w.set(t.weights, 1);
  const ratio = new Float64Array(t.size + 1);
  for (let k = 0; k < KIND_COUNT; k++) {
    if (drawn[k] === 0) continue;
    for (let c = 0; c <= t.size; c++) {
      const whole = choose(unseen[k]!, c);
      ratio[c] = whole === 0 ? 0 : choose(unseen[k]! - drawn[k]!, c) / whole;
    }
    const col = t.columns[k]!;
    for (let i = 0; i < n; i++) {
      const c = col[i]!;
      if (c !== 0) w[i + 1]! *= ratio[c]!;
    }
  }
  for (let i = 1; i <= n; i++) w[i]! += w[i - 1]!;
}

/** First index whose rank is >= r (or > r with `after`). */
function search(ranks: Float64Array, r: number, after: boolean): number {
  let lo = 0;
  let hi = ranks.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const x = ranks[mid]!;
    if (x < r || (after && x === r)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Every distinct discard of up to `most` cards, best first inside one, fewest cards first. */
export function discardSets(hand: readonly ColonialCard[], most: number): ColonialCard[][] {
  const counts = countKinds(hand);
  const out: ColonialCard[][] = [];
  const chosen = new Array<number>(KIND_COUNT).fill(0);
  const walk = (kind: number, left: number) => {
    if (kind < 0) {
      const cards: ColonialCard[] = [];
      for (let k = KIND_COUNT - 1; k >= 0; k--)
        for (let i = 0; i < chosen[k]!; i++) cards.push(KINDS[k]!);
      out.push(cards);
      return;
    }
    for (let c = 0; c <= Math.min(counts[kind]!, left); c++) {
      chosen[kind] = c;
      walk(kind - 1, left - c);
    }
    chosen[kind] = 0;
  };
  walk(KIND_COUNT - 1, most);
  return out.sort((a, b) => a.length - b.length);
}

/** Why this input cannot be advised on, or null. */
export function checkAdviceInput(input: ColonialAdviceInput): string | null {
  const deck = input.deck ?? "standard";
  const size = input.hand.length;
  if (size !== 6 && size !== 8) return `A Colonial hand has 6 or 8 cards, not ${size}.`;
  const over = overDeck([...input.hand, ...(input.seen ?? [])], deck);
  if (over) return `The hand and the seen cards cannot all come from one deck: ${over}`;
  const n = input.opponents ?? 1;
  if (!Number.isInteger(n) || n < 1 || n > 5)
    return `Opponents must be a whole number from 1 to 5, not ${n}.`;
  const most = input.maxDiscard ?? 4;
  if (!Number.isInteger(most) || most < 0 || most > size)
    return `The most cards one discard may throw must be 0 to ${size}, not ${most}.`;
  const unseen = 55 - size - (input.seen?.length ?? 0);
  if (unseen < most + size)
    return `Too few unseen cards (${unseen}) to draw ${most} and deal an opponent ${size}.`;
  return null;
}

/**
 * The advice for a hand. Exact: every discard, every draw, every opponent hand, weighted by the
 * number of card sets behind it.
 */
export function adviseColonial(input: ColonialAdviceInput): AdviceResult {
  const why = checkAdviceInput(input);
  if (why) return { ok: false, error: why };
  const deck = input.deck ?? "standard";
  const hand = sortCards(input.hand);
  const seen = sortCards(input.seen ?? []);
  const opponents = input.opponents ?? 1;
  const size = hand.length;
  const have = countKinds(hand);
  const seenCounts = countKinds(seen);
  const unseen = KINDS.map((_, k) => copies(k, deck) - have[k]! - seenCounts[k]!);
  const unseenTotal = unseen.reduce((a, b) => a + b, 0);
  const withWin = input.winChances ?? true;
  const opp = withWin ? opponentTable(unseen, size) : null;
  const rankCache = new Map<number, number>();
  const final = new Array<number>(KIND_COUNT).fill(0);
  const prefix = new Float64Array((opp?.ranks.length ?? 0) + 1);

  // Discards of one size share their draws: each draw (and the opponents' odds once it is out
  // of the deck) is worked out once for all of them.
  const sets = discardSets(hand, input.maxDiscard ?? 4).map((discard) => {
    const thrown = countKinds(discard);
    const keep = hand.slice();
    for (const c of discard) keep.splice(keep.indexOf(c), 1);
    return {
      discard,
      keep,
      kept: have.map((h, k) => h - thrown[k]!),
      classes: new Array<number>(HAND_CLASSES.length).fill(0),
      winOne: 0,
      win: 0,
    };
  });
  for (let m = 0; m <= (input.maxDiscard ?? 4); m++) {
    const group = sets.filter((x) => x.discard.length === m);
    if (group.length === 0) continue;
    const oppDeals = choose(unseenTotal - m, size);
    forEachDraw(unseen, m, (drawn, weight) => {
      if (opp) opponentPrefix(opp, unseen, drawn, prefix);
      for (const x of group) {
        for (let k = 0; k < KIND_COUNT; k++) final[k] = x.kept[k]! + drawn[k]!;
        const fk = keyOf(final);
        let rank = rankCache.get(fk);
        if (rank === undefined) rankCache.set(fk, (rank = rankCounts(final)));
        x.classes[classOfRank(rank).index]! += weight;
        if (!opp) continue;
        const lo = search(opp.ranks, rank, false);
        const hi = search(opp.ranks, rank, true);
        const p = (prefix[lo]! + (prefix[hi]! - prefix[lo]!) / 2) / oppDeals;
        x.winOne += weight * p;
        x.win += weight * p ** opponents;
      }
    });
  }
  const options = sets.map((x): DiscardAdvice => {
    const draws = choose(unseenTotal, x.discard.length);
    return {
      discard: x.discard,
      keep: x.keep,
      draws,
      classes: x.classes.map((w) => w / draws),
      winOne: x.winOne / draws,
      win: x.win / draws,
    };
  });
  const sorted = [...options].sort((a, b) => b.win - a.win || a.discard.length - b.discard.length);
  return {
    ok: true,
    value: {
      hand,
      deck,
      seen,
      opponents,
      unseen: unseenTotal,
      options: sorted,
      best: sorted[0]!,
    },
  };
}

/** The classes a discard can end in, most likely first: `[class index, probability]`. */
export function likelyClasses(d: DiscardAdvice): [number, number][] {
  return d.classes
    .map((p, i): [number, number] => [i, p])
    .filter(([, p]) => p > 0)
    .sort((a, b) => b[1] - a[1]);
}

/** The chance of ending with at least this class (index into HAND_CLASSES). */
export function atLeast(d: DiscardAdvice, cls: number): number {
  let p = 0;
  for (let i = cls; i < d.classes.length; i++) p += d.classes[i]!;
  return p;
}
