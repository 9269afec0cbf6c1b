import { useState } from "react";
import { api, messageOf } from "../net/api";
import type { TableState } from "../net/connection";
import { downloadRecord } from "../net/download";
import type { Seat } from "../net/protocol";
import { playAgain } from "../net/start";
import { ColumnHeads } from "../pages/ColumnHeads";
import { ErrorNotice } from "../pages/ErrorNotice";
import { href } from "../router";

/** The result once the table is over: places and payoffs, the revealed seed, what to do next. */
export function OutcomePanel({
  state,
  table,
  seatName,
}: {
  state: TableState;
  table: string;
  seatName: (s: Seat) => string;
}) {
  const o = state.outcome!;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="outcome" aria-label="result">
      <h2>{o.summary}</h2>
      <table>
        <ColumnHeads names={["Seat", "Place", "Result"]} />
        <tbody>
          {o.payoff.map((p, s) => (
            <tr key={`r-${s}`} className={o.winners.includes(s) ? "winner" : ""}>
              <td>{seatName(s)}</td>
              <td>{o.ranks[s]}</td>
              <td>{p > 0 ? `+${p}` : p}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {state.seed && (
        <p className="small">
          Seed <code>{state.seed}</code> — its commitment was published at the start.
        </p>
      )}
      <p className="buttons">
        <a className="button primary" href={href({ page: "replay", table })}>
          Watch the replay
        </a>{" "}
        <button
          type="button"
          className="download-record"
          onClick={() =>
            api.record(table).then(
              (r) => downloadRecord({ ...r, id: table }),
              (e: unknown) => setError(messageOf(e)),
            )
          }
        >
          Download record
        </button>{" "}
        <button
          type="button"
          className="play-again"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            playAgain(table, state.seat).catch((e: unknown) => {
              setBusy(false);
              setError(messageOf(e));
            });
          }}
        >
          {busy ? "Opening a new table…" : "Play again"}
        </button>
      </p>
      <ErrorNotice error={error} />
    </section>
  );
}
