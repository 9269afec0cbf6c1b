import { type BotFactory, botNames, bots } from "../bots/index.js";
import type { GameDefinition } from "../core/game.js";
import { fail } from "./fail.js";

/** `--bots a,b,c`: one name per seat to fill (the last name repeats if the list is short). */
export function botList(text: string | undefined, count: number): string[] {
  const names = (text ?? "random")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.length === 0) fail("--bots needs at least one bot name.");
  for (const n of names) if (!bots[n]) fail(`Unknown bot "${n}". Bots: ${botNames().join(", ")}.`);
  return Array.from({ length: count }, (_, i) => names[Math.min(i, names.length - 1)]!);
}

export function botFactory(name: string): BotFactory {
  const f = bots[name];
  if (!f) fail(`Unknown bot "${name}". Bots: ${botNames().join(", ")}.`);
  return f;
}

export function seatsFor(game: GameDefinition, players: number | undefined): number {
  const n = players ?? game.minPlayers;
  if (n < game.minPlayers || n > game.maxPlayers)
    fail(`${game.name} is for ${game.minPlayers}–${game.maxPlayers} players, not ${n}.`);
  return n;
}
