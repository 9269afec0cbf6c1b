import { type ReactNode, useState } from "react";
import { chooseMethod, type EquityTask, type Request } from "../../../src/analysis/equity-run";
import type { Result } from "../../../src/core/result";
import { ErrorNotice } from "../pages/ErrorNotice";
import { MethodField, OddsResult } from "./OddsReport";
import { useEquity } from "./useEquity";

/** A game and its parsed spec, kept paired: the worker needs both to agree. */
export type EquityJob = EquityTask extends infer T
  ? T extends EquityTask
    ? Pick<T, "game" | "spec">
    : never
  : never;

/**
 * The page both calculators share: hole cards, the game's own fields (children), the method,
 * and the run with its result. The page turns the hole cards and its own fields into a job.
 */
export function OddsCalculator({
  title,
  intro,
  holesLegend,
  initialHoles,
  maxPlayers,
  parse,
  children,
}: {
  title: string;
  intro: ReactNode;
  holesLegend: string;
  initialHoles: readonly string[];
  maxPlayers: number;
  parse: (holes: readonly string[]) => Result<EquityJob, string>;
  children: ReactNode;
}) {
  const [holes, setHoles] = useState(initialHoles);
  const [method, setMethod] = useState<Request>("auto");
  const [samples, setSamples] = useState(50_000);
  const [error, setError] = useState<string | null>(null);
  const { state, start, stop } = useEquity();
  // The hands as they were when the run started, so later edits don't relabel its table.
  const [shown, setShown] = useState<string[]>([]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const job = parse(holes);
    if (!job.ok) return setError(job.error);
    const chosen = chooseMethod(job.value.game, job.value.spec, method);
    if ("error" in chosen) return setError(chosen.error);
    setError(null);
    setShown(holes.map((h) => h.trim() || "random"));
    start({
      ...job.value,
      method: chosen.method,
      samples: Math.max(1000, Math.floor(samples) || 1000),
      seed: "web",
    });
  };

  return (
    <section className="page odds">
      <h1 tabIndex={-1}>{title}</h1>
      <p>{intro}</p>
      <form onSubmit={submit}>
        <HolesField legend={holesLegend} holes={holes} max={maxPlayers} onChange={setHoles} />
        {children}
        <MethodField
          method={method}
          samples={samples}
          onMethod={setMethod}
          onSamples={setSamples}
        />
        <ErrorNotice error={error} />
        <div className="buttons">
          <button type="submit" className="button primary">
            Calculate
          </button>
          {state.status === "running" && (
            <button type="button" className="button quiet" onClick={stop}>
              Stop
            </button>
          )}
        </div>
      </form>
      <OddsResult state={state} hands={shown} />
    </section>
  );
}

/** One text field per player, from two up to `max`. */
function HolesField({
  legend,
  holes,
  max,
  onChange,
}: {
  legend: string;
  holes: readonly string[];
  max: number;
  onChange: (holes: readonly string[]) => void;
}) {
  return (
    <fieldset className="option group">
      <legend>{legend}</legend>
      {holes.map((h, i) => (
        <div className="seat-row" key={`hole-${i}`}>
          <label>
            Player {i + 1}{" "}
            <input
              type="text"
              value={h}
              placeholder="random"
              onChange={(e) => onChange(holes.map((x, j) => (j === i ? e.target.value : x)))}
            />
          </label>
          {holes.length > 2 && (
            <button
              type="button"
              className="button quiet"
              onClick={() => onChange(holes.filter((_, j) => j !== i))}
            >
              Remove
            </button>
          )}
        </div>
      ))}
      {holes.length < max && (
        <button type="button" className="button quiet" onClick={() => onChange([...holes, ""])}>
          Add a player
        </button>
      )}
    </fieldset>
  );
}

/** The low qualifier both games offer. */
export function QualifierSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (qualifier: string) => void;
}) {
  return (
    <label>
      Qualifier{" "}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="none">none</option>
        <option value="8">eight or better</option>
      </select>
    </label>
  );
}
