import { SingleBar } from "cli-progress";
import { Command } from "commander";
import type { GameDefinition } from "../../core/game.js";
import { type Player, runMatchSync } from "../../core/match.js";
import { checkedOptions, collectOptions, gameById, intArg, printJson } from "../common.js";
import { botFactory, botList, seatsFor } from "../seats.js";

interface SimOpts {
  games?: string;
  players?: string;
  bots?: string;
  seed?: string;
  option?: string[];
  variant?: string;
  json?: boolean;
  rotate?: boolean;
}

export interface SimReport {
  game: string;
  games: number;
  players: number;
  seconds: number;
  gamesPerSecond: number;
  averageActions: number;
  ruleErrors: number;
  seats: { seat: number; bot: string; meanPayoff: number; wins: number }[];
  bots: { bot: string; games: number; meanPayoff: number; winRate: number }[];
}

/**
 * Self-play: `games` seeded tables, bots assigned to seats (rotated one seat per game when asked,
 * so no bot keeps the same position). A refused bot action is a rule error and is counted.
 */
export function simulate(
  game: GameDefinition,
  options: unknown,
  players: number,
  names: string[],
  count: number,
  seed: string,
  rotate: boolean,
  tick?: () => void,
): SimReport {
  const seatPayoff = new Array<number>(players).fill(0);
  const seatWins = new Array<number>(players).fill(0);
  const perBot = new Map<string, { games: number; payoff: number; wins: number }>();
  let actions = 0;
  let ruleErrors = 0;
  const start = performance.now();
  for (let g = 0; g < count; g++) {
    const shift = rotate ? g % players : 0;
    const seatBots = Array.from({ length: players }, (_, s) => names[(s + shift) % players]!);
    const seats: Player[] = seatBots.map((n, s) => botFactory(n)(game, g * 131 + s));
    try {
      const r = runMatchSync(game, options, seats, `${seed}-${g}`);
      actions += r.record.actions.length;
      r.outcome.payoff.forEach((p, s) => {
        seatPayoff[s]! += p;
        const win = r.outcome.winners.includes(s) ? 1 / r.outcome.winners.length : 0;
        seatWins[s]! += win;
        const b = perBot.get(seatBots[s]!) ?? { games: 0, payoff: 0, wins: 0 };
        b.games++;
        b.payoff += p;
        b.wins += win;
        perBot.set(seatBots[s]!, b);
      });
    } catch {
      ruleErrors++;
    }
    tick?.();
  }
  const seconds = (performance.now() - start) / 1000;
  return {
    game: game.id,
    games: count,
    players,
    seconds,
    gamesPerSecond: count / seconds,
    averageActions: actions / Math.max(1, count - ruleErrors),
    ruleErrors,
    seats: seatPayoff.map((p, s) => ({
      seat: s,
      bot: names[s]!,
      meanPayoff: p / count,
      wins: seatWins[s]!,
    })),
    bots: [...perBot].map(([bot, b]) => ({
      bot,
      games: b.games,
      meanPayoff: b.payoff / b.games,
      winRate: b.wins / b.games,
    })),
  };
}

export function simCommand(): Command {
  return new Command("sim")
    .description("self-play many seeded games between bots and report the results")
    .argument("<game>", "game id")
    .option("--games <n>", "number of games", "100")
    .option("--players <n>", "number of players")
    .option("--bots <names>", "bot per seat, comma-separated", "random")
    .option("--seed <seed>", "base seed", "sim")
    .option("--variant <name>", "a named variant")
    .option(
      "--option <key=value>",
      "a table option (repeatable)",
      (v, acc: string[]) => [...acc, v],
      [],
    )
    .option("--rotate", "rotate the bots one seat each game")
    .option("--json", "print JSON")
    .action((gameId: string, opts: SimOpts) => {
      const game = gameById(gameId);
      const players = seatsFor(game, intArg("--players", opts.players, 1));
      const count = intArg("--games", opts.games, 1) ?? 100;
      const options = checkedOptions(
        game,
        collectOptions(opts.option, opts.variant, game),
        players,
      );
      const names = botList(opts.bots, players);
      const bar = new SingleBar({
        stream: process.stderr,
        format: "{bar} {value}/{total} games  {eta}s left",
        hideCursor: true,
      });
      bar.start(count, 0);
      const report = simulate(
        game,
        options,
        players,
        names,
        count,
        opts.seed ?? "sim",
        opts.rotate === true,
        () => bar.increment(),
      );
      bar.stop();
      if (opts.json) return printJson(report);
      const out = process.stdout;
      out.write(
        `${game.name}: ${report.games} games, ${players} players, in ${report.seconds.toFixed(2)} s (${report.gamesPerSecond.toFixed(1)} games/s)\n`,
      );
      out.write(
        `average length: ${report.averageActions.toFixed(1)} actions; rule errors: ${report.ruleErrors}\n`,
      );
      for (const s of report.seats)
        out.write(
          `  seat ${s.seat} (${s.bot}): mean payoff ${s.meanPayoff.toFixed(3)}, wins ${s.wins}\n`,
        );
      if (opts.rotate)
        for (const b of report.bots)
          out.write(
            `  ${b.bot}: ${b.games} seat-games, mean payoff ${b.meanPayoff.toFixed(3)}, win rate ${(100 * b.winRate).toFixed(1)}%\n`,
          );
      if (report.ruleErrors > 0) process.exitCode = 1;
    });
}
