import type { Timer, Timers } from "../../src/server/timers.js";

interface Due {
  readonly timer: Timer;
  at: number;
  readonly run: () => void;
  readonly every: number | null;
}

/**
 * Time that moves only when a test says so: `advance(ms)` runs every timer that falls due, in
 * order, as if `ms` had passed. It starts at the real time it was made; rows the database stamps
 * with the real clock (a table's creation) are up to the test's run time ahead of it.
 */
export class ManualTimers implements Timers {
  private time = Date.now();
  private due: Due[] = [];

  now(): number {
    return this.time;
  }

  setTimeout(run: () => void, ms: number): Timer {
    return this.add(run, ms, null);
  }

  setInterval(run: () => void, ms: number): Timer {
    return this.add(run, ms, Math.max(1, ms));
  }

  clear(timer: Timer | undefined): void {
    this.due = this.due.filter((d) => d.timer !== timer);
  }

  /** How many timers wait. */
  get waiting(): number {
    return this.due.length;
  }

  /** Moves time on by `ms`, running each timer as it falls due (an interval as often as it does). */
  advance(ms: number): void {
    const end = this.now() + ms;
    for (;;) {
      const next = this.due.reduce<Due | undefined>(
        (a, d) => (!a || d.at < a.at ? d : a),
        undefined,
      );
      if (!next || next.at > end) break;
      this.time = Math.max(this.time, next.at);
      if (next.every === null) this.clear(next.timer);
      else next.at += next.every;
      next.run();
    }
    this.time = end;
  }

  private add(run: () => void, ms: number, every: number | null): Timer {
    const timer: Timer = { timer: Symbol("manual timer") };
    this.due.push({ timer, at: this.now() + Math.max(0, ms), run, every });
    return timer;
  }
}
