/**
 * Three-sided Pyramid equity: each player's chance of the best high, the best low and both, for
 * known or random hole cards and any board cards already turned. Browser-safe (the web calculator
 * runs it in a Web Worker; the CLI spreads it over worker threads, see equity-threads.ts).
 *
 * Three methods: every deal evaluated from scratch (the reference), Monte Carlo, and with every
 * hand known the fast exact enumeration (three-sided-fast.ts). The spec: three-sided-spec.ts.
 */
import { evaluateBestOf, THREE_SIDED } from "../cards/poker/index.js";
import type { Card } from "../cards/standard.js";
import {
  dealWork,
  type Method,
  type RunOptions,
  type Tally,
  visitDeals,
  type Work,
  winners,
} from "./hilo-equity.js";
import { fastExact, fastWork } from "./three-sided-fast.js";
import { lowOrNone, poolOf, SIDES, type ThreeSidedSpec } from "./three-sided-spec.js";

export {
  parseThreeSided,
  poolOf,
  SIDES,
  type ThreeSidedInput,
  type ThreeSidedSpec,
} from "./three-sided-spec.js";

/**
 * Each player's best high and best low over the three sides of a full board, straight from the
 * evaluator; `skipKnown` leaves the values of players whose hands are known as they were (the
 * board being unchanged since they were worked out).
 */
export function showdown(
  spec: ThreeSidedSpec,
  holes: readonly (readonly Card[])[],
  board: readonly Card[],
  high: Int32Array,
  low: Int32Array,
  skipKnown = false,
): void {
  const sides = SIDES.map((s) => s.map((p) => board[p]!));
  for (let i = 0; i < holes.length; i++) {
    if (skipKnown && spec.holes[i] !== null) continue;
    high[i] = evaluateBestOf(holes[i]!, sides, THREE_SIDED, "high");
    low[i] = lowOrNone(evaluateBestOf(holes[i]!, sides, THREE_SIDED, spec.low), spec.qualifier);
  }
}

/** The fast exact method needs every hand known; the plain one enumerates random hands too. */
export function threeSidedWork(spec: ThreeSidedSpec, method: Method, samples = 0): Work {
  if (method === "fast") return fastWork(spec);
  return dealWork(poolOf(spec), unknownGroups(spec), method, samples);
}

/** Face-down positions one card each, then 4 cards per random hand. */
function unknownGroups(spec: ThreeSidedSpec): number[] {
  const g: number[] = [];
  for (const c of spec.board) if (c === null) g.push(1);
  for (const h of spec.holes) if (h === null) g.push(4);
  return g;
}

/** Runs units from..to-1 of a method into the tally; `progress` hears of units done. */
export function runThreeSided(
  spec: ThreeSidedSpec,
  method: Method,
  from: number,
  to: number,
  tally: Tally,
  opts: RunOptions = {},
): void {
  if (method === "fast") {
    fastExact(spec, from, to, tally, opts.progress);
    return;
  }
  const n = spec.holes.length;
  const board = spec.board.map((c) => c ?? -1);
  const holes = spec.holes.map((h) => (h ? [...h] : [0, 0, 0, 0]));
  const high = new Int32Array(n);
  const low = new Int32Array(n);
  // The board is dealt first, so it often stays the same over runs of random hands: known hands
  // are worked out again only when it changes.
  let fresh = false;
  const visit = (cards: Int32Array) => {
    let at = 0;
    let same = fresh;
    for (let p = 0; p < 6; p++)
      if (spec.board[p] === null) {
        if (board[p] !== cards[at]) same = false;
        board[p] = cards[at++]!;
      }
    for (let i = 0; i < n; i++) {
      if (spec.holes[i] !== null) continue;
      const h = holes[i]!;
      for (let j = 0; j < 4; j++) h[j] = cards[at++]!;
    }
    showdown(spec, holes, board, high, low, same);
    fresh = true;
    tally.add(winners(high, n), winners(low, n));
  };
  visitDeals(poolOf(spec), unknownGroups(spec), method === "sample", from, to, visit, opts);
}
