/**
 * A game package: everything the project knows about one game, joined in one declaration. The
 * engine knows nothing of bots or pages; its package puts beside it the bots' knowledge of the
 * game and the home page's words for it, and the web client adds its board keyed by the same id.
 */
import type { AdviseHook } from "../analysis/advise.js";
import type { ShowdownHook } from "../analysis/showdown.js";
import type { SearchHints } from "../bots/hints.js";
import type { Action, GameDefinition } from "../core/game.js";
import type { Lesson } from "../core/lesson.js";
import type { Player } from "../core/match.js";
import type { CatalogueEntry } from "../games/entry.js";
import type { HandEvaluator } from "../games/evaluator.js";
import type { OddsHook } from "./odds.js";

/**
 * A game each of whose deals is a table of another game (a Pyramid night): a bot plays it by
 * handing each deal to a bot of the dealt game.
 */
export interface DealtGames {
  /** Every game a deal may be: a bot is made for each before the table starts, so a bot that cannot play one fails early. */
  readonly games: readonly GameDefinition[];
  /** A player of the whole table from a bot per dealt game (made when first needed). */
  player(makeDealBot: (game: GameDefinition) => Player): Player;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds packages of games of every type.
type Any = any;

/**
 * A game's optional extras, which generic host commands call and never name a game for: each is
 * plain functions of words in and words out, so the package knows no host.
 */
export interface Extras {
  /** `pyramids eval <id>` and `pyramids compare <id>`: one hand of the game described. */
  readonly hand?: HandEvaluator;
  /** `pyramids odds <id>`: each player's chances from the cards known. */
  readonly odds?: OddsHook;
  /** `pyramids advise <id>`: every choice of a hand or a position, with its odds or value. */
  readonly advise?: AdviseHook;
  /** `pyramids showdown <id>`: a disputed pot refereed as the game pays it. */
  readonly showdown?: ShowdownHook;
}

/** The parts of a package, given by its author. */
export interface PackageParts<Id extends string, O, S, A extends Action, V> {
  readonly entry: CatalogueEntry<Id>;
  readonly game: GameDefinition<O, S, A, V>;
  /**
   * The game's rules-aware bot (`heuristic`, and the `easy` level built on it): a player typed by
   * the game's own state, actions and view, or one typed for any game.
   */
  readonly heuristic?: (seed: number) => Player<S, A, V> | Player;
  /** What a search knows of the game beyond its rules; without them it searches plainly. */
  readonly hints?: SearchHints<S, A>;
  readonly deals?: DealtGames;
  /** The game taught step by step on its own engine (`pyramids learn`, the web's Learn page). */
  readonly lesson?: Lesson;
  /** Extras (`Extras`): what hosts offer for this game beside its tables. */
  readonly extras?: Extras;
}

/**
 * One game's package: its parts and its id. Its types are the game's own, so a board can be typed
 * by its view.
 */
export interface GamePackage<
  Id extends string = string,
  O = Any,
  S = Any,
  A extends Action = Any,
  V = Any,
> extends PackageParts<Id, O, S, A, V> {
  readonly id: Id;
}

/**
 * One game's package. Its id is its entry's, kept as a literal type so that lists keyed by game
 * (boards, pictures, engines) are checked by the compiler to hold every game.
 */
export function gamePackage<const Id extends string, O, S, A extends Action, V>(
  parts: PackageParts<Id, O, S, A, V>,
): GamePackage<Id, O, S, A, V> {
  const { entry, game } = parts;
  const mismatch = (["id", "name", "minPlayers", "maxPlayers"] as const).find(
    (key) => entry[key] !== game[key],
  );
  if (mismatch)
    throw new Error(
      `The package of "${entry.id}" joins a game whose ${mismatch} is ${JSON.stringify(game[mismatch])}, not its entry's ${JSON.stringify(entry[mismatch])}.`,
    );
  return { id: entry.id, ...parts };
}

/**
 * A game served without a package of its own (a module given to `pyramids serve --games` that
 * exports plain definitions): its entry is read from the definition, and it has no bots of its
 * own beyond those that play any game.
 */
export function barePackage(game: GameDefinition): GamePackage {
  return {
    id: game.id,
    entry: {
      id: game.id,
      name: game.name,
      minPlayers: game.minPlayers,
      maxPlayers: game.maxPlayers,
      ...(game.defaultPlayers ? { defaultPlayers: game.defaultPlayers } : {}),
      playNowPlayers: game.defaultPlayers ?? game.minPlayers,
      blurb: game.summary,
    },
    game,
  };
}
