import type { Seat } from "../core/game.js";

/**
 * A game that is not in the registry, loaded by URL in a worker: the module's export `name` is
 * a GameDefinition or a function of no arguments returning one. Tests use it for toy games.
 */
export interface GameModule {
  readonly url: string;
  readonly name: string;
}

/** One decision asked of the bot pool. */
export interface ThinkRequest {
  /** A registered game id (or the id of `module`'s game). */
  readonly game: string;
  readonly module?: GameModule;
  /** The true state: the worker shows the bot only the seat's view, legal actions and resamples. */
  readonly state: unknown;
  readonly seat: Seat;
  /** A bot spec: `ismcts:500ms`, `heuristic`, `random`. */
  readonly bot: string;
  readonly seed: number;
}
