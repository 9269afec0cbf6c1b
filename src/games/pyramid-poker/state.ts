import type { Card } from "../../cards/standard.js";
import type { Seat } from "../../core/game.js";
import { Rng, type RngState } from "../../core/rng.js";
import { fullPyramid } from "./geometry.js";
import { type Layout, layout, type Options, TILES } from "./options.js";
import type { RoundResult } from "./score.js";

/** A tile number (0–51 the cards, 52 and 53 the jokers), or -1 for "none". */
export type Tile = Card;
export const NONE = -1;

/**
 * Who has seen a tile that sits somewhere hidden (a locked Hold 'Em hand, a burn, a tile just
 * taken): one bit per seat, and PUBLIC when it was shown to the whole table.
 */
export const PUBLIC = 1 << 4;

export type Phase = "build" | "hands" | "over";

/** The whole table: plain JSON. Tiles drawn from the ends of `supplies` and `reserve`. */
export interface State {
  rng: RngState;
  players: number;
  options: Options;
  round: number;
  /** Who began this round; the next round begins one seat to the left. */
  first: Seat;
  turn: Seat;
  phase: Phase;
  /** Match points per seat (in team play each seat holds its team's points). */
  scores: number[];
  /** Per space: the tile on it, or -1. */
  pyramid: Tile[];
  /** Per space: the side the tile faces, or -1. */
  facing: number[];
  /** Face-down supplies, already shuffled: the last tile is the next one shown. */
  supplies: Tile[][];
  /** Build phase: the tile of its own supply shown to the seat to act, else -1. */
  shown: Tile;
  /** Face-down reserve; the last tiles are turned up first. */
  reserve: Tile[];
  /** Seat → hand → tiles, in the order they came. */
  hands: Tile[][][];
  /**
   * Hold 'Em: parallel to `hands`, who has seen each locked tile. Empty in the standard game,
   * where every hand tile is face up.
   */
  known: number[][][];
  /** Seat → hand → places lost to a joker drawn with an empty reserve. */
  short: number[][];
  /** Hands phase: the tile the seat to act has taken and must now put somewhere, else -1. */
  pending: Tile;
  pendingKnown: number;
  /** After a joker: the reserve tiles turned up, of which the player keeps one. */
  choices: Tile[];
  /** After a joker with nothing to keep: the player picks the hand that ends short. */
  mustShort: boolean;
  /** Hold 'Em: the community tiles (face up) and the burns (face down) with who has seen each. */
  community: Tile[];
  burns: Tile[];
  burnKnown: number[];
  /** Hold 'Em: community and burn placements each seat has used (or forgone). */
  shared: number[];
  /** Tiles out of the game, face up: jokers and the reserve tiles not kept. */
  discards: Tile[];
  /** The last round played, all hands shown (public). */
  last: RoundResult | null;
}

const layouts = new WeakMap<Options, Layout[]>();

/** The layout of a state's table, cached on its options object: it is read on every move. */
export function layoutOf(s: State): Layout {
  let byPlayers = layouts.get(s.options);
  if (!byPlayers) layouts.set(s.options, (byPlayers = []));
  let l = byPlayers[s.players];
  if (!l) byPlayers[s.players] = l = layout(s.options, s.players);
  return l;
}

/** A round's parts before anyone has drawn, chosen or laid a tile in common. */
function nothingLaidYet() {
  return {
    pending: NONE,
    pendingKnown: 0,
    choices: [],
    mustShort: false,
    community: [],
    burns: [],
    burnKnown: [],
  } satisfies Partial<State>;
}

export function setup(options: Options, players: number, seed: string): State {
  const rng = Rng.fromSeed(seed);
  const first = rng.int(players);
  const blank: State = {
    rng: rng.state(),
    players,
    options,
    round: 0,
    first,
    turn: first,
    phase: "build",
    scores: new Array<number>(players).fill(0),
    pyramid: [],
    facing: [],
    supplies: [],
    shown: NONE,
    reserve: [],
    hands: [],
    known: [],
    short: [],
    ...nothingLaidYet(),
    shared: [],
    discards: [],
    last: null,
  };
  return dealRound(blank, first);
}

/**
 * A new round: the 54 tiles shuffled, a face-down supply to each seat, the rest the reserve, an
 * empty foundation, and the round's first player shown a tile of their supply.
 */
export function dealRound(s: State, first: Seat): State {
  const lay = layoutOf(s);
  const rng = Rng.fromState(s.rng);
  const tiles = rng.shuffle(Array.from({ length: TILES }, (_, t) => t));
  const supplies: Tile[][] = [];
  for (let p = 0; p < lay.players; p++)
    supplies.push(tiles.slice(p * lay.supply, (p + 1) * lay.supply));
  const reserve = tiles.slice(lay.players * lay.supply);
  const spaces = fullPyramid(lay.base);
  const perSeat = <T>(make: () => T) => Array.from({ length: lay.players }, make);
  const shown = supplies[first]!.pop()!;
  return {
    ...s,
    rng: rng.state(),
    round: s.round + 1,
    first,
    turn: first,
    phase: "build",
    pyramid: new Array<number>(spaces).fill(NONE),
    facing: new Array<number>(spaces).fill(NONE),
    supplies,
    shown,
    reserve,
    hands: perSeat(() => perHand(lay, () => [])),
    known: lay.holdem ? perSeat(() => perHand(lay, () => [])) : [],
    short: perSeat(() => perHand(lay, () => 0)),
    ...nothingLaidYet(),
    shared: perSeat(() => 0),
    discards: [],
  };
}

function perHand<T>(lay: Layout, make: () => T): T[] {
  return Array.from({ length: lay.hands }, make);
}

/** A copy of a list of lists with one inner list copied, ready to change. */
export function withCopied<T>(outer: readonly T[][], i: number): T[][] {
  const next = outer.slice();
  next[i] = outer[i]!.slice();
  return next;
}

/** The same for seat → hand → tiles. */
export function withCopiedHand<T>(outer: readonly T[][][], seat: number, hand: number): T[][][] {
  const next = outer.slice();
  next[seat] = withCopied(outer[seat]!, hand);
  return next;
}

/** Places still free in a hand: its size, less what it holds and what it lost. */
export function room(s: State, seat: Seat, hand: number): number {
  const lay = layoutOf(s);
  return lay.handSize - s.hands[seat]![hand]!.length - s.short[seat]![hand]!;
}

/** The bit mask of the seats on one side of the board. */
export function sideMask(lay: Layout, side: number): number {
  let m = 0;
  for (let p = 0; p < lay.players; p++) if (lay.sides[p] === side) m |= 1 << p;
  return m;
}
