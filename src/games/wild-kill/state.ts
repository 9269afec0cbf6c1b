/** Wild/Kill Pyramid's state: plain JSON, the betting module's chips inside each hand. */
import type { Betting, Declaration, TableSeats } from "../../betting/index.js";
import type { Card } from "../../cards/standard.js";
import type { Seat } from "../../core/game.js";
import type { RngState } from "../../core/rng.js";
import type { WildKillOptions } from "./options.js";

/** Betting rounds in a hand: after the deal, the wild row, the shared row and the kill row. */
export const ROUNDS = 4;

/** Betting, or (high-low, after the last round) the secret declaration. */
export type Phase = "betting" | "declare";

export interface HandState {
  betting: Betting;
  phase: Phase;
  /** The betting round now (0…3), or the last one once betting is over. */
  round: number;
  /** Five hole cards per seat in the hand, as dealt; [] for seats sitting out. Folded hands stay, unseen. */
  readonly hole: Card[][];
  /** The nine board cards, face down until their row is turned: 0–1 wild, 2–4 shared, 5–8 kill. */
  readonly board: Card[];
  /** Board cards face up so far: 0, 2 (wild row), 5 (shared row) or 9 (kill row). */
  turned: number;
  /** Secret declarations (high-low); null until the seat declares. */
  declarations: (Declaration | null)[];
}

/** A hand shown at the showdown. */
export interface ShownHand {
  readonly seat: Seat;
  readonly hole: Card[];
  readonly declare: Declaration | null;
  /** The surviving cards and the best high (and low) in words. */
  readonly text: string;
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

/** The table's fields (`players`, `startStacks`, `stacks`, `dealer`, `handsPlayed`, `over`) are the betting module's `TableSeats`. */
export interface WildKillState extends TableSeats {
  rng: RngState;
  readonly options: WildKillOptions;
  /** The hand being played; after the last hand, that hand as it ended. */
  hand: HandState | null;
  last: HandResult | null;
}

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

/**
 * The state `apply` works on: a new top level and hand; everything else is shared with the
 * input. The flow never changes the shared parts in place: the betting module returns fresh
 * chips, a new hand deals fresh cards, the table's stacks are replaced whole, and a declaration
 * copies the declarations before writing one (`declare` in flow.ts). So the input stays as it
 * was. A deep copy per action was most of a random game's time.
 */
export function nextState(s: WildKillState): WildKillState {
  const h = s.hand;
  // Written out, not spread: a literal of a fixed shape is several times cheaper to make.
  const next: WildKillState = {
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
