import { describe, expect, it } from "vitest";
import { unwrap } from "../core/testing.js";
import { chooseMethod, type EquityTask, runHere, runTaskRange, taskWork } from "./equity-run.js";
import { type EquityReport, Tally } from "./hilo-equity.js";
import { parseThreeSided, type ThreeSidedInput } from "./three-sided-equity.js";

const spec = (input: ThreeSidedInput) => unwrap(parseThreeSided(input));

function task(input: ThreeSidedInput, method: EquityTask["method"], samples = 0): EquityTask {
  return { game: "three-sided", spec: spec(input), method, samples, seed: "test" };
}

function tally(t: EquityTask): Tally {
  const out = new Tally(t.spec.holes.length);
  runTaskRange(t, 0, taskWork(t).units, out);
  return out;
}

/** Each seat's statistics agree within k of the run's 95% half-widths (k = 2 is about 4 sigma). */
function agree(sampled: EquityReport, exact: EquityReport, k = 2): void {
  sampled.seats.forEach((s, i) => {
    const e = exact.seats[i]!;
    for (const key of ["highWin", "highTie", "lowWin", "lowTie", "scoop", "equity"] as const) {
      const slack = k * s[key].error + 1e-9;
      expect(Math.abs(s[key].value - e[key].value), `seat ${i + 1} ${key}`).toBeLessThanOrEqual(
        slack,
      );
    }
  });
}

const HEADS_UP = ["As Ks Qd 2c", "7h 7d 3s 4c"];

describe("Three-sided equity", () => {
  it("refuses bad input with a reason", () => {
    expect(parseThreeSided({ holes: ["As Ks Qd 2c"] })).toMatchObject({ ok: false });
    expect(parseThreeSided({ holes: ["As Ks Qd", "random"] })).toMatchObject({
      ok: false,
      error: expect.stringContaining("4 hole cards"),
    });
    expect(parseThreeSided({ holes: HEADS_UP, board: "7=2c" })).toMatchObject({ ok: false });
    expect(parseThreeSided({ holes: HEADS_UP, board: "1=As" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("As is both"),
    });
    expect(parseThreeSided({ holes: HEADS_UP, board: "1=2d 1=3d" })).toMatchObject({ ok: false });
    expect(parseThreeSided({ holes: HEADS_UP, low: "high-to-low" })).toMatchObject({ ok: false });
    expect(parseThreeSided({ holes: HEADS_UP, qualifier: "4" })).toMatchObject({ ok: false });
  });

  it("the fast method weighs exactly the deals plain enumeration does, key by key", () => {
    const cases: ThreeSidedInput[] = [
      // Two face down: a middle and a corner.
      { holes: HEADS_UP, board: "1=2d 2=5h 4=Kc 6=9s" },
      // Corners down, middles known; an 8 qualifier (boards with no low).
      { holes: HEADS_UP, board: "1=2d 2=5h 3=Kc 4=8d", qualifier: 8 },
      // Three players, deuce-to-seven: the many-player kernel.
      {
        holes: [...HEADS_UP, "5d 6d Jh Th"],
        board: "2=5h 3=Kc 5=9s 6=2h",
        low: "deuce-to-seven",
      },
      // Ace-to-six, a whole side down.
      { holes: HEADS_UP, board: "1=3h 3=Qs 4=Ad", low: "ace-to-six" },
    ];
    for (const c of cases) {
      const fast = tally(task(c, "fast"));
      const plain = tally(task(c, "enumerate"));
      expect(Array.from(fast.counts)).toEqual(Array.from(plain.counts));
    }
  });

  it("a hand-checked full board: quad kings win high, 7-4-3-2-A wins low", () => {
    // Sides: left 7d 5h Ks, right 7d Ah 9s, base Ks Kc 9s.
    const input = {
      holes: ["2c 3c 4d 8h", "Kh Kd Qs Js"],
      board: "1=Ah 2=Kc 3=5h 4=7d 5=9s 6=Ks",
    };
    for (const method of ["fast", "enumerate"] as const) {
      const r = runHere(task(input, method));
      expect(r.deals).toBe(1);
      expect(r.seats[0]!.lowWin.value).toBe(1);
      expect(r.seats[1]!.highWin.value).toBe(1);
      expect(r.seats.map((s) => s.equity.value)).toEqual([0.5, 0.5]);
      expect(r.seats.map((s) => s.scoop.value)).toEqual([0, 0]);
    }
    // Position 5 down: the base keeps Ks Kc, so seat 2 has four kings whatever comes; seat 1
    // keeps 7-4-3-2-A on the right side (7d Ah), and seat 2 must play two of K K Q J in a low.
    const r = runHere(task({ ...input, board: "1=Ah 2=Kc 3=5h 4=7d 6=Ks" }, "fast"));
    expect(r.deals).toBe(52 - 8 - 5);
    expect(r.seats[0]!.lowWin.value).toBe(1);
    expect(r.seats[1]!.highWin.value).toBe(1);
  });

  it("from an empty board: every arrangement weighed, shares sum to one, stable, and sampling agrees", () => {
    const t = task({ holes: HEADS_UP }, "fast");
    const a = runHere(t);
    expect(a.deals).toBe(44 * 43 * 42 * 41 * 40 * 39);
    const [p, q] = a.seats as [EquityReport["seats"][0], EquityReport["seats"][0]];
    expect(p.equity.value + q.equity.value).toBeCloseTo(1, 12);
    expect(p.highWin.value + q.highWin.value + p.highTie.value).toBeCloseTo(1, 12);
    expect(p.highTie.value).toBe(q.highTie.value);
    expect(p.lowWin.value + q.lowWin.value + p.lowTie.value + a.noLow.value).toBeCloseTo(1, 12);
    // Stable: a second run (and a run split in two ranges) gives the same weights.
    const whole = tally(t);
    const split = new Tally(2);
    const units = taskWork(t).units;
    runTaskRange(t, 0, 5000, split);
    runTaskRange(t, 5000, units, split);
    expect(Array.from(split.counts)).toEqual(Array.from(whole.counts));
    const sampled = runHere(task({ holes: HEADS_UP }, "sample", 20_000));
    expect(sampled.deals).toBe(20_000);
    agree(sampled, a);
  });

  it("suit-symmetric hands on a mirrored board share everything equally", () => {
    // Swapping spades with diamonds and hearts with clubs turns each hand into the other; the
    // mirror of the pyramid (3 ↔ 1, 6 ↔ 5) with the same swap maps the board to itself.
    const r = runHere(task({ holes: ["As Kd 7h 2c", "Ad Ks 7c 2h"], board: "3=Qc 1=Qh" }, "fast"));
    const [p, q] = r.seats as [EquityReport["seats"][0], EquityReport["seats"][0]];
    for (const key of ["highWin", "highTie", "lowWin", "lowTie", "scoop", "equity"] as const)
      expect(p[key].value, key).toBeCloseTo(q[key].value, 12);
    expect(p.equity.value).toBeCloseTo(0.5, 12);
  });

  it("random hands: sampling agrees with the exact enumeration within its interval", () => {
    const input = {
      holes: ["As 2s 3d Kh", "random"],
      board: "1=Ah 2=Kc 3=5h 4=7d 5=9s 6=Ks",
      qualifier: 8,
    };
    const exact = runHere(task(input, "enumerate"));
    expect(exact.deals).toBe(111_930); // C(42, 4) hands for the random player
    const sampled = runHere(task(input, "sample", 20_000));
    agree(sampled, exact);
    // Sampling is reproducible from its seed and independent of how the range is split.
    const t = task(input, "sample", 10_000);
    const whole = tally(t);
    const split = new Tally(2);
    runTaskRange(t, 0, 3000, split);
    runTaskRange(t, 3000, 10_000, split);
    expect(Array.from(split.counts)).toEqual(Array.from(whole.counts));
  });

  it("chooses exact methods when it can and refuses --exact when far too big", () => {
    expect(chooseMethod("three-sided", spec({ holes: HEADS_UP }), "auto")).toEqual({
      method: "fast",
    });
    expect(chooseMethod("three-sided", spec({ holes: ["As Ks Qd 2c", "random"] }), "auto")).toEqual(
      { method: "sample" },
    );
    expect(
      chooseMethod("three-sided", spec({ holes: ["As Ks Qd 2c", "random", "random"] }), "exact"),
    ).toMatchObject({ error: expect.stringContaining("deals") });
  });
});
