import { z } from "zod";
import type { AwayNote } from "../core/away.js";
import type { Action, Seat } from "../core/game.js";
import { actionData, awayActionData, readJson } from "./db/columns.js";
import type { LiveTable } from "./live.js";

/** Why the server moved for a player's seat: its clock ran out, or its player is away. */
export type AwayWhy = "clock" | "away";

/** Who chose a move the server made for a player: the game's away rule, or a fallback bot. */
export type AwayBy = { rule: true } | { bot: string };

/**
 * An action entry's data: the action itself, or for a move the server made for a player, the
 * action with why and by whom. An action always has a `type`; the away form never does.
 */
export function encodeAction(action: Action, away?: { why: AwayWhy; by: AwayBy }): string {
  if (!away) return JSON.stringify(action);
  const by = "rule" in away.by ? "rule" : away.by.bot;
  return JSON.stringify({ away: away.why, by, action });
}

export function decodeAction(
  data: string,
  what: string,
): { action: Action; away: AwayNote | null } {
  const parsed = readJson(z.union([awayActionData, actionData]), data, what);
  if ("away" in parsed && "action" in parsed && !("type" in parsed))
    return { action: parsed.action, away: { why: parsed.away, by: parsed.by } };
  return { action: parsed as Action, away: null };
}

/**
 * Which players' seats have a live connection, and the grace period after which a disconnected
 * player's seat is played by the away rule until they return.
 */
export class Presence {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  /** `changed`: a seat came, went or turned away; tell the table and let the server move. */
  constructor(private readonly changed: (t: LiveTable) => void) {}

  /** A connection for `seat` arrived or closed. */
  update(t: LiveTable, seat: Seat): void {
    const key = `${t.id}:${seat}`;
    // A connection that comes or goes was there until now.
    t.presentAt = Date.now();
    if (t.isConnected(seat)) {
      clearTimeout(this.timers.get(key));
      this.timers.delete(key);
      // Coming back gives the seat back: the away rule stops playing it.
      t.away.delete(seat);
    } else if (!this.timers.has(key) && t.settings.awayAfterMs > 0 && t.status !== "finished") {
      const timer = setTimeout(() => {
        this.timers.delete(key);
        const s = t.seats[seat];
        if (!s || s.bot !== null || s.left || t.status === "finished" || t.isConnected(seat))
          return;
        t.away.add(seat);
        this.changed(t);
      }, t.settings.awayAfterMs);
      timer.unref();
      this.timers.set(key, timer);
    }
    this.changed(t);
  }

  /** Forgets a table's timers (it finished or left this process). */
  forget(t: LiveTable): void {
    for (let seat = 0; seat < t.players; seat++) {
      const key = `${t.id}:${seat}`;
      clearTimeout(this.timers.get(key));
      this.timers.delete(key);
    }
  }

  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
