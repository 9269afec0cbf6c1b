/**
 * The worker thread behind equity-threads.ts: runs one chunk of units at a time and returns its
 * tally. Runs compiled JavaScript from dist/, so `npm run build` must have run.
 */
import { parentPort } from "node:worker_threads";
import { runTaskRange } from "./equity-run.js";
import type { FromEquityWorker, ToEquityWorker } from "./equity-threads.js";
import { Tally } from "./hilo-equity.js";

const port = parentPort;
if (port) {
  port.on("message", (m: ToEquityWorker) => {
    const tally = new Tally(m.task.spec.holes.length);
    runTaskRange(m.task, m.from, m.to, tally, (units) => {
      const msg: FromEquityWorker = { type: "progress", units };
      port.postMessage(msg);
    });
    const done: FromEquityWorker = { type: "done", counts: tally.sparse() };
    port.postMessage(done);
  });
}
