import type { Card } from "../../cards/standard.js";
import {
  type CommunityHand,
  type CommunityShownHand,
  type CommunityTable,
  nextCommunityState,
} from "../community/state.js";
import type { WildKillOptions } from "./options.js";

/** Betting rounds in a hand: after the deal, the wild row, the shared row and the kill row. */
export const ROUNDS = 4;

/** Betting, or (high-low, after the last round) the secret declaration. */
export type Phase = "betting" | "declare";

/**
 * A hand: `round` is the betting round now (0…3), or the last one once betting is over; `hole`
 * five hole cards per seat in the hand, as dealt ([] for seats sitting out; folded hands stay,
 * unseen); `board` the nine board cards, face down until their row is turned (0–1 wild, 2–4
 * shared, 5–8 kill), `turned` of them face up: 0, 2 (wild row), 5 (shared row) or 9 (kill row);
 * `declarations` secret (high-low), null until the seat declares.
 */
export type HandState = CommunityHand<Phase>;

/** A hand shown at the showdown. */
export interface ShownHand extends CommunityShownHand {
  /** `text`: the surviving cards and the best high (and low) in words. */
  readonly survivors: Card[];
  readonly high: string;
  readonly low: string | null;
}

/** The last hand's result, for the table's display. */
export interface HandResult {
  readonly hand: number;
  /** The board as far as it was turned (null for a card never turned). */
  readonly board: (Card | null)[];
  /** Hands shown at the showdown (none when all but one folded). */
  readonly shown: ShownHand[];
  /** Chips each seat took from the pots. */
  readonly won: number[];
  readonly lines: string[];
}

/** The table's fields (`players`, `startStacks`, `stacks`, `dealer`, `handsPlayed`, `over`) are the betting module's `TableSeats`; `hand` is the hand being played, and after the last hand, that hand as it ended. */
export type WildKillState = CommunityTable<WildKillOptions, Phase, HandResult>;

/** A copy of the last hand's result (for a view): its arrays fresh, its strings shared. */
export function copyResult(r: HandResult): HandResult {
  return {
    hand: r.hand,
    board: r.board.slice(),
    shown: r.shown.map((x) => ({
      seat: x.seat,
      hole: x.hole.slice(),
      declare: x.declare,
      text: x.text,
      survivors: x.survivors.slice(),
      high: x.high,
      low: x.low,
    })),
    won: r.won.slice(),
    lines: r.lines.slice(),
  };
}

/** The state `apply` works on: a new top level and hand, all else shared (community/state.ts). */
export function nextState(s: WildKillState): WildKillState {
  return nextCommunityState(s);
}
