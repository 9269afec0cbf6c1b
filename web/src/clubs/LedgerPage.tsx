import { useState } from "react";
import { useAccount } from "../net/account";
import { clubs } from "../net/clubs";
import { AskingPage, ShortPage } from "../pages/ShortPage";
import { href } from "../router";
import { actor, type Note, NoteLine, useClubAsync } from "./common";
import { CorrectionForm, SeasonSection } from "./LedgerForms";
import { History, Nets, SettleUp } from "./LedgerTables";
import { SignedOut } from "./SignedOut";

/**
 * A club's season ledger: each member's net, the settle-up's transfers (mark one paid), the
 * admins' season and corrections, every line of the history with who made it, and the CSV.
 */
export function LedgerPage({ club }: { club: string }) {
  const me = useAccount();
  const detail = useClubAsync(me, club, clubs.club);
  const ledger = useClubAsync(me, club, clubs.ledger);
  const [note, setNote] = useState<Note>(null);
  if (me === undefined) return <AskingPage className="club-ledger" title="Ledger" />;
  if (me === null)
    return (
      <SignedOut title="Ledger">Only a club's members see its ledger: sign in first.</SignedOut>
    );
  const c = detail.value;
  const l = ledger.value;
  const error = detail.error ?? ledger.error;
  if (!c || !l)
    return (
      <ShortPage className="club-ledger" title="Ledger">
        {error ? (
          <span className="notice error" role="alert">
            {error}
          </span>
        ) : (
          "Asking the server…"
        )}
      </ShortPage>
    );
  const act = actor(setNote, () => {
    ledger.reload();
    detail.reload();
  });
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
      <NoteLine note={note} />
      <SeasonSection club={c} ledger={l} admin={admin} act={act} />
      <Nets ledger={l} me={c.me} />
      <SettleUp club={c} ledger={l} admin={admin} act={act} />
      {admin && <CorrectionForm club={c} ledger={l} act={act} />}
      <History ledger={l} />
    </section>
  );
}
