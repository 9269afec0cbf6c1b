import type { GameDefinition } from "../core/game.js";
import type { GameId } from "../packages/index.js";
import { colonial } from "./colonial/index.js";
import { dealersChoice } from "./dealers-choice/index.js";
import { pyramidPoker } from "./pyramid-poker/index.js";
import { threeSided } from "./three-sided/index.js";
import { tyramid } from "./tyramid/index.js";
import { wildKill } from "./wild-kill/index.js";

/**
 * The engines alone, for hosts that must not load bots (the browser replays records and reads
 * options with these). The registry is the package list (`src/packages`); this list is keyed by
 * its ids, so the compiler refuses it without every registered game.
 */
export const engines: { readonly [K in GameId]: GameDefinition } = {
  colonial,
  "pyramid-poker": pyramidPoker,
  "three-sided": threeSided,
  "wild-kill": wildKill,
  tyramid,
  "dealers-choice": dealersChoice,
};

/** The engines in the registry's order. */
export const games: readonly GameDefinition[] = Object.values(engines);

/** An engine by an id from outside (a record, a page's address): undefined if unknown. */
export function findGame(id: string): GameDefinition | undefined {
  return Object.hasOwn(engines, id) ? engines[id as GameId] : undefined;
}
