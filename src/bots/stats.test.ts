import { describe, expect, it } from "vitest";
import { Tally } from "./stats.js";

describe("Tally", () => {
  it("gives the mean and a 95% normal interval", () => {
    const t = new Tally();
    for (const x of [1, 0, 1, 0, 1, 0, 1, 0]) t.add(x);
    const e = t.estimate();
    expect(e.n).toBe(8);
    expect(e.mean).toBeCloseTo(0.5);
    // Sample sd of four ones and four zeros is sqrt(8/7)/2.
    expect(e.margin).toBeCloseTo((1.959964 * Math.sqrt(2 / 7)) / Math.sqrt(8), 10);
    expect(e.low).toBeCloseTo(0.5 - e.margin);
  });

  it("is unbounded with fewer than two observations", () => {
    const t = new Tally();
    t.add(3);
    expect(t.estimate().margin).toBe(Number.POSITIVE_INFINITY);
  });
});
