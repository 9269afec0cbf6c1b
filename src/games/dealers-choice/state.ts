/** Pyramid night's state: the session's chips and button, and the called game's own table. */
import type { TableSeats } from "../../betting/index.js";
import type { RngState } from "../../core/rng.js";
import type { CallableId, Points } from "./call.js";
import type { DealersChoiceOptions } from "./options.js";

/** One deal: the call, and the called game's state, a table of this one hand. */
export interface Deal {
  readonly game: CallableId;
  readonly points: Points;
  /** The called game's full options for the deal (the table's betting and the points). */
  readonly options: unknown;
  readonly dealer: number;
  /** 1-based number of the deal in the session. */
  readonly number: number;
  /** The call in words, as announced. */
  readonly text: string;
  /** The called game's state; over once the deal is paid. */
  readonly state: unknown;
}

export interface DealersChoiceState extends TableSeats {
  /** The session's generator between deals; during a deal the called game's state carries it. */
  rng: RngState;
  readonly options: DealersChoiceOptions;
  /** The deal in play, or null while the dealer is to call (and once the session is over). */
  deal: Deal | null;
  /** The last finished deal, for the display and "same as last deal". */
  last: Deal | null;
  /** Deals played of each game. */
  dealsByGame: Record<string, number>;
}
