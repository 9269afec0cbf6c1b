import { describe, expect, it } from "vitest";
import { best, bestLowByRanks, sameOrder, score } from "../../../test/poker/oracle.js";
import { Rng } from "../../core/rng.js";
import { type Card, formatCards } from "../standard.js";
import { cards } from "../testing.js";
import {
  bestSide,
  describeConstrained,
  describeHand,
  describeHigh,
  describeLow,
  evaluateBestOf,
  evaluateConstrained,
  evaluateHand,
  evaluateHigh,
  evaluateHigh5,
  evaluateHigh7,
  evaluateHighWild,
  evaluateLow,
  evaluateLow5,
  evaluateLowWild,
  type HandOrder,
  HOLDEM_TILES,
  highCategory,
  isRoyal,
  LowOrders,
  lowCategory,
  parseWild,
  qualifiesLow,
  THREE_SIDED,
  wildSet,
} from "./index.js";

function randomHand(rng: Rng, n: number, deck = 52): Card[] {
  const all = Array.from({ length: deck }, (_, i) => i);
  rng.shuffle(all);
  return all.slice(0, n);
}

const ORDERS: HandOrder[] = ["high", ...LowOrders];

describe("high hands", () => {
  it.each([
    ["As Ks Qs Js Ts 2c 3d", "Royal flush", "straight-flush", "As Ks Qs Js Ts"],
    ["9h 8h 7h 6h 5h Ah Kh", "Straight flush, nine high", "straight-flush", "9h 8h 7h 6h 5h"],
    ["5d 4d 3d 2d Ad", "Straight flush, five high", "straight-flush", "5d 4d 3d 2d Ad"],
    ["Kc Kd Kh Ks 2c 3c 9d", "Four of a kind, kings", "four-of-a-kind", "Kc Kd Kh Ks 9d"],
    ["Qs Qh Qd 2c 2d 9s 8h", "Full house, queens over twos", "full-house", "Qs Qh Qd 2c 2d"],
    ["2c 3c 4c 7c 9c Kd", "Flush, nine high", "flush", "9c 7c 4c 3c 2c"],
    ["Th 9c 8d 7s 6h 2c", "Straight, ten high", "straight", "Th 9c 8d 7s 6h"],
    ["5c 4d 3h 2s Ac Kd Kh", "Straight, five high", "straight", "5c 4d 3h 2s Ac"],
    ["7c 7d 7h Ac 2d", "Three of a kind, sevens", "three-of-a-kind", "7c 7d 7h Ac 2d"],
    ["Jc Jd 4h 4s Ac 2d 2h", "Two pair, jacks and fours", "two-pair", "Jc Jd 4h 4s Ac"],
    ["9c 9d 2h 5s Kc", "Pair of nines", "pair", "9c 9d Kc 5s 2h"],
    ["Ac 9d 2h 5s Kc 3d 7h", "Ace high", "high-card", "Ac Kc 9d 7h 5s"],
  ])("%s is %s", (hand, name, category, used) => {
    const d = describeHigh(cards(hand));
    expect(d.name).toBe(name);
    expect(d.category).toBe(category);
    expect(highCategory(d.rank)).toBe(category);
    expect(formatCards(d.cards)).toBe(used);
    expect(isRoyal(d.rank)).toBe(name === "Royal flush");
  });

  it("ranks by category, then by the cards in order", () => {
    const order = [
      "Ac Kd 9h 5s 3c",
      "2c 2d 3h 4s 5c",
      "2c 2d 3h 3s 4c",
      "2c 2d 2h 3s 4c",
      "Ac 2d 3h 4s 5c",
      "2c 3d 4h 5s 6c",
      "2c 3c 4c 5c 7c",
      "2c 2d 2h 3s 3c",
      "2c 2d 2h 2s 3c",
      "Ac 2c 3c 4c 5c",
      "Ts Js Qs Ks As",
    ].map((h) => evaluateHigh(cards(h)));
    for (let i = 1; i < order.length; i++) expect(order[i]).toBeGreaterThan(order[i - 1]!);
    expect(evaluateHigh(cards("Ah Kh Qd Jc 9s"))).toBe(evaluateHigh(cards("As Kc Qh Jd 9c")));
    expect(evaluateHigh(cards("Ah Ac Kd 8c 7s"))).toBeGreaterThan(
      evaluateHigh(cards("Ah Ac Kd 8c 6s")),
    );
  });

  it("ranks hands of fewer than five cards by what they make", () => {
    const r = (h: string) => evaluateHigh(cards(h));
    expect(describeHigh(cards("7h 7d")).name).toBe("Pair of sevens (2 cards)");
    expect(describeHigh(cards("Ah")).name).toBe("Ace high (1 card)");
    expect(describeHigh([]).name).toBe("No cards");
    expect(r("Kc Kd Kh Ks")).toBeGreaterThan(r("Ac Ad Ah Kc Kd")); // quads beat a full house
    expect(r("Qc Qd Qh")).toBeLessThan(r("Qc Qd Qh 2c"));
    expect(r("Ac Ad")).toBeGreaterThan(r("Kc Kd Qh Js 9c"));
    expect(r("As Ks Qs Js")).toBeLessThan(r("2c 2d"));
  });

  it("the array, five and seven argument forms agree with the independent scorer", () => {
    const rng = Rng.fromSeed("high");
    const ours: number[] = [];
    const theirs: number[] = [];
    for (let i = 0; i < 3000; i++) {
      const n = 1 + (i % 9);
      const h = randomHand(rng, n);
      const v = evaluateHigh(h);
      if (n === 5) expect(evaluateHigh5(h[0]!, h[1]!, h[2]!, h[3]!, h[4]!)).toBe(v);
      if (n === 7) expect(evaluateHigh7(h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!)).toBe(v);
      ours.push(v);
      theirs.push(best(h, "high"));
    }
    expect(sameOrder(ours, theirs)).toBeNull();
  });

  it("ignores jokers outside wild evaluation", () => {
    expect(evaluateHigh(cards("Jk 2c 3c 4c 9c"))).toBe(evaluateHigh(cards("2c 3c 4c 9c")));
    expect(evaluateHigh(cards("Jk Jk 2c 3c 4c 9c Kc"))).toBe(evaluateHigh(cards("2c 3c 4c 9c Kc")));
  });
});

describe("low hands", () => {
  it.each([
    ["ace-to-five", "5c 4d 3h 2s Ac Kd Kh", "5-4-3-2-A", true],
    ["ace-to-five", "6c 4c 3c 2c Ac", "6-4-3-2-A", true],
    ["ace-to-five", "9c 4c 3d 2c Ac", "9-4-3-2-A", false],
    ["ace-to-six", "5c 4d 3h 2s Ac Kd Kh", "K-4-3-2-A", false],
    ["ace-to-six", "6c 4d 3h 2s Ac", "6-4-3-2-A", true],
    ["ace-to-six", "6c 4c 3c 2c Ac", "Flush, six high", false],
    ["deuce-to-seven", "7h 5d 4c 3s 2h", "7-5-4-3-2", true],
    ["deuce-to-seven", "5c 4d 3h 2s Ac", "A-5-4-3-2", false],
    ["deuce-to-seven", "6h 5d 4c 3s 2h", "Straight, six high", false],
    ["deuce-to-seven", "8h 8d 4c 3s 2h", "Pair of eights", false],
  ] as const)("%s: %s is %s", (order, hand, name, qualifies) => {
    const d = describeLow(cards(hand), order);
    expect(d.name).toBe(name);
    expect(qualifiesLow(d.rank, 8)).toBe(qualifies);
  });

  it.each([
    [
      "ace-to-five",
      ["5c 4d 3h 2s Ac", "6c 4d 3h 2s Ac", "6c 5d 3h 2s Ac", "Kc Qd Jh 9s 8c", "Ac Ad 2c 3d 4h"],
    ],
    [
      "deuce-to-seven",
      ["7c 5d 4h 3s 2c", "7c 6d 4h 3s 2c", "8c 5d 4h 3s 2c", "Ac Kd Qh Js 9c", "2c 2d 3h 4s 5c"],
    ],
  ] as const)("orders %s lows: better lows rank higher", (order, bestFirst) => {
    for (let i = 1; i < bestFirst.length; i++)
      expect(evaluateLow(cards(bestFirst[i]!), order)).toBeLessThan(
        evaluateLow(cards(bestFirst[i - 1]!), order),
      );
  });

  it("a short low is worse than any five-card unpaired low, better than a pair", () => {
    const four = evaluateLow(cards("4c 3d 2h Ac"), "ace-to-five");
    expect(four).toBeLessThan(evaluateLow(cards("Kc Qd Jh 9s 8c"), "ace-to-five"));
    expect(four).toBeGreaterThan(evaluateLow(cards("Ac Ad 2c 3d 4h"), "ace-to-five"));
    expect(lowCategory(evaluateLow(cards("Ac Ad 2c 3d 4h"), "ace-to-five"))).toBe("pair");
    expect(qualifiesLow(four, 8)).toBe(false);
    expect(describeLow(cards("4c 3d 2h Ac"), "ace-to-five").name).toBe("4-3-2-A (4 cards)");
  });

  it.each(LowOrders)("%s agrees with the independent scorer on 1..9 cards", (order) => {
    const rng = Rng.fromSeed(order);
    const ours: number[] = [];
    const theirs: number[] = [];
    for (let i = 0; i < 1500; i++) {
      const h = randomHand(rng, 1 + (i % 9));
      const v = evaluateLow(h, order);
      if (h.length === 5) expect(evaluateLow5(order, h[0]!, h[1]!, h[2]!, h[3]!, h[4]!)).toBe(v);
      ours.push(v);
      theirs.push(best(h, order));
    }
    expect(sameOrder(ours, theirs)).toBeNull();
  });
});

describe("wild cards", () => {
  it("five of a kind beats a straight flush, and wild hands share the high scale", () => {
    const deuces = wildSet({ ranks: [0] });
    const five = evaluateHighWild(cards("2c 2d As Ad Ah"), deuces);
    expect(highCategory(five)).toBe("five-of-a-kind");
    expect(five).toBeGreaterThan(evaluateHigh(cards("As Ks Qs Js Ts")));
    expect(evaluateHighWild(cards("As Ks Qs Js Ts"), deuces)).toBe(
      evaluateHigh(cards("As Ks Qs Js Ts")),
    );
    expect(describeHigh(cards("2c Ks Qs 3s 4s"), deuces).name).toBe("Flush, ace high");
    expect(describeHigh(cards("Jk 5h"), wildSet()).name).toBe("Pair of fives (2 cards)");
    expect(describeHigh(cards("Jk"), wildSet()).name).toBe("Ace high (1 card)");
    expect(describeHigh(cards("Jk Jk 2c 2d 2h"), wildSet({ ranks: [0] })).name).toBe(
      "Five of a kind, aces",
    );
  });

  it("reads wild sets from text", () => {
    const w = parseWild("2, jacks Qs");
    expect(w.ok).toBe(true);
    if (w.ok) {
      expect([...w.value.keys()].filter((c) => w.value[c])).toEqual([
        0, 1, 2, 3, 36, 37, 38, 39, 43, 52, 53,
      ]);
    }
    const bad = parseWild("2 Zx");
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toContain('"Zx"');
  });

  it.each(ORDERS)("%s with one or two wild cards agrees with trying every card", (order) => {
    const rng = Rng.fromSeed(`wild ${order}`);
    const wild = wildSet({ ranks: [0] });
    const ours: number[] = [];
    const theirs: number[] = [];
    for (let i = 0; i < 160; i++) {
      const n = 2 + (i % 6);
      // Deal from a deck with jokers, and make sure one or two wilds are in.
      const h = randomHand(rng, n - 1, 54);
      if (!h.some((c) => wild[c]))
        h.push(rng.pick([0, 1, 2, 3, 52, 53].filter((c) => !h.includes(c))));
      else
        h.push(
          rng.pick(
            Array.from({ length: 52 }, (_, c) => c).filter((c) => !h.includes(c) && !wild[c]),
          ),
        );
      if (h.filter((c) => wild[c]).length > 2) continue;
      ours.push(evaluateHand(h, order, wild));
      theirs.push(best(h, order, (c) => wild[c] === 1));
    }
    expect(ours.length).toBeGreaterThan(100);
    expect(sameOrder(ours, theirs)).toBeNull();
  });

  it.each(LowOrders)("%s with three to five wild cards agrees with trying every rank", (order) => {
    const rng = Rng.fromSeed(`many wilds ${order}`);
    const wild = wildSet({ ranks: [0] });
    const ours: number[] = [];
    const theirs: number[] = [];
    for (let i = 0; i < 60; i++) {
      const wilds = 3 + (i % 3);
      const pool = [0, 1, 2, 3, 52, 53];
      rng.shuffle(pool);
      const naturals = randomHand(rng, 1 + (i % 4), 48).map((c) => c + 4);
      const h = [...pool.slice(0, wilds), ...naturals];
      ours.push(evaluateLowWild(h, order, wild));
      theirs.push(bestLowByRanks(h, order, (c) => wild[c] === 1));
    }
    expect(sameOrder(ours, theirs)).toBeNull();
  });

  it("describes the cards used, wild ones included", () => {
    const d = describeHand(cards("2c 2d 2h 2s 7c"), "high", wildSet({ ranks: [0] }));
    expect(d.name).toBe("Five of a kind, sevens");
    expect(formatCards(d.cards)).toBe("7c 2c 2d 2h 2s");
    const l = describeHand(cards("Jk 8c 4d 4c 3h 2s"), "ace-to-five", wildSet());
    expect(l.name).toBe("8-4-3-2-A");
    expect(evaluateLowWild(cards("Jk 8c 4d 4c 3h 2s"), "ace-to-five", wildSet())).toBe(l.rank);
  });
});

it("the scorer itself knows the basics", () => {
  expect(score(cards("As Ks Qs Js Ts"), "high")).toBeGreaterThan(
    score(cards("Ac Ad Ah As Kc"), "high"),
  );
  expect(score(cards("5c 4d 3h 2s Ac"), "ace-to-five")).toBeGreaterThan(
    score(cards("6c 4d 3h 2s Ac"), "ace-to-five"),
  );
});

describe("constrained hands", () => {
  /** Every five-card hand of own + other obeying the constraint, rated one by one. */
  function bruteForce(own: Card[], other: Card[], min: number, max: number, order: HandOrder) {
    let top = -1;
    for (let a = 0; a < 1 << own.length; a++)
      for (let b = 0; b < 1 << other.length; b++) {
        const five = [
          ...own.filter((_, i) => a & (1 << i)),
          ...other.filter((_, i) => b & (1 << i)),
        ];
        const k = own.filter((_, i) => a & (1 << i)).length;
        if (five.length !== 5 || k < min || k > max) continue;
        top = Math.max(top, evaluateHand(five, order));
      }
    return top;
  }

  it.each(ORDERS)(
    "Three-sided (%s): 2-4 of 4 hole cards and 1-3 of one side, best side",
    (order) => {
      const rng = Rng.fromSeed(`three-sided ${order}`);
      for (let i = 0; i < 300; i++) {
        const deal = randomHand(rng, 10);
        const hole = deal.slice(0, 4);
        const sides = [
          deal.slice(4, 7),
          [deal[4]!, deal[7]!, deal[8]!],
          [deal[6]!, deal[8]!, deal[9]!],
        ];
        const each = sides.map((s) => bruteForce(hole, s, 2, 4, order));
        for (let s = 0; s < 3; s++)
          expect(evaluateConstrained(hole, sides[s]!, THREE_SIDED, order)).toBe(each[s]);
        expect(evaluateBestOf(hole, sides, THREE_SIDED, order)).toBe(Math.max(...each));
        expect(each[bestSide(hole, sides, THREE_SIDED, order)]).toBe(Math.max(...each));
      }
    },
  );

  it("Hold 'Em tiles: exactly the two own tiles plus three community tiles", () => {
    const rng = Rng.fromSeed("holdem tiles");
    for (let i = 0; i < 300; i++) {
      const deal = randomHand(rng, 7);
      const own = deal.slice(0, 2);
      const board = deal.slice(2);
      expect(evaluateConstrained(own, board, HOLDEM_TILES)).toBe(
        bruteForce(own, board, 2, 2, "high"),
      );
    }
    // The board's royal flush is no use: two own cards must play.
    const d = describeConstrained(cards("2c 7d"), cards("As Ks Qs Js Ts"), HOLDEM_TILES);
    expect(d.name).toBe("Ace high");
    expect(formatCards(d.cards)).toBe("As Ks Qs 7d 2c");
  });

  it("refuses impossible constraints", () => {
    expect(() => evaluateConstrained(cards("As Ks"), cards("2c 3c"), { min: 1, max: 2 })).toThrow(
      RangeError,
    );
    expect(() =>
      evaluateConstrained(cards("As"), cards("2c 3c 4c 5c"), { min: 3, max: 2 }),
    ).toThrow(RangeError);
  });
});
