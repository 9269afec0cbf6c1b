import { styleText } from "node:util";
import { describe, expect, it } from "vitest";
import { visibleWidth, wrapLine } from "./screen.js";

describe("wrapLine", () => {
  it("breaks at spaces, indents continuations and never exceeds the width", () => {
    const legend =
      "deck 114 · discards 0 · ● circle  ☾ crescent  ▲ triangle  ■ square  ★ star   ·   V violet  C cyan  Y yellow  O orange  R red";
    const lines = wrapLine(legend, 80);
    expect(lines.length).toBe(2);
    for (const l of lines) expect(visibleWidth(l)).toBeLessThanOrEqual(80);
    expect(lines[1]!.startsWith("  ")).toBe(true);
    expect(lines.join(" ").replace(/\s+/g, " ")).toBe(legend.replace(/\s+/g, " "));
  });

  it("cuts a word longer than the line, and leaves a short line alone", () => {
    expect(wrapLine("x".repeat(25), 10).map((l) => l.trim().length)).toEqual([10, 8, 7]);
    expect(wrapLine("short", 80)).toEqual(["short"]);
  });

  it("counts colour codes as no width", () => {
    const red = styleText("red", "a ".repeat(30), { validateStream: false });
    expect(visibleWidth(red)).toBe(60);
    expect(wrapLine(red, 60)).toEqual([red]);
  });
});
