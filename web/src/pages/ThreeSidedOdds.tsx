import { useState } from "react";
import { chooseMethod, type Request } from "../../../src/analysis/equity-run";
import { parseThreeSided } from "../../../src/analysis/three-sided-equity";
import { MethodField, OddsResult } from "../odds/OddsReport";
import { useEquity } from "../odds/useEquity";
import { href } from "../router";

/** Board positions as the pyramid shows them: top 4; middle 3, 1; bottom 6, 2, 5. */
const ROWS = [[4], [3, 1], [6, 2, 5]];

/** The Three-sided calculator: hands and turned cards in, each player's chances out. */
export function ThreeSidedOdds() {
  const [holes, setHoles] = useState(["As Ks Qd 2c", "7h 7d 3s 4c"]);
  const [board, setBoard] = useState<string[]>(["", "", "", "", "", ""]);
  const [low, setLow] = useState("ace-to-five");
  const [qualifier, setQualifier] = useState("none");
  const [method, setMethod] = useState<Request>("auto");
  const [samples, setSamples] = useState(50_000);
  const [error, setError] = useState<string | null>(null);
  const { state, start, stop } = useEquity();
  const [shown, setShown] = useState<string[]>([]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const spec = parseThreeSided({
      holes,
      board: board.map((c, i) => (c.trim() ? `${i + 1}=${c.trim()}` : "")).join(" "),
      low,
      qualifier,
    });
    if (!spec.ok) return setError(spec.error);
    const chosen = chooseMethod("three-sided", spec.value, method);
    if ("error" in chosen) return setError(chosen.error);
    setError(null);
    setShown(holes.map((h) => h.trim() || "random"));
    start({
      game: "three-sided",
      spec: spec.value,
      method: chosen.method,
      samples: Math.max(1000, Math.floor(samples) || 1000),
      seed: "web",
    });
  };

  return (
    <section className="page odds">
      <h1 tabIndex={-1}>Three-sided Pyramid odds</h1>
      <p>
        Each player's chance of the best high, the best low and both, counting every hand each
        player can make from 2–4 hole cards and one side. With every hand known the answer is exact,
        from any board (an empty one weighs all 5 billion arrangements in a few seconds). See also
        the <a href={href({ page: "odds", game: "wild-kill" })}>Wild/Kill calculator</a>.
      </p>
      <form onSubmit={submit}>
        <fieldset className="option group">
          <legend>Hole cards (four each, or “random”)</legend>
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
          {holes.length < 10 && (
            <button type="button" className="button quiet" onClick={() => setHoles([...holes, ""])}>
              Add a player
            </button>
          )}
        </fieldset>
        <fieldset className="option group">
          <legend>Board (blank = face down)</legend>
          <div className="odds-pyramid">
            {ROWS.map((row) => (
              <div className="odds-row" key={row.join("-")}>
                {row.map((pos) => (
                  <label key={pos}>
                    {pos}{" "}
                    <input
                      type="text"
                      size={3}
                      value={board[pos - 1]}
                      onChange={(e) =>
                        setBoard(board.map((x, j) => (j === pos - 1 ? e.target.value : x)))
                      }
                    />
                  </label>
                ))}
              </div>
            ))}
          </div>
          <p className="hint">Sides: left 4-3-6, right 4-1-5, base 6-2-5.</p>
        </fieldset>
        <div className="option">
          <label>
            Low{" "}
            <select value={low} onChange={(e) => setLow(e.target.value)}>
              <option value="ace-to-five">ace-to-five</option>
              <option value="ace-to-six">ace-to-six</option>
              <option value="deuce-to-seven">deuce-to-seven</option>
            </select>
          </label>{" "}
          <label>
            Qualifier{" "}
            <select value={qualifier} onChange={(e) => setQualifier(e.target.value)}>
              <option value="none">none</option>
              <option value="8">eight or better</option>
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
