import { describe, expect, it } from "vitest";
import { formatCards } from "../../cards/standard.js";
import { act, newTable } from "../../core/engine.js";
import type { GameEvent, Seat } from "../../core/game.js";
import { Rng } from "../../core/rng.js";
import { tableState } from "../testing.js";
import { type DealersChoiceAction, dealersChoice as game } from "./index.js";
import type { DealersChoiceState } from "./state.js";

/** Plays one action by its text form, checking it is legal and the chips are all still there. */
function play(s: DealersChoiceState, seat: Seat, text: string, log: GameEvent[]) {
  const a = game.parseAction(text);
  if (!a.ok) throw new Error(`${text}: ${a.error.message}`);
  const r = act(game, s, seat, a.value);
  if (!r.ok) throw new Error(`seat ${seat} ${text}: ${r.error.message}`);
  expect(game.conserved!(r.value.state)).toBe(60);
  log.push(...r.value.events);
  return r.value.state;
}

/** Everyone still in checks round after round (seat 1 declares low, the others high). */
function checkDown(s: DealersChoiceState, log: GameEvent[]): DealersChoiceState {
  let state = s;
  while (state.deal) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat).map((a) => game.formatAction(a));
    const text = legal.includes("check")
      ? "check"
      : legal.includes("declare high")
        ? seat === 1
          ? "declare low"
          : "declare high"
        : legal.includes("tap")
          ? "tap"
          : "show";
    state = play(state, seat, text, log);
  }
  return state;
}

const texts = (log: GameEvent[], type: string) =>
  log.filter((e) => e.type === type).map((e) => e.text);

describe("a Pyramid night, seeded: three deals of three games", () => {
  const start = tableState(game, { hands: 3, stack: 20 }, 3, "night-1");

  it("starts with the dealer to call, nothing dealt, every seat seeing the same", () => {
    expect(start.dealer).toBe(0);
    expect(game.toAct(start)).toEqual([0]);
    expect(game.legalActions(start, 1)).toEqual([]);
    // 6 Three-sided calls (3 low orders × 2 qualifiers), 24 Wild/Kill, 24 Colonial.
    expect(game.legalActions(start, 0)).toHaveLength(54);
    const v = game.view(start, 1);
    expect(v.phase).toBe("call");
    expect(v.deal).toBeNull();
    expect(v.stacks).toEqual([20, 20, 20]);
    expect(game.view(start, 2)).toEqual(game.view(start, "spectator"));
  });

  it("refuses a call out of turn, an unknown point and a move before the call", () => {
    const call = game.parseAction("call wild-kill")!;
    expect(call.ok && act(game, start, 1, call.value).ok).toBe(false);
    expect(game.parseAction("call wild-kill split=low").ok).toBe(false);
    expect(game.parseAction("call colonial low=ace-to-six").ok).toBe(false);
    expect(game.parseAction("call pyramid-poker").ok).toBe(false);
    expect(act(game, start, 0, { type: "check" }).ok).toBe(false);
  });

  it("refuses a call of points the game lacks or values it does not allow, and another game's move", () => {
    const call = (points: Record<string, unknown>) =>
      act(game, start, 0, { type: "call-game", game: "three-sided", points });
    expect(call({ low: "ace-to-six", lowQualifier: 8 }).ok).toBe(true);
    for (const points of [
      { low: "ace-to-six" },
      { low: "ace-to-seven", lowQualifier: 8 },
      { low: "ace-to-six", lowQualifier: 7 },
      { low: "ace-to-six", lowQualifier: 8, split: "high-low" },
      { low: "ace-to-six", lowQualifier: "8" },
    ]) {
      const r = call(points);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error.message).toMatch(/no such points/);
    }
    // In a Three-sided deal, Colonial's tap (a shape the night's schema takes) is no move.
    const dealt = play(start, 0, "call three-sided", []);
    const seat = game.toAct(dealt)[0]!;
    const r = act(game, dealt, seat, { type: "tap" });
    expect(!r.ok && r.error.message).toMatch(/Three-sided Pyramid has no such move/);
  });

  it("the call's text form names only what differs from the game's defaults", () => {
    const a = game.parseAction("call three-sided low=ace-to-six qualifier=8");
    expect(a.ok && a.value).toEqual({
      type: "call-game",
      game: "three-sided",
      points: { low: "ace-to-six", lowQualifier: 8 },
    });
    const b = game.parseAction("call wild-kill split=high-low wild-killed=wild low=deuce-to-seven");
    expect(b.ok && game.formatAction(b.value)).toBe(
      "call wild-kill split=high-low wild-killed=wild low=deuce-to-seven",
    );
    const c = game.parseAction("call colonial discards=2") as {
      ok: true;
      value: DealersChoiceAction;
    };
    expect(c.value).toEqual({
      type: "call-game",
      game: "colonial",
      points: { discards: 2, handSize: 6, faceUp: false, deck: "standard" },
    });
  });

  it("plays Wild/Kill, then Three-sided, then Colonial with the chips carried deal to deal", () => {
    const log: GameEvent[] = [];
    // Deal 1: seat 0 calls Wild/Kill high-low, a rank both wild and killed staying wild.
    let s = play(start, 0, "call wild-kill split=high-low wild-killed=wild", log);
    expect(log[0]).toEqual({
      type: "call",
      audience: "public",
      text: "Seat 0 deals Wild/Kill Pyramid, high-low, ace-to-five lows; a rank both wild and killed stays wild.",
      data: {
        seat: 0,
        game: "wild-kill",
        points: { split: "high-low", wildKilled: "wild", low: "ace-to-five", lowQualifier: null },
      },
    });
    // The call is in every seat's view before any card is seen; each sees only its own hand.
    for (const seat of [0, 1, 2]) {
      const v = game.view(s, seat);
      expect(v.phase).toBe("play");
      expect(v.call?.text).toBe(log[0]!.text);
      expect(v.deal?.game).toBe("wild-kill");
      const hole = (v.deal!.view as { hole: (number[] | null)[] }).hole;
      expect(hole.map((h) => h !== null)).toEqual([0, 1, 2].map((x) => x === seat));
    }
    const seat1 = game.view(s, 1).deal!.view as { hole: (number[] | null)[] };
    expect(formatCards(seat1.hole[1]!)).toBe("4d 5s Kh Qs 4h");
    s = checkDown(s, log);
    // Seat 0's three sevens (the wild 3d) beat seat 2's three twos for high; seat 1's pair of
    // fours is the only low. The 3-chip pot splits 2 high (the odd chip) and 1 low.
    expect(texts(log, "show")).toEqual([
      "Seat 1 shows 4d 5s Kh Qs 4h: low: Pair of fours; killed 5s Kh 5h.",
      "Seat 2 shows 2s Qh 5c 4s 2d: high: Three of a kind, twos; killed 5c 5h.",
      "Seat 0 shows Kd Qd 7d 6h 2c: high: Three of a kind, sevens; killed Kd 5h.",
    ]);
    expect(s.stacks).toEqual([21, 20, 19]);
    expect(s.dealer).toBe(1);
    expect(game.toAct(s)).toEqual([1]);
    const between = game.view(s, 2);
    expect(between.phase).toBe("call");
    expect(between.last?.call.game).toBe("wild-kill");
    expect(between.dealsByGame).toEqual({ "wild-kill": 1 });

    // Deal 2: seat 1 calls Three-sided with ace-to-six lows, eight or better.
    log.length = 0;
    s = play(s, 1, "call three-sided low=ace-to-six qualifier=8", log);
    expect(log[0]!.text).toBe(
      "Seat 1 deals Three-sided Pyramid, ace-to-six lows, eight or better.",
    );
    expect(texts(log, "hand")).toEqual(["Hand 2: seat 1 deals."]);
    s = checkDown(s, log);
    // Seat 2's six-high straight (right side 3c 2s 6c) takes it all: seat 1's J-low does not qualify.
    expect(texts(log, "show")[0]).toBe(
      "Seat 2 shows 4c 5h Kc Qh — high: straight, six high (6c 5h 4c 3c 2s), right 4-1-5.",
    );
    expect(texts(log, "betting").at(-1)).toBe("Seat 2 wins 3 from the pot.");
    expect(s.stacks).toEqual([20, 19, 21]);
    expect(s.dealer).toBe(2);

    // Deal 3: seat 2 calls Colonial with no discard; seat 1, to its right, is offered the cut.
    log.length = 0;
    s = play(s, 2, "call colonial discards=0", log);
    expect(log[0]!.text).toBe("Seat 2 deals Colonial Pyramid, 6 cards, no discard.");
    expect(game.toAct(s)).toEqual([1]);
    expect(game.view(s, 0).deal?.game).toBe("colonial");
    s = checkDown(s, log);
    expect(texts(log, "betting").at(-1)).toBe("Seat 0 wins 3 from the pot.");
    // The called game's own "table is over" is not the session's: only the session's is heard.
    expect(texts(log, "over")).toEqual(["The table is over after 3 hands."]);
    expect(s.stacks).toEqual([22, 18, 20]);
    expect(game.outcome(s)).toEqual({
      payoff: [2, -2, 0],
      ranks: [1, 3, 2],
      winners: [0],
      summary: "After 3 hands Seat 0 leads with 22 chips.",
    });
    expect(game.view(s, "spectator").dealsByGame).toEqual({
      "wild-kill": 1,
      "three-sided": 1,
      colonial: 1,
    });
  });
});

describe("a Pyramid night's table options", () => {
  it("seats the players every callable game seats", () => {
    expect(newTable(game, {}, 7, "x").ok).toBe(false);
    expect(newTable(game, { games: "three-sided,wild-kill" }, 8, "x").ok).toBe(true);
    expect(newTable(game, { games: ["three-sided"] }, 10, "x").ok).toBe(true);
    expect(newTable(game, { games: ["wild-kill", "wild-kill"] }, 3, "x").ok).toBe(false);
    expect(newTable(game, { games: [] }, 3, "x").ok).toBe(false);
  });

  it("offers only the games the table allows", () => {
    const s = tableState(game, { games: "colonial" }, 3, "y");
    const calls = game.legalActions(s, s.dealer);
    expect(new Set(calls.map((a) => (a as { game: string }).game))).toEqual(new Set(["colonial"]));
    const other = game.parseAction("call three-sided");
    expect(other.ok && act(game, s, s.dealer, other.value).ok).toBe(false);
  });
});

describe("a Pyramid night's state, copied at every action", () => {
  it("keeps every member, with rebuys or without, between deals and during one", () => {
    for (const options of [{ hands: 2 }, { hands: 2, rebuy: 1 }]) {
      let s = tableState(game, options, 2, "copy");
      const members = Object.keys(s).sort();
      expect(members.includes("buyIns")).toBe("rebuy" in options);
      let rng = 1;
      while (game.outcome(s) === null) {
        const seat = game.toAct(s)[0]!;
        const legal = game.legalActions(s, seat);
        const r = game.apply(s, seat, legal[rng++ % legal.length]!);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
        const copy = game.resample(s, seat, Rng.fromInt(rng));
        expect(Object.keys(s).sort()).toEqual(members);
        expect(Object.keys(copy).sort()).toEqual(members);
        if (!s.deal) expect(copy).toEqual(s);
      }
    }
  });
});
