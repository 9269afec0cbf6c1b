/**
 * How tables come into this process and leave it: rebuilt from the log at start, taken over from
 * a process that died, read back once finished; and set aside as void when they no longer replay,
 * nobody joined them, or their players are gone. Also the process's own start and stop.
 */
import { type HandStart, rulesVersionOf } from "../../core/game.js";
import { StoredDataError } from "../db/columns.js";
import type { GameTableRow } from "../db/schema.js";
import type { LiveTable } from "../live.js";
import { paceOf, turnBasedOpenMs } from "../pace.js";
import type { Timer } from "../timers.js";
import { voidOutcome } from "../void.js";
import type { Autoplay } from "./autoplay.js";
import type { TableContext } from "./context.js";
import { closedOutcome } from "./hosting.js";
import { type TableReader, voidError } from "./reader.js";
import { applyEntry, replayAsFar, tellEntry } from "./replay.js";

export class Lifecycle {
  private readonly timers: Timer[] = [];

  constructor(
    private readonly ctx: TableContext,
    private readonly reader: TableReader,
    private readonly autoplay: Autoplay,
  ) {}

  /** Starts the sweeps, then takes over every unfinished table and rebuilds it from its log. */
  async start(): Promise<number> {
    const { config, store, log, live } = this.ctx;
    const expiry = config.openExpiryMs ?? null;
    if (expiry !== null)
      this.sweep(expiry, "expire unjoined tables", (ms) => this.expireUnjoined(ms));
    // Presence is known per process: in a cluster a table's players may be connected to another
    // process than its owner, so the owner cannot tell an abandoned table from a played one.
    const abandon = config.clustered ? null : (config.abandonAfterMs ?? null);
    if (abandon !== null)
      this.sweep(abandon, "set aside abandoned tables", (ms) => this.abandonIdle(ms));
    if (config.clustered) return 0;
    for (const id of await store.claim(config.owner, config.leaseMs, true)) {
      const row = await store.table(id);
      if (!row) continue;
      try {
        const t = await this.load(row);
        if (t) this.autoplay.automate(t, undefined, true);
      } catch (e) {
        // Never a loop of failing starts: the table is set aside, and the others are played.
        await this.setAside(row, e).catch((failed: unknown) =>
          log.error({ table: id, err: failed }, "cannot set the table aside"),
        );
      }
    }
    const renew = this.ctx.timers.setInterval(() => {
      store
        .renew(config.owner, config.leaseMs)
        .catch((e: unknown) => log.error({ err: e }, "lease renewal failed"));
    }, config.leaseMs / 3);
    this.timers.push(renew);
    log.info({ tables: live.size }, "tables restored from the log");
    return live.size;
  }

  /**
   * A sweep of tables idle for `after` ms, run every quarter of that (within 50 ms and a minute)
   * without holding the process open; a failed sweep is logged and the next one tries again.
   */
  private sweep(after: number, what: string, run: (ms: number) => Promise<unknown>): void {
    const timer = this.ctx.timers.setInterval(
      () =>
        void run(after).catch((e: unknown) => this.ctx.log.error({ err: e }, `could not ${what}`)),
      Math.max(50, Math.min(60_000, after / 4)),
    );
    this.timers.push(timer);
  }

  /** Rebuilds a table from its log; a table whose log ends the game is marked finished. */
  private async load(row: GameTableRow): Promise<LiveTable | null> {
    const { store, log } = this.ctx;
    const t = this.reader.fromRow(row);
    const rules = rulesVersionOf(t.game);
    if (row.rules_version !== rules)
      log.warn(
        { table: row.id, game: row.game, tableRules: row.rules_version, serverRules: rules },
        `table made under ${t.game.name} rules version ${row.rules_version}; this server plays version ${rules}: replaying its log under version ${rules}`,
      );
    for (const entry of await store.log(row.id)) applyEntry(t, entry);
    if (t.table.outcome()) {
      await store.setStatus(t.id, "finished", JSON.stringify(t.table.outcome()));
      this.ctx.onFinished?.(t.id);
      return null;
    }
    if (t.closed) {
      await store.setStatus(t.id, "void", JSON.stringify(closedOutcome(t)));
      return null;
    }
    if (row.status !== t.status) await store.setStatus(t.id, t.status);
    this.ctx.live.set(t.id, t);
    if (t.seats.some((s) => s.bot !== null)) this.ctx.botTables.add(t);
    return t;
  }

  /**
   * A table being played here, or a finished one read back from its log (kept in memory a while,
   * so players reconnecting after the end, or after a restart, still see how it ended).
   */
  async find(id: string): Promise<LiveTable | undefined> {
    const { live } = this.ctx;
    const here = live.get(id);
    if (here) return here;
    const row = await this.ctx.store.table(id);
    if (row?.status === "void") throw voidError(row);
    if (row?.status !== "finished") return undefined;
    const { t } = await this.reader.replayed(row);
    if (!t.table.outcome()) return undefined;
    t.finishedAt = Date.now();
    live.set(id, live.get(id) ?? t);
    this.ctx.evictLater(t);
    return live.get(id);
  }

  /**
   * Takes a table over (in a cluster, after claiming it at `row.epoch`): brings `existing` (the
   * copy this process watched it with), or a fresh copy, up to the end of the log, telling its
   * watchers every entry they missed, and plays it from there.
   */
  takeOver(row: GameTableRow, existing?: LiveTable): Promise<LiveTable | null> {
    const { store, hooks, log } = this.ctx;
    const t = existing ?? this.reader.fromRow(row);
    return t.serial(async () => {
      t.epoch = row.epoch;
      t.deadlines.clear();
      for (const entry of await store.log(t.id, t.logSeq)) tellEntry(t, entry);
      if (t.table.outcome()) {
        if (row.status !== "finished")
          await store.setStatus(t.id, "finished", JSON.stringify(t.table.outcome()));
        this.ctx.onFinished?.(t.id);
        // Its owner may have died between writing the last entry and telling anyone.
        hooks?.ended(t);
        return null;
      }
      if (row.status !== t.status) await store.setStatus(t.id, t.status);
      this.ctx.live.set(t.id, t);
      await hooks?.owned(t);
      this.autoplay.automate(t, undefined, true);
      hooks?.changed(t);
      log.info({ table: t.id, epoch: t.epoch, version: t.version }, "table taken over");
      return t;
    });
  }

  /**
   * A table whose log no longer replays (its game's rules changed under it) is set aside as
   * `void`: the hand in play is void, and each seat keeps what it held when that hand began, read
   * from the log replayed as far as it goes (`void.ts`). Its players are told when they come
   * back (`table-void`), in the lobby and over WebSocket.
   */
  async setAside(row: GameTableRow, e: unknown): Promise<void> {
    const game = this.ctx.games.get(row.game);
    const rules = game ? rulesVersionOf(game) : null;
    const why =
      rules !== null && rules !== row.rules_version
        ? `it was played under ${game!.name} rules version ${row.rules_version} and no longer replays under version ${rules}`
        : e instanceof StoredDataError
          ? `its stored data does not read (${e.message})`
          : `its log no longer replays (${(e as Error).message})`;
    let kept: HandStart | null = null;
    if (game) {
      const entries = await this.ctx.store.log(row.id);
      try {
        kept = replayAsFar(this.reader.fromRow(row), entries).kept;
      } catch {
        // The table cannot even be set up any more (its options no longer parse): nothing kept.
      }
    }
    const outcome = voidOutcome(kept, row.players, `The table was set aside: ${why}.`);
    await this.ctx.store.setStatus(row.id, "void", JSON.stringify(outcome));
    this.ctx.log.warn(
      {
        table: row.id,
        game: row.game,
        tableRules: row.rules_version,
        serverRules: rules,
        kept: outcome.kept,
        err: e,
      },
      "table set aside as void",
    );
  }

  /**
   * Sets aside the open tables this process plays that nobody joined within `ms` of their
   * making: they hold no player and no move, and would otherwise wait in the lobby for ever.
   */
  async expireUnjoined(ms: number): Promise<string[]> {
    const expired: string[] = [];
    const now = this.ctx.timers.now();
    // An open turn-based table waits longer for its players: friends join over days.
    const longAgo = new Set(await this.ctx.store.unjoined(now - Math.max(ms, turnBasedOpenMs)));
    for (const id of await this.ctx.store.unjoined(now - ms)) {
      const t = this.ctx.live.get(id);
      if (!t) continue;
      await t.serial(async () => {
        if (!this.ctx.owns(t) || t.status !== "open" || t.logSeq > 0) return;
        if (paceOf(t.settings) === "turn-based" && !longAgo.has(id)) return;
        if (await this.setVoid(t, `The table expired: nobody joined it within ${duration(ms)}.`))
          expired.push(id);
      });
    }
    if (expired.length > 0) this.ctx.log.info({ tables: expired }, "unjoined open tables expired");
    return expired;
  }

  /**
   * Sets aside the unfinished tables this process plays whose players have all been gone (no
   * connection here) for `ms`: abandoned if it started, expired if it never did. Without this a
   * closed tab's table would be listed as being played for ever. Tables of bots only are left to
   * finish.
   */
  async abandonIdle(ms: number, now = this.ctx.timers.now()): Promise<string[]> {
    const done: string[] = [];
    for (const t of [...this.ctx.live.values()]) {
      if (!abandoned(t, ms, now)) continue;
      await t.serial(async () => {
        if (!this.ctx.owns(t) || !abandoned(t, ms, now)) return;
        const long = duration(ms);
        const reason =
          t.status === "running"
            ? `The table was abandoned: none of its players was connected for ${long}. No chips changed hands in the hand in play.`
            : `The table expired: it never started, and none of its players was connected for ${long}.`;
        if (await this.setVoid(t, reason)) done.push(t.id);
      });
    }
    if (done.length > 0) this.ctx.log.info({ tables: done }, "abandoned tables set aside");
    return done;
  }

  /**
   * Ends a table nobody plays any more as void, no chips changing hands, and retires it. A table
   * another process has taken over meanwhile is not this one's to end: it is let go instead.
   */
  private async setVoid(t: LiveTable, reason: string): Promise<boolean> {
    const outcome = { void: true, reason, payoff: t.seats.map(() => 0) };
    if (!(await this.ctx.store.setStatus(t.id, "void", JSON.stringify(outcome), t.epoch))) {
      this.ctx.lose(t);
      return false;
    }
    this.ctx.retire(t, reason);
    return true;
  }

  /** Graceful stop: no new actions, let the writes in flight finish, hand the tables back. */
  async close(): Promise<void> {
    const { config, store } = this.ctx;
    this.ctx.closing = true;
    for (const timer of this.timers) this.ctx.timers.clear(timer);
    this.ctx.clocks.clear();
    this.ctx.presence.stop();
    await Promise.all([...this.ctx.live.values()].map((t) => t.queue));
    if (config.clustered) await store.leave(config.owner).catch(() => undefined);
    else await store.release(config.owner).catch(() => undefined);
  }
}

/** `ms` as a sentence says it: whole minutes, or milliseconds below one. */
function duration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes >= 1 ? `${minutes} min` : `${ms} ms`;
}

/** A table with players, none of them connected (here) since `ms` before `now`. */
function abandoned(t: LiveTable, ms: number, now: number): boolean {
  if (t.status === "finished") return false;
  // A turn-based table is played apart in time: once running its clocks move it on, however
  // long its players stay away; before the start it waits a week for them to join.
  if (paceOf(t.settings) === "turn-based")
    return t.status === "open" && now - t.presentAt >= Math.max(ms, turnBasedOpenMs);
  const players = t.seats.flatMap((s, seat) => (s.bot === null ? [seat] : []));
  if (players.length === 0) return false;
  return players.every((seat) => !t.isConnected(seat)) && now - t.presentAt >= ms;
}
