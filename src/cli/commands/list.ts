import { Command } from "commander";
import { defaultOptions, optionInfo } from "../../core/options.js";
import { registry as defaultRegistry } from "../../packages/index.js";
import type { GameRegistry } from "../../packages/registry.js";
import { printJson } from "../common.js";

export function listCommand(registry: GameRegistry = defaultRegistry): Command {
  return new Command("list")
    .description("the games, their variants, player counts and options with defaults")
    .option("--json", "print JSON")
    .action((opts: { json?: boolean }) => {
      const rows = registry.games.map((g) => ({
        id: g.id,
        name: g.name,
        players: { min: g.minPlayers, max: g.maxPlayers },
        summary: g.summary,
        defaults: defaultOptions(g),
        options: optionInfo(g.options),
        variants: Object.entries(g.variants).map(([id, v]) => ({ id, ...v })),
      }));
      if (opts.json) return printJson(rows);
      if (rows.length === 0) {
        process.stdout.write("No games are registered yet.\n");
        return;
      }
      for (const g of rows) {
        process.stdout.write(
          `${g.id} — ${g.name} (${g.players.min}–${g.players.max} players)\n  ${g.summary}\n`,
        );
        if (g.options.length) process.stdout.write("  options:\n");
        for (const o of g.options) {
          const d = o.default === undefined ? "" : ` (default ${JSON.stringify(o.default)})`;
          process.stdout.write(
            `    ${o.name}: ${o.type}${d}${o.description ? ` — ${o.description}` : ""}\n`,
          );
        }
        if (g.variants.length) process.stdout.write("  variants:\n");
        for (const v of g.variants) {
          process.stdout.write(`    ${v.id}: ${v.description}  ${JSON.stringify(v.options)}\n`);
        }
        process.stdout.write("\n");
      }
    });
}
