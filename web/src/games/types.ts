import type { ComponentType, ReactNode } from "react";
import type { Action as EngineAction } from "../../../src/core/game.js";
import type { ActionOf, GameId, ViewOf } from "../../../src/packages/list.js";
import type { Action, Outcome, Seat, SeatSummary } from "../net/protocol";

/**
 * What every game's table drawing is given: the view and legal actions typed as its engine
 * types them (`BoardProps<ColonialView, ColonialAction>`), so a board reads no field its game
 * does not send.
 */
export interface BoardProps<V = unknown, A extends EngineAction = Action> {
  view: V;
  seat: Seat | null;
  players: number;
  seats: readonly SeatSummary[];
  legal: readonly A[];
  toAct: readonly Seat[];
  act: (action: A) => void;
  outcome: Outcome | null;
  /** The seat a seat number is called ("You", a name, "Bot 2"). */
  seatName: (seat: Seat) => string;
}

export interface GameUi<V = unknown, A extends EngineAction = Action> {
  Board: ComponentType<BoardProps<V, A>>;
  /** Actions the board takes by clicks on cards and places; the rest become buttons. */
  onBoard?: (action: A) => boolean;
  /**
   * The action's words on a button, where the game's text form is too terse; given the view and
   * the seat, so a call can say what it costs.
   */
  label?: (action: A, view: V, seat: Seat | null) => string | null;
  /** Per-seat figures for the seat bar (chips, score, cards in hand). */
  seatInfo?: (view: V, seat: Seat) => string[];
  /** The pot, for the bet presets (half pot, pot), in games that bet. */
  pot?: (view: V) => number | null;
  /** Replays "all face up": one view with every seat's hidden cards shown, from each seat's own. */
  faceUp?: (views: V[], spectator: V) => V;
}

/**
 * The light half of a game's web module (`web/src/games/<id>/entry.tsx`), which the home page
 * loads: its picture, and the words of the links to its extra pages, if it has them.
 */
export interface WebEntry {
  readonly picture: () => ReactNode;
  /** The adviser page's link (`#/advice/<id>`), where the game's module has an `Adviser`. */
  readonly adviser?: string;
  /** The odds page's link (`#/odds/<id>`), where the game's module has an `Odds` page. */
  readonly odds?: string;
}

/**
 * A game's web module (`web/src/games/<id>/index.tsx`, exported as `web`): its table drawing,
 * and the hooks the generic pages call for what only some games have. Typed by the game's view
 * and actions, so no page casts a view to a game's.
 */
export interface WebGame<V = unknown, A extends EngineAction = Action> {
  readonly id: string;
  readonly ui: GameUi<V, A>;
  /** The standalone adviser (`#/advice/<id>`); load it lazily, with the analysis it runs. */
  readonly Adviser?: ComponentType;
  /** The odds calculator (`#/odds/<id>`); load it lazily, with the analysis it runs. */
  readonly Odds?: ComponentType;
  /**
   * The adviser at a step of a replay, for the seat to act, from that seat's view only; null
   * where it has nothing to say at that step.
   */
  readonly replayAdvice?: (view: V, seat: Seat, label: string) => ReactNode;
}

/** A registered game's web module, typed by its package's game. */
export type WebGameOf<K extends GameId> = WebGame<ViewOf<K>, ActionOf<K>>;

/** Declares a registered game's web module: the compiler holds its board to the game's types. */
export function webGame<K extends GameId>(id: K, parts: Omit<WebGameOf<K>, "id">): WebGameOf<K> {
  return { id, ...parts };
}
