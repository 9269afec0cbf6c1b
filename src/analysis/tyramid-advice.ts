/**
 * The Tyramid move adviser: for the seat to act, every legal move with what it scores now and
 * its value after an ISMCTS search (src/bots/ismcts.ts).
 *
 * It is given the seat's view and nothing else. From the view it builds one world (a full state
 * that matches it, the cards the seat cannot see dealt in a fixed order), and the search
 * determinises that world with the game's `resample`, which redeals everything the seat cannot
 * see. So the advice depends only on the view and the seed: two tables that differ only in hidden
 * cards get the same advice, and the web client, which holds only its seat's view, gets the same
 * answers as the command line. Browser-safe: no node-only imports.
 */

import type { Clock } from "../bots/budget.js";
import { defaultIsmcts, ismctsSearch } from "../bots/ismcts.js";
import { tyramidHints } from "../bots/tyramid/hints.js";
import { ticDeck, ticFromName } from "../cards/tic.js";
import type { Seat } from "../core/game.js";
import type { SeatContext } from "../core/match.js";
import { Rng } from "../core/rng.js";
import type { HalfBoard } from "../games/tyramid/board.js";
import { touchingCards } from "../games/tyramid/board.js";
import { tyramid } from "../games/tyramid/index.js";
import { handSizeFor } from "../games/tyramid/options.js";
import { legalActions, type TyramidAction } from "../games/tyramid/rules.js";
import { explainPlay, isNic, type PlayScore } from "../games/tyramid/score.js";
import type { TyramidState } from "../games/tyramid/state.js";
import { resample, type TyramidView } from "../games/tyramid/view.js";

export interface TyramidMoveAdvice {
  readonly action: TyramidAction;
  /** The action's text form (`play 5-star-red at 4,2`). */
  readonly text: string;
  /** What a play scores now, explained; null for stop, reveal, keep and pass. */
  readonly immediate: PlayScore | null;
  /** Times the search tried this move at the root. */
  readonly visits: number;
  /**
   * The search's mean reward for the move: the seat's points less the average of the others'
   * at the end of its simulations (the game's end, or the scores after the rollout cap).
   */
  readonly value: number;
  /** Half-width of the value's 95% interval (Infinity when tried fewer than twice). */
  readonly margin: number;
}

export interface TyramidAdvice {
  readonly seat: Seat;
  readonly iterations: number;
  /** Every legal move, the search's choice (most visited) first. */
  readonly moves: readonly TyramidMoveAdvice[];
  readonly best: TyramidMoveAdvice;
  /**
   * Moves the search cannot tell from its choice: their values differ from the choice's by less
   * than the 95% interval of the difference. When any, the choice is a toss-up among them.
   */
  readonly tied: readonly TyramidMoveAdvice[];
  /** The legal play that scores most now, or null when no card can be played. */
  readonly topScore: TyramidMoveAdvice | null;
}

export interface TyramidAdviceSettings {
  /** Search iterations (default 2000). */
  readonly iterations?: number;
  /** A time limit in ms as well (needs a clock); the search stops at whichever comes first. */
  readonly milliseconds?: number;
  readonly clock?: Clock;
  /** The seed of the search and of the world built from the view (default 1). */
  readonly seed?: number;
}

export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string };

const cardId = (name: string): number => {
  const id = ticFromName(name);
  if (id === undefined) throw new Error(`"${name}" is not a TIC card.`);
  return id;
};

/**
 * A full state that matches the seat's view exactly: the board, scores, phase, its own hand and
 * every public fact; the cards it cannot see (the deck and the unknown part of other hands) go
 * out in card order. Only `resample`'s redeals of it are ever searched.
 */
export function worldFromView(view: TyramidView, seed = 1): Outcome<TyramidState> {
  const seat = view.viewer;
  if (typeof seat !== "number" || view.hand === null)
    return { ok: false, error: "Advice needs a seat's view (a spectator holds no hand)." };
  try {
    const halves: HalfBoard[] = view.halves.map((h) => ({
      rows: h.rows.map((r) => r.map((c) => (c === null ? null : cardId(c)))),
      row: h.row,
      left: h.left,
      right: h.right,
    }));
    const seenIds = new Set<number>();
    const see = (id: number) => {
      if (seenIds.has(id)) throw new Error("The view shows one card twice.");
      seenIds.add(id);
    };
    // The peak is shared by both halves of an hourglass: count it once.
    halves.forEach((h, hi) => {
      h.rows.forEach((r, ri) => {
        if (hi > 0 && ri === 0) return;
        for (const c of r) if (c !== null) see(c);
      });
    });
    const own = view.hand.map(cardId);
    const known = view.known.map((k) => k.map(cardId));
    const discards = view.discards.map(cardId);
    const revealed = view.revealed.map(cardId);
    for (const c of [...own, ...discards, ...revealed]) see(c);
    known.forEach((k, o) => {
      if (o !== seat) for (const c of k) see(c);
    });
    const unseen = ticDeck().filter((c) => !seenIds.has(c));
    let next = 0;
    const hands = view.handCounts.map((count, o) => {
      if (o === seat) return [...own].sort((a, b) => a - b);
      const need = count - known[o]!.length;
      if (need < 0) throw new Error(`Seat ${o} is said to hold fewer cards than it is known to.`);
      const hand = [...known[o]!, ...unseen.slice(next, next + need)];
      next += need;
      return hand.sort((a, b) => a - b);
    });
    const deck = unseen.slice(next);
    if (deck.length !== view.deck)
      throw new Error(
        `The view does not add up: ${deck.length} cards unaccounted for, the deck holds ${view.deck}.`,
      );
    const state: TyramidState = {
      rng: Rng.fromInt(seed).state(),
      mode: view.mode,
      players: view.players,
      handSize: handSizeFor(view.mode),
      halves,
      hands,
      known,
      stuck: [...view.stuck],
      deck,
      discards,
      revealed,
      scores: [...view.scores],
      toMove: view.toMove,
      phase: view.phase,
      passes: view.passes,
      winner: view.winner,
      last: view.last,
      firstDraw: view.firstDraw ? view.firstDraw.map(cardId) : null,
    };
    return { ok: true, value: state };
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
}

/** What a legal play scores now; null for moves that place no card. */
export function immediateScore(s: TyramidState, a: TyramidAction): PlayScore | null {
  if (a.type !== "play") return null;
  const hi = a.half === "upper" ? 1 : 0;
  const h = s.halves[hi]!;
  const touching: number[] = [0, 0, 0, 0];
  const n = touchingCards(h, a.row, a.place, touching);
  const r = explainPlay(cardId(a.card), touching.slice(0, n), s.mode !== "shedding");
  return isNic(r) ? null : r;
}

/** The advice for the seat whose view this is; it must be that seat's turn. */
export function adviseTyramid(
  view: TyramidView,
  settings: TyramidAdviceSettings = {},
): Outcome<TyramidAdvice> {
  const seed = settings.seed ?? 1;
  const world = worldFromView(view, seed);
  if (!world.ok) return world;
  const s = world.value;
  const seat = view.viewer as Seat;
  if (s.phase === "over") return { ok: false, error: "The game is over." };
  if (s.toMove !== seat)
    return { ok: false, error: `It is seat ${s.toMove}'s turn, not seat ${seat}'s.` };
  const legal = legalActions(s, seat);
  const ctx: SeatContext<TyramidState, TyramidAction> = {
    game: tyramid as unknown as SeatContext<TyramidState, TyramidAction>["game"],
    seat,
    view,
    legal,
    observe: (rng) => resample(s, seat, rng),
  };
  const iterations = settings.iterations ?? 2000;
  const budget =
    settings.milliseconds !== undefined
      ? { iterations, milliseconds: settings.milliseconds }
      : { iterations };
  let report: ReturnType<typeof ismctsSearch<TyramidState, TyramidAction>>;
  try {
    report = ismctsSearch(
      ctx,
      {
        ...defaultIsmcts,
        budget,
        ...(settings.clock ? { clock: settings.clock } : {}),
        hints: tyramidHints,
      },
      Rng.fromInt(seed),
    );
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
  const moves = report.moves.map(
    (m): TyramidMoveAdvice => ({
      action: m.action,
      text: tyramid.formatAction(m.action),
      immediate: immediateScore(s, m.action),
      visits: m.visits,
      value: m.mean,
      margin: m.margin,
    }),
  );
  const best = moves[0]!;
  let topScore: TyramidMoveAdvice | null = null;
  for (const m of moves)
    if (m.immediate && (!topScore || m.immediate.total > topScore.immediate!.total)) topScore = m;
  return {
    ok: true,
    value: {
      seat,
      iterations: report.iterations,
      moves,
      best,
      tied: moves.slice(1).filter((m) => tiedWith(best, m)),
      topScore,
    },
  };
}

/** Whether two moves' values are within the search's noise of each other (95%, normal). */
export function tiedWith(a: TyramidMoveAdvice, b: TyramidMoveAdvice): boolean {
  if (!Number.isFinite(a.margin) || !Number.isFinite(b.margin)) return false;
  return Math.abs(a.value - b.value) <= Math.hypot(a.margin, b.margin);
}
