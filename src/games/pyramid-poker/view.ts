/**
 * What a seat may know, and resampling what it may not. A tile's face is seen by the players on
 * the side it faces, by its owner in a locked Hold 'Em hand, by whoever took or burned it, and by
 * everyone once face up; supplies (even your own) and the reserve are face down to all.
 */
import type { Card } from "../../cards/standard.js";
import type { Seat, Viewer } from "../../core/game.js";
import { Rng } from "../../core/rng.js";
import type { Options } from "./options.js";
import type { RoundResult } from "./score.js";
import { isJoker, layoutOf, NONE, type Phase, PUBLIC, type State } from "./state.js";

export interface SeatView {
  /** Per hand: its tiles, `null` for a locked tile this viewer has not seen. */
  readonly hands: readonly (readonly (Card | null)[])[];
  /** Per hand: places lost to a joker drawn with an empty reserve. */
  readonly short: readonly number[];
  /** Tiles left in the face-down supply. */
  readonly supply: number;
  /** Hold 'Em: community and burn placements used. */
  readonly shared: number;
  readonly side: number;
}

export interface PyramidView {
  readonly viewer: Viewer;
  readonly players: number;
  readonly options: Options;
  readonly base: number;
  readonly handSize: number;
  readonly target: number;
  readonly round: number;
  readonly phase: Phase;
  readonly first: Seat;
  readonly turn: Seat;
  readonly scores: readonly number[];
  /** Per space: the tile's face if this viewer may see it, else null (empty or face away). */
  readonly faces: readonly (Card | null)[];
  /** Per space: the side its tile faces, or null when the space is empty. */
  readonly facing: readonly (number | null)[];
  /** Build phase: the tile your supply showed you, when it is your turn. */
  readonly shown: Card | null;
  readonly reserve: number;
  /** Hands phase: whether the seat to act holds a taken tile, and its face if you may see it. */
  readonly holding: boolean;
  readonly pending: Card | null;
  readonly choices: readonly Card[];
  readonly mustShort: boolean;
  readonly community: readonly Card[];
  readonly burns: readonly (Card | null)[];
  readonly discards: readonly Card[];
  readonly seats: readonly SeatView[];
  readonly last: RoundResult | null;
}

function bitOf(viewer: Viewer): number {
  return viewer === "spectator" ? PUBLIC : 1 << viewer;
}

export function view(s: State, viewer: Viewer): PyramidView {
  const lay = layoutOf(s);
  const bit = bitOf(viewer);
  const side = viewer === "spectator" ? -1 : lay.sides[viewer]!;
  const sees = (mask: number) => (mask & bit) !== 0;
  const faces: (Card | null)[] = [];
  const facing: (number | null)[] = [];
  for (let sp = 0; sp < s.pyramid.length; sp++) {
    const f = s.facing[sp]!;
    facing.push(f < 0 ? null : f);
    faces.push(f >= 0 && f === side ? s.pyramid[sp]! : null);
  }
  return {
    viewer,
    players: s.players,
    options: s.options,
    base: lay.base,
    handSize: lay.handSize,
    target: lay.target,
    round: s.round,
    phase: s.phase,
    first: s.first,
    turn: s.turn,
    scores: s.scores,
    faces,
    facing,
    shown: s.shown >= 0 && viewer === s.turn ? s.shown : null,
    reserve: s.reserve.length,
    holding: s.pending !== NONE,
    pending: s.pending !== NONE && sees(s.pendingKnown) ? s.pending : null,
    choices: s.choices,
    mustShort: s.mustShort,
    community: s.community,
    burns:
      s.burns.length === 0 ? s.burns : s.burns.map((t, i) => (sees(s.burnKnown[i]!) ? t : null)),
    discards: s.discards,
    seats: s.hands.map((hands, p) => ({
      // Standard hands are face up to all: the state's own (never mutated) lists serve.
      hands: lay.holdem
        ? hands.map((h, i) => h.map((t, j) => (sees(s.known[p]![i]![j]!) ? t : null)))
        : hands,
      short: s.short[p]!,
      supply: s.supplies[p]!.length + (s.shown >= 0 && s.turn === p ? 1 : 0),
      shared: s.shared[p]!,
      side: lay.sides[p]!,
    })),
    last: s.last,
  };
}

/** A place holding a tile the seat has not seen, and whether it is known not to be a joker. */
interface Slot {
  readonly put: (s: State, tile: Card) => void;
  readonly tile: Card;
  readonly notJoker: boolean;
}

/**
 * A state consistent with `seat`'s view: every tile it has not seen is dealt afresh among the
 * places it cannot see. Tiles that came out of the pyramid into hidden places (taken, locked,
 * burned) are known not to be jokers, since a joker is always discarded face up.
 */
export function resample(s: State, seat: Seat, rng: Rng): State {
  if (s.phase === "over") return s;
  const lay = layoutOf(s);
  const bit = 1 << seat;
  const side = lay.sides[seat]!;
  const next: State = {
    ...s,
    rng: Rng.fromInt(rng.uint32()).state(),
    pyramid: s.pyramid.slice(),
    supplies: s.supplies.map((x) => x.slice()),
    reserve: s.reserve.slice(),
    hands: s.hands.map((h) => h.map((x) => x.slice())),
    burns: s.burns.slice(),
  };
  const slots: Slot[] = [];
  const add = (tile: Card, notJoker: boolean, put: (x: State, t: Card) => void) =>
    void slots.push({ tile, notJoker, put });
  for (let p = 0; p < s.players; p++) {
    const supply = s.supplies[p]!;
    for (let i = 0; i < supply.length; i++)
      add(supply[i]!, false, (x, t) => {
        x.supplies[p]![i] = t;
      });
  }
  for (let i = 0; i < s.reserve.length; i++)
    add(s.reserve[i]!, false, (x, t) => {
      x.reserve[i] = t;
    });
  if (s.shown >= 0 && s.turn !== seat)
    add(s.shown, false, (x, t) => {
      x.shown = t;
    });
  for (let sp = 0; sp < s.pyramid.length; sp++) {
    if (s.pyramid[sp]! >= 0 && s.facing[sp] !== side)
      add(s.pyramid[sp]!, false, (x, t) => {
        x.pyramid[sp] = t;
      });
  }
  if (s.pending !== NONE && !(s.pendingKnown & bit))
    add(s.pending, true, (x, t) => {
      x.pending = t;
    });
  for (let p = 0; p < s.players; p++) {
    for (let i = 0; i < s.hands[p]!.length; i++) {
      const hand = s.hands[p]![i]!;
      for (let j = 0; j < hand.length; j++) {
        if (!(s.known[p]![i]![j]! & bit))
          add(hand[j]!, true, (x, t) => {
            x.hands[p]![i]![j] = t;
          });
      }
    }
  }
  for (let i = 0; i < s.burns.length; i++) {
    if (!(s.burnKnown[i]! & bit))
      add(s.burns[i]!, true, (x, t) => {
        x.burns[i] = t;
      });
  }
  const cards = rng.shuffle(slots.filter((x) => !isJoker(x.tile)).map((x) => x.tile));
  const jokers = slots.filter((x) => isJoker(x.tile)).map((x) => x.tile);
  // Places known to hold no joker take cards first; the rest share what is left, jokers included.
  const constrained = slots.filter((x) => x.notJoker);
  for (const slot of constrained) slot.put(next, cards.pop()!);
  const rest = rng.shuffle([...cards, ...jokers]);
  for (const slot of slots) if (!slot.notJoker) slot.put(next, rest.pop()!);
  return next;
}
