/**
 * Equity runs on every core: the task's units go out in chunks to worker threads
 * (equity-worker.ts), each returns its tally, and the tallies add up. Sample chunks are seeded by
 * their number, so a sampled answer is the same with any number of workers. Node only.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
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

/** The compiled worker (threads run dist/ code, as the bot workers do: see bots/threads.ts). */
function workerUrl(): URL {
  const here = import.meta.url;
  return here.endsWith(".ts")
    ? new URL("../../dist/analysis/equity-worker.js", here)
    : new URL("./equity-worker.js", here);
}

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
    const pool: Worker[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        let running = 0;
        const give = (w: Worker) => {
          if (next >= units) {
            if (running === 0) resolve();
            return;
          }
          const from = next;
          next = Math.min(units, next + size);
          running++;
          const msg: ToEquityWorker = { task, from, to: next };
          w.postMessage(msg);
        };
        for (let i = 0; i < workers; i++) {
          const w = new Worker(workerUrl());
          pool.push(w);
          w.on("message", (m: FromEquityWorker) => {
            if (m.type === "progress") {
              opts.onProgress?.(m.units);
              return;
            }
            running--;
            tally.addSparse(m.counts);
            give(w);
          });
          w.on("error", (e) => reject(workerError(e)));
          w.on("exit", (code) => {
            if (code !== 0) reject(new Error(`An equity worker stopped with code ${code}.`));
          });
          give(w);
        }
      });
    } finally {
      await Promise.all(pool.map((w) => w.terminate()));
    }
  }
  return {
    ...summarize(tally, task.method !== "sample", isHiLo(task)),
    seconds: (performance.now() - start) / 1000,
  };
}

function workerError(e: Error): Error {
  const missing = /Cannot find module|ERR_MODULE_NOT_FOUND/.test(String(e));
  return new Error(
    missing
      ? `The equity workers run compiled code: run \`npm run build\` first (${e.message}).`
      : `An equity worker failed: ${e.message}`,
  );
}
