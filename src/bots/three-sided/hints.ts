/**
 * What ISMCTS knows about Three-sided Pyramid beyond the rules: a table to the last chip runs for
 * thousands of hands, so a rollout stops after about a hand and the table is judged by the chips
 * each seat has, counting what it has put in this hand as still its own (the hand's outcome is
 * what the rollout could not reach).
 */
import type { ThreeSidedState } from "../../games/three-sided/state.js";
import type { SearchHints } from "../hints.js";

export function threeSidedEvaluate(s: ThreeSidedState): number[] {
  const b = s.hand?.betting;
  return s.startStacks.map((start, seat) => {
    if (!b || s.hand!.phase === "done") return s.stacks[seat]! - start;
    return b.stacks[seat]! + b.committed[seat]! - start;
  });
}

export const threeSidedHints: SearchHints<ThreeSidedState> = {
  evaluate: threeSidedEvaluate,
  rolloutCap: 120,
};
