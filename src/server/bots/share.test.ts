import { describe, expect, it } from "vitest";
import { registry } from "../../packages/index.js";
import { laneOf } from "./scheduler.js";
import { sharedSearch } from "./share.js";

const colonial = registry.get("colonial")!;

describe("a search's share of its budget", () => {
  it("cuts a level's calibrated iterations and its wall cap alike, read through its spec", () => {
    // Colonial's hard level: 5,000 iterations, a 5 s cap; a tenth of it.
    expect(sharedSearch(colonial, "hard", 0.1, registry)).toEqual(["500", "500.0ms"]);
    expect(sharedSearch(colonial, "normal", 0.5, registry)).toEqual(["250", "500.0ms"]);
    // A bare ismcts: its default 1,000 iterations or 1 s.
    expect(sharedSearch(colonial, "ismcts", 0.25, registry)).toEqual(["250", "250.0ms"]);
    // Never below one iteration, whatever the demand.
    expect(sharedSearch(colonial, "normal", 1e-6, registry)?.[0]).toBe("1");
  });

  it("leaves the bots that do not search alone; the levels made of a search are searches", () => {
    expect(sharedSearch(colonial, "heuristic", 0.1, registry)).toBeNull();
    expect(sharedSearch(colonial, "easy", 0.1, registry)).toBeNull();
    expect(["ismcts", "normal", "hard", "easy", "heuristic", "random"].map(laneOf)).toEqual([
      "search",
      "search",
      "search",
      "quick",
      "quick",
      "quick",
    ]);
  });
});
