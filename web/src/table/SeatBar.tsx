import { useEffect, useState } from "react";
import type { TableState } from "../net/connection";
import type { Seat } from "../net/protocol";
import { savedRequest, savedSeat } from "../net/seats";
import { joinSeat } from "../net/start";

/**
 * One place per seat: its name (or "You"), bot or presence, the clock of the seat to act, the
 * game's own line about the seat (chips, cards left), and "Sit here" on a free seat.
 */
export function SeatBar({
  state,
  table,
  seatName,
  info,
}: {
  state: TableState;
  table: string;
  seatName: (s: Seat) => string;
  info: ((view: unknown, seat: Seat) => string[]) | undefined;
}) {
  const mine = savedSeat(table) ?? savedRequest(table);
  return (
    <ol className="seat-bar" aria-label="seats">
      {Array.from({ length: state.players }, (_, s) => {
        const summary = state.seats.find((x) => x.seat === s);
        const acting = state.toAct.includes(s) && state.status !== "finished";
        const deadline = state.deadlines[String(s)];
        const bank = state.banks[String(s)];
        const winner = state.outcome?.winners.includes(s);
        return (
          <li
            key={`seat-${s}`}
            className={`seat${s === state.seat ? " me" : ""}${acting ? " acting" : ""}${winner ? " winner" : ""}`}
          >
            <span className="seat-name">
              {acting && <span aria-hidden="true">▶ </span>}
              {acting && <span className="sr-only">to act: </span>}
              {seatName(s)}
              {summary?.kind === "bot" && <span className="muted"> ({summary.bot})</span>}
              {summary?.kind === "human" && !summary.left && summary.taken && (
                <Presence connected={summary.connected} away={summary.away} />
              )}
              {summary?.left && <span className="muted"> (left)</span>}
              {summary?.muted && <span className="muted"> (muted)</span>}
              {winner && (
                <>
                  {" "}
                  <Trophy />
                </>
              )}
            </span>
            {state.view !== null && info && (
              <span className="seat-info">
                {info(state.view, s).map((t) => (
                  <span key={t}>{t}</span>
                ))}
              </span>
            )}
            {deadline !== undefined && acting && <Clock deadline={deadline} />}
            {bank !== undefined && summary?.kind === "human" && (
              <Bank ms={bank} deadline={acting ? deadline : undefined} />
            )}
            {summary &&
              summary.kind === "human" &&
              !summary.taken &&
              !mine &&
              state.status !== "finished" && (
                <button
                  type="button"
                  className="small"
                  onClick={() =>
                    void joinSeat(table, s).then((sat) => sat && window.location.reload())
                  }
                >
                  Sit here
                </button>
              )}
          </li>
        );
      })}
    </ol>
  );
}

/** A player's connection: a dot (filled when connected), and "away" while the away rule plays. */
function Presence({ connected, away }: { connected: boolean; away: boolean }) {
  const label = away ? "away" : connected ? "connected" : "disconnected";
  return (
    <span className={`presence ${label}`} data-presence={label} title={label}>
      {" "}
      <span aria-hidden="true">{connected ? "●" : "○"}</span>
      {away ? <span className="muted"> away</span> : <span className="sr-only"> {label}</span>}
    </span>
  );
}

/** The winner's cup, drawn (an emoji needs a font many machines lack). */
function Trophy() {
  return (
    <svg className="trophy" viewBox="0 0 24 24" width="1.1em" height="1.1em" role="img">
      <title>winner</title>
      <path
        d="M7 3h10v5a5 5 0 0 1-10 0V3Z M7 5H4v1a4 4 0 0 0 4 4 M17 5h3v1a4 4 0 0 1-4 4"
        fill="none"
        stroke="#e8b93a"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M7 3h10v5a5 5 0 0 1-10 0V3Z" fill="#e8b93a" />
      <path d="M11 13h2v4h-2zM8 20a4 2 0 0 1 8 0v1H8z" fill="#e8b93a" />
    </svg>
  );
}

/**
 * A seat's time bank: what it has left for moves over the time per move. While the seat's own
 * time per move runs (its deadline is further than its bank) the bank is whole; past that, it
 * counts down with the clock.
 */
function Bank({ ms, deadline }: { ms: number; deadline: number | undefined }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(t);
  }, []);
  const left = deadline === undefined ? ms : Math.max(0, Math.min(ms, deadline - now));
  const drawing = deadline !== undefined && deadline - now < ms;
  return (
    <span className={`bank${drawing ? " low" : ""}`} title="time bank">
      {drawing ? "on time bank: " : "bank "}
      {left > 0 ? roughDuration(left) : "spent"}
    </span>
  );
}

/** A long duration as a player reads it at a glance: "2 days 3 hours", "5 hours", "12 minutes". */
export function roughDuration(ms: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0)
    return hours % 24 ? `${unit(days, "day")} ${unit(hours % 24, "hour")}` : unit(days, "day");
  if (hours > 0) return unit(hours, "hour");
  return minutes > 0 ? unit(minutes, "minute") : "under a minute";
}

function Clock({ deadline }: { deadline: number }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, []);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  return (
    <span className={`clock${left <= 10 ? " low" : ""}`}>
      <span aria-hidden="true">⏱ </span>
      {/* Hours or days of a turn-based table in words; minutes and seconds as a clock. */}
      {left >= 3600
        ? roughDuration(left * 1000)
        : `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`}
      <span className="sr-only"> left to move</span>
    </span>
  );
}
