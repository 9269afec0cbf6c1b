import type { Card } from "../standard.js";
import type { HandDescription } from "./describe.js";
import { describeHand } from "./describe.js";
import { evaluateHigh5 } from "./high.js";
import { evaluateLow5 } from "./low.js";
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
 * Plans: for each shape (group sizes and constraint) the list of five-card choices as indexes into
 * own cards followed by the other group's, built once and reused, so evaluation allocates nothing.
 */
const plans = new Map<number, Uint8Array>();

function planFor(own: number, other: number, rule: Constraint): Uint8Array {
  const id = ((own * 64 + other) * 8 + rule.min) * 8 + rule.max;
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
  const choices: number[] = [];
  const pick: number[] = [];
  const walk = (from: number, fromOwn: number) => {
    if (pick.length === 5) {
      if (fromOwn >= rule.min && fromOwn <= rule.max) choices.push(...pick);
      return;
    }
    for (let i = from; i < own + other; i++) {
      pick.push(i);
      walk(i + 1, fromOwn + (i < own ? 1 : 0));
      pick.pop();
    }
  };
  walk(0, 0);
  if (choices.length === 0)
    throw new RangeError(
      `No five-card hand takes ${rule.min}-${rule.max} of ${own} own cards and the rest of ${other}`,
    );
  plan = Uint8Array.from(choices);
  plans.set(id, plan);
  return plan;
}

let both = new Int32Array(32);

/**
 * The best five-card hand taking min..max of `own` and the rest from `other`, under any order
 * (high, or a low), as a rank where higher is better.
 */
export function evaluateConstrained(
  own: ArrayLike<Card>,
  other: ArrayLike<Card>,
  rule: Constraint,
  order: HandOrder = "high",
): number {
  const plan = planFor(own.length, other.length, rule);
  const n = own.length + other.length;
  if (both.length < n) both = new Int32Array(n);
  const h = both;
  for (let i = 0; i < own.length; i++) h[i] = own[i]!;
  for (let i = 0; i < other.length; i++) h[own.length + i] = other[i]!;
  let best = -1;
  if (order === "high") {
    for (let p = 0; p < plan.length; p += 5) {
      const v = evaluateHigh5(
        h[plan[p]!]!,
        h[plan[p + 1]!]!,
        h[plan[p + 2]!]!,
        h[plan[p + 3]!]!,
        h[plan[p + 4]!]!,
      );
      if (v > best) best = v;
    }
  } else {
    for (let p = 0; p < plan.length; p += 5) {
      const v = evaluateLow5(
        order,
        h[plan[p]!]!,
        h[plan[p + 1]!]!,
        h[plan[p + 2]!]!,
        h[plan[p + 3]!]!,
        h[plan[p + 4]!]!,
      );
      if (v > best) best = v;
    }
  }
  return best;
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
  let best = -1;
  for (const b of boards) {
    const v = evaluateConstrained(own, b, rule, order);
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
  boards.forEach((b, i) => {
    const v = evaluateConstrained(own, b, rule, order);
    if (v > best) {
      best = v;
      side = i;
    }
  });
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
  const all = [...Array.from(own), ...Array.from(other)];
  const best = evaluateConstrained(own, other, rule, order);
  for (let p = 0; p < plan.length; p += 5) {
    const five = Array.from(plan.subarray(p, p + 5), (i) => all[i]!);
    const d = describeHand(five, order);
    if (d.rank === best) return d;
  }
  throw new Error("poker: the best constrained hand was not found again");
}
