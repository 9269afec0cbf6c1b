/**
 * Work spread over worker threads (tournaments, equity). Workers run compiled JavaScript from
 * dist/ even when the caller runs from source (vitest, tsx): a worker thread does not inherit
 * the TypeScript loader.
 */
import { Worker } from "node:worker_threads";

/** The compiled module `file` (its path under dist/, e.g. `players/worker.js`). */
export function compiledWorker(file: string): URL {
  const here = import.meta.url;
  // From source this module is src/core/workers.ts; compiled, dist/core/workers.js.
  return here.endsWith(".ts") ? new URL(`../../dist/${file}`, here) : new URL(`../${file}`, here);
}

export interface Batches<T, R> {
  /** The worker module, as `compiledWorker` takes it. */
  readonly file: string;
  /** What the workers do, for errors ("tournament", "equity"). */
  readonly what: string;
  readonly workers: number;
  /** Node flags for the workers (tests pass a TypeScript loader for toy games). */
  readonly execArgv?: readonly string[];
  /** The next batch to hand out, or null when every batch is out. */
  next(): T | null;
  /** Takes a worker's message; true when it ends the worker's batch. */
  take(reply: R): boolean;
}

/**
 * Hands batches to `workers` threads, each its next batch as soon as it finishes one, and
 * resolves when every batch is done. A worker's failure rejects; every thread is ended either way.
 */
export async function runBatches<T, R>(spec: Batches<T, R>): Promise<void> {
  const pool: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let running = 0;
      const give = (w: Worker) => {
        const batch = spec.next();
        if (batch === null) {
          if (running === 0) resolve();
          return;
        }
        running++;
        w.postMessage(batch);
      };
      for (let i = 0; i < spec.workers; i++) {
        const w = new Worker(compiledWorker(spec.file), { execArgv: [...(spec.execArgv ?? [])] });
        pool.push(w);
        w.on("message", (m: R) => {
          if (!spec.take(m)) return;
          running--;
          give(w);
        });
        w.on("error", (e) => reject(workerError(e, spec.what)));
        w.on("exit", (code) => {
          if (code !== 0) reject(new Error(`A ${spec.what} worker stopped with code ${code}.`));
        });
        give(w);
      }
    });
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
}

/** A worker's failure in words; a missing module means dist/ was not built. */
export function workerError(e: Error, what: string): Error {
  const missing = /Cannot find module|ERR_MODULE_NOT_FOUND/.test(String(e));
  return new Error(
    missing
      ? `The ${what} workers run compiled code: run \`npm run build\` first (${e.message}).`
      : `A ${what} worker failed: ${e.message}`,
  );
}
