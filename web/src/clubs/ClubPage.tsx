import { useEffect, useRef, useState } from "react";
import { catalog, findEntry } from "../catalog";
import { type Me, useAccount } from "../net/account";
import { messageOf } from "../net/api";
import {
  type ClubDetail,
  type ClubInvite,
  type ClubNight,
  type ClubTable,
  clubs,
  type RsvpAnswer,
  sitAtClubTable,
} from "../net/clubs";
import { saveHost } from "../net/seats";
import { useAsync } from "../net/useAsync";
import { href, navigate } from "../router";
import { SignedOut } from "./SignedOut";
import { ANSWERS, dayText, inviteLink, seasonText, tallyText, whenText } from "./text";

/** How often the page asks again: a night opened, an answer given, a member joined. */
const POLL_MS = 5000;

/** What an action did, or why it was refused, shown once at the top of the page. */
type Note = { error: boolean; text: string } | null;

/**
 * A club: its nights (answer yes, no or maybe; an admin opens the table), its tables, its
 * members and roles, and for admins the invite links and the requests to join.
 */
export function ClubPage({ club }: { club: string }) {
  const me = useAccount();
  const detail = useAsync(() => (me ? clubs.club(club) : Promise.resolve(null)), [club, me?.name]);
  const { reload } = detail;
  useEffect(() => {
    const t = setInterval(reload, POLL_MS);
    return () => clearInterval(t);
  }, [reload]);
  const [note, setNote] = useState<Note>(null);
  useFollowOpenedNight(detail.value, me ?? null, setNote);
  if (me === undefined) return <Heading title="Club">Asking the server…</Heading>;
  if (me === null)
    return <SignedOut title="Club">Only a club's members see its page: sign in first.</SignedOut>;
  const c = detail.value;
  if (!c) {
    if (detail.loading) return <Heading title="Club">Asking the server…</Heading>;
    return <NotMember club={club} error={detail.error} notMember={detail.error !== null} />;
  }
  /** Runs an action, says what it did (or why not), and reads the club again. */
  const act = (what: () => Promise<unknown>, said: string) =>
    void what().then(
      () => {
        setNote({ error: false, text: said });
        reload();
      },
      (e: unknown) => setNote({ error: true, text: messageOf(e) }),
    );
  const admin = c.role === "owner" || c.role === "admin";
  return (
    <section className="page club">
      <h1 tabIndex={-1}>{c.name}</h1>
      <p className="club-links">
        <span className="muted">
          You are {c.role === "member" ? "a member" : `its ${c.role}`} · {c.members.length}{" "}
          {c.members.length === 1 ? "member" : "members"} · season {seasonText(c.season)}
        </span>
        <a className="button" href={href({ page: "club-ledger", club: c.id })}>
          Ledger
        </a>
        <a className="button" href={href({ page: "club-standings", club: c.id })}>
          Standings
        </a>
      </p>
      {note && (
        <p className={`notice${note.error ? " error" : ""}`} role={note.error ? "alert" : "status"}>
          {note.text}
        </p>
      )}
      {admin && (c.requests ?? []).length > 0 && <Requests club={c} act={act} />}
      <Nights club={c} me={me} act={act} setNote={setNote} />
      <Tables club={c} me={me} act={act} setNote={setNote} />
      <Members club={c} act={act} />
      {admin && <Invites club={c} act={act} />}
    </section>
  );
}

function Heading({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="page club">
      <h1 tabIndex={-1}>{title}</h1>
      <p>{children}</p>
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
          {failed && (
            <p className="notice error" role="alert">
              {failed}
            </p>
          )}
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

/** The club's table of that id, if the club lists it. */
const tableOf = (club: ClubDetail, id: string) => club.tables.find((t) => t.id === id);

/** A game's name, from the catalogue. */
const gameName = (id: string) => findEntry(id)?.name ?? id;

function Nights({
  club,
  me,
  act,
  setNote,
}: {
  club: ClubDetail;
  me: Me;
  act: (what: () => Promise<unknown>, said: string) => void;
  setNote: (n: Note) => void;
}) {
  const admin = club.role !== "member";
  const open = async (n: ClubNight) => {
    try {
      const opened = await clubs.open(club.id, n.id);
      // The opener runs the table: start it with bots in empty seats, pause it, close it.
      saveHost(opened.table, opened.hostToken);
      await sitAtClubTable(opened.table, me.name);
    } catch (e) {
      setNote({ error: true, text: messageOf(e) });
    }
  };
  // A night whose table has ended is past: kept below, folded, with its replay.
  const ended = (n: ClubNight) => n.table !== null && tableOf(club, n.table)?.status === "finished";
  const current = club.nights.filter((n) => !ended(n));
  const past = club.nights.filter(ended).reverse();
  const rowProps = { club, me, admin, act, setNote, open };
  return (
    <section aria-labelledby="nights">
      <h2 id="nights">Nights</h2>
      {current.length === 0 && (
        <p className="muted">
          No night coming up.{admin ? " Schedule one below." : " An admin schedules them."}
        </p>
      )}
      {current.length > 0 && (
        <ul className="table-list nights">
          {current.map((n) => (
            <NightRow key={n.id} night={n} {...rowProps} />
          ))}
        </ul>
      )}
      {past.length > 0 && (
        <details className="past-nights">
          <summary>Past nights ({past.length})</summary>
          <ul className="table-list nights">
            {past.map((n) => (
              <NightRow key={n.id} night={n} {...rowProps} />
            ))}
          </ul>
        </details>
      )}
      {admin && (
        <GamePick
          id="night-game"
          label="Schedule a night of"
          button="Schedule a night"
          to={(game) => href({ page: "new", game, club: club.id, night: true })}
        />
      )}
    </section>
  );
}

/** One night: when, what, who is coming; your answer; Open table, Go to the table, or Replay. */
function NightRow({
  night: n,
  club,
  me,
  admin,
  act,
  setNote,
  open,
}: {
  night: ClubNight;
  club: ClubDetail;
  me: Me;
  admin: boolean;
  act: (what: () => Promise<unknown>, said: string) => void;
  setNote: (n: Note) => void;
  open: (n: ClubNight) => Promise<void>;
}) {
  return (
    <li className="table-row night" data-night={n.id}>
      <span className="table-name">
        <strong>{whenText(Date.parse(n.at))}</strong>{" "}
        <span className="muted">
          · {gameName(n.preset.game)} · {n.preset.seats} seats · {tallyText(n.rsvps)}
        </span>
        {n.rsvps.some((r) => r.answer === "yes") && (
          <span className="small muted night-yes">
            {" "}
            Coming:{" "}
            {n.rsvps
              .filter((r) => r.answer === "yes")
              .map((r) => r.name)
              .join(", ")}
          </span>
        )}
      </span>
      {n.table === null ? (
        <fieldset className="rsvp">
          <legend className="sr-only">Coming on {whenText(Date.parse(n.at))}?</legend>
          {ANSWERS.map((a) => (
            <button
              key={a}
              type="button"
              className="small"
              aria-pressed={n.mine === a}
              onClick={() => act(() => clubs.rsvp(club.id, n.id, a), answerSaid(a))}
            >
              {a === "yes" ? "Yes" : a === "no" ? "No" : "Maybe"}
            </button>
          ))}
        </fieldset>
      ) : null}
      <span className="buttons">
        {n.table !== null && tableOf(club, n.table)?.status === "finished" ? (
          <a className="button" href={href({ page: "replay", table: n.table })}>
            Replay
          </a>
        ) : n.table !== null ? (
          <button
            type="button"
            className="primary"
            onClick={() =>
              void sitAtClubTable(n.table!, me.name).catch((e: unknown) =>
                setNote({ error: true, text: messageOf(e) }),
              )
            }
          >
            Go to the table
          </button>
        ) : (
          admin && (
            <button type="button" className="primary" onClick={() => void open(n)}>
              Open table
            </button>
          )
        )}
      </span>
    </li>
  );
}

function answerSaid(a: RsvpAnswer): string {
  return a === "yes" ? "You are coming." : a === "no" ? "You are not coming." : "Maybe, then.";
}

/** A game to choose, then a link to the Create table form for it (a club table, or a night). */
function GamePick({
  id,
  label,
  button,
  to,
}: {
  id: string;
  label: string;
  button: string;
  to: (game: string) => string;
}) {
  const [game, setGame] = useState(catalog[0]?.id ?? "");
  return (
    <div className="option game-pick">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={game} onChange={(e) => setGame(e.target.value)}>
        {catalog.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </select>
      <a className="button" href={to(game)}>
        {button}
      </a>
    </div>
  );
}

const STATUS_WORDS: Record<ClubTable["status"], string> = {
  open: "waiting for players",
  running: "being played",
  finished: "finished",
  void: "set aside",
};

function Tables({
  club,
  me,
  act,
  setNote,
}: {
  club: ClubDetail;
  me: Me;
  act: (what: () => Promise<unknown>, said: string) => void;
  setNote: (n: Note) => void;
}) {
  const admin = club.role !== "member";
  return (
    <section aria-labelledby="club-tables">
      <h2 id="club-tables">Tables</h2>
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
    </section>
  );
}

/** An admin lets one guest in by name: a friend without an account sits under that name. */
function GuestForm({
  club,
  table,
  act,
}: {
  club: string;
  table: string;
  act: (what: () => Promise<unknown>, said: string) => void;
}) {
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
      <input
        id={id}
        type="text"
        maxLength={24}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <button type="submit" className="small" disabled={name.trim() === ""}>
        Let in
      </button>
    </form>
  );
}

const ROLE_WORDS = { owner: "Owner", admin: "Admin", member: "Member" } as const;

function Members({
  club,
  act,
}: {
  club: ClubDetail;
  act: (what: () => Promise<unknown>, said: string) => void;
}) {
  const owner = club.role === "owner";
  const admin = club.role !== "member";
  return (
    <section aria-labelledby="members">
      <h2 id="members">Members</h2>
      <div className="wide-table">
        <table className="board members">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col" className="since">
                Since
              </th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {club.members.map((m) => {
              const self = m.account === club.me;
              return (
                <tr key={m.account}>
                  <th scope="row">
                    <a href={href({ page: "player", name: m.name })}>{m.name}</a>
                    {self && <span className="muted"> (you)</span>}
                  </th>
                  <td>{ROLE_WORDS[m.role]}</td>
                  <td className="since">{dayText(Date.parse(m.since))}</td>
                  <td className="buttons">
                    {owner && m.role !== "owner" && (
                      <button
                        type="button"
                        className="small"
                        onClick={() => {
                          const role = m.role === "admin" ? "member" : "admin";
                          act(
                            () => clubs.setRole(club.id, m.account, role),
                            role === "admin"
                              ? `${m.name} is an admin now.`
                              : `${m.name} is a member now.`,
                          );
                        }}
                      >
                        {m.role === "admin" ? "Make member" : "Make admin"}
                      </button>
                    )}
                    {admin && !self && m.role !== "owner" && (owner || m.role === "member") && (
                      <button
                        type="button"
                        className="small danger"
                        onClick={() =>
                          act(
                            () => clubs.remove(club.id, m.account),
                            `${m.name} is no longer a member.`,
                          )
                        }
                      >
                        Remove
                      </button>
                    )}
                    {self && m.role !== "owner" && (
                      <button
                        type="button"
                        className="small danger"
                        onClick={() =>
                          act(
                            () =>
                              clubs
                                .remove(club.id, m.account)
                                .then(() => navigate({ page: "clubs" })),
                            "You left the club.",
                          )
                        }
                      >
                        Leave the club
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Invites({
  club,
  act,
}: {
  club: ClubDetail;
  act: (what: () => Promise<unknown>, said: string) => void;
}) {
  const invites = club.invites ?? [];
  return (
    <section aria-labelledby="invites">
      <h2 id="invites">Invite friends</h2>
      <p className="muted">
        Anyone signed in who opens an invite link joins the club, until you revoke it.
      </p>
      <ul className="invites">
        {invites.map((i) => (
          <InviteRow
            key={i.code}
            invite={i}
            revoke={() =>
              act(() => clubs.revoke(club.id, i.code), "The link is revoked: it lets nobody in.")
            }
          />
        ))}
      </ul>
      <div className="buttons">
        <button
          type="button"
          onClick={() => act(() => clubs.invite(club.id), "A new invite link is ready below.")}
        >
          Make an invite link
        </button>
      </div>
    </section>
  );
}

function InviteRow({ invite, revoke }: { invite: ClubInvite; revoke: () => void }) {
  const link = inviteLink(window.location.href, invite.code);
  const [copied, setCopied] = useState<string | null>(null);
  const field = `invite-${invite.code}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("Copied.");
    } catch {
      // No clipboard (an insecure page, a refusal): the link is selected to copy by hand.
      document.getElementById(field)?.focus();
      (document.getElementById(field) as HTMLInputElement | null)?.select();
      setCopied("Selected: copy it with the keyboard or the menu.");
    }
  };
  return (
    <li className="invite">
      <label htmlFor={field}>
        Invite link <span className="muted small">by {invite.by}</span>
      </label>
      <input id={field} type="text" readOnly value={link} onFocus={(e) => e.target.select()} />
      <span className="buttons">
        <button type="button" className="small" onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className="small danger" onClick={revoke}>
          Revoke
        </button>
      </span>
      {copied && (
        <span className="small muted" role="status">
          {copied}
        </span>
      )}
    </li>
  );
}

function Requests({
  club,
  act,
}: {
  club: ClubDetail;
  act: (what: () => Promise<unknown>, said: string) => void;
}) {
  const requests = club.requests ?? [];
  return (
    <section aria-labelledby="requests">
      <h2 id="requests">Asking to join</h2>
      <ul className="table-list">
        {requests.map((r) => (
          <li className="table-row" key={r.account}>
            <span className="table-name">
              <strong>{r.name}</strong>{" "}
              <span className="muted">· asked {whenText(Date.parse(r.at))}</span>
            </span>
            <span className="buttons">
              <button
                type="button"
                className="primary small"
                onClick={() =>
                  act(() => clubs.answer(club.id, r.account, true), `${r.name} is a member now.`)
                }
              >
                Approve
              </button>
              <button
                type="button"
                className="small"
                onClick={() =>
                  act(() => clubs.answer(club.id, r.account, false), `${r.name} is turned away.`)
                }
              >
                Deny
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
