/**
 * Hand histories: each finished hand of a table as plain text in the shape poker sites use (a
 * header with the game, its options and the time; the seats and what they held; each street's
 * cards and actions; the hands shown; the pots and who won them).
 *
 * A history is written only from the events the viewer may see (`seenBy`, the filter every
 * WebSocket frame goes through): a seat reads its own cards and what was shown, a spectator only
 * what was shown. What each seat held as a hand began is read from the game's `handStart`, whose
 * numbers (chips or points) are public. Nothing else of a state is read, so a history cannot tell
 * more than the table told that viewer as it was played.
 */
import { startTable } from "../core/engine.js";
import type { GameDefinition, GameEvent, Viewer } from "../core/game.js";
import type { TableLogRow } from "./db/schema.js";
import { type LiveTable, seenBy } from "./live.js";
import { namedText } from "./names.js";
import type { SeenEvent } from "./protocol.js";
import { seatName } from "./seat-name.js";

/** One hand: its events as the viewer saw them, in order, and where it began. */
interface HandEvents {
  readonly number: number;
  /** The version (action count) whose events opened the hand. */
  readonly version: number;
  readonly events: SeenEvent[];
}

/**
 * Whether an event opens a hand: the deal of a betting game's hand ("Hand 3: seat 1 deals."), a
 * Pyramid night's call (its deal's "hand" event follows in the same hand), a Pyramid Poker round.
 * A game with none of these (Tyramid) is one hand from its opening to its end.
 */
function opensHand(e: SeenEvent, current: HandEvents | null): boolean {
  if (e.type === "call") return true;
  if (e.type === "hand") return !current?.events.some((x) => x.type === "call" && !dealt(current));
  return e.type === "deal" && /^Round \d+ begins/.test(e.text);
}

function dealt(h: HandEvents): boolean {
  return h.events.some((x) => x.type === "hand");
}

/** The table's events by hand, as `viewer` saw them; before the first hand's opener, none. */
function handsSeen(t: LiveTable, viewer: Viewer): HandEvents[] {
  const versions: (readonly GameEvent[])[] = [t.table.opening, ...t.history];
  const hands: HandEvents[] = [];
  let current: HandEvents | null = null;
  const anyOpener = versions.some((events) =>
    seenBy(events, "spectator").some((e) => opensHand(e, null)),
  );
  for (let version = 0; version < versions.length; version++) {
    for (const e of seenBy(versions[version]!, viewer)) {
      const opens = anyOpener ? opensHand(e, current) : current === null;
      if (opens) {
        current = { number: hands.length + 1, version, events: [] };
        hands.push(current);
      }
      // Between hands (a rebuy answered, say) an event belongs to the hand it followed.
      current?.events.push(e);
    }
  }
  return hands;
}

/** Finished hands: every hand but the last while the table is played. */
export function finishedHands(t: LiveTable, viewer: Viewer): HandEvents[] {
  const hands = handsSeen(t, viewer);
  return t.table.outcome() ? hands : hands.slice(0, -1);
}

/** What each seat held as each version's state began (the game's `handStart`), by version. */
function holdingsByVersion(t: LiveTable): readonly (readonly number[])[] | null {
  const game: GameDefinition = t.game;
  if (!game.handStart) return null;
  let state = startTable(game, t.options, t.players, t.seed).state;
  const out = [game.handStart(state).holdings];
  for (const a of t.table.actions) {
    const r = game.apply(state, a.seat, a.action);
    if (!r.ok) break;
    state = r.value.state;
    out.push(game.handStart(state).holdings);
  }
  return out;
}

/** `betting.ante=1, stack=100`: the options in one line, nested ones by their path. */
function optionsLine(options: unknown, prefix = ""): string[] {
  if (options === null || typeof options !== "object" || Array.isArray(options))
    return [`${prefix}=${JSON.stringify(options)}`];
  return Object.entries(options as Record<string, unknown>).flatMap(([k, v]) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? optionsLine(v, `${prefix}${k}.`)
      : [`${prefix}${k}=${Array.isArray(v) ? v.join(",") : String(v)}`],
  );
}

/**
 * When each version was played (its log entry's time); the opening's deal, when the table began:
 * the last join before the first action, or the table's creation for a table of bots.
 */
function timesByVersion(log: readonly TableLogRow[], createdAt: number): number[] {
  const first = log.findIndex((e) => e.kind === "action");
  const before = first < 0 ? log : log.slice(0, first);
  const joins = before.filter((e) => e.kind === "join");
  const times = [joins.at(-1)?.at ?? createdAt];
  for (const e of log) if (e.kind === "action") times.push(e.at);
  return times;
}

/** A section heading for an event, or null when it is a line of the section it is in. */
function heading(e: SeenEvent, shown: boolean): string | null {
  if (e.type === "round") return e.text.replace(/:.*$/, "");
  if (e.type === "declare") return "Declarations";
  if (e.type === "show" && !shown) return "Showdown";
  return null;
}

function viewerLine(t: LiveTable, viewer: Viewer): string {
  return viewer === "spectator"
    ? "Seen by: a spectator (only what was shown)"
    : `Seen by: ${seatName(t, viewer)} (seat ${viewer})`;
}

/** One hand's history as text. */
function handText(
  t: LiveTable,
  viewer: Viewer,
  hand: HandEvents,
  holdings: readonly (readonly number[])[] | null,
  times: readonly number[],
): string {
  const unit = t.game.handStart?.(t.table.state).unit ?? "chips";
  const when = times[hand.version] ?? times.at(-1);
  const lines = [
    `Pyramids hand #${hand.number}: ${t.game.name}, table ${t.id}`,
    `Game: ${t.game.name} (${t.game.id}); options: ${optionsLine(t.options).join(", ")}`,
    `Time: ${when === undefined ? "unknown" : new Date(when).toISOString()}`,
    viewerLine(t, viewer),
  ];
  const held = holdings?.[hand.version];
  for (let seat = 0; seat < t.players; seat++) {
    const name = seatName(t, seat);
    const who = name === `Seat ${seat}` ? name : `Seat ${seat}: ${name}`;
    lines.push(held ? `${who} (${held[seat]} ${unit})` : who);
  }
  let shown = false;
  let paying = false;
  const names = t.names();
  for (const e of hand.events) {
    const title = heading(e, shown);
    if (e.type === "show") shown = true;
    if (title) lines.push(`*** ${title.toUpperCase()} ***`);
    // The pots are paid after the last betting round or the showdown: the summary.
    if (!paying && e.type === "betting" && / wins? \d+/.test(e.text) && !title) {
      paying = true;
      lines.push("*** SUMMARY ***");
    }
    // Each sentence names the players as the reader's log does: "You", and the others by name.
    const text = namedText(e.text, viewer, names);
    lines.push(e.type === "hand" || e.type === "call" ? `*** ${text} ***` : text);
  }
  return `${lines.join("\n")}\n`;
}

/** The hands a viewer may read, as text, with what the texts share. */
export function handHistories(
  t: LiveTable,
  viewer: Viewer,
  log: readonly TableLogRow[],
  createdAt: number,
): { count: number; text: (n: number) => string | null; all: () => string } {
  const hands = finishedHands(t, viewer);
  const holdings = holdingsByVersion(t);
  const times = timesByVersion(log, createdAt);
  const text = (n: number) => {
    const h = hands[n - 1];
    return h ? handText(t, viewer, h, holdings, times) : null;
  };
  return {
    count: hands.length,
    text,
    all: () => hands.map((h) => handText(t, viewer, h, holdings, times)).join("\n\n"),
  };
}
