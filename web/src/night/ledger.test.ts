import { describe, expect, test } from "vitest";
import { isChipGame, netText, settlementText, transferText } from "./ledger";

const bo = { from: 1, fromName: "Bo", to: 0, toName: "Ann", chips: 40 };

describe("the ledger in words", () => {
  test("nets carry their sign, with a true minus", () => {
    expect(netText(40)).toBe("+40");
    expect(netText(-15)).toBe("−15");
    expect(netText(0)).toBe("0");
  });
  test("a payment reads from the reader's seat", () => {
    expect(transferText(bo, null)).toBe("Bo pays Ann 40 chips.");
    expect(transferText(bo, 1)).toBe("You pay Ann 40 chips.");
    expect(transferText(bo, 0)).toBe("Bo pays you 40 chips.");
    expect(transferText({ ...bo, chips: 1 }, 2)).toBe("Bo pays Ann 1 chip.");
  });
  test("an even table says nobody pays", () => {
    expect(settlementText([], 0)).toEqual(["Everyone ends even: nobody pays."]);
    expect(settlementText([bo, { ...bo, from: 2, fromName: "Cy", chips: 5 }], null)).toEqual([
      "Bo pays Ann 40 chips.",
      "Cy pays Ann 5 chips.",
    ]);
  });
  test("the betting games have a ledger; the point games do not", () => {
    for (const g of ["colonial", "three-sided", "wild-kill", "dealers-choice"])
      expect(isChipGame(g)).toBe(true);
    for (const g of ["tyramid", "pyramid-poker"]) expect(isChipGame(g)).toBe(false);
  });
});
