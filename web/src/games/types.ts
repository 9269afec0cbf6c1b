import type { ComponentType } from "react";
import type { Action as EngineAction } from "../../../src/core/game.js";
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
