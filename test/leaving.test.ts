/**
 * Leaving a terminal table before its end: Ctrl-C (SIGINT) and `quit` both reveal the secret
 * seed and save the game so far, which `pyramids replay` reads; `pyramids advise tyramid` reads a
 * record just played to its end.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pyramids } from "./run-cli.js";

const save = () => join(mkdtempSync(join(tmpdir(), "leave-")), "game.json");

/** The seed revealed matches the commitment shown at the start. */
function expectSeedRevealed(out: string): void {
  const committed = /Seed commitment \(SHA-256\):\s+([0-9a-f]{64})/.exec(out)?.[1];
  const seed = /^Seed ([0-9a-f]{32}) \(its SHA-256/m.exec(out)?.[1];
  expect(committed).toBeDefined();
  expect(seed).toBeDefined();
  expect(createHash("sha256").update(seed!).digest("hex")).toBe(committed);
}

describe("leaving a table early", () => {
  it("on Ctrl-C shows the seed and saves a record that replays", async () => {
    const path = save();
    const child = spawn(process.execPath, ["dist/cli/main.js", "play", "tyramid", "--save", path], {
      env: { ...process.env, NO_COLOR: "1" },
    });
    let out = "";
    let err = "";
    child.stderr.on("data", (d) => {
      err += String(d);
    });
    // Interrupted at the first prompt, as a player pressing Ctrl-C.
    child.stdout.on("data", (d) => {
      const first = !out.includes("your move> ");
      out += String(d);
      if (first && out.includes("your move> ")) child.kill("SIGINT");
    });
    const code = await new Promise<number | null>((done) => child.on("close", done));
    expect(code).toBe(130);
    expect(err).toContain("Interrupted; the game was not finished.");
    expectSeedRevealed(out);
    expect(out).toContain(`Record saved to ${path}`);
    const record = JSON.parse(readFileSync(path, "utf8"));
    expect(record.game).toBe("tyramid");
    const replayed = pyramids(["replay", path, "--final"]);
    expect(replayed.code).toBe(0);
    expect(replayed.out).toContain("Tyramid, 8 rows");
  });

  it("on quit shows the seed and saves the game so far", () => {
    const path = save();
    const r = pyramids(["play", "tyramid", "--save", path], "1\n1\nquit\n");
    expect(r.err).toContain("You left the table.");
    expectSeedRevealed(r.out);
    const record = JSON.parse(readFileSync(path, "utf8"));
    expect(record.actions.filter((a: { seat: number }) => a.seat === 0)).toHaveLength(2);
    const replayed = pyramids(["replay", path]);
    expect(replayed.code).toBe(0);
    expect(replayed.out).toContain("── step 1: seat");
  });

  it("advises a record just played to its end, at the player's last move", () => {
    const path = save();
    const played = pyramids(
      ["play", "tyramid", "--seed", "advice", "--save", path],
      "1\n".repeat(400),
    );
    expect(played.code).toBe(0);
    expect(existsSync(path)).toBe(true);
    const r = pyramids(["advise", "tyramid", path, "--iterations", "50"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^The game is over: the position before seat 0's last move \(after \d+ actions/,
    );
    expect(r.out).toContain("Seat 0 to play");
  });
});
