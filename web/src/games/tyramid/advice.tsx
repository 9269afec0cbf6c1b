import { useEffect, useRef, useState } from "react";
import type { Outcome, TyramidAdvice } from "../../../../src/analysis/tyramid-advice.js";
import type { TyramidView } from "../../../../src/games/tyramid/view.js";
import type { AdviceRequest } from "./advice.worker";

/**
 * The Tyramid move adviser in the browser: the search runs in a worker on the seat's own view
 * (the only thing the page holds), and the table lists every legal move with what it scores now
 * and what the search thinks of it.
 */

type Status =
  | { kind: "idle" }
  | { kind: "thinking" }
  | { kind: "done"; advice: TyramidAdvice; ms: number }
  | { kind: "error"; error: string };

export function useTyramidAdvice() {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const worker = useRef<Worker | null>(null);
  useEffect(() => () => worker.current?.terminate(), []);
  const run = (view: TyramidView, iterations = 3000, milliseconds = 2500) => {
    worker.current?.terminate();
    const w = new Worker(new URL("./advice.worker.ts", import.meta.url), { type: "module" });
    worker.current = w;
    const start = performance.now();
    setStatus({ kind: "thinking" });
    w.onmessage = (e: MessageEvent<Outcome<TyramidAdvice>>) => {
      const r = e.data;
      setStatus(
        r.ok
          ? { kind: "done", advice: r.value, ms: performance.now() - start }
          : { kind: "error", error: r.error },
      );
      w.terminate();
      if (worker.current === w) worker.current = null;
    };
    w.onerror = (e) => setStatus({ kind: "error", error: e.message || "The adviser failed." });
    const request: AdviceRequest = { view, iterations, milliseconds, seed: 1 };
    w.postMessage(request);
  };
  const reset = () => {
    worker.current?.terminate();
    worker.current = null;
    setStatus({ kind: "idle" });
  };
  return { status, run, reset };
}

export function TyramidAdviceTable({ advice }: { advice: TyramidAdvice }) {
  return (
    <table className="advice-table tyramid-advice">
      <caption className="sr-only">Every legal move, the search's choice first</caption>
      <thead>
        <tr>
          <th scope="col">Move</th>
          <th scope="col" title="Points the move scores now">
            Scores now
          </th>
          <th
            scope="col"
            title="The search's mean result for the move: your points less the others' average, a few turns on"
          >
            Value
          </th>
          <th scope="col" title="How often the search tried the move">
            Visits
          </th>
        </tr>
      </thead>
      <tbody>
        {advice.moves.map((m) => (
          <tr key={m.text} className={m === advice.best ? "best" : ""}>
            <td>
              <code>{m.text}</code>
            </td>
            <td className="num">
              {m.immediate ? m.immediate.total : "–"}
              {m.immediate?.extraPlay ? " ↻" : ""}
            </td>
            <td className="num">{m.value.toFixed(2)}</td>
            <td className="num">{m.visits}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** At the table on the seat's turn: a button that asks the adviser about this position. */
export function TyramidAdvicePanel({
  view,
  seat,
  label = "Ask the adviser",
}: {
  view: TyramidView;
  seat: number;
  /** The button's words ("Ask the adviser here" in a replay). */
  label?: string;
}) {
  const { status, run, reset } = useTyramidAdvice();
  const key = JSON.stringify(view);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new position clears the advice.
  useEffect(() => reset(), [key]);
  if (view.phase === "over" || view.toMove !== seat || view.hand === null) return null;
  return (
    <section className="advice-panel" aria-label="move advice">
      <button
        type="button"
        className="small"
        data-advice=""
        disabled={status.kind === "thinking"}
        onClick={() => run(view)}
      >
        {status.kind === "thinking" ? "Thinking…" : label}
      </button>
      {status.kind === "error" && <p className="notice error">{status.error}</p>}
      {status.kind === "done" && (
        <>
          <p className="small">
            The search (ISMCTS, {status.advice.iterations} iterations from your view only, in{" "}
            {(status.ms / 1000).toFixed(1)} s) would play <code>{status.advice.best.text}</code>. ↻
            earns another play.
          </p>
          <TyramidAdviceTable advice={status.advice} />
        </>
      )}
    </section>
  );
}
