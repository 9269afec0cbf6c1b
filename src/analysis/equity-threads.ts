/**
 * Equity runs on every core: the task's units go out in chunks to worker threads
 * (equity-worker.ts), each returns its tally, and the tallies add up. Sample chunks are seeded by
 * their number, so a sampled answer is the same with any number of workers. Node only.
 */
import { availableParallelism } from "node:os";
import { runBatches } from "../core/workers.js";
import { type EquityTask, isHiLo, runTaskRange, taskWork } from "./equity-run.js";
import { type EquityReport, SAMPLE_CHUNK, summarize, Tally } from "./hilo-equity.js";

export type ToEquityWorker = {
  readonly task: EquityTask;
  readonly from: number;
  readonly to: number;
};
export type FromEquityWorker =
  | { readonly type: "progress"; readonly units: number }
  | { readonly type: "done"; readonly counts: number[] };

export interface EquityThreadOptions {
  /** Worker threads; default every core. 0 runs in this thread. */
  readonly workers?: number;
  /** Told how many units finished (of `taskWork(task).units`), e.g. to move a progress bar. */
  readonly onProgress?: (units: number) => void;
  /** Runs with fewer deals stay in this thread; default by method (tests set 0). */
  readonly inThreadBelow?: number;
}

/** Runs with fewer deals than this stay in this thread. */
const SMALL = { fast: 20_000_000, enumerate: 20_000, sample: 10_000 } as const;

export async function runEquity(
  task: EquityTask,
  opts: EquityThreadOptions = {},
): Promise<EquityReport> {
  const start = performance.now();
  const work = taskWork(task);
  const units = work.units;
  const tally = new Tally(task.spec.holes.length);
  // Starting a worker costs tens of milliseconds (and the fast method's tables as much again):
  // small runs are quicker here.
  const small = work.deals < (opts.inThreadBelow ?? SMALL[task.method]);
  const workers = small ? 1 : Math.min(opts.workers ?? availableParallelism(), units);
  if (workers <= 1) {
    runTaskRange(task, 0, units, tally, opts.onProgress);
  } else {
    // Chunks: sample chunks whole (their seeds), other units in about 16 pieces per worker.
    const size =
      task.method === "sample"
        ? SAMPLE_CHUNK * Math.max(1, Math.floor(units / (SAMPLE_CHUNK * workers * 8)))
        : Math.max(1, Math.ceil(units / (workers * 16)));
    let next = 0;
    await runBatches<ToEquityWorker, FromEquityWorker>({
      file: "analysis/equity-worker.js",
      what: "equity",
      workers,
      next: () => {
        if (next >= units) return null;
        const from = next;
        next = Math.min(units, next + size);
        return { task, from, to: next };
      },
      take: (m) => {
        if (m.type === "progress") {
          opts.onProgress?.(m.units);
          return false;
        }
        tally.addSparse(m.counts);
        return true;
      },
    });
  }
  return {
    ...summarize(tally, task.method !== "sample", isHiLo(task)),
    seconds: (performance.now() - start) / 1000,
  };
}
