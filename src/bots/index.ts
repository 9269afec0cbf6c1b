import type { GameDefinition } from "../core/game.js";
import type { Player } from "../core/match.js";
import { randomPlayer } from "./random.js";

/** A bot by name, for `--bots random,…` on the command line and bot seats on the server. */
export type BotFactory = (game: GameDefinition, seed: number) => Player;

export const bots: Readonly<Record<string, BotFactory>> = {
  random: (_game, seed) => randomPlayer(seed),
};

export function botNames(): string[] {
  return Object.keys(bots);
}
