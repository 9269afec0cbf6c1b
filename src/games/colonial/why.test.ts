import { describe, expect, it } from "vitest";
import type { ColonialCard } from "../../cards/colonial.js";
import { evaluateHand } from "../../cards/colonial-eval.js";
import type { ShownHand } from "./state.js";
import { whyColonialWins } from "./why.js";

function shown(cards: string): ShownHand {
  const hand = cards.split(" ") as ColonialCard[];
  const v = evaluateHand(hand);
  return {
    cards: hand,
    rank: v.rank,
    description: v.description,
    rows: [],
    kickers: [...v.kickers],
  };
}

function why(a: string, b: string): string | null {
  return whyColonialWins([shown(a), shown(b)], 0, 1);
}

describe("why a Colonial hand wins", () => {
  it("names both hands and the rule that ranks them", () => {
    expect(why("P3 P3 P2 C P1 P1", "P3 P3 G3 O1 O2 P1")).toBe(
      "Seat 0's Purple First-Level Perfect Pyramid beats seat 1's First-Level Pyramid: a perfect pyramid ranks above any other pyramid of its level.",
    );
    expect(why("P3 G3 O3 P2 G2 O1", "P3 P3 P2 O1 O1 G1")).toMatch(
      /Full Pyramid beats .* Purple First-Level Perfect Pyramid: a larger pyramid beats any smaller one/,
    );
    expect(why("P3 P3 P2 O1 O1 G1", "G3 G3 G2 O1 O1 G1")).toMatch(/purple ranks above green/);
    expect(why("P3 P3 P3 P2 P2 C", "G3 G3 G3 G2 G2 G1")).toMatch(
      /the Capstone Pyramid beats every other hand/,
    );
    expect(why("P3 G3 O2 P1 O1 O1", "P3 G3 O2 O1 O1 O1")).toMatch(
      /best card outside them decides, P1 above O1/,
    );
    expect(why("P3 G3 O2 O1 O1 O1", "P1 P1 G1 G1 O1 P2")).toMatch(
      /any pyramid beats a hand without one/,
    );
  });

  it("says nothing for a hand that does not win", () => {
    expect(why("P3 G3 O2 O1 O1 O1", "P3 G3 O2 O1 O1 O1")).toBeNull();
    expect(why("P3 G3 O2 O1 O1 O1", "P3 P3 P2 C P1 P1")).toBeNull();
  });
});
