/**
 * The lookup tables behind the fast evaluators, built once when the module loads (about 0.1 s).
 *
 * Scheme (after OMPEval by Timo Ahonen, ISC licence, and HenryRLee's PokerHandEvaluator): a hand
 * of up to seven cards is summed into two small integers, a rank key and a suit counter.
 * - The rank key adds a multiplier per card rank. The multipliers (OMPEval's) give every multiset
 *   of 0–7 ranks (at most four of each) a distinct sum below 2^25. A perfect hash, `key +
 *   OFFSETS[key >>> 12]`, folds the 76,155 keys into one table of about 87 k entries that sits in
 *   cache, holding the value of the best hand those ranks make when suits do not matter.
 * - The suit counter keeps a 4-bit count per suit, starting at 3, so bit 3 of a nibble is set
 *   exactly when that suit has five cards. Then the flush suit's 13-bit rank mask indexes an
 *   8,192-entry flush table. With seven cards or fewer a flush beats anything the other cards
 *   could make except a straight flush, which the flush table already knows.
 * The same keys carry the low tables: ace-to-five (suits never matter, so the best low of up to
 * seven cards is a function of the ranks alone), and ace-to-six / deuce-to-seven for five cards.
 */
import { bestHigh } from "./best.js";
import { RANK_KEYS, ROW_SHIFT, rankMultisets } from "./keys.js";
import { OFFSETS_BASE64, TABLE_SIZE } from "./offsets.js";
import { Category, encode, handValue, LOW_TOP, RULES } from "./value.js";

const multisets = rankMultisets();
/** Precomputed by scripts/poker-offsets.ts (placing the rows takes seconds; looking them up, nothing). */
export const OFFSETS = decodeOffsets(OFFSETS_BASE64);
const hash = { size: TABLE_SIZE };

export function slotOf(key: number): number {
  return key + OFFSETS[key >>> ROW_SHIFT]!;
}

/** Best high rank (dense, see HIGH_VALUES) of the ranks, suits ignored (flushes are separate). */
export const HIGH_RANKS = new Uint16Array(hash.size);
/** Best ace-to-five low of the ranks (any 0..7 cards). */
export const A5_RANKS = new Int32Array(hash.size);
/** Ace-to-six / deuce-to-seven low of exactly these ranks (0..5 cards), not a flush. */
export const A6_RANKS = new Int32Array(hash.size);
export const D27_RANKS = new Int32Array(hash.size);
/** By 13-bit rank mask of the flush suit: the best flush or straight flush (5+ bits set). */
export const HIGH_FLUSH = new Uint16Array(8192);
/** By rank mask of a five-card flush: its ace-to-six / deuce-to-seven low. */
export const A6_FLUSH = new Int32Array(8192);
export const D27_FLUSH = new Int32Array(8192);

/**
 * High hands are ranked densely: rank i is the i-th smallest high-style value (value.ts) among all
 * hands of 0..5 cards and five of a kind, so rank 0 is the empty hand and the top rank is five
 * aces. A dense rank fits in 16 bits, which halves the big table (cache is the speed limit).
 */
export const HIGH_VALUES = allHighValues();
const highRankOf = new Map<number, number>();
for (let i = 0; i < HIGH_VALUES.length; i++) highRankOf.set(HIGH_VALUES[i]!, i);

/** Every high-style value a hand of 0..5 cards can have (with wild cards, five of a kind too). */
function allHighValues(): Int32Array {
  const all = new Set<number>();
  const c = new Uint8Array(13);
  for (let n = 0; n <= 5; n++) {
    const walk = (rank: number, left: number) => {
      if (rank === 13) {
        if (left === 0) all.add(bestHigh(c, [0, 0, 0, 0], n, 0));
        return;
      }
      for (let k = 0; k <= 4 && k <= left; k++) {
        c[rank] = k;
        walk(rank + 1, left - k);
      }
      c[rank] = 0;
    };
    walk(0, n);
  }
  for (let mask = 0; mask < 8192; mask++) {
    let n = 0;
    for (let r = 0; r < 13; r++) n += c[r] = (mask >> r) & 1;
    if (n === 5) all.add(bestHigh(c, [mask, 0, 0, 0], 5, 0));
  }
  for (let v = 2; v <= 14; v++) all.add(encode(Category.fiveOfAKind, v, v, v, v, v));
  return Int32Array.from(all).sort();
}

/** The dense high rank of a high-style value (the wild and many-card paths compute values). */
export function highRankOfValue(value: number): number {
  const r = highRankOf.get(value);
  if (r === undefined) throw new Error(`poker tables: ${value.toString(16)} is not a high hand`);
  return r;
}

{
  const highValues = new Int32Array(hash.size);
  const flushValues = new Int32Array(8192);
  const { keys, counts, sizes } = multisets;
  const noSuits = [0, 0, 0, 0];
  const check = new Uint8Array(hash.size);
  const c = new Uint8Array(13);
  // Smallest first, so the lows of 6 and 7 cards can look up those of 5 and 6.
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    for (let r = 0; r < 13; r++) c[r] = counts[i * 13 + r]!;
    const n = sizes[i]!;
    const slot = slotOf(key);
    if (check[slot]) throw new Error(`poker tables: two rank multisets share slot ${slot}`);
    check[slot] = 1;
    highValues[slot] = bestHigh(c, noSuits, n, 0);
    if (n <= 5) {
      A5_RANKS[slot] = LOW_TOP - handValue(c, n, false, RULES["ace-to-five"]);
      A6_RANKS[slot] = LOW_TOP - handValue(c, n, false, RULES["ace-to-six"]);
      D27_RANKS[slot] = LOW_TOP - handValue(c, n, false, RULES["deuce-to-seven"]);
    } else {
      // The best five of six or seven: drop the card whose removal leaves the best low.
      let best = 0;
      for (let r = 0; r < 13; r++) {
        if (c[r] === 0) continue;
        const v = A5_RANKS[slotOf(key - RANK_KEYS[r]!)]!;
        if (v > best) best = v;
      }
      A5_RANKS[slot] = best;
    }
  }
  const bits = new Uint8Array(13);
  for (let mask = 0; mask < 8192; mask++) {
    let n = 0;
    for (let r = 0; r < 13; r++) n += bits[r] = (mask >> r) & 1;
    if (n < 5) continue;
    flushValues[mask] = bestHigh(bits, [mask, 0, 0, 0], n, 0);
    if (n === 5) {
      A6_FLUSH[mask] = LOW_TOP - handValue(bits, 5, true, RULES["ace-to-six"]);
      D27_FLUSH[mask] = LOW_TOP - handValue(bits, 5, true, RULES["deuce-to-seven"]);
    }
  }
  for (let i = 0; i < keys.length; i++) {
    const slot = slotOf(keys[i]!);
    HIGH_RANKS[slot] = highRankOfValue(highValues[slot]!);
  }
  for (let mask = 0; mask < 8192; mask++) {
    if (flushValues[mask]) HIGH_FLUSH[mask] = highRankOfValue(flushValues[mask]!);
  }
}

function decodeOffsets(text: string): Int32Array {
  const bytes = Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
  const view = new DataView(bytes.buffer);
  const out = new Int32Array(bytes.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt32(i * 4, true);
  return out;
}

/**
 * Tables for high hands with 1..4 wild cards among at most seven, built on first use (a few
 * tenths of a second): by the naturals' rank key, the best hand ignoring suits; by a suit's rank
 * mask, the best flush or straight flush that suit and the wilds make. The answer is the larger.
 */
export interface WildTables {
  readonly ranks: readonly Uint16Array[];
  readonly flush: readonly Uint16Array[];
}
let wildTablesBuilt: WildTables | undefined;

export function wildTables(): WildTables {
  if (wildTablesBuilt) return wildTablesBuilt;
  const { keys, counts, sizes } = multisets;
  const ranks: Uint16Array[] = [];
  const flush: Uint16Array[] = [];
  const c = new Uint8Array(13);
  const noSuits = [0, 0, 0, 0];
  for (let u = 1; u <= 4; u++) {
    const r = new Uint16Array(TABLE_SIZE);
    for (let i = 0; i < keys.length; i++) {
      const n = sizes[i]!;
      if (n + u > 7) continue;
      for (let k = 0; k < 13; k++) c[k] = counts[i * 13 + k]!;
      r[slotOf(keys[i]!)] = highRankOfValue(bestHigh(c, noSuits, n, u));
    }
    const f = new Uint16Array(8192);
    for (let mask = 0; mask < 8192; mask++) {
      let n = 0;
      for (let k = 0; k < 13; k++) n += c[k] = (mask >> k) & 1;
      if (n + u < 5 || n + u > 7) continue;
      f[mask] = highRankOfValue(bestHigh(c, [mask, 0, 0, 0], n, u));
    }
    ranks.push(r);
    flush.push(f);
  }
  wildTablesBuilt = { ranks, flush };
  return wildTablesBuilt;
}
