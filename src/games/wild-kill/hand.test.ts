import { describe, expect, it } from "vitest";
import { wildKillValues } from "../../analysis/wild-kill-equity.js";
import { LowOrders } from "../../cards/poker/index.js";
import { type Card, formatCards } from "../../cards/standard.js";
import { cards } from "../../cards/testing.js";
import { highRank, type Rows, rateHand, survivors, type WildKillRules } from "./hand.js";

const rows = (wild: string, shared: string, kill: string): Rows => ({
  wild: cards(wild),
  shared: cards(shared),
  kill: cards(kill),
});
const rules = (over: Partial<WildKillRules> = {}): WildKillRules => ({
  wildKilled: "killed",
  low: "ace-to-five",
  lowQualifier: null,
  ...over,
});

describe("Wild/Kill hands", () => {
  it("kills every card of a kill-row rank, in the hand and the shared row; the wild row is never played", () => {
    const s = survivors(
      cards("9s Ah Kd 4c 2d"),
      rows("7h 3s", "9h Qs 2c", "9c 2h Jd Td"),
      "killed",
    );
    expect(formatCards(s.cards)).toBe("Ah Kd 4c Qs");
    expect(formatCards(s.killed)).toBe("9s 2d 9h 2c");
    expect(s.wildRanks).toEqual([1, 5]); // threes and sevens, though no 7h or 3s is playable
    expect(s.killedRanks).toEqual([0, 7, 8, 9]);
  });

  it("a rank both wild and killed: killed by default, or wild and spared", () => {
    const hole = cards("Kc 3c 4c 5c 6c");
    const board = rows("Kh 2s", "Qd Jd Td", "Kd 9h 8h 7h");
    const killed = rateHand(hole, board, rules());
    expect(killed.survivors.wildRanks).toEqual([0]); // only the deuces stay wild
    expect(formatCards(killed.survivors.killed)).toBe("Kc");
    expect(killed.high.name).toBe("Queen high");
    const wild = rateHand(hole, board, rules({ wildKilled: "wild" }));
    expect(wild.survivors.wildRanks).toEqual([0, 11]);
    expect(wild.survivors.killed).toEqual([]);
    // The wild king fills the seven of clubs.
    expect(wild.high.name).toBe("Straight flush, seven high");
  });

  it("five of a kind beats a straight flush", () => {
    const board = rows("7h 3s", "Ah Kc Qd", "9c 9d 8s 4c");
    const five = rateHand(cards("As Ad 7c 7d 2h"), board, rules());
    expect(five.high.category).toBe("five-of-a-kind");
    expect(five.high.name).toBe("Five of a kind, aces");
    const flush = rateHand(
      cards("Kh Qh Jh Th 2s"),
      rows("7h 3s", "Ah 5c 6d", "9c 9d 8s 4c"),
      rules(),
    );
    expect(flush.high.name).toBe("Royal flush");
    expect(five.high.rank).toBeGreaterThan(flush.high.rank);
  });

  it("plays what survives when fewer than five cards are left", () => {
    const board = rows("Ah 3d", "9d Jh 4s", "9c Js Tc Td");
    const three = rateHand(cards("9s 9h Jc Kd 2c"), board, rules());
    expect(formatCards(three.survivors.cards)).toBe("Kd 2c 4s");
    expect(three.high.name).toBe("King high (3 cards)");
    const two = rateHand(cards("9s 9h Jc Jd 2c"), board, rules());
    expect(two.high.name).toBe("Four high (2 cards)");
    expect(three.high.rank).toBeGreaterThan(two.high.rank);
    // A short low is worse than any five-card unpaired low but still a low.
    expect(three.low.name).toBe("K-4-2 (3 cards)");
    // Nothing at all survives: the worst hand there is, still ranked.
    const none = rateHand(
      cards("9s 9h Jc Jd Th"),
      rows("Ah 3d", "9d Tc Js", "9c Jh Ts Td"),
      rules(),
    );
    expect(none.survivors.cards).toEqual([]);
    expect(none.high.name).toBe("No cards");
    expect(none.high.rank).toBeLessThan(two.high.rank);
    // Short hands make no straight or flush, even with a wild card.
    const short = rateHand(
      cards("5h 6h 7h 9s 9c"),
      rows("8d 2d", "9d Jc Js", "9h Jd Kc Kd"),
      rules(),
    );
    expect(formatCards(short.survivors.cards)).toBe("5h 6h 7h");
    expect(short.high.name).toBe("Seven high (3 cards)");
  });

  it("a hand with no cards is the worst hand there is, for high and for every low", () => {
    // Everything but the two kings of the wild row is a two, three, four or five: all killed.
    const board = rows("Kh Ks", "4d 5c 5d", "2h 3h 4h 5h");
    const nothing = cards("2c 2d 3c 3d 4c");
    const nines = cards("9c 9d Tc Jd Qc"); // a pair of nines, the worst kind of low
    for (const low of LowOrders) {
      const none = rateHand(nothing, board, rules({ low }));
      const pair = rateHand(nines, board, rules({ low }));
      expect(none.survivors.cards).toEqual([]);
      expect(none.low.name).toBe("No cards");
      expect(pair.low.category).toBe("pair");
      expect(none.low.rank, low).toBeLessThan(pair.low.rank);
      expect(none.high.rank).toBeLessThan(pair.high.rank);
      expect(rateHand(nothing, board, rules({ low, lowQualifier: 8 })).lowQualifies).toBe(false);
      // The odds tools rank it the same way.
      const spec = { low, qualifier: null, wildKilled: "killed" } as const;
      const odds = (hole: Card[]) =>
        wildKillValues(
          { ...spec, holes: [], ...board },
          hole,
          board.wild,
          board.shared,
          board.kill,
        );
      expect(odds(nothing)).toEqual({ high: none.high.rank, low: none.low.rank });
      expect(odds(nines)).toEqual({ high: pair.high.rank, low: pair.low.rank });
    }
    // A short hand keeps its ranking: what its cards make, below the same hand with a fifth card.
    const short = rateHand(cards("2c 2d 3c 9c 9d"), board, rules());
    expect(short.low.name).toBe("Pair of nines (2 cards)");
    expect(short.low.rank).toBeGreaterThan(rateHand(nothing, board, rules()).low.rank);
  });

  it("wild cards play low as well as high", () => {
    const board = rows("7h 3s", "Kc 8c Qd", "9c 9d Js Ts");
    const r = rateHand(cards("Ac 2d 7c 5s 4h"), board, rules());
    expect(r.low.name).toBe("5-4-3-2-A");
    expect(r.high.name).toBe("Straight, five high"); // the wild seven is the three
    const six = rateHand(cards("Ac 2d 7c 5s 4h"), board, rules({ low: "ace-to-six" }));
    // Ace-to-six counts straights: the wild seven becomes a six instead, 6-5-4-2-A.
    expect(six.low.name).toBe("6-5-4-2-A");
    expect(rateHand(cards("Ac Kd 7c Qs Kh"), board, rules({ lowQualifier: 8 })).lowQualifies).toBe(
      false,
    );
  });

  it("highRank agrees with the described hand", () => {
    const board = rows("7h 3s", "Ah Kc Qd", "9c 9d 8s 4c");
    const hole = cards("As Ad 7c 7d 2h");
    expect(highRank(survivors(hole, board, "killed"))).toBe(
      rateHand(hole, board, rules()).high.rank,
    );
  });
});
