import type { Card } from "../standard.js";
import { evaluateHigh } from "./high.js";
import { evaluateLow } from "./low.js";
import { valueName } from "./names.js";
import { highValues } from "./tables.js";
import {
  Category,
  cardValues,
  encode,
  type HandOrder,
  HighCategories,
  type HighCategory,
  lowValue,
} from "./value.js";
import { evaluateHighWild, evaluateLowWild, type WildSet } from "./wild.js";

export interface HandDescription {
  /** The rank the evaluator gives: higher is better, for high and low alike. */
  readonly rank: number;
  readonly category: HighCategory;
  /** The cards used (five, or all of a shorter hand), in the order they are compared. */
  readonly cards: Card[];
  /** What a player calls it: "Full house, queens over twos", "7-5-4-3-2". */
  readonly name: string;
}

/** The category of a high rank (from evaluateHigh or evaluateHighWild). */
export function highCategory(rank: number): HighCategory {
  return HighCategories[highValues()[rank]! >> 20]!;
}

const ROYAL = encode(Category.straightFlush, 14, 13, 12, 11, 10);

/** Whether a high rank is a royal flush (the ace-high straight flush). */
export function isRoyal(rank: number): boolean {
  return highValues()[rank] === ROYAL;
}

/** The category of a low rank under its order's own ranking (a pair, a straight…). */
export function lowCategory(rank: number): HighCategory {
  return HighCategories[lowValue(rank) >> 20]!;
}

export function describeHigh(cards: ArrayLike<Card>, wild?: WildSet): HandDescription {
  return describeHand(cards, "high", wild);
}

export function describeLow(
  cards: ArrayLike<Card>,
  order: Exclude<HandOrder, "high">,
  wild?: WildSet,
): HandDescription {
  return describeHand(cards, order, wild);
}

/** Any order, with or without wild cards: the rank, its category and name, and the cards used. */
export function describeHand(
  cards: ArrayLike<Card>,
  order: HandOrder,
  wild?: WildSet,
): HandDescription {
  const list = Array.from(cards);
  const rate = (cs: ArrayLike<Card>) =>
    order === "high"
      ? wild
        ? evaluateHighWild(cs, wild)
        : evaluateHigh(cs)
      : wild
        ? evaluateLowWild(cs, order, wild)
        : evaluateLow(cs, order);
  const rank = rate(list);
  const value = order === "high" ? highValues()[rank]! : lowValue(rank);
  const used = cardsUsed(list, value, wild, (cs) => rate(cs) === rank);
  return {
    rank,
    category: HighCategories[value >> 20]!,
    cards: used,
    name: valueName(value, order !== "high"),
  };
}

/**
 * Which cards make the hand: each card value of the hand (in comparison order) is filled by a
 * natural card of that rank or else by a wild card, backtracking until the chosen cards rate as
 * the whole hand did (that settles suits for flushes, and avoids them in lows).
 */
function cardsUsed(
  cards: Card[],
  value: number,
  wild: WildSet | undefined,
  matches: (cs: Card[]) => boolean,
): Card[] {
  // Card values 1 (an ace played low) and 14 are both the ace, rank index 12.
  const slots = cardValues(value)
    .filter((v) => v !== 0 && v !== 15)
    .map((v) => (v === 1 || v === 14 ? 12 : v - 2));
  const isWild = (c: Card) => (wild ? wild[c] === 1 : false);
  const naturals = cards.filter((c) => !isWild(c) && c < 52);
  const wilds = cards.filter(isWild);
  const pick: Card[] = [];
  const taken = new Set<Card>();
  const fill = (i: number): boolean => {
    if (i === slots.length) return matches(pick);
    for (const c of naturals) {
      if (taken.has(c) || c >> 2 !== slots[i]) continue;
      if (tryCard(c, i)) return true;
    }
    for (const c of wilds) {
      if (taken.has(c)) continue;
      if (tryCard(c, i)) return true;
      break; // wild cards are interchangeable
    }
    return false;
  };
  const tryCard = (c: Card, i: number): boolean => {
    taken.add(c);
    pick.push(c);
    if (fill(i + 1)) return true;
    pick.pop();
    taken.delete(c);
    return false;
  };
  if (fill(0)) return pick;
  throw new Error(`poker: no cards found for the hand ${valueName(value)}`);
}
