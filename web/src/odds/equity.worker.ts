/**
 * The calculators' Web Worker: runs an equity task off the page's thread (an exact Three-sided
 * run from an empty board takes seconds) and reports progress as it goes.
 */
import "../strict-csp";
import { type EquityTask, runHere, taskWork } from "../../../src/analysis/equity-run";

export type ToOddsWorker = { readonly task: EquityTask };
export type FromOddsWorker =
  | { readonly type: "progress"; readonly done: number; readonly units: number }
  | { readonly type: "done"; readonly report: ReturnType<typeof runHere> }
  | { readonly type: "failed"; readonly message: string };

const post = (m: FromOddsWorker) => self.postMessage(m);

self.onmessage = (e: MessageEvent<ToOddsWorker>) => {
  try {
    const units = taskWork(e.data.task).units;
    let done = 0;
    let last = 0;
    const report = runHere(e.data.task, (n) => {
      done += n;
      const now = performance.now();
      if (now - last > 100) {
        last = now;
        post({ type: "progress", done, units });
      }
    });
    post({ type: "done", report });
  } catch (err) {
    post({ type: "failed", message: (err as Error).message });
  }
};
