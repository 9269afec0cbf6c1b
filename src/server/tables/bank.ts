/**
 * A turn-based table's time bank: each seat's reserve for the moves that take longer than the
 * table's time per move. It is never written down: it follows from the log alone, from the time
 * each entry was written (`at`), so a restart or another process taking the table over arrives at
 * the same banks by replaying the same entries.
 *
 * A seat's turn starts with the entry that gave it the turn (a pause's length is added back when
 * the host resumes). When the seat moves, whatever the turn took beyond the time per move comes
 * off its bank; a move the clock made (the time per move and the whole bank ran out) empties it.
 * A bank is never refilled: it is the table's allowance for the odd busy day, not more time for
 * every move.
 */
import type { AwayNote } from "../../core/away.js";
import type { Seat } from "../../core/game.js";
import type { LiveTable } from "../live.js";

type Banked = Pick<LiveTable, "banks" | "turnSince" | "clockMs">;

/** Before a seat's action entry is applied: what its turn took beyond its time comes off its bank. */
export function drawBank(t: Banked, seat: Seat, at: number, away: AwayNote | null): void {
  const left = t.banks.get(seat);
  const since = t.turnSince.get(seat);
  const moveMs = t.clockMs;
  if (left === undefined || since === undefined || moveMs === null) return;
  if (away?.why === "clock") {
    t.banks.set(seat, 0);
    return;
  }
  const over = at - since - moveMs;
  if (over > 0) t.banks.set(seat, Math.max(0, left - over));
}

/**
 * After an entry is applied at `at`: the seats to act that were not before (or `acted`, which acts
 * again) start their turn now; a resume gives the seats to act back the time the pause took.
 */
export function trackTurns(
  t: Pick<LiveTable, "banks" | "turnSince" | "paused" | "status" | "toAct"> & {
    pausedAt: number | null;
  },
  at: number,
  acted: Seat | null,
): void {
  if (t.banks.size === 0) return;
  if (t.paused && t.pausedAt === null) t.pausedAt = at;
  if (!t.paused && t.pausedAt !== null) {
    const paused = Math.max(0, at - t.pausedAt);
    for (const [seat, since] of t.turnSince) t.turnSince.set(seat, since + paused);
    t.pausedAt = null;
  }
  const toAct = t.status === "running" ? t.toAct() : [];
  for (const seat of [...t.turnSince.keys()]) if (!toAct.includes(seat)) t.turnSince.delete(seat);
  for (const seat of toAct) if (!t.turnSince.has(seat) || seat === acted) t.turnSince.set(seat, at);
}
