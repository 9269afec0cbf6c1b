/**
 * One name per player in a viewer's log. Engines write public events in the third person
 * ("Seat 0 checks.") and a seat's private events in the second ("You declare high."); a log read
 * by a seat names that seat "You" everywhere, so the same player never appears under two names.
 */
import type { Seat } from "./game.js";

/** Third-person verbs whose second person is not the stem less its "s". */
const IRREGULAR: Readonly<Record<string, string>> = { is: "are", has: "have", was: "were" };

/** "checks" → "check", "goes" → "go", "raises" → "raise", "is" → "are". */
function secondPerson(verb: string): string {
  const irregular = IRREGULAR[verb];
  if (irregular) return irregular;
  if (/(?:ch|sh|ss|x|o)es$/.test(verb)) return verb.slice(0, -2);
  return verb.endsWith("s") && !verb.endsWith("ss") ? verb.slice(0, -1) : verb;
}

/** Words ending in s that are no verb: "You take it and its …" keeps its "its". */
const NOT_VERBS = new Set(["its", "this", "his", "thus", "plus", "as", "us", "always", "less"]);

/**
 * The verb of a clause whose subject is the viewer, agreeing with "you": the one right after the
 * name, and each one joined to it by "and" before the clause ends ("You deal first and call the
 * game"; "You show two pair, aces and kings" keeps its kings after the comma).
 */
function agreeing(verb: string): string {
  return /s$/.test(verb) && !NOT_VERBS.has(verb) ? secondPerson(verb) : verb;
}

/**
 * True where a sentence or a line starts at `at` in `text`: engines capitalise "Seat 0" everywhere, as a
 * name, but "you" takes a capital only at the start of a sentence.
 */
function startsSentence(text: string, at: number): boolean {
  return /(?:^|[.!?]\s+|\n)$/.test(text.slice(0, at));
}

/** `text` as `viewer` reads it: its own seat becomes "You"/"you", "Seat 0's" becomes "Your". */
export function personal(text: string, viewer: Seat | "spectator" | null): string {
  if (viewer === null || viewer === "spectator") return text;
  const name = `[Ss]eat ${viewer}(?!\\d)`;
  const cased = (word: string, at: number, whole: string) =>
    startsSentence(whole, at) ? word[0]!.toUpperCase() + word.slice(1) : word;
  return text
    .replace(new RegExp(`\\b${name}'s\\b`, "g"), (_m, at: number, whole: string) =>
      cased("your", at, whole),
    )
    .replace(
      new RegExp(`\\b${name} ([a-z]+)\\b([^,.;:!?\\n]*)`, "g"),
      (_m, verb: string, rest: string, at: number, whole: string) =>
        `${cased("you", at, whole)} ${agreeing(verb)}${rest.replace(/\band ([a-z]+)\b/g, (_a, v: string) => `and ${agreeing(v)}`)}`,
    )
    .replace(new RegExp(`\\b${name}\\b`, "g"), (_m, at: number, whole: string) =>
      cased("you", at, whole),
    );
}
