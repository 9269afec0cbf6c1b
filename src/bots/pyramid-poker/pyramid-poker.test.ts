import { describe, expect, it } from "vitest";
import type { Player } from "../../core/match.js";
import { pyramidPoker } from "../../games/pyramid-poker/index.js";
import { randomPlayer } from "../random.js";
import { expectSameForSeed, shareAgainstRandom } from "../testing.js";
import { pyramidHeuristic } from "./heuristic.js";

describe("the Pyramid Poker heuristic", () => {
  it("plays every mode legally and the same for a seed", () => {
    const modes: [object, number][] = [
      [{ target: 1 }, 2],
      [{ target: 1 }, 3],
      [{ teams: true, target: 1 }, 4],
      [{ variant: "holdem", target: 1 }, 2],
      [{ scoring: "basic" }, 2],
    ];
    for (const [options, players] of modes) {
      expectSameForSeed(
        pyramidPoker,
        options,
        () =>
          Array.from(
            { length: players },
            (_, i): Player => (i % 2 === 0 ? pyramidHeuristic(i + 1) : randomPlayer(i)),
          ),
        `h-${players}`,
      );
    }
  });

  it("beats random clearly", () => {
    const win = shareAgainstRandom(pyramidPoker, { target: 3 }, pyramidHeuristic, 12);
    expect(win.estimate().low).toBeGreaterThan(0.5);
  });
});
