/**
 * The worker thread behind tournaments (`threads.ts`): it plays batches of tournament games.
 * Workers run compiled JavaScript from dist/, so `npm run build` must have run.
 */
import { parentPort } from "node:worker_threads";
import { loadRegistry } from "./load.js";
import type { GameResult, TournamentSpec } from "./tournament.js";
import { playGame } from "./tournament.js";
import type { GameModule } from "./wire.js";

export interface ToWorker {
  readonly spec: TournamentSpec;
  readonly module?: GameModule;
  readonly from: number;
  readonly to: number;
}

export interface FromWorker {
  readonly results: GameResult[];
}

const clock = () => performance.now();
const port = parentPort;
if (!port) throw new Error("worker.js runs as a worker thread.");

port.on("message", async (msg: ToWorker) => {
  const registry = await loadRegistry(msg.module);
  const game = registry.get(msg.spec.game);
  if (!game) throw new Error(`Unknown game "${msg.spec.game}".`);
  const results: GameResult[] = [];
  for (let g = msg.from; g < msg.to; g++)
    results.push(playGame(game, msg.spec, g, clock, registry));
  port.postMessage({ results } satisfies FromWorker);
});
