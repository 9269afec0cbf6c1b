/**
 * Hands as the text makes them: five cards, 2–4 of the four hole cards and 1–3 cards of one side
 * of the pyramid (left 4-3-6, right 4-1-5, base 6-2-5). High and low may use different sides,
 * except for a player who declares both: both hands then come from one side
 * (docs/rules/three-sided.md).
 * The poker module's constrained evaluator does the counting; this file only says which cards.
 */
import {
  awardPots,
  type Betting,
  type Declaration,
  dealingOrder,
  type ShowdownHand,
} from "../../betting/index.js";
import {
  describeConstrained,
  evaluateConstrained,
  type LowOrder,
  qualifiesLow,
  THREE_SIDED,
} from "../../cards/poker/index.js";
import { type Card, formatCards } from "../../cards/standard.js";
import type { Seat } from "../../core/game.js";

export interface Side {
  readonly name: "left" | "right" | "base";
  /** Board positions (1…6) on this side. */
  readonly positions: readonly [number, number, number];
}

export const SIDES: readonly Side[] = [
  { name: "left", positions: [4, 3, 6] },
  { name: "right", positions: [4, 1, 5] },
  { name: "base", positions: [6, 2, 5] },
];

export function sideName(side: number): string {
  const s = SIDES[side]!;
  return `${s.name} ${s.positions.join("-")}`;
}

/** The three cards of a side, from a full board (index k = position k+1). */
export function sideCards(board: readonly Card[], side: number): Card[] {
  return SIDES[side]!.positions.map((p) => board[p - 1]!);
}

export interface LowRule {
  readonly low: LowOrder;
  readonly lowQualifier: 8 | null;
}

/** A side's high and low ranks (higher is better); low null when it does not qualify. */
export interface SideValue {
  readonly high: number;
  readonly low: number | null;
}

export function sideValues(
  hole: readonly Card[],
  board: readonly Card[],
  rule: LowRule,
): SideValue[] {
  return SIDES.map((_, side) => {
    const cards = sideCards(board, side);
    const high = evaluateConstrained(hole, cards, THREE_SIDED, "high");
    const low = evaluateConstrained(hole, cards, THREE_SIDED, rule.low);
    return {
      high,
      low: rule.lowQualifier === null || qualifiesLow(low, rule.lowQualifier) ? low : null,
    };
  });
}

/** Index of the best value among sides (the first of equals); nulls lose to any value. */
export function bestIndex(values: readonly (number | null)[]): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) {
    const v = values[i]!;
    const b = values[best]!;
    if (v !== null && (b === null || v > b)) best = i;
  }
  return best;
}

/** A seat's showdown hands: which side each way uses, and its values. */
export interface PlayedHand {
  readonly seat: Seat;
  readonly declare: Declaration;
  readonly highSide: number;
  readonly lowSide: number;
  readonly high: number;
  readonly low: number | null;
}

function played(
  seat: Seat,
  declare: Declaration,
  values: readonly SideValue[],
  hs: number,
  ls: number,
): PlayedHand {
  return { seat, declare, highSide: hs, lowSide: ls, high: values[hs]!.high, low: values[ls]!.low };
}

export function toShowdown(p: PlayedHand): ShowdownHand {
  return { seat: p.seat, high: p.high, low: p.low, declare: p.declare };
}

/**
 * The hands each declarer plays. High and low declarers play their best of each way, from any
 * sides. A "both" declarer plays one side for both hands. As at a table, the both-declarers show
 * in turn from the dealer's left: each takes the side that wins them the most chips against the
 * hands already shown and, for the both-declarers still to show, their best hands on any side
 * each way, and keeps it. One pass, so no choice can chase another round and round. Equal
 * winnings take the side with the better high, then the better low.
 */
export function playHands(
  betting: Betting,
  holes: readonly (readonly Card[])[],
  board: readonly Card[],
  declarations: readonly (Declaration | null)[],
  seats: readonly Seat[],
  rule: LowRule,
): PlayedHand[] {
  const values = new Map(seats.map((s) => [s, sideValues(holes[s]!, board, rule)]));
  const hands = new Map<Seat, PlayedHand>();
  for (const seat of seats) {
    const v = values.get(seat)!;
    const hs = bestIndex(v.map((x) => x.high));
    const ls = bestIndex(v.map((x) => x.low));
    // A both-declarer not yet shown stands for its best hand each way, from any side.
    hands.set(seat, played(seat, declarations[seat]!, v, hs, ls));
  }
  const swing = dealingOrder(betting).filter(
    (s) => seats.includes(s) && declarations[s] === "both",
  );
  for (const seat of swing) {
    const v = values.get(seat)!;
    const won = [0, 1, 2].map((side) => {
      hands.set(seat, played(seat, "both", v, side, side));
      const award = awardPots(betting, [...hands.values()].map(toShowdown), { split: "high-low" });
      return award.won[seat]!;
    });
    const most = Math.max(...won);
    const side = preferred(
      v,
      [0, 1, 2].filter((i) => won[i] === most),
    );
    hands.set(seat, played(seat, "both", v, side, side));
  }
  return seats.map((s) => hands.get(s)!);
}

/** Among `sides`, the one with the best high, then the best low, then the first. */
function preferred(v: readonly SideValue[], sides: readonly number[]): number {
  let best = sides[0]!;
  for (const i of sides) {
    const a = v[i]!;
    const b = v[best]!;
    if (a.high > b.high || (a.high === b.high && (a.low ?? -1) > (b.low ?? -1))) best = i;
  }
  return best;
}

/** A hand in words: "Flush, ace high (As Ks 9s + 7s 2s, right 4-1-5)". */
export function describeWay(
  hole: readonly Card[],
  board: readonly Card[],
  side: number,
  order: "high" | LowOrder,
): { name: string; cards: Card[] } {
  const d = describeConstrained(hole, sideCards(board, side), THREE_SIDED, order);
  return { name: d.name, cards: d.cards };
}

/** What a shown hand played, in words, by its declaration. */
export function playedText(
  p: PlayedHand,
  hole: readonly Card[],
  board: readonly Card[],
  rule: LowRule,
): string {
  const high = describeWay(hole, board, p.highSide, "high");
  const low = describeWay(hole, board, p.lowSide, rule.low);
  // A hand's name inside the sentence: "low: two pair, queens and fours", never "low Two pair".
  const named = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
  const lowName = p.low === null ? `${named(low.name)}, no 8-or-better low` : named(low.name);
  const h = `high: ${named(high.name)} (${formatCards(high.cards)})`;
  const l = `low: ${lowName} (${formatCards(low.cards)})`;
  if (p.declare === "high") return `${h}, ${sideName(p.highSide)}`;
  if (p.declare === "low") return `${l}, ${sideName(p.lowSide)}`;
  return `${h} and ${l}, both from the ${sideName(p.highSide)} side`;
}
