import { findEntry } from "../catalog";
import { api } from "../net/api";
import type { SeatSummary } from "../net/protocol";
import { useAsync } from "../net/useAsync";
import { href } from "../router";

/** The finished tables this server keeps, newest first: game, who played, how it ended. */
export function FinishedTables() {
  const tables = useAsync(() => api.tables("finished"), []);
  const list = tables.value ?? [];
  return (
    <section className="finished-tables">
      <h2>Finished tables</h2>
      {tables.loading && <p className="muted">Fetching the finished tables…</p>}
      {tables.error && <p className="notice error">{tables.error}</p>}
      {!tables.loading && !tables.error && list.length === 0 && (
        <p className="muted">No table has finished yet.</p>
      )}
      <ol className="finished-list">
        {list.map((t) => (
          <li key={t.id} className="finished-row" data-table={t.id}>
            <a href={href({ page: "replay", table: t.id })}>
              <strong>{findEntry(t.game)?.name ?? t.game}</strong>
            </a>
            <span className="muted">
              {" "}
              · {t.players} players
              {t.seats && t.seats.length > 0 && ` (${t.seats.map(seatLabel).join(", ")})`} · table{" "}
              {t.id}
            </span>
            <span className="result">{t.outcome?.summary ?? ""}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function seatLabel(s: SeatSummary): string {
  return s.kind === "bot" ? (s.bot ?? "bot") : (s.name ?? "player");
}
