import { difficulties, isDifficulty } from "../../bots/difficulty.js";
import { ismctsConfig } from "../../bots/ismcts-spec.js";
import type { GameDefinition } from "../../core/game.js";
import type { GameRegistry } from "../../packages/registry.js";
import { hintsFor, splitBotSpec } from "../../players/bots.js";

/**
 * A search given only `share` of its budget (more tables search than there are threads): the
 * `ismcts` settings that make it, its budget read through the bot's own spec (`hard` is
 * `ismcts:hard`: the game's calibrated iterations and a wall cap) with both its iterations and its
 * milliseconds cut to the share (at least one iteration). Null for a bot that does not search.
 */
export function sharedSearch(
  game: GameDefinition,
  bot: string,
  share: number,
  registry: GameRegistry,
): string[] | null {
  const { name, args } = splitBotSpec(isDifficulty(bot) ? difficulties[bot].spec : bot);
  if (name !== "ismcts") return null;
  const { budget } = ismctsConfig(game, args, hintsFor(game, registry));
  return [
    ...(budget.iterations !== undefined
      ? [String(Math.max(1, Math.floor(budget.iterations * share)))]
      : []),
    ...(budget.milliseconds !== undefined
      ? [`${Math.max(1, budget.milliseconds * share).toFixed(1)}ms`]
      : []),
  ];
}
