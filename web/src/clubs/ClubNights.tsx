/** A club page's nights: when, what, who is coming; answer yes, no or maybe; an admin opens the table. */
import { useState } from "react";
import { catalog, findEntry } from "../catalog";
import type { Me } from "../net/account";
import { messageOf } from "../net/api";
import {
  type ClubDetail,
  type ClubNight,
  clubs,
  type RsvpAnswer,
  sitAtClubTable,
} from "../net/clubs";
import { saveHost } from "../net/seats";
import { NamedSelect } from "../pages/Selects";
import { href } from "../router";
import { type Act, type Note, type SeatingPart, Section } from "./common";
import { ANSWERS, tallyText, whenText } from "./text";

/** The club's table of that id, if the club lists it. */
export const tableOf = (club: ClubDetail, id: string) => club.tables.find((t) => t.id === id);

/** A game's name, from the catalogue. */
export const gameName = (id: string) => findEntry(id)?.name ?? id;

export function Nights({ club, me, act, setNote }: SeatingPart) {
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
    <Section id="nights" title="Nights">
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
    </Section>
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
  act: Act;
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
export function GamePick({
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
      <NamedSelect id={id} value={game} choices={catalog} onChange={setGame} />
      <a className="button" href={to(game)}>
        {button}
      </a>
    </div>
  );
}
