import type { GameUi, WebGame } from "./types";

/**
 * The games' web modules, found by their place: each game's folder's `index.tsx` exports `web`
 * (its board and its hooks), keyed by the folder's name, which is the game's id. Only the pages
 * that draw a table, a replay, an adviser or an odds page import this, so the home page loads
 * none; a test checks every registered game has one and each module's id is its folder's.
 */
// biome-ignore lint/suspicious/noExplicitAny: each module is typed by its own game; here they are one list.
type AnyWebGame = WebGame<any, any>;

const found = import.meta.glob<AnyWebGame>("./*/index.tsx", { eager: true, import: "web" });

export const webGames: Readonly<Record<string, AnyWebGame>> = Object.fromEntries(
  Object.entries(found).map(([path, web]) => [path.split("/")[1]!, web]),
);

/** A game's web module by an id from outside (a table, a record, a page's address). */
export function webGameOf(game: string): AnyWebGame | undefined {
  return Object.hasOwn(webGames, game) ? webGames[game] : undefined;
}

/**
 * The drawing of a table of the game the server names, or none (the generic outline draws it).
 * This is the wire's edge: the view and legal actions arrive as JSON, and the server sends each
 * table its own game's, so they are handed to that game's board as its types.
 */
// biome-ignore lint/suspicious/noExplicitAny: a table's game is known only at run time.
export function uiFor(game: string): GameUi<any, any> | undefined {
  return webGameOf(game)?.ui;
}
