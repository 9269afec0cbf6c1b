/** Tyramid through the built `pyramids` command, as a player would use it. */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pyramids } from "./run-cli.js";

describe("pyramids play / sim tyramid", () => {
  it("plays a full 8-row game in the terminal against a bot", () => {
    const save = join(mkdtempSync(join(tmpdir(), "tyramid-")), "game.json");
    // Always the first listed action: enough lines for any game.
    const r = pyramids(
      ["play", "tyramid", "--seed", "terminal", "--save", save],
      "1\n".repeat(400),
    );
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Tyramid, 8 rows");
    expect(r.out).toContain("Your legal actions:");
    expect(r.out).toMatch(/ — scores \d+/);
    expect(r.out).toMatch(/(wins with|share the win with) \d+ points\./);
    const record = JSON.parse(readFileSync(save, "utf8"));
    expect(record.game).toBe("tyramid");
    const replayed = pyramids(["replay", save, "--final"]);
    expect(replayed.code).toBe(0);
    expect(replayed.out).toMatch(/points\./);
  });

  it("simulates every mode without rule errors", () => {
    for (const mode of ["standard", "hourglass", "shedding"]) {
      const r = pyramids([
        "sim",
        "tyramid",
        "--games",
        "20",
        "--players",
        "3",
        "--option",
        `mode=${mode}`,
        "--json",
      ]);
      expect(r.code).toBe(0);
      const report = JSON.parse(r.out);
      expect(report.ruleErrors).toBe(0);
      expect(report.games).toBe(20);
    }
  });

  it("explains a Tic group with pyramids tic score", () => {
    const r = pyramids([
      "tic",
      "score",
      "4-crescent-yellow",
      "--touching",
      "4-crescent-red,4-crescent-cyan,4-crescent-violet",
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("total 10");
  });
});
