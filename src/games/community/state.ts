/**
 * What Three-sided and Wild/Kill Pyramid keep of a table and a hand alike: hole cards and a
 * board turned card by card (or row by row), betting rounds, and secret declarations.
 */
import type { Betting, Declaration, TableSeats } from "../../betting/index.js";
import type { Card } from "../../cards/standard.js";
import type { Seat } from "../../core/game.js";
import type { RngState } from "../../core/rng.js";

export interface CommunityHand<P> {
  betting: Betting;
  phase: P;
  round: number;
  hole: Card[][];
  board: Card[];
  /** How many board cards are face up, from the first. */
  turned: number;
  declarations: (Declaration | null)[];
}

/** A hand shown at the showdown: its seat, hole cards and declaration, and its hands in words. */
export interface CommunityShownHand {
  readonly seat: Seat;
  readonly hole: Card[];
  readonly declare: Declaration | null;
  readonly text: string;
}

export interface CommunityTable<O, P, R> extends TableSeats {
  rng: RngState;
  readonly options: O;
  hand: CommunityHand<P> | null;
  last: R | null;
}

/**
 * The state `apply` works on: a new top level and hand; everything else is shared with the
 * input. The flows never change the shared parts in place: the betting module returns fresh
 * chips, a new hand deals fresh cards and arrays, the table's stacks are replaced whole, and a
 * declaration copies the declarations before writing one. So the input stays as it was, and an
 * action costs a few small objects, not a copy of the table (a deep copy per action was most of
 * a random game's time).
 */
export function nextCommunityState<O, P, R>(s: CommunityTable<O, P, R>): CommunityTable<O, P, R> {
  const h = s.hand;
  // Written out, not spread: a literal of a fixed shape is several times cheaper to make.
  const next: CommunityTable<O, P, R> = {
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
