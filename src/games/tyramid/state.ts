import { ticDeck } from "../../cards/tic.js";
import { Rng, type RngState } from "../../core/rng.js";
import { type HalfBoard, type HalfName, newHalf } from "./board.js";
import { handSizeFor, type Mode, type TyramidOptions } from "./options.js";

/**
 * play: the turn's first card (or, with no playable card, reveal / pass);
 * extra: an extra play earned by 2+ Tics, which may be declined (stop);
 * reveal: the stuck player chooses among the revealed cards; over: the game has ended.
 */
export type Phase = "play" | "extra" | "reveal" | "over";

export interface Spot {
  readonly half: HalfName;
  readonly row: number;
  readonly place: number;
}

/** Plain JSON. Cards are integers 0…124 (see cards/tic.ts); hands are kept sorted. */
export interface TyramidState {
  readonly rng: RngState;
  readonly mode: Mode;
  readonly players: number;
  readonly handSize: number;
  /** The lower half (the whole pyramid), then the upper half in the Hourglass. */
  readonly halves: readonly HalfBoard[];
  readonly hands: readonly (readonly number[])[];
  /** Cards everyone knows a seat holds: taken from the revealed cards with `keep`. */
  readonly known: readonly (readonly number[])[];
  /**
   * Seats everyone knows can play no card of their hand on the board as it is (they revealed or
   * passed, and nothing was played or drawn since): resampling must respect it.
   */
  readonly stuck: readonly boolean[];
  /** Face down; the top is the last element. */
  readonly deck: readonly number[];
  readonly discards: readonly number[];
  /** Cards turned by Reveal 3, face up until the stuck player chooses. */
  readonly revealed: readonly number[];
  readonly scores: readonly number[];
  readonly toMove: number;
  readonly phase: Phase;
  /** Passes in a row (with an empty deck); every seat passing ends the game. */
  readonly passes: number;
  /** Shedding: the seat that played its last card. */
  readonly winner: number | null;
  readonly last: Spot | null;
  /** The high-card draw for the first player, when the table chose it. */
  readonly firstDraw: readonly number[] | null;
}

/** The first player, per the option; the high-card draw turns one card each, highest wins. */
function firstPlayer(
  o: TyramidOptions,
  players: number,
  rng: Rng,
): { seat: number; draw: number[] | null } {
  if (typeof o.firstPlayer === "number") return { seat: o.firstPlayer, draw: null };
  if (o.firstPlayer === "random") return { seat: rng.int(players), draw: null };
  // Cards order by number, then shape, then colour: exactly the integer order.
  const draw = rng.shuffle(ticDeck()).slice(0, players);
  return { seat: draw.indexOf(Math.max(...draw)), draw };
}

export function setupState(o: TyramidOptions, players: number, seed: string): TyramidState {
  const rng = Rng.fromSeed(seed);
  const first = firstPlayer(o, players, rng);
  // The high-card draw goes back into the deck, which is then shuffled for the deal.
  const deck = rng.shuffle(ticDeck());
  const handSize = handSizeFor(o.mode);
  const hands: number[][] = Array.from({ length: players }, () => []);
  for (let k = 0; k < handSize; k++)
    for (let i = 0; i < players; i++) hands[(first.seat + i) % players]!.push(deck.pop()!);
  for (const h of hands) h.sort((a, b) => a - b);
  const peak = deck.pop()!;
  const halves =
    o.mode === "hourglass"
      ? [newHalf(peak, o.halfRows + 1), newHalf(peak, o.halfRows + 1)]
      : [newHalf(peak, o.rows)];
  return {
    rng: rng.state(),
    mode: o.mode,
    players,
    handSize,
    halves,
    hands,
    known: hands.map(() => []),
    stuck: hands.map(() => false),
    deck,
    discards: [],
    revealed: [],
    scores: hands.map(() => 0),
    toMove: first.seat,
    phase: "play",
    passes: 0,
    winner: null,
    last: null,
    firstDraw: first.draw,
  };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The state with some fields changed. Every state is built by this one object literal, so they
 * all share one shape and the engine's hot path stays monomorphic (much faster than `{...s}`).
 */
export function evolve(s: TyramidState, p: Partial<Mutable<TyramidState>>): TyramidState {
  return {
    rng: s.rng,
    mode: s.mode,
    players: s.players,
    handSize: s.handSize,
    halves: p.halves ?? s.halves,
    hands: p.hands ?? s.hands,
    known: p.known ?? s.known,
    stuck: p.stuck ?? s.stuck,
    deck: p.deck ?? s.deck,
    discards: p.discards ?? s.discards,
    revealed: p.revealed ?? s.revealed,
    scores: p.scores ?? s.scores,
    toMove: p.toMove ?? s.toMove,
    phase: p.phase ?? s.phase,
    passes: p.passes ?? s.passes,
    winner: p.winner !== undefined ? p.winner : s.winner,
    last: p.last !== undefined ? p.last : s.last,
    firstDraw: s.firstDraw,
  };
}

export function peakOf(s: TyramidState): number {
  return s.halves[0]!.rows[0]![0]!;
}

export function halfIndex(s: TyramidState, half: HalfName): number {
  return half === "lower" ? 0 : s.halves.length > 1 ? 1 : -1;
}
