import type { GameDefinition } from "../core/game.js";
import {
  defaultOptions,
  jsonSchemaOf,
  type OptionInfo,
  optionInfo,
  type ValueSchema,
} from "../core/options.js";

/**
 * One game as `GET /api/games` lists it. The web client reads this type (`import type`), so what
 * the server sends and what the browser expects cannot drift; and it draws the Create table form
 * from `optionSchema`, so the browser needs no engine to know a game's options.
 */
export interface GameListing {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly players: { readonly min: number; readonly max: number };
  /** Every option at its default, as a table gets it when its creator sets none. */
  readonly defaults: Record<string, unknown>;
  /** The options in a flat list with their values in words, as `pyramids list` prints them. */
  readonly options: readonly OptionInfo[];
  /**
   * The options as JSON Schema, the input side (what a creator may write): each option's values,
   * default and description; a group of options (`betting`) is an object of its own.
   */
  readonly optionSchema: ValueSchema;
  readonly variants: readonly GameVariant[];
  /** The bots that can play this game. */
  readonly bots: readonly string[];
}

export interface GameVariant {
  readonly id: string;
  readonly description: string;
  readonly options: Readonly<Record<string, unknown>>;
  /** Player counts the variant is played with; absent: every count the game allows. */
  readonly players?: readonly number[];
}

export function gameListing(game: GameDefinition, bots: readonly string[]): GameListing {
  return {
    id: game.id,
    name: game.name,
    summary: game.summary,
    players: { min: game.minPlayers, max: game.maxPlayers },
    defaults: defaultOptions(game),
    options: optionInfo(game.options),
    optionSchema: jsonSchemaOf(game.options),
    variants: Object.entries(game.variants).map(([id, v]) => ({ id, ...v })),
    bots,
  };
}
