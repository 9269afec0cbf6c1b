import { describe, expect, it } from "vitest";
import { cards } from "../../cards/testing.js";
import { runMatchSync } from "../../core/match.js";
import { Rng } from "../../core/rng.js";
import { threeSided } from "../../games/three-sided/index.js";
import { makeBot } from "../../players/bots.js";
import { randomPlayer } from "../random.js";
import { declarationValues, estimateEquity } from "./heuristic.js";

const rule = { low: "ace-to-five", lowQualifier: null } as const;

describe("the Three-sided heuristic", () => {
  it("rates a made wheel on a full board as a strong low and a likely scoop", () => {
    // Hole A-2-3-4, the right side 4-1-5 holds 5s: the wheel, a straight high and the best low.
    const e = estimateEquity(
      cards("Ah 2d 3c 4s"),
      cards("5s Kd Qh 9c Jh 8d"),
      2,
      rule,
      300,
      Rng.fromInt(1),
    );
    expect(e.low).toBeGreaterThan(0.8);
    expect(e.high).toBeGreaterThan(0.5);
    expect(declarationValues(e).low).toBeGreaterThan(0.4);
  });

  it("rates rags on an unhelpful board as weak", () => {
    const board = [...cards("Ks Kd Qh"), null, null, null];
    const e = estimateEquity(cards("9c 8d 7h 2s"), board, 3, rule, 300, Rng.fromInt(2));
    expect(e.high).toBeLessThan(0.3);
  });

  it("plays only legal moves from its view, the same for a seed, and beats random players", () => {
    const game = threeSided;
    let heuristicChips = 0;
    for (let g = 0; g < 6; g++) {
      const players = [makeBot("heuristic", game, g), randomPlayer(g + 100)];
      if (g % 2) players.reverse();
      // runMatchSync throws on the first action the engine refuses.
      const r = runMatchSync(game, { hands: 3 }, players, `bot-${g}`);
      const again = [makeBot("heuristic", game, g), randomPlayer(g + 100)];
      if (g % 2) again.reverse();
      expect(runMatchSync(game, { hands: 3 }, again, `bot-${g}`).record).toEqual(r.record);
      heuristicChips += r.outcome.payoff[g % 2 ? 1 : 0]!;
    }
    expect(heuristicChips).toBeGreaterThan(0);
  });
});
