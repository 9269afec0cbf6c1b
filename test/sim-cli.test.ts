/** `pyramids sim`, the built command as a user runs it: a tournament on worker threads. */
import { describe, expect, it } from "vitest";
import { pyramids } from "./run-cli.js";

describe("pyramids sim", () => {
  it("plays a tournament on worker threads and reports win rates with intervals", () => {
    const r = pyramids([
      "sim",
      "tyramid",
      "--games",
      "4",
      "--bots",
      "heuristic,ismcts:10",
      "--workers",
      "2",
      "--json",
      "--no-progress",
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report.ruleErrors).toBe(0);
    expect(report.bots.map((b: { bot: string }) => b.bot)).toEqual(["heuristic", "ismcts:10"]);
    for (const b of report.bots) {
      expect(b.winRate.n).toBe(2); // 4 games: 2 deals, each from both rotations
      expect(b.winRate.low).toBeLessThanOrEqual(b.winRate.mean);
    }
  });

  it("prints n/a for an interval too few deals give, and how many games it needs", () => {
    const r = pyramids([
      "sim",
      "tyramid",
      "--games",
      "2",
      "--bots",
      "random,heuristic",
      "--no-progress",
    ]);
    expect(r.code).toBe(0);
    expect(r.out).not.toContain("Infinity");
    expect(r.out).toMatch(/± n\/a/);
    expect(r.out).toContain("n/a: an interval needs at least 2 deals; run --games 3 or more");
    const enough = pyramids([
      "sim",
      "tyramid",
      "--games",
      "3",
      "--bots",
      "random,heuristic",
      "--no-progress",
    ]);
    expect(enough.out).not.toContain("n/a");
  });

  it("gives the same report in one thread as on two", () => {
    const run = (workers: string) =>
      JSON.parse(
        pyramids([
          "sim",
          "tyramid",
          "--games",
          "6",
          "--bots",
          "heuristic,random",
          "--workers",
          workers,
          "--json",
          "--no-progress",
        ]).out,
      );
    const strip = (r: Record<string, unknown>) => ({ ...r, seconds: 0, gamesPerSecond: 0 });
    expect(strip(run("0"))).toEqual(strip(run("2")));
  });

  it("refuses an unknown bot or bad bot settings with one line", () => {
    for (const bots of ["genius,random", "ismcts:fast,random"]) {
      const r = pyramids(["sim", "tyramid", "--games", "2", "--bots", bots, "--no-progress"]);
      expect(r.code).not.toBe(0);
      expect(r.err.trim().split("\n")).toHaveLength(1);
    }
  });
});
