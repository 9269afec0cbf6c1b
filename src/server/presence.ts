import type { Seat } from "../core/game.js";
import type { LiveTable } from "./live.js";
import { realTimers, type Timer, type Timers } from "./timers.js";

/**
 * Which players' seats have a live connection, and the grace period after which a disconnected
 * player's seat is played by the away rule until they return.
 */
export class Presence {
  private readonly timers = new Map<string, Timer>();

  /** `changed`: a seat came, went or turned away; tell the table and let the server move. */
  constructor(
    private readonly changed: (t: LiveTable) => void,
    private readonly time: Timers = realTimers,
  ) {}

  /** A connection for `seat` arrived or closed. */
  update(t: LiveTable, seat: Seat): void {
    const key = `${t.id}:${seat}`;
    // A connection that comes or goes was there until now.
    t.presentAt = this.time.now();
    if (t.isConnected(seat)) {
      this.time.clear(this.timers.get(key));
      this.timers.delete(key);
      // Coming back gives the seat back: the away rule stops playing it.
      t.away.delete(seat);
    } else if (!this.timers.has(key) && t.settings.awayAfterMs > 0 && t.status !== "finished") {
      const timer = this.time.setTimeout(() => {
        this.timers.delete(key);
        const s = t.seats[seat];
        if (!s || s.bot !== null || s.left || t.status === "finished" || t.isConnected(seat))
          return;
        t.away.add(seat);
        this.changed(t);
      }, t.settings.awayAfterMs);
      this.timers.set(key, timer);
    }
    this.changed(t);
  }

  /** Forgets a table's timers (it finished or left this process). */
  forget(t: LiveTable): void {
    for (let seat = 0; seat < t.players; seat++) {
      const key = `${t.id}:${seat}`;
      this.time.clear(this.timers.get(key));
      this.timers.delete(key);
    }
  }

  stop(): void {
    for (const timer of this.timers.values()) this.time.clear(timer);
    this.timers.clear();
  }
}
