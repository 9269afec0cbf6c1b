/**
 * What the Three-sided and Wild/Kill equity calculators share: the tally of showdowns, the
 * statistics drawn from it (with 95% intervals for samples), and counting and enumerating deals.
 * Browser-safe: no Node imports, so the web calculators run the same code.
 *
 * A showdown is tallied by who holds the best high and who the best low: the key is
 * `highWinners << players | lowWinners` (bit i = seat i; lowWinners 0 = nobody has a qualifying
 * low, or the game is high only). Every statistic is a function of that key, so one table of
 * weights per key is all a run needs, and the tables of several workers simply add up.
 */
import { choose } from "../cards/choose.js";
import { Rng, seedToState } from "../core/rng.js";

/** The weight of every (high winners, low winners) key of a run. */
export class Tally {
  readonly counts: Float64Array;
  constructor(readonly players: number) {
    if (!(players >= 1 && players <= 10)) throw new RangeError(`2-10 players, not ${players}`);
    this.counts = new Float64Array(1 << (2 * players));
  }
  add(highWinners: number, lowWinners: number, weight = 1): void {
    this.counts[(highWinners << this.players) | lowWinners]! += weight;
  }
  merge(other: ArrayLike<number>): void {
    for (let i = 0; i < this.counts.length; i++) this.counts[i]! += other[i]!;
  }
  /** The non-zero keys as [key, weight, key, weight, …]: small enough to post between threads. */
  sparse(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.counts.length; i++)
      if (this.counts[i] !== 0) out.push(i, this.counts[i]!);
    return out;
  }
  addSparse(pairs: readonly number[]): void {
    for (let i = 0; i < pairs.length; i += 2) this.counts[pairs[i]!]! += pairs[i + 1]!;
  }
  total(): number {
    let t = 0;
    for (const c of this.counts) t += c;
    return t;
  }
}

/** The seats holding the maximum of `values` (first `n`), as a bit mask; 0 when every value is 0. */
export function winners(values: ArrayLike<number>, n: number): number {
  let best = 0;
  let mask = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (v > best) {
      best = v;
      mask = 1 << i;
    } else if (v === best && v !== 0) mask |= 1 << i;
  }
  return mask;
}

/** One number with its 95% interval half-width (0 for an exact enumeration). */
export interface Estimate {
  readonly value: number;
  readonly error: number;
}

export interface SeatEquity {
  /** The only best high. */
  readonly highWin: Estimate;
  /** A best high shared with others. */
  readonly highTie: Estimate;
  /** The only best qualifying low. */
  readonly lowWin: Estimate;
  /** A best qualifying low shared with others. */
  readonly lowTie: Estimate;
  /** The only best high and the only best low (or the only best high when nobody has a low). */
  readonly scoop: Estimate;
  /** Expected share of the pot: half to the best high, half to the best low, split among ties;
   * the whole pot to the best high when nobody has a qualifying low. */
  readonly equity: Estimate;
}

/** A report's columns, each a chance every seat has, in their order and words. */
export const EQUITY_COLUMNS = {
  highWin: "High win",
  highTie: "High tie",
  lowWin: "Low win",
  lowTie: "Low tie",
  scoop: "Scoop",
  equity: "Equity",
} as const;

export type EquityColumn = keyof typeof EQUITY_COLUMNS;

/** The columns a report shows: all six when high-low, else the high's and the equity. */
export function equityColumns(hiLo: boolean): readonly EquityColumn[] {
  return hiLo
    ? ["highWin", "highTie", "lowWin", "lowTie", "scoop", "equity"]
    : ["highWin", "highTie", "equity"];
}

/**
 * A chance as a percentage to two places, and when it was sampled its 95% margin after `plusMinus`:
 * "42.10%", "42.10% ± 0.31".
 */
export function percentText(e: Estimate, exact: boolean, plusMinus = " ± "): string {
  const v = `${(e.value * 100).toFixed(2)}%`;
  return exact ? v : `${v}${plusMinus}${(e.error * 100).toFixed(2)}`;
}

export interface EquityReport {
  readonly players: number;
  /** Every deal weighed (exact) or the number of samples. */
  readonly deals: number;
  readonly exact: boolean;
  /** Whether a low half is played at all. */
  readonly hiLo: boolean;
  /** Share of deals where nobody had a qualifying low (the high takes the whole pot). */
  readonly noLow: Estimate;
  readonly seats: SeatEquity[];
  readonly seconds?: number;
}

function bits(x: number): number {
  let n = 0;
  for (let m = x; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * The statistics of a tally. Samples get 95% intervals (normal approximation: 1.96 standard
 * errors of the mean of each per-deal quantity); an exact enumeration gets none.
 */
export function summarize(tally: Tally, exact: boolean, hiLo: boolean): EquityReport {
  const n = tally.players;
  const total = tally.total();
  const interval = (sum: number, sumSq: number): Estimate => {
    if (total === 0) return { value: 0, error: 0 };
    const mean = sum / total;
    if (exact || total < 2) return { value: mean, error: 0 };
    const variance = Math.max(0, (sumSq - total * mean * mean) / (total - 1));
    return { value: mean, error: 1.96 * Math.sqrt(variance / total) };
  };
  const stat = () => ({ s: 0, q: 0 });
  const seats = Array.from({ length: n }, () => ({
    highWin: stat(),
    highTie: stat(),
    lowWin: stat(),
    lowTie: stat(),
    scoop: stat(),
    equity: stat(),
  }));
  let noLow = 0;
  const lowMaskAll = (1 << n) - 1;
  for (let key = 0; key < tally.counts.length; key++) {
    const w = tally.counts[key]!;
    if (w === 0) continue;
    const high = key >> n;
    const low = key & lowMaskAll;
    if (low === 0) noLow += w;
    const hn = bits(high);
    const ln = bits(low);
    for (let i = 0; i < n; i++) {
      const s = seats[i]!;
      const b = 1 << i;
      const inHigh = (high & b) !== 0;
      const inLow = (low & b) !== 0;
      const add = (x: { s: number; q: number }, v: number) => {
        x.s += w * v;
        x.q += w * v * v;
      };
      if (inHigh) add(hn === 1 ? s.highWin : s.highTie, 1);
      if (inLow) add(ln === 1 ? s.lowWin : s.lowTie, 1);
      if (high === b && (low === b || low === 0)) add(s.scoop, 1);
      const share =
        low === 0 ? (inHigh ? 1 / hn : 0) : (inHigh ? 0.5 / hn : 0) + (inLow ? 0.5 / ln : 0);
      add(s.equity, share);
    }
  }
  return {
    players: n,
    deals: total,
    exact,
    hiLo,
    noLow: interval(noLow, noLow),
    seats: seats.map((s) => ({
      highWin: interval(s.highWin.s, s.highWin.q),
      highTie: interval(s.highTie.s, s.highTie.q),
      lowWin: interval(s.lowWin.s, s.lowWin.q),
      lowTie: interval(s.lowTie.s, s.lowTie.q),
      scoop: interval(s.scoop.s, s.scoop.q),
      equity: interval(s.equity.s, s.equity.q),
    })),
  };
}

/**
 * Every way to fill groups of unknown cards (sizes `groups`, each an unordered set) from `pool`,
 * the groups taken in turn from the cards the earlier ones left. `visit` gets the chosen cards,
 * group after group, in one reused array. Only the first group's combinations numbered
 * from..to-1 (in the order this visits them) are walked, so workers can split the work.
 */
export function enumerateDeals(
  pool: readonly number[],
  groups: readonly number[],
  from: number,
  to: number,
  visit: (cards: Int32Array) => void,
): void {
  const total = groups.reduce((a, b) => a + b, 0);
  const chosen = new Int32Array(total);
  const used = new Uint8Array(64);
  let firstIndex = 0;
  const group = (g: number, at: number) => {
    if (g === groups.length) {
      visit(chosen);
      return;
    }
    const size = groups[g]!;
    const pick = (start: number, k: number, pos: number) => {
      if (k === size) {
        if (g === 0) {
          const i = firstIndex++;
          if (i < from || i >= to) return;
        }
        group(g + 1, pos);
        return;
      }
      for (let i = start; i < pool.length; i++) {
        const c = pool[i]!;
        if (used[c]) continue;
        used[c] = 1;
        chosen[pos] = c;
        pick(i + 1, k + 1, pos + 1);
        used[c] = 0;
        if (g === 0 && firstIndex >= to) return;
      }
    };
    pick(0, 0, at);
  };
  if (groups.length === 0) {
    if (from <= 0 && to > 0) visit(chosen);
    return;
  }
  group(0, 0);
}

/** How many deals enumerateDeals walks in all. */
export function dealCount(poolSize: number, groups: readonly number[]): number {
  let left = poolSize;
  let n = 1;
  for (const g of groups) {
    n *= choose(left, g);
    left -= g;
  }
  return n;
}

/** How many first-group combinations there are (the unit workers split; 1 with no groups). */
export function firstGroupCount(poolSize: number, groups: readonly number[]): number {
  return groups.length === 0 ? 1 : choose(poolSize, groups[0]!);
}

/**
 * Draws `count` distinct cards of `pool` into `out` by a partial Fisher–Yates shuffle of
 * `scratch` (a copy of the pool the caller keeps; any order is fine).
 */
export function drawInto(
  scratch: Int32Array,
  count: number,
  out: Int32Array,
  randomInt: (n: number) => number,
): void {
  const n = scratch.length;
  for (let i = 0; i < count; i++) {
    const j = i + randomInt(n - i);
    const t = scratch[i]!;
    scratch[i] = scratch[j]!;
    scratch[j] = t;
    out[i] = scratch[i]!;
  }
}

/** The sampling chunk size: each chunk has its own seed, so results do not depend on workers. */
export const SAMPLE_CHUNK = 4096;

/** Fast: the Three-sided corner enumeration (every hand known); enumerate: every deal; sample. */
export type Method = "fast" | "enumerate" | "sample";

/**
 * How a run is split: `units` pieces of work numbered 0..units-1 (corner triples for the fast
 * enumeration, first-group combinations for the plain one, samples for Monte Carlo) and how many
 * deals an exact run weighs in all.
 */
export interface Work {
  readonly units: number;
  readonly deals: number;
}

/** The generator of one sampling chunk: seeded by the run's seed and the chunk's number. */
export function chunkRng(seed: string, chunk: number): Rng {
  return Rng.fromState(seedToState(`${seed}/${chunk}`));
}

/** The plain methods' work: every first-group combination, or one unit a sample. */
export function dealWork(
  pool: readonly number[],
  groups: readonly number[],
  method: Method,
  samples: number,
): Work {
  if (method === "sample") return { units: samples, deals: samples };
  return { units: firstGroupCount(pool.length, groups), deals: dealCount(pool.length, groups) };
}

/**
 * What every runner of units (`visitDeals`, and each game's `run…` over it) takes besides the
 * units: `seed` draws the samples (the same seed, the same samples, however the run is split),
 * and `progress` hears of units done.
 */
export interface RunOptions {
  readonly seed?: string;
  readonly progress?: (units: number) => void;
}

/**
 * Units from..to-1 of a plain method: every deal of the unknown cards (enumerateDeals), or
 * samples drawn in chunks seeded by their number, so that a sample's cards depend only on its
 * number, never on how the run is split among workers. `visit` gets the cards, group after group;
 * `progress` hears of units done.
 */
export function visitDeals(
  pool: readonly number[],
  groups: readonly number[],
  sampling: boolean,
  from: number,
  to: number,
  visit: (cards: Int32Array) => void,
  opts: RunOptions,
): void {
  if (!sampling) {
    enumerateDeals(pool, groups, from, to, visit);
    opts.progress?.(to - from);
    return;
  }
  const need = groups.reduce((a, b) => a + b, 0);
  const scratch = Int32Array.from(pool);
  const drawn = new Int32Array(need);
  let i = from;
  while (i < to) {
    const chunk = Math.floor(i / SAMPLE_CHUNK);
    const end = Math.min(to, (chunk + 1) * SAMPLE_CHUNK);
    const rng = chunkRng(opts.seed ?? "odds", chunk);
    scratch.set(pool);
    // Skip the draws of this chunk's samples before `from`.
    for (let s = chunk * SAMPLE_CHUNK; s < i; s++)
      drawInto(scratch, need, drawn, (k) => rng.int(k));
    const start = i;
    for (; i < end; i++) {
      drawInto(scratch, need, drawn, (k) => rng.int(k));
      visit(drawn);
    }
    opts.progress?.(i - start);
  }
}
