import type { Card } from "../standard.js";
import { CARD_BIT, CARD_KEY, FLUSH_CHECK, ROW_SHIFT, SUIT_BIAS } from "./keys.js";
import { lowTables, OFFSETS } from "./tables.js";
import { categoryOf, type LowOrder, lowValue } from "./value.js";

/**
 * Low hands. Every order returns a rank where higher is the better low, like the high evaluator,
 * so callers compare all hands the same way. (The rank is LOW_TOP minus the hand's high-style
 * value under that order's rules; see value.ts.)
 * - ace-to-five: aces low, straights and flushes ignored; 5-4-3-2-A is best.
 * - ace-to-six: aces low, straights and flushes count against; 6-4-3-2-A is best.
 * - deuce-to-seven: aces high (A-2-3-4-5 is no straight), straights and flushes count against;
 *   7-5-4-3-2 is best.
 * Hands of fewer than five cards rank by what they make, a missing card counting as worse than any
 * card: 4-3-2-A alone loses to every five-card unpaired low but beats any pair. A hand of no
 * cards at all is the worst low there is (EMPTY_LOW, below every pair).
 */
export function evaluateLow(cards: ArrayLike<Card>, order: LowOrder, count = cards.length): number {
  if (order === "ace-to-five" && count <= 7) {
    let key = 0;
    for (let i = 0; i < count; i++) key += CARD_KEY[cards[i]!]!;
    return lowTables().a5[key + OFFSETS[key >>> ROW_SHIFT]!]!;
  }
  if (count <= 5) return exactLow(cards, order, count);
  if (count <= 7) {
    // Without five cards of one suit no five make a flush, and the best low is the ranks' alone
    // (one lookup). With them (about one hand in thirty) every five is tried.
    let key = 0;
    let suits = SUIT_BIAS;
    for (let i = 0; i < count; i++) {
      const c = cards[i]!;
      if (c >= 52) continue;
      key += CARD_KEY[c]!;
      suits += 1 << ((c & 3) << 2);
    }
    if ((suits & FLUSH_CHECK) === 0) {
      const t = lowTables();
      return (order === "ace-to-six" ? t.a6 : t.d27)[key + OFFSETS[key >>> ROW_SHIFT]!]!;
    }
  }
  return bestFiveLow(cards, order, count);
}

/** Five cards as arguments (Three-sided hands are exactly five). */
export function evaluateLow5(order: LowOrder, a: Card, b: Card, c: Card, d: Card, e: Card): number {
  const key = CARD_KEY[a]! + CARD_KEY[b]! + CARD_KEY[c]! + CARD_KEY[d]! + CARD_KEY[e]!;
  const slot = key + OFFSETS[key >>> ROW_SHIFT]!;
  const t = lowTables();
  if (order === "ace-to-five") return t.a5[slot]!;
  const flush = (((a ^ b) | (a ^ c) | (a ^ d) | (a ^ e)) & 3) === 0;
  if (order === "ace-to-six") {
    return flush
      ? t.a6Flush[CARD_BIT[a]! | CARD_BIT[b]! | CARD_BIT[c]! | CARD_BIT[d]! | CARD_BIT[e]!]!
      : t.a6[slot]!;
  }
  return flush
    ? t.d27Flush[CARD_BIT[a]! | CARD_BIT[b]! | CARD_BIT[c]! | CARD_BIT[d]! | CARD_BIT[e]!]!
    : t.d27[slot]!;
}

/** The low of exactly these cards (at most five; jokers ignored). */
function exactLow(cards: ArrayLike<Card>, order: LowOrder, count: number): number {
  let key = 0;
  let mask = 0;
  let natural = 0;
  let suits = 0;
  for (let i = 0; i < count; i++) {
    const c = cards[i]!;
    if (c >= 52) continue;
    key += CARD_KEY[c]!;
    mask |= CARD_BIT[c]!;
    suits |= 1 << (c & 3);
    natural++;
  }
  const slot = key + OFFSETS[key >>> ROW_SHIFT]!;
  const t = lowTables();
  if (order === "ace-to-five") return t.a5[slot]!;
  const flush = natural === 5 && (suits & (suits - 1)) === 0;
  if (order === "ace-to-six") return flush ? t.a6Flush[mask]! : t.a6[slot]!;
  return flush ? t.d27Flush[mask]! : t.d27[slot]!;
}

/** The best low of any five of more than five cards: every five tried (21 of seven). */
function bestFiveLow(cards: ArrayLike<Card>, order: LowOrder, count: number): number {
  const n = naturalsInto(cards, count);
  if (n <= 5) return exactLow(lowScratch, order, n);
  let best = 0;
  const h = lowScratch;
  for (let a = 0; a < n - 4; a++)
    for (let b = a + 1; b < n - 3; b++)
      for (let c = b + 1; c < n - 2; c++)
        for (let d = c + 1; d < n - 1; d++)
          for (let e = d + 1; e < n; e++) {
            const v = evaluateLow5(order, h[a]!, h[b]!, h[c]!, h[d]!, h[e]!);
            if (v > best) best = v;
          }
  return best;
}

let lowScratch = new Int32Array(64);
function naturalsInto(cards: ArrayLike<Card>, count: number): number {
  if (lowScratch.length < count) lowScratch = new Int32Array(count);
  let n = 0;
  for (let i = 0; i < count; i++) if (cards[i]! < 52) lowScratch[n++] = cards[i]!;
  return n;
}

/**
 * Whether a low qualifies under an "N or better" rule (usually 8): five unpaired cards, none above
 * N, and (where they count) no straight or flush. Works for a rank of any of the three orders.
 */
export function qualifiesLow(rank: number, limit = 8): boolean {
  const value = lowValue(rank);
  return categoryOf(value) === 0 && ((value >> 16) & 15) <= limit;
}
