import { Command, CommanderError } from "commander";
import { InputError } from "../core/errors.js";
import { registry as defaultRegistry } from "../packages/index.js";
import type { GameRegistry } from "../packages/registry.js";
import { adminCommand } from "./commands/admin.js";
import { adviseCommand } from "./commands/advise.js";
import { compareCommand, evalCommand } from "./commands/eval.js";
import { listCommand } from "./commands/list.js";
import { oddsCommand } from "./commands/odds.js";
import { playCommand } from "./commands/play.js";
import { replayCommand } from "./commands/replay.js";
import { serveCommand } from "./commands/serve.js";
import { showdownCommand } from "./commands/showdown.js";
import { simCommand } from "./commands/sim.js";
import { ticCommand } from "./commands/tic.js";
import { CliError } from "./fail.js";

/**
 * The `pyramids` command. Each subcommand lives in its own module under commands/; `list`,
 * `play` and `sim` play the games of `registry` (tests add a toy game to it).
 */
export function program(registry: GameRegistry = defaultRegistry): Command {
  const root = new Command("pyramids")
    .description("Every game called Pyramid: play, simulate, replay and analyse.")
    .version("0.1.0")
    .addCommand(listCommand(registry))
    .addCommand(playCommand(registry))
    .addCommand(simCommand(registry))
    .addCommand(replayCommand(registry))
    .addCommand(evalCommand(registry))
    .addCommand(compareCommand(registry))
    .addCommand(serveCommand())
    .addCommand(adminCommand())
    .addCommand(ticCommand())
    .addCommand(adviseCommand(registry))
    .addCommand(oddsCommand(registry))
    .addCommand(showdownCommand(registry));
  inheritErrorHandling(root);
  return root;
}

/** Errors from any subcommand: one line on stderr, prefixed with the program's name. */
function inheritErrorHandling(cmd: Command): void {
  cmd.exitOverride().configureOutput({
    outputError: (text, write) =>
      write(`${text.split("\n")[0]!.replace(/^error: /, "pyramids: ")}\n`),
  });
  for (const sub of cmd.commands) inheritErrorHandling(sub);
}

export async function main(
  argv: readonly string[],
  registry: GameRegistry = defaultRegistry,
): Promise<number> {
  try {
    await program(registry).parseAsync(argv as string[]);
    return typeof process.exitCode === "number" ? process.exitCode : 0;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    if (e instanceof CliError || e instanceof InputError) {
      process.stderr.write(`pyramids: ${e.message}\n`);
      return e instanceof CliError ? e.exitCode : 2;
    }
    process.stderr.write(`pyramids: ${(e as Error).stack ?? String(e)}\n`);
    return 1;
  }
}
