import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runHere } from "../../analysis/equity-run.js";
import { runEquity } from "../../analysis/equity-threads.js";
import { parseWildKill } from "../../analysis/wild-kill-equity.js";
import { unwrap } from "../../core/testing.js";
import { pyramids } from "../testing.js";

/** `pyramids odds <game>` with one `--hole` per seat, then the other flags. */
function odds(game: string, holes: readonly string[], ...flags: string[]) {
  return pyramids("odds", game, ...holes.flatMap((hole) => ["--hole", hole]), ...flags);
}

/** A three-sided board with five of its cards known. */
const BOARD = ["--board", "1=Ah 2=Kc 3=5h 4=7d 6=Ks"];
/** Runs the equity on this thread rather than on workers of the compiled code. */
const HERE = ["--workers", "0"];

describe("pyramids odds", () => {
  it("three-sided: an exact table for known hands", async () => {
    const r = await odds("three-sided", ["2c 3c 4d 8h", "Kh Kd Qs Js"], ...BOARD, ...HERE);
    expect(r.code).toBe(0);
    expect(r.out).toContain("exact, 39 board arrangements");
    expect(r.out).toMatch(/1 {2}2c 3c 4d 8h +0\.00% +0\.00% +100\.00%/);
  });

  it("three-sided: JSON with intervals for samples", async () => {
    const r = await odds(
      "three-sided",
      ["2c 3c 4d 8h", "random"],
      ...BOARD,
      "--samples",
      "2000",
      ...HERE,
      "--json",
    );
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report.method).toBe("sample");
    expect(report.deals).toBe(2000);
    expect(report.seats[0].equity.error).toBeGreaterThan(0);
  });

  it("wild-kill: a known board is one deal", async () => {
    const r = await odds(
      "wild-kill",
      ["As Ad 9c 8c 2h", "Kh Kd Qs Js 3c"],
      "--wild",
      "7s 4d",
      "--shared",
      "9h Tc 2d",
      "--kill",
      "5c 6h 8d Qc",
      ...HERE,
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain("exact, 1 deal,");
  });

  it("bad input: one line and exit 2, nothing run", async () => {
    const r = await odds("three-sided", ["As Ks Qd 2c", "As 2d 3d 4d"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("As is both");
    const both = await odds("wild-kill", ["random", "random"], "--exact", "--samples", "10");
    expect(both.code).toBe(2);
    const huge = await odds("wild-kill", ["random", "random"], "--exact");
    expect(huge.err).toContain("give more cards");
  });
});

// Worker threads run the compiled code: `npm test` builds first.
describe.skipIf(!existsSync(new URL("../../../dist/analysis/equity-worker.js", import.meta.url)))(
  "equity on worker threads",
  () => {
    it("gives the same answer as one thread, exact and sampled", async () => {
      const spec = unwrap(
        parseWildKill({
          holes: ["As Ad 9c 8c 2h", "Kh Kd Qs Js 3c"],
          wild: "7s 4d",
          shared: "9h",
          kill: "5c 6h 8d Qc",
        }),
      );
      for (const method of ["enumerate", "sample"] as const) {
        const task = {
          game: "wild-kill" as const,
          spec,
          method,
          samples: 30_000,
          seed: "t",
        };
        const here = runHere(task);
        const threads = await runEquity(task, { workers: 2, inThreadBelow: 0 });
        expect(threads.deals).toBe(here.deals);
        expect(threads.seats).toEqual(here.seats);
      }
    });
  },
);
