/**
 * What ISMCTS knows about Wild/Kill beyond the rules: a table lasts many hands, so a rollout stops
 * after a while and is judged by the chips: each seat's stack, plus an equal share of the pot
 * among the players still in the hand (a rollout cannot tell more without the showdown).
 */
import { contenders, potTotal } from "../../betting/index.js";
import type { Seat } from "../../core/game.js";
import type { Rng } from "../../core/rng.js";
import type { CommunityAction } from "../../games/community/actions.js";
import type { WildKillState } from "../../games/wild-kill/state.js";
import { wildKillView } from "../../games/wild-kill/view.js";
import {
  communityHints,
  communityWeigh,
  heuristicModel,
  judgedOncePerStage,
} from "../betting-model.js";
import type { SearchHints } from "../hints.js";
import {
  type Chances,
  defaultWildKillWeights,
  estimateChances,
  expectedShare,
  wildKillChoice,
  wildKillDecision,
} from "./heuristic.js";

export function wildKillEvaluate(s: WildKillState): number[] {
  const b = s.hand?.betting;
  if (!b || s.over) return s.stacks.map((c, i) => c - s.startStacks[i]!);
  const still = contenders(b);
  const share = potTotal(b) / Math.max(1, still.length);
  return b.stacks.map((c, i) => c + (still.includes(i) ? share : 0) - s.startStacks[i]!);
}

/** Completions per judgement of an opponent's hand: the heuristic takes 160 for one decision. */
const MODEL_SAMPLES = 16;

/** `seat`'s chances in a determinisation as it would judge them (`estimateChances`), once a stage. */
export const wildKillChances = judgedOncePerStage(
  (s: WildKillState, seat: Seat, rng: Rng): Chances => {
    const h = s.hand!;
    const view = {
      hole: h.hole.map((c, i) => (i === seat ? c : null)),
      status: h.betting.status,
      board: h.board.map((c, i) => (i < h.turned ? c : null)),
      options: s.options,
    };
    return estimateChances(view, seat, rng, MODEL_SAMPLES);
  },
);

/**
 * The heuristic's measure of a seat's hand in a determinisation: its expected share of the pot
 * (`expectedShare`), from a few completions of what that seat would not see.
 */
export function wildKillStrength(s: WildKillState, seat: Seat, rng: Rng): number {
  return expectedShare(wildKillChances(s, seat, rng), s.options.split === "high-low");
}

/** How likely the others' dealt hands are to have bet as they did (`betting-model.ts`). */
export const wildKillWeigh = communityWeigh(wildKillStrength, (fair, pot, bet) => ({
  // Strong from 1.6 fair shares (a little less acting late).
  value: fair * defaultWildKillWeights.aggression * 0.92,
  call: (defaultWildKillWeights.caution * bet) / (pot + bet),
}));

/** The heuristic as a model of how a seat plays, on chances from a few completions instead of 160. */
export const wildKillModel = heuristicModel(wildKillView, wildKillChances, wildKillDecision);

export const wildKillHints: SearchHints<WildKillState, CommunityAction> = communityHints({
  evaluate: wildKillEvaluate,
  rolloutCap: 40,
  weigh: wildKillWeigh,
  model: wildKillModel,
  // About 0.1 s and 1 s a move on an idle core (~5,000 iterations a second: docs/bots.md).
  levels: { normal: 500, hard: 5000 },
  policy: (ctx, rng) => wildKillChoice(ctx as never, rng),
});
