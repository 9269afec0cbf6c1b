import type { GameDefinition } from "../core/game.js";
import { colonial } from "./colonial/index.js";
import { dealersChoice } from "./dealers-choice/index.js";
import { pyramidPoker } from "./pyramid-poker/index.js";
import { threeSided } from "./three-sided/index.js";
import { tyramid } from "./tyramid/index.js";
import { wildKill } from "./wild-kill/index.js";

/**
 * The registry: game id → definition. Adding a game is one line here; the CLI, the harness, the
 * server and the web client all read this list.
 */
export const games: readonly GameDefinition[] = [
  colonial,
  pyramidPoker,
  threeSided,
  wildKill,
  tyramid,
  dealersChoice,
];

export function findGame(id: string): GameDefinition | undefined {
  return games.find((g) => g.id === id);
}
