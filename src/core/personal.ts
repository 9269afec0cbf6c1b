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

/** `text` as `viewer` reads it: its own seat becomes "You"/"you", "Seat 0's" becomes "Your". */
export function personal(text: string, viewer: Seat | "spectator" | null): string {
  if (viewer === null || viewer === "spectator") return text;
  const name = `[Ss]eat ${viewer}(?!\\d)`;
  return text
    .replace(new RegExp(`\\b${name}'s\\b`, "g"), (m) => (m[0] === "S" ? "Your" : "your"))
    .replace(new RegExp(`\\b${name} ([a-z]+)\\b`, "g"), (m, verb: string) => {
      const you = m[0] === "S" ? "You" : "you";
      // Only a verb right after the name agrees with "you"; other words stay as they are.
      return /s$/.test(verb) ? `${you} ${secondPerson(verb)}` : `${you} ${verb}`;
    })
    .replace(new RegExp(`\\b${name}\\b`, "g"), (m) => (m[0] === "S" ? "You" : "you"));
}
