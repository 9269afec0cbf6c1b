import { describe, expect, it } from "vitest";
import type { GameDefinition } from "../src/core/game.js";
import { judgeLessonLine, lessonPosition, lessonProblems } from "../src/core/lesson.js";
import { packages } from "../src/packages/index.js";

/**
 * Every game's lesson walked on its real engine: each step's position is reached by its scripted
 * moves from the seed, shows what its words speak of, accepts the asked move and refuses every
 * other legal move with the step's hint.
 */
describe("lessons", () => {
  it("every registered game has a lesson", () => {
    expect(packages.filter((p) => !p.lesson).map((p) => p.id)).toEqual([]);
  });

  for (const p of packages) {
    if (!p.lesson) continue;
    const lesson = p.lesson;
    const game: GameDefinition = p.game;
    it(`${p.id}: the lesson fits the engine, step by step`, () => {
      expect(lesson.game).toBe(p.id);
      expect(lessonProblems(game, lesson)).toEqual([]);
    });

    it(`${p.id}: a wrong line gets the hint, the asked one is taken`, () => {
      const first = lessonPosition(game, lesson, 0);
      if (!first.ok) throw new Error(first.error.message);
      const wrong = judgeLessonLine(game, lesson, first.value, "no such move");
      expect(wrong).toMatchObject({ ok: false, hint: lesson.steps[0]!.hint });
      expect(judgeLessonLine(game, lesson, first.value, lesson.steps[0]!.move)).toEqual({
        ok: true,
      });
      const end = lessonPosition(game, lesson, lesson.steps.length);
      expect(end.ok).toBe(true);
    });
  }

  it("a lesson whose scripted move the engine refuses is reported, not played", () => {
    const p = packages.find((q) => q.id === "colonial")!;
    const steps = [...p.lesson!.steps];
    steps[0] = { ...steps[0]!, move: "cut 99" };
    expect(lessonProblems(p.game, { ...p.lesson!, steps })).toEqual([
      'step 1: "cut 99" is not a legal move there',
      expect.stringMatching(/lesson is broken: "cut 99"/),
    ]);
    const short = { ...p.lesson!, steps: p.lesson!.steps.slice(0, 5) };
    expect(lessonProblems(p.game, short)).toEqual(["it has 5 steps, not 6 to 15"]);
  });
});
