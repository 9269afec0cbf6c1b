import { useState } from "react";
import { findEntry } from "../catalog";
import { useAccount } from "../net/account";
import { messageOf } from "../net/api";
import { type ClubNotice, clubs, sitAtClubTable } from "../net/clubs";
import { useAsync } from "../net/useAsync";
import { ErrorNotice } from "../pages/ErrorNotice";
import { whenText } from "./text";

/**
 * The club nights opened lately that the signed-in player said yes to, each a button to their
 * seat; nothing at all while there are none, or signed out.
 */
export function OpenNights() {
  const me = useAccount();
  const notices = useAsync(
    () => (me ? clubs.notices() : Promise.resolve([] as ClubNotice[])),
    [me?.name],
  );
  const [error, setError] = useState<string | null>(null);
  const open = notices.value ?? [];
  if (!me || open.length === 0) return null;
  return (
    <section aria-labelledby="opened-nights">
      <h2 id="opened-nights">Club nights open</h2>
      <ErrorNotice error={error} />
      <ul className="table-list">
        {open.map((n) => (
          <li className="table-row" key={n.night}>
            <span className="table-name">
              <strong>{n.clubName}</strong>{" "}
              <span className="muted">
                · {findEntry(n.game)?.name ?? n.game} · {whenText(Date.parse(n.at))}
              </span>
            </span>
            <button
              type="button"
              className="primary"
              onClick={() =>
                void sitAtClubTable(n.table, me.name).catch((e: unknown) => setError(messageOf(e)))
              }
            >
              Go to the table
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
