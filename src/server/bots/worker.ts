/**
 * A bot thread: given a table's state, a seat and a bot's name, it returns the bot's action. Bots
 * think here so that a long search never stalls the server's event loop. The bot sees the state
 * only through the seat's context (its view, its legal actions, and resampled states).
 */
import { getPriority, setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import type { GameDefinition } from "../../core/game.js";
import { seatContext } from "../../core/match.js";
import { botsOf } from "../../players/bots.js";
import { loadGames } from "../../players/load.js";
import { sharedSearch } from "./share.js";

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

/** The host's clock: a bot's time budget (a level's safety cap, `ismcts:100ms`) needs one. */
const clock = () => performance.now();

/**
 * A bot thread thinks at a lower CPU priority than the rest of the server: on a machine whose
 * cores are all busy, an action's way to its acknowledgment (the event loop, and with PostgreSQL
 * the database's own processes committing it) is scheduled before a search, which only takes
 * longer. Linux gives each thread a nice value of its own (the calling thread's, for pid 0);
 * elsewhere the call would change the whole process's, so it is left alone there.
 */
const BOT_NICENESS = Number(process.env.PYRAMIDS_BOT_NICE ?? 10);
if (process.platform === "linux" && BOT_NICENESS > 0) {
  try {
    setPriority(Math.min(19, getPriority() + BOT_NICENESS));
  } catch {
    // Not allowed here: the bot thinks at the server's priority.
  }
}
const games = await loadGames((workerData as { gameModules: string[] }).gameModules);
const bots = botsOf(games);

async function decide(req: BotRequest): Promise<unknown> {
  const game: GameDefinition | undefined = games.get(req.game);
  if (!game) throw new Error(`Unknown game "${req.game}".`);
  const factory = bots[req.bot];
  if (!factory) throw new Error(`Unknown bot "${req.bot}".`);
  const cut = req.share < 1 ? sharedSearch(game, req.bot, req.share, games) : null;
  const bot = cut
    ? bots.ismcts!(game, req.seed, { args: cut, clock })
    : factory(game, req.seed, { clock });
  return bot(seatContext(game, req.state, req.seat));
}

parentPort!.on("message", (req: BotRequest) => {
  decide(req).then(
    (action) => parentPort!.postMessage({ id: req.id, action } satisfies BotReply),
    (e: unknown) => parentPort!.postMessage({ id: req.id, error: String(e) } satisfies BotReply),
  );
});
