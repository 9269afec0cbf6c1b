/** Three-sided Pyramid's state: plain JSON, the betting module's chips inside each hand. */
import type { Betting, Declaration, TableSeats } from "../../betting/index.js";
import type { Card } from "../../cards/standard.js";
import type { Seat } from "../../core/game.js";
import type { RngState } from "../../core/rng.js";
import type { ThreeSidedOptions } from "./options.js";

/** Seven betting rounds, a declaration, and (once the hand is paid) done. */
export type Phase = "betting" | "declare" | "done";

/** Board positions, numbered in turn-up order 1…6 and stored at index position−1. */
export const BOARD_SIZE = 6;
/** One round after the deal and one after each of the six cards is turned. */
export const ROUNDS = BOARD_SIZE + 1;

export interface HandState {
  betting: Betting;
  phase: Phase;
  /** The betting round open or last opened, 0…6 (round k follows k turned cards). */
  round: number;
  /** The undealt cards play no part (nothing more is drawn in a hand), so they are not kept. */
  /** Each seat's four hole cards (empty for seats sitting out); a folded hand stays, unseen. */
  hole: Card[][];
  /** The six board cards, index k = position k+1. */
  board: Card[];
  /** How many board cards are face up: positions 1…turned. */
  turned: number;
  /** Secret declarations until all are in; then revealed in `last`. */
  declarations: (Declaration | null)[];
}

/** A hand shown at the showdown. */
export interface ShownHand {
  readonly seat: Seat;
  readonly hole: Card[];
  readonly declare: Declaration | null;
  /** The hands it played, in words: "high Flush, ace high (right 4-1-5); low 8-6-4-3-2 (base)". */
  readonly text: string;
}

/** What happened at the end of the last hand, for the table's display. */
export interface HandResult {
  readonly hand: number;
  readonly shown: ShownHand[];
  /** Chips each seat took from the pots (0 for none). */
  readonly won: number[];
}

/** The table's fields (`players`, `startStacks`, `stacks`, `dealer`, `handsPlayed`, `over`) are the betting module's `TableSeats`. */
export interface ThreeSidedState extends TableSeats {
  rng: RngState;
  readonly options: ThreeSidedOptions;
  /** The hand being played; the last hand, finished, once the table is over. */
  hand: HandState | null;
  last: HandResult | null;
}

/**
 * The state `apply` works on: a new top level and hand; everything else is shared with the input.
 * The flow never changes the shared parts in place: the betting module returns fresh chips, a
 * new hand deals fresh cards and arrays, the table's stacks are replaced whole, and a
 * declaration copies the declarations before writing one (`declare` in flow.ts). So the input
 * stays as it was, and an action costs a few small objects, not a copy of the table.
 */
export function nextState(s: ThreeSidedState): ThreeSidedState {
  const h = s.hand;
  // Written out, not spread: a literal of a fixed shape is several times cheaper to make.
  const next: ThreeSidedState = {
    rng: s.rng,
    options: s.options,
    players: s.players,
    startStacks: s.startStacks,
    stacks: s.stacks,
    dealer: s.dealer,
    handsPlayed: s.handsPlayed,
    hand: h && {
      betting: h.betting,
      phase: h.phase,
      round: h.round,
      hole: h.hole,
      board: h.board,
      turned: h.turned,
      declarations: h.declarations,
    },
    last: s.last,
    over: s.over,
    outAt: s.outAt,
  };
  // Replaced whole when it changes (rebuy.ts); absent at a table without rebuys.
  if (s.buyIns) next.buyIns = s.buyIns;
  return next;
}

/** A hand shown at the showdown, copied (for a view). */
export function copyShown(x: ShownHand): ShownHand {
  return { seat: x.seat, hole: x.hole.slice(), declare: x.declare, text: x.text };
}
