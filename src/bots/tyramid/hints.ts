/**
 * What ISMCTS knows about Tyramid beyond the rules: points are banked as they are scored, so an
 * unfinished game is fairly judged by the scores so far (in Shedding, by who holds the fewest
 * cards), and rollouts can stop after a few turns; and a rollout that takes the points on offer
 * most of the time judges a position far better than one that plays at random.
 */
import { formatTic } from "../../cards/tic.js";
import type { Seat } from "../../core/game.js";
import type { Rng } from "../../core/rng.js";
import { halfNames, openPlaces, touchingCards } from "../../games/tyramid/board.js";
import type { TyramidAction } from "../../games/tyramid/rules.js";
import { quickScore } from "../../games/tyramid/score.js";
import type { TyramidState } from "../../games/tyramid/state.js";
import type { SearchHints } from "../hints.js";

const scratch = [0, 0, 0, 0];

/** The scores if the game stopped now; in Shedding, a share of the win for the fewest cards. */
export function tyramidEvaluate(s: TyramidState): number[] {
  if (s.mode !== "shedding") return [...s.scores];
  const counts = s.hands.map((h) => h.length);
  const fewest = Math.min(...counts);
  const n = counts.filter((c) => c === fewest).length;
  return counts.map((c) => (c === fewest ? 1 / n : 0));
}

/** Mostly the play that scores most now (in Shedding, the most Tics); sometimes any move. */
export function tyramidRollout(
  s: TyramidState,
  seat: Seat,
  legal: readonly TyramidAction[],
  rng: Rng,
): TyramidAction {
  if (legal.length === 1 || rng.int(4) === 0 || s.phase === "reveal") return rng.pick(legal);
  const hand = s.hands[seat]!;
  let best = -1;
  let move: TyramidAction | null = null;
  s.halves.forEach((h, hi) => {
    for (const place of openPlaces(h)) {
      const n = touchingCards(h, h.row, place, scratch);
      for (const card of hand) {
        const q = quickScore(card, scratch, n, s.mode !== "shedding");
        if (q > best) {
          best = q;
          const play = { type: "play" as const, card: formatTic(card), row: h.row, place };
          move = s.halves.length > 1 ? { ...play, half: halfNames[hi]! } : play;
        }
      }
    }
  });
  return move ?? rng.pick(legal);
}

export const tyramidHints: SearchHints<TyramidState, TyramidAction> = {
  evaluate: tyramidEvaluate,
  rolloutCap: 16,
  rollout: tyramidRollout,
  // About 0.1 s and 1 s a move on an idle core (~18,000 iterations a second: docs/bots.md).
  levels: { normal: 1800, hard: 18000 },
};
