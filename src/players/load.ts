import { pathToFileURL } from "node:url";
import type { GameDefinition } from "../core/game.js";
import { registry } from "../packages/index.js";
import { barePackage, type GamePackage } from "../packages/package.js";
import type { GameRegistry } from "../packages/registry.js";
import type { GameModule } from "./wire.js";

const loaded = new Map<string, GameRegistry>();

/**
 * The registry a worker plays with: the project's, plus the game of `module` (tests' toy games).
 * The module's export is a package, a game definition (played by the bots that play any game),
 * or a function of no arguments returning either.
 */
export async function loadRegistry(module?: GameModule): Promise<GameRegistry> {
  if (!module) return registry;
  const key = `${module.url}#${module.name}`;
  let found = loaded.get(key);
  if (!found) {
    const m = (await import(module.url)) as Record<string, unknown>;
    const exported = m[module.name];
    const value = typeof exported === "function" ? exported() : exported;
    const pkg = asPackage(value);
    if (!pkg) throw new Error(`${module.url} has no game package or game under "${module.name}".`);
    found = registry.with([pkg]);
    loaded.set(key, found);
  }
  return found;
}

function asPackage(value: unknown): GamePackage | undefined {
  if (!value || typeof value !== "object") return undefined;
  if ("entry" in value && "game" in value) return value as GamePackage;
  if ("id" in value && "apply" in value) return barePackage(value as GameDefinition);
  return undefined;
}

/**
 * The project's registry, plus any modules named (a server's `--games`, the conformance tests'
 * `PYRAMIDS_GAMES`), each exporting `packages`, game packages with their bots, or `games`, plain
 * definitions: how tests and operators add a game without editing the list. A server's bot
 * threads load the same modules, so a bot can play every game the server serves.
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
