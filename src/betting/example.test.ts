/** The README's example of a game driving the betting module, kept honest by running it. */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  actor,
  applyBet,
  awardPots,
  awardUncontested,
  type BetAction,
  type Betting,
  betActionSchemas,
  type DeclareAction,
  declareActionSchema,
  fixedLimitDefaults,
  handDecided,
  isBetAction,
  legalBets,
  newHand,
  openRound,
  roundRules,
} from "./index.js";

describe("a game driving a hand", () => {
  it("plays fixed-limit rounds and a high-low showdown", () => {
    const options = { betting: fixedLimitDefaults };
    const rounds = 3; // rounds 1 and 2, the last two, use the big bet
    // setup(): the hand's chips, antes taken; then the first round opens.
    let { betting } = newHand({ stacks: [100, 100, 100], dealer: 0, ante: options.betting.ante });
    betting = openRound(betting, roundRules(options.betting, 0, rounds)).betting;

    // toAct() is [actor(betting)] during a round; legalActions() is legalBets().
    expect(actor(betting)).toBe(1);
    expect(legalBets(betting, 1)).toEqual([
      { type: "fold" },
      { type: "check" },
      { type: "bet", amount: 2 },
    ]);

    // apply(): route betting actions to applyBet; a refusal comes back as a RuleError.
    const apply = (b: Betting, seat: number, action: BetAction | DeclareAction) => {
      if (!isBetAction(action)) throw new Error("not a betting action");
      const step = applyBet(b, seat, action);
      if (!step.ok) throw new Error(step.error.message);
      return step.value.betting;
    };
    betting = apply(betting, 1, { type: "bet", amount: 2 });
    betting = apply(betting, 2, { type: "call" });
    betting = apply(betting, 0, { type: "fold" });
    expect(betting.round).toBeNull(); // round over: turn a card, then open the next round
    for (let round = 1; round < rounds; round++) {
      betting = openRound(betting, roundRules(options.betting, round, rounds)).betting;
      betting = apply(betting, 1, { type: "check" });
      betting = apply(betting, 2, { type: "bet", amount: 4 });
      betting = apply(betting, 1, { type: "call" });
      expect(betting.round).toBeNull();
    }

    // The showdown: the game values each hand and collects the declarations.
    expect(handDecided(betting)).toBe(false);
    const award = awardPots(
      betting,
      [
        { seat: 1, high: 7, low: 3, declare: "high" },
        { seat: 2, high: 5, low: 6, declare: "low" },
      ],
      { split: "high-low" },
    );
    // Pot: 3 antes + 2 + 2 + 4 + 4 + 4 + 4 = 23; high half 12 (the odd chip), low half 11.
    expect(award.won).toEqual([0, 12, 11]);
    expect(award.betting.stacks).toEqual([99, 101, 100]); // 89 each behind, plus the halves
    expect(() => awardUncontested(betting)).toThrow();

    // The schemas a game spreads into its action union, next to its own actions.
    const gameActions = z.discriminatedUnion("type", [
      ...betActionSchemas,
      declareActionSchema,
      z.strictObject({ type: z.literal("discard"), cards: z.array(z.string()) }),
    ]);
    expect(gameActions.safeParse({ type: "raise", to: 20 }).success).toBe(true);
    expect(gameActions.safeParse({ type: "declare", way: "both" }).success).toBe(true);
    expect(gameActions.safeParse({ type: "raise", to: 20, by: 2 }).success).toBe(false);
  });
});
