import type { TableState } from "../net/connection";
import type { Seat } from "../net/protocol";

/** A seat as this viewer calls it: "You", the name taken, or its number. */
export function nameOf(state: Pick<TableState, "seat" | "seats">, s: Seat): string {
  if (s === state.seat) return "You";
  const summary = state.seats.find((x) => x.seat === s);
  // Seats are numbered from 0, as the engine's own event texts number them.
  return summary?.name ?? `Seat ${s}`;
}

/** Why this viewer cannot write in the chat now, or null. */
export function chatClosed(state: TableState): string | null {
  if (state.game === null) return "Connecting…";
  const mine = state.seats.find((x) => x.seat === state.seat);
  if (mine?.muted) return "The host has muted you.";
  if (state.seat === null && state.host && !state.host.spectatorChat)
    return "The host turned spectators' chat off.";
  return null;
}
