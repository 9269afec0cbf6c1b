import { Category, encode } from "./value.js";

/** The five ranks of each straight, best first: index 0 is ace-high, index 9 the wheel. */
export const STRAIGHT_MASKS: readonly number[] = Array.from({ length: 10 }, (_, i) =>
  i === 9 ? 0x100f : 0x1f << (8 - i),
);
/** Card value of the top card of straight i (the wheel's top card is the five). */
const STRAIGHT_TOP = Array.from({ length: 10 }, (_, i) => 14 - i);

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function straightValue(category: number, i: number): number {
  const t = STRAIGHT_TOP[i]!;
  return i === 9
    ? encode(category, 5, 4, 3, 2, 1)
    : encode(category, t, t - 1, t - 2, t - 3, t - 4);
}

/**
 * The best high hand from natural cards plus `wilds` wild cards, directly from rank counts and
 * the rank mask of each suit (bit r = rank index r). Any number of naturals; five or more cards in
 * all make a five-card hand, fewer are ranked by what they make (no straight, flush or full house).
 *
 * A wild card stands for any card. It may duplicate a natural's rank (that is how five of a kind
 * is made), but a flush is five different cards of one suit: a wild completing a flush becomes the
 * best card of that suit the hand lacks, so there is no "double-ace flush".
 */
export function bestHigh(
  counts: ArrayLike<number>,
  suitMasks: ArrayLike<number>,
  naturals: number,
  wilds: number,
): number {
  const u = Math.min(wilds, 5);
  const total = Math.min(naturals + u, 5);
  let present = 0;
  for (let r = 0; r < 13; r++) if (counts[r]! > 0) present |= 1 << r;

  if (total === 5) {
    for (let r = 12; r >= 0; r--) {
      if (counts[r]! + u >= 5)
        return encode(Category.fiveOfAKind, r + 2, r + 2, r + 2, r + 2, r + 2);
    }
    let bestSF = -1;
    for (let suit = 0; suit < 4; suit++) {
      const m = suitMasks[suit]!;
      if (popcount(m) + u < 5) continue;
      for (let i = 0; i < 10 && (bestSF < 0 || i < bestSF); i++) {
        if (popcount(STRAIGHT_MASKS[i]! & ~m) <= u) bestSF = i;
      }
    }
    if (bestSF >= 0) return straightValue(Category.straightFlush, bestSF);
  }
  if (total >= 4) {
    for (let r = 12; r >= 0; r--) {
      if (counts[r]! + u >= 4) {
        const k = total === 5 ? top(present & ~(1 << r)) : 0;
        return encode(Category.quads, r + 2, r + 2, r + 2, r + 2, k);
      }
    }
  }
  if (total === 5) {
    let pairs = 0;
    for (let r = 0; r < 13; r++) if (counts[r]! >= 2) pairs |= 1 << r;
    for (let a = 12; a >= 0; a--) {
      const needA = counts[a]! >= 3 ? 0 : 3 - counts[a]!;
      if (needA > u) continue;
      // The pair: any rank with two wilds to spare, a natural with one, a natural pair with none.
      const spare = u - needA;
      const others = spare >= 2 ? 0x1fff : spare === 1 ? present : pairs;
      const b = top(others & ~(1 << a));
      if (b !== 0) return encode(Category.fullHouse, a + 2, a + 2, a + 2, b, b);
    }
    let bestFlush = 0;
    for (let suit = 0; suit < 4; suit++) {
      const m = suitMasks[suit]!;
      if (popcount(m) + u < 5) continue;
      const v = flushValue(m, u);
      if (v > bestFlush) bestFlush = v;
    }
    if (bestFlush !== 0) return bestFlush;
    for (let i = 0; i < 10; i++) {
      if (popcount(STRAIGHT_MASKS[i]! & ~present) <= u) return straightValue(Category.straight, i);
    }
  }
  if (total >= 3) {
    for (let r = 12; r >= 0; r--) {
      if (counts[r]! + u >= 3) {
        const m = present & ~(1 << r);
        const k1 = total >= 4 ? top(m) : 0;
        const k2 = total >= 5 ? top(m & ~bit(k1)) : 0;
        return encode(Category.trips, r + 2, r + 2, r + 2, k1, k2);
      }
    }
  }
  // Now no natural rank is held three times, and a wild is left only when naturals are too few to
  // reach three cards (one wild beside one natural, or two wilds alone).
  let pairs = 0;
  for (let r = 0; r < 13; r++) if (counts[r]! >= 2) pairs |= 1 << r;
  if (u === 0 && total >= 4 && popcount(pairs) >= 2) {
    const hi = topBit(pairs);
    const lo = topBit(pairs & ~(1 << hi));
    const k = total === 5 ? top(present & ~((1 << hi) | (1 << lo))) : 0;
    return encode(Category.twoPair, hi + 2, hi + 2, lo + 2, lo + 2, k);
  }
  if (total >= 2 && (pairs !== 0 || u >= 1)) {
    // A wild pairs the best natural card (or, alone, stands for an ace).
    const p = pairs !== 0 ? topBit(pairs) : present !== 0 ? topBit(present) : 12;
    let m = present & ~(1 << p);
    const k1 = total >= 3 ? top(m) : 0;
    m &= ~bit(k1);
    const k2 = total >= 4 ? top(m) : 0;
    m &= ~bit(k2);
    const k3 = total >= 5 ? top(m) : 0;
    return encode(Category.pair, p + 2, p + 2, k1, k2, k3);
  }
  // A lone wild card is an ace.
  if (u === 1) return encode(Category.highCard, 14, 0, 0, 0, 0);
  let m = present;
  const k1 = top(m);
  m &= ~bit(k1);
  const k2 = total >= 2 ? top(m) : 0;
  m &= ~bit(k2);
  const k3 = total >= 3 ? top(m) : 0;
  m &= ~bit(k3);
  const k4 = total >= 4 ? top(m) : 0;
  m &= ~bit(k4);
  const k5 = total >= 5 ? top(m) : 0;
  return encode(Category.highCard, k1, k2, k3, k4, k5);
}

function topBit(x: number): number {
  return 31 - Math.clz32(x);
}

/** The best rank in a mask, as a card value (0 when the mask is empty: no card). */
function top(mask: number): number {
  return mask === 0 ? 0 : topBit(mask) + 2;
}

/** The rank bit of a card value (none for 0). */
function bit(value: number): number {
  return value === 0 ? 0 : 1 << (value - 2);
}

/** The best flush of one suit holding ranks `mask`, with `u` wilds filling the best missing ranks. */
export function flushValue(mask: number, u: number): number {
  let value: number = Category.flush;
  let k = 0;
  let w = u;
  for (let r = 12; r >= 0 && k < 5; r--) {
    if (mask & (1 << r)) {
      value = (value << 4) | (r + 2);
      k++;
    } else if (w > 0) {
      value = (value << 4) | (r + 2);
      k++;
      w--;
    }
  }
  return value;
}
