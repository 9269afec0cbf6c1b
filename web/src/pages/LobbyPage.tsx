import { useEffect, useState } from "react";
import { spelledDuration } from "../../../src/server/pace.js";
import { findEntry } from "../catalog";
import { api, messageOf, type TableSummary } from "../net/api";
import { savedSeat } from "../net/seats";
import { joinSeat } from "../net/start";
import { useAsync } from "../net/useAsync";
import { href } from "../router";
import { NameField } from "./NameField";

/** Open and running tables: take a free seat or watch; finished ones can be replayed. */
export function LobbyPage() {
  const tables = useAsync(() => api.tables(), []);
  useEffect(() => {
    const t = setInterval(tables.reload, 5000);
    return () => clearInterval(t);
  }, [tables.reload]);
  const [error, setError] = useState<string | null>(null);
  const sit = (table: string, seat: number) => {
    setError(null);
    joinSeat(table, seat).catch((e: unknown) => setError(messageOf(e)));
  };
  const list = tables.value ?? [];
  const groups: { title: string; items: TableSummary[] }[] = [
    { title: "Open tables", items: list.filter((t) => t.status === "open") },
    { title: "Being played", items: list.filter((t) => t.status === "running") },
    { title: "Finished", items: list.filter((t) => t.status === "finished").slice(0, 20) },
  ];
  return (
    <section className="page lobby">
      <h1 tabIndex={-1}>Lobby</h1>
      <NameField />
      {tables.error && <p className="notice error">{tables.error}</p>}
      {error && (
        <p className="notice error" role="alert">
          {error}
        </p>
      )}
      {groups.map((g) => (
        <section key={g.title}>
          <h2>{g.title}</h2>
          {g.items.length === 0 ? (
            <p className="muted">None right now.</p>
          ) : (
            <ul className="table-list">
              {g.items.map((t) => (
                <TableRow key={t.id} table={t} sit={sit} />
              ))}
            </ul>
          )}
        </section>
      ))}
      <p>
        <a className="button" href={href({ page: "home" })}>
          Start a table
        </a>
      </p>
    </section>
  );
}

function TableRow({
  table,
  sit,
}: {
  table: TableSummary;
  sit: (table: string, seat: number) => void;
}) {
  const name = findEntry(table.game)?.name ?? table.game;
  const mine = savedSeat(table.id);
  const seats = table.seats ?? [];
  const free = seats.filter((s) => s.kind === "human" && !s.taken);
  return (
    <li className="table-row">
      <span className="table-name">
        <strong>{name}</strong>{" "}
        <span className="muted">
          · {table.players} players
          {table.pace === "turn-based"
            ? ` · turn-based${table.clock ? `, ${spelledDuration(table.clock.moveMs)} a move` : ""}${table.clock?.bankMs ? `, ${spelledDuration(table.clock.bankMs)} bank` : ""}`
            : ""}{" "}
          · {table.rated ? "rated · " : ""}table {table.id}
        </span>
      </span>
      <span className="seats">
        {seats.map((s) => (
          <span key={s.seat} className={`seat-chip ${s.kind}${s.taken ? " taken" : ""}`}>
            {s.kind === "bot" ? `🤖 ${s.bot}` : s.taken ? (s.name ?? `Seat ${s.seat}`) : "open"}
          </span>
        ))}
      </span>
      <span className="buttons">
        {mine && table.status !== "finished" && (
          <a className="button primary" href={href({ page: "table", table: table.id })}>
            Back to my seat
          </a>
        )}
        {!mine &&
          table.status !== "finished" &&
          free.map((s) => (
            <button key={s.seat} type="button" onClick={() => sit(table.id, s.seat)}>
              Sit in seat {s.seat}
            </button>
          ))}
        {table.status !== "finished" && (
          <a className="button quiet" href={href({ page: "table", table: table.id })}>
            Watch
          </a>
        )}
        {table.status === "finished" && (
          <a className="button" href={href({ page: "replay", table: table.id })}>
            Replay
          </a>
        )}
      </span>
    </li>
  );
}
