import type { Seat } from "../core/game.js";
import type { LiveTable } from "./live.js";

/**
 * The name a seat goes by in a ledger or a hand history: the name its player joined with, a bot
 * seat's bot ("heuristic bot"), else "Seat N" as the game's own events say. The one place every
 * such text asks, so that names chosen elsewhere reach them all at once.
 */
export function seatName(t: LiveTable, seat: Seat): string {
  const s = t.seats[seat];
  if (s?.name) return s.name;
  if (s?.bot) return `${s.bot} bot (seat ${seat})`;
  return `Seat ${seat}`;
}
