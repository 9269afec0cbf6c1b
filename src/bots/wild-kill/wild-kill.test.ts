import { describe, expect, it } from "vitest";
import { cards } from "../../cards/testing.js";
import { Rng } from "../../core/rng.js";
import { wildKill } from "../../games/wild-kill/index.js";
import type { WildKillView } from "../../games/wild-kill/view.js";
import { expectSameForSeed, shareAgainstRandom, twoBotsAndRandom } from "../testing.js";
import { estimateChances, expectedShare, wildKillHeuristic } from "./heuristic.js";
import { wildKillEvaluate } from "./hints.js";

describe("the Wild/Kill heuristic", () => {
  it("plays legally, high only and high-low, and the same for a seed", () => {
    for (const options of [{ hands: 4 }, { hands: 4, split: "high-low" }]) {
      for (let g = 0; g < 3; g++) {
        expectSameForSeed(
          wildKill,
          options,
          () => twoBotsAndRandom(wildKillHeuristic, g),
          `h-${g}`,
        );
      }
    }
  });

  it("reads chances from its own view: five aces win, a hand of killed cards loses", () => {
    const base = wildKill.view(wildKill.setup(wildKill.options.parse({}), 3, "chances"), 0);
    const view = (hole: string, board: string): WildKillView => ({
      ...base,
      status: ["active", "active", "active"],
      hole: [cards(hole), null, null],
      board: cards(board),
    });
    const rng = Rng.fromInt(1);
    const board = "7h 3s  Ah Kc Qd  9c 9d 8s 4c";
    const five = estimateChances(view("As Ad 7c 3d 2h", board), 0, rng, 200);
    expect(five.high).toBeGreaterThan(0.95);
    const dead = estimateChances(view("9s 9h 8c 8d 4h", board), 0, rng, 200);
    expect(dead.high).toBeLessThan(0.05);
    expect(expectedShare({ high: 0.9, low: 0.9 }, true)).toBeCloseTo(0.81);
    expect(expectedShare({ high: 0.9, low: 0.1 }, true)).toBeCloseTo(0.45);
  });

  it("beats random clearly", () => {
    const win = shareAgainstRandom(wildKill, { hands: 10 }, wildKillHeuristic, 40);
    expect(win.estimate().low).toBeGreaterThan(0.5);
  });

  it("judges an unfinished table by the chips, the pot shared among those still in", () => {
    const s = wildKill.setup(wildKill.options.parse({}), 3, "evaluate");
    const v = wildKillEvaluate(s);
    expect(v.reduce((a, b) => a + b, 0)).toBeCloseTo(0);
    expect(v).toEqual([0, 0, 0]); // three antes, one each way
  });
});
