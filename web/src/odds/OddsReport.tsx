import type { EquityTask } from "../../../src/analysis/equity-run";
import {
  EQUITY_COLUMNS,
  type EquityReport,
  equityColumns,
  percentText,
} from "../../../src/analysis/hilo-equity";
import { ColumnHeads } from "../pages/ColumnHeads";
import type { EquityState } from "./useEquity";

/** The result table of a run, or its progress, or what went wrong. */
export function OddsResult({ state, hands }: { state: EquityState; hands: readonly string[] }) {
  if (state.status === "idle") return null;
  if (state.status === "running")
    return (
      <p className="notice" aria-live="polite">
        Working… <progress value={state.fraction} max={1} /> {(state.fraction * 100).toFixed(0)}%
      </p>
    );
  if (state.status === "failed")
    return (
      <p className="notice error" role="alert">
        {state.message}
      </p>
    );
  return <ReportTable report={state.report} task={state.task} hands={hands} />;
}

function ReportTable({
  report,
  task,
  hands,
}: {
  report: EquityReport;
  task: EquityTask;
  hands: readonly string[];
}) {
  const cols = equityColumns(report.hiLo);
  const what =
    task.method === "sample"
      ? `Monte Carlo, ${report.deals.toLocaleString("en")} samples (± is the 95% interval)`
      : `exact, ${report.deals.toLocaleString("en")} ${task.method === "fast" ? "board arrangement" : "deal"}${report.deals === 1 ? "" : "s"}`;
  return (
    <div className="odds-result" aria-live="polite">
      <p>
        {what}, {report.seconds?.toFixed(2)} s.
      </p>
      <table className="odds-table">
        <ColumnHeads names={["Player", ...cols.map((c) => EQUITY_COLUMNS[c])]} />
        <tbody>
          {report.seats.map((s, i) => (
            <tr key={`seat-${i}`}>
              <th scope="row">
                {i + 1}. <code>{hands[i] || "random"}</code>
              </th>
              {cols.map((c) => (
                <td key={c}>{percentText(s[c], report.exact)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {report.hiLo && (
        <p>Nobody has a qualifying low: {percentText(report.noLow, report.exact)}.</p>
      )}
    </div>
  );
}

/** Method choice shared by both calculators. */
export function MethodField({
  method,
  samples,
  onMethod,
  onSamples,
}: {
  method: "auto" | "exact" | "sample";
  samples: number;
  onMethod: (m: "auto" | "exact" | "sample") => void;
  onSamples: (n: number) => void;
}) {
  return (
    <fieldset className="option group">
      <legend>Method</legend>
      {(
        [
          ["auto", "Exact when it can be, else sampled"],
          ["exact", "Exact"],
          ["sample", "Monte Carlo"],
        ] as const
      ).map(([m, label]) => (
        <label className="check" key={m}>
          <input type="radio" name="method" checked={method === m} onChange={() => onMethod(m)} />{" "}
          {label}
        </label>
      ))}
      <label>
        Samples{" "}
        <input
          type="number"
          min={1000}
          step={1000}
          value={samples}
          onChange={(e) => onSamples(Number(e.target.value))}
        />
      </label>
    </fieldset>
  );
}
