/**
 * What ISMCTS knows about Wild/Kill beyond the rules: a table lasts many hands, so a rollout stops
 * after a while and is judged by the chips: each seat's stack, plus an equal share of the pot
 * among the players still in the hand (a rollout cannot tell more without the showdown).
 */
import { contenders, potTotal } from "../../betting/index.js";
import type { WildKillState } from "../../games/wild-kill/state.js";
import type { SearchHints } from "../hints.js";

export function wildKillEvaluate(s: WildKillState): number[] {
  const b = s.hand?.betting;
  if (!b || s.over) return s.stacks.map((c, i) => c - s.startStacks[i]!);
  const still = contenders(b);
  const share = potTotal(b) / Math.max(1, still.length);
  return b.stacks.map((c, i) => c + (still.includes(i) ? share : 0) - s.startStacks[i]!);
}

export const wildKillHints: SearchHints<WildKillState> = {
  evaluate: wildKillEvaluate,
  rolloutCap: 40,
};
