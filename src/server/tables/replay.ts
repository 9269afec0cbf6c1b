/**
 * A table's log, applied: each entry changes the table in memory exactly as it did live, whether
 * the table is played here, rebuilt at start, taken over, or watched while another process plays it.
 */
import { awayEvent } from "../../core/away.js";
import { act } from "../../core/engine.js";
import type { GameEvent, HandStart, Outcome, Step } from "../../core/game.js";
import { applyChat, chatEntry } from "../chat.js";
import { awayData, joinData, leaveData, readJson, requestData } from "../db/columns.js";
import type { TableLogRow } from "../db/schema.js";
import { addNote, applyHost, hostEntry, tableNote } from "../host.js";
import type { LiveTable } from "../live.js";
import { decodeAction } from "./action-entry.js";
import { drawBank, trackTurns } from "./bank.js";

/**
 * Applies log entries until one no longer applies (a rules change): the table is left as the
 * last entry that does left it. Returns how many applied and, for a game played in hands, what
 * each seat held when the hand in play began (its `handStart` at the hand's first state).
 */
export function replayAsFar(
  t: LiveTable,
  entries: readonly TableLogRow[],
): { applied: number; kept: HandStart | null } {
  const start = () => t.game.handStart?.(t.table.state) ?? null;
  let kept = start();
  let applied = 0;
  for (const entry of entries) {
    try {
      applyEntry(t, entry);
    } catch {
      break;
    }
    applied++;
    const now = start();
    if (now && now.hand !== kept?.hand) kept = now;
  }
  return { applied, kept };
}

/**
 * Applies one log entry to a table in memory, exactly as live: joins, leaves and actions, and the
 * entries that change no seat's game (chat, the host's actions, requests to join, away and back).
 */
export function applyEntry(t: LiveTable, entry: TableLogRow, step?: Step<unknown>): void {
  if (entry.seq !== t.logSeq)
    throw new Error(`Table ${t.id}: log entry ${entry.seq} where ${t.logSeq} was expected.`);
  t.lastEntryAt = Math.max(t.lastEntryAt, entry.at);
  const what = `Table ${t.id}'s log entry ${entry.seq}`;
  // Table-wide entries (the host's, a spectator's chat, a request) name seat -1.
  const tableWide = entry.seat === -1 && ["chat", "host", "request"].includes(entry.kind);
  const seat = t.seats[entry.seat];
  if (!seat && !tableWide)
    throw new Error(`Table ${t.id}: log entry ${entry.seq} names seat ${entry.seat}.`);
  if (entry.kind === "join") {
    const data = readJson(joinData, entry.data, what);
    seat!.name = data.name;
    seat!.tokenHash = data.tokenHash;
    seat!.account = data.account ?? null;
    // A join the host approved answers its request.
    const asked = t.requests.findIndex((r) => r.tokenHash === data.tokenHash);
    if (asked >= 0) {
      t.answered.set(t.requests[asked]!.id, entry.seat);
      t.requests.splice(asked, 1);
    }
    if (t.status === "open" && t.humanSeatsFree().length === 0) t.status = "running";
  } else if (entry.kind === "leave") {
    const data = readJson(leaveData, entry.data, what);
    if (data.by === "host")
      addNote(
        t,
        tableNote("host", `Seat ${entry.seat} is removed by the host.`, {
          action: "remove",
          seat: entry.seat,
        }),
      );
    if (seat!.tokenHash) t.revoked.add(seat!.tokenHash);
    seat!.tokenHash = null;
    t.marked.delete(entry.seat);
    // Before the start the seat is free again; once playing, the server plays it.
    if (t.status === "open") {
      seat!.name = null;
      seat!.account = null;
    } else seat!.left = true;
  } else if (entry.kind === "action") {
    const { action, away } = decodeAction(entry.data, what);
    // A live action was checked just before it was written; a logged one is checked again.
    let next = step;
    if (!next) {
      const r = act(t.game, t.table.state, entry.seat, action);
      if (!r.ok)
        throw new Error(`Table ${t.id}: logged action ${entry.seq} is refused: ${r.error.message}`);
      next = r.value;
    }
    drawBank(t, entry.seat, entry.at, away);
    t.table.state = next.state;
    t.table.actions.push({ seat: entry.seat, action, ...(away ? { away } : {}) });
    // A move the server made for a player says so before the game's own events.
    const events = away ? [awayEvent(entry.seat, away), ...next.events] : next.events;
    t.table.events.push(...events);
    t.history.push([...events]);
    // Clocks that run out in a row are counted; a move of the player's own starts again.
    if (away?.why === "clock") t.timeouts.set(entry.seat, (t.timeouts.get(entry.seat) ?? 0) + 1);
    else if (!away) t.timeouts.delete(entry.seat);
    if (entry.client_seq !== null) seat!.lastSeq = Math.max(seat!.lastSeq, entry.client_seq);
    if (t.table.outcome()) t.status = "finished";
  } else if (entry.kind === "chat") {
    applyChat(t, tableWide ? null : entry.seat, readJson(chatEntry, entry.data, what));
  } else if (entry.kind === "host") {
    applyHost(t, readJson(hostEntry, entry.data, what));
  } else if (entry.kind === "request") {
    const data = readJson(requestData, entry.data, what);
    t.requests.push(data);
    addNote(
      t,
      tableNote("request", "A player asks to join; the host decides.", {
        request: data.id,
        name: data.name,
      }),
    );
  } else if (entry.kind === "away") {
    const data = readJson(awayData, entry.data, what);
    t.timeouts.delete(entry.seat);
    if (data.on) t.marked.add(entry.seat);
    else t.marked.delete(entry.seat);
    const text = !data.on
      ? `Seat ${entry.seat} is back.`
      : data.why === "clock"
        ? `Seat ${entry.seat} is away: the clock ran out twice in a row.`
        : `Seat ${entry.seat} is away.`;
    addNote(t, tableNote("away", text, { seat: entry.seat, on: data.on, why: data.why }));
  } else {
    throw new Error(`Table ${t.id}: unknown log entry kind "${String(entry.kind)}".`);
  }
  trackTurns(t, entry.at, entry.kind === "action" ? entry.seat : null);
  t.logSeq++;
}

/**
 * Tells a table's watchers what an entry that is not an action changed: a line of chat, the
 * table's new sentences (said at the current version, after `notesBefore` of them), and its seats.
 */
export function tellTable(t: LiveTable, entry: TableLogRow, notesBefore: number): void {
  if (entry.kind === "chat") {
    const line = t.chat.at(-1);
    if (line) t.broadcast(() => ({ type: "chat", ...line }));
    return;
  }
  const said = (t.notes.get(t.version) ?? []).slice(notesBefore);
  if (said.length > 0) tellEvents(t, said);
  tellSeats(t);
}

/**
 * Applies one log entry to a copy of a table someone else writes (a cluster's watched copy, or
 * one being taken over), and tells its watchers exactly what the owner told its own: `seats`
 * after a join or leave, `events` after an action, `over` at the end. Entries already applied
 * are skipped; a gap is an error (the caller reads the log from `t.logSeq` instead).
 */
export function tellEntry(t: LiveTable, entry: TableLogRow): void {
  if (entry.seq < t.logSeq) return;
  const leaving = entry.kind === "leave" ? t.seats[entry.seat]?.tokenHash : null;
  const notesBefore = t.notes.get(t.version)?.length ?? 0;
  applyEntry(t, entry);
  if (t.closed) {
    for (const sub of t.subscribers) sub.close("The host closed the table.");
    return;
  }
  if (entry.kind !== "action" && entry.kind !== "join" && entry.kind !== "leave") {
    tellTable(t, entry, notesBefore);
    return;
  }
  if (entry.kind === "action") {
    const events = t.history[t.version - 1] ?? [];
    tellEvents(t, events);
    const outcome = t.table.outcome();
    if (outcome) {
      t.finishedAt ??= Date.now();
      t.broadcast(() => overFrame(t, outcome));
    }
    return;
  }
  if (leaving)
    for (const sub of t.subscribers)
      if (sub.tokenHash === leaving) sub.close("You left the table.");
  tellTable(t, entry, notesBefore);
}

/** What tells every watcher that the game is over: the outcome, and the seed kept secret until now. */
export function overFrame(t: LiveTable, outcome: Outcome) {
  return {
    type: "over" as const,
    version: t.version,
    outcome,
    seed: t.seed,
    commitment: t.commitment,
  };
}

/** Tells every watcher `events`, each as its viewer may see them, with the view they lead to. */
export function tellEvents(t: LiveTable, events: readonly GameEvent[]): void {
  t.broadcast((viewer) => ({
    type: "events",
    events: t.seen(events, viewer),
    ...t.viewFor(viewer),
  }));
}

/** Tells every watcher who sits where, who is connected and who is away. */
export function tellSeats(t: LiveTable): void {
  t.broadcast((viewer) => ({ type: "seats", seats: t.summary(), ...t.viewFor(viewer) }));
}
