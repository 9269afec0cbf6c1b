import { useEffect, useRef, useState } from "react";
import type { EquityTask } from "../../../src/analysis/equity-run";
import type { EquityReport } from "../../../src/analysis/hilo-equity";
import type { FromOddsWorker } from "./equity.worker";

export type EquityState =
  | { readonly status: "idle" }
  | { readonly status: "running"; readonly fraction: number }
  | { readonly status: "done"; readonly report: EquityReport; readonly task: EquityTask }
  | { readonly status: "failed"; readonly message: string };

/**
 * Runs equity tasks in a Web Worker, one at a time: starting a new run (or leaving the page)
 * stops the one in progress.
 */
export function useEquity(): {
  state: EquityState;
  start: (task: EquityTask) => void;
  stop: () => void;
} {
  const [state, setState] = useState<EquityState>({ status: "idle" });
  const worker = useRef<Worker | null>(null);
  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
  };
  // Leaving the page stops the run.
  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );
  const start = (task: EquityTask) => {
    stop();
    const w = new Worker(new URL("./equity.worker.ts", import.meta.url), { type: "module" });
    worker.current = w;
    setState({ status: "running", fraction: 0 });
    w.onmessage = (e: MessageEvent<FromOddsWorker>) => {
      const m = e.data;
      if (m.type === "progress") setState({ status: "running", fraction: m.done / m.units });
      else {
        setState(
          m.type === "done"
            ? { status: "done", report: m.report, task }
            : { status: "failed", message: m.message },
        );
        stop();
      }
    };
    w.onerror = (e) => {
      setState({ status: "failed", message: e.message || "The calculation stopped." });
      stop();
    };
    w.postMessage({ task });
  };
  return {
    state,
    start,
    stop: () => {
      stop();
      setState({ status: "idle" });
    },
  };
}
