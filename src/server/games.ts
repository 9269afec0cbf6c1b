import { pathToFileURL } from "node:url";
import type { GameDefinition } from "../core/game.js";
import { games as registry } from "../games/index.js";

/**
 * The games a server plays: the registry, plus any modules named in the configuration (each
 * exporting `games`), which is how tests and operators add a game without editing the registry.
 * The bot threads load the same list, so a bot can play every game the server serves.
 */
export async function loadGames(modules: readonly string[]): Promise<Map<string, GameDefinition>> {
  const all = new Map<string, GameDefinition>();
  for (const g of registry) all.set(g.id, g);
  for (const m of modules) {
    const url = m.startsWith("file:") ? m : pathToFileURL(m).href;
    const mod = (await import(url)) as { games?: readonly GameDefinition[] };
    if (!Array.isArray(mod.games)) throw new Error(`${m} does not export a list named games.`);
    for (const g of mod.games) all.set(g.id, g);
  }
  return all;
}
