/**
 * The Tyramid heuristic, from the game's own strategy: take the points on offer now, chain extra
 * plays (two or more Tics) while they pay, and do not open places where the next player scores
 * big. It looks at its own hand and the board, which every resample of its view keeps as they
 * are; the other hands and the deck are only "cards it has not seen".
 */
import { ticDeckSize, ticFromName } from "../../cards/tic.js";
import type { Seat } from "../../core/game.js";
import type { Player, SeatContext } from "../../core/match.js";
import { Rng } from "../../core/rng.js";
import {
  type HalfBoard,
  halfNames,
  openPlaces,
  placeCard,
  touchingCards,
} from "../../games/tyramid/board.js";
import type { TyramidAction } from "../../games/tyramid/rules.js";
import { quickScore, ticsForExtraPlay } from "../../games/tyramid/score.js";
import type { TyramidState } from "../../games/tyramid/state.js";

export interface TyramidWeights {
  /** How much the next player's expected best play counts against a play that ends the turn. */
  readonly threat: number;
  /** Plays looked ahead in an extra-play chain. */
  readonly depth: number;
}

export const defaultTyramidWeights: TyramidWeights = { threat: 0.6, depth: 2 };

const scratch = [0, 0, 0, 0];

/** Score (points, or Tics in Shedding) of `card` at `(row, place)` of a half; -1 for a Nic. */
function scoreAt(h: HalfBoard, place: number, card: number, scoring: boolean): number {
  return quickScore(card, scratch, touchingCards(h, h.row, place, scratch), scoring);
}

interface Board {
  readonly halves: readonly HalfBoard[];
  readonly scoring: boolean;
}

interface Move {
  readonly card: number;
  readonly half: number;
  readonly place: number;
  readonly points: number;
  readonly extra: boolean;
}

function movesFor(b: Board, cards: readonly number[]): Move[] {
  const out: Move[] = [];
  b.halves.forEach((h, half) => {
    for (const place of openPlaces(h))
      for (const card of cards) {
        const q = scoreAt(h, place, card, b.scoring);
        if (q < 0) continue;
        const tics = b.scoring ? q & 3 : q;
        // In Shedding a play is worth the card it sheds.
        const points = b.scoring ? q >> 2 : 1;
        out.push({ card, half, place, points, extra: tics >= ticsForExtraPlay });
      }
  });
  return out;
}

function after(b: Board, m: Move): Board {
  const halves = b.halves.slice();
  const h = halves[m.half]!;
  halves[m.half] = placeCard(h, h.row, m.place, m.card);
  return { ...b, halves };
}

/**
 * What the next player can expect to score on this board: each unseen card's best play, and the
 * expected best of a hand of `hand` cards drawn from them.
 */
function threat(b: Board, unseen: readonly number[], hand: number): number {
  if (!b.scoring || b.halves.every((h) => h.row === 0)) return 0;
  const best: number[] = [];
  for (const card of unseen) {
    let top = 0;
    b.halves.forEach((h) => {
      for (const place of openPlaces(h)) {
        const q = scoreAt(h, place, card, true);
        if (q >= 0) {
          // An extra play is worth about another play's points.
          const v = (q >> 2) * ((q & 3) >= ticsForExtraPlay ? 2 : 1);
          if (v > top) top = v;
        }
      }
    });
    best.push(top);
  }
  best.sort((x, y) => x - y);
  // E[max of `hand` draws with replacement] = Σ v_i (F(i)^k - F(i-1)^k) over sorted values.
  const n = best.length;
  let e = 0;
  for (let i = 0; i < n; i++) e += best[i]! * (((i + 1) / n) ** hand - (i / n) ** hand);
  return e;
}

/** The value of the best way to go on from here: a play (and its chain), or ending the turn. */
function bestLine(
  b: Board,
  hand: readonly number[],
  unseen: readonly number[],
  w: TyramidWeights,
  depth: number,
  canStop: boolean,
): { value: number; move: Move | null } {
  let best = {
    value: canStop ? -w.threat * threat(b, unseen, 5) : Number.NEGATIVE_INFINITY,
    move: null as Move | null,
  };
  for (const m of movesFor(b, hand)) {
    const next = after(b, m);
    const complete = next.halves.every((h) => h.row === 0);
    // An extra play goes on from the new board (or stops there); a play that ends the turn
    // leaves the board to the next player (nothing, once the pyramid is complete).
    const rest =
      m.extra && depth > 0 && !complete
        ? bestLine(
            next,
            hand.filter((c) => c !== m.card),
            unseen,
            w,
            depth - 1,
            true,
          ).value
        : -w.threat * threat(next, unseen, 5);
    const v = m.points + rest;
    if (v > best.value) best = { value: v, move: m };
  }
  return best;
}

/** Cards this seat has not seen: not on the board, in its hand, discarded or face up. */
function unseenBy(s: TyramidState, seat: Seat): number[] {
  const seen = new Uint8Array(ticDeckSize);
  for (const h of s.halves)
    for (const row of h.rows) for (const c of row) if (c !== null) seen[c] = 1;
  for (const c of s.hands[seat]!) seen[c] = 1;
  for (const c of s.discards) seen[c] = 1;
  for (const c of s.revealed) seen[c] = 1;
  const out: number[] = [];
  for (let c = 0; c < ticDeckSize; c++) if (!seen[c]) out.push(c);
  return out;
}

function sameMove(a: TyramidAction, m: Move, s: TyramidState): boolean {
  if (a.type !== "play") return false;
  const h = s.halves[m.half]!;
  return (
    ticFromName(a.card) === m.card &&
    a.row === h.row &&
    a.place === m.place &&
    (s.halves.length === 1 || a.half === halfNames[m.half])
  );
}

/** The heuristic's choice for the seat in `ctx`. */
export function tyramidChoice(
  ctx: SeatContext<TyramidState, TyramidAction>,
  rng: Rng,
  w: TyramidWeights = defaultTyramidWeights,
): TyramidAction {
  const { legal, seat } = ctx;
  if (legal.length === 1) return legal[0]!;
  // Any resample will do: the board, this hand and the face-up cards are the same in all.
  const s = ctx.observe(rng);
  const board: Board = { halves: s.halves, scoring: s.mode !== "shedding" };
  const unseen = unseenBy(s, seat);
  if (legal[0]!.type === "keep") {
    // Keep the revealed card with the best play on the board as it is.
    let best = legal[0]!;
    let top = -1;
    for (const a of legal) {
      if (a.type !== "keep") continue;
      const v = Math.max(-1, ...movesFor(board, [ticFromName(a.card)!]).map((m) => m.points));
      if (v > top) {
        top = v;
        best = a;
      }
    }
    return best;
  }
  const cards = s.phase === "reveal" ? s.revealed : s.hands[seat]!;
  const canStop = legal.some((a) => a.type === "stop");
  const { move } = bestLine(board, cards, unseen, w, w.depth, canStop);
  if (!move) return legal.find((a) => a.type === "stop") ?? legal[0]!;
  return legal.find((a) => sameMove(a, move, s)) ?? legal[0]!;
}

export function tyramidHeuristic(seed: number, w?: TyramidWeights): Player {
  const rng = Rng.fromInt(seed);
  return (ctx) =>
    tyramidChoice(ctx as SeatContext<TyramidState, TyramidAction>, rng, w) as TyramidAction;
}
