import { describe, expect, it } from "vitest";
import { nim } from "../../test/bots/nim.js";
import { ismctsConfig } from "../bots/ismcts-spec.js";
import { Table } from "../core/match.js";
import { games } from "../packages/index.js";
import { botsFor, hintsFor, makeBot, splitBotSpec } from "./bots.js";

describe("bot specs", () => {
  it("think at most a second a move without a budget, and only iterations without a clock", async () => {
    const three = games.find((g) => g.id === "three-sided")!;
    const table = Table.create(three, {}, 3, "budget");
    let ctx = table.next()!;
    while (ctx.legal.length < 2) {
      table.submit(ctx.seat, ctx.legal[0]);
      ctx = table.next()!;
    }
    // A clock that moves 40 ms a look: the second runs out long before 1,000 iterations.
    let now = 0;
    const clock = () => (now += 40);
    await makeBot("ismcts", three, 1, clock)(ctx);
    expect(now).toBeGreaterThanOrEqual(1000);
    expect(now).toBeLessThan(1200);
    // Without a clock the default is its iterations alone; a budget in ms needs one.
    expect(makeBot("ismcts", nim, 1)).toBeTypeOf("function");
    expect(() => makeBot("ismcts:100ms", nim, 1)).toThrow(/needs a clock/);
  });

  it("name opponents by difficulty, each a bot with a budget", () => {
    for (const game of games) {
      for (const level of ["easy", "normal", "hard"]) expect(botsFor(game)).toContain(level);
      expect(makeBot("easy", game, 1)).toBeTypeOf("function");
      // A level is iterations; its wall cap is a safety limit a host without a clock drops.
      expect(makeBot("normal", game, 1)).toBeTypeOf("function");
      expect(makeBot("hard", game, 1)).toBeTypeOf("function");
    }
    expect(() => makeBot("easy:100ms", nim, 1)).toThrow(/takes no settings/);
  });

  it("play easy at random in a game without a heuristic, which has every bot but that", () => {
    expect(botsFor(nim)).toEqual(botsFor(games[0]!).filter((b) => b !== "heuristic"));
    expect(() => makeBot("heuristic", nim, 1)).toThrow(/no heuristic bot for Nim/);
    const ctx = Table.create(nim, { stones: 30 }, 2, "easy").next()!;
    for (let seed = 0; seed < 20; seed++)
      expect(makeBot("easy", nim, seed)(ctx)).toEqual(makeBot("random", nim, seed)(ctx));
  });

  it("read a level as the game's calibrated iterations with a wall cap only for safety", () => {
    const hints = { levels: { normal: 7, hard: 70 } };
    const normal = ismctsConfig(nim, ["normal"], hints);
    expect(normal.budget).toEqual({ iterations: 7, milliseconds: 1000 });
    expect(normal.wallIsCap).toBe(true);
    expect(ismctsConfig(nim, ["hard", "wall=off"], hints).budget).toEqual({ iterations: 70 });
    // A time given in ms is a budget, not a cap: it needs a clock.
    const timed = ismctsConfig(nim, ["hard", "3000ms"], hints);
    expect(timed.budget).toEqual({ iterations: 70, milliseconds: 3000 });
    expect(timed.wallIsCap).toBeUndefined();
    // Without calibration: ISMCTS's usual rate of about 1,000 iterations a second.
    expect(ismctsConfig(nim, ["normal"]).budget.iterations).toBe(100);
    expect(ismctsConfig(nim, ["hard"]).budget.iterations).toBe(1000);
    expect(() => ismctsConfig(nim, ["normal", "500"], hints)).toThrow(/one or the other/);
    expect(() => makeBot("ismcts:hard:3000ms", nim, 1)).toThrow(/needs a clock/);
    expect(makeBot("ismcts:hard", nim, 1)).toBeTypeOf("function");
    for (const game of games) {
      const { levels } = hintsFor(game);
      if (levels) expect(levels.hard).toBeGreaterThan(levels.normal);
    }
  });

  it("split a name from its settings", () => {
    expect(splitBotSpec("ismcts:100ms:c=0.5")).toEqual({
      name: "ismcts",
      args: ["100ms", "c=0.5"],
    });
    expect(splitBotSpec("random")).toEqual({ name: "random", args: [] });
  });

  it("read ISMCTS budgets and settings", () => {
    expect(ismctsConfig(nim, []).budget).toEqual({ iterations: 1000, milliseconds: 1000 });
    const c = ismctsConfig(nim, ["2000", "150ms", "c=0.3", "trees=own", "objective=payoff"]);
    expect(c.budget).toEqual({ iterations: 2000, milliseconds: 150 });
    expect(c.exploration).toBe(0.3);
    expect(c.trees).toBe("own");
    expect(c.objective).toBe("payoff");
    expect(ismctsConfig(nim, ["500it"]).budget).toEqual({ iterations: 500 });
  });

  it("search the betting games with their opponent model unless told otherwise", () => {
    const colonial = games.find((g) => g.id === "colonial")!;
    const c = ismctsConfig(colonial, ["100"], hintsFor(colonial));
    expect(c.trees).toBe("model");
    expect(c.hints.paired).toBe(true);
    expect(c.hints.weigh).toBeTypeOf("function");
    const plain = ismctsConfig(
      colonial,
      ["trees=public", "paired=off", "weigh=off"],
      hintsFor(colonial),
    );
    expect(plain.trees).toBe("public");
    expect(plain.hints.paired).toBeUndefined();
    expect(plain.hints.weigh).toBeUndefined();
    expect(ismctsConfig(nim, []).trees).toBe("public");
    // One deal of Wild/Kill or Three-sided is won by the most chips: they play for the win.
    for (const id of ["wild-kill", "three-sided"]) {
      const game = games.find((g) => g.id === id)!;
      expect(ismctsConfig(game, [], hintsFor(game)).objective).toBe("win");
      expect(ismctsConfig(game, ["objective=margin"], hintsFor(game)).objective).toBe("margin");
    }
    expect(ismctsConfig(nim, []).objective).toBe("margin");
    expect(() => ismctsConfig(nim, ["objective=win"])).toThrow(/no value on winning/);
    expect(() => ismctsConfig(nim, ["weigh=on"])).toThrow(/no opponent model/);
  });

  it("refuse what they cannot read, naming it", () => {
    expect(() => ismctsConfig(nim, ["fast"])).toThrow(/"fast"/);
    expect(() => ismctsConfig(nim, ["0"])).toThrow(/positive/);
    expect(() => ismctsConfig(nim, ["trees=forest"])).toThrow(/trees must be/);
    expect(() => ismctsConfig(nim, ["objective=glory"])).toThrow(/objective must be/);
    expect(() => ismctsConfig(nim, ["c=-1"])).toThrow(/c must be/);
    expect(() => ismctsConfig(nim, ["cap=10"])).toThrow(/no evaluate/);
    expect(() => makeBot("random:fast", nim, 1)).toThrow(/takes no settings/);
    expect(() => makeBot("ismcts:100ms", nim, 1)).toThrow(/needs a clock/);
    expect(() => makeBot("heuristic", nim, 1)).toThrow(/no heuristic bot for Nim/);
    expect(() => makeBot("genius", nim, 1)).toThrow(/Unknown bot "genius"/);
  });

  it("offer a game only the bots that can play it", () => {
    expect(botsFor(nim)).toEqual(["random", "ismcts", "easy", "normal", "hard"]);
    for (const id of ["colonial", "pyramid-poker", "tyramid"])
      expect(botsFor(games.find((g) => g.id === id)!)).toContain("heuristic");
  });

  it("make bots that play legal moves within a time budget", () => {
    let now = 0;
    const bot = makeBot("ismcts:20ms", nim, 1, () => (now += 1));
    const table = Table.create(nim, {}, 2, "spec");
    const ctx = table.next()!;
    expect(ctx.legal).toContainEqual(bot(ctx));
  });
});
