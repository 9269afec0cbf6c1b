/**
 * How a poker hand's worth is written as one integer, shared by every evaluator here.
 *
 * A "high-style" value is `category << 20` followed by five 4-bit card values, the cards in the
 * order they are compared (grouped cards first: the trips of a full house, then the pair; then
 * kickers from high to low). Card values are 2…14 (ace 14), or 1 for an ace played low (the wheel
 * straight, and the ace-low low orders). A missing card (a hand of fewer than five) is 0 in a high
 * hand, so any kicker beats it, and 15 in a low hand, where it is worse than any card. Comparing
 * these integers compares the hands; equal integers tie.
 *
 * A low rank is `LOW_TOP - highStyle`, so for every evaluator here a higher number is the better
 * hand and callers never need to know which way a hand is ranked.
 */

export const CATEGORY_SHIFT = 20;
export const MISSING_HIGH = 0;
export const MISSING_LOW = 15;
/** Low ranks are LOW_TOP minus the hand's high-style value (always positive, below 2^24). */
export const LOW_TOP = 1 << 24;
/**
 * The low rank of a hand with no cards: 0, below every hand, as its high rank (0) is. A player
 * whose cards are all killed has the worst hand there is, however low is played; by the missing-
 * card rule alone it would outrank every pair.
 */
export const EMPTY_LOW = 0;
/** The high-style value of no cards under a low order's rules: five missing cards. */
const EMPTY_LOW_VALUE = 0xfffff;

/** The high-style value behind a low rank (for its category, name and qualifier). */
export function lowValue(rank: number): number {
  return rank === EMPTY_LOW ? EMPTY_LOW_VALUE : LOW_TOP - rank;
}

export const HighCategories = [
  "high-card",
  "pair",
  "two-pair",
  "three-of-a-kind",
  "straight",
  "flush",
  "full-house",
  "four-of-a-kind",
  "straight-flush",
  "five-of-a-kind",
] as const;
export type HighCategory = (typeof HighCategories)[number];

export const Category = {
  highCard: 0,
  pair: 1,
  twoPair: 2,
  trips: 3,
  straight: 4,
  flush: 5,
  fullHouse: 6,
  quads: 7,
  straightFlush: 8,
  fiveOfAKind: 9,
} as const;

export type LowOrder = "ace-to-five" | "ace-to-six" | "deuce-to-seven";
export const LowOrders: readonly LowOrder[] = ["ace-to-five", "ace-to-six", "deuce-to-seven"];
export type HandOrder = "high" | LowOrder;

/** What each way of ranking hands counts. */
export interface OrderRules {
  readonly low: boolean;
  /** Aces are only low (value 1). Otherwise aces are high (14). */
  readonly aceLow: boolean;
  readonly straights: boolean;
  readonly flushes: boolean;
  /** A-2-3-4-5 is a straight although aces are high (high hands only). */
  readonly wheel: boolean;
  readonly missing: number;
}

export const RULES: Record<HandOrder, OrderRules> = {
  high: { low: false, aceLow: false, straights: true, flushes: true, wheel: true, missing: 0 },
  "ace-to-five": {
    low: true,
    aceLow: true,
    straights: false,
    flushes: false,
    wheel: false,
    missing: MISSING_LOW,
  },
  "ace-to-six": {
    low: true,
    aceLow: true,
    straights: true,
    flushes: true,
    wheel: false,
    missing: MISSING_LOW,
  },
  "deuce-to-seven": {
    low: true,
    aceLow: false,
    straights: true,
    flushes: true,
    wheel: false,
    missing: MISSING_LOW,
  },
};

export function isLowOrder(text: string): text is LowOrder {
  return (LowOrders as readonly string[]).includes(text);
}

export function encode(category: number, a: number, b: number, c: number, d: number, e: number) {
  return (category << CATEGORY_SHIFT) | (a << 16) | (b << 12) | (c << 8) | (d << 4) | e;
}

/** The five card values of a high-style value, in comparison order. */
export function cardValues(value: number): number[] {
  return [16, 12, 8, 4, 0].map((s) => (value >> s) & 15);
}

export function categoryOf(value: number): number {
  return value >> CATEGORY_SHIFT;
}

const scratchValues = new Int32Array(18);
const scratchCounts = new Int32Array(18);

/**
 * The high-style value of exactly these cards (at most five), under an order's rules.
 * `counts[r]` is how many cards of rank index r (0 = deuce … 12 = ace) the hand holds; `flush` says
 * the hand is five cards of one suit. Used to build the tables and by the slower general paths.
 */
export function handValue(
  counts: ArrayLike<number>,
  cardCount: number,
  flush: boolean,
  rules: OrderRules,
): number {
  // Groups of equal rank, sorted by size then value (insertion sort on at most five entries).
  let groups = 0;
  for (let r = 0; r < 13; r++) {
    const n = counts[r]!;
    if (n === 0) continue;
    const v = rules.aceLow && r === 12 ? 1 : r + 2;
    insertGroup(groups++, n, v);
  }
  for (let m = cardCount; m < 5; m++) insertGroup(groups++, 1, rules.missing);
  const c0 = scratchCounts[0]!;
  const c1 = groups > 1 ? scratchCounts[1]! : 0;
  let category: number;
  if (c0 >= 5) category = Category.fiveOfAKind;
  else if (c0 === 4) category = Category.quads;
  else if (c0 === 3) category = c1 === 2 ? Category.fullHouse : Category.trips;
  else if (c0 === 2) category = c1 === 2 ? Category.twoPair : Category.pair;
  else {
    category = Category.highCard;
    if (cardCount === 5) {
      const v = scratchValues;
      let straight = false;
      let wheel = false;
      if (rules.straights) {
        if (v[0]! - v[4]! === 4) straight = true;
        else if (rules.wheel && v[0] === 14 && v[1] === 5 && v[4] === 2) straight = wheel = true;
      }
      const flushCounts = flush && rules.flushes;
      if (straight) category = flushCounts ? Category.straightFlush : Category.straight;
      else if (flushCounts) category = Category.flush;
      if (wheel) return encode(category, 5, 4, 3, 2, 1);
    }
  }
  let value: number = category;
  let k = 0;
  for (let g = 0; g < groups && k < 5; g++) {
    for (let i = 0; i < scratchCounts[g]! && k < 5; i++, k++)
      value = (value << 4) | scratchValues[g]!;
  }
  return value;
}

function insertGroup(at: number, count: number, value: number): void {
  let i = at;
  while (
    i > 0 &&
    (scratchCounts[i - 1]! < count ||
      (scratchCounts[i - 1] === count && scratchValues[i - 1]! < value))
  ) {
    scratchCounts[i] = scratchCounts[i - 1]!;
    scratchValues[i] = scratchValues[i - 1]!;
    i--;
  }
  scratchCounts[i] = count;
  scratchValues[i] = value;
}
