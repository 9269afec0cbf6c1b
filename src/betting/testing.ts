/** Small helpers for tests of the betting module and of the games built on it. */
import { PyramidsError } from "../core/errors.js";
import type { Seat } from "../core/game.js";
import { parseBetAction } from "./actions.js";
import { applyBet, type FoldRule } from "./round.js";
import type { Betting } from "./types.js";

/** Applies `[seat, "raise to 20"]` steps in order; throws with the refusal if one is illegal. */
export function playBets(
  b: Betting,
  steps: readonly (readonly [Seat, string])[],
  rule: FoldRule = {},
): Betting {
  let state = b;
  for (const [seat, text] of steps) {
    const action = parseBetAction(text);
    if (!action.ok) throw new PyramidsError(action.error.code, action.error.message);
    const r = applyBet(state, seat, action.value, rule);
    if (!r.ok) throw new PyramidsError(r.error.code, `seat ${seat} "${text}": ${r.error.message}`);
    state = r.value.betting;
  }
  return state;
}
