/** What a seat may know: its own hand and the counts; resampling keeps what it knows. */
import { describe, expect, it } from "vitest";
import { Rng } from "../../core/rng.js";
import { tyramid } from "./index.js";
import { canPlace } from "./rules.js";
import { names, run, table } from "./testing.js";

describe("hidden information", () => {
  const s0 = table(
    { rows: 4 },
    {
      peak: "3-star-orange",
      hands: [
        [
          "1-circle-violet",
          "2-square-cyan",
          "4-triangle-violet",
          "5-crescent-cyan",
          "1-square-cyan",
        ],
        ["3-star-red", "3-star-yellow", "1-star-cyan", "3-circle-red", "5-star-violet"],
      ],
      deck: [
        "2-circle-violet",
        "1-square-violet",
        "4-crescent-cyan",
        "5-star-red",
        "3-star-violet",
      ],
    },
  );

  it("a seat sees its own hand and the counts, never another hand or the deck", () => {
    const v = tyramid.view(s0, 1);
    expect(v.hand).toEqual([
      "1-star-cyan",
      "3-circle-red",
      "3-star-yellow",
      "3-star-red",
      "5-star-violet",
    ]);
    expect(v.handCounts).toEqual([5, 5]);
    expect(v.deck).toBe(5);
    expect(JSON.stringify(v)).not.toContain("1-circle-violet");
    expect(JSON.stringify(v)).not.toContain("2-circle-violet");
    expect(tyramid.view(s0, "spectator").hand).toBeNull();
  });

  it("resampling keeps known cards and deals a stuck seat only cards it could not play", () => {
    const { state: s } = run(s0, ["reveal", "keep 1-square-violet"]);
    expect(s.stuck).toEqual([true, false]);
    for (let k = 0; k < 50; k++) {
      const r = tyramid.resample(s, 1, Rng.fromInt(k));
      expect(r.hands[1]).toEqual(s.hands[1]);
      expect(names(r.hands[0]!)).toContain("1-square-violet");
      expect(r.hands[0]).toHaveLength(6);
      for (const card of r.hands[0]!) expect(canPlace(r, card)).toBe(false);
      const all = [...r.hands.flat(), ...r.deck].sort((a, b) => a - b);
      expect(all).toEqual([...s.hands.flat(), ...s.deck].sort((a, b) => a - b));
    }
  });
});
