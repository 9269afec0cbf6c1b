import { describe, expect, it } from "vitest";
import { z } from "zod";
import { nim } from "../../test/bots/nim.js";
import { makeToy } from "../../test/conformance/toys.js";
import { ErrorCode, ruleError } from "../core/errors.js";
import type { GameDefinition, GameEvent } from "../core/game.js";
import { type Player, runMatchSync, Table } from "../core/match.js";
import { err, ok } from "../core/result.js";
import { Rng, type RngState, reseedRng } from "../core/rng.js";
import { colonial } from "../games/colonial/index.js";
import { runTournamentHere } from "../players/tournament.js";
import { defaultIsmcts, ismctsPlayer, ismctsSearch, stepKey, treeModes } from "./ismcts.js";
import { finalPayoff, rewardOf } from "./playout.js";
import { randomPlayer } from "./random.js";
import { expectSameForSeed } from "./testing.js";

const toy = makeToy();
const clock = () => performance.now();

function firstContext(game: GameDefinition, seed: string, players = 2) {
  const table = Table.create(game, {}, players, seed);
  return table.next()!;
}

describe("ISMCTS on the toy game", () => {
  it("is deterministic for a seed", () => {
    for (let g = 0; g < 20; g++) {
      expectSameForSeed(
        toy,
        {},
        () => [
          ismctsPlayer(7, { budget: { iterations: 50 } }),
          ismctsPlayer(8, { budget: { iterations: 50 } }),
        ],
        `det-${g}`,
      );
    }
    const ctx = firstContext(toy, "same");
    const a = ismctsSearch(ctx, { ...defaultIsmcts, budget: { iterations: 300 } }, Rng.fromInt(1));
    const b = ismctsSearch(ctx, { ...defaultIsmcts, budget: { iterations: 300 } }, Rng.fromInt(1));
    expect(a).toEqual(b);
  });

  it("spends exactly its iterations, or stops at its time limit", () => {
    const ctx = firstContext(toy, "budget");
    const r = ismctsSearch(ctx, { ...defaultIsmcts, budget: { iterations: 123 } }, Rng.fromInt(2));
    expect(r.iterations).toBe(123);
    expect(r.moves.reduce((t, m) => t + m.visits, 0)).toBe(123);
    let now = 0;
    const timed = ismctsSearch(
      ctx,
      { ...defaultIsmcts, budget: { milliseconds: 50 }, clock: () => (now += 1) },
      Rng.fromInt(2),
    );
    // One clock read sets the deadline and one is taken per further iteration.
    expect(timed.iterations).toBe(50);
  });

  it("only ever returns legal actions, in every tree mode and player count", () => {
    for (const trees of treeModes)
      for (const players of [2, 3, 4])
        for (let g = 0; g < 15; g++) {
          const seats: Player[] = Array.from({ length: players }, (_, s) =>
            s % 2 === 0
              ? ismctsPlayer(g * 10 + s, { budget: { iterations: 40 }, trees })
              : randomPlayer(g * 10 + s),
          );
          // runMatchSync throws on the first illegal action.
          runMatchSync(toy, {}, seats, `legal-${trees}-${players}-${g}`);
        }
  });

  it("beats random clearly, heads up and at a table of four", () => {
    const heads = runTournamentHere(
      toy,
      {
        game: toy.id,
        options: toy.options.parse({}),
        players: 2,
        bots: ["ismcts:100", "random"],
        games: 300,
        seed: "strength",
        rotate: true,
      },
      clock,
    );
    expect(heads.ruleErrors).toBe(0);
    expect(heads.bots[0]!.winRate.low).toBeGreaterThan(0.5);
    expect(heads.bots[0]!.payoff.low).toBeGreaterThan(0);
    const four = runTournamentHere(
      toy,
      {
        game: toy.id,
        options: toy.options.parse({}),
        players: 4,
        bots: ["ismcts:100", "random", "random", "random"],
        games: 200,
        seed: "strength4",
        rotate: true,
      },
      clock,
    );
    expect(four.bots[0]!.winRate.low).toBeGreaterThan(0.25);
    expect(four.bots[0]!.payoff.low).toBeGreaterThan(0);
  });
});

/**
 * "Call the coin": the only seat calls heads or tails, then a coin is tossed from the state's
 * generator. A search that kept the true generator would foresee the toss and always win.
 */
interface CoinState {
  rng: RngState;
  players: number;
  call: number | null;
  toss: number | null;
}
const coin: GameDefinition<{ _?: number }, CoinState, { type: "call"; side: number }> = {
  id: "coin",
  name: "Call the coin",
  summary: "A test game.",
  minPlayers: 1,
  maxPlayers: 1,
  options: z.strictObject({ _: z.number().optional() }),
  variants: {},
  zeroSum: false,
  hiddenInformation: false,
  actionSchema: z.strictObject({ type: z.literal("call"), side: z.number() }),
  maxActions: () => 1,
  setup: (_o, players, seed) => ({
    rng: Rng.fromSeed(seed).state(),
    players,
    call: null,
    toss: null,
  }),
  toAct: (s) => (s.call === null ? [0] : []),
  legalActions: (s) =>
    s.call === null
      ? [
          { type: "call", side: 0 },
          { type: "call", side: 1 },
        ]
      : [],
  apply(s, _seat, a) {
    if (s.call !== null) return err(ruleError(ErrorCode.gameOver, "Called already."));
    const rng = Rng.fromState(s.rng);
    const toss = rng.int(2);
    return ok({
      state: { ...s, rng: rng.state(), call: a.side, toss },
      events: [{ type: "toss", audience: "public", text: `The coin shows ${toss}.` }],
    });
  },
  view: (s) => ({ call: s.call, toss: s.toss }),
  resample: (s) => s,
  reseed: reseedRng,
  outcome: (s) =>
    s.call === null
      ? null
      : {
          payoff: [s.call === s.toss ? 1 : 0],
          ranks: [1],
          winners: s.call === s.toss ? [0] : [],
          summary: "",
        },
  formatAction: (a) => `call ${a.side}`,
  parseAction: (t) => ok({ type: "call", side: Number(t.slice(5)) }),
};

describe("ISMCTS on Nim", () => {
  it("gives up a rollout that outlasts a time budget", () => {
    const table = Table.create(nim, { stones: 5000 }, 2, "long");
    let now = 0;
    const r = ismctsSearch(
      table.next()!,
      { ...defaultIsmcts, budget: { milliseconds: 10 }, clock: () => (now += 100) - 100 },
      Rng.fromInt(1),
    );
    expect(r.iterations).toBe(0);
    expect(table.next()!.legal).toContainEqual(r.action);
    // Four clock reads: the deadline, the check inside the rollout, and the stop.
    expect(now).toBeLessThanOrEqual(400);
  });

  it("finds the winning move: leave a multiple of four", () => {
    for (const stones of [5, 6, 7, 9, 10, 11, 13, 14, 15]) {
      const table = Table.create(nim, { stones }, 2, "nim");
      const r = ismctsSearch(
        table.next()!,
        { ...defaultIsmcts, budget: { iterations: 3000 } },
        Rng.fromInt(stones),
      );
      expect((stones - (r.action as { n: number }).n) % 4).toBe(0);
    }
  });
});

describe("ISMCTS and chance", () => {
  it("samples future draws instead of foreseeing them from the state's generator", () => {
    let wins = 0;
    const games = 300;
    for (let g = 0; g < games; g++) {
      const r = runMatchSync(coin, {}, [ismctsPlayer(g, { budget: { iterations: 60 } })], `c${g}`);
      wins += r.outcome.payoff[0]!;
    }
    // A search that foresaw the toss would win all 300; a fair caller wins about half.
    expect(wins).toBeGreaterThan(games * 0.38);
    expect(wins).toBeLessThan(games * 0.62);
  });
});

describe("ISMCTS information sets", () => {
  // One step of Colonial Pyramid's first hand: the cutter's decision, and what every seat sees.
  const table = Table.create(colonial, {}, 3, "keys");
  const ctx = table.next()!;
  const picks = [{ seat: ctx.seat, action: ctx.legal[0]! }];
  const applied = colonial.apply(table.state, ctx.seat, ctx.legal[0]!);
  if (!applied.ok) throw new Error(applied.error.message);
  const step = applied.value;
  const reworded = (events: readonly GameEvent[]) =>
    events.map((e) => ({ ...e, text: `Reworded: ${e.text.toUpperCase()}` }));

  it("are keyed on what an event is, never on its words", () => {
    const withData = { ...step, events: step.events.filter((e) => e.data !== undefined) };
    expect(withData.events.length).toBeGreaterThan(0);
    for (const owner of [0, 1, 2, "spectator"] as const) {
      const k = stepKey(colonial, owner, picks, withData);
      expect(
        stepKey(colonial, owner, picks, { ...withData, events: reworded(withData.events) }),
      ).toBe(k);
      // The key still tells different events apart.
      const other = withData.events.map((e) => ({ ...e, data: { other: e.data } }));
      expect(stepKey(colonial, owner, picks, { ...withData, events: other })).not.toBe(k);
    }
  });

  it("key an event without data by the view after it, still not by its words", () => {
    const bare: GameEvent = { type: "note", audience: "public", text: "Something happens." };
    const k = stepKey(colonial, 1, picks, { state: step.state, events: [bare] });
    expect(stepKey(colonial, 1, picks, { state: step.state, events: reworded([bare]) })).toBe(k);
    expect(stepKey(colonial, 1, picks, { state: table.state, events: [bare] })).not.toBe(k);
  });
});

describe("ismctsPlayer", () => {
  it("answers a forced move without searching", () => {
    let observed = 0;
    const ctx = { ...firstContext(toy, "forced") };
    const bot = ismctsPlayer(1, { budget: { iterations: 100 } });
    const only = ctx.legal.slice(0, 1);
    const action = bot({
      ...ctx,
      legal: only,
      observe: (rng) => {
        observed++;
        return ctx.observe(rng);
      },
    });
    expect(action).toEqual(only[0]);
    expect(observed).toBe(0);
  });

  it("refuses a rollout cap without an evaluate function", () => {
    const ctx = firstContext(toy, "cap");
    expect(() =>
      ismctsSearch(ctx, { ...defaultIsmcts, hints: { rolloutCap: 3 } }, Rng.fromInt(1)),
    ).toThrow(/evaluate/);
  });

  it("scores capped rollouts with the game's evaluate", () => {
    const ctx = firstContext(nim, "evaluate");
    let calls = 0;
    const r = ismctsSearch(
      ctx,
      {
        ...defaultIsmcts,
        budget: { iterations: 50 },
        // A cap of zero actions: every rollout that leaves the tree early is scored at once.
        hints: {
          rolloutCap: 0,
          evaluate: () => {
            calls++;
            return [0, 0];
          },
        },
      },
      Rng.fromInt(1),
    );
    expect(r.iterations).toBe(50);
    expect(calls).toBe(50);
  });
});

describe("what a search plays for", () => {
  const outcome = { payoff: [6, -2, -4], ranks: [1, 2, 3], winners: [0], summary: "" };
  const hints = { winValue: () => 20 };

  it("adds the table's win to the winners' payoff only with objective=win", () => {
    expect(finalPayoff("margin", hints, outcome, null)).toEqual([6, -2, -4]);
    expect(finalPayoff("payoff", hints, outcome, null)).toEqual([6, -2, -4]);
    expect(finalPayoff("win", hints, outcome, null)).toEqual([26, -2, -4]);
    const tie = { ...outcome, payoff: [3, 3, -6], winners: [0, 1] };
    expect(finalPayoff("win", hints, tie, null)).toEqual([13, 13, -6]);
    expect(finalPayoff("win", {}, outcome, null)).toEqual([6, -2, -4]);
  });

  it("rewards each seat by its margin over the others' average, but raw with objective=payoff", () => {
    expect(rewardOf("payoff", [26, -2, -4])).toEqual([26, -2, -4]);
    expect(rewardOf("margin", [6, -2, -4])).toEqual([9, -3, -6]);
    expect(rewardOf("win", [26, -2, -4])).toEqual([29, -13, -16]);
  });
});
