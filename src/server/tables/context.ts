/**
 * What every part of the table service shares: the tables this process owns, its store, games,
 * bot pool, logger and settings, the players' clocks and presence, and the one refusal for a
 * table another process owns.
 */
import type { Logger } from "pino";
import type { Seat } from "../../core/game.js";
import type { GameRegistry } from "../../packages/registry.js";
import type { BotPool } from "../bots/pool.js";
import { ownedElsewhere, ServerError } from "../errors.js";
import type { LiveTable } from "../live.js";
import { Presence } from "../presence.js";
import type { Store } from "../store.js";
import { realTimers, type Timers } from "../timers.js";
import { Clocks } from "./clocks.js";

export interface ServiceConfig {
  /** This process's name in table leases. */
  readonly owner: string;
  readonly leaseMs: number;
  /** How long a finished table stays in memory for late (re)connections. */
  readonly keepFinishedMs: number;
  /** In a cluster the Cluster claims tables (node leases); alone, this service claims them all. */
  readonly clustered?: boolean;
  /** An open table nobody joined is set aside (void) this long after it was made; null: never. */
  readonly openExpiryMs?: number | null;
  /** A table with players, none connected this long, is set aside (void, "abandoned"); null: never. */
  readonly abandonAfterMs?: number | null;
  /** Caps on the live tables (open or running) that seat bots; null: no cap. */
  readonly botTables?: BotTableCaps;
  /** The clock and timers of move clocks, away grace and sweeps (tests move time by hand). */
  readonly timers?: Timers;
}

export interface BotTableCaps {
  /** Per client address. */
  readonly perAddress: number | null;
  /** In this process. */
  readonly total: number | null;
}

export const defaultBotTableCaps: BotTableCaps = { perAddress: 10, total: 200 };

/** How a cluster follows what this service does with the tables it owns. */
export interface ServiceHooks {
  /** This process owns `t` from now on (created here, or taken over). */
  owned(t: LiveTable): Promise<void>;
  /** Another process took `t` over: this process only watches it from now on. */
  lost(t: LiveTable): void;
  /** Entries were applied to `t` (rows in `t.unpublished`), and its clocks set after them. */
  changed(t: LiveTable): void;
  /** A table taken over turned out finished: the others should read the end from the log. */
  ended(t: LiveTable): void;
}

/**
 * What players away from a table are told of it (push notifications): the server's tables call
 * these as things happen, and whoever listens decides whom to tell and how.
 */
export interface TableAlerts {
  /** The seats to act now, after a change (`resumed`: the table was just rebuilt from its log). */
  turn(t: LiveTable, toAct: readonly Seat[], resumed: boolean): void;
  /** A player asks to join the host's private table. */
  joinRequest(t: LiveTable, name: string): void;
  /** A line of chat was said (`from`: its seat, null for a spectator). */
  chat(t: LiveTable, from: Seat | null, name: string, text: string): void;
}

/**
 * Moves a table on after it changed: starts bots on the seats the server plays and clocks on the
 * players'. `acted`: the seat that just moved; `resumed`: the table was just rebuilt from its log.
 */
export type Automate = (t: LiveTable, acted?: Seat, resumed?: boolean) => void;

export class TableContext {
  /** The tables this process owns, and the finished ones kept a while for late reconnections. */
  readonly live = new Map<string, LiveTable>();
  /** The unfinished tables that seat bots (finished ones are dropped when next counted). */
  readonly botTables = new Set<LiveTable>();
  /** Who created each table that seats bots (only tables created since this process started). */
  readonly creators = new WeakMap<LiveTable, string>();
  readonly clocks: Clocks;
  readonly timers: Timers;
  /** Who is connected, and the grace timers that make a disconnected player's seat away. */
  readonly presence: Presence;
  /** The process is stopping: no new action is applied, no bot started. */
  closing = false;
  hooks: ServiceHooks | null = null;
  /** Who tells players away of their turns; none: nobody is told. */
  alerts: TableAlerts | null = null;
  /**
   * Told the id of each table this process marked finished (at its end, or found finished in its
   * log at a start or a takeover): the ratings settle a rated one from the database.
   */
  onFinished: ((id: string) => void) | null = null;
  /**
   * Told of each seat the host granted at a private table to a signed-in player's request: the
   * seat is the account's (My tables lists it). Its token is not known here, only its hash.
   */
  onGranted: ((table: string, seat: number, account: string) => Promise<void>) | null = null;
  /** Actions applied since start, for /healthz and the load test. */
  applied = 0;

  constructor(
    readonly store: Store,
    readonly games: GameRegistry,
    readonly pool: BotPool,
    readonly log: Logger,
    readonly config: ServiceConfig,
    presenceChanged: (t: LiveTable) => void,
  ) {
    this.timers = config.timers ?? realTimers;
    this.clocks = new Clocks(this.timers);
    this.presence = new Presence(presenceChanged, this.timers);
  }

  /** Whether this process owns `t` (and so may change it). */
  owns(t: LiveTable): boolean {
    return this.live.get(t.id) === t;
  }

  /** Refuses a change to a table another process owns now: the asker should ask that one. */
  mustOwn(t: LiveTable): void {
    if (!this.owns(t)) throw new ServerError(ownedElsewhere());
  }

  /**
   * Another process took the table over (its epoch moved past ours): stop playing it here. The
   * connections watching it stay; the cluster keeps them up to date from the new owner.
   */
  lose(t: LiveTable): void {
    if (!this.owns(t)) return;
    this.live.delete(t.id);
    this.clocks.stopAll(t);
    t.unpublished.length = 0;
    this.log.warn({ table: t.id }, "table taken over by another process");
    this.hooks?.lost(t);
  }

  /**
   * A table that ends here without playing on (closed, expired, abandoned): its clocks stop, it
   * leaves memory, and every connection watching it is closed with the reason.
   */
  retire(t: LiveTable, reason: string): void {
    this.clocks.stopAll(t);
    this.presence.forget(t);
    this.live.delete(t.id);
    this.botTables.delete(t);
    for (const sub of t.subscribers) sub.close(reason);
  }

  /** A finished table stays in memory `keepFinishedMs`, for players reconnecting to see the end. */
  evictLater(t: LiveTable): void {
    this.timers.setTimeout(() => {
      if (this.live.get(t.id) === t) this.live.delete(t.id);
    }, this.config.keepFinishedMs);
  }
}
