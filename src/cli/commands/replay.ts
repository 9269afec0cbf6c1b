import { Command } from "commander";
import { rulesVersionOf } from "../../core/game.js";
import { replay } from "../../core/match.js";
import { registry as defaultRegistry } from "../../packages/index.js";
import type { GameRegistry } from "../../packages/registry.js";
import { gameById, printJson, readRecord, wholeNumber } from "../common.js";
import { fail } from "../fail.js";
import { terminalPaint } from "../paint.js";
import { drawView, seesEvent } from "./play.js";

export function replayCommand(registry: GameRegistry = defaultRegistry): Command {
  return new Command("replay")
    .description("show a recorded table step by step (public view, or one seat's with --seat)")
    .argument("<record>", "a record file saved by `pyramids play`")
    .option("--seat <k>", "show what this seat saw")
    .option("--final", "show only the final position")
    .option("--json", "print the views as JSON")
    .action((path: string, opts: { seat?: string; final?: boolean; json?: boolean }) => {
      const record = readRecord(path);
      const game = gameById(record.game, registry);
      const viewer =
        opts.seat === undefined
          ? ("spectator" as const)
          : (wholeNumber("--seat", opts.seat, 0, record.players - 1) ?? 0);
      const rules = rulesVersionOf(game);
      const made = record.rulesVersion ?? 1;
      const other =
        made === rules
          ? null
          : `this record was played under ${game.name} rules version ${made}; this program plays version ${rules}`;
      if (other) process.stderr.write(`pyramids: ${other}: replaying it under version ${rules}.\n`);
      const result = replay(game, record);
      if (!result.ok)
        fail(
          other
            ? `${other}, and it no longer replays: ${result.error.message}`
            : result.error.message,
        );
      const { states } = result.value;
      const outcome = game.outcome(result.value.state);
      if (opts.json) {
        const views = (opts.final ? states.slice(-1) : states).map((s) => game.view(s, viewer));
        return printJson({ game: game.id, viewer, views, outcome });
      }
      const paint = terminalPaint();
      const from = opts.final ? states.length - 1 : 0;
      for (let i = from; i < states.length; i++) {
        if (i > 0) {
          const { seat, action } = record.actions[i - 1]!;
          process.stdout.write(
            paint("bold", `\n── step ${i}: seat ${seat} — ${game.formatAction(action)}\n`),
          );
          const before = game.apply(states[i - 1], seat, action);
          if (before.ok)
            for (const e of before.value.events)
              if (seesEvent(e, viewer)) process.stdout.write(paint("gray", `· ${e.text}\n`));
        } else {
          process.stdout.write(
            paint("bold", `── ${game.name}, ${record.players} players, seed ${record.seed}\n`),
          );
          for (const e of result.value.opening)
            if (seesEvent(e, viewer)) process.stdout.write(paint("gray", `· ${e.text}\n`));
        }
        process.stdout.write(`${drawView(game, game.view(states[i], viewer), viewer, paint)}\n`);
      }
      if (outcome) process.stdout.write(paint("bold", `\n${outcome.summary}\n`));
    });
}
