/**
 * Main and side pots. Each distinct amount put in by a seat still in the hand closes a layer: the
 * layer holds what every seat put in between the previous amount and this one, and only seats
 * still in that put in at least this amount may win it. So an all-in amount caps the pot it can
 * win. A carried pot (runoff) joins the main pot; chips a folded seat put in above every
 * remaining seat's amount join the last pot.
 */
import type { Betting, Pot } from "./types.js";

/** The pots from per-seat contributions, which seats are still in, and any carried pot. */
export function buildPots(
  contributions: readonly number[],
  stillIn: readonly boolean[],
  dead = 0,
): Pot[] {
  // The distinct amounts of the seats still in, smallest first (loops: every hand's award asks).
  const levels: number[] = [];
  for (let i = 0; i < contributions.length; i++) {
    if (stillIn[i] && !levels.includes(contributions[i]!)) levels.push(contributions[i]!);
  }
  levels.sort((a, b) => a - b);
  const pots: { amount: number; eligible: number[] }[] = [];
  let previous = 0;
  for (const level of levels) {
    let amount = pots.length === 0 ? dead : 0;
    for (const c of contributions) amount += Math.min(c, level) - Math.min(c, previous);
    const eligible: number[] = [];
    for (let i = 0; i < contributions.length; i++) {
      if (stillIn[i] && contributions[i]! >= level) eligible.push(i);
    }
    if (amount > 0) pots.push({ amount, eligible });
    previous = level;
  }
  let above = 0;
  for (const c of contributions) above += Math.max(0, c - previous);
  if (pots.length === 0 && levels.length > 0) {
    // Nothing in the middle but what folded seats left above a zero level: one pot for all still in.
    const eligible = stillIn.flatMap((s, i) => (s ? [i] : []));
    if (dead + above > 0) pots.push({ amount: dead + above, eligible });
    return pots;
  }
  if (above > 0 && pots.length > 0) pots[pots.length - 1]!.amount += above;
  return pots;
}

/**
 * The pots as they stand, main pot first. While a round is open its bets are not yet in the pots
 * (they are in `round.bets`); at the showdown every chip is.
 */
export function pots(b: Betting): Pot[] {
  const bets = b.round?.bets;
  const settled = b.committed.map((c, i) => c - (bets?.[i] ?? 0));
  const stillIn = b.status.map((s) => s === "active" || s === "all-in");
  return buildPots(settled, stillIn, b.dead);
}
