/** Colonial Pyramid's state: plain JSON, the betting module's chips inside each hand. */
import type { Betting, TableSeats } from "../../betting/index.js";
import type { ColonialCard } from "../../cards/colonial.js";
import type { Seat } from "../../core/game.js";
import type { RngState } from "../../core/rng.js";
import type { ColonialOptions } from "./options.js";

/** cut → (bet → discard)… → bet → announce. */
export type Phase = "cut" | "bet" | "discard" | "announce";

/** A card face down in a pile, with the seat it came from (the pile's shape is public). */
export interface PiledCard {
  readonly card: ColonialCard;
  readonly by: Seat;
}

/** A hand laid out at the announcement. */
export interface ShownHand {
  readonly cards: ColonialCard[];
  readonly rank: number;
  readonly description: string;
  readonly rows: ColonialCard[][];
  readonly kickers: ColonialCard[];
}

/** A pot held for a runoff among the seats that tied for it. */
export interface PendingRunoff {
  readonly amount: number;
  readonly seats: Seat[];
  /** Which runoff this will be for that pot: 1…5. */
  readonly depth: number;
}

export interface HandState {
  /** 0 for a hand; 1–5 for a runoff. */
  readonly runoff: number;
  betting: Betting;
  phase: Phase;
  /** The seat offered the cut (the dealer's right), or null when the table does not cut. */
  readonly cutter: Seat | null;
  /** How many cards were lifted off the top, "tap" for a declined cut, null before. Public. */
  cut: number | "tap" | null;
  /** Top first. */
  stock: ColonialCard[];
  pile: PiledCard[];
  /** Folded hands, set aside unseen. */
  muck: PiledCard[];
  /** Each seat's cards, best first; empty for seats not in the hand or folded. */
  hands: ColonialCard[][];
  /** Betting rounds opened so far. */
  betRound: number;
  /** Per completed discard round, how many cards each seat discarded (0 for seats not in it). */
  discardCounts: number[][];
  /** The current discard round's secret choices; null until the seat chooses. */
  pending: (ColonialCard[] | null)[];
  shown: (ShownHand | null)[];
  /** Times the discard pile became the stock. */
  reshuffles: number;
}

/** What happened at the end of the last hand or runoff, for the table's display. */
export interface HandResult {
  readonly hand: number;
  readonly runoff: number;
  /** Chips each seat took from the pots (0 for none). */
  readonly won: number[];
  /** The hands shown at its announcement (null for seats that folded or did not show). */
  readonly shown: (ShownHand | null)[];
  readonly lines: string[];
}

/** The table's fields (`players`, `startStacks`, `stacks`, `dealer`, `handsPlayed`, `over`) are the betting module's `TableSeats`. */
export interface ColonialState extends TableSeats {
  rng: RngState;
  readonly options: ColonialOptions;
  hand: HandState | null;
  /** Tied pots still to be played off, next first. */
  runoffs: PendingRunoff[];
  last: HandResult | null;
}

/** A deep copy of plain JSON data (faster than structuredClone for these small objects). */
export function copyOf<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * A copy of a state that `apply` and `resample` may change in place: every list the course of a
 * hand pushes to, shifts or splices is copied; what is only ever replaced whole is shared. Read-
 * only parts are shared: the options, the starting stacks, piled cards, shown hands, the last
 * hand's result, runoffs and the chips (the betting module never changes a `Betting` it is
 * given, it returns a new one). A JSON round trip of the whole state cost half of a random game.
 */
export function copyState(s: ColonialState): ColonialState {
  // Every field written out: a literal is a few stores where an object spread is a slow path.
  const h = s.hand;
  const next: ColonialState = {
    rng: s.rng,
    options: s.options,
    players: s.players,
    startStacks: s.startStacks,
    stacks: s.stacks.slice(),
    dealer: s.dealer,
    handsPlayed: s.handsPlayed,
    hand: h
      ? {
          runoff: h.runoff,
          betting: h.betting,
          phase: h.phase,
          cutter: h.cutter,
          cut: h.cut,
          stock: h.stock.slice(),
          pile: h.pile.slice(),
          muck: h.muck.slice(),
          hands: h.hands.map((c) => c.slice()),
          betRound: h.betRound,
          discardCounts: h.discardCounts.slice(),
          pending: h.pending.slice(),
          shown: h.shown.slice(),
          reshuffles: h.reshuffles,
        }
      : null,
    runoffs: s.runoffs.slice(),
    last: s.last,
    over: s.over,
    outAt: s.outAt,
  };
  // Replaced whole when it changes (rebuy.ts); absent at a table without rebuys.
  if (s.buyIns) next.buyIns = s.buyIns;
  return next;
}
