import { colonialPackage } from "./colonial.js";
import { dealersChoicePackage } from "./dealers-choice.js";
import { pyramidPokerPackage } from "./pyramid-poker.js";
import { GameRegistry } from "./registry.js";
import { threeSidedPackage } from "./three-sided.js";
import { tyramidPackage } from "./tyramid.js";
import { wildKillPackage } from "./wild-kill.js";

/**
 * The games, one package each: registering a game is one line here. The game registry, the bots
 * and the home page's catalogue are read from this list, and lists keyed by `GameId` (the web's
 * boards and pictures, the engines the browser loads) fail to compile without every game.
 */
export const packages = [
  colonialPackage,
  pyramidPokerPackage,
  threeSidedPackage,
  wildKillPackage,
  tyramidPackage,
  dealersChoicePackage,
] as const;

export type GameId = (typeof packages)[number]["id"];

/** The package registered as `K`, with its game's own types. */
export type PackageOf<K extends GameId> = Extract<(typeof packages)[number], { id: K }>;
/** What a game shows a viewer: the type its board is drawn from. */
export type ViewOf<K extends GameId> = ReturnType<PackageOf<K>["game"]["view"]>;
/** A game's actions, as its legal moves and its board's clicks are typed. */
export type ActionOf<K extends GameId> = ReturnType<PackageOf<K>["game"]["legalActions"]>[number];

/** The project's games: what every host plays unless it is given another registry. */
export const registry = new GameRegistry(packages);

export { barePackage, type GamePackage, gamePackage } from "./package.js";
export { GameRegistry } from "./registry.js";
