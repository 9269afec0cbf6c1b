import { describe, expect, it } from "vitest";
import { Rng, seedToState } from "./rng.js";
import { commitment, newSeed, verifyCommitment } from "./seed.js";

describe("seeded randomness", () => {
  it("gives the same sequence for the same seed and a different one for another", () => {
    const a = Rng.fromSeed("table-1");
    const b = Rng.fromSeed("table-1");
    const c = Rng.fromSeed("table-2");
    const xs = Array.from({ length: 20 }, () => a.uint32());
    expect(Array.from({ length: 20 }, () => b.uint32())).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c.uint32())).not.toEqual(xs);
  });

  it("resumes exactly from its saved state", () => {
    const a = Rng.fromSeed("resume");
    a.int(10);
    const saved = a.state();
    const next = [a.uint32(), a.uint32()];
    const b = Rng.fromState(JSON.parse(JSON.stringify(saved)));
    expect([b.uint32(), b.uint32()]).toEqual(next);
  });

  it("never starts from the all-zero state", () => {
    for (const seed of ["", "0", "a", newSeed()])
      expect(seedToState(seed).some((w) => w !== 0)).toBe(true);
  });

  it("refuses an impossible range", () => {
    const r = Rng.fromSeed("x");
    expect(() => r.int(0)).toThrow(RangeError);
    expect(() => r.int(1.5)).toThrow(RangeError);
  });

  /**
   * Chi-square over card positions: shuffle a 10-card deck from many seeds and count where each
   * card lands. 100 cells (card × position), 81 degrees of freedom: the 0.1% critical value is
   * 124.8. A generator or shuffle with a bias (e.g. `sort(() => random() - 0.5)`, or modulo bias
   * on a small range) fails this by a wide margin.
   */
  /**
   * Chi-square over card positions: shuffle a 10-card deck from many seeds and count where each
   * card lands. 100 cells (card × position), 81 degrees of freedom: the 0.1% critical value is
   * 124.8. A biased shuffle (e.g. `sort(() => random() - 0.5)`) fails it by a wide margin.
   */
  const critical = 124.8;
  function chiSquare(shuffle: (deck: number[], trial: number) => number[]): number {
    const n = 10;
    const trials = 20_000;
    const counts = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    for (let t = 0; t < trials; t++) {
      const deck = shuffle(
        Array.from({ length: n }, (_, i) => i),
        t,
      );
      for (let pos = 0; pos < n; pos++) counts[deck[pos]!]![pos]!++;
    }
    const expected = trials / n;
    let chi = 0;
    for (const row of counts) for (const c of row) chi += (c - expected) ** 2 / expected;
    return chi;
  }

  it("shuffles uniformly (chi-square over card positions across many seeds)", () => {
    expect(chiSquare((deck, t) => Rng.fromSeed(`chi-${t}`).shuffle(deck))).toBeLessThan(critical);
  });

  it("the chi-square check catches a biased shuffle", () => {
    const biased = (deck: number[], t: number) => {
      const r = Rng.fromSeed(`bias-${t}`);
      return deck.sort(() => r.float() - 0.5);
    };
    expect(chiSquare(biased)).toBeGreaterThan(critical);
  });
});

describe("commit, then reveal", () => {
  it("a fresh seed is 128 random bits in hex", () => {
    const a = newSeed();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newSeed()).not.toBe(a);
  });
  it("verifies the right seed and rejects a wrong one", () => {
    const seed = newSeed();
    const c = commitment(seed);
    expect(c).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyCommitment(seed, c)).toBe(true);
    expect(verifyCommitment(`${seed}0`, c)).toBe(false);
    expect(verifyCommitment(newSeed(), c)).toBe(false);
  });
  it("matches the published SHA-256 of a known string", () => {
    expect(commitment("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });
});

/** `Rng.int` as first written: every recorded game's shuffles and picks came from these numbers. */
function firstInt(r: Rng, n: number): number {
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = r.uint32();
    if (x < limit) return x % n;
  }
}

describe("Rng.int draws the numbers it always drew", () => {
  it("for every range up to 2,100 and many seeds, and for large ranges", () => {
    const ranges: number[] = [];
    for (let n = 1; n <= 2100; n++) ranges.push(n);
    for (let k = 11; k <= 32; k++) ranges.push(2 ** k, 2 ** k - 1, 2 ** k + 1, 3 * 2 ** (k - 2));
    ranges.push(0xffffffff, 0x80000001, 0xaaaaaaab, 1_000_000_007);
    const valid = ranges.filter((n) => n <= 0x100000000);
    for (let seed = 0; seed < 40; seed++) {
      const a = Rng.fromSeed(`int-${seed}`);
      const b = Rng.fromSeed(`int-${seed}`);
      for (const n of valid) {
        for (let i = 0; i < 3; i++) {
          const got = a.int(n);
          const want = firstInt(b, n);
          if (got !== want) expect({ seed, n, got }).toEqual({ seed, n, got: want });
        }
      }
      expect(a.state()).toEqual(b.state());
    }
  });

  it("including the rare refused draws of ranges that refuse often", () => {
    // Just above 2^31 about half of all draws are refused; 3·2^30 refuses a quarter.
    for (const n of [0x80000001, 0xc0000000, 0xaaaaaaab, 1000, 1023, 1025, 52, 3]) {
      const a = Rng.fromInt(n);
      const b = Rng.fromInt(n);
      for (let i = 0; i < 2000; i++) expect(a.int(n)).toBe(firstInt(b, n));
    }
  });

  it("shuffles decks as before", () => {
    for (let seed = 0; seed < 200; seed++) {
      const a = Rng.fromSeed(`deck-${seed}`);
      const b = Rng.fromSeed(`deck-${seed}`);
      const deck = Array.from({ length: 52 }, (_, i) => i);
      const want = deck.slice();
      for (let i = want.length - 1; i > 0; i--) {
        const j = firstInt(b, i + 1);
        [want[i], want[j]] = [want[j]!, want[i]!];
      }
      expect(a.shuffle(deck)).toEqual(want);
    }
  });
});
