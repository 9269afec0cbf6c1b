import { describe, expect, test } from "vitest";
import { groupActions } from "./Actions";

describe("grouping the legal actions into controls", () => {
  test("bets that differ only in amount become one amount control, in order", () => {
    const groups = groupActions([
      { type: "fold" },
      { type: "call" },
      { type: "raise", to: 12 },
      { type: "raise", to: 8 },
      { type: "raise", to: 10 },
    ]);
    expect(groups.map((g) => g.kind)).toEqual(["plain", "plain", "amount"]);
    const raise = groups[2]!;
    expect(raise.kind === "amount" && raise.amounts).toEqual([8, 10, 12]);
  });
  test("actions with other differences stay separate choices", () => {
    const groups = groupActions([
      { type: "play", card: "1-star-red", row: 2, place: 0 },
      { type: "play", card: "2-star-red", row: 2, place: 0 },
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.kind).toBe("plain");
  });
  test("a single amount is a plain button", () => {
    expect(groupActions([{ type: "bet", amount: 2 }])[0]!.kind).toBe("plain");
  });
});
