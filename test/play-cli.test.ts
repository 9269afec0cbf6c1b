/** `pyramids play` driven through its standard input, as a player types. */
import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pyramids } from "./run-cli.js";

const save = () => join(mkdtempSync(join(tmpdir(), "play-")), "game.json");

describe("pyramids play", () => {
  it("gives the engine's reason for a refused move, names the range and reads any case", () => {
    const r = pyramids(
      ["play", "tyramid", "--players", "2", "--seed", "audit1"],
      "play 1-star-violet at 2,0\n7\nPlay 1-Circle-Violet At 2,0\nquit\n",
    );
    expect(r.out).toContain(
      "1-star-violet has nothing in common with 5-circle-yellow: a Nic is not allowed.",
    );
    expect(r.out).toContain("7 is not on the list: choose 1–6, or type the move.");
    expect(r.out).toContain("You play 1-circle-violet at 2,0: scores 1.");
    expect(r.out).not.toContain("is not legal now");
    expect(r.out).toContain("Seat 0 (you) 1 pt, 5 cards");
    expect(r.err).toContain("You left the table.");
  });

  it("names the player You in every line of the log, never by its seat number", () => {
    const r = pyramids(["play", "three-sided", "--seed", "x"], "check\ncheck\ncheck\nquit\n");
    const log = r.out.split("\n").filter((l) => l.startsWith("· "));
    expect(log).toContain("· You are dealt 3h 4s 7h 6h.");
    expect(log).toContain("· You check.");
    expect(log.filter((l) => /\bseat 0\b/i.test(l))).toEqual([]);
    // The other seat keeps its name.
    expect(log.some((l) => /Seat 1 /.test(l))).toBe(true);
  });

  it("shows a fresh seed's commitment at the start and the seed at the end", () => {
    const r = pyramids(["play", "tyramid", "--save", save()], "1\n".repeat(400));
    expect(r.code).toBe(0);
    const committed = /Seed commitment \(SHA-256\):\s+([0-9a-f]{64})/.exec(r.out)?.[1];
    const seed = /^Seed ([0-9a-f]{32}) \(its SHA-256/m.exec(r.out)?.[1];
    expect(committed).toBeDefined();
    expect(seed).toBeDefined();
    expect(createHash("sha256").update(seed!).digest("hex")).toBe(committed);
    // Nowhere before the game's end.
    expect(r.out.indexOf(seed!)).toBe(r.out.indexOf(`Seed ${seed}`) + "Seed ".length);
  });

  it("shows a seed the player chose at once", () => {
    const r = pyramids(["play", "tyramid", "--seed", "mine"], "quit\n");
    expect(r.out).toContain("Seed mine");
    expect(r.out).not.toContain("commitment");
  });

  it("fits every line to 80 columns and keeps the latest events right above the actions", () => {
    const r = pyramids(
      [
        "play",
        "tyramid",
        "--option",
        "rows=14",
        "--players",
        "3",
        "--seed",
        "wide",
        "--save",
        save(),
      ],
      "1\n".repeat(40),
    );
    for (const line of r.out.split("\n"))
      if (!line.startsWith("your move> ")) expect([...line].length).toBeLessThanOrEqual(80);
    // Each turn: the events since the last one, the actions and the prompt within 24 lines.
    const turns = r.out.split("your move> ").slice(1, -1);
    expect(turns.length).toBeGreaterThan(5);
    for (const turn of turns) {
      const lines = turn.split("\n");
      let top = lines.findIndex((l) => l.startsWith("Your legal actions"));
      expect(top).toBeGreaterThan(0);
      while (lines[top - 1]?.startsWith("· ")) top--;
      // From the first event down to the prompt (the segment's last line).
      expect(lines.length - top).toBeLessThanOrEqual(24);
    }
  });

  it("says who plays with whom in Pyramid Poker team play, with the teams' totals", () => {
    const r = pyramids(
      ["play", "pyramid-poker", "--players", "4", "--option", "teams=true", "--seed", "t"],
      "quit\n",
    );
    expect(r.out).toContain("Teams: seats 0 and 2 (0 points) against seats 1 and 3 (0 points)");
    expect(r.out).toContain("scored seat 0\n  against seat 3 and seat 1 against seat 2.");
    expect(r.out).toContain("You (seat 0) play with seat 2 and are scored against seat 3.");
  });

  it("lets a Colonial player fold while the bots act", () => {
    // Seat 0 opens the betting; `fold` typed after the check is taken before seat 1 moves.
    const r = pyramids(
      ["play", "colonial", "--players", "4", "--seed", "3", "--bots", "heuristic"],
      "check\nfold\nlog\nquit\n",
    );
    expect(r.out).toContain("While others act you may still type fold.");
    const log = r.out.slice(r.out.indexOf("your move> log"));
    expect(log).toContain("· You check.\n· You fold.\n· Seat 1 checks.");
  });
});
