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
});
