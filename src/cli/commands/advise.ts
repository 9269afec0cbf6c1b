/**
 * `pyramids advise <game> …`: the adviser of each registered game whose package has one
 * (`advise` among its extras): Colonial's discards, Tyramid's moves.
 */
import { Command } from "commander";
import type { GameRegistry } from "../../packages/registry.js";
import { extrasOf, printJson, readRecord, wordsOf } from "../common.js";

export function adviseCommand(registry: GameRegistry): Command {
  const advise = new Command("advise").description(
    "advice for a hand or a position, from what one seat knows",
  );
  for (const [id, hook] of extrasOf(registry, "advise")) {
    const cmd = new Command(id).description(hook.description).argument(...hook.argument);
    for (const [flags, description, def] of hook.flags) cmd.option(flags, description, def);
    advise.addCommand(
      cmd
        .option("--json", "print the advice as JSON")
        .action((arg: string, opts: Record<string, unknown>) => {
          const words = wordsOf(opts);
          const r = hook.advise(hook.reads === "record" ? readRecord(arg) : arg, words);
          if (opts.json) printJson(r.json);
          else process.stdout.write(`${r.lines.join("\n")}\n`);
        }),
    );
  }
  return advise;
}
