import { findGame } from "../../../src/packages/index.js";
import type { Action } from "../net/protocol";

/**
 * An action's short text form (`bet 10`, `play 5-star-red at 4,2`), from the game's own
 * formatAction, so the browser, the terminal and the logs all say the same thing.
 */
export function actionText(game: string, action: Action): string {
  const def = findGame(game);
  if (def) {
    try {
      return def.formatAction(action);
    } catch {
      // Fall through to the generic form below.
    }
  }
  const { type, ...rest } = action;
  const parts = Object.values(rest).map((v) => (Array.isArray(v) ? v.join(" ") : String(v)));
  return [type, ...parts].join(" ");
}
