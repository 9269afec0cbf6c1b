/** `pyramids eval poker` and `pyramids compare poker`, run as a user would. */
import { describe, expect, it } from "vitest";
import { pyramids } from "./run-cli.js";

describe("pyramids eval/compare poker", () => {
  it("names a high hand and the cards it uses", () => {
    const r = pyramids(["eval", "poker", "Qs Qh Qd 2c 2d 9s 8h"]);
    expect(r.code).toBe(0);
    expect(r.out.split("\n")[0]).toBe("Full house, queens over twos  (Qs Qh Qd 2c 2d)");
  });

  it("ranks lows and wild cards, as JSON too", () => {
    const low = JSON.parse(
      pyramids(["eval", "poker", "7h 5d 4c 3s 2h 9d", "--low", "deuce-to-seven", "--json"]).out,
    );
    expect(low).toMatchObject({ name: "7-5-4-3-2", used: "7h 5d 4c 3s 2h", qualifies8: true });
    const wild = JSON.parse(
      pyramids(["eval", "poker", "2c 2d As Ad Ah", "--wild", "2", "--json"]).out,
    );
    expect(wild.category).toBe("five-of-a-kind");
  });

  it("compares: the first line is A, B or tie", () => {
    expect(pyramids(["compare", "poker", "Ah Ad", "Ks Kd"]).out.split("\n")[0]).toBe("A");
    expect(pyramids(["compare", "poker", "Ks Kd", "Ah Ad"]).out.split("\n")[0]).toBe("B");
    expect(pyramids(["compare", "poker", "Ah Kh", "As Ks"]).out.split("\n")[0]).toBe("tie");
    const both = pyramids([
      "compare",
      "poker",
      "2c 2d As Ad Ah",
      "Ks Qs Js Ts 9s",
      "--wild",
      "2",
      "--json",
    ]);
    expect(JSON.parse(both.out)).toMatchObject({ winner: "A", b: { category: "straight-flush" } });
    const low = pyramids([
      "compare",
      "poker",
      "5c 4d 3h 2s Ac",
      "6c 4d 3h 2s Ac",
      "--low",
      "ace-to-six",
    ]);
    expect(low.out.split("\n")[0]).toBe("B");
  });

  it("refuses bad cards, duplicates and unknown orders with one line", () => {
    for (const args of [
      ["eval", "poker", "As Kx"],
      ["eval", "poker", "As As"],
      ["eval", "poker", "As", "--low", "nope"],
      ["eval", "poker", "As", "--wild", "Zz"],
      ["compare", "poker", "As", ""],
    ]) {
      const r = pyramids(args);
      expect(r.code).toBe(2);
      expect(r.err.trim().split("\n")).toHaveLength(1);
      expect(r.err).toMatch(/^pyramids: /);
    }
  });
});
