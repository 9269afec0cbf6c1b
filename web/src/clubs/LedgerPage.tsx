import { useState } from "react";
import { findEntry } from "../catalog";
import { useAccount } from "../net/account";
import { messageOf } from "../net/api";
import {
  type ClubDetail,
  type ClubLedger,
  clubs,
  type LedgerEntry,
  type LedgerTransfer,
} from "../net/clubs";
import { useAsync } from "../net/useAsync";
import { ErrorNotice } from "../pages/ErrorNotice";
import { href } from "../router";
import { SignedOut } from "./SignedOut";
import {
  chipsText,
  fromDateInput,
  lineAt,
  netText,
  parseChips,
  seasonText,
  toDateInput,
  transferText,
  whenText,
} from "./text";

type Note = { error: boolean; text: string } | null;
type Act = (what: () => Promise<unknown>, said: string) => void;

/**
 * A club's season ledger: each member's net, the settle-up's transfers (mark one paid), the
 * admins' season and corrections, every line of the history with who made it, and the CSV.
 */
export function LedgerPage({ club }: { club: string }) {
  const me = useAccount();
  const detail = useAsync(() => (me ? clubs.club(club) : Promise.resolve(null)), [club, me?.name]);
  const ledger = useAsync(
    () => (me ? clubs.ledger(club) : Promise.resolve(null)),
    [club, me?.name],
  );
  const [note, setNote] = useState<Note>(null);
  if (me === undefined) return <Shell title="Ledger">Asking the server…</Shell>;
  if (me === null)
    return (
      <SignedOut title="Ledger">Only a club's members see its ledger: sign in first.</SignedOut>
    );
  const c = detail.value;
  const l = ledger.value;
  const error = detail.error ?? ledger.error;
  if (!c || !l)
    return (
      <Shell title="Ledger">
        {error ? (
          <span className="notice error" role="alert">
            {error}
          </span>
        ) : (
          "Asking the server…"
        )}
      </Shell>
    );
  const act: Act = (what, said) =>
    void what().then(
      () => {
        setNote({ error: false, text: said });
        ledger.reload();
        detail.reload();
      },
      (e: unknown) => setNote({ error: true, text: messageOf(e) }),
    );
  const admin = c.role !== "member";
  return (
    <section className="page club-ledger">
      <h1 tabIndex={-1}>{c.name}: ledger</h1>
      <p className="club-links">
        <a href={href({ page: "club", club: c.id })}>Back to the club</a>
        <a href={href({ page: "club-standings", club: c.id })}>Standings</a>
        <a className="button" href={clubs.csvHref(c.id)} download={`${c.name} ledger.csv`}>
          Download CSV
        </a>
      </p>
      {note && (
        <p className={`notice${note.error ? " error" : ""}`} role={note.error ? "alert" : "status"}>
          {note.text}
        </p>
      )}
      <SeasonSection club={c} ledger={l} admin={admin} act={act} />
      <Nets ledger={l} me={c.me} />
      <SettleUp club={c} ledger={l} admin={admin} act={act} />
      {admin && <CorrectionForm club={c} ledger={l} act={act} />}
      <History ledger={l} />
    </section>
  );
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="page club-ledger">
      <h1 tabIndex={-1}>{title}</h1>
      <p>{children}</p>
    </section>
  );
}

function SeasonSection({
  club,
  ledger,
  admin,
  act,
}: {
  club: ClubDetail;
  ledger: ClubLedger;
  admin: boolean;
  act: Act;
}) {
  const [from, setFrom] = useState(() => toDateInput(Date.parse(ledger.season.from)));
  const [to, setTo] = useState(() =>
    ledger.season.to ? toDateInput(Date.parse(ledger.season.to) - 1) : "",
  );
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const start = fromDateInput(from);
    // The season's last day is included: it ends where the next day begins.
    const end = to === "" ? null : fromDateInput(to, true);
    if (start === null) return setProblem("Give the season's first day.");
    if (to !== "" && end === null) return setProblem("The last day is not a date.");
    if (end !== null && end < start) return setProblem("The last day is before the first.");
    setProblem(null);
    act(
      () =>
        clubs.setSeason(club.id, {
          from: new Date(start).toISOString(),
          to: end === null ? null : new Date(end + 1).toISOString(),
        }),
      "The season is set.",
    );
  };
  return (
    <section aria-labelledby="season">
      <h2 id="season">Season</h2>
      <p>
        The tables of the club played {seasonText(ledger.season)}.{" "}
        {!admin && <span className="muted">An admin sets the season.</span>}
      </p>
      {admin && (
        <form
          className="season-form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="option">
            <label htmlFor="season-from">First day</label>
            <input
              id="season-from"
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className="option">
            <label htmlFor="season-to">Last day</label>
            <input
              id="season-to"
              type="date"
              value={to}
              aria-describedby="season-to-help"
              onChange={(e) => setTo(e.target.value)}
            />
            <small id="season-to-help">Leave it empty for a season still running.</small>
          </div>
          <ErrorNotice error={problem} />
          <div className="buttons">
            <button type="submit">Set the season</button>
          </div>
        </form>
      )}
    </section>
  );
}

function Nets({ ledger, me }: { ledger: ClubLedger; me: string }) {
  return (
    <section aria-labelledby="nets">
      <h2 id="nets">Nets</h2>
      {ledger.members.length === 0 ? (
        <p className="muted">No chip table of the club has ended this season.</p>
      ) : (
        <div className="wide-table">
          <table className="board nets">
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col" className="num">
                  Net
                </th>
                <th scope="col" className="num">
                  Still to settle
                </th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      )}
      {ledger.unbalanced !== 0 && (
        <p className="small muted">
          The nets add up to {netText(ledger.unbalanced)}, not 0: guests or bots played at club
          tables. The settle-up squares it with "outside the club".
        </p>
      )}
    </section>
  );
}

function SettleUp({
  club,
  ledger,
  admin,
  act,
}: {
  club: ClubDetail;
  ledger: ClubLedger;
  admin: boolean;
  act: Act;
}) {
  // An admin marks any transfer paid; a member one they pay or are paid.
  const canMark = (t: LedgerTransfer) =>
    !t.paid &&
    t.from !== null &&
    t.to !== null &&
    (admin || t.from === club.me || t.to === club.me);
  return (
    <section aria-labelledby="settle-up">
      <h2 id="settle-up">Settle up</h2>
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
    </section>
  );
}

function CorrectionForm({ club, ledger, act }: { club: ClubDetail; ledger: ClubLedger; act: Act }) {
  // Members, and anyone with a line this season who has left since.
  const people = [
    ...club.members.map((m) => ({ account: m.account, name: m.name })),
    ...ledger.members
      .filter((m) => !club.members.some((c) => c.account === m.account))
      .map((m) => ({ account: m.account, name: `${m.name} (left)` })),
  ];
  const [from, setFrom] = useState(people[0]?.account ?? "");
  const [to, setTo] = useState(people[1]?.account ?? "");
  const [chips, setChips] = useState("");
  const [why, setWhy] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const nameOf = (account: string) => people.find((p) => p.account === account)?.name ?? "";
  const submit = () => {
    if (from === "" || to === "" || from === to)
      return setProblem("A correction moves chips from one member to another.");
    const parsed = parseChips(chips);
    if ("error" in parsed) return setProblem(parsed.error);
    if (why.trim() === "") return setProblem("Say why: the history shows it.");
    setProblem(null);
    act(
      () => {
        const at = lineAt(ledger.season, Date.now());
        return clubs.correct(club.id, {
          from,
          to,
          chips: parsed.chips,
          note: why.trim(),
          ...(at ? { at } : {}),
        });
      },
      `Corrected: ${chipsText(parsed.chips)} from ${nameOf(from)} to ${nameOf(to)}.`,
    );
    setChips("");
    setWhy("");
  };
  const side = (id: string, label: string, value: string, set: (v: string) => void) => (
    <div className="option">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => set(e.target.value)}>
        {people.map((p) => (
          <option key={p.account} value={p.account}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      className="correction"
      aria-labelledby="correct"
      aria-describedby="correct-help"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="correct">Correct the ledger</h2>
      <p className="small muted" id="correct-help">
        A correction moves chips from one member's net to another's, in new lines of the history,
        never an edit: a side bet the tables never saw, say.
      </p>
      {side("correct-from", "From", from, setFrom)}
      {side("correct-to", "To", to, setTo)}
      <div className="option">
        <label htmlFor="correct-chips">Chips</label>
        <input
          id="correct-chips"
          type="text"
          inputMode="numeric"
          value={chips}
          aria-describedby="correct-chips-help"
          onChange={(e) => setChips(e.target.value)}
        />
        <small id="correct-chips-help">
          A whole number from 1: From's net goes down by it, To's up.
        </small>
      </div>
      <div className="option">
        <label htmlFor="correct-note">Why</label>
        <input
          id="correct-note"
          type="text"
          maxLength={200}
          value={why}
          onChange={(e) => setWhy(e.target.value)}
        />
      </div>
      <ErrorNotice error={problem} />
      <div className="buttons">
        <button type="submit">Add the correction</button>
      </div>
    </form>
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

function History({ ledger }: { ledger: ClubLedger }) {
  const lines = [...ledger.entries].reverse();
  return (
    <section aria-labelledby="history">
      <h2 id="history">History</h2>
      {lines.length === 0 ? (
        <p className="muted">Nothing this season yet.</p>
      ) : (
        <div className="wide-table">
          <table className="board history">
            <thead>
              <tr>
                <th scope="col">Member, when</th>
                <th scope="col" className="num">
                  Chips
                </th>
                <th scope="col">What</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((e) => (
                <tr key={e.id} data-kind={e.kind}>
                  <th scope="row">
                    {e.name}
                    <span className="when">
                      {whenText(Date.parse(e.at))}
                      {e.madeAt &&
                        e.madeAt !== e.at &&
                        `, written ${whenText(Date.parse(e.madeAt))}`}
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
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
