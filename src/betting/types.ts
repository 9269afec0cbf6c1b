/**
 * The chips of one hand, as plain JSON. Everything here is public: stacks, bets, who folded.
 * Secret things (cards, declarations not yet revealed) stay in the game's own state.
 */
import type { Seat } from "../core/game.js";

export type Structure = "no-limit" | "pot-limit" | "fixed-limit";

/**
 * Where a seat stands in the hand. `active` may still bet; `all-in` has no chips behind and plays
 * for the pots it is in; `folded` has given up its claim; `out` sits the hand out (no chips when it
 * began, or not one of the seats in a runoff).
 */
export type SeatStatus = "active" | "all-in" | "folded" | "out";

/** The limits of one betting round, fixed when the round opens. */
export interface RoundRules {
  readonly structure: Structure;
  /** No-limit, pot-limit: the smallest opening bet. Fixed-limit: the size of every bet and raise. */
  readonly bet: number;
  /** Caps a player's total bet in the round. */
  readonly maxBet: number | null;
  /** Caps one raise (an opening bet counts as a raise from nothing). */
  readonly maxRaise: number | null;
  /** How many raises may follow the opening bet. */
  readonly maxRaises: number | null;
}

/** A betting round in progress. */
export interface Round {
  readonly rules: RoundRules;
  /** Chips each seat has bet in this round (also counted in `committed`). */
  readonly bets: number[];
  /** The highest bet in this round: what a call must reach. */
  level: number;
  /** The size of the last full bet or raise: the next raise must be at least this much. */
  lastRaise: number;
  /** Full bets and raises made in this round, the opening bet included. */
  wagers: number;
  /**
   * The level each seat last acted at, or null if it has not acted this round. A seat that has
   * acted may raise again only if the level has since risen by a full raise.
   */
  readonly actedAt: (number | null)[];
  /** Whose turn it is. */
  actor: Seat;
}

/** One hand's chips. Seats are indexes 0…N-1, clockwise. */
export interface Betting {
  readonly dealer: Seat;
  /** Chips behind, per seat. */
  readonly stacks: number[];
  /** Chips each seat has put in the middle this hand: antes and every bet, current round too. */
  readonly committed: number[];
  /** Chips in the middle that belong to no seat's contribution (a pot carried into a runoff). */
  dead: number;
  readonly status: SeatStatus[];
  /** The betting round in progress, or null between rounds. */
  round: Round | null;
}

/** A pot and the seats that may win it (those still in who put in its full level). */
export interface Pot {
  readonly amount: number;
  readonly eligible: readonly Seat[];
}
