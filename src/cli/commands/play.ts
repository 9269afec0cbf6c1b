import { mkdirSync, writeFileSync } from "node:fs";
import { createInterface } from "node:readline/promises";
import { Command } from "commander";
import { tableBotSeed } from "../../bots/index.js";
import { parseActionText } from "../../core/engine.js";
import type { Action, GameDefinition, GameEvent, Paint, Seat } from "../../core/game.js";
import { canonical } from "../../core/json.js";
import { type Player, runMatch } from "../../core/match.js";
import { newSeed } from "../../core/seed.js";
import { checkedOptions, collectOptions, gameById, intArg } from "../common.js";
import { fail } from "../fail.js";
import { actionMenu } from "../menu.js";
import { terminalPaint } from "../paint.js";
import { botList, seatBot, seatsFor } from "../seats.js";

interface PlayOpts {
  players?: string;
  seat?: string;
  bots?: string;
  seed?: string;
  option?: string[];
  variant?: string;
  save?: string;
}

/** Draws a seat's view: the game's own renderer, or its JSON. */
export function drawView(
  game: GameDefinition,
  view: unknown,
  viewer: Seat | "spectator",
  paint: Paint,
): string {
  return game.render ? game.render(view, viewer, paint) : JSON.stringify(view, null, 2);
}

export function seesEvent(event: GameEvent, seat: Seat | "spectator"): boolean {
  return event.audience === "public" || (seat !== "spectator" && event.audience.includes(seat));
}

/** A person at the terminal: shows the view and legal actions, reads the text form or a number. */
function terminalPlayer(
  game: GameDefinition,
  ask: (q: string) => Promise<string | null>,
  paint: Paint,
): Player {
  return async ({ view, legal, seat }) => {
    for (;;) {
      process.stdout.write(`\n${drawView(game, view, seat, paint)}\n\n`);
      process.stdout.write(paint("bold", "Your legal actions:\n"));
      const picks: Action[] = [];
      for (const entry of actionMenu(game, legal)) {
        if (entry.kind === "typed") {
          process.stdout.write(`  ${"".padStart(3)}  ${entry.text}\n`);
          continue;
        }
        const a = entry.action;
        picks.push(a);
        const hint = game.hint?.(view, a);
        process.stdout.write(
          `  ${paint("cyan", String(picks.length).padStart(3))}  ${game.showAction?.(view, a) ?? game.formatAction(a)}${hint ? paint("gray", `  — ${hint}`) : ""}\n`,
        );
      }
      const line = await ask(paint("bold", "your move> "));
      if (line === null) fail("Input ended; the game was not finished.");
      const text = line.trim();
      if (text === "quit" || text === "exit") fail("You left the table.");
      const index = /^\d+$/.test(text) ? Number(text) - 1 : -1;
      if (index >= 0 && index < picks.length) return picks[index]!;
      const parsed = parseActionText(game, text);
      if (!parsed.ok) {
        process.stdout.write(paint("red", `${parsed.error.message}\n`));
        continue;
      }
      if (!legal.some((a) => canonical(a) === canonical(parsed.value))) {
        process.stdout.write(paint("red", `"${text}" is not legal now.\n`));
        continue;
      }
      return parsed.value;
    }
  };
}

export function playCommand(): Command {
  return new Command("play")
    .description("play a game in the terminal against bots")
    .argument("<game>", "game id (see `pyramids list`)")
    .option("--players <n>", "number of players")
    .option("--seat <k>", "your seat (0 = first)", "0")
    .option("--bots <names>", "bots for the other seats, comma-separated", "random")
    .option("--seed <seed>", "table seed (default: a fresh random one)")
    .option("--variant <name>", "a named variant (see `pyramids list`)")
    .option(
      "--option <key=value>",
      "a table option (repeatable)",
      (v, acc: string[]) => [...acc, v],
      [],
    )
    .option("--save <file>", "where to save the record (default records/<game>-<seed>.json)")
    .action(async (gameId: string, opts: PlayOpts) => {
      const game = gameById(gameId);
      const players = seatsFor(game, intArg("--players", opts.players, 1));
      const mySeat = intArg("--seat", opts.seat, 0, players - 1) ?? 0;
      const options = checkedOptions(
        game,
        collectOptions(opts.option, opts.variant, game),
        players,
      );
      const seed = opts.seed ?? newSeed();
      const names = botList(opts.bots, players - 1);
      const paint = terminalPaint();
      const rl = createInterface({
        input: process.stdin,
        output: process.stdout,
        terminal: process.stdin.isTTY === true,
      });
      const lines = rl[Symbol.asyncIterator]();
      const ask = async (q: string) => {
        process.stdout.write(q);
        const next = await lines.next();
        return next.done ? null : (next.value as string);
      };
      const labels: string[] = [];
      const seats: Player[] = [];
      let b = 0;
      for (let s = 0; s < players; s++) {
        if (s === mySeat) {
          labels.push("you");
          seats.push(terminalPlayer(game, ask, paint));
        } else {
          const name = names[b++]!;
          labels.push(name);
          seats.push(seatBot(name, game, tableBotSeed(seed, s)));
        }
      }
      process.stdout.write(
        paint("bold", `${game.name} — ${players} players, you are seat ${mySeat}. Seed ${seed}\n`),
      );
      const show = (events: readonly GameEvent[]) => {
        for (const e of events)
          if (seesEvent(e, mySeat)) process.stdout.write(paint("gray", `· ${e.text}\n`));
      };
      try {
        const result = await runMatch(
          game,
          options,
          seats,
          seed,
          {
            onStart: (_s, events) => show(events),
            onStep: (_s, _seat, _a: Action, events) => show(events),
          },
          labels,
        );
        process.stdout.write(
          `\n${drawView(game, game.view(result.state, mySeat), mySeat, paint)}\n\n`,
        );
        process.stdout.write(paint("bold", `${result.outcome.summary}\n`));
        const path = opts.save ?? `records/${game.id}-${seed}.json`;
        if (!opts.save) mkdirSync("records", { recursive: true });
        writeFileSync(path, `${JSON.stringify(result.record, null, 2)}\n`);
        process.stdout.write(
          `Record saved to ${path} (replay it with \`pyramids replay ${path}\`).\n`,
        );
      } finally {
        rl.close();
      }
    });
}
