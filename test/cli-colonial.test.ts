/** `pyramids play colonial` through its standard input, as a player at the terminal meets it. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pyramids } from "./run-cli.js";

/** The log lines (`· …`) the player was shown. */
const logLines = (out: string) =>
  out
    .split("\n")
    .filter((l) => l.startsWith("· "))
    .map((l) => l.slice(2));

/** The whole log as `log` prints it (the turn screen shows only the latest events). */
const fullLog = (out: string) => logLines(out.slice(out.indexOf("your move> log")));

describe("pyramids play colonial", () => {
  it("shows the first hand from its ante, even with no cut", () => {
    const r = pyramids(
      [
        "play",
        "colonial",
        "--players",
        "3",
        "--seed",
        "9",
        "--variant",
        "no-cut",
        "--bots",
        "random",
        "--save",
        "/dev/null",
      ],
      "log\nquit\n",
    );
    const log = fullLog(r.out);
    expect(log[0]).toBe("Hand 1: you deal.");
    expect(log.slice(1, 5)).toEqual([
      "Every player antes 1.",
      "You deal 6 cards to each player.",
      expect.stringMatching(/^You are dealt /),
      "Betting round 1: seat 1 to act.",
    ]);
  });

  it("seeds the bots from the table's seed: other seeds differ from the first bot action on", () => {
    /** The first thing a bot (seats 1 and 2; you are seat 0) did, and every line after it. */
    const fromFirstBotAction = (seed: string) => {
      const log = fullLog(
        pyramids(
          ["play", "colonial", "--players", "3", "--seed", seed, "--save", "/dev/null"],
          "log\nquit\n",
        ).out,
      );
      return log.slice(log.findIndex((l) => /^Seat [12] (?!may |deals )/.test(l)));
    };
    const runs = ["9", "42", "132"].map(fromFirstBotAction);
    for (const run of runs) expect(run[0]).toMatch(/^Seat [12] /);
    expect(new Set(runs.map((r) => r[0])).size).toBe(3);
    expect(fromFirstBotAction("42")).toEqual(runs[1]);
  });

  it("asks which cards for a bare discard; keep discards none", () => {
    const r = pyramids(
      [
        "play",
        "colonial",
        "--players",
        "2",
        "--seed",
        "2",
        "--variant",
        "no-cut",
        "--bots",
        "random",
        "--save",
        "/dev/null",
      ],
      "call\ndiscard\nkeep\nlog\nquit\n",
    );
    const asked = r.out.indexOf(
      "Discard which cards? Name them (discard P1 G2); to discard none, say keep.",
    );
    expect(asked).toBeGreaterThan(r.out.indexOf("· Discard 1: everyone still in chooses"));
    // Nothing was discarded on the bare word: the choice came with `keep`, after the question.
    expect(r.out.lastIndexOf("· You have chosen a discard.")).toBeGreaterThan(asked);
    expect(r.out).toContain("· You discard 0.");
  });

  it("seats the table default of 4 and offers the cut as one typed line and a tap", () => {
    // Seed 8 puts the cut to seat 0, the player.
    const r = pyramids(
      ["play", "colonial", "--seed", "8", "--bots", "random", "--save", "/dev/null"],
      "quit\n",
    );
    expect(r.out).toContain("Colonial Pyramid — 4 players, you are Seat 0.");
    const menu = r.out.slice(r.out.indexOf("Your legal actions:"));
    expect(menu).toMatch(/ {4}1 {2}tap\n {2}Type: cut N \(1–54\)\n/);
    expect(menu).not.toContain("cut 1\n");
  });

  it("names the values an option takes, in the listing and in the refusal", () => {
    const list = pyramids(["list"]).out;
    expect(list).toContain("    handSize: 6 | 8 (default 6)");
    expect(list).toContain("    discards: 0 | 1 | 2 (default 1)");
    expect(list).toContain("    hands: whole number 1–100000 | null (default null)");
    expect(list).not.toContain("one of several");
    const bad = pyramids(["play", "colonial", "--option", "handSize=7"]);
    expect(bad.code).not.toBe(0);
    expect(bad.err).toBe('pyramids: Option "handSize" must be 6 | 8, not 7.\n');
  });

  it("with earth=true shows and reads Earth faces everywhere: log, hand, best, actions", () => {
    const r = pyramids(
      [
        "play",
        "colonial",
        "--players",
        "2",
        "--seed",
        "2",
        "--variant",
        "no-cut",
        "--option",
        "earth=true",
        "--bots",
        "random",
        "--save",
        "/dev/null",
      ],
      "call\nactions\ndiscard 2♦\nlog\nquit\n",
    );
    expect(r.out).toContain("· You are dealt K♥ K♣ 2♥ 2♣ 3♣ 2♦.");
    expect(r.out).toContain("Your best: Second-Level Pyramid, kicker 2♥");
    expect(r.out).toMatch(/ {3}\d+ {2}discard K♥ K♣ 2♥ 2♣ {2}— keep 3♣ 2♦\n/);
    expect(r.out).toContain("· You discard 1.");
    expect(r.out).not.toMatch(/\b[PGO][123]\b/);
  });

  it("replays a record from hand 1's opening", () => {
    const dir = mkdtempSync(join(tmpdir(), "colonial-"));
    const path = join(dir, "record.json");
    const record = {
      game: "colonial",
      options: { cut: false },
      players: 3,
      seed: "9",
      actions: [],
    };
    writeFileSync(path, JSON.stringify(record));
    const r = pyramids(["replay", path, "--seat", "0"]);
    expect(r.code).toBe(0);
    expect(logLines(r.out).slice(0, 5)).toEqual([
      "Hand 1: seat 0 deals.",
      "Every player antes 1.",
      "Seat 0 deals 6 cards to each player.",
      "You are dealt P1 G1 G1 P2 O2 O3.",
      "Betting round 1: seat 1 to act.",
    ]);
  });
});
