/**
 * The host of a table: the player who made it, holding the host token `POST /api/tables`
 * answered. Their actions are log entries like any other (kind "host"), so a restart replays
 * them, and each is told to every watcher as a public sentence.
 */
import { z } from "zod";
import type { GameEvent } from "../core/game.js";
import type { LiveTable } from "./live.js";

const seat = z.number().int().min(0).max(15);

/** A host action as `POST /api/tables/:id/host` takes it. */
export const hostRequest = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("pause") }),
  z.strictObject({ action: z.literal("resume") }),
  z.strictObject({ action: z.literal("start") }),
  z.strictObject({ action: z.literal("close") }),
  z.strictObject({ action: z.literal("remove"), seat }),
  z.strictObject({ action: z.literal("mute"), seat }),
  z.strictObject({ action: z.literal("unmute"), seat }),
  z.strictObject({ action: z.literal("spectator-chat"), on: z.boolean() }),
  z.strictObject({ action: z.literal("private"), on: z.boolean() }),
  z.strictObject({
    action: z.literal("clock"),
    /** Seconds per move from the next hand on; null: no clock. */
    seconds: z.number().int().min(1).max(86_400).nullable(),
  }),
  z.strictObject({
    action: z.literal("approve"),
    request: z.string().min(1).max(64).optional(),
    /** The seat to give (default: the one asked for, else the first free). */
    seat: seat.optional(),
  }),
  z.strictObject({ action: z.literal("deny"), request: z.string().min(1).max(64) }),
]);
export type HostRequest = z.infer<typeof hostRequest>;

/**
 * A host entry's data in the log. `remove` is written as a leave and `approve` as a join (so the
 * lobby reads seats from joins and leaves alone); the rest as themselves. `clock` stores the hand
 * its change takes effect from, decided when it was made.
 */
export const hostEntry = z.discriminatedUnion("action", [
  z.object({ action: z.enum(["pause", "resume", "start", "close"]) }),
  z.object({ action: z.enum(["mute", "unmute"]), seat }),
  z.object({ action: z.enum(["spectator-chat", "private"]), on: z.boolean() }),
  z.object({
    action: z.literal("clock"),
    ms: z.number().int().positive().nullable(),
    fromHand: z.number().int().nullable(),
  }),
  z.object({ action: z.literal("deny"), request: z.string() }),
]);
export type HostEntry = z.infer<typeof hostEntry>;

/** A public sentence of the table itself. */
export function tableNote(type: string, text: string, data?: unknown): GameEvent {
  return data === undefined
    ? { type, audience: "public", text }
    : { type, audience: "public", text, data };
}

/** Adds a sentence at the table's current version (after that version's game events). */
export function addNote(t: LiveTable, note: GameEvent): void {
  const at = t.notes.get(t.version) ?? [];
  at.push(note);
  t.notes.set(t.version, at);
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

/** Applies a host entry to the table in memory, exactly as live and at every replay. */
export function applyHost(t: LiveTable, e: HostEntry): void {
  addNote(t, change(t, e));
}

/** Makes a host entry's change and returns its sentence. */
function change(t: LiveTable, e: HostEntry): GameEvent {
  switch (e.action) {
    case "pause":
      t.paused = true;
      return tableNote("host", "Paused by the host.", { action: "pause" });
    case "resume":
      t.paused = false;
      return tableNote("host", "Resumed by the host.", { action: "resume" });
    case "start":
      // The empty players' seats are given to the fallback bot; the table then plays.
      for (const s of t.seats)
        if (s.bot === null && s.tokenHash === null && !s.left) s.bot = t.settings.fallbackBot;
      if (t.status === "open") t.status = "running";
      return tableNote(
        "host",
        `The host started the table; the ${t.settings.fallbackBot} bot takes the empty seats.`,
        {
          action: "start",
        },
      );
    case "close":
      t.closed = true;
      return tableNote("host", "The host closed the table.", { action: "close" });
    case "mute":
      t.muted.add(e.seat);
      return tableNote("host", `Seat ${e.seat} is muted by the host.`, {
        action: "mute",
        seat: e.seat,
      });
    case "unmute":
      t.muted.delete(e.seat);
      return tableNote("host", `Seat ${e.seat} may chat again.`, {
        action: "unmute",
        seat: e.seat,
      });
    case "spectator-chat":
      t.spectatorChat = e.on;
      return tableNote("host", `The host turned spectators' chat ${e.on ? "on" : "off"}.`, {
        action: "spectator-chat",
        on: e.on,
      });
    case "private":
      t.isPrivate = e.on;
      return tableNote(
        "host",
        e.on
          ? "The table is private: joining waits for the host's approval."
          : "The table is open to anyone.",
        { action: "private", on: e.on },
      );
    case "clock": {
      t.clockChange = { ms: e.ms, fromHand: e.fromHand };
      const when = e.fromHand === null ? "from now on" : "from the next hand";
      const what = e.ms === null ? "There is no move clock" : `The move clock is ${seconds(e.ms)}`;
      return tableNote("host", `${what} ${when}.`, { action: "clock", ms: e.ms });
    }
    case "deny": {
      const i = t.requests.findIndex((r) => r.id === e.request);
      if (i >= 0) t.requests.splice(i, 1);
      t.answered.set(e.request, "denied");
      return tableNote("host", "The host turned down a request to join.", {
        action: "deny",
        request: e.request,
      });
    }
  }
}
