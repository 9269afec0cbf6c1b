/**
 * A bot thread: given a table's state, a seat and a bot's name, it returns the bot's action. Bots
 * think here so that a long search never stalls the server's event loop. The bot sees the state
 * only through the seat's context (its view, its legal actions, and resampled states).
 */
import { parentPort, workerData } from "node:worker_threads";
import type { GameDefinition } from "../../core/game.js";
import { seatContext } from "../../core/match.js";
import { botsOf } from "../../players/bots.js";
import { loadGames } from "../../players/load.js";

export interface BotRequest {
  readonly id: number;
  readonly game: string;
  readonly bot: string;
  readonly seed: number;
  readonly seat: number;
  readonly state: unknown;
  /**
   * The part of its time budget the bot may use (1: all of it), less when more tables search
   * than there are threads (the pool's searchShare).
   */
  readonly share: number;
}

export type BotReply =
  | { readonly id: number; readonly action: unknown }
  | { readonly id: number; readonly error: string };

/**
 * The host's clock: a bot's time budget (the default second a move, `normal`'s 0.1 s) needs one.
 * For a search given a `share` of its budget, the clock runs 1/share times as fast from the
 * decision's start, so a budget of B ms ends after B × share: the bot's own budget, read through
 * its own spec, shortened without the bot knowing why. An iteration budget is not shortened (it
 * is deterministic by design, and ends by itself).
 */
function clockFor(share: number): () => number {
  if (share >= 1) return () => performance.now();
  const start = performance.now();
  return () => start + (performance.now() - start) / share;
}

const games = await loadGames((workerData as { gameModules: string[] }).gameModules);
const bots = botsOf(games);

async function decide(req: BotRequest): Promise<unknown> {
  const game: GameDefinition | undefined = games.get(req.game);
  if (!game) throw new Error(`Unknown game "${req.game}".`);
  const factory = bots[req.bot];
  if (!factory) throw new Error(`Unknown bot "${req.bot}".`);
  const clock = clockFor(req.share);
  return factory(game, req.seed, { clock })(seatContext(game, req.state, req.seat));
}

parentPort!.on("message", (req: BotRequest) => {
  decide(req).then(
    (action) => parentPort!.postMessage({ id: req.id, action } satisfies BotReply),
    (e: unknown) => parentPort!.postMessage({ id: req.id, error: String(e) } satisfies BotReply),
  );
});
