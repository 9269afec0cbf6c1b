import { rebuyingWhenAsked } from "../betting/rebuy.js";
import type { GameDefinition, Seat } from "../core/game.js";
import type { Player } from "../core/match.js";
import { seedToState } from "../core/rng.js";
import { type Clock, defaultBudget, withoutClock } from "./budget.js";
import { colonialHeuristic } from "./colonial/index.js";
import { dealersChoicePlayer, eachCallable } from "./dealers-choice/index.js";
import { type Difficulty, difficulties } from "./difficulty.js";
import { ismctsPlayer } from "./ismcts.js";
import { ismctsConfig } from "./ismcts-spec.js";
import { pyramidHeuristic } from "./pyramid-poker/index.js";
import { randomPlayer } from "./random.js";
import { threeSidedHeuristic } from "./three-sided/index.js";
import { tyramidHeuristic } from "./tyramid/index.js";
import { wildKillHeuristic } from "./wild-kill/index.js";

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

/** Rules-aware bots by game id; each game's heuristic module adds its line here. */
export const heuristics: Record<string, BotFactory> = {
  "three-sided": (_game, seed, setup) => {
    noArgs("heuristic", setup);
    return threeSidedHeuristic(seed);
  },
  colonial: (_game, seed, setup) => {
    noArgs("heuristic", setup);
    return colonialHeuristic(seed);
  },
  "pyramid-poker": (_game, seed, setup) => {
    noArgs("heuristic", setup);
    return pyramidHeuristic(seed);
  },
  tyramid: (_game, seed, setup) => {
    noArgs("heuristic", setup);
    return tyramidHeuristic(seed);
  },
  "wild-kill": (_game, seed, setup) => {
    noArgs("heuristic", setup);
    return wildKillHeuristic(seed);
  },
  // Calls the table's games in rotation; each deal is played by the called game's heuristic.
  "dealers-choice": (_game, seed, setup) => {
    noArgs("heuristic", setup);
    return dealersChoicePlayer((game) => heuristics[game.id]!(game, seed, setup)) as Player;
  },
};

const botMakers: Readonly<Record<string, BotFactory>> = {
  random: (_game, seed, setup) => {
    noArgs("random", setup);
    return randomPlayer(seed);
  },
  ismcts: (game, seed, setup) => {
    if (game.id === "dealers-choice") {
      // Each deal is searched as a table of the called game, with that game's hints.
      const make = (g: GameDefinition) => botMakers.ismcts!(g, seed, setup);
      eachCallable(make);
      return dealersChoicePlayer(make) as Player;
    }
    const config = ismctsConfig(game, setup?.args ?? []);
    if (config.budget.milliseconds !== undefined && !setup?.clock) {
      // The default's second needs a clock; a budget the spec names in ms cannot do without.
      if (config.budget !== defaultBudget)
        throw new Error("ismcts with a time budget needs a clock from its host.");
      return ismctsPlayer(seed, { ...config, budget: withoutClock(config.budget) });
    }
    return ismctsPlayer(seed, { ...config, clock: setup?.clock });
  },
  heuristic: (game, seed, setup) => {
    const make = heuristics[game.id];
    if (!make) throw new Error(`There is no heuristic bot for ${game.name} yet.`);
    return make(game, seed, setup);
  },
  easy: byDifficulty("easy"),
  normal: byDifficulty("normal"),
  hard: byDifficulty("hard"),
};

function byDifficulty(level: Difficulty): BotFactory {
  return (game, seed, setup) => {
    noArgs(level, setup);
    const { name, args } = splitBotSpec(difficulties[level].spec);
    return bots[name]!(game, seed, { ...setup, args });
  };
}

/**
 * Every bot by name. At a table with rebuys a bot rebuys whenever it may: chips to play with are
 * worth more to a bot than a place among the busted.
 */
export const bots: Readonly<Record<string, BotFactory>> = Object.fromEntries(
  Object.entries(botMakers).map(([name, make]) => [
    name,
    (game: GameDefinition, seed: number, setup?: BotSetup) =>
      rebuyingWhenAsked(make(game, seed, setup)),
  ]),
);

export function botNames(): string[] {
  return Object.keys(bots);
}

/** The bots that can play a game: `heuristic` and `easy` only in games that have a heuristic. */
export function botsFor(game: GameDefinition): string[] {
  const needsHeuristic = (name: string) => name === "heuristic" || name === "easy";
  return botNames().filter((name) => !needsHeuristic(name) || game.id in heuristics);
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
export function makeBot(spec: string, game: GameDefinition, seed: number, clock?: Clock): Player {
  const { name, args } = splitBotSpec(spec);
  const factory = bots[name];
  if (!factory) throw new Error(`Unknown bot "${name}". Bots: ${botNames().join(", ")}.`);
  return factory(game, seed, { args, ...(clock ? { clock } : {}) });
}

function noArgs(name: string, setup?: BotSetup): void {
  if (setup?.args && setup.args.length > 0)
    throw new Error(`The ${name} bot takes no settings, got "${setup.args.join(":")}".`);
}
