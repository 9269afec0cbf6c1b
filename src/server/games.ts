import { pathToFileURL } from "node:url";
import type { GameDefinition } from "../core/game.js";
import { registry } from "../packages/index.js";
import { barePackage, type GamePackage } from "../packages/package.js";
import type { GameRegistry } from "../packages/registry.js";

/**
 * The games a server plays: the registry, plus any modules named in the configuration (each
 * exporting `packages`, game packages with their bots, or `games`, plain definitions), which is
 * how tests and operators add a game without editing the registry. The bot threads load the same
 * list, so a bot can play every game the server serves.
 */
export async function loadGames(modules: readonly string[]): Promise<GameRegistry> {
  let all = registry;
  for (const m of modules) {
    const url = m.startsWith("file:") ? m : pathToFileURL(m).href;
    const mod = (await import(url)) as {
      packages?: readonly GamePackage[];
      games?: readonly GameDefinition[];
    };
    if (!Array.isArray(mod.packages) && !Array.isArray(mod.games))
      throw new Error(`${m} exports neither a list named packages nor one named games.`);
    all = all.with([...(mod.packages ?? []), ...(mod.games ?? []).map(barePackage)]);
  }
  return all;
}
