/**
 * All-core tournaments: the games of a tournament spread over worker threads. Each game's seeds
 * depend only on the tournament's seed and the game's number, and results are folded in game
 * order, so the report is the same with any number of workers (given iteration budgets).
 */
import { availableParallelism } from "node:os";
import type { GameDefinition } from "../core/game.js";
import { runBatches } from "../core/workers.js";
import type { GameRegistry } from "../packages/registry.js";
import {
  checkTournament,
  type GameResult,
  runTournamentHere,
  Standings,
  type TournamentReport,
  type TournamentSpec,
} from "./tournament.js";
import type { GameModule } from "./wire.js";
import type { FromWorker, ToWorker } from "./worker.js";

export interface ThreadOptions {
  /** Worker threads; default every core. 0 plays in this thread. */
  readonly workers?: number;
  /** Where workers find a game that is not registered (tests). */
  readonly module?: GameModule;
  /** The registry this thread plays and checks bots with (default: the project's games). */
  readonly registry?: GameRegistry;
  /** Told after each batch of finished games, e.g. to move a progress bar. */
  readonly onGames?: (results: readonly GameResult[]) => void;
  /** Node flags for the workers (tests pass a TypeScript loader for toy games). */
  readonly execArgv?: readonly string[];
}

const clock = () => performance.now();

export async function runTournament(
  game: GameDefinition,
  spec: TournamentSpec,
  opts: ThreadOptions = {},
): Promise<TournamentReport> {
  const workers = Math.min(opts.workers ?? availableParallelism(), spec.games);
  if (workers <= 0)
    return runTournamentHere(game, spec, clock, (r) => opts.onGames?.([r]), opts.registry);
  checkTournament(game, spec, clock, opts.registry);
  // Batches small enough to balance slow and fast games, large enough that messages are cheap.
  const batch = Math.max(1, Math.min(64, Math.ceil(spec.games / (workers * 16))));
  const results: GameResult[] = new Array(spec.games);
  const start = clock();
  let next = 0;
  await runBatches<ToWorker, FromWorker>({
    file: "players/worker.js",
    what: "tournament",
    workers,
    ...(opts.execArgv ? { execArgv: opts.execArgv } : {}),
    next: () => {
      if (next >= spec.games) return null;
      const from = next;
      next = Math.min(spec.games, next + batch);
      return { spec, from, to: next, ...(opts.module ? { module: opts.module } : {}) };
    },
    take: (m) => {
      for (const r of m.results) results[r.index] = r;
      opts.onGames?.(m.results);
      return true;
    },
  });
  const standings = new Standings(spec);
  for (const r of results) standings.add(r);
  return standings.report((clock() - start) / 1000);
}
