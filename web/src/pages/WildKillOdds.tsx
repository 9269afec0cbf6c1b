import { useState } from "react";
import { chooseMethod, type Request } from "../../../src/analysis/equity-run";
import { parseWildKill } from "../../../src/analysis/wild-kill-equity";
import { MethodField, OddsResult } from "../odds/OddsReport";
import { useEquity } from "../odds/useEquity";
import { href } from "../router";

/** The Wild/Kill calculator: hands and turned rows in, each player's chances out. */
export function WildKillOdds() {
  const [holes, setHoles] = useState(["As Ad 9c 8c 2h", "Kh Kd Qs Js 3c"]);
  const [rows, setRows] = useState({ wild: "", shared: "", kill: "" });
  const [low, setLow] = useState("none");
  const [qualifier, setQualifier] = useState("none");
  const [wildKilled, setWildKilled] = useState("killed");
  const [method, setMethod] = useState<Request>("auto");
  const [samples, setSamples] = useState(50_000);
  const [error, setError] = useState<string | null>(null);
  const { state, start, stop } = useEquity();
  const [shown, setShown] = useState<string[]>([]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const spec = parseWildKill({ holes, ...rows, low, qualifier, wildKilled });
    if (!spec.ok) return setError(spec.error);
    const chosen = chooseMethod("wild-kill", spec.value, method);
    if ("error" in chosen) return setError(chosen.error);
    setError(null);
    setShown(holes.map((h) => h.trim() || "random"));
    start({
      game: "wild-kill",
      spec: spec.value,
      method: chosen.method,
      samples: Math.max(1000, Math.floor(samples) || 1000),
      seed: "web",
    });
  };

  const row = (key: keyof typeof rows, label: string, size: number) => (
    <label>
      {label} ({size}){" "}
      <input
        type="text"
        value={rows[key]}
        onChange={(e) => setRows({ ...rows, [key]: e.target.value })}
      />
    </label>
  );

  return (
    <section className="page odds">
      <h1 tabIndex={-1}>Wild/Kill Pyramid odds</h1>
      <p>
        The top row's ranks are wild everywhere (the two top cards themselves are out of play), the
        middle row is shared, and every card of a bottom-row rank dies, in hands and in the middle
        row. Exact once few cards are unknown; sampled otherwise. See also the{" "}
        <a href={href({ page: "odds", game: "three-sided" })}>Three-sided calculator</a>.
      </p>
      <form onSubmit={submit}>
        <fieldset className="option group">
          <legend>Hole cards (five each, or “random”)</legend>
          {holes.map((h, i) => (
            <div className="seat-row" key={`hole-${i}`}>
              <label>
                Player {i + 1}{" "}
                <input
                  type="text"
                  value={h}
                  placeholder="random"
                  onChange={(e) => setHoles(holes.map((x, j) => (j === i ? e.target.value : x)))}
                />
              </label>
              {holes.length > 2 && (
                <button
                  type="button"
                  className="button quiet"
                  onClick={() => setHoles(holes.filter((_, j) => j !== i))}
                >
                  Remove
                </button>
              )}
            </div>
          ))}
          {holes.length < 8 && (
            <button type="button" className="button quiet" onClick={() => setHoles([...holes, ""])}>
              Add a player
            </button>
          )}
        </fieldset>
        <fieldset className="option group">
          <legend>Board rows turned so far</legend>
          <div className="odds-pyramid">
            <div className="odds-row">{row("wild", "Wild", 2)}</div>
            <div className="odds-row">{row("shared", "Shared", 3)}</div>
            <div className="odds-row">{row("kill", "Kill", 4)}</div>
          </div>
        </fieldset>
        <div className="option">
          <label>
            Game{" "}
            <select value={low} onChange={(e) => setLow(e.target.value)}>
              <option value="none">high only</option>
              <option value="ace-to-five">high-low, ace-to-five</option>
              <option value="ace-to-six">high-low, ace-to-six</option>
              <option value="deuce-to-seven">high-low, deuce-to-seven</option>
            </select>
          </label>{" "}
          {low !== "none" && (
            <label>
              Qualifier{" "}
              <select value={qualifier} onChange={(e) => setQualifier(e.target.value)}>
                <option value="none">none</option>
                <option value="8">eight or better</option>
              </select>
            </label>
          )}{" "}
          <label>
            A rank both wild and killed is{" "}
            <select value={wildKilled} onChange={(e) => setWildKilled(e.target.value)}>
              <option value="killed">killed</option>
              <option value="wild">wild</option>
            </select>
          </label>
        </div>
        <MethodField
          method={method}
          samples={samples}
          onMethod={setMethod}
          onSamples={setSamples}
        />
        {error && (
          <p className="notice error" role="alert">
            {error}
          </p>
        )}
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
