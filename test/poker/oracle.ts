/**
 * A slow, obviously-correct poker scorer for tests: it shares no code with src/cards/poker. It
 * scores exactly the cards given (five or fewer, duplicates allowed, which is how a wild card
 * copies a card), and finds best hands by trying every subset and every card for every wild.
 */

import type { HandOrder } from "../../src/cards/poker/index.js";
import type { Card } from "../../src/cards/standard.js";

/** Category numbers, best last; tie-break card values follow. */
const HIGH_CARD = 0;
const PAIR = 1;
const TWO_PAIR = 2;
const TRIPS = 3;
const STRAIGHT = 4;
const FLUSH = 5;
const FULL_HOUSE = 6;
const QUADS = 7;
const STRAIGHT_FLUSH = 8;
const FIVE_KIND = 9;

/** A score as one number, base 16: category then five card values. Higher is better. */
export function score(cards: readonly Card[], order: HandOrder): number {
  const low = order !== "high";
  const aceLow = order === "ace-to-five" || order === "ace-to-six";
  const countsStraightsFlushes = order !== "ace-to-five";
  const values = cards.map((c) => {
    const r = Math.floor(c / 4);
    return r === 12 && aceLow ? 1 : r + 2;
  });
  const byValue = new Map<number, number>();
  for (const v of values) byValue.set(v, (byValue.get(v) ?? 0) + 1);
  const groups = [...byValue.entries()].map(([v, n]) => ({ v, n }));
  // Missing cards of a short hand: nothing in high, worse than any card in low.
  for (let i = cards.length; i < 5; i++) groups.push({ v: low ? 15 : 0, n: 1 });
  groups.sort((a, b) => b.n - a.n || b.v - a.v);
  const shape = groups.map((g) => g.n).join("");
  let category = HIGH_CARD;
  let tiebreak = groups.flatMap((g) => Array(g.n).fill(g.v) as number[]);
  if (shape.startsWith("5")) category = FIVE_KIND;
  else if (shape.startsWith("4")) category = QUADS;
  else if (shape.startsWith("32")) category = FULL_HOUSE;
  else if (shape.startsWith("3")) category = TRIPS;
  else if (shape.startsWith("22")) category = TWO_PAIR;
  else if (shape.startsWith("2")) category = PAIR;
  else if (cards.length === 5 && countsStraightsFlushes) {
    const sorted = [...values].sort((a, b) => b - a);
    let straight = sorted[0]! - sorted[4]! === 4;
    if (!straight && order === "high" && sorted.join() === "14,5,4,3,2") {
      straight = true;
      tiebreak = [5, 4, 3, 2, 1];
    }
    const flush =
      new Set(cards.map((c) => c % 4)).size === 1 && new Set(cards).size === cards.length;
    if (straight && flush) category = STRAIGHT_FLUSH;
    else if (flush) category = FLUSH;
    else if (straight) category = STRAIGHT;
  }
  const n = [category, ...tiebreak].reduce((acc, x) => acc * 16 + x, 0);
  return low ? -n : n;
}

/** Subsets of `items` of size k. */
function* subsets<T>(items: readonly T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - k; i++) {
    for (const rest of subsets(items, k - 1, i + 1)) yield [items[i]!, ...rest];
  }
}

/**
 * The best score of any five (or all, if fewer) of the cards, each wild card tried as each of
 * the 52 cards. Cost grows as 52^wilds: keep wilds to two or so.
 */
export function best(
  cards: readonly Card[],
  order: HandOrder,
  isWild: (c: Card) => boolean = () => false,
) {
  const k = Math.min(5, cards.length);
  let top = Number.NEGATIVE_INFINITY;
  for (const hand of subsets(cards, k)) {
    const wilds = hand.filter(isWild).length;
    const naturals = hand.filter((c) => !isWild(c));
    const fill = (acc: Card[], left: number) => {
      if (left === 0) {
        const s = score(acc, order);
        if (s > top) top = s;
        return;
      }
      for (let c = 0; c < 52; c++) fill([...acc, c], left - 1);
    };
    fill(naturals, wilds);
  }
  return top;
}

/** Checks that two rankings of the same hands agree: same order, same ties. Returns a problem or null. */
export function sameOrder(a: readonly number[], b: readonly number[]): string | null {
  const idx = a.map((_, i) => i).sort((i, j) => a[i]! - a[j]!);
  for (let k = 1; k < idx.length; k++) {
    const i = idx[k - 1]!;
    const j = idx[k]!;
    const da = Math.sign(a[j]! - a[i]!);
    const db = Math.sign(b[j]! - b[i]!);
    if (da !== db) return `hands ${i} and ${j}: ours ${a[i]} vs ${a[j]}, other ${b[i]} vs ${b[j]}`;
  }
  return null;
}

/**
 * The best low with any number of wild cards, trying every multiset of ranks for the wilds (with
 * suits that make no flush, as a low never wants one). For more wilds than `best` can try.
 */
export function bestLowByRanks(
  cards: readonly Card[],
  order: HandOrder,
  isWild: (c: Card) => boolean,
) {
  const k = Math.min(5, cards.length);
  let top = Number.NEGATIVE_INFINITY;
  for (const hand of subsets(cards, k)) {
    const naturals = hand.filter((c) => !isWild(c));
    const wilds = hand.length - naturals.length;
    // Wild j takes suit first + j: never the suit of every natural, nor all one suit.
    const first = naturals.length > 0 ? (naturals[0]! % 4) + 1 : 0;
    const fill = (acc: Card[], from: number, left: number) => {
      if (left === 0) {
        const s = score(acc, order);
        if (s > top) top = s;
        return;
      }
      const suit = (first + acc.length - naturals.length) % 4;
      for (let r = from; r < 13; r++) fill([...acc, r * 4 + suit], r, left - 1);
    };
    fill(naturals, 0, wilds);
  }
  return top;
}
