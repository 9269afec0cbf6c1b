import { describe, expect, it } from "vitest";
import { colonialHand } from "./evaluate.js";

describe("pyramids eval/compare colonial", () => {
  const colonial = colonialHand;

  it("describes a hand and lays out its pyramid", () => {
    const r = colonial.evaluate(["C P3 P3 P2 P2 P1"], {});
    expect(r.lines[0]).toBe("Purple Full Perfect Pyramid (Capstone as P3)");
    expect(r.json).toMatchObject({
      class: "full-perfect-purple",
      pyramid: [["P1"], ["P2", "P2"], ["P3", "P3", "C"]],
      deck: "standard",
    });
  });

  it("accepts the cards as separate words and checks them against the chosen deck", () => {
    expect(colonial.evaluate(["P3", "P3", "P3", "P2", "G1", "G1"], {}).json).toMatchObject({
      class: "first-level-perfect-purple",
    });
    expect(() => colonial.evaluate(["P3 P3 P3 P3 G1 G1"], { deck: "as-listed" })).toThrow(
      "4 × P3 is more than the as-listed deck holds (3)",
    );
    expect(() => colonial.evaluate(["P1 G2 O3"], {})).toThrow("6 or 8 cards");
    expect(() => colonial.evaluate(["P1 G2 O3 X9 G1 G1"], {})).toThrow('"X9"');
    expect(() => colonial.evaluate(["P1 G2 O3 P1 G1 G1"], { deck: "big" })).toThrow("--deck");
  });

  it("compares two hands: A, B or tie", () => {
    const cmp = colonial.compare!;
    expect(cmp("C O3 O3 O3 O2 O2", "P1 P2 P2 P3 P3 P3", {}).winner).toBe("A");
    expect(cmp("P2 G3 O3 P1 G1 O1", "P2 G3 O3 P1 G1 G1", {}).winner).toBe("B");
    expect(cmp("P1 G2 O2 P3 G3 O3", "O1 P2 G2 O3 O3 G3", {}).winner).toBe("tie");
    expect(() => cmp("C P3 P3 P3 P2 P2", "C G3 G3 G3 G2 G2", {})).toThrow("one deck");
    expect(() => cmp("P1 G2 O2 P3 G3 O3", "P1 G2 O2 P3 G3 O3 O3 O3", {})).toThrow("same size");
  });
});
