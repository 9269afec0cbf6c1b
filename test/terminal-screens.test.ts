/**
 * `pyramids play` in a real pseudo-terminal (util-linux `script`) at 80×24 and 60×20: every turn
 * screen, from its clear-screen code to its prompt, fits the terminal and shows the prompt, the
 * board's rows the legal moves name, and the pot line where the game has one. The game is then
 * replayed from its saved record to know, screen by screen, what the player could do.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Action, GameDefinition } from "../src/core/game.js";
import { Table, type TableRecord } from "../src/core/match.js";
import type { ColonialView } from "../src/games/colonial/view.js";
import type { DealersChoiceView } from "../src/games/dealers-choice/index.js";
import { registry } from "../src/packages/index.js";

const hasScript = spawnSync("script", ["--version"]).status === 0;

interface Played {
  readonly screens: string[][];
  readonly record: TableRecord;
}

/**
 * Plays `args` in a terminal of `columns`×`rows`. Each turn the player tries check, call and keep
 * (Colonial's discard of nothing) before the first action: a refused line only gets its reason,
 * so the game goes on through bets and discards rather than folding every hand.
 */
function playInTerminal(args: string[], columns: number, rows: number): Played {
  const save = join(mkdtempSync(join(tmpdir(), "screens-")), "game.json");
  const command = `stty cols ${columns} rows ${rows} -echo; exec "${process.execPath}" dist/cli/main.js play ${args.join(" ")} --save ${save}`;
  const r = spawnSync("script", ["-qec", command, "/dev/null"], {
    input: "check\ncall\nkeep\n1\n".repeat(1500),
    // Only a guard against a terminal that never closes; nothing is timed.
    timeout: 600_000,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", TERM: "xterm" },
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(r.status).toBe(0);
  const screens = r.stdout
    .split("\u001b[2J\u001b[H")
    .slice(1)
    .map((s) => s.slice(0, s.indexOf("your move> ") + "your move> ".length).split("\r\n"));
  return { screens, record: JSON.parse(readFileSync(save, "utf8")) as TableRecord };
}

/** The view and legal actions at each of seat 0's turns, replayed from the record. */
function turns(record: TableRecord): { game: GameDefinition; view: unknown; legal: Action[] }[] {
  const game = registry.get(record.game)!;
  const table = Table.create(game, record.options, record.players, record.seed);
  const out: { game: GameDefinition; view: unknown; legal: Action[] }[] = [];
  for (const { seat, action } of record.actions) {
    if (seat === 0)
      out.push({
        game,
        view: game.view(table.state, 0),
        legal: game.legalActions(table.state, 0),
      });
    const r = table.submit(seat, action);
    expect(r.ok).toBe(true);
  }
  return out;
}

/** What must be on screen for one turn: lines (as patterns) that name each place a move names. */
function mustShow(gameId: string, view: unknown, legal: readonly Action[]): RegExp[] {
  const out: RegExp[] = [];
  for (const a of legal as (Action & Record<string, unknown>)[]) {
    if (gameId === "pyramid-poker" && (a.type === "take" || a.type === "place"))
      out.push(new RegExp(`^level ${a.level} `));
    if (gameId === "tyramid" && a.type === "play")
      // The open place's label on the board (the hand's list writes "2,0 → 5").
      out.push(new RegExp(`(^|\\s)${a.row},${a.place}(\\s|$)(?!.*→)`));
    if (a.type === "discard") out.push(/seat 0 \(you\)/);
  }
  if (gameId === "colonial") out.push(new RegExp(`pot ${(view as ColonialView).pot}\\b`));
  if (gameId === "dealers-choice") {
    const v = view as DealersChoiceView;
    if (v.phase === "call") out.push(/call three-sided/, /call colonial/);
    else if (v.deal?.game === "three-sided") out.push(new RegExp(`^Pot ${v.deal.view.pot}\\b`));
    else if (v.deal) out.push(new RegExp(`pot ${v.deal.view.pot}\\b`));
  }
  return out;
}

const tables = [
  "pyramid-poker --seed screens --bots heuristic",
  "pyramid-poker --players 4 --seed four --bots heuristic",
  "tyramid --seed screens --bots heuristic",
  "tyramid --option mode=hourglass --players 3 --seed glass --bots heuristic",
  "colonial --seed screens --bots heuristic --option hands=2",
  "dealers-choice --players 3 --seed b --bots heuristic --option hands=3",
].map((line) => line.split(" "));

describe.skipIf(!hasScript)("terminal screens", () => {
  for (const [columns, rows] of [
    [80, 24],
    [60, 20],
  ] as const)
    for (const args of tables)
      it(`${args.join(" ")} at ${columns}×${rows}: every screen shows the prompt, the rows the moves name and the pot`, () => {
        const { screens, record } = playInTerminal([...args], columns, rows);
        const mine = turns(record);
        expect(screens.length).toBe(mine.length);
        expect(record.actions.length).toBeGreaterThan(mine.length);
        screens.forEach((screen, i) => {
          const where = `screen ${i + 1} of ${screens.length}:\n${screen.join("\n")}`;
          expect(screen.length, where).toBeLessThanOrEqual(rows - 2);
          expect(screen.at(-1), where).toBe("your move> ");
          for (const line of screen) expect([...line].length, where).toBeLessThanOrEqual(columns);
          const { view, legal } = mine[i]!;
          for (const pattern of mustShow(record.game, view, legal))
            expect(
              screen.some((l) => pattern.test(l)),
              `${pattern} missing on ${where}`,
            ).toBe(true);
        });
      });
});
