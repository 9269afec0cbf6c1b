import type { ComponentType } from "react";
import type { Action, Outcome, Seat, SeatSummary } from "../net/protocol";

/** What every game's table drawing is given. */
export interface BoardProps {
  // biome-ignore lint/suspicious/noExplicitAny: each game reads its own view shape.
  view: any;
  seat: Seat | null;
  players: number;
  seats: readonly SeatSummary[];
  legal: readonly Action[];
  toAct: readonly Seat[];
  act: (action: Action) => void;
  outcome: Outcome | null;
  /** The seat a seat number is called ("You", a name, "Bot 2"). */
  seatName: (seat: Seat) => string;
}

export interface GameUi {
  Board: ComponentType<BoardProps>;
  /** Actions the board takes by clicks on cards and places; the rest become buttons. */
  onBoard?: (action: Action) => boolean;
  /**
   * The action's words on a button, where the game's text form is too terse; given the view and
   * the seat, so a call can say what it costs.
   */
  // biome-ignore lint/suspicious/noExplicitAny: each game reads its own view shape.
  label?: (action: Action, view: any, seat: Seat | null) => string | null;
  /** Per-seat figures for the seat bar (chips, score, cards in hand). */
  // biome-ignore lint/suspicious/noExplicitAny: each game reads its own view shape.
  seatInfo?: (view: any, seat: Seat) => string[];
  /** The pot, for the bet presets (half pot, pot), in games that bet. */
  // biome-ignore lint/suspicious/noExplicitAny: each game reads its own view shape.
  pot?: (view: any) => number | null;
  /** Replays "all face up": one view with every seat's hidden cards shown, from each seat's own. */
  // biome-ignore lint/suspicious/noExplicitAny: each game reads its own view shape.
  faceUp?: (views: any[], spectator: any) => any;
}
