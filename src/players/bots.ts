import { rebuyingWhenAsked } from "../betting/rebuy.js";
import { type Clock, defaultBudget, withoutClock } from "../bots/budget.js";
import { type Difficulty, difficulties } from "../bots/difficulty.js";
import type { SearchHints } from "../bots/hints.js";
import { ismctsPlayer } from "../bots/ismcts.js";
import { ismctsConfig } from "../bots/ismcts-spec.js";
import { randomPlayer } from "../bots/random.js";
import type { GameDefinition, Seat } from "../core/game.js";
import type { Player } from "../core/match.js";
import { seedToState } from "../core/rng.js";
import { registry as defaultRegistry } from "../packages/index.js";
import type { GamePackage } from "../packages/package.js";
import type { GameRegistry } from "../packages/registry.js";

/**
 * A bot's seed from its table's seed and its seat (and, for a bot made afresh for every
 * decision, that decision's number): a table played again from its seed plays the same, and
 * another seed gives other bots.
 */
export function tableBotSeed(tableSeed: string, seat: Seat, decision = 0): number {
  return seedToState(`${tableSeed}/bot/${seat}/${decision}`)[0];
}

/** What a bot is made with besides the game and its seed. */
export interface BotSetup {
  /** The words after the bot's name: `ismcts:100ms:c=0.5` gives ["100ms", "c=0.5"]. */
  readonly args?: readonly string[];
  /** Needed by bots given a time budget; hosts pass `() => performance.now()`. */
  readonly clock?: Clock;
}

/**
 * A bot by name, for `--bots random,…` on the command line and bot seats on the server. It is
 * deterministic for its seed (given an iteration budget), and sees only the seat's context:
 * the view, the legal actions and `observe`, never the true state. Bad args throw an Error
 * whose message names the problem.
 */
export type BotFactory = (game: GameDefinition, seed: number, setup?: BotSetup) => Player;

/**
 * The bots by name, for the games of a registry: a game's package gives its heuristic and its
 * search hints, and a game dealt deal by deal (a Pyramid night) is played by its dealt games' bots.
 */
export function botsOf(registry: GameRegistry): Readonly<Record<string, BotFactory>> {
  const heuristicOf = (game: GameDefinition) => heuristicMaker(registry.packageOf(game), registry);
  const table: Record<string, BotFactory> = {
    random: (_game, seed, setup) => {
      noArgs("random", setup);
      return randomPlayer(seed);
    },
    ismcts: (game, seed, setup) => {
      const deals = registry.packageOf(game)?.deals;
      if (deals) {
        // Each deal is searched as a table of the dealt game, with that game's hints. One bot
        // is made for every dealt game first, so settings one of them refuses fail now.
        // A deal's table ends with the deal but the night does not: its bots play each deal
        // for its chips (`objective=margin`) unless the spec says otherwise.
        const args = ["objective=margin", ...(setup?.args ?? [])];
        const make = (g: GameDefinition) => table.ismcts!(g, seed, { ...setup, args });
        for (const g of deals.games) make(g);
        return deals.player(make);
      }
      const config = ismctsConfig(game, setup?.args ?? [], hintsFor(game, registry));
      if (config.budget.milliseconds !== undefined && !setup?.clock) {
        // The default's second and a level's cap need a clock; a budget the spec names in ms
        // cannot do without.
        if (config.budget !== defaultBudget && !config.wallIsCap)
          throw new Error("ismcts with a time budget needs a clock from its host.");
        return ismctsPlayer(seed, { ...config, budget: withoutClock(config.budget) });
      }
      return ismctsPlayer(seed, { ...config, clock: setup?.clock });
    },
    heuristic: (game, seed, setup) => {
      noArgs("heuristic", setup);
      const make = heuristicOf(game);
      if (!make) throw new Error(`There is no heuristic bot for ${game.name} yet.`);
      return make(seed);
    },
    easy: byDifficulty("easy", () => table, heuristicOf),
    normal: byDifficulty("normal", () => table, heuristicOf),
    hard: byDifficulty("hard", () => table, heuristicOf),
  };
  // At a table with rebuys a bot rebuys whenever it may: chips to play with are worth more to a
  // bot than a place among the busted.
  return Object.fromEntries(
    Object.entries(table).map(([name, make]) => [
      name,
      (game: GameDefinition, seed: number, setup?: BotSetup) =>
        rebuyingWhenAsked(make(game, seed, setup)),
    ]),
  );
}

/** A package's heuristic; a dealt game has one when every game it deals has one. */
function heuristicMaker(
  pkg: GamePackage | undefined,
  registry: GameRegistry,
): ((seed: number) => Player) | undefined {
  if (pkg?.heuristic) return pkg.heuristic;
  const deals = pkg?.deals;
  if (!deals) return undefined;
  const makers = new Map(
    deals.games.map((g) => [g, heuristicMaker(registry.packageOf(g), registry)] as const),
  );
  if ([...makers.values()].some((m) => m === undefined)) return undefined;
  return (seed) => deals.player((game) => makers.get(game)!(seed));
}

/** What a search knows of a game: its package's hints, or nothing (a plain search). */
export function hintsFor(
  game: GameDefinition,
  registry: GameRegistry = defaultRegistry,
): SearchHints {
  return registry.packageOf(game)?.hints ?? {};
}

/** The bots of the project's own games. */
export const bots: Readonly<Record<string, BotFactory>> = botsOf(defaultRegistry);

/**
 * A difficulty's bot. A level played by the game's heuristic plays at random in a game that has
 * none, so every level plays every game (a heuristic is a package's option, not its duty).
 */
function byDifficulty(
  level: Difficulty,
  table: () => Readonly<Record<string, BotFactory>>,
  heuristicOf: (game: GameDefinition) => unknown,
): BotFactory {
  return (game, seed, setup) => {
    noArgs(level, setup);
    const spec = splitBotSpec(difficulties[level].spec);
    const { name, args } =
      spec.name === "heuristic" && !heuristicOf(game) ? { name: "random", args: [] } : spec;
    return table()[name]!(game, seed, { ...setup, args });
  };
}

export function botNames(): string[] {
  return Object.keys(bots);
}

/** The bots that can play a game: every one but `heuristic` in a game without a heuristic. */
export function botsFor(game: GameDefinition, registry: GameRegistry = defaultRegistry): string[] {
  const heuristic = heuristicMaker(registry.packageOf(game), registry) !== undefined;
  return botNames().filter((name) => name !== "heuristic" || heuristic);
}

/** `ismcts:100ms:c=0.5` → its name and args. */
export function splitBotSpec(spec: string): { name: string; args: string[] } {
  const [name = "", ...args] = spec.trim().split(":");
  return { name, args };
}

/**
 * A bot from its spec (`random`, `ismcts:100ms`, `heuristic`) for one seat; throws an Error with a
 * message for a player on an unknown name or bad args.
 */
export function makeBot(
  spec: string,
  game: GameDefinition,
  seed: number,
  clock?: Clock,
  registry: GameRegistry = defaultRegistry,
): Player {
  const { name, args } = splitBotSpec(spec);
  const factory = (registry === defaultRegistry ? bots : botsOf(registry))[name];
  if (!factory) throw new Error(`Unknown bot "${name}". Bots: ${botNames().join(", ")}.`);
  return factory(game, seed, { args, ...(clock ? { clock } : {}) });
}

function noArgs(name: string, setup?: BotSetup): void {
  if (setup?.args && setup.args.length > 0)
    throw new Error(`The ${name} bot takes no settings, got "${setup.args.join(":")}".`);
}
