import { useState } from "react";
import { parseWildKill } from "../../../../src/analysis/wild-kill-equity";
import { OddsCalculator, QualifierSelect } from "../../odds/OddsCalculator";

/** The Wild/Kill calculator: hands and turned rows in, each player's chances out. */
export function WildKillOdds() {
  const [rows, setRows] = useState({ wild: "", shared: "", kill: "" });
  const [low, setLow] = useState("none");
  const [qualifier, setQualifier] = useState("none");
  const [wildKilled, setWildKilled] = useState("killed");

  const parse = (holes: readonly string[]) => {
    const spec = parseWildKill({ holes, ...rows, low, qualifier, wildKilled });
    return spec.ok ? { ...spec, value: { game: "wild-kill" as const, spec: spec.value } } : spec;
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
    <OddsCalculator
      title="Wild/Kill Pyramid odds"
      intro={
        <>
          The top row's ranks are wild everywhere (the two top cards themselves are out of play),
          the middle row is shared, and every card of a bottom-row rank dies, in hands and in the
          middle row. Exact once few cards are unknown; sampled otherwise.
        </>
      }
      holesLegend="Hole cards (five each, or “random”)"
      initialHoles={["As Ad 9c 8c 2h", "Kh Kd Qs Js 3c"]}
      maxPlayers={8}
      parse={parse}
    >
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
        {low !== "none" && <QualifierSelect value={qualifier} onChange={setQualifier} />}{" "}
        <label>
          A rank both wild and killed is{" "}
          <select value={wildKilled} onChange={(e) => setWildKilled(e.target.value)}>
            <option value="killed">killed</option>
            <option value="wild">wild</option>
          </select>
        </label>
      </div>
    </OddsCalculator>
  );
}
