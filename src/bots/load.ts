import type { GameDefinition } from "../core/game.js";
import { findGame } from "../games/index.js";
import type { GameModule } from "./wire.js";

const loaded = new Map<string, GameDefinition>();

/** A game by id from the registry, or from a module (tests' toy games). */
export async function loadGame(id: string, module?: GameModule): Promise<GameDefinition> {
  const key = module ? `${module.url}#${module.name}` : id;
  let game = loaded.get(key);
  if (game) return game;
  if (module) {
    const m = (await import(module.url)) as Record<string, unknown>;
    const found = m[module.name];
    game = (typeof found === "function" ? found() : found) as GameDefinition | undefined;
    if (!game || typeof game !== "object" || game.id !== id)
      throw new Error(`${module.url} has no game "${id}" under "${module.name}".`);
  } else {
    game = findGame(id);
    if (!game) throw new Error(`Unknown game "${id}".`);
  }
  loaded.set(key, game);
  return game;
}
