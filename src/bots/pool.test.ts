import { afterAll, describe, expect, it } from "vitest";
import { toy, toyExecArgv, toyModule } from "../../test/bots/toy-module.js";
import { Table } from "../core/match.js";
import { BotPool } from "./pool.js";

const pool = new BotPool({ size: 2, execArgv: toyExecArgv });
afterAll(() => pool.close());

describe("the bot pool", () => {
  it("thinks off the main thread and returns a legal action, the same for a seed", async () => {
    const table = Table.create(toy, {}, 2, "pool");
    const ask = (seat: number) =>
      pool.think({
        game: toy.id,
        module: toyModule,
        state: table.state,
        seat,
        bot: "ismcts:200",
        seed: 5,
      });
    const [a, b, c] = await Promise.all([ask(0), ask(0), ask(1)]);
    expect(table.game.legalActions(table.state, 0)).toContainEqual(a);
    expect(b).toEqual(a);
    expect(table.game.legalActions(table.state, 1)).toContainEqual(c);
  });

  it("refuses a seat that is not to act and a bad bot, and keeps working", async () => {
    const table = Table.create(toy, {}, 2, "pool2");
    table.submit(0, { type: "keep" });
    const base = { game: toy.id, module: toyModule, state: table.state, seed: 1 };
    await expect(pool.think({ ...base, seat: 0, bot: "random" })).rejects.toThrow(/not to act/);
    await expect(pool.think({ ...base, seat: 1, bot: "nobody" })).rejects.toThrow(/Unknown bot/);
    expect(await pool.think({ ...base, seat: 1, bot: "random" })).toHaveProperty("type");
    expect(pool.pending).toBe(0);
  });

  it("refuses work once closed", async () => {
    const p = new BotPool({ size: 1, execArgv: toyExecArgv });
    await p.close();
    await expect(
      p.think({ game: toy.id, module: toyModule, state: null, seat: 0, bot: "random", seed: 1 }),
    ).rejects.toThrow(/closed/);
  });
});
