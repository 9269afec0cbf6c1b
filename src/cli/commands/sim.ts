import { availableParallelism } from "node:os";
import { Command } from "commander";
import type { Estimate } from "../../bots/stats.js";
import { registry as defaultRegistry } from "../../packages/index.js";
import type { GameRegistry } from "../../packages/registry.js";
import { runTournament } from "../../players/threads.js";
import type { TournamentReport, TournamentSpec } from "../../players/tournament.js";
import { checkedOptions, collectOptions, gameById, printJson, wholeNumber } from "../common.js";
import { withProgress } from "../progress.js";
import { botList, seatsFor } from "../seats.js";

interface SimOpts {
  games?: string;
  players?: string;
  bots?: string;
  seed?: string;
  option?: string[];
  variant?: string;
  json?: boolean;
  rotate?: boolean;
  workers?: string;
  progress?: boolean;
}

export function simCommand(registry: GameRegistry = defaultRegistry): Command {
  return new Command("sim")
    .description(
      "a tournament: many seeded games between bots, seats rotated, on every core, with each bot's win rate and payoff and their 95% intervals",
    )
    .argument("<game>", "game id")
    .option("--games <n>", "number of games", "100")
    .option("--players <n>", "number of players (default: one per bot named, at least the minimum)")
    .option(
      "--bots <specs>",
      "bot per seat, comma-separated; settings after colons, e.g. ismcts:100ms,random",
      "random",
    )
    .option("--seed <seed>", "base seed", "sim")
    .option("--variant <name>", "a named variant")
    .option(
      "--option <key=value>",
      "a table option (repeatable)",
      (v, acc: string[]) => [...acc, v],
      [],
    )
    .option("--rotate", "rotate the bots one seat a game (the default)")
    .option("--no-rotate", "keep every bot in its seat instead")
    .option("--workers <n>", "worker threads (0 plays in this thread)", `${availableParallelism()}`)
    .option("--no-progress", "no progress bar")
    .option("--json", "print the report as JSON")
    .action(async (gameId: string, opts: SimOpts) => {
      const game = gameById(gameId, registry);
      const named = (opts.bots ?? "random").split(",").filter((s) => s.trim()).length;
      const players = seatsFor(
        game,
        wholeNumber("--players", opts.players, 1) ??
          Math.min(game.maxPlayers, Math.max(game.minPlayers, named)),
      );
      const games = wholeNumber("--games", opts.games, 1) ?? 100;
      const workers = wholeNumber("--workers", opts.workers, 0, 256);
      const options = checkedOptions(
        game,
        collectOptions(opts.option, opts.variant, game),
        players,
      );
      const spec: TournamentSpec = {
        game: game.id,
        options,
        players,
        bots: botList(opts.bots, players),
        games,
        seed: opts.seed ?? "sim",
        rotate: opts.rotate !== false,
      };
      const progress = {
        show: opts.progress !== false,
        total: games,
        format: "{bar} {value}/{total} games  {eta_formatted} left",
      };
      const report = await withProgress(progress, (advance) =>
        runTournament(game, spec, {
          registry,
          ...(workers !== undefined ? { workers } : {}),
          onGames: (rs) => advance(rs.length),
        }),
      );
      if (opts.json) printJson(report);
      else process.stdout.write(describe(game.name, report));
      if (report.ruleErrors > 0) process.exitCode = 1;
    });
}

/** The observations an interval needs: below two, nothing says how far the mean may be off. */
const FEWEST_FOR_INTERVAL = 2;

function interval(e: Estimate, scale = 1, digits = 1): string {
  const f = (x: number) => (x * scale).toFixed(digits);
  return Number.isFinite(e.margin) ? `${f(e.mean)} ± ${f(e.margin)}` : `${f(e.mean)} ± n/a`;
}

/** Why a report shows n/a, and how many games would give every interval. */
function tooFew(r: TournamentReport): string | null {
  const observed = [...r.bots, ...r.seats].flatMap((x) => [x.winRate, x.payoff]);
  if (observed.every((e) => Number.isFinite(e.margin))) return null;
  // With seats rotated a deal is played once per seat: the first game of the second deal is
  // game players + 1.
  const games = r.rotate ? (FEWEST_FOR_INTERVAL - 1) * r.players + 1 : FEWEST_FOR_INTERVAL;
  const unit = r.rotate ? "deals" : "games";
  return `  n/a: an interval needs at least ${FEWEST_FOR_INTERVAL} ${unit}; run --games ${games} or more`;
}

export function describe(name: string, r: TournamentReport): string {
  const lines = [
    `${name}: ${r.games} games, ${r.players} players${r.rotate ? ", seats rotated" : ""}, in ${r.seconds.toFixed(1)} s (${r.gamesPerSecond.toFixed(1)} games/s); average ${r.averageActions.toFixed(1)} actions; intervals over ${r.rotate ? `${Math.ceil(r.games / r.players)} deals` : "games"}`,
  ];
  const width = Math.max(...r.bots.map((b) => b.bot.length), 4);
  lines.push(`  ${"bot".padEnd(width)}  win % (95% CI)   payoff per game (95% CI)`);
  for (const b of r.bots)
    lines.push(
      `  ${b.bot.padEnd(width)}  ${interval(b.winRate, 100).padEnd(15)}  ${interval(b.payoff, 1, 3)}`,
    );
  lines.push(
    `  by seat: ${r.seats.map((s) => `${s.seat}: ${interval(s.winRate, 100)}% win`).join("; ")}`,
  );
  if (r.dealsByGame)
    lines.push(
      `  deals by game: ${Object.entries(r.dealsByGame)
        .map(([id, n]) => `${id} ${n}`)
        .join(", ")}`,
    );
  const few = tooFew(r);
  if (few) lines.push(few);
  if (r.ruleErrors > 0)
    lines.push(`  ${r.ruleErrors} games ended by a bug; first: ${r.firstError}`);
  return `${lines.join("\n")}\n`;
}
