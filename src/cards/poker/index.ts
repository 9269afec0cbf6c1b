/**
 * Poker hands of the standard deck: high, the three lows, wild cards and constrained hands.
 * Every evaluator returns one integer where higher is the better hand and equal ranks tie.
 */
export {
  bestSide,
  type Constraint,
  describeConstrained,
  evaluateBestOf,
  evaluateConstrained,
  HOLDEM_TILES,
  THREE_SIDED,
} from "./constrained.js";
export {
  describeHand,
  describeHigh,
  describeLow,
  type HandDescription,
  highCategory,
  isRoyal,
  lowCategory,
} from "./describe.js";
export { evaluateHigh, evaluateHigh5, evaluateHigh7 } from "./high.js";
export { evaluateLow, evaluateLow5, qualifiesLow } from "./low.js";
export {
  type HandOrder,
  HighCategories,
  type HighCategory,
  isLowOrder,
  type LowOrder,
  LowOrders,
} from "./value.js";
export {
  countWild,
  evaluateHighWild,
  evaluateLowWild,
  JOKERS_WILD,
  parseWild,
  type WildSet,
  wildSet,
} from "./wild.js";

import type { Card } from "../standard.js";
import { evaluateHigh } from "./high.js";
import { evaluateLow } from "./low.js";
import type { HandOrder } from "./value.js";
import { evaluateHighWild, evaluateLowWild, type WildSet } from "./wild.js";

/** Any order, with or without wild cards: the one entry point for games that let tables choose. */
export function evaluateHand(
  cards: ArrayLike<Card>,
  order: HandOrder = "high",
  wild?: WildSet,
  count = cards.length,
): number {
  if (order === "high")
    return wild ? evaluateHighWild(cards, wild, count) : evaluateHigh(cards, count);
  return wild ? evaluateLowWild(cards, order, wild, count) : evaluateLow(cards, order, count);
}
