import { describe, expect, it } from "vitest";
import { ticCard as card } from "./testing.js";
import {
  commonness,
  formatTic,
  parseTic,
  parseTicList,
  sharedCount,
  ticColours,
  ticDeck,
  ticShapes,
} from "./tic.js";

describe("TIC cards", () => {
  it("are 125 distinct cards, every number, shape and colour", () => {
    const names = ticDeck().map(formatTic);
    expect(new Set(names).size).toBe(125);
    for (let n = 1; n <= 5; n++)
      for (const s of ticShapes)
        for (const c of ticColours) expect(names).toContain(`${n}-${s}-${c}`);
  });

  it("order by number, then shape (by sides), then colour (rainbow)", () => {
    expect(formatTic(0)).toBe("1-circle-violet");
    expect(formatTic(1)).toBe("1-circle-cyan");
    expect(formatTic(5)).toBe("1-crescent-violet");
    expect(formatTic(124)).toBe("5-star-red");
    expect(card("2-circle-violet")).toBeGreaterThan(card("1-star-red"));
  });

  it("parse back from their notation, forgiving case and spaces", () => {
    for (const c of ticDeck()) expect(parseTic(formatTic(c))).toEqual({ ok: true, value: c });
    expect(parseTic("  3-STAR-Orange ")).toEqual({ ok: true, value: card("3-star-orange") });
  });

  it("reject bad notation with a message naming the bad token", () => {
    const bad = (t: string) => {
      const r = parseTic(t);
      if (r.ok) throw new Error(`${t} parsed`);
      return r.error;
    };
    expect(bad("6-star-red")).toBe('"6" is not a TIC number (1–5) in "6-star-red".');
    expect(bad("3-hexagon-red")).toMatch(/^"hexagon" is not a TIC shape/);
    expect(bad("3-star-green")).toMatch(/^"green" is not a TIC colour/);
    expect(bad("3-star")).toMatch(/^"3-star" is not a TIC card/);
    expect(bad("")).toMatch(/empty/);
    const list = parseTicList("3-star-red, 1-circle-violet,5-star-pink");
    expect(list).toEqual({ ok: false, error: expect.stringContaining('"pink"') });
    expect(parseTicList("3-star-red,3-star-red")).toEqual({
      ok: false,
      error: expect.stringContaining("listed twice"),
    });
  });

  it("name their commonness and what is shared", () => {
    expect(commonness(card("3-star-orange"), card("3-star-red"))).toEqual({
      kind: "tic",
      shared: ["number", "shape"],
    });
    expect(commonness(card("4-crescent-violet"), card("1-crescent-violet"))).toEqual({
      kind: "tic",
      shared: ["shape", "colour"],
    });
    expect(commonness(card("4-crescent-violet"), card("4-star-red"))).toEqual({
      kind: "single",
      shared: ["number"],
    });
    expect(commonness(card("1-circle-violet"), card("5-star-red"))).toEqual({
      kind: "nic",
      shared: [],
    });
    expect(() => commonness(7, 7)).toThrow(/itself/);
  });

  it("each card has 12 Tics, 48 Singles and 64 Nics, and shares all three with no other", () => {
    for (const a of ticDeck()) {
      const counts = [0, 0, 0, 0];
      for (const b of ticDeck()) if (a !== b) counts[sharedCount(a, b)]!++;
      expect(counts).toEqual([64, 48, 12, 0]);
    }
  });
});
