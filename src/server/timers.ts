/**
 * The server's sense of time for its tables: the move clocks, the away grace, the sweeps that set
 * idle tables aside, and the "now" they compare with. The server runs on the real clock; a test
 * passes its own (test/server/manual-timers.ts) and moves time by hand, so that nothing a test
 * checks depends on how fast the machine is.
 */
export interface Timers {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `run` once after `ms`; never keeps the process alive by itself. */
  setTimeout(run: () => void, ms: number): Timer;
  /** Runs `run` every `ms`; never keeps the process alive by itself. */
  setInterval(run: () => void, ms: number): Timer;
  /** Stops a timer of either kind (nothing if it already ran or is undefined). */
  clear(timer: Timer | undefined): void;
}

/** A timer's handle, only ever given back to the `Timers` that made it. */
export type Timer = { readonly timer: unknown };

export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => ({ timer: setTimeout(run, ms).unref() }),
  setInterval: (run, ms) => ({ timer: setInterval(run, ms).unref() }),
  clear: (t) => {
    if (t) clearTimeout(t.timer as NodeJS.Timeout);
  },
};
