/** The table options: the deck's limits, the first player and the deal. */
import { describe, expect, it } from "vitest";
import { canonical } from "../../core/json.js";
import { parseOptions } from "../../core/options.js";
import { tyramid } from "./index.js";
import { tyramidOptions } from "./options.js";
import { setupState } from "./state.js";
import { names } from "./testing.js";

describe("options", () => {
  const check = (o: unknown, players = 4) => {
    const r = parseOptions(tyramid, o, players);
    return r.ok ? null : r.error.message;
  };

  it("reject a pyramid that needs more than the 125 cards", () => {
    expect(check({ rows: 14 })).toBeNull();
    expect(check({ rows: 15 })).toBe(
      'Option "rows": a 15-row pyramid and 4 opening hands need 140 cards; the deck has 125.',
    );
    expect(check({ mode: "shedding", rows: 12 })).toBeNull();
    expect(check({ mode: "shedding", rows: 13 })).toMatch(/^Option "rows"/);
    expect(check({ mode: "hourglass", halfRows: 8 })).toBeNull();
    expect(check({ mode: "hourglass", halfRows: 9 })).toMatch(/^Option "halfRows"/);
    expect(check({ rows: 1 })).toMatch(/^Option "rows"/);
    expect(check({ mode: "pyramid" })).toMatch(/^Option "mode"/);
  });

  it("a fixed first player must be at the table", () => {
    expect(check({ firstPlayer: 2 }, 3)).toBeNull();
    expect(check({ firstPlayer: 3 }, 3)).toMatch(/^Option "firstPlayer"/);
    expect(setupState(tyramidOptions.parse({ firstPlayer: 2 }), 3, "x").toMove).toBe(2);
  });

  it("high card: the highest number, then shape, then colour plays first", () => {
    for (const seed of ["a", "b", "c", "d"]) {
      const s = setupState(tyramidOptions.parse({ firstPlayer: "high-card" }), 4, seed);
      const draw = s.firstDraw!;
      expect(draw).toHaveLength(4);
      expect(s.toMove).toBe(draw.indexOf(Math.max(...draw)));
      expect(tyramid.view(s, 0).firstDraw).toEqual(names(draw));
    }
  });

  it("deals 5 cards (10 in Shedding) and a peak, from the seed", () => {
    const s = setupState(tyramidOptions.parse({}), 3, "deal");
    expect(s.hands.map((h) => h.length)).toEqual([5, 5, 5]);
    expect(s.deck).toHaveLength(125 - 15 - 1);
    expect(canonical(setupState(tyramidOptions.parse({}), 3, "deal"))).toBe(canonical(s));
    const sh = setupState(tyramidOptions.parse({ mode: "shedding" }), 4, "deal");
    expect(sh.hands.map((h) => h.length)).toEqual([10, 10, 10, 10]);
  });
});
