import { Command } from "commander";
import type { GameDefinition, GameEvent, Paint } from "../../core/game.js";
import {
  judgeLessonLine,
  type Lesson,
  type LessonPosition,
  lessonPosition,
} from "../../core/lesson.js";
import { registry as defaultRegistry } from "../../packages/index.js";
import type { GameRegistry } from "../../packages/registry.js";
import { printJson } from "../common.js";
import { fail } from "../fail.js";
import { notationLegend } from "../legend.js";
import { TypedLines } from "../lines.js";
import { terminalPaint } from "../paint.js";
import { fitText, type ScreenSize, screenSize, wrapLine } from "../screen.js";
import { eventLine, viewLines } from "../turn-screen.js";

/** The latest events shown above a step's words. */
const EVENTS_SHOWN = 4;

interface LearnOpts {
  json?: boolean;
  steps?: boolean;
}

function lessonsOf(registry: GameRegistry): { game: GameDefinition; lesson: Lesson }[] {
  return registry.packages.flatMap((p) => (p.lesson ? [{ game: p.game, lesson: p.lesson }] : []));
}

function positionAt(game: GameDefinition, lesson: Lesson, step: number): LessonPosition {
  const at = lessonPosition(game, lesson, step);
  if (!at.ok) return fail(at.error.message);
  return at.value;
}

/**
 * One step at the terminal, bottom up like a turn: the prompt, the words and the latest events
 * always fit; the board takes the rows left.
 */
function stepScreen(
  game: GameDefinition,
  lesson: Lesson,
  at: LessonPosition,
  paint: Paint,
  size: ScreenSize,
): string[] {
  const step = lesson.steps[at.step]!;
  const width = size.columns;
  const head = paint("bold", `${lesson.title} · step ${at.step + 1} of ${lesson.steps.length}`);
  const events = at.events.slice(-EVENTS_SHOWN).flatMap((e) => eventLine(e, paint, width));
  const words = wrapLine(paint("cyan", step.say), width);
  const look = paint("gray", `Look at: ${step.highlight.join("  ")}   (hint, quit)`);
  const view = game.view(at.state, lesson.learner);
  const legend = notationLegend(game, view);
  const key = legend ? wrapLine(paint("gray", legend), width) : [];
  // the prompt and one line for a refusal's hint
  const rowsFree = size.rows - (events.length + words.length + key.length + 4);
  const board = viewLines(game, view, lesson.learner, paint, size, rowsFree);
  const fitted = board.length > rowsFree ? board.slice(board.length - rowsFree) : board;
  return [head, ...fitted, ...key, ...events, ...words, look];
}

/** Walks a lesson with the person's typed lines; resolves once the last step is made. */
async function walk(game: GameDefinition, lesson: Lesson, lines: TypedLines): Promise<void> {
  const paint = terminalPaint();
  const size = screenSize();
  const tty = process.stdout.isTTY === true;
  const write = (ls: readonly string[]) => {
    if (ls.length > 0) process.stdout.write(`${ls.join("\n")}\n`);
  };
  for (let i = 0; i < lesson.steps.length; i++) {
    const at = positionAt(game, lesson, i);
    const step = lesson.steps[i]!;
    if (tty) process.stdout.write("\u001b[2J\u001b[H");
    else if (i > 0) process.stdout.write("\n");
    write(stepScreen(game, lesson, at, paint, size));
    for (;;) {
      process.stdout.write(paint("bold", "your move> "));
      const line = await lines.next();
      if (line === null) fail("Input ended; the lesson was not finished.");
      if (process.stdin.isTTY !== true) process.stdout.write(`${line}\n`);
      const text = line.trim();
      const word = text.toLowerCase();
      if (word === "") continue;
      if (word === "quit" || word === "exit") fail("You left the lesson.");
      if (word === "hint" || word === "help") {
        write(wrapLine(paint("gray", `Type: ${step.move}`), size.columns));
        continue;
      }
      const answer = judgeLessonLine(game, lesson, at, text);
      if (answer.ok) break;
      const why = answer.reason ? `${answer.reason} ` : "";
      write(wrapLine(paint("red", `${why}${answer.hint}`), size.columns));
    }
  }
  const end = positionAt(game, lesson, lesson.steps.length);
  process.stdout.write("\n");
  write(end.events.flatMap((e: GameEvent) => eventLine(e, paint, size.columns)));
  write(fitText(paint("cyan", lesson.done), size.columns));
  write([paint("bold", `Lesson complete: ${lesson.title}.`)]);
}

export function learnCommand(registry: GameRegistry = defaultRegistry): Command {
  return new Command("learn")
    .description("learn a game step by step on a real table: the lessons, or one game's")
    .argument("[game]", "game id (see `pyramids learn`)")
    .option("--steps", "print the lesson's steps, each with the move it asks for")
    .option("--json", "print JSON")
    .action(async (gameId: string | undefined, opts: LearnOpts) => {
      const all = lessonsOf(registry);
      if (gameId === undefined) {
        const rows = all.map(({ lesson }) => ({
          game: lesson.game,
          title: lesson.title,
          steps: lesson.steps.length,
        }));
        if (opts.json) return printJson(rows);
        for (const r of rows)
          process.stdout.write(`${r.game.padEnd(16)} ${r.title} (${r.steps} steps)\n`);
        process.stdout.write("Start one with: pyramids learn <game>\n");
        return;
      }
      const found = all.find(({ lesson }) => lesson.game === gameId);
      if (!found) {
        const known = all.map(({ lesson }) => lesson.game).join(", ") || "none";
        fail(`There is no lesson for "${gameId}". Lessons: ${known}.`);
      }
      const { game, lesson } = found;
      if (opts.steps) {
        const steps = lesson.steps.map((s) => ({ say: s.say, move: s.move }));
        if (opts.json) return printJson(steps);
        const width = screenSize().columns;
        steps.forEach((s, i) => {
          process.stdout.write(`${fitText(`${i + 1}. ${s.say}`, width).join("\n")}\n`);
          process.stdout.write(`   > ${s.move}\n`);
        });
        return;
      }
      if (opts.json) fail("--json goes with a list: pyramids learn --json, or --steps --json.");
      const lines = new TypedLines();
      try {
        await walk(game, lesson, lines);
      } finally {
        lines.close();
      }
    });
}
