/** `pyramids showdown`, the referee, and the quiet end of output on a closed pipe. */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { pyramids } from "./run-cli.js";

const threeSided = [
  "showdown",
  "three-sided",
  "--low",
  "deuce-to-seven",
  "--qualifier",
  "8",
  "--board",
  "Qh 4h Tc Jd Kc Qd",
  "--seat",
  "9c 7s 7h 4s:both:11",
  "--seat",
  "6d 3d 2c 5h:low:11",
];
const wildKill = [
  "showdown",
  "wild-kill",
  "--split",
  "high-low",
  "--wild",
  "Kh Ks",
  "--shared",
  "4d 5c 5d",
  "--kill",
  "2h 3h 4h 5h",
  "--seat",
  "2c 2d 3c 3d 4c:low:5",
  "--seat",
  "9c 9d Tc Jd Qc:low:5",
];

describe("pyramids showdown", () => {
  it("a failed swing takes no part of the pot: the low declarer takes all 22", () => {
    const r = pyramids(threeSided);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      "Seat 0 declared both and did not win or tie both ways: no part of it.",
    );
    expect(r.out).toContain("Payouts: seat 0 0, seat 1 22.");
    const j = JSON.parse(pyramids([...threeSided, "--json"]).out);
    expect(j.payouts).toEqual([
      { seat: 0, chips: 0 },
      { seat: 1, chips: 22 },
    ]);
    expect(j.pots[0].swingLosers).toEqual([0]);
    expect(j.pots[0].shares).toEqual([
      { part: "shared", whole: true, amount: 22, winners: [1], oddChips: [] },
    ]);
  });

  it("an empty hand is the worst low: the pair of nines takes all 10", () => {
    const r = pyramids(wildKill);
    expect(r.code).toBe(0);
    expect(r.out).toContain("low: No cards");
    expect(r.out).toContain("Payouts: seat 0 0, seat 1 10.");
    const j = JSON.parse(pyramids([...wildKill, "--json"]).out);
    expect(j.payouts).toEqual([
      { seat: 0, chips: 0 },
      { seat: 1, chips: 10 },
    ]);
  });

  it("builds side pots from the chips put in, folded chips included", () => {
    const j = JSON.parse(
      pyramids([
        "showdown",
        "wild-kill",
        "--wild",
        "Kh Ks",
        "--shared",
        "4d 5c 5d",
        "--kill",
        "2h 3h 4h 6h",
        "--seat",
        "As Ad 7c 7d 8h:3",
        "--seat",
        "Ac Ah 7s 7h 8c:10",
        "--seat",
        "fold:4",
        "--seat",
        "9c 9d Tc Jd Qc:10",
        "--json",
      ]).out,
    );
    // Main pot 3 x 4 = 12 (the folded 3 in it too): seats 0 and 1 tie (aces and sevens, a five).
    // Side pot: 7 + 7 + the fold's 1 = 15 for seats 1 and 3: seat 1's aces up win it.
    expect(j.pots.map((p: { amount: number }) => p.amount)).toEqual([12, 15]);
    expect(j.payouts.map((p: { chips: number }) => p.chips)).toEqual([6, 21, 0, 0]);
  });

  it("refuses bad input with one clear line", () => {
    const bad = (args: string[], text: string) => {
      const r = pyramids(args);
      expect(r.code).toBe(2);
      expect(r.out).toBe("");
      expect(r.err).toContain(text);
    };
    bad(["showdown", "colonial", "--seat", "x:1", "--seat", "y:1"], "three-sided and wild-kill");
    bad(
      [...threeSided.slice(0, -2), "--seat", "6d 3d 2c 5h:sideways:11"],
      "high, low, both or fold",
    );
    bad([...threeSided.slice(0, -2), "--seat", "9c 3d 2c 5h:low:11"], "9c is dealt twice");
    bad([...threeSided.slice(0, -2), "--seat", "6d 3d 2c:low:11"], "4 cards, not 3");
    bad([...threeSided.slice(0, -2), "--seat", "6d 3d 2c 5h:low:-1"], "chips");
    bad(threeSided.slice(0, 7), "--board");
  });
});

describe("output into a closed pipe", () => {
  it("ends quietly: `pyramids list | head -1` prints one line, no error, status 0", () => {
    const r = spawnSync(
      "bash",
      ["-c", 'node dist/cli/main.js list | head -1; echo "node exited $PIPESTATUS"'],
      { encoding: "utf8" },
    );
    const lines = r.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^colonial — /);
    expect(lines[1]).toBe("node exited 0");
    expect(r.stderr).toBe("");
  });
});
