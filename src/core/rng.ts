import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { JumpableRandomGenerator } from "pure-rand/types/JumpableRandomGenerator";

/** Ranges up to this size take `int`'s table of limits. */
const SMALL = 1024;
/** For each n ≤ SMALL: the largest multiple of n at most 2^32, below which a 32-bit draw is kept. */
const LIMITS = new Float64Array(SMALL + 1);
for (let n = 1; n <= SMALL; n++) LIMITS[n] = 0x100000000 - (0x100000000 % n);

/** The generator's state as plain JSON: four 32-bit words. It lives inside every game state. */
export type RngState = readonly [number, number, number, number];

/**
 * Seeded randomness for shuffles and draws. Wraps pure-rand's xoroshiro128+ so that a game state
 * carries only the four words of its state, and every apply restores, draws and saves them.
 */
export class Rng {
  private constructor(private readonly gen: JumpableRandomGenerator) {}

  /** A generator from a table seed (any string); the same seed always gives the same sequence. */
  static fromSeed(seed: string): Rng {
    return new Rng(xoroshiro128plusFromState(seedToState(seed)));
  }

  static fromState(state: RngState): Rng {
    return new Rng(xoroshiro128plusFromState(state));
  }

  /** A generator for one-off uses (bots, resampling) from a 32-bit integer. */
  static fromInt(n: number): Rng {
    return new Rng(xoroshiro128plus(n | 0));
  }

  state(): RngState {
    const s = this.gen.getState();
    return [s[0]!, s[1]!, s[2]!, s[3]!];
  }

  /** A uniform 32-bit unsigned integer. */
  uint32(): number {
    return this.gen.next() >>> 0;
  }

  /**
   * Uniform integer in [0, n): rejection sampling, so there is no modulo bias. A draw of 32 bits
   * is refused when it is at or above the largest multiple of n that fits (`limit`), else it
   * gives x mod n. The numbers are those of the first version (rng.test.ts compares them); only
   * the cost changed: small ranges (every shuffle and pick in the games) read their limit from
   * a table, and a power of two never refuses, so it masks.
   */
  int(n: number): number {
    if (n >= 1 && n <= SMALL && (n | 0) === n) {
      const x = this.gen.next() >>> 0;
      if ((n & (n - 1)) === 0) return x & (n - 1);
      const limit = LIMITS[n]!;
      if (x < limit) return x % n;
      for (;;) {
        const y = this.gen.next() >>> 0;
        if (y < limit) return y % n;
      }
    }
    if (!(n >= 1 && n <= 0x100000000 && Number.isInteger(n))) {
      throw new RangeError(`Rng.int needs a whole number from 1 to 2^32, got ${n}`);
    }
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.uint32();
      if (x < limit) return x % n;
    }
  }

  /** Uniform float in [0, 1). */
  float(): number {
    return this.uint32() / 0x100000000;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("Rng.pick from an empty list");
    return items[this.int(items.length)]!;
  }

  /** Fisher–Yates shuffle in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }

  /** A fresh 32-bit seed for a derived generator (a bot, a resample). */
  fork(): Rng {
    return Rng.fromInt(this.uint32());
  }
}

/**
 * Draws from `items` one at a time by a partial shuffle in place: each call moves a random item
 * not yet drawn to the front and returns it, so a deal shuffles only the cards it takes.
 */
export function drawFrom<T>(items: T[], rng: Rng): () => T {
  let k = 0;
  return () => {
    const j = k + rng.int(items.length - k);
    const t = items[j]!;
    items[j] = items[k]!;
    items[k++] = t;
    return t;
  };
}

/**
 * A game's `reseed` for a state that carries its generator as `rng`: the same state, its future
 * shuffles and deals drawn from `rng` instead.
 */
export function reseedRng<S extends { readonly rng: RngState }>(state: S, rng: Rng): S {
  return { ...state, rng: rng.fork().state() };
}

/**
 * Mixes a seed string of any length into 128 bits of generator state (murmur3-style mixing, four
 * lanes). The seed of a live table is itself 128+ bits from a cryptographic source; this only
 * spreads it over the state, so it need not be a cryptographic hash.
 */
export function seedToState(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  // xoroshiro's all-zero state is a fixed point; the chance is 2^-128 but the guard is free.
  if ((h1 | h2 | h3 | h4) === 0) h1 = 1;
  return [h1 | 0, h2 | 0, h3 | 0, h4 | 0];
}
