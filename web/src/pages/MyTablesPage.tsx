import { useState } from "react";
import { findEntry } from "../catalog";
import { account, type MyTable, useAccount } from "../net/account";
import { messageOf } from "../net/api";
import { useAsync } from "../net/useAsync";
import { href, navigate } from "../router";
import { placeText } from "./RatingChart";

/** My tables: every table of the account, live ones opened in its seat on any device. */
export function MyTablesPage() {
  const me = useAccount();
  const tables = useAsync(() => (me ? account.myTables() : Promise.resolve([])), [me?.name]);
  const [error, setError] = useState<string | null>(null);
  if (me === undefined) return <Page>Asking the server…</Page>;
  if (me === null)
    return (
      <Page>
        <a href={href({ page: "account" })}>Sign in</a> to see your tables on any device.
      </Page>
    );
  const open = (t: MyTable) =>
    void account.openSeat(t.table).then(
      () => navigate({ page: "table", table: t.table }),
      (e: unknown) => setError(messageOf(e)),
    );
  const list = tables.value ?? [];
  return (
    <section className="page my-tables">
      <h1 tabIndex={-1}>My tables</h1>
      {(tables.error ?? error) && (
        <p className="notice error" role="alert">
          {tables.error ?? error}
        </p>
      )}
      {!tables.loading && list.length === 0 && (
        <p className="muted">
          No tables yet: a seat you take while signed in is listed here.{" "}
          <a href={href({ page: "lobby" })}>To the lobby</a>
        </p>
      )}
      <ul className="table-list">
        {list.map((t) => (
          <li className="table-row" key={t.table}>
            <span className="table-name">
              <strong>{findEntry(t.game)?.name ?? t.game}</strong>{" "}
              <span className="muted">
                · {t.players} players · seat {t.seat} · {t.rated ? "rated · " : ""}
                {t.status === "finished" && t.place !== null ? placeText(t.place) : t.status}
              </span>
            </span>
            <span className="buttons">
              {(t.status === "open" || t.status === "running") && !t.opens ? (
                <span className="muted">
                  The host let you in: open it once in the browser you asked from
                </span>
              ) : t.status === "open" || t.status === "running" ? (
                <button type="button" className="primary" onClick={() => open(t)}>
                  Open my seat
                </button>
              ) : t.status === "finished" ? (
                <a className="button" href={href({ page: "replay", table: t.table })}>
                  Replay
                </a>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return (
    <section className="page my-tables">
      <h1 tabIndex={-1}>My tables</h1>
      <p>{children}</p>
    </section>
  );
}
