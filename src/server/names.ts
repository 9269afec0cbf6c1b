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
 * Characters that change how text around them is laid out or that show nothing at all: the
 * bidirectional embeddings, overrides, isolates and marks (U+202E would turn "Maya" into "ayaM"
 * and the rest of a log line with it), zero-width spaces and joiners, the soft hyphen, and every
 * other format character (Unicode's Cf), plus the fillers some fonts draw as blank. A name with
 * one could pass for another player's, or for nobody.
 */
export const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/u;

/**
 * The words the log says a seat to itself with (core/personal.ts): a player named so would read,
 * to everyone else, as each of them. Compared after compatibility folding, so "ＹＯＵ" is "you".
 */
const PERSONAL = new Set(["you", "your", "yours", "yourself"]);

/**
 * A name as given, trimmed; refused (`bad-name`, with a sentence saying why) if empty, too long,
 * holding control, bidirectional or invisible formatting characters, shaped like a seat ("Seat 2"),
 * or one of the words the log uses for the reader ("You", in any case): the log names seats and
 * the reader that way, and a player named so would read as someone else.
 */
export function checkName(raw: string): string {
  const name = raw.trim();
  const length = [...name].length;
  if (length < 1 || length > MAX_NAME)
    throw new ServerError(ServerCode.badName, `A name is 1 to ${MAX_NAME} characters long.`);
  if (CONTROL.test(name))
    throw new ServerError(ServerCode.badName, "A name may not hold control characters.");
  if (INVISIBLE.test(name))
    throw new ServerError(
      ServerCode.badName,
      "A name may not hold invisible or text-direction characters (such as U+202E or U+200B).",
    );
  if (/\bseat\s*\d/i.test(name.normalize("NFKC")))
    throw new ServerError(ServerCode.badName, 'A name may not look like a seat ("Seat 2").');
  if (PERSONAL.has(name.normalize("NFKC").toLowerCase()))
    throw new ServerError(
      ServerCode.badName,
      `A name may not be "${name}": the table says "You" to each player about themselves.`,
    );
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
