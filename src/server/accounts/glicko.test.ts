import { describe, expect, it } from "vitest";
import {
  aged,
  IDLE_PERIOD_MS,
  isProvisional,
  newcomer,
  pairwise,
  rateTable,
  ratingPeriod,
} from "./glicko.js";

describe("Glicko-2", () => {
  it("reproduces Glickman's worked example: 1500/200 beats 1400/30, loses to 1550/100 and 1700/300", () => {
    const [player] = ratingPeriod(
      [
        { rating: 1500, deviation: 200, volatility: 0.06 },
        { rating: 1400, deviation: 30, volatility: 0.06 },
        { rating: 1550, deviation: 100, volatility: 0.06 },
        { rating: 1700, deviation: 300, volatility: 0.06 },
      ],
      [
        [0, 1, 1],
        [0, 2, 0],
        [0, 3, 0],
      ],
    );
    // The paper rounds its intermediate steps and prints 1464.06; unrounded it is 1464.0507.
    expect(Math.abs(player!.rating - 1464.06)).toBeLessThan(0.01);
    expect(player!.deviation.toFixed(2)).toBe("151.52");
    expect(Math.abs(player!.volatility - 0.05999)).toBeLessThan(0.00001);
  });

  it("turns places into pairwise games: better place wins, a shared place draws", () => {
    expect(pairwise([2, 1, 2])).toEqual([
      [0, 1, 0],
      [0, 2, 0.5],
      [1, 2, 1],
    ]);
  });

  it("moves three players by their places, the winner up and the last down", () => {
    const after = rateTable(
      [0, 1, 2].map(() => ({ glicko: newcomer, awayMs: 0 })),
      [3, 1, 2],
    );
    expect(after[1]!.rating).toBeGreaterThan(1500);
    expect(after[0]!.rating).toBeLessThan(1500);
    expect(after[2]!.rating).toBeCloseTo(1500, 6);
    for (const g of after) expect(g.deviation).toBeLessThan(350);
  });

  it("grows the deviation with time away, one idle period a day, never past a newcomer's", () => {
    const settled = { rating: 1800, deviation: 60, volatility: 0.06 };
    expect(aged(settled, IDLE_PERIOD_MS - 1)).toEqual(settled);
    const month = aged(settled, 30 * IDLE_PERIOD_MS);
    expect(month.deviation).toBeCloseTo(Math.sqrt(60 ** 2 + 30 * (0.06 * 173.7178) ** 2), 9);
    expect(month.rating).toBe(1800);
    expect(isProvisional(settled)).toBe(false);
    expect(isProvisional(aged(settled, 400 * IDLE_PERIOD_MS))).toBe(true);
    expect(aged(settled, 100_000 * IDLE_PERIOD_MS).deviation).toBe(350);
  });
});
