import { describe, expect, it } from "vitest";
import { drawBank, trackTurns } from "./bank.js";

const HOUR = 3_600_000;

/** A table of two seats taking turns, with an hour a move and a two-hour bank each. */
function table(toAct: number[] = [0]) {
  return {
    banks: new Map([
      [0, 2 * HOUR],
      [1, 2 * HOUR],
    ]),
    turnSince: new Map<number, number>(),
    clockMs: HOUR as number | null,
    paused: false,
    pausedAt: null as number | null,
    status: "running" as "open" | "running" | "finished",
    now: toAct,
    toAct() {
      return this.now;
    },
  };
}

describe("time bank", () => {
  it("a move within its time keeps the bank; one over it draws the overtime", () => {
    const t = table();
    trackTurns(t, 0, null);
    expect(t.turnSince).toEqual(new Map([[0, 0]]));
    drawBank(t, 0, HOUR, null);
    expect(t.banks.get(0)).toBe(2 * HOUR);
    t.now = [1];
    trackTurns(t, HOUR, 0);
    drawBank(t, 1, HOUR + 1.75 * HOUR, null);
    expect(t.banks.get(1)).toBe(1.25 * HOUR);
    // Never below nothing; the clock's own move spends what is left.
    t.now = [0];
    trackTurns(t, 2.75 * HOUR, 1);
    drawBank(t, 0, 2.75 * HOUR + 10 * HOUR, null);
    expect(t.banks.get(0)).toBe(0);
    expect(t.banks.get(1)).toBe(1.25 * HOUR);
    t.now = [1];
    trackTurns(t, 12.75 * HOUR, 0);
    drawBank(t, 1, 12.75 * HOUR + 1, { why: "clock", by: "rule" });
    expect(t.banks.get(1)).toBe(0);
  });

  it("a seat that acts again starts its turn afresh; a seat no longer asked is forgotten", () => {
    const t = table([0, 1]);
    trackTurns(t, 0, null);
    t.now = [0];
    trackTurns(t, 10, 0);
    expect(t.turnSince).toEqual(new Map([[0, 10]]));
  });

  it("a host's pause does not count against the seats to act", () => {
    const t = table();
    trackTurns(t, 0, null);
    t.paused = true;
    trackTurns(t, HOUR / 2, null);
    t.paused = false;
    trackTurns(t, 10 * HOUR, null);
    expect(t.turnSince.get(0)).toBe(9.5 * HOUR);
    drawBank(t, 0, 11 * HOUR, null);
    expect(t.banks.get(0)).toBe(1.5 * HOUR);
  });

  it("a table without a bank tracks nothing", () => {
    const t = table();
    t.banks.clear();
    trackTurns(t, 0, null);
    expect(t.turnSince.size).toBe(0);
  });
});
