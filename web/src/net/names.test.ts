import { describe, expect, test } from "vitest";
import { cleanName, NAME_MAX, nameProblem } from "./names";

describe("player names", () => {
  test("a name is trimmed and its inner spaces kept single", () => {
    expect(cleanName("  Ann   Lee ")).toBe("Ann Lee");
  });
  test("an empty name asks for one", () => {
    expect(nameProblem("   ")).toMatch(/^Type a name/);
  });
  test("24 characters pass, 25 are refused with the count", () => {
    expect(nameProblem("a".repeat(NAME_MAX))).toBeNull();
    expect(nameProblem("a".repeat(NAME_MAX + 1))).toBe(
      "A name has at most 24 characters; this one has 25.",
    );
  });
  test("characters are counted as people see them, not as UTF-16 units", () => {
    expect(nameProblem("🂡".repeat(NAME_MAX))).toBeNull();
  });
  test("control characters are refused", () => {
    expect(nameProblem("Ann\u0007")).toMatch(/control characters/);
  });
  test("a name shaped like a seat is refused: the log names seats so", () => {
    expect(nameProblem("seat 3")).toMatch(/look like a seat/);
    expect(nameProblem("Seats")).toBeNull();
  });
  test("markup is just text in a name", () => {
    expect(nameProblem("<b>Bo</b>")).toBeNull();
  });
});
