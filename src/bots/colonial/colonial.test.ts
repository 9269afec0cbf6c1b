import { describe, expect, it } from "vitest";
import { Table } from "../../core/match.js";
import { Rng } from "../../core/rng.js";
import { discardChoices } from "../../games/colonial/actions.js";
import { colonial } from "../../games/colonial/index.js";
import {
  expectSameForSeed,
  rollOutLegally,
  shareAgainstRandom,
  twoBotsAndRandom,
} from "../testing.js";
import { colonialHeuristic, judgeDiscards } from "./heuristic.js";
import { colonialEvaluate, colonialRollout } from "./hints.js";
import { forEachDraw, rankTable, unseenCounts } from "./odds.js";

const rules = { deck: "standard", handSize: 6, discards: 1, maxDiscard: 4 } as const;

describe("Colonial odds", () => {
  it("give every draw its exact probability", () => {
    const pool = unseenCounts("standard", ["C", "P1", "G2", "O3"]);
    expect(pool.reduce((a, c) => a + c, 0)).toBe(51);
    let total = 0;
    let capstones = 0;
    forEachDraw(new Array(10).fill(0), pool, 3, (h, p) => {
      total += p;
      if (h[9] === 1) capstones += p;
    });
    expect(total).toBeCloseTo(1, 12);
    // The Capstone is gone: no draw can hold it.
    expect(capstones).toBe(0);
  });

  it("rank a stronger hand above a weaker one against the table", () => {
    const t = rankTable(rules);
    const full = judgeDiscards(
      ["P1", "G2", "O2", "P3", "G3", "O3"],
      [[]],
      new Array(10).fill(0),
      t,
      1,
    )[0]!.chance;
    const high = judgeDiscards(
      ["P1", "G1", "O1", "P2", "G1", "O1"] as never,
      [[]],
      new Array(10).fill(0),
      t,
      1,
    )[0]!.chance;
    expect(full).toBeGreaterThan(0.7);
    expect(high).toBeLessThan(0.3);
  });
});

describe("the Colonial heuristic", () => {
  it("keeps a Full Pyramid and draws to the text's risky hand", () => {
    const t = rankTable(rules);
    const full = ["P1", "G2", "O2", "P3", "G3", "O3"] as const;
    const pool = unseenCounts("standard", [...full]);
    expect(judgeDiscards([...full], discardChoices([...full], 4), pool, t, 1)[0]!.cards).toEqual(
      [],
    );
    // The text's dilemma: one third-level, two second-level, a first-level and two extras.
    const risky = ["P1", "G1", "O1", "P2", "G2", "O3"] as const;
    const best = judgeDiscards(
      [...risky],
      discardChoices([...risky], 4),
      unseenCounts("standard", [...risky]),
      t,
      1,
    )[0]!;
    const judged = judgeDiscards(
      [...risky],
      discardChoices([...risky], 4),
      unseenCounts("standard", [...risky]),
      t,
      1,
    );
    const chanceOf = (cards: string) => judged.find((j) => j.cards.join(" ") === cards)!.chance;
    // The extras go; and of the text's two options, throwing the first-level card too (for the
    // likelier Second-Level Pyramid) is judged the better.
    expect(best.cards).toEqual(expect.arrayContaining(["G1", "O1"]));
    expect(chanceOf("P1 G1 O1")).toBeGreaterThan(chanceOf("G1 O1"));
    expect(best.chance).toBeGreaterThanOrEqual(chanceOf("P1 G1 O1"));
  });

  it("plays legally, the same for a seed, in several variants", () => {
    for (const variant of [{}, { discards: 2 }, { handSize: 8 }, { deck: "as-listed" }])
      for (let g = 0; g < 3; g++) {
        expectSameForSeed(
          colonial,
          { ...variant, hands: 4 },
          () => twoBotsAndRandom(colonialHeuristic, g),
          `h-${g}`,
        );
      }
  });

  it("beats random clearly", () => {
    const win = shareAgainstRandom(colonial, {}, colonialHeuristic, 40);
    expect(win.estimate().low).toBeGreaterThan(0.5);
  });
});

describe("Colonial search hints", () => {
  it("judge chips without making any, and roll out legally", () => {
    const rng = Rng.fromInt(3);
    for (let g = 0; g < 4; g++) {
      const table = Table.create(colonial, { hands: 3 }, 3, `roll-${g}`);
      rollOutLegally(table, colonialRollout, rng, (state) => {
        const e = colonialEvaluate(state);
        expect(e.reduce((a, c) => a + c, 0)).toBeCloseTo(0, 9);
      });
    }
  });
});
