import { describe, expect, it } from "vitest";
import { loadGames } from "../../src/players/load.js";
import { cases, checkGame, defaultConfig } from "./harness.js";

/**
 * Default tables play until one player has every chip. Between random players, fixed-limit poker
 * at a big table takes tens of thousands of hands (Wild/Kill with 8 players: about 50,000 hands,
 * 160,000 actions; 3 players: 8,000 actions), too long to check at every step. These games check
 * their defaults at the table sizes listed, and every player count through their variants, which
 * agree a number of hands.
 */
const longDefaults: Readonly<Record<string, readonly number[]>> = {
  "wild-kill": [2],
  // A Pyramid night to the last chip is Wild/Kill's and Colonial's long tables in turn: two
  // players play it to the end here; the variants agree a number of deals at every size.
  "dealers-choice": [2],
};

/**
 * Every registered game, every variant, every player count, several seeds; with
 * `PYRAMIDS_GAMES=a.js,b.js` the games of those modules too (what `pyramids serve --games` reads).
 */
const games = (await loadGames(process.env.PYRAMIDS_GAMES?.split(",").filter(Boolean) ?? [])).games;

describe.each(games.map((g) => [g.id, g] as const))("%s conforms", (id, game) => {
  const played = cases(game).filter(
    (c) => c.variant !== "defaults" || (longDefaults[id]?.includes(c.players) ?? true),
  );
  it.each(played.map((c) => [c.variant, c.players] as const))(
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
