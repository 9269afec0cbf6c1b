import { useMemo, useState } from "react";
import { replay, type TableRecord } from "../../../../src/core/match.js";
import { engines } from "../../../../src/packages/index.js";
import { readRecord } from "../../replay/record";
import { TyramidAdviceTable, useTyramidAdvice } from "./advice";

/** `#/advice/tyramid`: a record's position, and every legal move with its value after a search. */
export function TyramidCalculator() {
  const [record, setRecord] = useState<TableRecord | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [at, setAt] = useState(0);
  const { status, run, reset } = useTyramidAdvice();
  const position = useMemo(() => {
    if (!record) return null;
    const game = engines.tyramid;
    const r = replay(game, record, at);
    if (!r.ok) return { kind: "error" as const, error: r.error.message };
    const seat = game.toAct(r.value.state)[0];
    if (seat === undefined)
      return { kind: "error" as const, error: "The game is over at this step: nothing to advise." };
    return { kind: "view" as const, seat, view: game.view(r.value.state, seat) };
  }, [record, at]);
  const read = async (file: File) => {
    setError(null);
    reset();
    const data = readRecord(file.name, await file.text());
    if (typeof data === "string") return setError(data);
    if (data.game !== "tyramid")
      return setError(
        `${file.name} is a record of ${data.game}; this adviser reads Tyramid records.`,
      );
    setRecord(data);
    setAt(Math.max(0, data.actions.length - (data.actions.length > 0 ? 1 : 0)));
  };
  return (
    <>
      <p>
        Open a Tyramid record (saved by <code>pyramids play</code>, or downloaded from a finished
        table), choose a step, and the adviser lists every legal move of the seat to act with what
        it scores now and its value after an ISMCTS search made from that seat's view only.
      </p>
      <label className="option">
        <span>Record file</span>
        <input
          type="file"
          accept="application/json,.json"
          onChange={(e) => e.target.files?.[0] && void read(e.target.files[0])}
        />
      </label>
      {error && <p className="notice error">{error}</p>}
      {record && (
        <label className="option">
          <span>
            After action {at} of {record.actions.length}
          </span>
          <input
            type="range"
            min={0}
            max={record.actions.length}
            value={at}
            onChange={(e) => {
              setAt(Number(e.target.value));
              reset();
            }}
          />
        </label>
      )}
      {position?.kind === "error" && <p className="notice">{position.error}</p>}
      {position?.kind === "view" && (
        <>
          <p>
            Seat {position.seat} to play; hand {position.view.hand?.join(", ")}; scores{" "}
            {position.view.scores.join(" · ")}.
          </p>
          <button
            type="button"
            className="primary"
            disabled={status.kind === "thinking"}
            onClick={() => run(position.view)}
          >
            {status.kind === "thinking" ? "Thinking…" : "Advise"}
          </button>
        </>
      )}
      {status.kind === "error" && <p className="notice error">{status.error}</p>}
      {status.kind === "done" && (
        <>
          <p>
            The search would play <code>{status.advice.best.text}</code> ({status.advice.iterations}{" "}
            iterations, {(status.ms / 1000).toFixed(1)} s).
          </p>
          <TyramidAdviceTable advice={status.advice} />
        </>
      )}
    </>
  );
}
