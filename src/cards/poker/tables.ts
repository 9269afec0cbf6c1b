/**
 * The lookup tables behind the fast evaluators, built on first use (about a tenth of a second each).
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
import { Category, EMPTY_LOW, encode, handValue, LOW_TOP, RULES } from "./value.js";

let multisetsBuilt: ReturnType<typeof rankMultisets> | undefined;
function multisets(): ReturnType<typeof rankMultisets> {
  if (multisetsBuilt === undefined) multisetsBuilt = rankMultisets();
  return multisetsBuilt;
}
/** Precomputed by scripts/poker-offsets.ts (placing the rows takes seconds; looking them up, nothing). */
export const OFFSETS = decodeOffsets(OFFSETS_BASE64);

export function slotOf(key: number): number {
  return key + OFFSETS[key >>> ROW_SHIFT]!;
}

/** Best high rank (dense, see HIGH_VALUES) of the ranks, suits ignored (flushes are separate). */
export const HIGH_RANKS = new Uint16Array(TABLE_SIZE);
/** By 13-bit rank mask of the flush suit: the best flush or straight flush (5+ bits set). */
export const HIGH_FLUSH = new Uint16Array(8192);

/**
 * High hands are ranked densely: rank i is the i-th smallest high-style value (value.ts) among all
 * hands of 0..5 cards and five of a kind, so rank 0 is the empty hand and the top rank is five
 * aces. A dense rank fits in 16 bits, which halves the big table (cache is the speed limit).
 */
let highValuesBuilt: Int32Array | undefined;

/**
 * The high-style value of each dense rank. Building the high tables takes about a tenth of a
 * second, so it happens on first use rather than whenever a program imports this module.
 */
export function highValues(): Int32Array {
  if (highValuesBuilt === undefined) highValuesBuilt = buildHigh();
  return highValuesBuilt;
}

/** The high tables, built if need be: by rank key (through the hash) and by flush rank mask. */
export function highTables(): { readonly ranks: Uint16Array; readonly flush: Uint16Array } {
  highValues();
  return HIGH_TABLES;
}
const HIGH_TABLES = { ranks: HIGH_RANKS, flush: HIGH_FLUSH };

/** The dense high rank of a high-style value (the wild and many-card paths compute values). */
export function highRankOfValue(value: number): number {
  const values = highValues();
  let lo = 0;
  let hi = values.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = values[mid]!;
    if (v === value) return mid;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  throw new Error(`poker tables: ${value.toString(16)} is not a high hand`);
}

/** Fills HIGH_RANKS and HIGH_FLUSH; returns the sorted list of every high-style value. */
function buildHigh(): Int32Array {
  const { keys, counts, sizes } = multisets();
  const values = new Int32Array(keys.length);
  const distinct: number[] = [];
  const check = new Uint8Array(TABLE_SIZE);
  const noSuits = [0, 0, 0, 0];
  const c = new Uint8Array(13);
  for (let i = 0; i < keys.length; i++) {
    const slot = slotOf(keys[i]!);
    if (check[slot]) throw new Error(`poker tables: two rank multisets share slot ${slot}`);
    check[slot] = 1;
    for (let r = 0; r < 13; r++) c[r] = counts[i * 13 + r]!;
    values[i] = bestHigh(c, noSuits, sizes[i]!, 0);
    // Six and seven cards make nothing that five do not.
    if (sizes[i]! <= 5) distinct.push(values[i]!);
  }
  const flushValues = new Int32Array(8192);
  for (let mask = 0; mask < 8192; mask++) {
    let n = 0;
    for (let r = 0; r < 13; r++) n += c[r] = (mask >> r) & 1;
    if (n < 5) continue;
    flushValues[mask] = bestHigh(c, [mask, 0, 0, 0], n, 0);
    if (n === 5) distinct.push(flushValues[mask]!);
  }
  for (let v = 2; v <= 14; v++) distinct.push(encode(Category.fiveOfAKind, v, v, v, v, v));
  const sorted = Int32Array.from(distinct).sort();
  let n = 0;
  for (let i = 0; i < sorted.length; i++)
    if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[n++] = sorted[i]!;
  const all = sorted.slice(0, n);
  const rankOf = (v: number) => {
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (all[mid]! < v) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  for (let i = 0; i < keys.length; i++) HIGH_RANKS[slotOf(keys[i]!)] = rankOf(values[i]!);
  for (let mask = 0; mask < 8192; mask++) {
    if (flushValues[mask]) HIGH_FLUSH[mask] = rankOf(flushValues[mask]!);
  }
  return all;
}

/**
 * The low tables, built on first use: by rank key, the best ace-to-five low of 0..7 cards (suits
 * never matter there) and the best ace-to-six / deuce-to-seven low of 0..7 cards no five of which
 * are a flush; by the rank mask of a five-card flush, its ace-to-six / deuce-to-seven low.
 */
export interface LowTables {
  readonly a5: Int32Array;
  readonly a6: Int32Array;
  readonly d27: Int32Array;
  readonly a6Flush: Int32Array;
  readonly d27Flush: Int32Array;
}
let lowTablesBuilt: LowTables | undefined;

export function lowTables(): LowTables {
  return lowTablesBuilt ?? buildLow();
}

function buildLow(): LowTables {
  const a5 = new Int32Array(TABLE_SIZE);
  const a6 = new Int32Array(TABLE_SIZE);
  const d27 = new Int32Array(TABLE_SIZE);
  const a6Flush = new Int32Array(8192);
  const d27Flush = new Int32Array(8192);
  const { keys, counts, sizes } = multisets();
  const c = new Uint8Array(13);
  // Smallest first, so the lows of 6 and 7 cards can look up those of 5 and 6.
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const n = sizes[i]!;
    const slot = slotOf(key);
    for (let r = 0; r < 13; r++) c[r] = counts[i * 13 + r]!;
    if (n === 0) {
      a5[slot] = a6[slot] = d27[slot] = EMPTY_LOW;
    } else if (n <= 5) {
      a5[slot] = LOW_TOP - handValue(c, n, false, RULES["ace-to-five"]);
      a6[slot] = LOW_TOP - handValue(c, n, false, RULES["ace-to-six"]);
      d27[slot] = LOW_TOP - handValue(c, n, false, RULES["deuce-to-seven"]);
    } else {
      // The best five of six or seven: drop the card whose removal leaves the best low. For
      // ace-to-six and deuce-to-seven this holds when no five of the cards share a suit, the
      // only case the evaluator looks these up for (a flush among them could be the five).
      let best5 = 0;
      let best6 = 0;
      let best27 = 0;
      for (let r = 0; r < 13; r++) {
        if (c[r] === 0) continue;
        const less = slotOf(key - RANK_KEYS[r]!);
        if (a5[less]! > best5) best5 = a5[less]!;
        if (a6[less]! > best6) best6 = a6[less]!;
        if (d27[less]! > best27) best27 = d27[less]!;
      }
      a5[slot] = best5;
      a6[slot] = best6;
      d27[slot] = best27;
    }
  }
  for (let mask = 0; mask < 8192; mask++) {
    let n = 0;
    for (let r = 0; r < 13; r++) n += c[r] = (mask >> r) & 1;
    if (n !== 5) continue;
    a6Flush[mask] = LOW_TOP - handValue(c, 5, true, RULES["ace-to-six"]);
    d27Flush[mask] = LOW_TOP - handValue(c, 5, true, RULES["deuce-to-seven"]);
  }
  lowTablesBuilt = { a5, a6, d27, a6Flush, d27Flush };
  return lowTablesBuilt;
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
  highValues();
  const { keys, counts, sizes } = multisets();
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
