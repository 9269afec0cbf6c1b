import { describe, expect, it } from "vitest";
import { rankMarks } from "./marks.js";

describe("Wild/Kill rank marks", () => {
  // Ranks as numbers: 5 is a seven, 9 a jack, 12 an ace.
  const wildRow = [5, 9];
  const killRow = [9, 12, 0, 3];

  it("kills a rank both wild and killed by default, and it is not wild", () => {
    const m = rankMarks(wildRow, killRow);
    expect([m.wild(9), m.killed(9)]).toEqual([false, true]);
  });

  it("keeps it wild and alive when the table says the wild survives", () => {
    const m = rankMarks(wildRow, killRow, "wild");
    expect([m.wild(9), m.killed(9)]).toEqual([true, false]);
  });

  it("leaves the other wild and kill ranks alone either way", () => {
    for (const option of ["killed", "wild"] as const) {
      const m = rankMarks(wildRow, killRow, option);
      expect([m.wild(5), m.killed(5), m.wild(12), m.killed(12), m.wild(7), m.killed(7)]).toEqual([
        true,
        false,
        false,
        true,
        false,
        false,
      ]);
    }
  });
});
