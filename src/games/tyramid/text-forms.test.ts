/** The actions' text forms, the hints and the terminal picture. */
import { describe, expect, it } from "vitest";
import { tyramid } from "./index.js";
import { table } from "./testing.js";

describe("text forms", () => {
  it("round trip and name what is wrong", () => {
    for (const text of [
      "play 5-star-red at 4,2",
      "play 5-star-red at upper 4,2",
      "stop",
      "reveal",
      "keep 3-star-orange",
      "pass",
    ]) {
      const a = tyramid.parseAction(text);
      expect(a.ok && tyramid.formatAction(a.value)).toBe(text);
    }
    expect(tyramid.parseAction("Play 5-STAR-RED at 4, 2")).toEqual({
      ok: true,
      value: { type: "play", card: "5-star-red", row: 4, place: 2 },
    });
    const bad = (t: string) => {
      const r = tyramid.parseAction(t);
      return r.ok ? null : r.error.message;
    };
    expect(bad("play 5-star-pink at 4,2")).toMatch(/"pink" is not a TIC colour/);
    expect(bad("play 5-star-red at four")).toMatch(/"four" is not a place/);
    expect(bad("keep")).toMatch(/keep and one card/);
    expect(bad("dance")).toMatch(/"dance" is not a Tyramid action/);
  });

  it("hints say what each legal play would score", () => {
    const s = table(
      { rows: 3 },
      {
        peak: "3-star-orange",
        hands: [["3-star-red", "5-star-orange"], ["1-circle-violet"]],
        deck: ["2-circle-violet"],
      },
    );
    const v = tyramid.view(s, 0);
    const hints = tyramid.legalActions(s, 0).map((a) => tyramid.hint!(v, a));
    expect(hints[0]).toBe("scores 2: Tic (number+shape)");
    expect(hints[2]).toBe("scores 2: Tic (shape+colour)");
    const drawn = tyramid.render!(v, 0, (_t, text) => text);
    expect(drawn).toContain("3★O");
    expect(drawn).toContain("2,0");
    expect(drawn).toContain("3-star-red         2,0 → 2  2,1 → 2");
  });
});
