/**
 * What a seat may know, and resampling what it may not. A tile's face is seen by the players on
 * the side it faces, by its owner in a locked Hold 'Em hand, by whoever took or burned it, and by
 * everyone once face up; supplies (even your own) and the reserve are face down to all.
 */
import { type Card, isJoker } from "../../cards/standard.js";
import type { Seat, Viewer } from "../../core/game.js";
import { Rng } from "../../core/rng.js";
import type { Options } from "./options.js";
import type { RoundResult } from "./score.js";
import { layoutOf, NONE, type Phase, PUBLIC, type State } from "./state.js";

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
  /** Per space: the side its tile faces (0 or 1), or -1 when the space is empty. */
  readonly facing: readonly number[];
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
  // A round ends with every player revealing their hands; the match's last round leaves its
  // hands in place, so from then on they are face up to every seat (burns stay unseen).
  const revealed = s.phase === "over";
  const n = s.pyramid.length;
  const faces = new Array<Card | null>(n);
  for (let sp = 0; sp < n; sp++) {
    const f = s.facing[sp]!;
    faces[sp] = f >= 0 && f === side ? s.pyramid[sp]! : null;
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
    facing: s.facing,
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
      hands:
        lay.holdem && !revealed
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

/**
 * A state consistent with `seat`'s view: every tile it has not seen is dealt afresh among the
 * places it cannot see. Tiles that came out of the pyramid into hidden places (taken, locked,
 * burned) are known not to be jokers, since a joker is always discarded face up.
 */
export function resample(s: State, seat: Seat, rng: Rng): State {
  if (s.phase === "over") return s;
  const next: State = {
    ...s,
    rng: Rng.fromInt(rng.uint32()).state(),
    pyramid: s.pyramid.slice(),
    supplies: s.supplies.map((x) => x.slice()),
    reserve: s.reserve.slice(),
    hands: layoutOf(s).holdem ? s.hands.map((h) => h.map((x) => x.slice())) : s.hands,
    burns: s.burns.slice(),
  };
  // First pass: collect the unseen tiles, and count the places known to hold no joker.
  const cards: Card[] = [];
  const jokers: Card[] = [];
  let constrained = 0;
  unseen(s, next, seat, (tile, notJoker) => {
    (isJoker(tile) ? jokers : cards).push(tile);
    if (notJoker) constrained++;
    return tile;
  });
  // Places known to hold no joker take cards first; the rest share what is left, jokers included.
  rng.shuffle(cards);
  const safe = cards.splice(cards.length - constrained);
  const rest = rng.shuffle([...cards, ...jokers]);
  unseen(s, next, seat, (_tile, notJoker) => (notJoker ? safe.pop()! : rest.pop()!));
  return next;
}

/**
 * Visits every place holding a tile `seat` has not seen, in a fixed order, and writes what
 * `deal` returns for it into `next` (whose lists must be copies).
 */
function unseen(
  s: State,
  next: State,
  seat: Seat,
  deal: (tile: Card, notJoker: boolean) => Card,
): void {
  const bit = 1 << seat;
  const side = layoutOf(s).sides[seat]!;
  for (let p = 0; p < s.players; p++) {
    const from = s.supplies[p]!;
    const to = next.supplies[p]!;
    for (let i = 0; i < from.length; i++) to[i] = deal(from[i]!, false);
  }
  for (let i = 0; i < s.reserve.length; i++) next.reserve[i] = deal(s.reserve[i]!, false);
  if (s.shown >= 0 && s.turn !== seat) next.shown = deal(s.shown, false);
  for (let sp = 0; sp < s.pyramid.length; sp++)
    if (s.pyramid[sp]! >= 0 && s.facing[sp] !== side)
      next.pyramid[sp] = deal(s.pyramid[sp]!, false);
  if (s.pending !== NONE && !(s.pendingKnown & bit)) next.pending = deal(s.pending, true);
  for (let p = 0; p < s.known.length; p++) {
    for (let i = 0; i < s.hands[p]!.length; i++) {
      const hand = s.hands[p]![i]!;
      for (let j = 0; j < hand.length; j++)
        if (!(s.known[p]![i]![j]! & bit)) next.hands[p]![i]![j] = deal(hand[j]!, true);
    }
  }
  for (let i = 0; i < s.burns.length; i++)
    if (!(s.burnKnown[i]! & bit)) next.burns[i] = deal(s.burns[i]!, true);
}
