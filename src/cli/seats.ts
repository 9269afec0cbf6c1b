import type { GameDefinition } from "../core/game.js";
import type { Player } from "../core/match.js";
import type { GameRegistry } from "../packages/registry.js";
import { botNames, bots, makeBot, splitBotSpec } from "../players/bots.js";
import { fail } from "./fail.js";

/**
 * `--bots a,b,c`: one bot spec per seat to fill (the last repeats if the list is short). A spec
 * is a name with settings after colons: `ismcts:100ms`, `ismcts:5000:trees=own`.
 */
export function botList(text: string | undefined, count: number): string[] {
  const names = (text ?? "random")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.length === 0) fail("--bots needs at least one bot name.");
  for (const n of names) {
    const { name } = splitBotSpec(n);
    if (!bots[name]) fail(`Unknown bot "${name}". Bots: ${botNames().join(", ")}.`);
  }
  return Array.from({ length: count }, (_, i) => names[Math.min(i, names.length - 1)]!);
}

/** The terminal's clock, for bots given a time budget. */
export const hostClock = () => performance.now();

/** A bot for one seat; a bad spec is a clear error. */
export function seatBot(
  spec: string,
  game: GameDefinition,
  seed: number,
  registry?: GameRegistry,
): Player {
  try {
    return makeBot(spec, game, seed, hostClock, registry);
  } catch (e) {
    fail((e as Error).message);
  }
}

export function seatsFor(game: GameDefinition, players: number | undefined): number {
  const n = players ?? game.defaultPlayers ?? game.minPlayers;
  if (n < game.minPlayers || n > game.maxPlayers)
    fail(`${game.name} is for ${game.minPlayers}–${game.maxPlayers} players, not ${n}.`);
  return n;
}
