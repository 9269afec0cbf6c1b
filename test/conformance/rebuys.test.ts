/**
 * The betting games with rebuys, in random play: every check of the harness, and at every step
 * the chips in front of the seats and in the middle add up to the chips bought (the harness's
 * ledger check). Short stacks and a big ante, so that players bust and rebuy often.
 */
import { describe, expect, it } from "vitest";
import type { GameDefinition } from "../../src/core/game.js";
import { games } from "../../src/packages/index.js";
import { checkGame, defaultConfig } from "./harness.js";

const rebuyTables = {
  rebuys: {
    description: "Busted players rebuy, twice each at most; 8 hands.",
    options: { stack: 12, betting: { ante: 2 }, hands: 8, rebuy: 2 },
  },
  "rebuy-below": {
    description: "A player with 5 chips or fewer may rebuy once; to the last chip.",
    options: { stack: 12, betting: { ante: 2 }, rebuy: 1, rebuyBelow: 5 },
    players: [2, 3],
  },
};

const chipGames = games.filter((g) => g.ledger !== undefined);

it("every betting game keeps a ledger", () => {
  expect(chipGames.map((g) => g.id).sort()).toEqual(
    ["colonial", "dealers-choice", "three-sided", "wild-kill"].sort(),
  );
});

describe.each(chipGames.map((g) => [g.id, g] as const))("%s with rebuys conforms", (_id, game) => {
  const withTables: GameDefinition = { ...game, variants: rebuyTables };
  for (const variant of Object.keys(rebuyTables)) {
    it(variant, () => {
      const report = checkGame(withTables, {
        ...defaultConfig,
        seeds: 3,
        variants: [variant],
        players: [2, 3, 5],
      });
      expect(report.failures).toEqual([]);
      expect(report.playouts).toBeGreaterThan(0);
    });
  }
});
