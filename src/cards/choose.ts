/** Counting deals: how many ways a hand of `k` cards can come from `n`. */

/** n choose k, exact for a deck's sizes (every partial product is a whole number below 2^53). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}
