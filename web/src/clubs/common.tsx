/** What the clubs' pages share: the note an action leaves, the way an action runs, their tables. */
import type { ReactNode } from "react";
import type { Me } from "../net/account";
import { messageOf } from "../net/api";
import type { ClubDetail, ClubLedger } from "../net/clubs";
import { useAsync } from "../net/useAsync";
import { href } from "../router";

/** What an action did, or why it was refused, shown once at the top of a club's page. */
export type Note = { error: boolean; text: string } | null;

/** Runs a club action, `said` being what to tell the reader once it is done. */
export type Act = (what: () => Promise<unknown>, said: string) => void;

/** What each part of a club's page is given: the club as read, and the way to act on it. */
export type ClubPart = { club: ClubDetail; act: Act };

/** A part of the ledger's page: the club's ledger too, and whether the reader is an admin. */
export type LedgerPart = ClubPart & { ledger: ClubLedger; admin: boolean };

/** A part that seats the reader at a table: who they are, and where to say why a seat failed. */
export type SeatingPart = ClubPart & { me: Me; setNote: (n: Note) => void };

/**
 * An `Act` for a page: it says what the action did (or why it was refused) in the page's note,
 * and then reads the page's data again, since an action changes what the page shows.
 */
export function actor(setNote: (n: Note) => void, reload: () => void): Act {
  return (what, said) =>
    void what().then(
      () => {
        setNote({ error: false, text: said });
        reload();
      },
      (e: unknown) => setNote({ error: true, text: messageOf(e) }),
    );
}

/** The note's line: read out politely when it says what was done, at once when it is a refusal. */
export function NoteLine({ note }: { note: Note }) {
  if (!note) return null;
  return (
    <p className={`notice${note.error ? " error" : ""}`} role={note.error ? "alert" : "status"}>
      {note.text}
    </p>
  );
}

/**
 * A club's data as React state, asked only of a signed-in reader (`me`): signed out, or while the
 * account is still being asked, the value stays null, since the server would refuse.
 */
export function useClubAsync<T>(
  me: Me | null | undefined,
  club: string,
  load: (club: string) => Promise<T>,
) {
  return useAsync(() => (me ? load(club) : Promise.resolve(null)), [club, me?.name]);
}

/** The buttons to a club's ledger and standings (quieter on a list of clubs). */
export function LedgerAndStandings({ club, quiet }: { club: string; quiet?: boolean }) {
  const className = quiet ? "button quiet" : "button";
  return (
    <>
      <a className={className} href={href({ page: "club-ledger", club })}>
        Ledger
      </a>
      <a className={className} href={href({ page: "club-standings", club })}>
        Standings
      </a>
    </>
  );
}

/**
 * A table of the clubs' pages (members, nets, history, standings): `head` is its header row's
 * cells. It scrolls sideways on a narrow screen rather than squeezing its columns.
 */
export function WideTable({
  className,
  head,
  children,
}: {
  className: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="wide-table">
      <table className={`board ${className}`}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A part of a club's page under its heading, which names the part for screen readers. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
