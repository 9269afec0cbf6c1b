/**
 * Every five-card and every seven-card hand, against the published counts. Run by
 * `npm run test:exhaustive` (CI), not by `npm test`: the seven-card pass evaluates 133,784,560
 * hands twice (plain and deuces wild).
 */
import { describe, expect, it } from "vitest";
import {
  evaluateHigh,
  evaluateHigh5,
  evaluateHigh7,
  evaluateHighWild,
  evaluateLow,
  evaluateLow5,
  HighCategories,
  highCategory,
  type LowOrder,
  lowCategory,
  wildSet,
} from "./index.js";

const deucesWild = wildSet({ ranks: [0], jokers: false });
/** Category index of every high rank, so the seven-card loops do no string work. */
const categoryIndex = Uint8Array.from({ length: 1 << 16 }, (_, r) =>
  HighCategories.indexOf(highCategory(r)),
);
const FIVE_OF_A_KIND = HighCategories.indexOf("five-of-a-kind");

/**
 * Calls `visit` with every hand of `size` cards from the 52, in order. The array is filled in place
 * and reused: one allocation for millions of hands.
 */
function forEachHand(size: number, visit: (hand: Uint8Array) => void): void {
  const hand = new Uint8Array(size);
  const fill = (i: number, from: number): void => {
    if (i === size) {
      visit(hand);
      return;
    }
    for (let c = from; c <= 52 - size + i; c++) {
      hand[i] = c;
      fill(i + 1, c + 1);
    }
  };
  fill(0, 0);
}

function tally(): Record<string, number> {
  return Object.fromEntries(HighCategories.map((c) => [c, 0]));
}

/** Distinct integers seen, for ranks below 2^24. */
class Seen {
  private readonly flags = new Uint8Array(1 << 24);
  size = 0;
  add(v: number): void {
    if (this.flags[v] === 0) {
      this.flags[v] = 1;
      this.size++;
    }
  }
}

describe("all 2,598,960 five-card hands", () => {
  it("high: the published category counts and 7,462 distinct ranks", () => {
    const cats = tally();
    const seen = new Seen();
    let wildFives = 0;
    forEachHand(5, (hand) => {
      const v = evaluateHigh5(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!);
      if (evaluateHigh(hand) !== v) throw new Error(`array and argument forms differ on ${hand}`);
      cats[highCategory(v)]!++;
      seen.add(v);
      if (highCategory(evaluateHighWild(hand, deucesWild)) === "five-of-a-kind") wildFives++;
    });
    expect(cats).toEqual({
      "high-card": 1_302_540,
      pair: 1_098_240,
      "two-pair": 123_552,
      "three-of-a-kind": 54_912,
      straight: 10_200,
      flush: 5_108,
      "full-house": 3_744,
      "four-of-a-kind": 624,
      "straight-flush": 40,
      "five-of-a-kind": 0,
    });
    expect(seen.size).toBe(7_462);
    expect(wildFives).toBe(672);
  });

  it("lows: ace-to-five 6,175 ranks and 1,317,888 unpaired hands; ace-to-six and deuce-to-seven 7,462 ranks each", () => {
    const a5 = new Seen();
    const a6 = new Seen();
    const d27 = new Seen();
    let unpaired = 0;
    forEachHand(5, (hand) => {
      const [a, b, c, d, e] = [hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!];
      const v = evaluateLow5("ace-to-five", a, b, c, d, e);
      a5.add(v);
      if (lowCategory(v) === "high-card") unpaired++;
      a6.add(evaluateLow5("ace-to-six", a, b, c, d, e));
      const w = evaluateLow5("deuce-to-seven", a, b, c, d, e);
      d27.add(w);
      if ((a + b + c + d + e) % 97 === 0 && evaluateLow(hand, "deuce-to-seven") !== w)
        throw new Error(`forms differ on ${hand}`);
    });
    expect(a5.size).toBe(6_175);
    expect(unpaired).toBe(1_317_888);
    expect(a6.size).toBe(7_462);
    expect(d27.size).toBe(7_462);
  });
});

describe("ace-to-six and deuce-to-seven lows of six and seven cards", () => {
  // The six- and seven-card lows are looked up by their ranks unless five share a suit. Each must
  // be the best low of the hand with one card left out: for six cards the five-card lows (checked
  // above), for seven the six-card lows (checked first).
  const orders = ["ace-to-six", "deuce-to-seven"] as const;
  const scratch = [6, 7].map((n) => new Uint8Array(n - 1));
  function bestDroppingOne(hand: Uint8Array, order: LowOrder): number {
    const less = scratch[hand.length - 6]!;
    let best = 0;
    for (let skip = 0; skip < hand.length; skip++) {
      for (let i = 0, j = 0; i < hand.length; i++) if (i !== skip) less[j++] = hand[i]!;
      best = Math.max(best, evaluateLow(less, order));
    }
    return best;
  }
  // Every six-card hand; one seven-card hand in sixteen, in order (8,361,535: all of them would
  // take minutes more for the same recursion the six-card pass checks).
  it.each([
    [6, 1],
    [7, 16],
  ])("%i-card hands (one in %i) are their best with one card left out", (size, every) => {
    let wrong = 0;
    let seen = 0;
    forEachHand(size, (hand) => {
      if (seen++ % every !== 0) return;
      for (const order of orders)
        if (evaluateLow(hand, order) !== bestDroppingOne(hand, order)) wrong++;
    });
    expect(wrong).toBe(0);
  });
});

describe("all 133,784,560 seven-card hands", () => {
  it("high: the published category counts and 4,824 distinct ranks", () => {
    const counts = new Float64Array(16);
    const seen = new Seen();
    forEachHand(7, (h) => {
      const v = evaluateHigh7(h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!);
      counts[categoryIndex[v]!]!++;
      seen.add(v);
    });
    const cats = tally();
    HighCategories.forEach((c, i) => {
      cats[c] = counts[i]!;
    });
    expect(cats).toEqual({
      "high-card": 23_294_460,
      pair: 58_627_800,
      "two-pair": 31_433_400,
      "three-of-a-kind": 6_461_620,
      straight: 6_180_020,
      flush: 4_047_644,
      "full-house": 3_473_184,
      "four-of-a-kind": 224_848,
      "straight-flush": 41_584,
      "five-of-a-kind": 0,
    });
    expect(seen.size).toBe(4_824);
  });

  it("deuces wild: 609,760 hands of five of a kind", () => {
    let fives = 0;
    forEachHand(7, (hand) => {
      if (categoryIndex[evaluateHighWild(hand, deucesWild)] === FIVE_OF_A_KIND) fives++;
    });
    expect(fives).toBe(609_760);
  });
});
