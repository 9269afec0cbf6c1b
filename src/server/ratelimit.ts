/**
 * A token bucket: `rate` messages a second on average, bursts up to `burst`. One per connection,
 * so a flooding client is slowed without touching anyone else.
 */
export class RateLimit {
  private tokens: number;
  private last: number;

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Takes one token; false when the bucket is empty. */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.rate);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Gives back a token taken for a message that was then refused, so only accepted ones count. */
  refund(): void {
    this.tokens = Math.min(this.burst, this.tokens + 1);
  }
}
