import { describe, expect, it } from "vitest";
import { RateLimit } from "./ratelimit.js";

describe("RateLimit", () => {
  it("allows a burst, refuses past it, and refills with time", () => {
    let t = 0;
    const limit = new RateLimit(10, 3, () => t);
    expect([limit.take(), limit.take(), limit.take(), limit.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    t += 100; // 0.1 s at 10/s is one token
    expect(limit.take()).toBe(true);
    expect(limit.take()).toBe(false);
    t += 10_000;
    expect([limit.take(), limit.take(), limit.take(), limit.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it("takes back a refund, up to the burst", () => {
    const limit = new RateLimit(1, 2, () => 0);
    expect([limit.take(), limit.take(), limit.take()]).toEqual([true, true, false]);
    limit.refund();
    expect([limit.take(), limit.take()]).toEqual([true, false]);
    limit.refund();
    limit.refund();
    limit.refund();
    expect([limit.take(), limit.take(), limit.take()]).toEqual([true, true, false]);
  });
});
