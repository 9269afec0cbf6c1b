import type { Seat } from "../../core/game.js";
import type { LiveTable } from "../live.js";
import { realTimers, type Timer, type Timers } from "../timers.js";

/** What a clock reads and writes of its table: the deadlines clients draw, a pause's time left. */
export type Clocked = Pick<LiveTable, "id" | "deadlines" | "frozen">;

/**
 * The players' move clocks: one timer per seat whose clock runs, its deadline kept on the table
 * (`t.deadlines`) for the clients to draw.
 */
export class Clocks {
  private readonly timers = new Map<string, Timer>();

  constructor(private readonly time: Timers = realTimers) {}

  /** Gives `seat` `ms` to move; `ranOut` runs if it has not moved (nor been stopped) by then. */
  start(t: Clocked, seat: Seat, ms: number, ranOut: () => void): void {
    t.deadlines.set(seat, this.time.now() + ms);
    const key = `${t.id}:${seat}`;
    const timer = this.time.setTimeout(() => {
      this.timers.delete(key);
      t.deadlines.delete(seat);
      ranOut();
    }, ms);
    this.timers.set(key, timer);
  }

  stop(t: Clocked, seat: Seat): void {
    t.deadlines.delete(seat);
    const key = `${t.id}:${seat}`;
    this.time.clear(this.timers.get(key));
    this.timers.delete(key);
  }

  /** Stops every clock of the table. */
  stopAll(t: Clocked): void {
    for (const seat of [...t.deadlines.keys()]) this.stop(t, seat);
  }

  /** Stops the table's clocks, each keeping the time it had left to go on with (a pause). */
  freeze(t: Clocked, now = this.time.now()): void {
    for (const [seat, at] of t.deadlines) t.frozen.set(seat, Math.max(0, at - now));
    this.stopAll(t);
  }

  /** Stops every clock of every table (the process is stopping). */
  clear(): void {
    for (const timer of this.timers.values()) this.time.clear(timer);
    this.timers.clear();
  }
}

/**
 * After a table is rebuilt, a seat's clock keeps counting from the last entry of the log (its
 * turn began then or earlier: never less time than it had), but leaves at least `RESUME_GRACE_MS`,
 * so that a move sent while the old owner was dying, retried by its client, lands before the
 * clock runs out. Never more than the full time (another machine's clock may run ahead).
 */
export const RESUME_GRACE_MS = 5_000;

export function resumedClock(
  t: Pick<LiveTable, "lastEntryAt">,
  clockMs: number,
  now = Date.now(),
): number {
  const left = t.lastEntryAt + clockMs - now;
  return Math.min(clockMs, Math.max(left, Math.min(RESUME_GRACE_MS, clockMs)));
}
