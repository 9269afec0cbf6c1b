import {
  type CommunityHand,
  type CommunityShownHand,
  type CommunityTable,
  nextCommunityState,
} from "../community/state.js";
import type { ThreeSidedOptions } from "./options.js";

/** Seven betting rounds, a declaration, and (once the hand is paid) done. */
export type Phase = "betting" | "declare" | "done";

/** Board positions, numbered in turn-up order 1…6 and stored at index position−1. */
export const BOARD_SIZE = 6;
/** One round after the deal and one after each of the six cards is turned. */
export const ROUNDS = BOARD_SIZE + 1;

/**
 * A hand: `round` is the betting round open or last opened, 0…6 (round k follows k turned
 * cards); `hole` each seat's four hole cards (empty for seats sitting out; a folded hand stays,
 * unseen); `board` the six board cards, index k = position k+1, face up to `turned`;
 * `declarations` secret until all are in, then revealed in `last`. The undealt cards play no
 * part (nothing more is drawn in a hand), so they are not kept.
 */
export type HandState = CommunityHand<Phase>;

/**
 * A hand shown at the showdown; its `text` is the hands it played, in words: "high: flush, ace
 * high (As Ks 9s 7s 2s), right 4-1-5".
 */
export type ShownHand = CommunityShownHand;

/** What happened at the end of the last hand, for the table's display. */
export interface HandResult {
  readonly hand: number;
  readonly shown: ShownHand[];
  /** Chips each seat took from the pots (0 for none). */
  readonly won: number[];
}

/** The table's fields (`players`, `startStacks`, `stacks`, `dealer`, `handsPlayed`, `over`) are the betting module's `TableSeats`; `hand` is the hand being played, the last hand, finished, once the table is over. */
export type ThreeSidedState = CommunityTable<ThreeSidedOptions, Phase, HandResult>;

/** The state `apply` works on: a new top level and hand, all else shared (community/state.ts). */
export function nextState(s: ThreeSidedState): ThreeSidedState {
  return nextCommunityState(s);
}

/** A hand shown at the showdown, copied (for a view). */
export function copyShown(x: ShownHand): ShownHand {
  return { seat: x.seat, hole: x.hole.slice(), declare: x.declare, text: x.text };
}
