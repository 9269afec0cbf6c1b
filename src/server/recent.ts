/**
 * The latest samples of something counted since start (an action's time to its ack, a log
 * batch's to its commit), for `/healthz`. Kept on the ack path, so trimming is amortized: the
 * list grows to twice its size before the oldest half is dropped, never a shift per sample.
 */
export class Recent {
  /** Samples added since start. */
  count = 0;
  private values: number[] = [];

  constructor(private readonly size = 10_000) {}

  add(value: number): void {
    this.count++;
    this.values.push(value);
    if (this.values.length >= 2 * this.size) this.values = this.values.slice(-this.size);
  }

  /** The latest `n` samples (every one kept, up to `size`, when `n` is 0 or more than that). */
  latest(n = 0): number[] {
    const keep = n > 0 ? Math.min(n, this.size) : this.size;
    return this.values.slice(-keep);
  }
}
