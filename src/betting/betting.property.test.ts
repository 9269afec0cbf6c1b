/**
 * Property tests: random hands played by random legal (and illegal) actions, then random
 * showdowns. Chips are conserved exactly, exactly the legal actions apply, nobody wins from a pot
 * they are not eligible for, every round ends, and high-only awards match an independent count.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonEqual } from "../core/json.js";
import { Rng } from "../core/rng.js";
import {
  type Award,
  applyBet,
  awardPots,
  awardUncontested,
  type BetAction,
  type Betting,
  chipsInPlay,
  contenders,
  declarations,
  formatBetAction,
  handDecided,
  legalBets,
  maxRoundActions,
  newHand,
  openRound,
  parseBetAction,
  pots,
  potTotal,
  type RoundRules,
  type ShowdownHand,
  type Structure,
} from "./index.js";

const handSpec = fc
  .record({
    seed: fc.integer(),
    stacks: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 2, maxLength: 6 }),
    dealer: fc.nat(),
    ante: fc.integer({ min: 0, max: 3 }),
    dead: fc.constantFrom(0, 0, 1, 5),
    structure: fc.constantFrom<Structure>("no-limit", "pot-limit", "fixed-limit"),
    bet: fc.integer({ min: 1, max: 4 }),
    maxBet: fc.option(fc.integer({ min: 0, max: 20 })),
    maxRaise: fc.option(fc.integer({ min: 0, max: 10 })),
    maxRaises: fc.option(fc.integer({ min: 0, max: 4 })),
    rounds: fc.integer({ min: 1, max: 4 }),
    foldOutOfTurn: fc.boolean(),
  })
  .filter((s) => s.stacks.filter((x) => x > 0).length >= 2);

type Spec = typeof handSpec extends fc.Arbitrary<infer T> ? T : never;

function rulesOf(s: Spec): RoundRules {
  return {
    structure: s.structure,
    bet: s.bet,
    maxBet: s.maxBet === null ? null : s.bet + s.maxBet,
    maxRaise: s.maxRaise === null ? null : s.bet + s.maxRaise,
    maxRaises: s.maxRaises,
  };
}

/** Some action, legal or not, with amounts near the interesting range. */
function anyAction(rng: Rng, b: Betting): BetAction {
  const top = (b.round?.level ?? 0) + Math.max(...b.stacks) + 3;
  const n = 1 + rng.int(top);
  switch (rng.int(6)) {
    case 0:
      return { type: "check" };
    case 1:
      return { type: "call" };
    case 2:
      return { type: "bet", amount: n };
    case 3:
      return { type: "raise", to: n };
    case 4:
      return { type: "all-in" };
    default:
      return { type: "fold" };
  }
}

/** Plays a hand's betting at random; returns the state at the showdown. */
function playHand(s: Spec, check: (b: Betting) => void): Betting {
  const rng = Rng.fromInt(s.seed);
  const rule = { foldOutOfTurn: s.foldOutOfTurn };
  const dealer = s.dealer % s.stacks.length;
  let b = newHand({ stacks: s.stacks, dealer, ante: s.ante, dead: s.dead }).betting;
  const total = chipsInPlay(b);
  for (let round = 0; round < s.rounds && !handDecided(b); round++) {
    b = openRound(b, rulesOf(s)).betting;
    const bound = maxRoundActions(s.stacks.length, total, rulesOf(s));
    let steps = 0;
    while (b.round !== null) {
      expect(++steps, "the round ends within its bound").toBeLessThanOrEqual(bound);
      const before = JSON.stringify(b);
      for (let seat = 0; seat < s.stacks.length; seat++) {
        const legal = legalBets(b, seat, rule);
        const inHand = b.status[seat] === "active" || b.status[seat] === "all-in";
        expect(legal.length > 0).toBe(seat === b.round.actor || (s.foldOutOfTurn && inHand));
        for (let k = 0; k < 4; k++) {
          const a = anyAction(rng, b);
          const r = applyBet(b, seat, a, rule);
          expect(r.ok, `${seat} ${formatBetAction(a)}`).toBe(legal.some((l) => jsonEqual(l, a)));
        }
        for (const a of legal) {
          const text = parseBetAction(formatBetAction(a));
          expect(text.ok && text.value).toEqual(a);
        }
      }
      expect(JSON.stringify(b), "refusals and trials change nothing").toBe(before);
      let seat = b.round.actor;
      if (s.foldOutOfTurn && rng.int(10) === 0) seat = rng.int(s.stacks.length);
      const legal = legalBets(b, seat, rule);
      if (legal.length === 0) continue;
      const r = applyBet(b, seat, rng.pick(legal), rule);
      expect(r.ok).toBe(true);
      if (!r.ok) break;
      b = r.value.betting;
      expect(chipsInPlay(b)).toBe(total);
      check(b);
    }
  }
  return b;
}

function invariants(b: Betting): void {
  b.stacks.forEach((st, i) => {
    expect(st).toBeGreaterThanOrEqual(0);
    if (b.status[i] === "active") expect(st).toBeGreaterThan(0);
    if (b.status[i] === "all-in") expect(st).toBe(0);
    if (b.round) expect(b.round.bets[i]).toBeLessThanOrEqual(b.committed[i]!);
  });
  if (b.round) expect(b.status[b.round.actor]).toBe("active");
}

/** High only, distinct strengths: each winner takes from every seat up to its own stake. */
function expectedHighOnly(b: Betting, strength: (s: number) => number): number[] {
  const c = b.committed;
  const won = c.map(() => 0);
  let cap = -1;
  let last = -1;
  for (const w of [...contenders(b)].sort((x, y) => strength(y) - strength(x))) {
    if (c[w]! <= cap) continue;
    for (const cj of c) won[w]! += Math.min(cj, c[w]!) - Math.min(cj, Math.max(cap, 0));
    if (cap < 0) won[w]! += b.dead;
    cap = c[w]!;
    last = w;
  }
  for (const cj of c) won[last]! += Math.max(0, cj - cap);
  return won;
}

function checkAward(b: Betting, a: Award, total: number): void {
  const held = a.runoffs.reduce((x, r) => x + r.amount, 0);
  expect(a.won.reduce((x, y) => x + y, 0) + held).toBe(potTotal(b));
  expect(chipsInPlay(a.betting) + held).toBe(total);
  const eligibleFor = b.stacks.map(() => 0);
  for (const p of a.pots) {
    for (const s of p.eligible) eligibleFor[s]! += p.amount;
    p.paid.forEach((chips, s) => {
      if (chips > 0) expect(p.eligible).toContain(s);
      // A failed swing takes nothing, unless every seat that could take the pot failed one.
      const allFailed = p.eligible.every((e) => p.swingLosers.includes(e));
      if (p.swingLosers.includes(s) && !allFailed) expect(chips).toBe(0);
    });
    expect(p.paid.reduce((x, y) => x + y, 0)).toBe(p.runoff ? 0 : p.amount);
    expect(p.shares.reduce((x, sh) => x + sh.amount, 0)).toBe(p.runoff ? 0 : p.amount);
  }
  expect(a.pots.map((p) => ({ amount: p.amount, eligible: p.eligible }))).toEqual(pots(b));
  a.won.forEach((w, s) => {
    expect(w).toBeLessThanOrEqual(eligibleFor[s]!);
    if (b.status[s] === "folded" || b.status[s] === "out") expect(w).toBe(0);
  });
}

describe("betting properties", () => {
  it("conserves chips, applies exactly the legal actions, ends every round, awards fairly", () => {
    fc.assert(
      fc.property(
        handSpec,
        fc.integer(),
        fc.constantFrom("high", "high-low", "runoff"),
        (s, showSeed, mode) => {
          const b = playHand(s, invariants);
          const total = chipsInPlay(b);
          expect(b.round).toBeNull();
          if (handDecided(b)) {
            const a = awardUncontested(b);
            checkAward(b, a, total);
            expect(a.won[contenders(b)[0]!]).toBe(potTotal(b));
            // The shortcut for an uncontested hand gives exactly what the general award gives.
            expect(a).toEqual(awardPots(b, [], { split: "high" }));
            return;
          }
          const rng = Rng.fromInt(showSeed);
          const hands: ShowdownHand[] = contenders(b).map((seat) => ({
            seat,
            high: rng.int(4),
            low: rng.int(3) === 0 ? null : rng.int(4),
            declare: rng.pick(declarations),
          }));
          const split = mode === "high-low" ? "high-low" : "high";
          const a = awardPots(b, hands, { split, ties: mode === "runoff" ? "runoff" : "split" });
          checkAward(b, a, total);
          // Distinct high strengths have a single answer, counted another way.
          const distinct = contenders(b).map((seat) => ({ seat, high: rng.uint32() }));
          const byHigh = awardPots(b, distinct, { split: "high" });
          const strength = (seat: number) => distinct.find((h) => h.seat === seat)!.high;
          expect(byHigh.won).toEqual(expectedHighOnly(b, strength));
        },
      ),
      { numRuns: 400 },
    );
  });
});
