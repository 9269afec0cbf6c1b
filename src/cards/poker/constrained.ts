import type { Card } from "../standard.js";
import type { HandDescription } from "./describe.js";
import { describeHand } from "./describe.js";
import { CARD_BIT, CARD_KEY, ROW_SHIFT } from "./keys.js";
import { highTables, lowTables, OFFSETS } from "./tables.js";
import type { HandOrder } from "./value.js";

/**
 * A five-card hand that must take between `min` and `max` cards (inclusive) from a player's own
 * group, the rest from a second group (a board side, community tiles).
 */
export interface Constraint {
  readonly min: number;
  readonly max: number;
}

/** Three-sided Pyramid: 2–4 of the 4 hole cards plus 1–3 cards of one 3-card side. */
export const THREE_SIDED: Constraint = { min: 2, max: 4 };
/** Pyramid Poker's Hold 'Em tiles: exactly the 2 locked tiles plus 3 community tiles. */
export const HOLDEM_TILES: Constraint = { min: 2, max: 2 };

/**
 * Plans: for each shape (group sizes and constraint), the allowed five-card hands as pairs of
 * subset masks (which own cards, which others), built once and reused.
 */
const plans = new Map<number, Uint16Array>();
const MAX_GROUP = 8;

function planFor(own: number, other: number, rule: Constraint): Uint16Array {
  const id = ((own * 16 + other) * 8 + rule.min) * 8 + rule.max;
  let plan = plans.get(id);
  if (plan) return plan;
  if (
    !(Number.isInteger(rule.min) && Number.isInteger(rule.max)) ||
    rule.min < 0 ||
    rule.min > rule.max ||
    rule.max > 5
  )
    throw new RangeError(
      `A hand constraint needs 0 <= min <= max <= 5, not ${rule.min}..${rule.max}`,
    );
  if (own > MAX_GROUP || other > MAX_GROUP)
    throw new RangeError(`Constrained hands take groups of at most ${MAX_GROUP} cards`);
  const pairs: number[] = [];
  for (let a = 0; a < 1 << own; a++) {
    const k = popcount(a);
    if (k < rule.min || k > rule.max || k > 5) continue;
    for (let b = 0; b < 1 << other; b++) if (popcount(b) === 5 - k) pairs.push(a, b);
  }
  if (pairs.length === 0)
    throw new RangeError(
      `No five-card hand takes ${rule.min}-${rule.max} of ${own} own cards and the rest of ${other}`,
    );
  plan = Uint16Array.from(pairs);
  plans.set(id, plan);
  return plan;
}

function popcount(x: number): number {
  let n = 0;
  for (let m = x; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * Per subset of a group: the sum of rank keys, the suits present (a bit each) and the rank bits.
 * Five cards are a flush exactly when their suits-present is a single bit.
 */
class SubsetSums {
  readonly key = new Int32Array(1 << MAX_GROUP);
  readonly suits = new Int32Array(1 << MAX_GROUP);
  readonly ranks = new Int32Array(1 << MAX_GROUP);
  fill(cards: ArrayLike<Card>): void {
    const n = cards.length;
    for (let s = 1; s < 1 << n; s++) {
      const low = s & -s;
      const prev = s ^ low;
      const c = cards[31 - Math.clz32(low)]!;
      this.key[s] = this.key[prev]! + CARD_KEY[c]!;
      this.suits[s] = this.suits[prev]! | (1 << (c & 3));
      this.ranks[s] = this.ranks[prev]! | CARD_BIT[c]!;
    }
  }
}
const ownSums = new SubsetSums();
const otherSums = new SubsetSums();

/** The best of the plan's hands, the subset sums of both groups being filled. */
function bestOfPlan(plan: Uint16Array, order: HandOrder): number {
  let best = -1;
  const ok = ownSums.key;
  const os = ownSums.suits;
  const or = ownSums.ranks;
  const tk = otherSums.key;
  const ts = otherSums.suits;
  const tr = otherSums.ranks;
  if (order === "high") {
    const t = highTables();
    for (let p = 0; p < plan.length; p += 2) {
      const a = plan[p]!;
      const b = plan[p + 1]!;
      const suits = os[a]! | ts[b]!;
      let v: number;
      if ((suits & (suits - 1)) === 0) v = t.flush[or[a]! | tr[b]!]!;
      else {
        const key = ok[a]! + tk[b]!;
        v = t.ranks[key + OFFSETS[key >>> ROW_SHIFT]!]!;
      }
      if (v > best) best = v;
    }
    return best;
  }
  const t = lowTables();
  const ranks = order === "ace-to-five" ? t.a5 : order === "ace-to-six" ? t.a6 : t.d27;
  const flushes = order === "ace-to-five" ? null : order === "ace-to-six" ? t.a6Flush : t.d27Flush;
  for (let p = 0; p < plan.length; p += 2) {
    const a = plan[p]!;
    const b = plan[p + 1]!;
    const suits = os[a]! | ts[b]!;
    let v: number;
    if (flushes !== null && (suits & (suits - 1)) === 0) v = flushes[or[a]! | tr[b]!]!;
    else {
      const key = ok[a]! + tk[b]!;
      v = ranks[key + OFFSETS[key >>> ROW_SHIFT]!]!;
    }
    if (v > best) best = v;
  }
  return best;
}

/**
 * The best five-card hand taking min..max of `own` and the rest from `other`, under any order
 * (high, or a low), as a rank where higher is better (the same ranks as evaluateHigh and
 * evaluateLow). Groups hold at most eight cards each, and no jokers. Allocates nothing.
 */
export function evaluateConstrained(
  own: ArrayLike<Card>,
  other: ArrayLike<Card>,
  rule: Constraint,
  order: HandOrder = "high",
): number {
  const plan = planFor(own.length, other.length, rule);
  ownSums.fill(own);
  otherSums.fill(other);
  return bestOfPlan(plan, order);
}

/**
 * The best hand over several boards (Three-sided: the three sides), each combined with `own`
 * under the constraint. Returns the rank; `bestSide` tells which board gave it.
 */
export function evaluateBestOf(
  own: ArrayLike<Card>,
  boards: readonly ArrayLike<Card>[],
  rule: Constraint,
  order: HandOrder = "high",
): number {
  ownSums.fill(own);
  let best = -1;
  for (let i = 0; i < boards.length; i++) {
    const board = boards[i]!;
    otherSums.fill(board);
    const v = bestOfPlan(planFor(own.length, board.length, rule), order);
    if (v > best) best = v;
  }
  return best;
}

/** Index of the board giving the best hand (the first of equals). */
export function bestSide(
  own: ArrayLike<Card>,
  boards: readonly ArrayLike<Card>[],
  rule: Constraint,
  order: HandOrder = "high",
): number {
  let best = -1;
  let side = -1;
  for (let i = 0; i < boards.length; i++) {
    const v = evaluateConstrained(own, boards[i]!, rule, order);
    if (v > best) {
      best = v;
      side = i;
    }
  }
  return side;
}

/** The best constrained hand described: its rank, category, name and the five cards used. */
export function describeConstrained(
  own: ArrayLike<Card>,
  other: ArrayLike<Card>,
  rule: Constraint,
  order: HandOrder = "high",
): HandDescription {
  const plan = planFor(own.length, other.length, rule);
  const best = evaluateConstrained(own, other, rule, order);
  const pick = (cards: ArrayLike<Card>, mask: number) =>
    Array.from(cards).filter((_, i) => mask & (1 << i));
  for (let p = 0; p < plan.length; p += 2) {
    const five = [...pick(own, plan[p]!), ...pick(other, plan[p + 1]!)];
    const d = describeHand(five, order);
    if (d.rank === best) return d;
  }
  throw new Error("poker: the best constrained hand was not found again");
}
