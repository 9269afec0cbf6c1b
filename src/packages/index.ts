/**
 * The registered games' packages, loaded from the one list (`list.ts`), and everything a host
 * reads from them: the registry (the CLI, tournaments, the bots and the server), and the engines
 * alone by id (the browser replays records and reads options with these).
 */
import type { GameDefinition } from "../core/game.js";
import { type GameId, gameList, type Listed, type PackageOf } from "./list.js";
import type { GamePackage } from "./package.js";
import { GameRegistry } from "./registry.js";

/** The packages of a list of games, loaded, in its order. */
export async function packagesOf(list: readonly Listed[]): Promise<GamePackage[]> {
  return Promise.all(list.map(async (l) => (await l.load()).default));
}

/** The packages, in the list's order, each typed by its own game. */
export const packages = (await packagesOf(gameList)) as readonly PackageOf<GameId>[];

/** The project's games: what every host plays unless it is given another registry. */
export const registry = new GameRegistry(packages);

/** Each registered engine by its id, typed by its own game. */
export const engines = Object.fromEntries(packages.map((p) => [p.id, p.game])) as {
  readonly [K in GameId]: PackageOf<K>["game"];
};

/** The engines in the list's order. */
export const games: readonly GameDefinition[] = registry.games;

/** An engine by an id from outside (a record, a page's address): undefined if unknown. */
export function findGame(id: string): GameDefinition | undefined {
  return registry.get(id);
}

export {
  type ActionOf,
  catalogue,
  type GameId,
  gameList,
  type Listed,
  listed,
  type PackageOf,
  type ViewOf,
} from "./list.js";
export { barePackage, type GamePackage, gamePackage } from "./package.js";
export { GameRegistry } from "./registry.js";
