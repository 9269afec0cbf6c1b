/**
 * `pyramids showdown <game> --seat "<cards>:<declaration>:<chips>" …`: a referee for a disputed
 * pot, for each registered game whose package has a showdown (`src/analysis/showdown.ts`).
 */
import { Command } from "commander";
import { refereeShowdown } from "../../analysis/showdown.js";
import { LowOrders } from "../../cards/poker/index.js";
import type { GameRegistry } from "../../packages/registry.js";
import { extrasOf, printJson, wordsOf } from "../common.js";
import { fail } from "../fail.js";

interface ShowdownOpts extends Record<string, unknown> {
  seat: string[];
  dealer?: string;
  json?: boolean;
}

export function showdownCommand(registry: GameRegistry): Command {
  const games = extrasOf(registry, "showdown");
  const cmd = new Command("showdown")
    .description(
      "referee a disputed pot: who plays which hand and who takes each pot and half, as the game pays it",
    )
    .argument("<game>", games.map(([id]) => id).join(" or "))
    .option(
      "--seat <cards:declaration:chips>",
      'one per player, in seat order: "9c 7s 7h 4s:both:11" (high only: "<cards>:<chips>"; a folded player: "fold:<chips>")',
      (v, acc: string[]) => [...acc, v],
      [],
    )
    .option(
      "--dealer <seat>",
      "the dealer's seat (default: the last, so seat 0 is first to the dealer's left)",
    );
  const seen = new Set<string>();
  for (const [, hook] of games)
    for (const [flags, description] of hook.flags)
      if (!seen.has(flags)) {
        seen.add(flags);
        cmd.option(flags, description);
      }
  return cmd
    .option("--low <order>", `the low order: ${LowOrders.join(", ")} (default ace-to-five)`)
    .option("--qualifier <q>", "8 for an eight-or-better low, or none (default)")
    .option("--json", "print JSON")
    .action((game: string, opts: ShowdownOpts) => {
      const hook = games.find(([id]) => id === game)?.[1];
      if (!hook)
        fail(`The showdown referee knows ${games.map(([id]) => id).join(" and ")}, not "${game}".`);
      const out = refereeShowdown(game, hook, opts.seat, opts.dealer, wordsOf(opts));
      if (opts.json) printJson(out.json);
      else process.stdout.write(`${out.lines.join("\n")}\n`);
    });
}
