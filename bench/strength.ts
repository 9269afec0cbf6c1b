/**
 * `npm run bench -- strength [--deals N] [--games id,…] [--levels normal,hard] [--workers N]
 * [--seed s]`: every game, the `normal` and `hard` searches against `easy` (the heuristic),
 * two players, duplicate deals (each deal played from both seats), win rate and payoff per game
 * with 95% intervals computed deal by deal (`Standings`), printed as the table in docs/bots.md.
 *
 * The levels are their iteration budgets with the wall cap off (`ismcts:normal:wall=off`), so
 * the result depends only on the seed, never on how busy the machine is. The tables are the
 * ones docs/bots.md names: Three-sided and Wild/Kill one deal (the texts' game), Pyramid Poker a
 * match to 1, Colonial and Tyramid their defaults, a Pyramid night three deals.
 */
import { availableParallelism } from "node:os";
import type { Estimate } from "../src/bots/stats.js";
import { parseOptions } from "../src/core/options.js";
import { games } from "../src/packages/index.js";
import { runTournament } from "../src/players/threads.js";

const args = process.argv.slice(3);
function flag(name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}
const deals = Number(flag("deals") ?? 100);
const levels = (flag("levels") ?? "normal,hard").split(",");
const workers = Number(flag("workers") ?? availableParallelism());
const seed = flag("seed") ?? "strength";

/** The table each game is measured on. */
const tables: Record<string, { label: string; options: Record<string, unknown> }> = {
  colonial: { label: "defaults (whole matches)", options: {} },
  "pyramid-poker": { label: "`target=1`", options: { target: 1 } },
  tyramid: { label: "defaults", options: {} },
  "three-sided": { label: "`hands=1`", options: { hands: 1 } },
  "wild-kill": { label: "`hands=1`", options: { hands: 1 } },
  "dealers-choice": { label: "`hands=3`", options: { hands: 3 } },
};
const wanted = flag("games")?.split(",") ?? Object.keys(tables);

const pct = (e: Estimate) => `${(100 * e.mean).toFixed(1)} ± ${(100 * e.margin).toFixed(1)}`;
const num = (e: Estimate) =>
  `${e.mean >= 0 ? "+" : ""}${e.mean.toFixed(2)} ± ${e.margin.toFixed(2)}`;

process.stdout.write(
  `${deals} deals a row, each from both seats; 95% intervals deal by deal.\n\n` +
    "| game | table | level | games | win % vs easy | payoff per game | passes |\n" +
    "| --- | --- | --- | ---: | --- | --- | --- |\n",
);
for (const id of wanted) {
  const game = games.find((g) => g.id === id);
  const table = tables[id];
  if (!game || !table) throw new Error(`No game "${id}" to measure: ${Object.keys(tables)}.`);
  const options = parseOptions(game, table.options, 2);
  if (!options.ok) throw new Error(options.error.message);
  for (const level of levels) {
    const bot = `ismcts:${level}:wall=off`;
    const report = await runTournament(
      game,
      {
        game: id,
        options: options.value,
        players: 2,
        bots: [bot, "heuristic"],
        games: 2 * deals,
        seed: `${seed}-${id}`,
        rotate: true,
      },
      { workers },
    );
    if (report.ruleErrors > 0) throw new Error(`${id}: ${report.firstError}`);
    const s = report.bots.find((b) => b.bot === bot)!;
    const target = level === "hard" ? 0.6 : 0.55;
    const passes = s.winRate.mean >= target && s.winRate.low > 0.5 ? "yes" : "no";
    process.stdout.write(
      `| ${game.name} | ${table.label} | ${level} | ${report.games} | ${pct(s.winRate)} | ${num(s.payoff)} | ${passes} |\n`,
    );
  }
}
process.stdout.write(
  `\nTarget: normal ≥ 55% and hard ≥ 60% of games won against easy, the interval's lower bound above 50%.\n`,
);
