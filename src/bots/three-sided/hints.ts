/**
 * What ISMCTS knows about Three-sided Pyramid beyond the rules: a table to the last chip runs for
 * thousands of hands, so a rollout stops after about a hand and the table is judged by the chips
 * each seat has, counting what it has put in this hand as still its own (the hand's outcome is
 * what the rollout could not reach).
 */
import { contenders } from "../../betting/index.js";
import type { Card } from "../../cards/standard.js";
import type { Seat } from "../../core/game.js";
import type { Rng } from "../../core/rng.js";
import type { CommunityAction } from "../../games/community/actions.js";
import type { ThreeSidedState } from "../../games/three-sided/state.js";
import { threeSidedView } from "../../games/three-sided/view.js";
import {
  communityHints,
  communityWeigh,
  heuristicModel,
  judgedOncePerStage,
} from "../betting-model.js";
import type { SearchHints } from "../hints.js";
import {
  declarationValues,
  defaultThreeSidedWeights,
  type Equity,
  estimateEquity,
  threeSidedChoice,
  threeSidedDecision,
} from "./heuristic.js";

export function threeSidedEvaluate(s: ThreeSidedState): number[] {
  const b = s.hand?.betting;
  return s.startStacks.map((start, seat) => {
    if (!b || s.hand!.phase === "done") return s.stacks[seat]! - start;
    return b.stacks[seat]! + b.committed[seat]! - start;
  });
}

/** Completions per judgement of an opponent's hand: the heuristic takes 200 for one decision. */
const MODEL_SAMPLES = 16;

/** `seat`'s equity in a determinisation as it would judge it (`estimateEquity`), once a stage. */
export const threeSidedEquity = judgedOncePerStage(
  (s: ThreeSidedState, seat: Seat, rng: Rng): Equity => {
    const h = s.hand!;
    const board: (Card | null)[] = h.board.map((c, k) => (k < h.turned ? c : null));
    const opponents = Math.max(1, contenders(h.betting).length - 1);
    const rule = { low: s.options.low, lowQualifier: s.options.lowQualifier };
    return estimateEquity(h.hole[seat]!, board, opponents, rule, MODEL_SAMPLES, rng);
  },
);

/**
 * The heuristic's measure of a seat's hand in a determinisation: its expected share of the pot
 * (the better way with half the other, or a scoop), 15% more for the last seat in dealing order,
 * from a few completions of the board and the others' hands as that seat would see them.
 */
export function threeSidedStrength(s: ThreeSidedState, seat: Seat, rng: Rng): number {
  const b = s.hand!.betting;
  const v = declarationValues(threeSidedEquity(s, seat, rng));
  let share = Math.max(v.high + v.low * 0.5, v.low + v.high * 0.5, v.both);
  const n = s.players;
  for (let k = 0; k < n; k++) {
    const last = (b.dealer - k + n) % n;
    if (b.status[last] === "active") {
      if (last === seat) share *= defaultThreeSidedWeights.position;
      break;
    }
  }
  return share;
}

/** How likely the others' dealt hands are to have bet as they did (`betting-model.ts`). */
export const threeSidedWeigh = communityWeigh(threeSidedStrength, (fair, pot, bet) => ({
  value: fair * defaultThreeSidedWeights.aggression,
  // It calls when its share of the pot after calling pays for the call.
  call: bet / (pot + bet),
}));

/** The heuristic as a model of how a seat plays, on equity from a few completions instead of 200. */
export const threeSidedModel = heuristicModel(threeSidedView, threeSidedEquity, threeSidedDecision);

export const threeSidedHints: SearchHints<ThreeSidedState, CommunityAction> = communityHints({
  evaluate: threeSidedEvaluate,
  rolloutCap: 120,
  weigh: threeSidedWeigh,
  model: threeSidedModel,
  // About 0.1 s and 1 s a move on an idle core (~1,000 iterations a second: docs/bots.md).
  levels: { normal: 100, hard: 1000 },
  policy: (ctx, rng) => threeSidedChoice(ctx as never, rng),
});
