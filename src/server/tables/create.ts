/**
 * Opening a table: the game, its variant and options, the seats' bots and the table's settings
 * checked, the row written, the host's token made.
 */

import { type GameDefinition, rulesVersionOf } from "../../core/game.js";
import { parseOptions } from "../../core/options.js";
import { commitment, newSeed } from "../../core/seed.js";
import type { GameRegistry } from "../../packages/registry.js";
import { bots, botsFor } from "../../players/bots.js";
import type { GameTableRow } from "../db/schema.js";
import { ServerCode, ServerError } from "../errors.js";
import { defaultAwayAfterMs, type LiveTable, type TableSettings } from "../live.js";
import { hashToken, newTableId, newToken } from "../tokens.js";
import type { Autoplay } from "./autoplay.js";
import { defaultBotTableCaps, type TableContext } from "./context.js";
import type { TableReader } from "./reader.js";
import { type CreateTableRequest, requestedBank, requestedClock } from "./requests.js";

export class Creation {
  constructor(
    private readonly ctx: TableContext,
    private readonly reader: TableReader,
    private readonly autoplay: Autoplay,
  ) {}

  /**
   * Opens a table. `from` is the client's address: a table that seats bots counts against the
   * address's cap and the server's (bots think on this process's few threads).
   */
  async create(
    req: CreateTableRequest,
    from?: string,
  ): Promise<{ table: LiveTable; hostToken: string }> {
    const { games, config } = this.ctx;
    const { game, options, seatBots } = checkedGame(games, req);
    if (seatBots.some((b) => b !== null)) this.mayAddBotTable(from);
    // Like a seat's, only the host token's hash is stored.
    const hostToken = newToken();
    const turnBased = req.pace === "turn-based";
    const bankMs = requestedBank(req);
    const settings: TableSettings = {
      clockMs: requestedClock(req),
      fallbackBot: req.fallbackBot ?? defaultFallbackBot(game, games),
      // Closing the page is no absence at a turn-based table: only its clock moves for a seat.
      awayAfterMs: turnBased ? 0 : (req.awayAfterMs ?? defaultAwayAfterMs),
      hostHash: hashToken(hostToken),
      private: req.private ?? false,
      rated: req.rated ?? false,
      ...(turnBased ? { pace: "turn-based" as const } : {}),
      ...(bankMs > 0 ? { bankMs } : {}),
    };
    const seed = newSeed();
    const humans = seatBots.filter((b) => b === null).length;
    const row: Omit<GameTableRow, "created_at" | "epoch"> = {
      id: newTableId(),
      game: game.id,
      options: JSON.stringify(options),
      players: req.seats,
      bots: JSON.stringify(seatBots),
      settings: JSON.stringify(settings),
      seed,
      commitment: commitment(seed),
      status: humans === 0 ? "running" : "open",
      outcome: null,
      owner: config.owner,
      lease_until: this.ctx.timers.now() + config.leaseMs,
      rules_version: rulesVersionOf(game),
    };
    await this.ctx.store.createTable(row);
    const t = this.reader.fromRow({ ...row, created_at: this.ctx.timers.now(), epoch: 0 });
    this.ctx.live.set(t.id, t);
    if (humans < req.seats) {
      this.ctx.botTables.add(t);
      if (from !== undefined) this.ctx.creators.set(t, from);
    }
    await this.ctx.hooks?.owned(t);
    this.ctx.log.info(
      { table: t.id, game: game.id, seats: req.seats, bots: req.seats - humans },
      "table created",
    );
    this.autoplay.automate(t);
    return { table: t, hostToken };
  }

  /** Refuses a new table with bots past the caps on live tables that seat bots. */
  private mayAddBotTable(from: string | undefined): void {
    const { botTables, creators, live } = this.ctx;
    const caps = this.ctx.config.botTables ?? defaultBotTableCaps;
    let theirs = 0;
    for (const t of botTables) {
      if (t.status === "finished" || live.get(t.id) !== t) botTables.delete(t);
      else if (from !== undefined && creators.get(t) === from) theirs++;
    }
    const total = botTables.size;
    if (caps.perAddress !== null && theirs >= caps.perAddress)
      throw new ServerError(
        ServerCode.botTablesPerAddress,
        `Your address already has ${theirs} unfinished tables with bots, the most allowed: finish one first.`,
      );
    if (caps.total !== null && total >= caps.total)
      throw new ServerError(
        ServerCode.botTablesFull,
        `The server already runs ${total} tables with bots, the most it allows: try again when one finishes.`,
      );
  }
}

/** Per seat, the bot that plays it or null for a player; refused for a bot the game lacks. */
function seatBotsOf(
  game: GameDefinition,
  req: CreateTableRequest,
  games: GameRegistry,
): (string | null)[] {
  if ((req.bots?.length ?? 0) > req.seats)
    throw new ServerError(
      ServerCode.badRequest,
      `"bots" names ${req.bots!.length} seats, but the table has ${req.seats}.`,
    );
  const seatBots = Array.from({ length: req.seats }, (_, i) => req.bots?.[i] ?? null);
  const ours = botsFor(game, games);
  for (const b of [...seatBots, req.fallbackBot ?? null]) {
    if (b !== null && !ours.includes(b))
      throw new ServerError(
        ServerCode.unknownBot,
        bots[b]
          ? `There is no ${b} bot for ${game.name}. Bots: ${ours.join(", ")}.`
          : `There is no bot "${b}". Bots: ${Object.keys(bots).join(", ")}.`,
      );
  }
  return seatBots;
}

/**
 * Checks a table's request without opening it (a club night's preset, kept to open later): the
 * game, variant, options and bots, each refused as creating the table would refuse it.
 */
export function checkTableRequest(games: GameRegistry, req: CreateTableRequest): void {
  checkedGame(games, req);
  requestedClock(req);
  requestedBank(req);
}

/**
 * The game a request names, its options parsed (the variant's under the request's) and the seats'
 * bots, each refused with its own error: the checks a new table and a night's preset share.
 */
function checkedGame(
  games: GameRegistry,
  req: CreateTableRequest,
): { game: GameDefinition; options: unknown; seatBots: (string | null)[] } {
  const game = games.get(req.game);
  if (!game) throw new ServerError(ServerCode.unknownGame, `There is no game "${req.game}".`);
  const options = parseOptions(game, requestedOptions(game, req), req.seats);
  if (!options.ok) throw new ServerError(options.error);
  const seatBots = seatBotsOf(game, req, games);
  if (req.rated && seatBots.some((b) => b !== null))
    throw new ServerError(
      ServerCode.ratedWithBots,
      "A rated table is between players with accounts: it seats no bot.",
    );
  return { game, options: options.value, seatBots };
}

/** The options asked for: the request's over its variant's (if it names one). */
function requestedOptions(game: GameDefinition, req: CreateTableRequest): Record<string, unknown> {
  let raw: Record<string, unknown> = {};
  if (req.variant !== undefined) {
    // An own property only: "constructor" or "__proto__" is no variant.
    const v = Object.hasOwn(game.variants, req.variant) ? game.variants[req.variant] : undefined;
    if (!v)
      throw new ServerError(
        ServerCode.badVariant,
        `${game.name} has no variant "${req.variant}". Variants: ${Object.keys(game.variants).join(", ") || "none"}.`,
      );
    raw = structuredClone(v.options) as Record<string, unknown>;
  }
  return Object.assign(raw, req.options ?? {});
}

/** The bot that plays for a player where the game's away rule says nothing: its heuristic. */
function defaultFallbackBot(game: GameDefinition, games: GameRegistry): string {
  return botsFor(game, games).includes("heuristic") ? "heuristic" : "random";
}
