import { describe, expect, it } from "vitest";
import type { ColonialCard } from "../cards/colonial.js";
import { Table } from "../core/match.js";
import { Rng } from "../core/rng.js";
import type { ColonialAction } from "../games/colonial/actions.js";
import { colonial } from "../games/colonial/index.js";
import type { ColonialState } from "../games/colonial/state.js";
import { threeSided } from "../games/three-sided/index.js";
import type { ThreeSidedState } from "../games/three-sided/state.js";
import { wildKill } from "../games/wild-kill/index.js";
import type { WildKillState } from "../games/wild-kill/state.js";
import { likelihood, pressOn, readBetting } from "./betting-model.js";
import { colonialHints, colonialMoves, colonialStrength, colonialWeigh } from "./colonial/hints.js";
import { defaultIsmcts, determinise, ismctsSearch } from "./ismcts.js";
import { threeSidedEquity, threeSidedWeigh } from "./three-sided/hints.js";
import { wildKillChances, wildKillHints, wildKillWeigh } from "./wild-kill/hints.js";

const STRONG: ColonialCard[] = ["P1", "G2", "O2", "P3", "G3", "O3"];
const WEAK: ColonialCard[] = ["P1", "G1", "O1", "P2", "G1", "O1"] as never;

/** A Colonial hand of one, cut, with the first seat to bet having done `first`. */
function colonialAfter(first: (legal: readonly ColonialAction[]) => ColonialAction, seed = "m") {
  const table = Table.create(colonial, { hands: 1 }, 2, seed);
  for (;;) {
    const ctx = table.next()!;
    if (ctx.view.phase === "bet") {
      const r = table.submit(ctx.seat, first(ctx.legal));
      if (!r.ok) throw new Error(r.error.message);
      return { table, bettor: ctx.seat, searcher: 1 - ctx.seat };
    }
    table.submit(ctx.seat, ctx.legal.find((a) => a.type === "tap") ?? ctx.legal[0]!);
  }
}

function withHand(s: ColonialState, seat: number, cards: ColonialCard[]): ColonialState {
  const hands = s.hand!.hands.map((h, i) => (i === seat ? cards : h));
  return { ...s, hand: { ...s.hand!, hands } };
}

const bet = (legal: readonly ColonialAction[]) =>
  legal.find((a) => a.type === "bet" && a.amount === 4) ?? legal.find((a) => a.type === "bet")!;
const check = (legal: readonly ColonialAction[]) => legal.find((a) => a.type === "check")!;

describe("the betting model", () => {
  it("reads a bet, a check and a call from the chips", () => {
    const { table, bettor } = colonialAfter(bet);
    const b = (table.state as ColonialState).hand!.betting;
    expect(readBetting(b, bettor, 1).round).toBe("bet");
    expect(readBetting(b, 1 - bettor, 1).round).toBe("none");
    const checked = colonialAfter(check);
    const c = (checked.table.state as ColonialState).hand!.betting;
    expect(readBetting(c, checked.bettor, 1).round).toBe("checked");
    const call = table.submit(1 - bettor, { type: "call" });
    expect(call.ok).toBe(true);
  });

  it("finds a bet likely from a strong hand and unlikely from a weak one", () => {
    const t = { value: 0.68, call: 0.33, bluff: 0.05, slack: 0.1 };
    const read = { round: "bet", big: false, earlier: false } as const;
    expect(likelihood(read, 0.8, t)).toBe(1);
    expect(likelihood(read, 0.3, t)).toBe(0.05);
    const checked = { round: "checked", big: false, earlier: false } as const;
    expect(likelihood(checked, 0.8, t)).toBe(0.1);
    expect(likelihood(checked, 0.3, t)).toBe(1);
  });

  it("weighs a Colonial deal by the bettor's hand: a bet makes a strong hand likelier", () => {
    const { table, bettor, searcher } = colonialAfter(bet);
    const s = table.state as ColonialState;
    const strong = withHand(s, bettor, STRONG);
    const weak = withHand(s, bettor, WEAK);
    expect(colonialStrength(strong, bettor)).toBeGreaterThan(colonialStrength(weak, bettor));
    expect(colonialWeigh(strong, searcher)).toBeGreaterThan(colonialWeigh(weak, searcher));
    // A check says the opposite.
    const c = colonialAfter(check);
    const cs = c.table.state as ColonialState;
    expect(colonialWeigh(withHand(cs, c.bettor, STRONG), c.searcher)).toBeLessThan(
      colonialWeigh(withHand(cs, c.bettor, WEAK), c.searcher),
    );
  });

  it("rejects determinisations inconsistent with a bet more often than consistent ones", () => {
    const { table, bettor, searcher } = colonialAfter(bet);
    const ctx = table.contextFor(searcher);
    const rng = Rng.fromInt(3);
    let plain = 0;
    let weighed = 0;
    const n = 300;
    for (let i = 0; i < n; i++) {
      if (colonialStrength(ctx.observe(rng) as ColonialState, bettor) >= 0.68) plain++;
      const d = determinise(ctx, colonialHints.weigh!, 16, rng) as ColonialState;
      if (colonialStrength(d, bettor) >= 0.68) weighed++;
    }
    // Uniform deals give the bettor a value hand now and then; the model mostly.
    expect(weighed).toBeGreaterThan(2 * plain);
    expect(weighed / n).toBeGreaterThan(0.5);
  });

  it("judges a seat's hand once a stage in a determinisation, whatever the betting line", () => {
    for (const game of [threeSided, wildKill] as const) {
      const judge = game === threeSided ? threeSidedEquity : wildKillChances;
      const table = Table.create(game as never, { hands: 1 }, 2, "j");
      const ctx = table.next()!;
      const rng = Rng.fromInt(3);
      const s = ctx.observe(rng) as ThreeSidedState & WildKillState;
      const first = judge(s, 1 - ctx.seat, rng);
      // The same deal after a bet: the same judgement, not a new estimate.
      const bet = (ctx.legal as readonly { type: string }[]).find((a) => a.type === "bet")!;
      const after = game.apply(s as never, ctx.seat, bet as never);
      if (!after.ok) throw new Error(after.error.message);
      expect(judge(after.value.state as never, 1 - ctx.seat, rng)).toBe(first);
      // Another determinisation deals other cards: judged afresh.
      const other = ctx.observe(rng) as ThreeSidedState & WildKillState;
      expect(judge(other, 1 - ctx.seat, rng)).not.toBe(first);
    }
  });

  it("weighs Three-sided and Wild/Kill deals, 1 before anybody has bet", () => {
    for (const game of [threeSided, wildKill] as const) {
      const table = Table.create(game as never, { hands: 1 }, 2, "w");
      const ctx = table.next()!;
      const weigh = game === threeSided ? threeSidedWeigh : wildKillWeigh;
      const s = ctx.observe(Rng.fromInt(1)) as ThreeSidedState & WildKillState;
      expect(weigh(s, ctx.seat, Rng.fromInt(1))).toBe(1);
      const legal = ctx.legal as readonly { type: string }[];
      table.submit(ctx.seat, legal.find((a) => a.type === "bet" || a.type === "raise")!);
      const next = table.next()!;
      const rng = Rng.fromInt(2);
      for (let i = 0; i < 20; i++) {
        const w = weigh(next.observe(rng) as never, next.seat, rng);
        expect(w).toBeGreaterThanOrEqual(0);
        expect(w).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe("playing on for the win", () => {
  const legal = [{ type: "fold" }, { type: "check" }, { type: "bet", amount: 2 }] as const;
  const facing = [{ type: "fold" }, { type: "call" }, { type: "raise", to: 4 }] as const;

  it("bets where the model checks and calls where it folds", () => {
    expect(pressOn(legal[1], legal)).toEqual(legal[2]);
    expect(pressOn(facing[0], facing)).toEqual(facing[1]);
    expect(pressOn(facing[2], facing)).toBe(facing[2]);
    expect(pressOn(facing[1], facing)).toBe(facing[1]);
  });

  it("presses only in the table's last hand, and the model's move elsewhere", () => {
    const { winRollout, model } = wildKillHints;
    let pressed = 0;
    for (const hands of [1, 3]) {
      const table = Table.create(wildKill, { hands }, 2, "p");
      const ctx = table.next()!;
      for (let i = 0; i < 20; i++) {
        const s = ctx.observe(Rng.fromInt(i)) as WildKillState;
        const mine = winRollout!(s, ctx.seat, ctx.legal, Rng.fromInt(i));
        const plain = model!(s, ctx.seat, ctx.legal, Rng.fromInt(i));
        if (hands === 1) {
          expect(mine).toEqual(pressOn(plain, ctx.legal));
          if (mine.type !== plain.type) pressed++;
        } else expect(mine).toEqual(plain);
      }
    }
    // Weak deals check by the model and bet when pressing.
    expect(pressed).toBeGreaterThan(0);
  });

  it("plays the searcher on by it only when the search plays for the win", () => {
    const table = Table.create(wildKill, { hands: 1 }, 2, "q");
    const ctx = table.contextFor(table.next()!.seat);
    let calls = 0;
    const hints = {
      ...wildKillHints,
      winRollout: (...args: Parameters<NonNullable<typeof wildKillHints.winRollout>>) => {
        calls++;
        return wildKillHints.winRollout!(...args);
      },
    };
    const config = { ...defaultIsmcts, trees: "model" as const, budget: { iterations: 8 }, hints };
    ismctsSearch(ctx, { ...config, objective: "margin" }, Rng.fromInt(1));
    expect(calls).toBe(0);
    ismctsSearch(ctx, { ...config, objective: "win" }, Rng.fromInt(1));
    expect(calls).toBeGreaterThan(0);
  });
});

describe("ISMCTS with the Colonial model", () => {
  it("searches a few bet sizes, never folds for free, and is deterministic for its seed", () => {
    const { table, searcher } = colonialAfter(check);
    const ctx = table.contextFor(searcher);
    const moves = colonialMoves(table.state as ColonialState, searcher, ctx.legal);
    expect(moves.some((a) => a.type === "fold")).toBe(false);
    expect(moves.length).toBeLessThanOrEqual(8);
    expect(ctx.legal.length).toBeGreaterThan(20);
    const config = { ...defaultIsmcts, budget: { iterations: 200 }, hints: colonialHints };
    const a = ismctsSearch(ctx, config, Rng.fromInt(5));
    const b = ismctsSearch(ctx, config, Rng.fromInt(5));
    expect(a).toEqual(b);
    expect(a.iterations).toBe(200);
    expect(moves).toContainEqual(a.action);
    const searched = a.moves.filter((m) => m.visits > 0).map((m) => m.action);
    for (const m of searched) expect(moves).toContainEqual(m);
  });

  it("compares root moves on the same deals with trees=model: every move every iteration", () => {
    const { table, searcher } = colonialAfter(bet);
    const ctx = table.contextFor(searcher);
    const config = {
      ...defaultIsmcts,
      trees: "model" as const,
      budget: { iterations: 60 },
      hints: colonialHints,
    };
    const a = ismctsSearch(ctx, config, Rng.fromInt(9));
    expect(a).toEqual(ismctsSearch(ctx, config, Rng.fromInt(9)));
    expect(a.iterations).toBe(60);
    const searched = a.moves.filter((m) => m.visits > 0);
    const moves = colonialMoves(table.state as ColonialState, searcher, ctx.legal);
    expect(searched.length).toBe(moves.length);
    for (const m of searched) expect(m.visits).toBe(60);
    // Facing a bet, folding is searched (and costs exactly the ante).
    const fold = searched.find((m) => m.action.type === "fold")!;
    expect(fold.mean).toBe(-2);
    // One iteration tells nothing apart: the searcher's own policy's move stands.
    const one = ismctsSearch(ctx, { ...config, budget: { iterations: 1 } }, Rng.fromInt(9));
    const own = colonialHints.rollout!(
      table.state as ColonialState,
      searcher,
      ctx.legal,
      Rng.fromInt(1),
    );
    if (own.type !== "bet" && own.type !== "raise") expect(one.action).toEqual(own);
  });
});
