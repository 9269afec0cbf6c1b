/**
 * All-core tournaments: the games of a tournament spread over worker threads. Each game's seeds
 * depend only on the tournament's seed and the game's number, and results are folded in game
 * order, so the report is the same with any number of workers (given iteration budgets).
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { GameDefinition } from "../core/game.js";
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

/**
 * The compiled worker. Run from source (vitest, tsx) this module is a .ts file, and the worker
 * is taken from dist/ all the same: a worker thread does not inherit the TypeScript loader.
 */
export function workerUrl(): URL {
  const here = import.meta.url;
  return here.endsWith(".ts")
    ? new URL("../../dist/bots/worker.js", here)
    : new URL("./worker.js", here);
}

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
  const pool: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let running = 0;
      const give = (w: Worker) => {
        if (next >= spec.games) {
          if (running === 0) resolve();
          return;
        }
        const from = next;
        next = Math.min(spec.games, next + batch);
        running++;
        const msg: ToWorker = {
          type: "games",
          spec,
          from,
          to: next,
          ...(opts.module ? { module: opts.module } : {}),
        };
        w.postMessage(msg);
      };
      for (let i = 0; i < workers; i++) {
        const w = new Worker(workerUrl(), { execArgv: [...(opts.execArgv ?? [])] });
        pool.push(w);
        w.on("message", (m: FromWorker) => {
          if (m.type !== "results") return;
          running--;
          for (const r of m.results) results[r.index] = r;
          opts.onGames?.(m.results);
          give(w);
          if (next >= spec.games && running === 0) resolve();
        });
        w.on("error", (e) => reject(workerError(e)));
        w.on("exit", (code) => {
          if (code !== 0) reject(new Error(`A tournament worker stopped with code ${code}.`));
        });
        give(w);
      }
    });
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  const standings = new Standings(spec);
  for (const r of results) standings.add(r);
  return standings.report((clock() - start) / 1000);
}

export function workerError(e: Error): Error {
  const missing = /Cannot find module|ERR_MODULE_NOT_FOUND/.test(String(e));
  return new Error(
    missing
      ? `The bot workers run compiled code: run \`npm run build\` first (${e.message}).`
      : `A bot worker failed: ${e.message}`,
  );
}
