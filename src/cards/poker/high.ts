import type { Card } from "../standard.js";
import { bestHigh } from "./best.js";
import { CARD_BIT, CARD_KEY, FLUSH_CHECK, ROW_SHIFT, SUIT_BIAS } from "./keys.js";
import { HIGH_FLUSH, HIGH_RANKS, highRankOfValue, highValues, OFFSETS } from "./tables.js";

/** Whether the high tables are built (on first use; see tables.ts). One predictable branch. */
let ready = false;
function build(): void {
  highValues();
  ready = true;
}

/**
 * The best high hand of 1..n cards (no jokers: they are ignored here; see wild.ts). One integer,
 * the dense rank of tables.ts: higher beats lower, equal ties, and hands of fewer than five cards
 * rank by what they make. Up to seven cards: one key lookup per card, two table lookups, no
 * allocation. A suit's counter step `1 << 4 * suit` is computed, not looked up: it is cheaper.
 */
export function evaluateHigh(cards: ArrayLike<Card>, count: number = cards.length): number {
  if (!ready) build();
  if (count > 7) return evaluateHighMany(cards, count);
  let key = 0;
  let suits = SUIT_BIAS;
  for (let i = 0; i < count; i++) {
    const c = cards[i]!;
    key += CARD_KEY[c]!;
    suits += 1 << ((c & 3) << 2);
  }
  const f = suits & FLUSH_CHECK;
  if (f !== 0) return flushOf(cards, count, (31 - Math.clz32(f)) >> 2, key);
  return HIGH_RANKS[key + OFFSETS[key >>> ROW_SHIFT]!]!;
}

/** Seven cards (0..51, no jokers) as arguments: the form for tight enumeration loops. */
export function evaluateHigh7(
  a: Card,
  b: Card,
  c: Card,
  d: Card,
  e: Card,
  f: Card,
  g: Card,
): number {
  if (!ready) build();
  const key =
    CARD_KEY[a]! +
    CARD_KEY[b]! +
    CARD_KEY[c]! +
    CARD_KEY[d]! +
    CARD_KEY[e]! +
    CARD_KEY[f]! +
    CARD_KEY[g]!;
  const fl =
    (SUIT_BIAS +
      (1 << ((a & 3) << 2)) +
      (1 << ((b & 3) << 2)) +
      (1 << ((c & 3) << 2)) +
      (1 << ((d & 3) << 2)) +
      (1 << ((e & 3) << 2)) +
      (1 << ((f & 3) << 2)) +
      (1 << ((g & 3) << 2))) &
    FLUSH_CHECK;
  if (fl !== 0) {
    const s = (31 - Math.clz32(fl)) >> 2;
    let m = 0;
    if ((a & 3) === s) m |= 1 << (a >> 2);
    if ((b & 3) === s) m |= 1 << (b >> 2);
    if ((c & 3) === s) m |= 1 << (c >> 2);
    if ((d & 3) === s) m |= 1 << (d >> 2);
    if ((e & 3) === s) m |= 1 << (e >> 2);
    if ((f & 3) === s) m |= 1 << (f >> 2);
    if ((g & 3) === s) m |= 1 << (g >> 2);
    return HIGH_FLUSH[m]!;
  }
  return HIGH_RANKS[key + OFFSETS[key >>> ROW_SHIFT]!]!;
}

/** Five cards (0..51, no jokers) as arguments. */
export function evaluateHigh5(a: Card, b: Card, c: Card, d: Card, e: Card): number {
  if (!ready) build();
  const key = CARD_KEY[a]! + CARD_KEY[b]! + CARD_KEY[c]! + CARD_KEY[d]! + CARD_KEY[e]!;
  if (((a ^ b) | (a ^ c) | (a ^ d) | (a ^ e)) & 3)
    return HIGH_RANKS[key + OFFSETS[key >>> ROW_SHIFT]!]!;
  return HIGH_FLUSH[CARD_BIT[a]! | CARD_BIT[b]! | CARD_BIT[c]! | CARD_BIT[d]! | CARD_BIT[e]!]!;
}

function flushOf(cards: ArrayLike<Card>, count: number, suit: number, key: number): number {
  let m = 0;
  let n = 0;
  for (let i = 0; i < count; i++) {
    const c = cards[i]!;
    if ((c & 3) === suit && c < 52) {
      m |= CARD_BIT[c]!;
      n++;
    }
  }
  // Jokers counted towards a suit by the cheap counter step: not a flush after all.
  if (n < 5) return HIGH_RANKS[key + OFFSETS[key >>> ROW_SHIFT]!]!;
  return HIGH_FLUSH[m]!;
}

const manyCounts = new Int32Array(13);
const manySuits = new Int32Array(4);

/** Eight or more cards: straight from rank counts and suit masks. */
function evaluateHighMany(cards: ArrayLike<Card>, count: number): number {
  manyCounts.fill(0);
  manySuits.fill(0);
  let n = 0;
  for (let i = 0; i < count; i++) {
    const c = cards[i]!;
    if (c >= 52) continue;
    manyCounts[c >> 2]!++;
    manySuits[c & 3]! |= CARD_BIT[c]!;
    n++;
  }
  return highRankOfValue(bestHigh(manyCounts, manySuits, n, 0));
}
