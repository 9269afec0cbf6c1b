import { describe, expect, it } from "vitest";
import { packages } from "../packages/index.js";
import { notationLegend } from "./legend.js";

describe("the terminal's notation legend", () => {
  it("is one line of at most 80 columns for every game", () => {
    for (const p of packages) {
      const line = notationLegend(p.id);
      expect(line, p.id).toMatch(/^Key: /);
      expect([...line!].length, p.id).toBeLessThanOrEqual(80);
      expect(line).not.toContain("\n");
    }
  });

  it("is the called game's at Pyramid night once a deal is called", () => {
    expect(notationLegend("dealers-choice", { call: { game: "wild-kill" } })).toContain("* wild");
    expect(notationLegend("dealers-choice", { call: null })).toContain("call <game>");
  });
});
