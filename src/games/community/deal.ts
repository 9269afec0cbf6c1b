/** What both community games do and say alike as they deal and show down. */
import { type Betting, dealingOrder } from "../../betting/index.js";
import { whyPokerWins } from "../../cards/poker/why.js";
import { type Card, formatCards } from "../../cards/standard.js";
import type { GameEvent, Seat } from "../../core/game.js";

/**
 * Hole cards dealt one at a time to each seat dealt in, from the dealer's left, `count` each, the
 * cards taken from `next`; `order`, the seats dealt in.
 */
export function dealHoles(
  betting: Betting,
  count: number,
  next: () => Card,
): { order: Seat[]; hole: Card[][] } {
  const order = dealingOrder(betting).filter((seat) => betting.status[seat] !== "out");
  const hole: Card[][] = betting.stacks.map(() => []);
  for (let i = 0; i < count; i++) for (const seat of order) hole[seat]!.push(next());
  return { order, hole };
}

/** How the dealer announces the low qualifier: "any low counts" or "a low must be 8 or better". */
export function qualifierWords(lowQualifier: number | null): string {
  return lowQualifier === null ? "any low counts" : `a low must be ${lowQualifier} or better`;
}

/** Why one shown hand beats another for high or low, from the hands' names (`nameOf`). */
export function whyByName(nameOf: (seat: Seat, part: "high" | "low") => string) {
  return (w: Seat, l: Seat, part: "high" | "low") =>
    whyPokerWins(w, nameOf(w, part), l, nameOf(l, part), part);
}

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
