import { parseActionText } from "../core/engine.js";
import type { Action, GameDefinition } from "../core/game.js";
import { err, ok, type Result } from "../core/result.js";

/**
 * What the player typed, as an action: a number from the list, or the text form in any case.
 * Only the reading is checked here; whether the move is allowed is the engine's to say, so a
 * refused move gets the engine's own reason.
 */
export function readMove<A extends Action>(
  game: GameDefinition<unknown, unknown, A>,
  text: string,
  listed: readonly A[],
): Result<A, string> {
  const typed = text.trim();
  if (/^\d+$/.test(typed)) {
    const n = Number(typed);
    if (n >= 1 && n <= listed.length) return ok(listed[n - 1]!);
    return err(
      listed.length === 0
        ? `There is nothing to choose by number now: type the move.`
        : `${typed} is not on the list: choose ${listed.length === 1 ? "1" : `1–${listed.length}`}, or type the move.`,
    );
  }
  const lower = typed.toLowerCase();
  const same = listed.find((a) => game.formatAction(a).toLowerCase() === lower);
  if (same) return ok(same);
  const asTyped = parseActionText(game, typed);
  if (asTyped.ok) return asTyped;
  // Card names and words are lower case in every game's text form: `Take 3,4` is `take 3,4`.
  const lowered = parseActionText(game, lower);
  if (lowered.ok) return lowered;
  return err(asTyped.error.message);
}
