/**
 * The fast exact Three-sided equity, for every hand known: a table of each player's best hand
 * per side triple, the corners fixed in turn and the middles counted by inclusion–exclusion.
 * Browser-safe, like the rest of the equity code.
 */

import { choose } from "../cards/choose.js";
import { CARD_BIT, CARD_KEY, ROW_SHIFT } from "../cards/poker/keys.js";
import { highTables, lowTables, OFFSETS } from "../cards/poker/tables.js";
import type { Card } from "../cards/standard.js";
import type { Tally, Work } from "./hilo-equity.js";
import { lowOrNone, poolOf, type ThreeSidedSpec } from "./three-sided-spec.js";

// ---------------------------------------------------------------------------------------------
// The fast exact method (every hand known).
//
// A player's best hand on one side depends only on the side's three cards, so it is looked up in
// a table made once per player: every triple of cards that can appear, high and low. The corners
// 4, 6, 5 each belong to two sides, the middles 3, 1, 2 to one: with the corners fixed, side
// left = corners 4,6 + middle 3, right = 4,5 + 1, base = 6,5 + 2, so each side's value is a
// function of its middle card alone. The loop fixes the corners, reads the three middles' values
// (grouping middles with equal values, see Edge) and counts every ordered triple of distinct
// middles by inclusion–exclusion (Kernel): a best hand is the maximum over the sides, so a board's
// outcome is a few maxima and one comparison per player. From an empty board the corners are taken
// as unordered triples, weighted 6: permuting the corners (the middles following) permutes the
// sides and changes no one's best hand.
// ---------------------------------------------------------------------------------------------

const T1 = 52;
const T2 = 52 * 52;

interface CornerPlan {
  /** Corner cards per unit: positions 4, 6, 5 (indexes 3, 5, 4). */
  readonly corners: Int32Array;
  readonly count: number;
  readonly weight: number;
}

function cornerPlan(spec: ThreeSidedSpec, pool: readonly Card[]): CornerPlan {
  const b = spec.board;
  const allDown = b.every((c) => c === null);
  const out: number[] = [];
  if (allDown) {
    for (let i = 0; i < pool.length; i++)
      for (let j = i + 1; j < pool.length; j++)
        for (let k = j + 1; k < pool.length; k++) out.push(pool[i]!, pool[j]!, pool[k]!);
    return { corners: Int32Array.from(out), count: out.length / 3, weight: 6 };
  }
  const options = (c: Card | null) => (c === null ? pool : [c]);
  for (const x of options(b[3]!))
    for (const y of options(b[5]!)) {
      if (y === x) continue;
      for (const z of options(b[4]!)) if (z !== x && z !== y) out.push(x, y, z);
    }
  return { corners: Int32Array.from(out), count: out.length / 3, weight: 1 };
}

/**
 * Per player, the best high and low of hole + every triple of `cards`, by x·52² + y·52 + z in
 * every order. Each player's eleven hole subsets of 2–4 cards are summed once; a triple then costs
 * its seven subsets and 21 table lookups per order (the evaluator's own scheme, see tables.ts).
 */
function sideTables(
  spec: ThreeSidedSpec,
  cards: readonly Card[],
): { high: Int32Array[]; low: Int32Array[] } {
  const ht = highTables();
  const lt = lowTables();
  const lowRanks = spec.low === "ace-to-five" ? lt.a5 : spec.low === "ace-to-six" ? lt.a6 : lt.d27;
  const lowFlush =
    spec.low === "ace-to-five" ? null : spec.low === "ace-to-six" ? lt.a6Flush : lt.d27Flush;
  const hRanks = ht.ranks;
  const hFlush = ht.flush;
  const offsets = OFFSETS;
  const cardKey = CARD_KEY;
  const cardBit = CARD_BIT;
  const high: Int32Array[] = [];
  const low: Int32Array[] = [];
  // Side subsets of a triple as (key, suits, ranks), by size 1..3: a, b, c; ab, ac, bc; abc.
  const sk = new Int32Array(7);
  const ss = new Int32Array(7);
  const sr = new Int32Array(7);
  const SIZE_FROM = [0, 0, 3, 6];
  const SIZE_TO = [0, 3, 6, 7];
  // Hole subsets (see below) pairing with a side subset of size s: those of 5 - s cards.
  const hk = new Int32Array(11);
  const hs = new Int32Array(11);
  const hr = new Int32Array(11);
  const HOLE_FROM = [0, 10, 6, 0];
  const HOLE_TO = [0, 11, 10, 6];
  let best = 0;
  let bestLow = 0;
  const look = (key: number, suits: number, ranks: number) => {
    const slot = key + offsets[key >>> ROW_SHIFT]!;
    if ((suits & (suits - 1)) === 0) {
      const v = hFlush[ranks]!;
      if (v > best) best = v;
      const w = lowFlush === null ? lowRanks[slot]! : lowFlush[ranks]!;
      if (w > bestLow) bestLow = w;
    } else {
      const v = hRanks[slot]!;
      if (v > best) best = v;
      const w = lowRanks[slot]!;
      if (w > bestLow) bestLow = w;
    }
  };
  for (const hole of spec.holes) {
    const h = new Int32Array(T2 * 52);
    const l = new Int32Array(T2 * 52);
    // Hole subsets ordered by size: six pairs (0..5), four triples (6..9), the four cards (10).
    let at = 0;
    for (const size of [2, 3, 4])
      for (let m = 0; m < 16; m++) {
        if ((m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + (m >> 3) !== size) continue;
        let key = 0;
        let suits = 0;
        let ranks = 0;
        for (let i = 0; i < 4; i++)
          if (m & (1 << i)) {
            const c = hole![i]!;
            key += cardKey[c]!;
            suits |= 1 << (c & 3);
            ranks |= cardBit[c]!;
          }
        hk[at] = key;
        hs[at] = suits;
        hr[at] = ranks;
        at++;
      }
    for (let i = 0; i < cards.length; i++) {
      const a = cards[i]!;
      for (let j = i + 1; j < cards.length; j++) {
        const b = cards[j]!;
        for (let k = j + 1; k < cards.length; k++) {
          const c = cards[k]!;
          sk[0] = cardKey[a]!;
          ss[0] = 1 << (a & 3);
          sr[0] = cardBit[a]!;
          sk[1] = cardKey[b]!;
          ss[1] = 1 << (b & 3);
          sr[1] = cardBit[b]!;
          sk[2] = cardKey[c]!;
          ss[2] = 1 << (c & 3);
          sr[2] = cardBit[c]!;
          sk[3] = sk[0]! + sk[1]!;
          ss[3] = ss[0]! | ss[1]!;
          sr[3] = sr[0]! | sr[1]!;
          sk[4] = sk[0]! + sk[2]!;
          ss[4] = ss[0]! | ss[2]!;
          sr[4] = sr[0]! | sr[2]!;
          sk[5] = sk[1]! + sk[2]!;
          ss[5] = ss[1]! | ss[2]!;
          sr[5] = sr[1]! | sr[2]!;
          sk[6] = sk[3]! + sk[2]!;
          ss[6] = ss[3]! | ss[2]!;
          sr[6] = sr[3]! | sr[2]!;
          best = 0;
          bestLow = 0;
          for (let size = 1; size <= 3; size++)
            for (let q = SIZE_FROM[size]!; q < SIZE_TO[size]!; q++)
              for (let o = HOLE_FROM[size]!; o < HOLE_TO[size]!; o++)
                look(hk[o]! + sk[q]!, hs[o]! | ss[q]!, hr[o]! | sr[q]!);
          const bl = lowOrNone(bestLow, spec.qualifier);
          h[a * T2 + b * T1 + c] = h[a * T2 + c * T1 + b] = best;
          h[b * T2 + a * T1 + c] = h[b * T2 + c * T1 + a] = best;
          h[c * T2 + a * T1 + b] = h[c * T2 + b * T1 + a] = best;
          l[a * T2 + b * T1 + c] = l[a * T2 + c * T1 + b] = bl;
          l[b * T2 + a * T1 + c] = l[b * T2 + c * T1 + a] = bl;
          l[c * T2 + a * T1 + b] = l[c * T2 + b * T1 + a] = bl;
        }
      }
    }
    high.push(h);
    low.push(l);
  }
  return { high, low };
}

/** The corner plan and side tables of the last spec: a worker runs many chunks of one spec. */
let lastPrepared: {
  key: string;
  pool: Card[];
  plan: CornerPlan;
  high: Int32Array[];
  low: Int32Array[];
} | null = null;
function prepared(spec: ThreeSidedSpec) {
  const key = JSON.stringify(spec);
  if (lastPrepared?.key !== key) {
    const pool = poolOf(spec);
    const known = spec.board.filter((c): c is Card => c !== null);
    const tables = sideTables(
      spec,
      [...pool, ...known].sort((a, b) => a - b),
    );
    lastPrepared = { key, pool, plan: cornerPlan(spec, pool), ...tables };
  }
  return lastPrepared;
}

export function fastExact(
  spec: ThreeSidedSpec,
  from: number,
  to: number,
  tally: Tally,
  progress?: (units: number) => void,
): void {
  if (spec.holes.some((h) => h === null))
    throw new Error("The fast exact method needs every hand known.");
  const n = spec.holes.length;
  const { pool, plan, high, low } = prepared(spec);
  const counts = new Float64Array(1 << (2 * n));
  const mids = [spec.board[2]!, spec.board[0]!, spec.board[1]!];
  const edges = [new Edge(n), new Edge(n), new Edge(n)];
  const kernel = new Kernel(n, counts);
  let reported = from;
  for (let u = from; u < to; u++) {
    const x = plan.corners[3 * u]!;
    const y = plan.corners[3 * u + 1]!;
    const z = plan.corners[3 * u + 2]!;
    // Edge 0 = left (4, 6 + middle 3), 1 = right (4, 5 + middle 1), 2 = base (6, 5 + middle 2).
    const ends = [x * T2 + y * T1, x * T2 + z * T1, y * T2 + z * T1];
    for (let e = 0; e < 3; e++) {
      // The known middle, or every pool card but the corners (known middles are not in the pool).
      const m = mids[e];
      edges[e]!.fill(m === null || m === undefined ? pool : [m], x, y, z, ends[e]!, high, low);
    }
    kernel.run(edges[0]!, edges[1]!, edges[2]!);
    if (progress && (u - reported >= 16 || u === to - 1)) {
      progress(u + 1 - reported);
      reported = u + 1;
    }
  }
  for (let i = 0; i < counts.length; i++)
    if (counts[i] !== 0) tally.counts[i]! += counts[i]! * plan.weight;
}

/**
 * One side's middle candidates with the corners fixed: per card its values (every player's high,
 * then every player's low), and the candidates grouped by equal values, since many middles (same
 * rank, a suit that makes no flush) give every player the same hands.
 */
class Edge {
  readonly stride: number;
  /** Card → candidate index, -1 when not a candidate. */
  readonly index = new Int16Array(52);
  readonly cards = new Int32Array(52);
  count = 0;
  readonly values: Int32Array;
  groups = 0;
  readonly groupValues: Int32Array;
  readonly groupWeight = new Float64Array(52);
  constructor(readonly players: number) {
    this.stride = 2 * players;
    this.values = new Int32Array(52 * this.stride);
    this.groupValues = new Int32Array(52 * this.stride);
  }
  fill(
    from: readonly Card[],
    x: Card,
    y: Card,
    z: Card,
    base: number,
    high: readonly Int32Array[],
    low: readonly Int32Array[],
  ): void {
    const n = this.players;
    const st = this.stride;
    this.index.fill(-1);
    let k = 0;
    for (const c of from) {
      if (c === x || c === y || c === z) continue;
      this.index[c] = k;
      this.cards[k] = c;
      const at = base + c;
      for (let p = 0; p < n; p++) {
        this.values[k * st + p] = high[p]![at]!;
        this.values[k * st + n + p] = low[p]![at]!;
      }
      k++;
    }
    this.count = k;
    let g = 0;
    for (let i = 0; i < k; i++) {
      let found = -1;
      for (let h = 0; h < g && found < 0; h++) {
        let same = true;
        for (let q = 0; q < st && same; q++)
          same = this.groupValues[h * st + q] === this.values[i * st + q];
        if (same) found = h;
      }
      if (found >= 0) this.groupWeight[found]!++;
      else {
        this.groupValues.set(this.values.subarray(i * st, (i + 1) * st), g * st);
        this.groupWeight[g] = 1;
        g++;
      }
    }
    this.groups = g;
  }
}

/**
 * Counts every board of three distinct middles (one per edge) by inclusion–exclusion:
 * all triples − those with middles 0 and 1 the same card − (0, 2) − (1, 2) + 2 × all three the
 * same. The first term runs over groups of equal values with their weights; the others over one
 * shared card and the third edge's groups. From an empty board that is about 5,000 steps per
 * corner triple instead of 64,000 boards.
 */
class Kernel {
  private readonly a: Int32Array;
  private readonly b: Int32Array;
  constructor(
    readonly players: number,
    readonly counts: Float64Array,
  ) {
    this.a = new Int32Array(2 * players);
    this.b = new Int32Array(2 * players);
  }

  run(e0: Edge, e1: Edge, e2: Edge): void {
    if (this.players === 2) {
      headsUp(e0, e1, e2, this.counts);
      return;
    }
    const st = 2 * this.players;
    const a = this.a;
    const v0 = e0.groupValues;
    const v1 = e1.groupValues;
    for (let i = 0; i < e0.groups; i++)
      for (let j = 0; j < e1.groups; j++) {
        for (let q = 0; q < st; q++) {
          const x = v0[i * st + q]!;
          const y = v1[j * st + q]!;
          a[q] = Math.max(x, y);
        }
        this.againstGroups(a, e2, e0.groupWeight[i]! * e1.groupWeight[j]!);
      }
    this.shared(e0, e1, e2, -1);
    this.shared(e0, e2, e1, -1);
    this.shared(e1, e2, e0, -1);
    for (let i = 0; i < e0.count; i++) {
      const c = e0.cards[i]!;
      const j = e1.index[c]!;
      const k = e2.index[c]!;
      if (j < 0 || k < 0) continue;
      for (let q = 0; q < st; q++) {
        const x = e0.values[i * st + q]!;
        const y = e1.values[j * st + q]!;
        const z = e2.values[k * st + q]!;
        a[q] = x > y ? Math.max(x, z) : Math.max(y, z);
      }
      this.counts[this.key(a)]! += 2;
    }
  }

  /** Boards where edges `p` and `q` hold the same card, the third edge `r` anything. */
  private shared(p: Edge, q: Edge, r: Edge, sign: number): void {
    const st = 2 * this.players;
    const a = this.a;
    for (let i = 0; i < p.count; i++) {
      const j = q.index[p.cards[i]!]!;
      if (j < 0) continue;
      for (let s = 0; s < st; s++) {
        const x = p.values[i * st + s]!;
        const y = q.values[j * st + s]!;
        a[s] = Math.max(x, y);
      }
      this.againstGroups(a, r, sign);
    }
  }

  private againstGroups(a: Int32Array, e: Edge, weight: number): void {
    const st = 2 * this.players;
    const b = this.b;
    const v = e.groupValues;
    const w = e.groupWeight;
    for (let k = 0; k < e.groups; k++) {
      for (let q = 0; q < st; q++) {
        const x = a[q]!;
        const y = v[k * st + q]!;
        b[q] = Math.max(x, y);
      }
      this.counts[this.key(b)]! += weight * w[k]!;
    }
  }

  /** highWinners << players | lowWinners of one board's values. */
  private key(v: Int32Array): number {
    const n = this.players;
    let bestH = 0;
    let maskH = 0;
    let bestL = 0;
    let maskL = 0;
    for (let p = 0; p < n; p++) {
      const h = v[p]!;
      if (h > bestH) {
        bestH = h;
        maskH = 1 << p;
      } else if (h === bestH) maskH |= 1 << p;
      const l = v[n + p]!;
      if (l > bestL) {
        bestL = l;
        maskL = 1 << p;
      } else if (l === bestL && l !== 0) maskL |= 1 << p;
    }
    return (maskH << n) | maskL;
  }
}

/**
 * Kernel.run for two players, written out: values [high0, high1, low0, low1] per group or card;
 * the key is highWinners << 2 | lowWinners with winners 1 = seat 0, 2 = seat 1, 3 = both.
 */
function headsUp(e0: Edge, e1: Edge, e2: Edge, counts: Float64Array): void {
  const g0 = e0.groupValues;
  const g1 = e1.groupValues;
  const w0 = e0.groupWeight;
  const w1 = e1.groupWeight;
  for (let i = 0; i < e0.groups; i++) {
    const ah0 = g0[4 * i]!;
    const ah1 = g0[4 * i + 1]!;
    const al0 = g0[4 * i + 2]!;
    const al1 = g0[4 * i + 3]!;
    const wi = w0[i]!;
    for (let j = 0; j < e1.groups; j++) {
      const x0 = g1[4 * j]!;
      const x1 = g1[4 * j + 1]!;
      const y0 = g1[4 * j + 2]!;
      const y1 = g1[4 * j + 3]!;
      headsUpGroups(
        Math.max(ah0, x0),
        Math.max(ah1, x1),
        Math.max(al0, y0),
        Math.max(al1, y1),
        e2,
        wi * w1[j]!,
        counts,
      );
    }
  }
  headsUpShared(e0, e1, e2, counts);
  headsUpShared(e0, e2, e1, counts);
  headsUpShared(e1, e2, e0, counts);
  const v0 = e0.values;
  const v1 = e1.values;
  const v2 = e2.values;
  for (let i = 0; i < e0.count; i++) {
    const c = e0.cards[i]!;
    const j = e1.index[c]!;
    const k = e2.index[c]!;
    if (j < 0 || k < 0) continue;
    counts[
      headsUpKey(
        Math.max(v0[4 * i]!, v1[4 * j]!, v2[4 * k]!),
        Math.max(v0[4 * i + 1]!, v1[4 * j + 1]!, v2[4 * k + 1]!),
        Math.max(v0[4 * i + 2]!, v1[4 * j + 2]!, v2[4 * k + 2]!),
        Math.max(v0[4 * i + 3]!, v1[4 * j + 3]!, v2[4 * k + 3]!),
      )
    ]! += 2;
  }
}

function headsUpShared(p: Edge, q: Edge, r: Edge, counts: Float64Array): void {
  const vp = p.values;
  const vq = q.values;
  for (let i = 0; i < p.count; i++) {
    const j = q.index[p.cards[i]!]!;
    if (j < 0) continue;
    const a = vp[4 * i]!;
    const b = vp[4 * i + 1]!;
    const c = vp[4 * i + 2]!;
    const d = vp[4 * i + 3]!;
    const x = vq[4 * j]!;
    const y = vq[4 * j + 1]!;
    const z = vq[4 * j + 2]!;
    const t = vq[4 * j + 3]!;
    headsUpGroups(Math.max(a, x), Math.max(b, y), Math.max(c, z), Math.max(d, t), r, -1, counts);
  }
}

function headsUpGroups(
  h0: number,
  h1: number,
  l0: number,
  l1: number,
  e: Edge,
  weight: number,
  counts: Float64Array,
): void {
  const g = e.groupValues;
  const w = e.groupWeight;
  for (let k = 0; k < e.groups; k++) {
    const a = g[4 * k]!;
    const b = g[4 * k + 1]!;
    const c = g[4 * k + 2]!;
    const d = g[4 * k + 3]!;
    counts[headsUpKey(Math.max(h0, a), Math.max(h1, b), Math.max(l0, c), Math.max(l1, d))]! +=
      weight * w[k]!;
  }
}

function headsUpKey(h0: number, h1: number, l0: number, l1: number): number {
  const hk = h0 > h1 ? 4 : h0 < h1 ? 8 : 12;
  return hk | (l0 > l1 ? 1 : l0 < l1 ? 2 : l0 === 0 ? 0 : 3);
}

/** The fast method's work: one unit per corner triple, and the board arrangements it weighs. */
export function fastWork(spec: ThreeSidedSpec): Work {
  const pool = poolOf(spec);
  const k = spec.board.filter((c) => c === null).length;
  return { units: cornerPlan(spec, pool).count, deals: choose(pool.length, k) * factorial(k) };
}

function factorial(k: number): number {
  return k <= 1 ? 1 : k * factorial(k - 1);
}
