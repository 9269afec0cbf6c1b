/** What both community games say alike as they deal. */
import { formatCards } from "../../cards/standard.js";
import type { GameEvent, Seat } from "../../core/game.js";

/** Tells each seat dealt in its own hole cards. */
export function tellDealt(
  order: readonly Seat[],
  hole: readonly number[][],
  events: GameEvent[],
): void {
  for (const seat of order) {
    events.push({
      type: "dealt",
      audience: [seat],
      text: `You are dealt ${formatCards(hole[seat]!)}.`,
      data: { seat, cards: [...hole[seat]!] },
    });
  }
}
