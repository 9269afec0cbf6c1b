import { useEffect, useRef, useState } from "react";
import { type Me, useAccount } from "../net/account";
import { messageOf } from "../net/api";
import { type ClubDetail, type ClubTable, clubs, sitAtClubTable } from "../net/clubs";
import { ErrorNotice } from "../pages/ErrorNotice";
import { TextInput } from "../pages/Field";
import { AskingPage } from "../pages/ShortPage";
import { href, navigate } from "../router";
import { Invites, Members, Requests } from "./ClubMembers";
import { GamePick, gameName, Nights } from "./ClubNights";
import {
  type Act,
  actor,
  LedgerAndStandings,
  type Note,
  NoteLine,
  type SeatingPart,
  Section,
  useClubAsync,
} from "./common";
import { SignedOut } from "./SignedOut";
import { dayText, seasonText } from "./text";

/** How often the page asks again: a night opened, an answer given, a member joined. */
const POLL_MS = 5000;

/**
 * A club: its nights (answer yes, no or maybe; an admin opens the table), its tables, its
 * members and roles, and for admins the invite links and the requests to join.
 */
export function ClubPage({ club }: { club: string }) {
  const me = useAccount();
  const detail = useClubAsync(me, club, clubs.club);
  const { reload } = detail;
  useEffect(() => {
    const t = setInterval(reload, POLL_MS);
    return () => clearInterval(t);
  }, [reload]);
  const [note, setNote] = useState<Note>(null);
  useFollowOpenedNight(detail.value, me ?? null, setNote);
  if (me === undefined) return <AskingPage className="club" title="Club" />;
  if (me === null)
    return <SignedOut title="Club">Only a club's members see its page: sign in first.</SignedOut>;
  const c = detail.value;
  if (!c) {
    if (detail.loading) return <AskingPage className="club" title="Club" />;
    return <NotMember club={club} error={detail.error} notMember={detail.error !== null} />;
  }
  const act = actor(setNote, reload);
  const admin = c.role === "owner" || c.role === "admin";
  return (
    <section className="page club">
      <h1 tabIndex={-1}>{c.name}</h1>
      <p className="club-links">
        <span className="muted">
          You are {c.role === "member" ? "a member" : `its ${c.role}`} · {c.members.length}{" "}
          {c.members.length === 1 ? "member" : "members"} · season {seasonText(c.season)}
        </span>
        <LedgerAndStandings club={c.id} />
      </p>
      <NoteLine note={note} />
      {admin && (c.requests ?? []).length > 0 && <Requests club={c} act={act} />}
      <Nights club={c} me={me} act={act} setNote={setNote} />
      <Tables club={c} me={me} act={act} setNote={setNote} />
      <Members club={c} act={act} />
      {admin && <Invites club={c} act={act} />}
    </section>
  );
}

/** A club the reader cannot see: not a member (ask to join), or no such club. */
function NotMember({
  club,
  error,
  notMember,
}: {
  club: string;
  error: string | null;
  notMember: boolean;
}) {
  const [asked, setAsked] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <section className="page club">
      <h1 tabIndex={-1}>Club</h1>
      {error && <p className="notice error">{error}</p>}
      {notMember && (
        <>
          <p>Only members see a club's page. An admin can let you in if you ask.</p>
          {asked ? (
            <p className="notice" role="status">
              {asked}
            </p>
          ) : (
            <div className="buttons">
              <button
                type="button"
                onClick={() =>
                  void clubs.ask(club).then(
                    (r) =>
                      r.status === "member"
                        ? navigate({ page: "club", club })
                        : setAsked("Asked: an admin of the club will answer."),
                    (e: unknown) => setFailed(messageOf(e)),
                  )
                }
              >
                Ask to join
              </button>
            </div>
          )}
          <ErrorNotice error={failed} />
        </>
      )}
      <p>
        <a href={href({ page: "clubs" })}>Your clubs</a>
      </p>
    </section>
  );
}

/**
 * "Takes everyone to the table": a night the reader said yes to, seen here without a table, that
 * an admin opens while the page is open, seats the reader at it.
 */
function useFollowOpenedNight(
  c: ClubDetail | null,
  me: Me | null,
  setNote: (n: Note) => void,
): void {
  const waiting = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!c || !me) return;
    const yes = c.nights.filter((n) => n.mine === "yes");
    if (waiting.current === null) {
      waiting.current = new Set(yes.filter((n) => n.table === null).map((n) => n.id));
      return;
    }
    for (const n of yes) {
      if (n.table === null) waiting.current.add(n.id);
      else if (waiting.current.delete(n.id))
        void sitAtClubTable(n.table, me.name).catch((e: unknown) =>
          setNote({ error: true, text: messageOf(e) }),
        );
    }
  }, [c, me, setNote]);
}

const STATUS_WORDS: Record<ClubTable["status"], string> = {
  open: "waiting for players",
  running: "being played",
  finished: "finished",
  void: "set aside",
};

function Tables({ club, me, act, setNote }: SeatingPart) {
  const admin = club.role !== "member";
  return (
    <Section id="club-tables" title="Tables">
      {club.tables.length === 0 && <p className="muted">No tables yet.</p>}
      <ul className="table-list">
        {club.tables.map((t) => (
          <li className="table-row" key={t.id} data-table={t.id}>
            <span className="table-name">
              <strong>{gameName(t.game)}</strong>{" "}
              <span className="muted">
                · {t.players} players · {STATUS_WORDS[t.status] ?? t.status}
                {t.night ? " · a club night" : ""} · {dayText(Date.parse(t.createdAt))}
                {t.guests.length > 0 && ` · guests: ${t.guests.join(", ")}`}
              </span>
            </span>
            {admin && (t.status === "open" || t.status === "running") && (
              <GuestForm club={club.id} table={t.id} act={act} />
            )}
            <span className="buttons">
              {t.status === "finished" ? (
                <a className="button" href={href({ page: "replay", table: t.id })}>
                  Replay
                </a>
              ) : t.status === "void" ? null : (
                <button
                  type="button"
                  onClick={() =>
                    void sitAtClubTable(t.id, me.name).catch((e: unknown) =>
                      setNote({ error: true, text: messageOf(e) }),
                    )
                  }
                >
                  Go to the table
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <GamePick
        id="table-game"
        label="New club table of"
        button="New club table"
        to={(game) => href({ page: "new", game, club: club.id })}
      />
    </Section>
  );
}

/** An admin lets one guest in by name: a friend without an account sits under that name. */
function GuestForm({ club, table, act }: { club: string; table: string; act: Act }) {
  const [name, setName] = useState("");
  const id = `guest-${table}`;
  return (
    <form
      className="guest-form"
      onSubmit={(e) => {
        e.preventDefault();
        const guest = name.trim();
        act(() => clubs.letGuestIn(club, table, guest), `${guest} may sit at the table.`);
        setName("");
      }}
    >
      <label htmlFor={id}>Guest's name</label>
      <TextInput id={id} maxLength={24} value={name} onText={setName} />
      <button type="submit" className="small" disabled={name.trim() === ""}>
        Let in
      </button>
    </form>
  );
}
