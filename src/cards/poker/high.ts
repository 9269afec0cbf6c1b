import type { Card } from "../standard.js";
import { bestHigh } from "./best.js";
import { CARD_BIT, CARD_KEY, CARD_SUIT, FLUSH_CHECK, ROW_SHIFT, SUIT_BIAS } from "./keys.js";
import { HIGH_FLUSH, HIGH_RANKS, highRankOfValue, highValues, OFFSETS } from "./tables.js";

/** The tables as this module's constants: the seven-card loop reads them (see evaluateHigh7). */
const KEY = CARD_KEY;
const SUIT = CARD_SUIT;
const BIT = CARD_BIT;
const RANKS = HIGH_RANKS;
const FLUSHES = HIGH_FLUSH;
const OFFS = OFFSETS;

/** Whether the high tables are built (on first use; see tables.ts), asked only of a rank 0. */
let ready = false;
function build(): void {
  highValues();
  ready = true;
}

/**
 * The best high hand of 1..n cards (no jokers: they are ignored here; see wild.ts). One integer,
 * the dense rank of tables.ts: higher beats lower, equal ties, and hands of fewer than five cards
 * rank by what they make. Up to seven cards: one key lookup per card, two table lookups, no
 * allocation. A suit's counter step `1 << 4 * suit` is computed, not looked up: it is cheaper
 * here (a joker's step is then counted, and flushOf sets it right).
 */
export function evaluateHigh(cards: ArrayLike<Card>, count: number = cards.length): number {
  if (count > 7) return evaluateHighMany(cards, count);
  let key = 0;
  let suits = SUIT_BIAS;
  for (let i = 0; i < count; i++) {
    const c = cards[i]!;
    key += KEY[c]!;
    suits += 1 << ((c & 3) << 2);
  }
  const f = suits & FLUSH_CHECK;
  const rank =
    f !== 0
      ? flushOf(cards, count, (31 - Math.clz32(f)) >> 2, key)
      : RANKS[key + OFFS[key >>> ROW_SHIFT]!]!;
  // Only no cards rank 0 once the tables are built (see evaluateHigh7).
  if (rank === 0 && !ready) {
    build();
    return evaluateHigh(cards, count);
  }
  return rank;
}

/**
 * Seven cards (0..51, no jokers) as arguments: the form for tight enumeration loops. Kept small
 * enough for V8 to inline into the caller's loop: the flush is found out of line (`flush7`), the
 * tables are read through this module's own constants (an imported binding is not folded), and
 * instead of asking whether the tables are built it reads them: before they are, every entry is
 * 0, which no seven cards rank (the least of them beats a hand of no cards).
 */
export function evaluateHigh7(
  a: Card,
  b: Card,
  c: Card,
  d: Card,
  e: Card,
  f: Card,
  g: Card,
): number {
  const key = KEY[a]! + KEY[b]! + KEY[c]! + KEY[d]! + KEY[e]! + KEY[f]! + KEY[g]!;
  const fl =
    (SUIT_BIAS + SUIT[a]! + SUIT[b]! + SUIT[c]! + SUIT[d]! + SUIT[e]! + SUIT[f]! + SUIT[g]!) &
    FLUSH_CHECK;
  const rank =
    fl !== 0
      ? flush7(a, b, c, d, e, f, g, (31 - Math.clz32(fl)) >> 2)
      : RANKS[key + OFFS[key >>> ROW_SHIFT]!]!;
  return rank !== 0 ? rank : firstHigh7(a, b, c, d, e, f, g);
}

/** The first evaluation: the tables built, then read (once built, a 0 stands: cards not dealt from one deck). */
function firstHigh7(a: Card, b: Card, c: Card, d: Card, e: Card, f: Card, g: Card): number {
  if (ready) return 0;
  build();
  return evaluateHigh7(a, b, c, d, e, f, g);
}

/** The best flush of seven cards of which five or more are of `suit`. */
function flush7(
  a: Card,
  b: Card,
  c: Card,
  d: Card,
  e: Card,
  f: Card,
  g: Card,
  suit: number,
): number {
  let m = 0;
  if ((a & 3) === suit) m |= 1 << (a >> 2);
  if ((b & 3) === suit) m |= 1 << (b >> 2);
  if ((c & 3) === suit) m |= 1 << (c >> 2);
  if ((d & 3) === suit) m |= 1 << (d >> 2);
  if ((e & 3) === suit) m |= 1 << (e >> 2);
  if ((f & 3) === suit) m |= 1 << (f >> 2);
  if ((g & 3) === suit) m |= 1 << (g >> 2);
  return FLUSHES[m]!;
}

/** Five cards (0..51, no jokers) as arguments. */
export function evaluateHigh5(a: Card, b: Card, c: Card, d: Card, e: Card): number {
  const key = KEY[a]! + KEY[b]! + KEY[c]! + KEY[d]! + KEY[e]!;
  const rank =
    ((a ^ b) | (a ^ c) | (a ^ d) | (a ^ e)) & 3
      ? RANKS[key + OFFS[key >>> ROW_SHIFT]!]!
      : FLUSHES[BIT[a]! | BIT[b]! | BIT[c]! | BIT[d]! | BIT[e]!]!;
  if (rank !== 0 || ready) return rank;
  // Before the tables are built (see evaluateHigh7).
  build();
  return evaluateHigh5(a, b, c, d, e);
}

function flushOf(cards: ArrayLike<Card>, count: number, suit: number, key: number): number {
  let m = 0;
  let n = 0;
  for (let i = 0; i < count; i++) {
    const c = cards[i]!;
    if ((c & 3) === suit && c < 52) {
      m |= BIT[c]!;
      n++;
    }
  }
  // Jokers counted towards a suit by the cheap counter step: not a flush after all.
  if (n < 5) return RANKS[key + OFFS[key >>> ROW_SHIFT]!]!;
  return FLUSHES[m]!;
}

const manyCounts = new Int32Array(13);
const manySuits = new Int32Array(4);

/** Eight or more cards: straight from rank counts and suit masks. */
function evaluateHighMany(cards: ArrayLike<Card>, count: number): number {
  if (!ready) build();
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
