import { useEffect, useState } from "react";
import { api, messageOf } from "../net/api";
import type { Action, LedgerReport } from "../net/protocol";
import { ColumnHeads } from "../pages/ColumnHeads";
import { netText, settlementText } from "./ledger";

/** How long the ledger waits after the table moves before asking again (moves come in bursts). */
const SETTLE_MS = 400;

/**
 * The table's ledger (a game played for chips): per player the buy-ins, the stack and the net;
 * once the table has ended, who pays whom. When the table asks this player to rebuy, the
 * answer is here too. Names are text nodes.
 */
export function LedgerPanel({
  table,
  moment,
  mySeat,
  rebuy,
  act,
  disabled,
}: {
  table: string;
  /**
   * Changes whenever the ledger may have: the table's version, and who sits where (a player who
   * joins changes no version, but puts a name in the ledger).
   */
  moment: string;
  mySeat: number | null;
  /** The rebuy this seat may take now (from its legal actions), else null. */
  rebuy: Action | null;
  act: (a: Action) => void;
  disabled: boolean;
}) {
  const [ledger, setLedger] = useState<LedgerReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again each time the table moves on.
  useEffect(() => {
    let live = true;
    const t = setTimeout(() => {
      api.ledger(table).then(
        (l) => {
          if (!live) return;
          setLedger(l);
          setError(null);
        },
        (e: unknown) => live && setError(messageOf(e)),
      );
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [table, moment]);
  return (
    <section className="ledger" aria-label="ledger">
      <h2>Ledger</h2>
      {error && <p className="notice error small">{error}</p>}
      {ledger === null ? (
        !error && <p className="muted small">Reading the ledger…</p>
      ) : (
        <>
          <table>
            <ColumnHeads names={["Player", "Buy-ins", "Bought", "Stack", "Net"]} />
            <tbody>
              {ledger.players.map((p) => (
                <tr key={p.seat} data-seat={p.seat} className={p.seat === mySeat ? "me" : ""}>
                  <th scope="row">
                    {p.name}
                    {p.seat === mySeat && <span className="muted"> (you)</span>}
                  </th>
                  <td>{p.buyIns.count}</td>
                  <td>{p.buyIns.chips}</td>
                  <td>{p.stack}</td>
                  <td>{netText(p.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {ledger.pot > 0 && <p className="small muted">In the middle: {ledger.pot} chips.</p>}
          {ledger.settlement && (
            <section className="settlement" aria-label="settlement">
              <h3>Settling up</h3>
              <ul>
                {settlementText(ledger.settlement, mySeat).map((line, i) => (
                  <li key={`${i}-${line}`}>{line}</li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      {rebuy && (
        <p className="buttons">
          <button
            type="button"
            className="primary small"
            data-rebuy=""
            disabled={disabled}
            onClick={() => act(rebuy)}
          >
            Rebuy
          </button>{" "}
          <span className="small muted">The table asks before the next hand.</span>
        </p>
      )}
    </section>
  );
}
