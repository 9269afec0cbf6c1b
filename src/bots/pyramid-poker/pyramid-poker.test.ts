import { describe, expect, it } from "vitest";
import { type Player, runMatchSync } from "../../core/match.js";
import { pyramidPoker } from "../../games/pyramid-poker/index.js";
import { randomPlayer } from "../random.js";
import { Tally } from "../stats.js";
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
      const play = () =>
        runMatchSync(
          pyramidPoker,
          options,
          Array.from(
            { length: players },
            (_, i): Player => (i % 2 === 0 ? pyramidHeuristic(i + 1) : randomPlayer(i)),
          ),
          `h-${players}`,
        ).record;
      expect(play()).toEqual(play());
    }
  });

  it("beats random clearly", () => {
    const win = new Tally();
    for (let g = 0; g < 12; g++) {
      const me = g % 2;
      const seats =
        me === 0 ? [pyramidHeuristic(g), randomPlayer(g)] : [randomPlayer(g), pyramidHeuristic(g)];
      const r = runMatchSync(pyramidPoker, { target: 3 }, seats, `beat-${g >> 1}`);
      win.add(r.outcome.winners.includes(me) ? 1 / r.outcome.winners.length : 0);
    }
    expect(win.estimate().low).toBeGreaterThan(0.5);
  });
});
