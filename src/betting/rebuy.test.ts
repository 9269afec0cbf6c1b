import { describe, expect, it } from "vitest";
import { act, newTable } from "../core/engine.js";
import type { ChipLedger, GameDefinition, GameEvent } from "../core/game.js";
import { canonical } from "../core/json.js";
import { Rng } from "../core/rng.js";
import { unwrap } from "../core/testing.js";
import { colonial } from "../games/colonial/index.js";
import { dealersChoice } from "../games/dealers-choice/index.js";
import type { DealersChoiceState } from "../games/dealers-choice/state.js";
import { threeSided } from "../games/three-sided/index.js";
import { wildKill } from "../games/wild-kill/index.js";
import type { WildKillState } from "../games/wild-kill/state.js";
import { bots } from "../players/bots.js";
import type { BuyIns } from "./rebuy.js";
import { settle } from "./settlement.js";

type Table = { buyIns?: BuyIns | undefined; stacks: number[]; over: boolean };

function table(game: GameDefinition, options: unknown, players: number, seed = "rebuy") {
  return unwrap(newTable(game, options, players, seed));
}

function addsUp(l: ChipLedger): boolean {
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  return sum(l.stacks) + l.pot === sum(l.bought);
}

/**
 * Random play (never answering a rebuy question) until `until` holds, checking the ledger after
 * every action; the events are collected.
 */
function playUntil(
  game: GameDefinition,
  state: Table,
  until: (s: Table) => boolean,
  log: GameEvent[] = [],
  seed = 1,
): Table {
  const rng = Rng.fromInt(seed);
  let s = state;
  for (let i = 0; i < 20_000 && !until(s); i++) {
    const seat = rng.pick(game.toAct(s));
    const legal = game.legalActions(s, seat);
    const r = unwrap(act(game, s, seat, rng.pick(legal)));
    log.push(...r.events);
    s = r.state as Table;
    expect(addsUp(game.ledger!(s))).toBe(true);
  }
  if (!until(s)) throw new Error("never got there");
  return s;
}

const asking = (s: Table) => (s.buyIns?.asked.length ?? 0) > 0;

describe("rebuy options", () => {
  it("are validated and named in the refusal", () => {
    const refused = (o: unknown) => {
      const t = newTable(wildKill, o, 3, "x");
      return t.ok ? "" : t.error.message;
    };
    expect(refused({ rebuy: 0 })).toMatch(/"rebuy"/);
    expect(refused({ rebuy: 1.5 })).toMatch(/"rebuy"/);
    expect(refused({ rebuyBelow: 5 })).toMatch(/"rebuyBelow" needs rebuys/);
    expect(refused({ rebuy: 2, rebuyBelow: 100 })).toMatch(/below the starting stack of 100/);
    expect(refused({ rebuy: 2, rebuyBelow: -1 })).toMatch(/"rebuyBelow"/);
    expect(refused({ rebuy: 2, rebuyBelow: 99 })).toBe("");
    expect(refused({ rebuy: null })).toBe("");
  });

  it("leave a table without rebuys as it always was", () => {
    const t = table(wildKill, {}, 3);
    expect("rebuy" in (t.options as object)).toBe(false);
    expect("buyIns" in (t.state as object)).toBe(false);
    expect(t.events.some((e) => e.type === "buy-in")).toBe(false);
    expect("buyIns" in wildKill.view(t.state, 0)).toBe(false);
  });
});

const chipGames: [string, GameDefinition][] = [
  ["wild-kill", wildKill],
  ["three-sided", threeSided],
  ["colonial", colonial],
];

describe.each(chipGames)("%s with rebuys", (_id, game) => {
  const opened = table(game, { stack: 10, betting: { ante: 2 }, rebuy: 1 }, 3);

  it("logs every first buy-in", () => {
    expect(opened.events.filter((e) => e.type === "buy-in").map((e) => e.text)).toEqual([
      "Seat 0 buys in for 10.",
      "Seat 1 buys in for 10.",
      "Seat 2 buys in for 10.",
    ]);
  });

  it("asks a busted player, who rebuys between hands; a second rebuy past the cap is not offered", () => {
    const log: GameEvent[] = [];
    const s = playUntil(game, opened.state as Table, asking, log);
    const busted = s.buyIns!.asked;
    for (const seat of busted) expect(s.stacks[seat]).toBe(0);
    expect(log.at(-1)!.type).toBe("rebuy-asked");
    expect(game.toAct(s)).toEqual(busted);
    const seat = busted[0]!;
    expect(game.legalActions(s, seat)).toEqual([{ type: "rebuy" }, { type: "no-rebuy" }]);
    const before = canonical(s);
    // Nothing but an answer, and only from an asked seat.
    const bet = act(game, s, seat, { type: "check" });
    expect(bet.ok).toBe(false);
    const other = [0, 1, 2].find((x) => !busted.includes(x))!;
    const stranger = act(game, s, other, { type: "rebuy" });
    expect(stranger.ok).toBe(false);
    expect(canonical(s)).toBe(before);

    const r = unwrap(act(game, s, seat, { type: "rebuy" }));
    expect(r.events[0]!.text).toBe(`Seat ${seat} buys in for 10 (rebuy 1 of 1).`);
    const after = r.state as Table;
    expect(after.buyIns!.count[seat]).toBe(2);
    expect(after.buyIns!.chips[seat]).toBe(20);
    expect(canonical(s)).toBe(before);
    const ledger = game.ledger!(after);
    expect(ledger.bought[seat]).toBe(20);
    expect(addsUp(ledger)).toBe(true);
    // The same answer twice is refused.
    if (asking(after)) expect(act(game, after, seat, { type: "rebuy" }).ok).toBe(false);

    // Played on: that seat is never asked again, its one rebuy taken.
    let t = after;
    for (let round = 0; round < 50 && !t.over; round++) {
      while (asking(t)) {
        expect(t.buyIns!.asked).not.toContain(seat);
        const x = t.buyIns!.asked[0]!;
        t = unwrap(act(game, t, x, { type: "rebuy" })).state as Table;
      }
      if (t.over) break;
      t = playUntil(game, t, (u) => u.over || asking(u), [], round + 2);
    }
    const end = game.ledger!(t);
    expect(addsUp(end)).toBe(true);
  });

  it("refuses a rebuy during a hand, and changes nothing", () => {
    const before = canonical(opened.state);
    const seat = game.toAct(opened.state)[0]!;
    const r = act(game, opened.state, seat, { type: "rebuy" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/between hands/);
    expect(canonical(opened.state)).toBe(before);
  });

  it("a busted player who declines is out; the away and leaver's rules decline", () => {
    const s = playUntil(game, opened.state as Table, asking);
    const seat = s.buyIns!.asked[0]!;
    expect(game.awayAction!(s, seat)).toEqual({ type: "no-rebuy" });
    expect(game.leaveAction!(s, seat)).toEqual({ type: "no-rebuy" });
    const r = unwrap(act(game, s, seat, { type: "no-rebuy" }));
    expect(r.events[0]!.text).toBe(`Seat ${seat} does not rebuy and is out.`);
    expect((r.state as Table).stacks[seat]).toBe(0);
  });
});

describe("the threshold", () => {
  it("asks a player at or below it, not one above, and lets them decline and play on", () => {
    const t = table(wildKill, { stack: 20, betting: { ante: 2 }, rebuy: 3, rebuyBelow: 6 }, 3);
    const s = playUntil(wildKill, t.state as Table, asking);
    for (let seat = 0; seat < 3; seat++)
      expect(s.buyIns!.asked.includes(seat)).toBe(s.stacks[seat]! <= 6);
    const seat = s.buyIns!.asked.find((x) => s.stacks[x]! > 0);
    if (seat !== undefined) {
      const r = unwrap(act(wildKill, s, seat, { type: "no-rebuy" }));
      expect(r.events[0]!.text).toBe(`Seat ${seat} does not rebuy.`);
    }
  });
});

describe("Pyramid night with rebuys", () => {
  it("asks before the next call, and the new dealer calls once everyone has answered", () => {
    const t = table(dealersChoice, { stack: 6, betting: { ante: 3 }, rebuy: 2 }, 2);
    const s = playUntil(dealersChoice, t.state as Table, asking) as DealersChoiceState;
    let u = s;
    while (asking(u)) {
      const seat = u.buyIns!.asked[0]!;
      u = unwrap(act(dealersChoice, u, seat, { type: "rebuy" })).state;
    }
    const v = dealersChoice.view(u, 0);
    expect(v.phase).toBe("call");
    expect(dealersChoice.toAct(u)).toEqual([v.dealer]);
    expect(v.buyIns?.count.reduce((a, b) => a + b, 0)).toBeGreaterThan(2);
    expect(addsUp(dealersChoice.ledger!(u))).toBe(true);
  });
});

describe("bots", () => {
  it("rebuy whenever the table asks them", async () => {
    const t = table(wildKill, { stack: 10, betting: { ante: 2 }, rebuy: 1 }, 3);
    const s = playUntil(wildKill, t.state as Table, asking) as WildKillState;
    const seat = s.buyIns!.asked[0]!;
    for (const name of ["random", "heuristic", "easy"]) {
      const bot = bots[name]!(wildKill, 7);
      const choice = await bot({
        game: wildKill as GameDefinition,
        seat,
        view: wildKill.view(s, seat),
        legal: wildKill.legalActions(s, seat),
        observe: (rng) => wildKill.resample(s, seat, rng),
      });
      expect(choice).toEqual({ type: "rebuy" });
    }
  });
});

describe("settlement", () => {
  const squares = (nets: number[]) => {
    const transfers = settle(nets);
    const left = nets.slice();
    for (const t of transfers) {
      expect(t.chips).toBeGreaterThan(0);
      left[t.from]! += t.chips;
      left[t.to]! -= t.chips;
    }
    expect(left.every((v) => v === 0)).toBe(true);
    const movers = nets.filter((v) => v !== 0).length;
    expect(transfers.length).toBeLessThanOrEqual(Math.max(0, movers - 1));
    return transfers;
  };

  it("squares every net in at most n − 1 transfers, largest debtor to largest creditor", () => {
    expect(squares([50, -30, -20])).toEqual([
      { from: 1, to: 0, chips: 30 },
      { from: 2, to: 0, chips: 20 },
    ]);
    expect(squares([-100, 40, 35, 25])).toHaveLength(3);
    const rng = Rng.fromInt(5);
    for (let i = 0; i < 200; i++) {
      const n = 2 + rng.int(8);
      const nets = Array.from({ length: n - 1 }, () => rng.int(201) - 100);
      nets.push(-nets.reduce((a, b) => a + b, 0));
      squares(nets);
    }
  });

  it("an even table needs no transfers; nets that do not sum to zero are refused", () => {
    expect(settle([0, 0, 0])).toEqual([]);
    expect(settle([])).toEqual([]);
    expect(() => settle([5, -4])).toThrow(/sum to zero/);
  });
});
