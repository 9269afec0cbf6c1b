import { describe, expect, it } from "vitest";
import { Table } from "../../core/match.js";
import { Rng } from "../../core/rng.js";
import { tyramid } from "../../games/tyramid/index.js";
import {
  expectSameForSeed,
  rollOutLegally,
  shareAgainstRandom,
  twoBotsAndRandom,
} from "../testing.js";
import { tyramidHeuristic } from "./heuristic.js";
import { tyramidEvaluate, tyramidRollout } from "./hints.js";

const MODES = ["standard", "hourglass", "shedding"] as const;

describe("the Tyramid heuristic", () => {
  it("plays every mode legally and the same for a seed", () => {
    for (const mode of MODES)
      for (let g = 0; g < 4; g++) {
        expectSameForSeed(
          tyramid,
          { mode },
          () => twoBotsAndRandom(tyramidHeuristic, g),
          `h-${mode}-${g}`,
        );
      }
  });

  it("beats random clearly", () => {
    const win = shareAgainstRandom(tyramid, {}, tyramidHeuristic, 120);
    expect(win.estimate().low).toBeGreaterThan(0.5);
  });
});

describe("Tyramid search hints", () => {
  it("judge an unfinished game by its scores, and Shedding by the fewest cards", () => {
    const table = Table.create(tyramid, {}, 3, "eval");
    expect(tyramidEvaluate(table.state)).toEqual([0, 0, 0]);
    const shed = Table.create(tyramid, { mode: "shedding" }, 2, "eval");
    expect(tyramidEvaluate(shed.state)).toEqual([0.5, 0.5]);
  });

  it("roll out with legal moves only, in every mode", () => {
    const rng = Rng.fromInt(3);
    for (const mode of MODES) {
      rollOutLegally(Table.create(tyramid, { mode }, 2, `roll-${mode}`), tyramidRollout, rng);
    }
  });
});
