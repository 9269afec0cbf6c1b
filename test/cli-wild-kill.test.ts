/** `pyramids eval wild-kill`, `play` and `sim`, run as a user would. */
import { describe, expect, it } from "vitest";
import { pyramids } from "./run-cli.js";

describe("pyramids eval wild-kill", () => {
  it("prints the surviving cards and the best high", () => {
    const r = pyramids([
      "eval",
      "wild-kill",
      "As Ad 7c 3d 4s",
      "--wild",
      "7h 3s",
      "--shared",
      "Ah Kc Qd",
      "--kill",
      "9c 9d 8s 4c",
    ]);
    expect(r.code).toBe(0);
    expect(r.out.split("\n")).toEqual([
      "Wild: threes, sevens. Killed: fours, eights, nines.",
      "Surviving: As Ad 7c 3d Ah Kc Qd  (killed 4s)",
      "High: Five of a kind, aces  (As Ad Ah 7c 3d)",
      "",
    ]);
  });

  it("follows --wild-killed and --low, as JSON too", () => {
    const args = [
      "eval",
      "wild-kill",
      "Kc 3c 4c 5c 6c",
      "--wild",
      "Kh 2s",
      "--shared",
      "Qd Jd Td",
      "--kill",
      "Kd 9h 8h 7h",
      "--low",
      "ace-to-five",
      "--json",
    ];
    const killed = JSON.parse(pyramids(args).out);
    expect(killed).toMatchObject({ killed: "Kc", high: { name: "Queen high" } });
    const wild = JSON.parse(pyramids([...args, "--wild-killed", "wild"]).out);
    expect(wild).toMatchObject({
      killed: "",
      high: { category: "straight-flush" },
      low: { name: "6-5-4-3-A" },
    });
  });

  it("refuses missing rows, wrong counts and repeated cards with one line", () => {
    for (const args of [
      ["eval", "wild-kill", "As Ad 7c 3d 4s", "--shared", "Ah Kc Qd", "--kill", "9c 9d 8s 4c"],
      [
        "eval",
        "wild-kill",
        "As Ad 7c 3d",
        "--wild",
        "7h 3s",
        "--shared",
        "Ah Kc Qd",
        "--kill",
        "9c 9d 8s 4c",
      ],
      [
        "eval",
        "wild-kill",
        "As Ad 7c 3d 4s",
        "--wild",
        "7h As",
        "--shared",
        "Ah Kc Qd",
        "--kill",
        "9c 9d 8s 4c",
      ],
      [
        "eval",
        "wild-kill",
        "As Ad 7c 3d 4s",
        "--wild",
        "7h 3s",
        "--shared",
        "Ah Kc Qd",
        "--kill",
        "9c 9d 8s 4c",
        "--wild-killed",
        "maybe",
      ],
    ]) {
      const r = pyramids(args);
      expect(r.code).toBe(2);
      expect(r.err.trim().split("\n")).toHaveLength(1);
      expect(r.err).toMatch(/^pyramids: /);
    }
  });

  it("simulates heuristic against random", () => {
    const r = pyramids([
      "sim",
      "wild-kill",
      "--bots",
      "heuristic,random",
      "--games",
      "4",
      "--option",
      "hands=3",
      "--workers",
      "0",
      "--json",
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ games: 4 });
  });
});
