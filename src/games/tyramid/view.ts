/**
 * What a seat may know: its own hand; the board, scores, discards, revealed cards, counts of the
 * deck and every hand, and the cards others are known to hold (kept from a reveal) — all public.
 * Resampling redeals everything else: other hands (beyond their known cards) and the deck order.
 */
import { formatTic, ticDeck } from "../../cards/tic.js";
import type { Seat, Viewer } from "../../core/game.js";
import type { Rng } from "../../core/rng.js";
import { type HalfName, halfNames } from "./board.js";
import type { Mode } from "./options.js";
import { canPlace } from "./rules.js";
import { evolve, type TyramidState } from "./state.js";

export interface HalfView {
  readonly half: HalfName;
  /** rows[r-1] is row r, the peak (or centre) first; null is an empty place. */
  readonly rows: readonly (readonly (string | null)[])[];
  /** The row being built, 0 once complete; the chain's ends in it (-1 while empty). */
  readonly row: number;
  readonly left: number;
  readonly right: number;
}

/** The view keeps the state's public counters and markers as they are. */
export interface TyramidView
  extends Pick<TyramidState, "stuck" | "scores" | "phase" | "passes" | "last"> {
  readonly mode: Mode;
  readonly players: number;
  readonly viewer: Viewer;
  readonly halves: readonly HalfView[];
  /** The viewer's own hand; null for a spectator. */
  readonly hand: readonly string[] | null;
  readonly handCounts: readonly number[];
  readonly known: readonly (readonly string[])[];
  readonly deck: number;
  readonly discards: readonly string[];
  readonly revealed: readonly string[];
  readonly toMove: Seat;
  readonly winner: Seat | null;
  readonly firstDraw: readonly string[] | null;
}

const cardNames: readonly string[] = ticDeck().map(formatTic);

function names(cards: readonly number[]): string[];
function names(cards: readonly (number | null)[]): (string | null)[];
function names(cards: readonly (number | null)[]): (string | null)[] {
  const out = new Array<string | null>(cards.length);
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    out[i] = c === null ? null : cardNames[c]!;
  }
  return out;
}

export function view(s: TyramidState, viewer: Viewer): TyramidView {
  return {
    mode: s.mode,
    players: s.players,
    viewer,
    halves: s.halves.map((h, i) => ({
      half: halfNames[i]!,
      rows: h.rows.map((r) => names(r)),
      row: h.row,
      left: h.left,
      right: h.right,
    })),
    hand: viewer === "spectator" ? null : names(s.hands[viewer]!),
    handCounts: s.hands.map((h) => h.length),
    known: s.known.map((k) => names(k)),
    stuck: s.stuck,
    deck: s.deck.length,
    discards: names(s.discards),
    revealed: names(s.revealed),
    scores: s.scores,
    toMove: s.toMove,
    phase: s.phase,
    passes: s.passes,
    winner: s.winner,
    last: s.last,
    firstDraw: s.firstDraw ? names(s.firstDraw) : null,
  };
}

/**
 * A state `seat` cannot tell from the real one: the cards it cannot see (the deck and the unknown
 * part of other hands) are shuffled and dealt again. A seat known to be stuck gets only cards that
 * cannot be played, so the redeal never contradicts what the table saw.
 */
export function resample(s: TyramidState, seat: Seat, rng: Rng): TyramidState {
  const unseen: number[] = [...s.deck];
  const need: number[] = s.hands.map(() => 0);
  for (let o = 0; o < s.players; o++) {
    if (o === seat) continue;
    const known = s.known[o]!;
    for (const c of s.hands[o]!) if (!known.includes(c)) unseen.push(c);
    need[o] = s.hands[o]!.length - known.length;
  }
  rng.shuffle(unseen);
  const hands: number[][] = s.hands.map((h, o) => (o === seat ? [...h] : [...s.known[o]!]));
  // Stuck seats first, from the unplayable cards; then everyone else from what is left.
  const taken = new Set<number>();
  for (let o = 0; o < s.players; o++) {
    if (o === seat || !s.stuck[o]) continue;
    for (let i = 0; i < unseen.length && need[o]! > 0; i++) {
      const c = unseen[i]!;
      if (taken.has(c) || canPlace(s, c)) continue;
      taken.add(c);
      hands[o]!.push(c);
      need[o]!--;
    }
    if (need[o]! > 0) throw new Error(`resample: too few unplayable cards for stuck seat ${o}.`);
  }
  const rest = taken.size ? unseen.filter((c) => !taken.has(c)) : unseen;
  let k = 0;
  for (let o = 0; o < s.players; o++) {
    if (o === seat || s.stuck[o]) continue;
    for (let i = 0; i < need[o]!; i++) hands[o]!.push(rest[k++]!);
  }
  for (let o = 0; o < s.players; o++) if (o !== seat) (hands[o] as number[]).sort((a, b) => a - b);
  return evolve(s, { hands, deck: rest.slice(k) });
}
