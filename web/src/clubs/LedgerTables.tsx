/** The ledger page's tables: the nets, the settle-up and the history. */
import { findEntry } from "../catalog";
import { type ClubLedger, clubs, type LedgerEntry, type LedgerTransfer } from "../net/clubs";
import { href } from "../router";
import { type LedgerPart, Section, WideTable } from "./common";
import { chipsText, lineAt, netText, transferText, whenText } from "./text";

/** Each member's net this season, and what is still to settle. */
export function Nets({ ledger, me }: { ledger: ClubLedger; me: string }) {
  return (
    <Section id="nets" title="Nets">
      {ledger.members.length === 0 ? (
        <p className="muted">No chip table of the club has ended this season.</p>
      ) : (
        <WideTable
          className="nets"
          head={
            <>
              <th scope="col">Member</th>
              <th scope="col" className="num">
                Net
              </th>
              <th scope="col" className="num">
                Still to settle
              </th>
            </>
          }
        >
          {ledger.members.map((m) => (
            <tr key={m.account} data-account={m.account}>
              <th scope="row">
                {m.name}
                {m.account === me && <span className="muted"> (you)</span>}
                {!m.member && <span className="muted"> (left the club)</span>}
              </th>
              <td className="num">{netText(m.net)}</td>
              <td className="num">{m.balance === 0 ? "square" : netText(m.balance)}</td>
            </tr>
          ))}
        </WideTable>
      )}
      {ledger.unbalanced !== 0 && (
        <p className="small muted">
          The nets add up to {netText(ledger.unbalanced)}, not 0: guests or bots played at club
          tables. The settle-up squares it with "outside the club".
        </p>
      )}
    </Section>
  );
}

/** The fewest payments that square the balances, each marked paid by the payer, payee or an admin. */
export function SettleUp({ club, ledger, admin, act }: LedgerPart) {
  // An admin marks any transfer paid; a member one they pay or are paid.
  const canMark = (t: LedgerTransfer) =>
    !t.paid &&
    t.from !== null &&
    t.to !== null &&
    (admin || t.from === club.me || t.to === club.me);
  return (
    <Section id="settle-up" title="Settle up">
      {ledger.settlement.length === 0 ? (
        <p>Everyone is square: nobody pays.</p>
      ) : (
        <ul className="table-list settlement">
          {ledger.settlement.map((t, i) => (
            <li className="table-row" key={`${t.from}-${t.to}-${t.paid}-${i}`}>
              <span className="table-name">{transferText(t, club.me)}</span>
              {t.paid ? (
                <span className="badge paid">paid</span>
              ) : canMark(t) ? (
                <button
                  type="button"
                  className="small"
                  onClick={() =>
                    act(
                      () => {
                        const at = lineAt(ledger.season, Date.now());
                        return clubs.markPaid(club.id, {
                          from: t.from!,
                          to: t.to!,
                          chips: t.chips,
                          ...(at ? { at } : {}),
                        });
                      },
                      `Marked paid: ${t.fromName} to ${t.toName}, ${chipsText(t.chips)}.`,
                    )
                  }
                >
                  Mark paid
                  <span className="sr-only">
                    : {t.fromName} to {t.toName}
                  </span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="small muted">
        The fewest payments that square every balance; a payment marked paid is a line of the
        history, never an edit.
      </p>
    </Section>
  );
}

/** What a line of the ledger is, in words. */
export function entryText(e: LedgerEntry): string {
  switch (e.kind) {
    case "table":
      return `${findEntry(e.game ?? "")?.name ?? e.game ?? "A table"}: bought ${e.bought ?? 0}, ended with ${e.stack ?? 0}`;
    case "correction":
      return `${e.chips > 0 ? "Correction from" : "Correction to"} ${e.other?.name ?? "someone"}, by ${e.by ?? "an admin"}: ${e.note ?? ""}`;
    case "payment":
      return e.chips > 0
        ? `Paid ${e.other?.name ?? "someone"} (marked by ${e.by ?? "an admin"})`
        : `Paid by ${e.other?.name ?? "someone"} (marked by ${e.by ?? "an admin"})`;
  }
}

/** Every line of the season's ledger, newest first, with who wrote it and when. */
export function History({ ledger }: { ledger: ClubLedger }) {
  const lines = [...ledger.entries].reverse();
  return (
    <Section id="history" title="History">
      {lines.length === 0 ? (
        <p className="muted">Nothing this season yet.</p>
      ) : (
        <WideTable
          className="history"
          head={
            <>
              <th scope="col">Member, when</th>
              <th scope="col" className="num">
                Chips
              </th>
              <th scope="col">What</th>
            </>
          }
        >
          {lines.map((e) => (
            <tr key={e.id} data-kind={e.kind}>
              <th scope="row">
                {e.name}
                <span className="when">
                  {whenText(Date.parse(e.at))}
                  {e.madeAt && e.madeAt !== e.at && `, written ${whenText(Date.parse(e.madeAt))}`}
                </span>
              </th>
              <td className="num">{netText(e.chips)}</td>
              <td>
                {entryText(e)}
                {e.kind === "table" && e.table && (
                  <>
                    {" · "}
                    <a href={href({ page: "replay", table: e.table })}>replay</a>
                  </>
                )}
              </td>
            </tr>
          ))}
        </WideTable>
      )}
    </Section>
  );
}
