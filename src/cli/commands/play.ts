import { mkdirSync, writeFileSync } from "node:fs";
import { setImmediate as nextTick } from "node:timers/promises";
import { Command } from "commander";
import type { Action, GameDefinition, GameEvent, Paint, Seat } from "../../core/game.js";
import { type Player, Table } from "../../core/match.js";
import { personal } from "../../core/personal.js";
import { commitment, newSeed } from "../../core/seed.js";
import { registry as defaultRegistry } from "../../packages/index.js";
import type { GameRegistry } from "../../packages/registry.js";
import { tableBotSeed } from "../../players/bots.js";
import { checkedOptions, collectOptions, gameById, wholeNumber } from "../common.js";
import { announce, tableHeader } from "../early.js";
import { fail } from "../fail.js";
import { notationLegend } from "../legend.js";
import { TypedLines } from "../lines.js";
import { actionMenu } from "../menu.js";
import { readMove } from "../moves.js";
import { terminalPaint } from "../paint.js";
import { fitText, type ScreenSize, screenSize, wrapLine } from "../screen.js";
import { botList, seatBot, seatsFor } from "../seats.js";
import { actionLines, eventLine, turnScreen, viewLines } from "../turn-screen.js";

export { drawView } from "../turn-screen.js";

interface PlayOpts {
  players?: string;
  seat?: string;
  bots?: string;
  seed?: string;
  option?: string[];
  variant?: string;
  save?: string;
}

export function seesEvent(event: GameEvent, seat: Seat | "spectator"): boolean {
  return event.audience === "public" || (seat !== "spectator" && event.audience.includes(seat));
}

/** The screen's notation legend, as a note under the moves (none for a game without one). */
function legendOf(game: GameDefinition, view: unknown): string[] {
  const line = notationLegend(game, view);
  return line ? [line] : [];
}

/** Lines the loop understands besides moves. */
const HELP =
  "Type a move's number or its text (any case). actions lists every move, log the latest events, quit leaves.";

/** How many seen events `log` shows. */
const LOG_LENGTH = 40;

/**
 * A table at the terminal: one person, bots in the other seats. The person's lines are read all
 * the time, so an action the game allows out of turn (Colonial's fold) is taken before the next
 * bot move; every refused line gets the engine's own reason.
 */
class TerminalTable {
  private readonly seen: GameEvent[] = [];
  /** Events since the person's last turn screen. */
  private recent: GameEvent[] = [];
  private anytimeNoted = false;
  private readonly tty = process.stdout.isTTY === true;

  constructor(
    private readonly table: Table<unknown, unknown, Action, unknown>,
    private readonly me: Seat,
    private readonly bots: readonly (Player | null)[],
    private readonly lines: TypedLines,
    private readonly paint: Paint,
    private readonly size: ScreenSize,
    private readonly leave: (why: string) => never,
  ) {}

  private get game(): GameDefinition {
    return this.table.game;
  }

  private write(lines: readonly string[]): void {
    if (lines.length > 0) process.stdout.write(`${lines.join("\n")}\n`);
  }

  private say(tint: "red" | "gray" | "bold", text: string): void {
    this.write(wrapLine(this.paint(tint, text), this.size.columns));
  }

  private took(events: readonly GameEvent[]): void {
    for (const e of events) {
      if (!seesEvent(e, this.me)) continue;
      const mine = { ...e, text: personal(e.text, this.me) };
      this.seen.push(mine);
      this.recent.push(mine);
      // On a terminal the bots' moves appear as they are made; the turn screen repeats the latest.
      if (this.tty) this.write(eventLine(mine, this.paint, this.size.columns));
    }
    if (this.seen.length > LOG_LENGTH) this.seen.splice(0, this.seen.length - LOG_LENGTH);
  }

  async run(): Promise<void> {
    this.say("gray", HELP);
    this.took(this.table.opening);
    for (let ctx = this.table.next(); ctx; ctx = this.table.next()) {
      if (ctx.seat === this.me) await this.myTurn(ctx.legal, ctx.view);
      else {
        if (await this.outOfTurn()) continue;
        const action = await this.bots[ctx.seat]!(ctx);
        const r = this.table.submit(ctx.seat, action);
        if (!r.ok)
          throw new Error(`Seat ${ctx.seat}'s bot sent a refused move: ${r.error.message}`);
        this.took(r.value);
      }
      this.noteAnytime();
    }
    this.flush();
  }

  /** Events not yet on screen (piped output shows events only with the turn screens). */
  private flush(): void {
    if (!this.tty)
      this.write(this.recent.flatMap((e) => eventLine(e, this.paint, this.size.columns)));
    this.recent = [];
  }

  private quit(why: string): never {
    this.flush();
    return this.leave(why);
  }

  /** Says once, when it becomes true, that the person may act while others do. */
  private noteAnytime(): void {
    const anytime = this.anytime();
    if (anytime.length > 0 && !this.anytimeNoted) {
      const what = anytime.map((a) => this.game.formatAction(a)).join(" or ");
      this.recent.push({
        type: "note",
        audience: [this.me],
        text: `While others act you may still type ${what}.`,
      });
    }
    this.anytimeNoted = anytime.length > 0;
  }

  private anytime(): Action[] {
    if (this.game.outcome(this.table.state) !== null) return [];
    if (this.game.toAct(this.table.state).includes(this.me)) return [];
    return this.game.anytimeActions?.(this.table.state, this.me) ?? [];
  }

  /**
   * Before a bot moves: a line typed ahead that is an action allowed out of turn is taken now;
   * any other line (quit too) waits for the person's turn.
   */
  private async outOfTurn(): Promise<boolean> {
    await nextTick();
    const line = this.lines.peek();
    if (line === undefined) return false;
    const anytime = this.anytime();
    if (anytime.length === 0) return false;
    const move = readMove(this.game, line, []);
    if (
      !move.ok ||
      !anytime.some((a) => this.game.formatAction(a) === this.game.formatAction(move.value))
    )
      return false;
    this.lines.take();
    const r = this.table.submit(this.me, move.value);
    if (!r.ok) {
      this.say("red", r.error.message);
      return false;
    }
    this.took(r.value);
    return true;
  }

  private async myTurn(allLegal: readonly Action[], view: unknown): Promise<void> {
    // Moves that differ only in one number (a cut of 1–54 cards, a bet of 2–98) are one typed
    // line; the rest are numbered.
    const menu = actionMenu(this.game, allLegal);
    const picks = menu.flatMap((e) => (e.kind === "pick" ? [e.action] : []));
    const typed = menu.flatMap((e) => (e.kind === "typed" ? [`  Type: ${e.text}`] : []));
    const screen = turnScreen({
      game: this.game,
      view,
      seat: this.me,
      legal: picks,
      recent: this.recent,
      notes: [...typed, ...legendOf(this.game, view)],
      paint: this.paint,
      size: this.size,
    });
    // On a terminal each turn is drawn from the top of a cleared screen: nothing scrolls.
    if (this.tty) process.stdout.write("\u001b[2J\u001b[H");
    else process.stdout.write("\n");
    this.write(screen.lines);
    this.recent = [];
    const legal = screen.numbered;
    for (;;) {
      process.stdout.write(this.paint("bold", "your move> "));
      const line = await this.lines.next();
      if (line === null) this.quit("Input ended; the game was not finished.");
      // Piped input is not echoed: write it after the prompt so the transcript reads as typed.
      if (process.stdin.isTTY !== true) process.stdout.write(`${line}\n`);
      const text = line.trim();
      const word = text.toLowerCase();
      if (word === "quit" || word === "exit") this.quit("You left the table.");
      if (word === "") continue;
      if (word === "actions" || word === "help") {
        this.say("gray", HELP);
        this.write(actionLines(this.game, view, legal, this.paint, this.size.columns));
        this.write(typed);
        continue;
      }
      if (word === "log") {
        this.write(this.seen.flatMap((e) => eventLine(e, this.paint, this.size.columns)));
        continue;
      }
      const move = readMove(this.game, text, legal);
      if (!move.ok) {
        this.say("red", move.error);
        continue;
      }
      const r = this.table.submit(this.me, move.value);
      if (!r.ok) {
        this.say("red", r.error.message);
        continue;
      }
      this.took(r.value);
      return;
    }
  }
}

export function playCommand(registry: GameRegistry = defaultRegistry): Command {
  return new Command("play")
    .description("play a game in the terminal against bots")
    .argument("<game>", "game id (see `pyramids list`)")
    .option("--players <n>", "number of players")
    .option("--seat <k>", "your seat (0 = first)", "0")
    .option(
      "--bots <names>",
      "bots for the other seats, comma-separated: easy, normal or hard, or a bot spec (random, heuristic, ismcts:100ms)",
      "easy",
    )
    .option("--seed <seed>", "table seed (default: a fresh random one, shown when the game ends)")
    .option("--variant <name>", "a named variant (see `pyramids list`)")
    .option(
      "--option <key=value>",
      "a table option (repeatable)",
      (v, acc: string[]) => [...acc, v],
      [],
    )
    .option("--save <file>", "where to save the record (default records/<game>-<seed>.json)")
    .action(async (gameId: string, opts: PlayOpts) => {
      const game = gameById(gameId, registry);
      const players = seatsFor(game, wholeNumber("--players", opts.players, 1));
      const mySeat = wholeNumber("--seat", opts.seat, 0, players - 1) ?? 0;
      const options = checkedOptions(
        game,
        collectOptions(opts.option, opts.variant, game),
        players,
      );
      const seed = opts.seed ?? newSeed();
      const names = botList(opts.bots, players - 1);
      const paint = terminalPaint();
      const size = screenSize();
      const print = (text: string) =>
        process.stdout.write(`${fitText(text, size.columns).join("\n")}\n`);
      const labels: string[] = [];
      const seats: (Player | null)[] = [];
      let b = 0;
      for (let s = 0; s < players; s++) {
        if (s === mySeat) {
          labels.push("you");
          seats.push(null);
        } else {
          const name = names[b++]!;
          labels.push(name);
          seats.push(seatBot(name, game, tableBotSeed(seed, s), registry));
        }
      }
      announce(tableHeader(game.name, players, mySeat));
      // A seed the player chose is theirs to see; a fresh one decides every hidden card, so only
      // its commitment is shown until the end (as the server does).
      const seedLine = opts.seed
        ? `Seed ${seed}`
        : `Seed commitment (SHA-256): ${commitment(seed)} — the seed is shown when the game ends.`;
      print(paint("bold", seedLine));
      const lines = new TypedLines();
      const table = Table.create(game, options, players, seed) as Table<
        unknown,
        unknown,
        Action,
        unknown
      >;
      const path = opts.save ?? `records/${game.id}-${seed}.json`;
      /** The seed (when it was secret) and the record so far: at the end, on quit and on Ctrl-C. */
      const reveal = (): void => {
        if (!opts.seed) print(`Seed ${seed} (its SHA-256 is the commitment shown at the start).`);
        if (!opts.save) mkdirSync("records", { recursive: true });
        writeFileSync(path, `${JSON.stringify(table.record(labels), null, 2)}\n`);
        print(`Record saved to ${path} (replay it with \`pyramids replay ${path}\`).`);
      };
      const leave = (why: string): never => {
        reveal();
        return fail(why);
      };
      // Ctrl-C leaves like quit: the seed shown and the game so far saved, never lost silently.
      const interrupted = () => {
        process.stdout.write("\n");
        try {
          reveal();
        } finally {
          process.stderr.write("pyramids: Interrupted; the game was not finished.\n");
          process.exit(130);
        }
      };
      process.once("SIGINT", interrupted);
      try {
        await new TerminalTable(table, mySeat, seats, lines, paint, size, leave).run();
        const result = table.result(labels);
        const final = viewLines(
          game,
          game.view(result.state, mySeat),
          mySeat,
          paint,
          size,
          size.rows,
        );
        process.stdout.write(`\n${final.join("\n")}\n\n`);
        print(paint("bold", personal(result.outcome.summary, mySeat)));
        reveal();
      } finally {
        process.off("SIGINT", interrupted);
        lines.close();
      }
    });
}
