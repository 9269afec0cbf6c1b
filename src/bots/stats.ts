/**
 * A mean with its 95% confidence interval, from independent observations (a tournament's deals). The
 * normal approximation is good for the thousands of games a tournament plays; with fewer than
 * two observations the interval is unbounded.
 */
export interface Estimate {
  readonly n: number;
  readonly mean: number;
  /** Half-width of the 95% interval: the truth lies in mean ± margin 95% of the time. */
  readonly margin: number;
  readonly low: number;
  readonly high: number;
}

/** Running sums, so workers' results can be folded in as they arrive. */
export class Tally {
  n = 0;
  private sum = 0;
  private squares = 0;

  add(x: number): void {
    this.n++;
    this.sum += x;
    this.squares += x * x;
  }

  estimate(): Estimate {
    const { n } = this;
    const mean = n > 0 ? this.sum / n : 0;
    if (n < 2) return { n, mean, margin: Number.POSITIVE_INFINITY, low: -Infinity, high: Infinity };
    const variance = Math.max(0, (this.squares - n * mean * mean) / (n - 1));
    const margin = 1.959964 * Math.sqrt(variance / n);
    return { n, mean, margin, low: mean - margin, high: mean + margin };
  }
}
