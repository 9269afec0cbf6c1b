/**
 * The inbox: of the tables a player holds seats at, those waiting for them, most urgent first. A
 * guest's browser names its seats by their tokens (it holds them; the server keeps only their
 * hashes), so the answer tells each token only of its own seat.
 */
import type { LiveTable } from "./live.js";
import { type Pace, paceOf } from "./pace.js";

/** A table waiting for the reader's move. */
export interface InboxEntry {
  readonly table: string;
  readonly game: string;
  readonly gameName: string;
  readonly seat: number;
  readonly pace: Pace;
  /** When the seat's time runs out (ms since the epoch), or null at a table without a clock. */
  readonly deadline: number | null;
  /** The other players' names, as the seats show them. */
  readonly with: readonly string[];
}

/** The seat's entry if it is that seat's turn at a running table. */
export function inboxEntry(t: LiveTable, seat: number): InboxEntry | null {
  if (t.status !== "running" || !t.toAct().includes(seat)) return null;
  return {
    table: t.id,
    game: t.game.id,
    gameName: t.game.name,
    seat,
    pace: paceOf(t.settings),
    deadline: t.deadlines.get(seat) ?? null,
    with: t.seats.flatMap((s, i) => (i !== seat && s.name ? [s.name] : [])),
  };
}

/** Most urgent first: the nearest deadline, then the tables without a clock. */
export function byUrgency(a: InboxEntry, b: InboxEntry): number {
  return (a.deadline ?? Number.POSITIVE_INFINITY) - (b.deadline ?? Number.POSITIVE_INFINITY);
}
