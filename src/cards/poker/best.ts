import { Category, encode } from "./value.js";

/** The five ranks of each straight, best first: index 0 is ace-high, index 9 the wheel. */
export const STRAIGHT_MASKS: readonly number[] = Array.from({ length: 10 }, (_, i) =>
  i === 9 ? 0x100f : 0x1f << (8 - i),
);
/** Card value of the top card of straight i (the wheel's top card is the five). */
const STRAIGHT_TOP = Array.from({ length: 10 }, (_, i) => 14 - i);

function popcount(x: number): number {
  let n = 0;
  for (let m = x; m !== 0; m &= m - 1) n++;
  return n;
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
    for (let i = 0; i < 10; i++) {
      const s = STRAIGHT_MASKS[i]!;
      for (let suit = 0; suit < 4; suit++) {
        if (popcount(s & ~suitMasks[suit]!) <= u) return straightValue(Category.straightFlush, i);
      }
    }
  }
  if (total >= 4) {
    for (let r = 12; r >= 0; r--) {
      if (counts[r]! + u >= 4) {
        const k = total === 5 ? kicker(present, 1 << r, 0) : 0;
        return encode(Category.quads, r + 2, r + 2, r + 2, r + 2, k);
      }
    }
  }
  if (total === 5) {
    for (let a = 12; a >= 0; a--) {
      const needA = counts[a]! >= 3 ? 0 : 3 - counts[a]!;
      if (needA > u) continue;
      for (let b = 12; b >= 0; b--) {
        if (b === a) continue;
        const needB = counts[b]! >= 2 ? 0 : 2 - counts[b]!;
        if (needA + needB <= u)
          return encode(Category.fullHouse, a + 2, a + 2, a + 2, b + 2, b + 2);
      }
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
        const k1 = total >= 4 ? kicker(present, 1 << r, 0) : 0;
        const k2 = total >= 5 ? kicker(present, 1 << r, k1) : 0;
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
    const k = total === 5 ? kicker(present, (1 << hi) | (1 << lo), 0) : 0;
    return encode(Category.twoPair, hi + 2, hi + 2, lo + 2, lo + 2, k);
  }
  if (total >= 2 && (pairs !== 0 || u >= 1)) {
    // A wild pairs the best natural card (or, alone, stands for an ace).
    const p = pairs !== 0 ? topBit(pairs) : present !== 0 ? topBit(present) : 12;
    const used = 1 << p;
    const k1 = total >= 3 ? kicker(present, used, 0) : 0;
    const k2 = total >= 4 ? kicker(present, used, k1) : 0;
    const k3 = total >= 5 ? kicker(present, used, k1, k2) : 0;
    return encode(Category.pair, p + 2, p + 2, k1, k2, k3);
  }
  // A lone wild card is an ace.
  if (u === 1) return encode(Category.highCard, 14, 0, 0, 0, 0);
  const k1 = kicker(present, 0, 0);
  const k2 = total >= 2 ? kicker(present, 0, k1) : 0;
  const k3 = total >= 3 ? kicker(present, 0, k1, k2) : 0;
  const k4 = total >= 4 ? kicker(present, 0, k1, k2, k3) : 0;
  const k5 = total >= 5 ? kicker(present, 0, k1, k2, k3, k4) : 0;
  return encode(Category.highCard, k1, k2, k3, k4, k5);
}

function topBit(x: number): number {
  return 31 - Math.clz32(x);
}

/** The best natural rank (as a card value) outside `exclude` and below the kickers taken so far. */
function kicker(present: number, exclude: number, ...taken: number[]): number {
  let m = present & ~exclude;
  for (const v of taken) if (v > 0) m &= ~(1 << (v - 2));
  return m === 0 ? 0 : topBit(m) + 2;
}

/** The best flush of one suit holding ranks `mask`, with `u` wilds filling the best missing ranks. */
export function flushValue(mask: number, u: number): number {
  const out = [0, 0, 0, 0, 0];
  let k = 0;
  let w = u;
  for (let r = 12; r >= 0 && k < 5; r--) {
    if (mask & (1 << r)) out[k++] = r + 2;
    else if (w > 0) {
      out[k++] = r + 2;
      w--;
    }
  }
  return encode(Category.flush, out[0]!, out[1]!, out[2]!, out[3]!, out[4]!);
}
