/** `pyramids learn` through the built command, as a newcomer would use it, for every lesson. */
import { describe, expect, it } from "vitest";
import type { GameDefinition } from "../src/core/game.js";
import { lessonPosition } from "../src/core/lesson.js";
import { packages } from "../src/packages/index.js";
import { pyramids } from "./run-cli.js";

describe("pyramids learn", () => {
  it("lists six lessons of 6 or more steps", () => {
    const r = pyramids(["learn", "--json"]);
    expect(r.code).toBe(0);
    const list = JSON.parse(r.out) as { game: string; title: string; steps: number }[];
    expect(list.map((l) => l.game).sort()).toEqual(packages.map((p) => p.id).sort());
    for (const l of list) expect(l.steps).toBeGreaterThanOrEqual(6);
    expect(pyramids(["learn"]).out).toContain("pyramids learn <game>");
  });

  for (const p of packages) {
    it(`${p.id}: a wrong move gets the hint, the steps' moves finish the lesson`, () => {
      const game: GameDefinition = p.game;
      const lesson = p.lesson!;
      const steps = pyramids(["learn", p.id, "--steps", "--json"]);
      expect(steps.code).toBe(0);
      const list = JSON.parse(steps.out) as { say: string; move: string }[];
      expect(list).toEqual(lesson.steps.map((s) => ({ say: s.say, move: s.move })));
      // A legal move of the first position that is not the one asked for.
      const first = lessonPosition(game, lesson, 0);
      if (!first.ok) throw new Error(first.error.message);
      const wrong = game
        .legalActions(first.value.state, lesson.learner)
        .map((a) => game.formatAction(a))
        .find((m) => m !== lesson.steps[0]!.move);
      const lines = [...(wrong ? [wrong] : []), "nonsense", ...list.map((s) => s.move)];
      const r = pyramids(["learn", p.id], `${lines.join("\n")}\n`);
      expect(r.err).toBe("");
      expect(r.code).toBe(0);
      // Wrapped at 80 columns: read as one line of words.
      const words = r.out.replace(/\n\s*/g, " ");
      expect(words.split(lesson.steps[0]!.hint).length - 1).toBe(wrong ? 2 : 1);
      expect(r.out).toContain(`step ${list.length} of ${list.length}`);
      // Every screen carries the one-line key to its notation.
      expect(r.out).toMatch(/^Key: /m);
      expect(r.out.trimEnd().split("\n").at(-1)).toBe(`Lesson complete: ${lesson.title}.`);
      // Every screen fits 80 columns.
      for (const line of r.out.split("\n")) expect([...line].length).toBeLessThanOrEqual(80);
    });
  }

  it("says in the terminal why a shown hand wins", () => {
    const lesson = packages.find((p) => p.id === "colonial")!.lesson!;
    const moves = lesson.steps.map((s) => s.move).join("\n");
    const words = pyramids(["learn", "colonial"], `${moves}\n`).out.replace(/\n\s*/g, " ");
    expect(words).toContain(
      "Purple First-Level Perfect Pyramid beats seat 0's First-Level Pyramid: a perfect pyramid ranks above any other pyramid of its level.",
    );
  });

  it("stops with a reason when input ends before the lesson does", () => {
    const r = pyramids(["learn", "tyramid"], "stop\n");
    expect(r.code).not.toBe(0);
    expect(r.err).toContain("the lesson was not finished");
    expect(pyramids(["learn", "chess"]).err).toMatch(/no lesson for "chess"/);
  });
});
