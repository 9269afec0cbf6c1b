import { describe, expect, it } from "vitest";
import { checkGame, defaultConfig } from "./harness.js";
import { makeToy } from "./toys.js";

const config = { ...defaultConfig, seeds: 6 };
const checks = (flaw: Parameters<typeof makeToy>[0]) =>
  new Set(checkGame(makeToy(flaw), config).failures.map((f) => f.check));

describe("the conformance harness", () => {
  it("passes a correct toy game", () => {
    const report = checkGame(makeToy(), config);
    expect(report.failures).toEqual([]);
    expect(report.playouts).toBeGreaterThan(10);
  });
  it("catches a game that leaks a hidden card into another seat's view", () => {
    expect(checks("leak")).toContain("leak");
  });
  it("catches a game whose replay is not deterministic", () => {
    expect(checks("nondeterministic")).toContain("replay");
  });
  it("catches a game that creates chips", () => {
    expect(checks("creates-chips")).toContain("outcome");
  });
  it("catches an action whose text form does not parse back", () => {
    expect(checks("bad-text")).toContain("text");
  });
});
