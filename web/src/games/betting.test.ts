import { describe, expect, it } from "vitest";
import { betLabel, toCallOf } from "./betting";

describe("what a call costs", () => {
  it("is the bet to match less the seat's own bet this round", () => {
    // A bet of 8 re-raised to 12: calling costs 4, not 12.
    expect(toCallOf({ bets: [8, 12, 0], level: 12 }, 0)).toBe(4);
    expect(toCallOf({ bets: [8, 12, 0], level: 12 }, 2)).toBe(12);
  });
  it("is nothing when the seat has matched, watches, or no round is open", () => {
    expect(toCallOf({ bets: [12, 12], level: 12 }, 1)).toBeNull();
    expect(toCallOf({ bets: [12, 12], level: 12 }, null)).toBeNull();
    expect(toCallOf(null, 0)).toBeNull();
  });
  it("is on the call button", () => {
    expect(betLabel({ type: "call" }, 4)).toBe("Call 4");
    expect(betLabel({ type: "raise", to: 20 }, 4)).toBe("Raise to 20");
    expect(betLabel({ type: "tap" }, 4)).toBeNull();
  });
});
