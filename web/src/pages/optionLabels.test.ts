import { describe, expect, it } from "vitest";
import { optionHelp, optionLabel } from "./optionLabels";

describe("option labels", () => {
  it("gives the words a player reads for a known option", () => {
    expect(optionLabel("halfRows")).toBe("Rows on each side of the centre card");
  });
  it("spells out a name it does not know", () => {
    expect(optionLabel("maxDiscardRounds")).toBe("Max discard rounds");
  });
  it("writes the options a description names in words", () => {
    expect(optionHelp("The bet in the last `bigBetRounds` rounds; null keeps `bet`.")).toBe(
      "The bet in the last “Rounds with the big bet” rounds; null keeps “Bet size”.",
    );
  });
});
