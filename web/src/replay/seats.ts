import type { TableRecord } from "../net/api";
import type { SeatSummary } from "../net/protocol";

/** The record's seat labels ("player" or a bot's name) and names, as the table page's seats. */
export function seatsOf(record: TableRecord): SeatSummary[] {
  return Array.from({ length: record.players }, (_, seat) => {
    const label = record.seats?.[seat];
    const bot = label && label !== "player" && label !== "you" ? label : null;
    return {
      seat,
      kind: bot ? "bot" : "human",
      bot,
      name: record.names?.[seat] ?? null,
      taken: true,
      left: false,
      // A replay has no one at the table: no presence to show.
      connected: false,
      away: false,
      muted: false,
    };
  });
}

/** A seat as the replay names it: its player's name, else its number (and bot). */
export function replaySeatName(seats: readonly SeatSummary[], s: number): string {
  const summary = seats[s];
  return summary?.name ?? (summary?.kind === "bot" ? `Seat ${s} (${summary.bot})` : `Seat ${s}`);
}
