import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXACT_LIMIT, settleUp, type Transfer } from "./settle.js";

/** The balances left after the transfers: every one zero when they square it. */
function leftAfter(balances: readonly number[], transfers: readonly Transfer<number>[]): number[] {
  const left = [...balances];
  for (const t of transfers) {
    left[t.from]! += t.chips;
    left[t.to]! -= t.chips;
  }
  return left;
}

/**
 * The fewest payments by brute force: every way to split the players with a balance into groups,
 * each group of zero sum squared in one fewer payment than its players.
 */
function fewestByBruteForce(balances: readonly number[]): number {
  const open = balances.filter((b) => b !== 0);
  let most = 0;
  const split = (i: number, sums: number[]) => {
    if (i === open.length) {
      if (sums.every((s) => s === 0)) most = Math.max(most, sums.length);
      return;
    }
    for (let g = 0; g < sums.length; g++) {
      sums[g]! += open[i]!;
      split(i + 1, sums);
      sums[g]! -= open[i]!;
    }
    sums.push(open[i]!);
    split(i + 1, sums);
    sums.pop();
  };
  split(0, []);
  return open.length - most;
}

/** Up to `n` balances summing to zero (the last one makes it so), zeros and ties likely. */
const balances = (n: number) =>
  fc
    .array(fc.oneof(fc.integer({ min: -40, max: 40 }), fc.constantFrom(-10, -5, 0, 5, 10)), {
      minLength: 1,
      maxLength: n - 1,
    })
    .map((xs) => [...xs, -xs.reduce((a, b) => a + b, 0)]);

const keyed = (xs: readonly number[]) => xs.map((b, i) => [i, b] as const);

describe("settle-up", () => {
  it("squares every balance with the fewest payments (brute force, up to 8 members)", () => {
    fc.assert(
      fc.property(balances(8), (xs) => {
        const transfers = settleUp(keyed(xs));
        expect(leftAfter(xs, transfers).every((b) => b === 0)).toBe(true);
        for (const t of transfers) {
          expect(Number.isInteger(t.chips) && t.chips > 0).toBe(true);
          expect(t.from).not.toBe(t.to);
        }
        expect(transfers.length).toBe(fewestByBruteForce(xs));
      }),
      { seed: 37, numRuns: 400 },
    );
  });

  it("finds groups a greedy pairing misses", () => {
    // Greedy: 6 pays 7 … five payments; the pairs (−6, 6), (−7, 7) and (−2, 1, 1) take four.
    const xs = [-6, -7, -2, 6, 7, 1, 1];
    expect(settleUp(keyed(xs))).toHaveLength(4);
    expect(settleUp(keyed([-5, 2, 3, -4, 4]))).toHaveLength(3);
  });

  it("needs nothing when everyone is even, and squares many members too", () => {
    expect(settleUp(keyed([0, 0, 0]))).toEqual([]);
    const many = Array.from({ length: EXACT_LIMIT + 8 }, (_, i) => (i % 2 ? i : -i));
    many.push(-many.reduce((a, b) => a + b, 0));
    const transfers = settleUp(keyed(many));
    expect(leftAfter(many, transfers).every((b) => b === 0)).toBe(true);
    expect(transfers.length).toBeLessThan(many.filter((b) => b !== 0).length);
    // Twelve with a balance: still exact; five groups (5 −5, 3 −3, 8 −8, 1 1 −2, 4 −2 −2).
    const twelve = [5, -5, 3, -3, 8, -8, 1, 1, -2, 4, -2, -2];
    expect(settleUp(keyed(twelve))).toHaveLength(twelve.length - 5);
  });

  it("refuses balances that do not sum to zero", () => {
    expect(() => settleUp(keyed([3, -2]))).toThrow();
    expect(() => settleUp(keyed([0.5, -0.5]))).toThrow();
  });
});
