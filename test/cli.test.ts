/** The built `pyramids` command, run as a user would (npm test builds dist/ first). */
import { describe, expect, it } from "vitest";
import { pyramids } from "./run-cli.js";

describe("pyramids CLI", () => {
  it("has --help for every command", () => {
    for (const cmd of [
      [],
      ["list"],
      ["play"],
      ["sim"],
      ["replay"],
      ["eval"],
      ["compare"],
      ["tic"],
      ["tic", "score"],
    ]) {
      const r = pyramids([...cmd, "--help"]);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/Usage: pyramids/);
    }
  });
  it("exits non-zero with a one-line reason on bad input", () => {
    for (const args of [
      ["bogus"],
      ["play", "no-such-game"],
      ["sim", "no-such-game"],
      ["replay", "/no/such/file.json"],
      ["eval", "no-such-kind", "As"],
      ["list", "--nope"],
    ]) {
      const r = pyramids(args);
      expect(r.code).not.toBe(0);
      expect(r.err.trim().split("\n")).toHaveLength(1);
      expect(r.err).toMatch(/^pyramids: /);
    }
  });
  it("lists games as JSON", () => {
    const r = pyramids(["list", "--json"]);
    expect(r.code).toBe(0);
    expect(Array.isArray(JSON.parse(r.out))).toBe(true);
  });
});
