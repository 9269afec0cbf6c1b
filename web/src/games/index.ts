import type { ActionOf, GameId, ViewOf } from "../../../src/packages/list.js";
import { colonialUi } from "./colonial/ColonialBoard";
import { threeSidedUi, wildKillUi } from "./community/CommunityBoard";
import { dealersChoiceUi } from "./dealers-choice/NightBoard";
import { pyramidPokerUi } from "./pyramid-poker/PokerBoard";
import type { GameUi } from "./types";
import { tyramidUi } from "./tyramid/TyramidBoard";

/**
 * Each game's table drawing, the web half of its package: keyed by the registered games' ids and
 * typed by each game's own view and actions, so a game without a board, or a board drawn from
 * another game's view, does not compile.
 */
export const gameUis: { readonly [K in GameId]: GameUi<ViewOf<K>, ActionOf<K>> } = {
  colonial: colonialUi,
  "pyramid-poker": pyramidPokerUi,
  "three-sided": threeSidedUi,
  tyramid: tyramidUi,
  "wild-kill": wildKillUi,
  "dealers-choice": dealersChoiceUi,
};

/**
 * The drawing of a table of the game the server names, or none (the generic outline draws it).
 * This is the wire's edge: the view and legal actions arrive as JSON, and the server sends each
 * table its own game's, so they are handed to that game's board as its types.
 */
// biome-ignore lint/suspicious/noExplicitAny: a table's game is known only at run time.
export function uiFor(game: string): GameUi<any, any> | undefined {
  return Object.hasOwn(gameUis, game) ? gameUis[game as GameId] : undefined;
}
