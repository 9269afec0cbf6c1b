/**
 * The worker thread behind tournaments (`threads.ts`) and the bot pool (`pool.ts`): it plays
 * batches of tournament games, or thinks for one seat. Workers run compiled JavaScript from
 * dist/, so `npm run build` must have run.
 */
import { parentPort } from "node:worker_threads";
import type { Action, GameDefinition } from "../core/game.js";
import type { SeatContext } from "../core/match.js";
import { loadRegistry } from "./load.js";
import { makeBot } from "./registry.js";
import type { GameResult, TournamentSpec } from "./tournament.js";
import { playGame } from "./tournament.js";
import type { GameModule, ThinkRequest } from "./wire.js";

export type ToWorker =
  | {
      readonly type: "games";
      readonly spec: TournamentSpec;
      readonly module?: GameModule;
      readonly from: number;
      readonly to: number;
    }
  | { readonly type: "think"; readonly id: number; readonly request: ThinkRequest };

export type FromWorker =
  | { readonly type: "results"; readonly results: GameResult[] }
  | { readonly type: "action"; readonly id: number; readonly action: Action }
  | { readonly type: "failed"; readonly id: number; readonly message: string };

const clock = () => performance.now();
const port = parentPort;
if (!port) throw new Error("worker.js runs as a worker thread.");

port.on("message", async (msg: ToWorker) => {
  if (msg.type === "games") {
    const registry = await loadRegistry(msg.module);
    const game = registry.get(msg.spec.game);
    if (!game) throw new Error(`Unknown game "${msg.spec.game}".`);
    const results: GameResult[] = [];
    for (let g = msg.from; g < msg.to; g++)
      results.push(playGame(game, msg.spec, g, clock, registry));
    port.postMessage({ type: "results", results } satisfies FromWorker);
    return;
  }
  try {
    const action = await think(msg.request);
    port.postMessage({ type: "action", id: msg.id, action } satisfies FromWorker);
  } catch (e) {
    port.postMessage({
      type: "failed",
      id: msg.id,
      message: (e as Error).message,
    } satisfies FromWorker);
  }
});

/**
 * One decision for one seat. The bot gets what the match runner gives any player: the seat's
 * view, its legal actions and `observe`; the true state stays behind the resample.
 */
async function think(req: ThinkRequest): Promise<Action> {
  const registry = await loadRegistry(req.module);
  const game: GameDefinition | undefined = registry.get(req.game);
  if (!game) throw new Error(`Unknown game "${req.game}".`);
  const state = req.state;
  if (game.outcome(state) !== null) throw new Error("The table is over.");
  if (!game.toAct(state).includes(req.seat)) throw new Error(`Seat ${req.seat} is not to act.`);
  const ctx: SeatContext = {
    game,
    seat: req.seat,
    view: game.view(state, req.seat),
    legal: game.legalActions(state, req.seat),
    observe: (rng) => game.resample(state, req.seat, rng),
  };
  return await makeBot(req.bot, game, req.seed, clock, registry)(ctx);
}
