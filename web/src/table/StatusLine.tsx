import { useState } from "react";
import { spelledDuration } from "../../../src/server/pace.js";
import { api, messageOf } from "../net/api";
import type { TableState } from "../net/connection";
import { forgetSeat, savedSeat } from "../net/seats";
import { AwayToggle } from "../night/AwayToggle";
import { isLocalTable } from "../offline/tables";
import { navigate } from "../router";
import { nameOf } from "./seats";

/** Whose turn it is, the connection, and this viewer's own controls: away, leave, the link. */
export function TableStatusLine({
  state,
  table,
  setAway,
}: {
  state: TableState;
  table: string;
  setAway: (on: boolean) => void;
}) {
  const mine = state.seats.find((x) => x.seat === state.seat);
  // A table played in this browser against bots: nobody to leave to, no link to share.
  const local = isLocalTable(table);
  const [copied, setCopied] = useState(false);
  const who =
    state.status === "finished"
      ? "The table is over."
      : state.status === "open"
        ? "Waiting for players to take their seats."
        : state.toAct.length === 0
          ? ""
          : state.toAct.length === 1
            ? `${state.toAct[0] === state.seat ? "Your" : `${nameOf(state, state.toAct[0]!)}'s`} turn.`
            : `Waiting for ${state.toAct.map((s) => nameOf(state, s)).join(", ")}.`;
  return (
    <div className="status-line">
      <span aria-live="polite">{who}</span>
      {state.connection !== "open" && (
        <span className="badge warn">
          {state.connection === "connecting" ? "connecting…" : "reconnecting…"}
        </span>
      )}
      {state.seat === null && state.status !== null && <span className="badge">watching</span>}
      {state.pace === "turn-based" && (
        <span
          className="badge"
          title="Each player moves when they can; the inbox lists your turns."
        >
          turn-based{state.clock ? ` · ${spelledDuration(state.clock.moveMs)} a move` : ""}
        </span>
      )}
      {local && <span className="badge">offline, in this browser</span>}
      {mine && !local && state.status !== "finished" && (
        <AwayToggle away={mine.away} setAway={setAway} disabled={state.connection !== "open"} />
      )}
      {state.seat !== null && !local && state.status !== "finished" && (
        <LeaveButton table={table} />
      )}
      {!local && (
        <button
          type="button"
          className="quiet small"
          onClick={() => {
            void navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true));
          }}
        >
          {copied ? "Link copied" : "Copy link to this table"}
        </button>
      )}
      {state.commitment && (
        <span
          className="muted small"
          title={`SHA-256 of the seed, published before the deal: ${state.commitment}`}
        >
          seed commitment {state.commitment.slice(0, 12)}…
        </span>
      )}
    </div>
  );
}

/** Leave the table for good: your seat is then played (or folded) for you, as the table says. */
function LeaveButton({ table }: { table: string }) {
  const [asked, setAsked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const claim = savedSeat(table);
  if (!claim) return null;
  if (!asked)
    return (
      <button type="button" className="quiet small" onClick={() => setAsked(true)}>
        Leave table
      </button>
    );
  return (
    <span className="confirm">
      Leave for good?{" "}
      <button
        type="button"
        className="small"
        onClick={() =>
          api.leave(table, claim.token).then(
            () => {
              forgetSeat(table);
              navigate({ page: "lobby" });
            },
            (e: unknown) => setError(messageOf(e)),
          )
        }
      >
        Yes, leave
      </button>{" "}
      <button type="button" className="quiet small" onClick={() => setAsked(false)}>
        Stay
      </button>
      {error && <span className="error"> {error}</span>}
    </span>
  );
}
