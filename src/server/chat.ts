/**
 * The table's chat. A line is a log entry (kind "chat"), so a reconnect or a restart shows it
 * again; its text is data, sent as it was written (trimmed) and never put into a sentence.
 */
import { z } from "zod";
import type { Seat } from "../core/game.js";
import { readJson } from "./db/columns.js";
import type { TableLogRow } from "./db/schema.js";
import { ServerCode, ServerError } from "./errors.js";
import { CHAT_KEPT, type LiveTable } from "./live.js";
import { CONTROL } from "./names.js";
import type { ChatLine, RecordChatLine } from "./protocol.js";

export const MAX_CHAT = 300;

/** Chat lines a connection may send: one a second, three at once. */
export const CHAT_RATE = 1;
export const CHAT_BURST = 3;

/** A chat entry's data in the log. */
export const chatEntry = z.object({ name: z.string(), text: z.string() });

/** The text of a line of chat, trimmed; refused (`bad-chat`) if empty, too long or not one line. */
export function checkChat(raw: string): string {
  const text = raw.trim();
  const length = [...text].length;
  if (length < 1 || length > MAX_CHAT)
    throw new ServerError(
      ServerCode.badChat,
      `A chat message is 1 to ${MAX_CHAT} characters long.`,
    );
  if (CONTROL.test(text))
    throw new ServerError(ServerCode.badChat, "A chat message may not hold control characters.");
  return text;
}

/** Whether `seat` (null: a spectator) may chat at `t` now; a refusal says why not. */
export function mayChat(t: LiveTable, seat: Seat | null): void {
  if (seat !== null && t.muted.has(seat))
    throw new ServerError(ServerCode.muted, "The host muted your chat.");
  if (seat === null && !t.spectatorChat)
    throw new ServerError(ServerCode.chatOff, "The host turned spectators' chat off.");
}

/** Adds a logged line to the table's recent chat and returns it as watchers receive it. */
export function applyChat(
  t: LiveTable,
  seat: Seat | null,
  data: z.infer<typeof chatEntry>,
): ChatLine {
  const line: ChatLine = { seat, name: data.name, text: data.text, version: t.version };
  t.chat.push(line);
  if (t.chat.length > CHAT_KEPT) t.chat.splice(0, t.chat.length - CHAT_KEPT);
  return line;
}

/**
 * A finished table's chat from its log, each line with the count of actions before it, so a
 * replay shows what was said by the move it has reached. Unlike the table's recent chat, it is
 * all kept: the record is the table's whole story.
 */
export function recordChat(log: readonly TableLogRow[]): RecordChatLine[] {
  const lines: RecordChatLine[] = [];
  let step = 0;
  for (const e of log) {
    if (e.kind === "action") step++;
    else if (e.kind === "chat") {
      const data = readJson(chatEntry, e.data, `Table ${e.table_id}'s log entry ${e.seq}`);
      // Table-wide entries (a spectator's chat) name seat -1.
      lines.push({ seat: e.seat === -1 ? null : e.seat, name: data.name, text: data.text, step });
    }
  }
  return lines;
}
