/** `pyramids eval three-sided`, `play` and `sim`, run as a user would. */
import { describe, expect, it } from "vitest";
import { pyramids } from "./run-cli.js";

describe("pyramids eval three-sided", () => {
  it("names the best high and low with the side and cards each uses", () => {
    const r = pyramids(["eval", "three-sided", "2c 3d 4h Ah", "5s 7c 6d Kc 9h Qs"]);
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    expect(lines[0]).toBe("High: Straight, five high  (5s 4h 3d 2c Ah)  right 4-1-5");
    expect(lines[1]).toBe(
      "Low, ace-to-five: 5-4-3-2-A  (5s 4h 3d 2c Ah)  right 4-1-5, qualifies 8-or-better",
    );
  });

  it("keeps a flush that needs two sides out, and ranks other lows, as JSON", () => {
    const j = JSON.parse(
      pyramids([
        "eval",
        "three-sided",
        "As Ks 7d 2c",
        "Qs Ts Js 8h 3d 9c",
        "--low",
        "ace-to-six",
        "--json",
      ]).out,
    );
    expect(j.high.name).toBe("Ace high");
    expect(j.low).toBe("ace-to-six");
    expect(j.sides).toHaveLength(3);
  });

  it("refuses a wrong number of cards or a repeated card", () => {
    expect(pyramids(["eval", "three-sided", "2c 3d 4h", "5s 7c 6d Kc 9h Qs"]).code).not.toBe(0);
    const twice = pyramids(["eval", "three-sided", "2c 3d 4h Ah", "Ah 7c 6d Kc 9h Qs"]);
    expect(twice.code).not.toBe(0);
    expect(twice.err).toContain("twice");
  });
});
