import type { WebEntry } from "./types";

/**
 * The light halves of the games' web modules, found by their place: each game's folder's
 * `entry.tsx` (picture and links), keyed by the folder's name, which is the game's id. The home
 * page reads them; a test checks every registered game has one.
 */
const found = import.meta.glob<WebEntry>("./*/entry.tsx", { eager: true, import: "entry" });

export const webEntries: Readonly<Record<string, WebEntry>> = Object.fromEntries(
  Object.entries(found).map(([path, entry]) => [path.split("/")[1]!, entry]),
);

/** A game's light web half, or undefined for a game without one (its name stands for it). */
export function webEntryOf(id: string): WebEntry | undefined {
  return Object.hasOwn(webEntries, id) ? webEntries[id] : undefined;
}
