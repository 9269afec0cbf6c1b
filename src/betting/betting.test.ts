import { describe, expect, it } from "vitest";
import {
  applyBet,
  awardPots,
  awardUncontested,
  type Betting,
  betActionSchema,
  betOptions,
  bettingOptionsSchema,
  checkBettingOptions,
  chipsInPlay,
  type Declaration,
  fixedLimitDefaults,
  formatBetAction,
  handDecided,
  legalBets,
  newHand,
  noLimitDefaults,
  openRound,
  parseBetAction,
  parseDeclareAction,
  pots,
  type RoundRules,
  roundRules,
  type Strength,
} from "./index.js";
import { playBets } from "./testing.js";

const noLimit: RoundRules = roundRules(noLimitDefaults, 0, 2);
const potLimit: RoundRules = { ...noLimit, structure: "pot-limit" };

function start(stacks: number[], dealer: number, ante: number, rules: RoundRules): Betting {
  const { betting } = newHand({ stacks, dealer, ante });
  return openRound(betting, rules).betting;
}

describe("no-limit", () => {
  it("offers every amount and applies a bet, a raise and calls", () => {
    let b = start([100, 100, 100], 0, 1, noLimit);
    expect(b.round?.actor).toBe(1);
    const o = betOptions(b, 1)!;
    expect(o).toMatchObject({ check: true, call: null, open: { min: 2, max: 98 }, raise: null });
    expect(o.allIn).toEqual({ adds: 99, to: 99 });
    expect(legalBets(b, 1)).toHaveLength(1 + 1 + 97 + 1);
    expect(legalBets(b, 2)).toEqual([]);
    b = playBets(b, [
      [1, "bet 10"],
      [2, "raise to 30"],
    ]);
    expect(betOptions(b, 0)).toMatchObject({ call: 30, raise: { min: 50, max: 98 } });
    b = playBets(b, [[0, "call"]]);
    // Seat 1 bet 10 and faces a full raise, so it may raise again.
    expect(betOptions(b, 1)).toMatchObject({ call: 20, raise: { min: 50, max: 98 } });
    b = playBets(b, [[1, "call"]]);
    expect(b.round).toBeNull();
    expect(b.stacks).toEqual([69, 69, 69]);
    expect(pots(b)).toEqual([{ amount: 93, eligible: [0, 1, 2] }]);
  });

  it("ends a round of checks after everyone acts, and refuses bad actions without change", () => {
    let b = start([50, 50, 50], 2, 0, noLimit);
    const before = JSON.stringify(b);
    const refusals: [number, string, string][] = [
      [1, "check", "not-your-turn"],
      [0, "call", "illegal-action"],
      [0, "raise to 4", "illegal-action"],
      [0, "bet 1", "illegal-action"],
      [0, "bet 50", "illegal-action"],
      [0, "bet 51", "illegal-action"],
    ];
    for (const [seat, text, code] of refusals) {
      const parsed = parseBetAction(text);
      if (!parsed.ok) throw new Error(text);
      const r = applyBet(b, seat, parsed.value);
      expect(r.ok ? "accepted" : r.error.code, text).toBe(code);
    }
    expect(JSON.stringify(b)).toBe(before);
    b = playBets(b, [
      [0, "check"],
      [1, "check"],
    ]);
    expect(b.round?.actor).toBe(2);
    b = playBets(b, [[2, "check"]]);
    expect(b.round).toBeNull();
  });

  it("returns an uncalled bet and gives the pot to the last player in", () => {
    let b = start([100, 100], 0, 1, noLimit);
    b = playBets(b, [
      [1, "bet 50"],
      [0, "fold"],
    ]);
    expect(handDecided(b)).toBe(true);
    expect(b.round).toBeNull();
    expect(b.stacks).toEqual([99, 99]);
    const a = awardUncontested(b);
    expect(a.betting.stacks).toEqual([99, 101]);
    expect(a.won).toEqual([0, 2]);
  });

  it("returns the part of an all-in nobody could match, and the seat may bet again", () => {
    let b = start([30, 100], 0, 0, noLimit);
    b = playBets(b, [
      [1, "all-in"],
      [0, "all-in"],
    ]);
    expect(b.stacks).toEqual([0, 70]);
    expect(b.status).toEqual(["all-in", "active"]);
    expect(pots(b)).toEqual([{ amount: 60, eligible: [0, 1] }]);
    // Only one seat can still bet: later rounds have nothing to do.
    expect(openRound(b, noLimit).betting.round).toBeNull();
  });

  it("seats with no chips sit out; a short ante is all-in and caps the main pot", () => {
    const { betting } = newHand({ stacks: [0, 1, 50, 50], dealer: 0, ante: 2 });
    expect(betting.status).toEqual(["out", "all-in", "active", "active"]);
    const b = openRound(betting, noLimit).betting;
    expect(b.round?.actor).toBe(2);
    expect(legalBets(b, 0, { foldOutOfTurn: true })).toEqual([]);
    expect(pots(b)).toEqual([
      { amount: 3, eligible: [1, 2, 3] },
      { amount: 2, eligible: [2, 3] },
    ]);
  });
});

describe("all-ins and side pots", () => {
  it("builds three side pots from a three-way all-in and awards each among its eligible", () => {
    let b = start([10, 30, 60, 100], 3, 0, noLimit);
    b = playBets(b, [
      [0, "all-in"],
      [1, "all-in"],
      [2, "all-in"],
      [3, "call"],
    ]);
    expect(b.round).toBeNull();
    expect(pots(b)).toEqual([
      { amount: 40, eligible: [0, 1, 2, 3] },
      { amount: 60, eligible: [1, 2, 3] },
      { amount: 60, eligible: [2, 3] },
    ]);
    const strengths = [4, 3, 1, 2];
    const a = awardPots(
      b,
      strengths.map((high, seat) => ({ seat, high })),
      { split: "high" },
    );
    expect(a.won).toEqual([40, 60, 0, 60]);
    expect(a.betting.stacks).toEqual([40, 60, 0, 100]);
    expect(chipsInPlay(a.betting)).toBe(200);
  });

  it("a short all-in does not reopen the betting for those who acted", () => {
    let b = start([100, 100, 18], 2, 0, noLimit);
    b = playBets(b, [
      [0, "bet 10"],
      [1, "call"],
      [2, "all-in"],
    ]);
    expect(b.round?.level).toBe(18);
    expect(legalBets(b, 0)).toEqual([{ type: "fold" }, { type: "call" }]);
    const r = applyBet(b, 0, { type: "raise", to: 30 });
    expect(r.ok ? null : r.error.message).toBe("You may not raise now.");
    b = playBets(b, [
      [0, "call"],
      [1, "call"],
    ]);
    expect(b.round).toBeNull();
    expect(b.stacks).toEqual([82, 82, 0]);
  });

  it("short all-ins that add up to a full raise reopen it for a seat facing that much", () => {
    let b = start([100, 100, 16, 22], 3, 0, noLimit);
    b = playBets(b, [
      [0, "bet 10"],
      [1, "call"],
      [2, "all-in"],
      [3, "all-in"],
    ]);
    // Seat 0 faces 12 more than it bet, at least the last full raise (10): it may raise, to 32+.
    expect(betOptions(b, 0)).toMatchObject({ call: 12, raise: { min: 32, max: 99 } });
    b = playBets(b, [[0, "call"]]);
    expect(betOptions(b, 1)).toMatchObject({ call: 12, raise: { min: 32, max: 99 } });
  });

  it("a seat cannot raise when nobody is left to answer", () => {
    let b = start([100, 50], 0, 0, noLimit);
    b = playBets(b, [[1, "all-in"]]);
    expect(legalBets(b, 0)).toEqual([{ type: "fold" }, { type: "call" }]);
  });
});

describe("pot-limit", () => {
  it("caps bets and raises at the pot after the call", () => {
    let b = start([100, 100, 100], 0, 1, potLimit);
    expect(betOptions(b, 1)).toMatchObject({ open: { min: 2, max: 3 }, potMax: 3 });
    b = playBets(b, [[1, "bet 3"]]);
    // Pot 6, call 3: raise to 3 + 6 + 3 = 12.
    expect(betOptions(b, 2)).toMatchObject({ raise: { min: 6, max: 12 } });
    b = playBets(b, [[2, "raise to 12"]]);
    // Pot 18, call 12: raise to 12 + 18 + 12 = 42; the smallest raise adds 9.
    expect(betOptions(b, 0)).toMatchObject({ raise: { min: 21, max: 42 } });
    expect(applyBet(b, 0, { type: "raise", to: 43 }).ok).toBe(false);
    expect(applyBet(b, 0, { type: "raise", to: 42 }).ok).toBe(true);
  });

  it("does not allow all-in above the pot limit", () => {
    const b = start([100, 100], 0, 1, potLimit);
    expect(betOptions(b, 1)!.allIn).toBeNull();
    expect(legalBets(b, 1).map(formatBetAction)).toEqual(["fold", "check", "bet 2"]);
  });
});

describe("fixed-limit", () => {
  it("uses the bet size of the round and stops after three raises", () => {
    expect(roundRules(fixedLimitDefaults, 4, 7).bet).toBe(2);
    expect(roundRules(fixedLimitDefaults, 5, 7).bet).toBe(4);
    let b = start([100, 100, 100], 0, 1, roundRules(fixedLimitDefaults, 0, 7));
    expect(legalBets(b, 1).map(formatBetAction)).toEqual(["fold", "check", "bet 2"]);
    b = playBets(b, [
      [1, "bet 2"],
      [2, "raise to 4"],
      [0, "raise to 6"],
      [1, "raise to 8"],
    ]);
    expect(legalBets(b, 2).map(formatBetAction)).toEqual(["fold", "call"]);
    b = playBets(b, [
      [2, "call"],
      [0, "call"],
    ]);
    expect(b.round).toBeNull();
    expect(b.stacks).toEqual([91, 91, 91]);
    b = openRound(b, roundRules(fixedLimitDefaults, 6, 7)).betting;
    expect(legalBets(b, 1).map(formatBetAction)).toEqual(["fold", "check", "bet 4"]);
  });

  it("lets a short stack go all-in for less than a bet", () => {
    const b = start([100, 2, 100], 0, 1, roundRules(fixedLimitDefaults, 0, 7));
    expect(legalBets(b, 1).map(formatBetAction)).toEqual(["fold", "check", "all-in"]);
    const after = playBets(b, [[1, "all-in"]]);
    // One chip is not a full bet: the next raise is to 1 + 2.
    expect(legalBets(after, 2).map(formatBetAction)).toEqual(["fold", "call", "raise to 3"]);
  });
});

describe("caps", () => {
  it("maxRaise caps each raise and maxBet a seat's total in the round", () => {
    const rules: RoundRules = { ...noLimit, maxBet: 20, maxRaise: 8 };
    let b = start([100, 100, 100], 0, 0, rules);
    expect(betOptions(b, 1)).toMatchObject({ open: { min: 2, max: 8 }, allIn: null });
    b = playBets(b, [
      [1, "bet 8"],
      [2, "raise to 16"],
    ]);
    // A full raise would be to 24; the cap allows a raise to 20.
    expect(betOptions(b, 0)).toMatchObject({ raise: { min: 20, max: 20 } });
    b = playBets(b, [[0, "raise to 20"]]);
    expect(legalBets(b, 1).map(formatBetAction)).toEqual(["fold", "call"]);
  });

  it("checks the options and fills defaults", () => {
    const schema = bettingOptionsSchema(fixedLimitDefaults);
    expect(schema.parse(undefined)).toEqual(fixedLimitDefaults);
    expect(schema.parse({ ante: 2 })).toEqual({ ...fixedLimitDefaults, ante: 2 });
    expect(schema.safeParse({ limit: 3 }).success).toBe(false);
    expect(checkBettingOptions({ ...noLimitDefaults, maxBet: 1 })).toMatch(/betting\.maxBet/);
    expect(checkBettingOptions(fixedLimitDefaults)).toBeNull();
  });
});

describe("folding out of turn", () => {
  it("is refused unless the game allows it, and then the round goes on", () => {
    let b = start([100, 100, 100], 0, 1, noLimit);
    expect(applyBet(b, 2, { type: "fold" }).ok).toBe(false);
    expect(legalBets(b, 2, { foldOutOfTurn: true })).toEqual([{ type: "fold" }]);
    b = playBets(b, [[2, "fold"]], { foldOutOfTurn: true });
    expect(b.round?.actor).toBe(1);
    b = playBets(b, [
      [1, "check"],
      [0, "check"],
    ]);
    expect(b.round).toBeNull();
  });

  it("can decide the hand, and an all-in seat may fold too", () => {
    let b = start([100, 20, 100], 0, 0, noLimit);
    b = playBets(b, [[1, "all-in"]]);
    b = playBets(b, [[1, "fold"]], { foldOutOfTurn: true });
    expect(b.status[1]).toBe("folded");
    b = playBets(b, [[0, "fold"]], { foldOutOfTurn: true });
    expect(handDecided(b)).toBe(true);
    expect(b.round).toBeNull();
    const a = awardUncontested(b);
    expect(a.betting.stacks).toEqual([100, 0, 120]);
  });

  it("between rounds", () => {
    const { betting } = newHand({ stacks: [10, 10, 10], dealer: 0, ante: 1 });
    expect(legalBets(betting, 0)).toEqual([]);
    const b = playBets(betting, [[0, "fold"]], { foldOutOfTurn: true });
    expect(b.status).toEqual(["folded", "active", "active"]);
  });
});

/** A high-low award: for each seat from 0, its high, its low and its declaration. */
function declared(
  b: Betting,
  hands: readonly (readonly [Strength, Strength | null, Declaration])[],
) {
  const showdown = hands.map(([high, low, declare], seat) => ({ seat, high, low, declare }));
  return awardPots(b, showdown, { split: "high-low" });
}

/** A showdown state: every seat all-in with these contributions (and a carried pot). */
function atShowdown(committed: number[], dealer: number, dead = 0): Betting {
  return {
    dealer,
    stacks: committed.map(() => 0),
    committed,
    dead,
    status: committed.map(() => "all-in"),
    round: null,
  };
}

describe("high-low with declarations", () => {
  it("a swing declarer who ties high and wins low takes half the high and all the low", () => {
    const b = atShowdown([20, 20, 20], 2, 1);
    const a = declared(b, [
      [10, 5, "both"],
      [10, 1, "high"],
      [1, 3, "low"],
    ]);
    // 61: high half 31 (the odd chip), split 16/15 with the odd chip to seat 0 (dealer's left).
    expect(a.won).toEqual([46, 15, 0]);
    expect(a.pots[0]!.shares).toEqual([
      { part: "high", whole: false, amount: 31, winners: [0, 1], oddChips: [0] },
      { part: "low", whole: false, amount: 30, winners: [0], oddChips: [] },
    ]);
    expect(a.pots[0]).toMatchObject({ high: [0, 1], low: [0], swingLosers: [] });
  });

  it("a swing declarer who loses one way gets nothing; the others take the halves", () => {
    const b = atShowdown([20, 20, 20], 0);
    const a = declared(b, [
      [10, 2, "both"],
      [8, 9, "high"],
      [1, 5, "low"],
    ]);
    expect(a.won).toEqual([0, 30, 30]);
    expect(a.pots[0]!.swingLosers).toEqual([0]);
  });

  it("when nobody declares low, high takes the whole pot (and the other way round)", () => {
    const b = atShowdown([20, 20, 21], 0);
    const high = declared(b, [
      [10, 9, "high"],
      [8, 9, "high"],
      [1, 9, "high"],
    ]);
    // Seat 2's extra chip is a pot only it can win.
    expect(high.won).toEqual([60, 0, 1]);
    const low = declared(b, [
      [10, null, "low"],
      [8, 4, "low"],
      [1, 2, "low"],
    ]);
    expect(low.won).toEqual([0, 60, 1]);
  });

  it("awards each side pot only among its eligible seats", () => {
    const b = atShowdown([10, 30, 30], 0);
    const a = declared(b, [
      [9, 9, "both"],
      [5, 1, "high"],
      [1, 4, "low"],
    ]);
    // Main pot 30: seat 0 scoops. Side pot 40: seat 1 high 20, seat 2 low 20.
    expect(a.won).toEqual([30, 20, 20]);
  });

  it("a failed swing takes no part of a pot, even when no claim on it survives", () => {
    // Seat 0 declares both with no qualifying low: it fails the swing. Seat 1 declares low and
    // has no qualifying low either, so nobody may take either half. "Must win or tie both ways
    // to take any part of the pot": seat 1, who failed no swing, takes it all.
    const b = atShowdown([11, 11], 1);
    const a = declared(b, [
      [10, null, "both"],
      [1, null, "low"],
    ]);
    expect(a.won).toEqual([0, 22]);
    expect(a.pots[0]).toMatchObject({ shared: true, swingLosers: [0] });
    expect(a.pots[0]!.shares).toEqual([
      { part: "shared", whole: true, amount: 22, winners: [1], oddChips: [] },
    ]);
    expect(a.events.map((e) => e.text)).toEqual([
      "Seat 0 declared both and did not win both ways: no share of the pot.",
      "Seat 1 wins 22 from the pot.",
    ]);
  });

  it("when every claim fails the eligible seats share the pot", () => {
    const b = atShowdown([20, 20], 0);
    const a = declared(b, [
      [10, 1, "both"],
      [1, 10, "both"],
    ]);
    // Both failed the swing: nobody else may take the pot, so they share it.
    expect(a.won).toEqual([20, 20]);
    expect(a.pots[0]).toMatchObject({ shared: true, swingLosers: [0, 1] });
  });

  it("reads declarations", () => {
    expect(parseDeclareAction("declare both")).toEqual({
      ok: true,
      value: { type: "declare", way: "both" },
    });
    expect(parseDeclareAction("declare sideways").ok).toBe(false);
  });
});

describe("odd chips and ties", () => {
  it("gives the odd chips to the first winners to the dealer's left", () => {
    const b = atShowdown([20, 21, 21], 1);
    const a = awardPots(
      b,
      [0, 1, 2].map((seat) => ({ seat, high: 7 })),
      { split: "high" },
    );
    // Main 60 → 20 each; side pot 2 between seats 1 and 2 → 1 each.
    expect(a.won).toEqual([20, 21, 21]);
    const c = awardPots(
      atShowdown([20, 20, 20], 1, 2),
      [0, 1, 2].map((seat) => ({ seat, high: 7 })),
      { split: "high" },
    );
    // 62 three ways: 20 each and two odd chips, to seats 2 and 0 (dealer 1's left, in order).
    expect(c.won).toEqual([21, 20, 21]);
  });

  it("gives the odd chip of a high-low pot to the high half", () => {
    const a = declared(atShowdown([20, 20, 20], 0, 1), [
      [1, 1, "low"],
      [9, 1, "high"],
      [1, 9, "low"],
    ]);
    expect(a.won).toEqual([0, 31, 30]);
  });

  it("compares strengths as number lists", () => {
    const a = awardPots(
      atShowdown([5, 5], 0),
      [
        { seat: 0, high: [3, 9, 2] },
        { seat: 1, high: [3, 9, 4] },
      ],
      { split: "high" },
    );
    expect(a.won).toEqual([0, 10]);
  });
});

describe("runoffs", () => {
  it("holds a tied pot for a runoff that carries it into a new hand", () => {
    const b = atShowdown([20, 20, 30], 0);
    const a = awardPots(
      b,
      [
        { seat: 0, high: 5 },
        { seat: 1, high: 5 },
        { seat: 2, high: 1 },
      ],
      { split: "high", ties: "runoff" },
    );
    expect(a.runoffs).toEqual([{ amount: 60, seats: [0, 1] }]);
    expect(a.won).toEqual([0, 0, 10]);
    const stacks = [10, 0, 5];
    const { betting } = newHand({ stacks, dealer: 0, ante: 0, dead: 60, seats: [0, 1] });
    expect(betting.status).toEqual(["active", "all-in", "out"]);
    expect(pots(betting)).toEqual([{ amount: 60, eligible: [0, 1] }]);
    expect(openRound(betting, noLimit).betting.round).toBeNull();
  });
});

describe("text forms and schema", () => {
  it("round-trip and reject strays", () => {
    for (const text of ["check", "bet 10", "call", "raise to 20", "all-in", "fold"]) {
      const a = parseBetAction(text);
      expect(a.ok && formatBetAction(a.value)).toBe(text);
      expect(betActionSchema.safeParse(a.ok && a.value).success).toBe(true);
    }
    expect(parseBetAction("raise 20")).toEqual({ ok: true, value: { type: "raise", to: 20 } });
    for (const bad of ["bet", "bet -2", "bet 0", "bet 1.5", "raise to", "shove", "call 10"]) {
      expect(parseBetAction(bad).ok, bad).toBe(false);
    }
    expect(betActionSchema.safeParse({ type: "bet", amount: 3, extra: 1 }).success).toBe(false);
    expect(betActionSchema.safeParse({ type: "bet", amount: 0 }).success).toBe(false);
  });
});

describe("why a hand wins", () => {
  const why = (w: number, l: number, part: "high" | "low") => `${part}: seat ${w} over seat ${l}`;
  it("says, after the pot is paid, each winner's hand against the best hand that lost that way", () => {
    const showdown = [
      { seat: 0, high: 9, low: 1, declare: "high" as const },
      { seat: 1, high: 5, low: 8, declare: "low" as const },
      { seat: 2, high: 7, low: 3, declare: "high" as const },
      { seat: 3, high: 2, low: 4, declare: "low" as const },
    ];
    const a = awardPots(atShowdown([10, 10, 10, 10], 3), showdown, { split: "high-low", why });
    expect(a.events.filter((e) => e.type === "why").map((e) => e.text)).toEqual([
      "high: seat 0 over seat 2",
      "low: seat 1 over seat 3",
    ]);
    // A failed swing is nobody's runner-up: seat 2 declared both and lost high.
    const swing = awardPots(
      atShowdown([10, 10, 10], 2),
      showdown.slice(0, 3).map((h) => (h.seat === 2 ? { ...h, declare: "both" as const } : h)),
      { split: "high-low", why },
    );
    expect(swing.won).toEqual([15, 15, 0]);
    expect(swing.events.filter((e) => e.type === "why")).toEqual([]);
  });

  it("names the runner-up of a high pot, and says nothing when only one hand could win", () => {
    const a = awardPots(
      atShowdown([10, 10, 10], 0),
      [
        { seat: 0, high: 3 },
        { seat: 1, high: 9 },
        { seat: 2, high: 5 },
      ],
      { split: "high", why },
    );
    expect(a.events.filter((e) => e.type === "why").map((e) => e.text)).toEqual([
      "high: seat 1 over seat 2",
    ]);
    const alone = awardPots(
      atShowdown([10, 5, 0], 0),
      [
        { seat: 0, high: 9 },
        { seat: 1, high: 1 },
      ],
      { split: "high", why },
    );
    // The side pot has one eligible seat: no reason for it; the main pot has one.
    expect(alone.events.filter((e) => e.type === "why").map((e) => e.text)).toEqual([
      "high: seat 0 over seat 1",
    ]);
  });
});
