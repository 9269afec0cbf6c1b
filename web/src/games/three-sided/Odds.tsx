import { useState } from "react";
import { parseThreeSided } from "../../../../src/analysis/three-sided-equity";
import { OddsCalculator, QualifierSelect } from "../../odds/OddsCalculator";

/** Board positions as the pyramid shows them: top 4; middle 3, 1; bottom 6, 2, 5. */
const ROWS = [[4], [3, 1], [6, 2, 5]];

/** The Three-sided calculator: hands and turned cards in, each player's chances out. */
export function ThreeSidedOdds() {
  const [board, setBoard] = useState<string[]>(["", "", "", "", "", ""]);
  const [low, setLow] = useState("ace-to-five");
  const [qualifier, setQualifier] = useState("none");

  const parse = (holes: readonly string[]) => {
    const spec = parseThreeSided({
      holes,
      board: board.map((c, i) => (c.trim() ? `${i + 1}=${c.trim()}` : "")).join(" "),
      low,
      qualifier,
    });
    return spec.ok ? { ...spec, value: { game: "three-sided" as const, spec: spec.value } } : spec;
  };

  return (
    <OddsCalculator
      title="Three-sided Pyramid odds"
      intro={
        <>
          Each player's chance of the best high, the best low and both, counting every hand each
          player can make from 2–4 hole cards and one side. With every hand known the answer is
          exact, from any board (an empty one weighs all 5 billion arrangements in a few seconds).
        </>
      }
      holesLegend="Hole cards (four each, or “random”)"
      initialHoles={["As Ks Qd 2c", "7h 7d 3s 4c"]}
      maxPlayers={10}
      parse={parse}
    >
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
        <QualifierSelect value={qualifier} onChange={setQualifier} />
      </div>
    </OddsCalculator>
  );
}
