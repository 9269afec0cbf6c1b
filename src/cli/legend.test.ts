import { describe, expect, it } from "vitest";
import { newTable } from "../core/engine.js";
import { findGame, games } from "../packages/index.js";
import { notationLegend } from "./legend.js";

describe("the terminal's notation legend", () => {
  it("is one line of at most 80 columns for every game with one, on its opening screen", () => {
    for (const game of games) {
      const t = newTable(game, {}, game.minPlayers, "legend");
      if (!t.ok) throw new Error(t.error.message);
      const line = notationLegend(game, game.view(t.value.state, 0));
      if (line === null) continue;
      expect(line, game.id).toMatch(/^Key: /);
      expect([...line].length, game.id).toBeLessThanOrEqual(80);
      expect(line).not.toContain("\n");
    }
  });

  it("is the called game's at Pyramid night once a deal is called", () => {
    const night = findGame("dealers-choice")!;
    expect(notationLegend(night, { call: { game: "wild-kill" }, deal: null })).toContain("* wild");
    expect(notationLegend(night, { call: null })).toContain("call <game>");
  });
});
