import type { RecordChatLine } from "../../../src/server/protocol.js";

/**
 * The chat said by a replay's step `step` (the lines whose `step` is at most it), or null when
 * the record carries no chat (a file saved before records held it, or by the terminal client).
 * A record may come from any file: lines that are not a line of chat are left out, never shown.
 */
export function chatAt(chat: unknown, step: number): RecordChatLine[] | null {
  if (!Array.isArray(chat)) return null;
  return chat.filter(
    (l): l is RecordChatLine =>
      typeof l === "object" &&
      l !== null &&
      typeof l.name === "string" &&
      typeof l.text === "string" &&
      typeof l.step === "number" &&
      (l.seat === null || typeof l.seat === "number") &&
      l.step <= step,
  );
}
