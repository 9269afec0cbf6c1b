/**
 * One equity run for either game: which method, how the work splits into units, and running a
 * range of units. Browser-safe; equity-threads.ts spreads the units over worker threads in Node,
 * the web calculators run them in a Web Worker.
 */
import { type EquityReport, type Method, summarize, Tally, type Work } from "./hilo-equity.js";
import { runThreeSided, type ThreeSidedSpec, threeSidedWork } from "./three-sided-equity.js";
import { runWildKill, type WildKillSpec, wildKillWork } from "./wild-kill-equity.js";

export type EquityTask =
  | {
      readonly game: "three-sided";
      readonly spec: ThreeSidedSpec;
      readonly method: Method;
      readonly samples: number;
      readonly seed: string;
    }
  | {
      readonly game: "wild-kill";
      readonly spec: WildKillSpec;
      readonly method: Method;
      readonly samples: number;
      readonly seed: string;
    };

/** With no method asked for, deals up to this many are enumerated; more are sampled. */
export const AUTO_EXACT_LIMIT = 2_000_000;
/** --exact refuses plain enumerations larger than this (hours of work). */
export const EXACT_LIMIT = 200_000_000;
export const DEFAULT_SAMPLES = 100_000;

export type Request = "auto" | "exact" | "sample";

/**
 * The method for a request. Three-sided with every hand known is always exact (the fast method
 * weighs all 5 billion board arrangements of an empty board in seconds); otherwise deals are
 * enumerated when few enough, else sampled. Returns an error text when --exact cannot be honoured.
 */
export function chooseMethod(
  game: EquityTask["game"],
  spec: ThreeSidedSpec | WildKillSpec,
  request: Request,
): { method: Method } | { error: string } {
  if (request === "sample") return { method: "sample" };
  if (game === "three-sided" && spec.holes.every((h) => h !== null)) return { method: "fast" };
  const deals =
    game === "three-sided"
      ? threeSidedWork(spec as ThreeSidedSpec, "enumerate").deals
      : wildKillWork(spec as WildKillSpec, "enumerate").deals;
  if (request === "auto") return { method: deals <= AUTO_EXACT_LIMIT ? "enumerate" : "sample" };
  if (deals > EXACT_LIMIT)
    return {
      error: `An exact answer needs ${deals.toExponential(2)} deals (more than ${EXACT_LIMIT.toExponential(0)}): give more cards, or sample (--samples N).`,
    };
  return { method: "enumerate" };
}

export function taskWork(task: EquityTask): Work {
  return task.game === "three-sided"
    ? threeSidedWork(task.spec, task.method, task.samples)
    : wildKillWork(task.spec, task.method, task.samples);
}

export function runTaskRange(
  task: EquityTask,
  from: number,
  to: number,
  tally: Tally,
  progress?: (units: number) => void,
): void {
  const opts = { seed: task.seed, ...(progress ? { progress } : {}) };
  if (task.game === "three-sided") runThreeSided(task.spec, task.method, from, to, tally, opts);
  else runWildKill(task.spec, task.method, from, to, tally, opts);
}

export function isHiLo(task: EquityTask): boolean {
  return task.game === "three-sided" || task.spec.low !== null;
}

/** The whole run in this thread (tests, the browser's worker). */
export function runHere(task: EquityTask, progress?: (units: number) => void): EquityReport {
  const start = performance.now();
  const tally = new Tally(task.spec.holes.length);
  runTaskRange(task, 0, taskWork(task).units, tally, progress);
  return {
    ...summarize(tally, task.method !== "sample", isHiLo(task)),
    seconds: (performance.now() - start) / 1000,
  };
}
