import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Seat } from "../../core/game.js";
import { type Clocked, Clocks, RESUME_GRACE_MS, resumedClock } from "./clocks.js";

function table(id = "t1"): Clocked {
  return { id, deadlines: new Map<Seat, number>(), frozen: new Map<Seat, number>() };
}

/** A table with a clock started per seat, and the seats whose clock ran out, in order. */
function running(clocks: Clocks, times: Record<Seat, number>, t = table()) {
  const out: string[] = [];
  for (const [seat, ms] of Object.entries(times))
    clocks.start(t, Number(seat), ms, () => out.push(`${t.id}:${seat}`));
  return { t, out };
}

describe("Clocks", () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it("runs out after its time, its deadline gone, unless stopped", () => {
    const clocks = new Clocks();
    const { t, out } = running(clocks, { 0: 5_000, 1: 5_000 });
    expect(t.deadlines.get(0)).toBe(1_005_000);
    clocks.stop(t, 1);
    expect(t.deadlines.has(1)).toBe(false);
    vi.advanceTimersByTime(4_999);
    expect(out).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(out).toEqual(["t1:0"]);
    expect(t.deadlines.size).toBe(0);
  });

  it("freezes each clock with the time it had left, and none runs out after", () => {
    const clocks = new Clocks();
    const { t, out } = running(clocks, { 0: 5_000, 2: 9_000 });
    vi.advanceTimersByTime(2_000);
    clocks.freeze(t);
    expect([...t.frozen]).toEqual([
      [0, 3_000],
      [2, 7_000],
    ]);
    expect(t.deadlines.size).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(out).toEqual([]);
  });

  it("clears every table's clocks at once", () => {
    const clocks = new Clocks();
    const a = running(clocks, { 0: 1_000 });
    const b = running(clocks, { 0: 1_000 }, table("t2"));
    clocks.clear();
    vi.advanceTimersByTime(5_000);
    expect([...a.out, ...b.out]).toEqual([]);
  });
});

describe("resumedClock", () => {
  const now = 1_000_000;
  it.each([
    ["keeps counting from the log's last entry", now - 10_000, 30_000, 20_000],
    ["never gives more than the full time", now + 60_000, 30_000, 30_000],
    [
      "leaves at least the grace when the time ran out meanwhile",
      now - 90_000,
      30_000,
      RESUME_GRACE_MS,
    ],
    ["leaves no more than the clock itself as grace", now - 90_000, 2_000, 2_000],
  ])("%s", (_, lastEntryAt, clockMs, expected) => {
    expect(resumedClock({ lastEntryAt }, clockMs, now)).toBe(expected);
  });
});
