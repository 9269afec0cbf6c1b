import { describe, expect, it } from "vitest";
import { games } from "../../src/games/index.js";
import { cases, checkGame, defaultConfig } from "./harness.js";

/** Every registered game, every variant, every player count, several seeds. */
describe.each(games.map((g) => [g.id, g] as const))("%s conforms", (_id, game) => {
  it.each(cases(game).map((c) => [c.variant, c.players] as const))(
    "%s with %i players",
    (variant, players) => {
      const report = checkGame(game, { ...defaultConfig, variants: [variant], players: [players] });
      expect(report.failures).toEqual([]);
    },
  );
});

it("the registry has unique ids", () => {
  expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
});
