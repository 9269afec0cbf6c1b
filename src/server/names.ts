/**
 * Players' names: what a name may be, the name a player who gave none is given, and the sentences
 * of the log as each viewer reads them. Engines write "Seat 0 bets 10."; a seat reads itself as
 * "You" (core/personal.ts) and every other named seat by its name, so naming stays presentation
 * on the server and the engines never see a name.
 */
import type { Seat, Viewer } from "../core/game.js";
import { personal } from "../core/personal.js";
import { ServerCode, ServerError } from "./errors.js";

export const MAX_NAME = 24;

/** C0 and C1 controls, and the line and paragraph separators: a name is one line of text. */
export const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/**
 * A name as given, trimmed; refused (`bad-name`) if empty, too long, holding control characters,
 * or shaped like a seat ("Seat 2"): the log names seats that way, and a player named so would
 * read as someone else.
 */
export function checkName(raw: string): string {
  const name = raw.trim();
  const length = [...name].length;
  if (length < 1 || length > MAX_NAME)
    throw new ServerError(ServerCode.badName, `A name is 1 to ${MAX_NAME} characters long.`);
  if (CONTROL.test(name))
    throw new ServerError(ServerCode.badName, "A name may not hold control characters.");
  if (/\bseat\s*\d/i.test(name))
    throw new ServerError(ServerCode.badName, 'A name may not look like a seat ("Seat 2").');
  return name;
}

/** Names compare without regard to case: "maya" and "Maya" are the same player to the table. */
export function sameName(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;
}

/** The name for a player who gave none: "Player N" for their seat, or the next one free. */
export function defaultName(seat: Seat | undefined, taken: readonly string[]): string {
  const free = (n: number) => !taken.some((t) => sameName(t, `Player ${n}`));
  if (seat !== undefined && free(seat + 1)) return `Player ${seat + 1}`;
  let n = 1;
  while (!free(n)) n++;
  return `Player ${n}`;
}

/**
 * `text` as `viewer` reads it: its own seat as "You", every other seat with a name by that name
 * ("Seat 1 calls." → "Maya calls."). A seat without one (a bot's) stays "Seat N". The name is put
 * in by a function, never as a replacement pattern, so no character of it is ever interpreted.
 */
export function namedText(text: string, viewer: Viewer, names: readonly (string | null)[]): string {
  const mine = personal(text, viewer);
  return mine.replace(/\b[Ss]eat (\d+)(?!\d)/g, (m, n: string) => names[Number(n)] ?? m);
}
