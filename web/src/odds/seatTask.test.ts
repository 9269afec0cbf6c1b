import { describe, expect, it } from "vitest";
import { runHere } from "../../../src/analysis/equity-run";
import { seatTask } from "./seatTask";

const view = {
  hole: [[51, 47, 42, 0], null, null],
  board: [3, null, null, 20, null, null],
  status: ["active", "active", "folded"] as ("active" | "all-in" | "folded" | "out")[],
};

describe("a seat's odds panel", () => {
  it("plays the seat's hand against a random hand per player still in, on the turned cards", () => {
    const t = seatTask("three-sided", view, 0);
    expect(t?.spec.holes).toEqual([[51, 47, 42, 0], null]);
    expect(t?.game === "three-sided" && t.spec.board).toEqual([3, null, null, 20, null, null]);
    const r = runHere({ ...t!, samples: 2000 });
    expect(r.seats[0]!.equity.value).toBeGreaterThan(0);
  });

  it("never reads another seat's cards, even when the view shows them", () => {
    const shown = { ...view, hole: [view.hole[0]!, [1, 2, 5, 6], [7, 8, 9, 10]] };
    expect(seatTask("three-sided", shown, 0)).toEqual(seatTask("three-sided", view, 0));
  });

  it("reads Wild/Kill rows and options; nothing to show without a hand or an opponent", () => {
    const wk = seatTask(
      "wild-kill",
      {
        hole: [[51, 47, 42, 0, 1], null],
        board: [20, 21, 30, null, null, 4, null, null, null],
        status: ["active", "active"],
      },
      0,
      { split: "high-low", low: "ace-to-six", wildKilled: "wild" },
    );
    expect(wk?.game === "wild-kill" && wk.spec).toMatchObject({
      wild: [20, 21],
      shared: [30],
      kill: [4],
      low: "ace-to-six",
      wildKilled: "wild",
    });
    expect(seatTask("three-sided", { ...view, hole: [null, null, null] }, 0)).toBeNull();
    expect(seatTask("three-sided", { ...view, status: ["active", "folded", "out"] }, 0)).toBeNull();
  });
});
