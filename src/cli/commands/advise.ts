/**
 * `pyramids advise <game> …`: the adviser of each registered game whose package has one
 * (`advise` among its extras): Colonial's discards, Tyramid's moves.
 */
import { Command } from "commander";
import type { GameRegistry } from "../../packages/registry.js";
import { printJson, readRecord } from "../common.js";

export function adviseCommand(registry: GameRegistry): Command {
  const advise = new Command("advise").description(
    "advice for a hand or a position, from what one seat knows",
  );
  for (const p of registry.packages) {
    const hook = p.extras?.advise;
    if (!hook) continue;
    const cmd = new Command(p.id).description(hook.description).argument(...hook.argument);
    for (const [flags, description, def] of hook.flags) cmd.option(flags, description, def);
    advise.addCommand(
      cmd
        .option("--json", "print the advice as JSON")
        .action((arg: string, opts: Record<string, unknown>) => {
          const words = Object.fromEntries(
            Object.entries(opts).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])),
          );
          const r = hook.advise(hook.reads === "record" ? readRecord(arg) : arg, words);
          if (opts.json) printJson(r.json);
          else process.stdout.write(`${r.lines.join("\n")}\n`);
        }),
    );
  }
  return advise;
}
