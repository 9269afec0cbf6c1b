import { useEffect, useState } from "react";
import { difficultyNames } from "../../../src/bots/difficulty.js";
import { findEntry } from "../catalog";
import { fromDateTimeInput, toDateTimeInput } from "../clubs/text";
import { useAccount } from "../net/account";
import { api, type GameInfo, messageOf, type NewTable, tableBody } from "../net/api";
import { ensureName } from "../net/askName";
import { clubs } from "../net/clubs";
import { saveHost } from "../net/seats";
import {
  botLabel,
  DEFAULT_MOVE_CLOCK_MS,
  defaultBot,
  defaultPlayers,
  joinSeat,
  savedDifficulty,
} from "../net/start";
import { useAsync } from "../net/useAsync";
import { href, navigate } from "../router";
import { ErrorNotice } from "./ErrorNotice";
import { NameField } from "./NameField";
import { OptionsForm } from "./OptionsForm";
import { LabelSelect, NumberSelect, range } from "./Selects";
import { AskingPage } from "./ShortPage";

const clocks: { label: string; ms: number | null }[] = [
  { label: "no clock", ms: null },
  { label: "30 seconds a move", ms: 30_000 },
  { label: "1 minute a move", ms: 60_000 },
  { label: "3 minutes a move", ms: 180_000 },
];

const HOUR = 3_600_000;

/** A turn-based table's time per move: an hour to a week, a day unless the creator says. */
const turnClocks: { label: string; ms: number }[] = [
  { label: "1 hour a move", ms: HOUR },
  { label: "4 hours a move", ms: 4 * HOUR },
  { label: "12 hours a move", ms: 12 * HOUR },
  { label: "1 day a move", ms: 24 * HOUR },
  { label: "3 days a move", ms: 72 * HOUR },
  { label: "7 days a move", ms: 168 * HOUR },
];
const DEFAULT_TURN_CLOCK = 3;

/** A turn-based table's time bank per seat: the reserve for the odd move that needs longer. */
const banks: { label: string; ms: number }[] = [
  { label: "no time bank", ms: 0 },
  { label: "1 day for the whole table", ms: 24 * HOUR },
  { label: "3 days for the whole table", ms: 72 * HOUR },
  { label: "7 days for the whole table", ms: 168 * HOUR },
];

/** How long a disconnected player's seat waits before the away rule plays it. */
const graces: { label: string; ms: number }[] = [
  { label: "after 1 minute", ms: 60_000 },
  { label: "after 5 minutes", ms: 300_000 },
  { label: "never (wait for them)", ms: 0 },
];

/** The difficulties first (easy, normal, hard), then the bots by their own names. */
function orderedBots(bots: readonly string[]): string[] {
  const levels = difficultyNames.filter((d) => bots.includes(d));
  return [...levels, ...bots.filter((b) => !levels.includes(b as never))];
}

/**
 * "Create table": players, who sits where (you, friends, bots), the clock, and the options. With
 * a club, the table is the club's (private to its members); with `night` too, the same form
 * schedules a night of the club, its table a preset an admin opens at the time.
 */
export function CreatePage({
  game,
  club,
  night = false,
}: {
  game: string;
  club?: string | undefined;
  night?: boolean;
}) {
  const served = useAsync(() => api.games(), []);
  const info = served.value?.find((g) => g.id === game);
  const entry = findEntry(game);
  if (served.loading) return <AskingPage title="New table" />;
  if (!info) {
    return (
      <section className="page">
        <h1 tabIndex={-1}>{entry?.name ?? game}</h1>
        <p>
          {served.error ?? "This game is not on this server yet."}{" "}
          <a href={href({ page: "home" })}>Back to the games</a>
        </p>
      </section>
    );
  }
  return (
    <CreateForm
      info={info}
      usual={entry?.playNowPlayers}
      club={club === undefined ? null : { id: club, night }}
    />
  );
}

/** Tomorrow at 8 in the evening, this browser's time: a night's first suggestion. */
function tomorrowEvening(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(20, 0, 0, 0);
  return toDateTimeInput(d.getTime());
}

function CreateForm({
  info,
  usual,
  club,
}: {
  info: GameInfo;
  usual: number | undefined;
  /** The club the table is for, and whether it is a night's preset rather than a table now. */
  club: { id: string; night: boolean } | null;
}) {
  const night = club?.night ?? false;
  const clubName = useAsync(
    () => (club ? clubs.club(club.id).then((c) => c.name) : Promise.resolve(null)),
    [club?.id],
  ).value;
  const [when, setWhen] = useState(tomorrowEvening);
  const bot = defaultBot(info, savedDifficulty());
  const [players, setPlayers] = useState(() =>
    Math.min(info.maxPlayers, Math.max(info.minPlayers, usual ?? defaultPlayers(info))),
  );
  const [seats, setSeats] = useState<(string | null)[]>([]);
  // A night's preset seats nobody yet: its members sit when an admin opens it.
  const [mine, setMine] = useState<number | null>(night ? null : 0);
  /** A second seat picked as "you", refused: which seat, and the one already yours. */
  const [twice, setTwice] = useState<{ seat: number; yours: number } | null>(null);
  // A minute a move unless the creator turns the clock off: nobody waits on a closed tab.
  const [clock, setClock] = useState(() =>
    Math.max(
      0,
      clocks.findIndex((c) => c.ms === DEFAULT_MOVE_CLOCK_MS),
    ),
  );
  const [grace, setGrace] = useState(0);
  const [turnBased, setTurnBased] = useState(false);
  const [turnClock, setTurnClock] = useState(DEFAULT_TURN_CLOCK);
  const [bank, setBank] = useState(0);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [variant, setVariant] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const me = useAccount();
  // A rated table is between accounts: every seat but yours waits for a signed-in player.
  const [rated, setRated] = useState(false);
  useEffect(() => {
    // Seat 0 is yours, the others bots (at a rated table, open), until you say otherwise.
    // A night's seats are open for its members until the admin says otherwise.
    setSeats((old) =>
      Array.from({ length: players }, (_, i) =>
        i < old.length ? old[i]! : i === 0 || rated || night ? null : bot,
      ),
    );
  }, [players, bot, rated, night]);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const table: NewTable = {
        game: info.id,
        players,
        options,
        bots: seats,
        ...(variant ? { variant } : {}),
        ...(turnBased
          ? {
              pace: "turn-based" as const,
              clockMs: turnClocks[turnClock]!.ms,
              bankMs: banks[bank]!.ms,
            }
          : { clockMs: clocks[clock]!.ms, awayAfterMs: graces[grace]!.ms }),
        rated,
      };
      if (club?.night) {
        const at = fromDateTimeInput(when);
        if (at === null) {
          setError("Give the night's date and time.");
          return;
        }
        await clubs.schedule(club.id, { at: new Date(at).toISOString(), ...tableBody(table) });
        navigate({ page: "club", club: club.id });
        return;
      }
      const sitting = mine !== null && seats[mine] === null;
      // Your name before the table: closing the prompt creates nothing.
      const name = sitting ? await ensureName() : null;
      if (sitting && name === null) return;
      const created = await api.create({ ...table, ...(club ? { club: club.id } : {}) });
      if (created.hostToken) saveHost(created.id, created.hostToken);
      if (sitting && name !== null) await joinSeat(created.id, mine, name);
      else window.location.hash = href({ page: "table", table: created.id });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  const variants = info.variants;
  return (
    <section className="page create">
      <h1 tabIndex={-1}>
        {night ? "New night" : club ? "New club table" : "New table"}: {info.name}
      </h1>
      {club && (
        <p className="muted">
          {night
            ? "The night's table as it will be: at the time, an admin opens it with one click and the members who said yes are told."
            : "The table is the club's: only its members see it and sit at it."}{" "}
          <a href={href({ page: "club", club: club.id })}>Back to {clubName ?? "the club"}</a>
        </p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {club && (
          <div className="option">
            <label htmlFor="table-club">Club</label>
            <select id="table-club" value={club.id} disabled>
              <option value={club.id}>{clubName ?? club.id}</option>
            </select>
          </div>
        )}
        {night && (
          <div className="option">
            <label htmlFor="night-at">When</label>
            <input
              id="night-at"
              type="datetime-local"
              required
              value={when}
              onChange={(e) => setWhen(e.target.value)}
            />
          </div>
        )}
        {!night && <NameField />}
        <div className="option">
          <label htmlFor="players">Players</label>
          <NumberSelect
            id="players"
            value={players}
            numbers={range(info.minPlayers, info.maxPlayers)}
            onChange={setPlayers}
          />
        </div>
        <fieldset className="option group">
          <legend>Seats</legend>
          <small>
            An open seat is for a person: you, or a friend you send the table's link to.
          </small>
          {seats.map((s, i) => (
            <div className="seat-row" key={`seat-${i}`}>
              <label htmlFor={`seat-${i}`}>Seat {i}</label>
              <select
                id={`seat-${i}`}
                value={s ?? (mine === i ? "you" : "open")}
                aria-describedby={twice?.seat === i ? "seat-twice" : undefined}
                aria-invalid={twice?.seat === i}
                onChange={(e) => {
                  const v = e.target.value;
                  // One person plays one seat: a second "you" is refused, nothing changes.
                  if (v === "you" && mine !== null && mine !== i) {
                    setTwice({ seat: i, yours: mine });
                    return;
                  }
                  setTwice(null);
                  setSeats(
                    seats.map((x, j) => (j === i ? (v === "you" || v === "open" ? null : v) : x)),
                  );
                  if (v === "you") setMine(i);
                  else if (mine === i) setMine(null);
                }}
              >
                {!night && <option value="you">you</option>}
                <option value="open">{club ? "open for a member" : "open for a friend"}</option>
                {orderedBots(info.bots).map((b) => (
                  <option key={b} value={b} disabled={rated}>
                    {botLabel(b)}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {twice && (
            <p className="notice error" id="seat-twice" role="alert">
              You already sit in seat {twice.yours}: you can play one seat. Make seat {twice.seat}{" "}
              open for a friend or a bot, or first give seat {twice.yours} to someone else.
            </p>
          )}
        </fieldset>
        {me && (
          <div className="option">
            <label htmlFor="rated">
              <input
                id="rated"
                type="checkbox"
                checked={rated}
                onChange={(e) => {
                  setRated(e.target.checked);
                  if (e.target.checked) setSeats(seats.map(() => null));
                }}
              />{" "}
              Rated
            </label>
            <small>
              Between signed-in players only, no bots: the result changes each player's rating in
              this game.
            </small>
          </div>
        )}
        <fieldset className="option group">
          <legend>Pace</legend>
          <label>
            <input
              type="radio"
              name="pace"
              checked={!turnBased}
              onChange={() => setTurnBased(false)}
            />{" "}
            Live: everyone plays now
          </label>
          <label>
            <input
              type="radio"
              name="pace"
              checked={turnBased}
              onChange={() => setTurnBased(true)}
            />{" "}
            Turn-based: each moves when they can, over hours or days
          </label>
          <small>
            At a turn-based table your inbox shows the tables waiting for you, and this browser can
            notify you when it is your turn.
          </small>
        </fieldset>
        {turnBased ? (
          <>
            <div className="option">
              <label htmlFor="clock">Time per move</label>
              <LabelSelect
                id="clock"
                index={turnClock}
                choices={turnClocks}
                onChange={setTurnClock}
              />
              <small>When a player's time runs out, the game's away rule moves for them.</small>
            </div>
            <div className="option">
              <label htmlFor="bank">Time bank</label>
              <LabelSelect id="bank" index={bank} choices={banks} onChange={setBank} />
              <small>
                Each player's reserve for moves that take longer than their time: a late move draws
                on it, and only when it is spent too does the away rule move. It is not refilled.
              </small>
            </div>
          </>
        ) : (
          <>
            <div className="option">
              <label htmlFor="clock">Clock</label>
              <LabelSelect id="clock" index={clock} choices={clocks} onChange={setClock} />
              <small>When a player's time runs out, the game's away rule moves for them.</small>
            </div>
            <div className="option">
              <label htmlFor="grace">Play for a disconnected player</label>
              <LabelSelect id="grace" index={grace} choices={graces} onChange={setGrace} />
              <small>
                Until they come back, the game's away rule (in the betting games: check if free,
                else fold) or its bot plays their seat.
              </small>
            </div>
          </>
        )}
        {variants.length > 0 && (
          <div className="option">
            <label htmlFor="variant">Variant</label>
            <select
              id="variant"
              value={variant}
              onChange={(e) => {
                setVariant(e.target.value);
                // The server lays the variant's options over the defaults; yours go over both.
                setOptions({
                  ...(info.variants.find((v) => v.id === e.target.value)?.options ?? {}),
                });
              }}
            >
              <option value="">standard</option>
              {variants.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.id} — {v.description}
                </option>
              ))}
            </select>
          </div>
        )}
        <details open>
          <summary>Options</summary>
          <OptionsForm schema={info.options} value={options} onChange={setOptions} />
        </details>
        <ErrorNotice error={error} />
        <button type="submit" className="primary" disabled={busy}>
          {night
            ? busy
              ? "Scheduling…"
              : "Schedule the night"
            : busy
              ? "Creating…"
              : club
                ? "Create club table"
                : "Create table"}
        </button>
      </form>
    </section>
  );
}
