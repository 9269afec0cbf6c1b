import { describe, expect, it } from "vitest";
import { Allowance } from "./budget.js";

describe("Allowance", () => {
  it("grants exactly the iterations asked for", () => {
    const a = new Allowance({ iterations: 5 });
    let n = 0;
    while (a.more()) n++;
    expect(n).toBe(5);
    expect(a.spent).toBe(5);
  });

  it("stops at the deadline of its clock, and always grants one", () => {
    let now = 0;
    const a = new Allowance({ milliseconds: 10 }, () => now);
    let n = 0;
    while (a.more()) {
      n++;
      now += 3;
    }
    expect(n).toBe(4);
    now = 1000;
    const late = new Allowance({ milliseconds: 1 }, () => now);
    now = 2000;
    expect(late.more()).toBe(true);
    expect(late.more()).toBe(false);
  });

  it("tells work inside an iteration when the time is up, and never for an iteration budget", () => {
    let now = 0;
    const a = new Allowance({ milliseconds: 10 }, () => now);
    expect(a.expired()).toBe(false);
    now = 10;
    expect(a.expired()).toBe(true);
    expect(new Allowance({ iterations: 1 }).expired()).toBe(false);
  });

  it("stops at whichever limit comes first", () => {
    const a = new Allowance({ iterations: 3, milliseconds: 1000 }, () => 0);
    let n = 0;
    while (a.more()) n++;
    expect(n).toBe(3);
  });

  it("refuses budgets it cannot keep", () => {
    expect(() => new Allowance({})).toThrow(/iterations, milliseconds/);
    expect(() => new Allowance({ iterations: 0 })).toThrow(/at least 1/);
    expect(() => new Allowance({ milliseconds: 5 })).toThrow(/clock/);
    expect(() => new Allowance({ milliseconds: -1 }, () => 0)).toThrow(/positive/);
  });
});
