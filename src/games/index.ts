import type { GameDefinition } from "../core/game.js";
import { tyramid } from "./tyramid/index.js";

/**
 * The registry: game id → definition. Adding a game is one line here; the CLI, the harness, the
 * server and the web client all read this list.
 */
export const games: readonly GameDefinition[] = [tyramid];

export function findGame(id: string): GameDefinition | undefined {
  return games.find((g) => g.id === id);
}
