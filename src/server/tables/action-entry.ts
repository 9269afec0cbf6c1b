/**
 * An action as the log holds it: a player's own, or a move the server made for a player's seat,
 * with why (the clock, away) and who chose it (the game's away rule, or a fallback bot).
 */
import { z } from "zod";
import type { AwayNote } from "../../core/away.js";
import type { Action } from "../../core/game.js";
import { actionData, awayActionData, readJson } from "../db/columns.js";

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

/** An action entry's data read back; `what` names the entry in the error if it is not one. */
export function decodeAction(
  data: string,
  what: string,
): { action: Action; away: AwayNote | null } {
  const parsed = readJson(z.union([awayActionData, actionData]), data, what);
  if ("away" in parsed && "action" in parsed && !("type" in parsed))
    return { action: parsed.action, away: { why: parsed.away, by: parsed.by } };
  return { action: parsed as Action, away: null };
}
