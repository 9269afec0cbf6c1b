/**
 * Every registered game with the generic bots: ISMCTS (in every tree mode) and random play whole
 * tables without an illegal action, and ISMCTS is deterministic for its seed.
 */
import { describe, expect, it } from "vitest";
import { ismctsPlayer, treeModes } from "../../src/bots/ismcts.js";
import { randomPlayer } from "../../src/bots/random.js";
import { runMatchSync } from "../../src/core/match.js";
import { games } from "../../src/packages/index.js";
import { hintsFor } from "../../src/players/bots.js";

/** Fixed-limit poker to the last chip runs for thousands of hands: these play an agreed few. */
const shortTables: Record<string, object> = {
  "three-sided": { hands: 3 },
  "wild-kill": { hands: 3 },
  "dealers-choice": { hands: 3 },
};

describe.each(games.map((g) => [g.id, g] as const))("bots play %s", (_id, game) => {
  it.each(treeModes)("ISMCTS with trees=%s against random, legally and reproducibly", (trees) => {
    const play = () =>
      runMatchSync(
        game,
        shortTables[game.id] ?? {},
        [
          ismctsPlayer(1, { budget: { iterations: 20 }, trees, hints: hintsFor(game) }),
          randomPlayer(2),
        ],
        `bots-${trees}`,
      );
    const first = play();
    expect(first.outcome.payoff).toHaveLength(2);
    expect(play().record).toEqual(first.record);
  });
});
