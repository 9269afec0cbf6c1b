import { describe, expect, it } from "vitest";
import { Recent } from "./recent.js";

describe("Recent", () => {
  it("counts every sample and keeps the latest, newest last", () => {
    const r = new Recent(10);
    expect(r.latest()).toEqual([]);
    for (let i = 1; i <= 25; i++) r.add(i);
    expect(r.count).toBe(25);
    expect(r.latest()).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(r.latest(3)).toEqual([23, 24, 25]);
    expect(r.latest(50)).toHaveLength(10);
  });
});
