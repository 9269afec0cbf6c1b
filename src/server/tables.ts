import { randomBytes, randomInt } from "node:crypto";
import type { Logger } from "pino";
import { z } from "zod";
import { bots, botsFor, tableBotSeed } from "../bots/index.js";
import { awayEvent } from "../core/away.js";
import { act } from "../core/engine.js";
import type { RuleError } from "../core/errors.js";
import {
  type Action,
  type GameDefinition,
  type HandStart,
  type Outcome,
  rulesVersionOf,
  type Seat,
  type Step,
} from "../core/game.js";
import type { TableRecord } from "../core/match.js";
import { describeIssue, parseOptions } from "../core/options.js";
import { err, ok, type Result } from "../core/result.js";
import { commitment, newSeed } from "../core/seed.js";
import type { GameRegistry } from "../packages/registry.js";
import type { BotPool } from "./bots/pool.js";
import { applyChat, chatEntry, checkChat, mayChat, recordChat } from "./chat.js";
import {
  awayData,
  botsColumn,
  joinData,
  leaveData,
  readJson,
  requestData,
  StoredDataError,
  settingsColumn,
} from "./db/columns.js";
import type { GameTableRow, TableLogRow } from "./db/schema.js";
import { ownedElsewhere, ServerCode, ServerError } from "./errors.js";
import { addNote, applyHost, type HostRequest, hostEntry, mustBeHost, tableNote } from "./host.js";
import { defaultAwayAfterMs, LiveTable, type SeatState, type TableSettings } from "./live.js";
import { checkName, defaultName, sameName } from "./names.js";
import { type AwayBy, type AwayWhy, decodeAction, encodeAction, Presence } from "./presence.js";
import type { RecordChatLine } from "./protocol.js";
import { FencedError, type Store } from "./store.js";
import { hashToken, newTableId, newToken } from "./tokens.js";
import { voidOutcome, voidReason } from "./void.js";

export const createTableRequest = z.strictObject({
  game: z.string().min(1).max(64),
  /** Options over the variant's (if any) over the defaults. */
  options: z.record(z.string(), z.unknown()).optional(),
  variant: z.string().max(64).optional(),
  seats: z.number().int().min(1).max(16),
  /** Per seat: a bot's name, or null for a player. Missing entries are players. */
  bots: z.array(z.string().max(64).nullable()).max(16).optional(),
  clock: z.strictObject({ moveMs: z.number().int().min(100).max(86_400_000) }).optional(),
  /** A player disconnected this long (ms) is played by the away rule until they return; 0: never. */
  awayAfterMs: z.number().int().min(0).max(86_400_000).optional(),
  /** The bot that plays for a player who left or ran out of time. Default "random". */
  fallbackBot: z.string().max(64).optional(),
  /** Joins wait for the host's approval. */
  private: z.boolean().optional(),
});
export type CreateTableRequest = z.infer<typeof createTableRequest>;

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

export type ActResult = Result<{ version: number; duplicate?: true }, RuleError>;

/**
 * An action as a seat's connection sends it: `seq`, the client's sequence number, makes a resend
 * harmless; `seen`, the version the client had drawn; `tokenHash` proves the seat where the action
 * arrives at another process than the owner.
 */
export interface SeatAction {
  readonly seat: Seat;
  readonly seq: number | null;
  readonly action: unknown;
  readonly seen?: { version: number; strict: boolean } | undefined;
  readonly tokenHash: string;
}

/** A line of chat as said: from a seat (its token's hash proves it) or a spectator (seat null). */
export interface ChatSaid {
  readonly seat: Seat | null;
  readonly tokenHash: string | null;
  readonly name: string;
  readonly text: string;
}

/** A join's answer: the seat given, or at a private table the request waiting for the host. */
export type Joined = { seat: Seat } | { request: string };

/**
 * The tables this process owns: it creates them, seats players, applies actions (log first, then
 * memory, then the clients), runs bots and clocks, and rebuilds every unfinished table from the
 * log at start.
 */
export class TableService {
  private readonly live = new Map<string, LiveTable>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Who is connected, and the grace timers that make a disconnected player's seat away. */
  private readonly presence = new Presence((t) => this.presenceChanged(t));
  private readonly thinking = new Set<string>();
  /** The unfinished tables that seat bots (finished ones are dropped when next counted). */
  private readonly botTables = new Set<LiveTable>();
  /** Who created each table that seats bots (only tables created since this process started). */
  private readonly creators = new WeakMap<LiveTable, string>();
  private renewTimer: NodeJS.Timeout | null = null;
  private expiryTimer: NodeJS.Timeout | null = null;
  private abandonTimer: NodeJS.Timeout | null = null;
  private closing = false;
  hooks: ServiceHooks | null = null;
  /** Actions applied since start, for /healthz and the load test. */
  applied = 0;
  /** How long the latest players' actions took, arrival to acknowledgement (ms), newest last. */
  readonly latencies: number[] = [];

  noteLatency(ms: number): void {
    this.latencies.push(ms);
    if (this.latencies.length > 10_000) this.latencies.splice(0, this.latencies.length - 10_000);
  }

  constructor(
    readonly store: Store,
    readonly games: GameRegistry,
    private readonly pool: BotPool,
    private readonly log: Logger,
    private readonly config: ServiceConfig,
  ) {}

  /**
   * A sweep of tables idle for `after` ms, run every quarter of that (within 50 ms and a minute)
   * without holding the process open; a failed sweep is logged and the next one tries again.
   */
  private sweep(after: number, what: string, run: (ms: number) => Promise<unknown>) {
    const timer = setInterval(
      () => void run(after).catch((e: unknown) => this.log.error({ err: e }, `could not ${what}`)),
      Math.max(50, Math.min(60_000, after / 4)),
    );
    timer.unref();
    return timer;
  }

  /** Takes over every unfinished table and rebuilds it from its log. */
  async start(): Promise<number> {
    const expiry = this.config.openExpiryMs ?? null;
    if (expiry !== null) {
      this.expiryTimer = this.sweep(expiry, "expire unjoined tables", (ms) =>
        this.expireUnjoined(ms),
      );
    }
    // Presence is known per process: in a cluster a table's players may be connected to another
    // process than its owner, so the owner cannot tell an abandoned table from a played one.
    const abandon = this.config.clustered ? null : (this.config.abandonAfterMs ?? null);
    if (abandon !== null) {
      this.abandonTimer = this.sweep(abandon, "set aside abandoned tables", (ms) =>
        this.abandonIdle(ms),
      );
    }
    if (this.config.clustered) return 0;
    const ids = await this.store.claim(this.config.owner, this.config.leaseMs, true);
    for (const id of ids) {
      const row = await this.store.table(id);
      if (!row) continue;
      try {
        const t = await this.load(row);
        if (t) this.automate(t, undefined, true);
      } catch (e) {
        // Never a loop of failing starts: the table is set aside, and the others are played.
        await this.setAside(row, e).catch((failed: unknown) =>
          this.log.error({ table: id, err: failed }, "cannot set the table aside"),
        );
      }
    }
    this.renewTimer = setInterval(() => {
      this.store
        .renew(this.config.owner, this.config.leaseMs)
        .catch((e: unknown) => this.log.error({ err: e }, "lease renewal failed"));
    }, this.config.leaseMs / 3);
    this.renewTimer.unref();
    this.log.info({ tables: this.live.size }, "tables restored from the log");
    return this.live.size;
  }

  get(id: string): LiveTable | undefined {
    return this.live.get(id);
  }

  /**
   * A table being played here, or a finished one read back from its log (kept in memory a while,
   * so players reconnecting after the end, or after a restart, still see how it ended).
   */
  async find(id: string): Promise<LiveTable | undefined> {
    const live = this.live.get(id);
    if (live) return live;
    const row = await this.store.table(id);
    if (row?.status === "void") throw voidError(row);
    if (row?.status !== "finished") return undefined;
    const t = this.fromRow(row);
    for (const entry of await this.store.log(id)) applyEntry(t, entry);
    if (!t.table.outcome()) return undefined;
    t.finishedAt = Date.now();
    this.live.set(id, this.live.get(id) ?? t);
    this.evictLater(t);
    return this.live.get(id);
  }

  private evictLater(t: LiveTable): void {
    setTimeout(() => {
      if (this.live.get(t.id) === t) this.live.delete(t.id);
    }, this.config.keepFinishedMs).unref();
  }

  /** Tables in memory, finished ones kept for late reconnections included. */
  get size(): number {
    return this.live.size;
  }

  /** Tables being played (started, not finished). */
  get running(): number {
    let n = 0;
    for (const t of this.live.values()) if (t.status === "running") n++;
    return n;
  }

  /**
   * Opens a table. `from` is the client's address: a table that seats bots counts against the
   * address's cap and the server's (bots think on this process's few threads).
   */
  async create(
    req: CreateTableRequest,
    from?: string,
  ): Promise<{ table: LiveTable; hostToken: string }> {
    const game = this.games.get(req.game);
    if (!game) throw new ServerError(ServerCode.unknownGame, `There is no game "${req.game}".`);
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
    Object.assign(raw, req.options ?? {});
    const options = parseOptions(game, raw, req.seats);
    if (!options.ok) throw new ServerError(options.error);
    if ((req.bots?.length ?? 0) > req.seats)
      throw new ServerError(
        ServerCode.badRequest,
        `"bots" names ${req.bots!.length} seats, but the table has ${req.seats}.`,
      );
    const seatBots = Array.from({ length: req.seats }, (_, i) => req.bots?.[i] ?? null);
    for (const b of [...seatBots, req.fallbackBot ?? null]) {
      if (b !== null && !botsFor(game, this.games).includes(b))
        throw new ServerError(
          ServerCode.unknownBot,
          bots[b]
            ? `There is no ${b} bot for ${game.name}. Bots: ${botsFor(game, this.games).join(", ")}.`
            : `There is no bot "${b}". Bots: ${Object.keys(bots).join(", ")}.`,
        );
    }
    if (seatBots.some((b) => b !== null)) this.mayAddBotTable(from);
    // Like a seat's, only the host token's hash is stored.
    const hostToken = newToken();
    const settings: TableSettings = {
      clockMs: req.clock?.moveMs ?? null,
      fallbackBot: req.fallbackBot ?? defaultFallbackBot(game, this.games),
      awayAfterMs: req.awayAfterMs ?? defaultAwayAfterMs,
      hostHash: hashToken(hostToken),
      private: req.private ?? false,
    };
    const seed = newSeed();
    const humans = seatBots.filter((b) => b === null).length;
    const row: Omit<GameTableRow, "created_at" | "epoch"> = {
      id: newTableId(),
      game: game.id,
      options: JSON.stringify(options.value),
      players: req.seats,
      bots: JSON.stringify(seatBots),
      settings: JSON.stringify(settings),
      seed,
      commitment: commitment(seed),
      status: humans === 0 ? "running" : "open",
      outcome: null,
      owner: this.config.owner,
      lease_until: Date.now() + this.config.leaseMs,
      rules_version: rulesVersionOf(game),
    };
    await this.store.createTable(row);
    const t = this.fromRow({ ...row, created_at: Date.now(), epoch: 0 });
    this.live.set(t.id, t);
    if (humans < req.seats) {
      this.botTables.add(t);
      if (from !== undefined) this.creators.set(t, from);
    }
    await this.hooks?.owned(t);
    this.log.info(
      { table: t.id, game: game.id, seats: req.seats, bots: req.seats - humans },
      "table created",
    );
    this.automate(t);
    return { table: t, hostToken };
  }

  /** Refuses a new table with bots past the caps on live tables that seat bots. */
  private mayAddBotTable(from: string | undefined): void {
    const caps = this.config.botTables ?? defaultBotTableCaps;
    let theirs = 0;
    for (const t of this.botTables) {
      if (t.status === "finished" || this.live.get(t.id) !== t) this.botTables.delete(t);
      else if (from !== undefined && this.creators.get(t) === from) theirs++;
    }
    const total = this.botTables.size;
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

  /** Seats a player: the seat asked for, or the first free one. Returns the secret token. */
  async join(
    t: LiveTable,
    seat: Seat | undefined,
    name: string | null,
  ): Promise<Joined & { token: string }> {
    const token = newToken();
    const joined = await this.joinHashed(t, seat, name, hashToken(token));
    return { ...joined, token };
  }

  /**
   * Seats a player given only the hash of the token their process made for them: in a cluster
   * the process the player asked makes the token, and only its hash reaches the owner.
   */
  joinHashed(
    t: LiveTable,
    seat: Seat | undefined,
    name: string | null,
    tokenHash: string,
  ): Promise<Joined> {
    return t.serial(async (): Promise<Joined> => {
      this.mustOwn(t);
      // The same join again (a forwarding process whose answer was lost asks once more): the seat
      // this token already holds. Tokens are random, so a hash seats one player only.
      const already = t.seatOfToken(tokenHash);
      if (already !== null) return { seat: already };
      const waiting = t.requests.find((r) => r.tokenHash === tokenHash);
      if (waiting) return { request: waiting.id };
      if (t.status === "finished")
        throw new ServerError(ServerCode.finished, "The game is over: no seat can be joined.");
      if (t.status !== "open")
        throw new ServerError(ServerCode.started, "The table has started: its seats are taken.");
      const free = t.humanSeatsFree();
      if (seat !== undefined && !(seat >= 0 && seat < t.players))
        throw new ServerError(ServerCode.badRequest, `Seats are numbered 0 to ${t.players - 1}.`);
      const chosen = seat ?? free[0];
      if (chosen === undefined)
        throw new ServerError(ServerCode.noFreeSeat, "Every seat is taken.");
      if (!free.includes(chosen))
        throw new ServerError(ServerCode.seatTaken, `Seat ${chosen} is taken.`);
      const taken = takenNames(t);
      const given = name === null ? null : checkName(name);
      if (given !== null && taken.some((n) => sameName(n, given)))
        throw new ServerError(
          ServerCode.nameTaken,
          "Someone at this table already has that name: choose another.",
        );
      const named = given ?? defaultName(chosen, taken);
      if (t.isPrivate) {
        // The seat is given when the host approves; the token the player holds works from then.
        const id = newRequestId();
        const data = { id, name: named, tokenHash, seat: seat ?? null };
        await this.appendSeat(t, {
          kind: "request",
          seat: -1,
          data: JSON.stringify(data),
          client_seq: null,
        });
        this.log.info({ table: t.id, request: id }, "a player asks to join");
        this.told(t, -1, 0, "request");
        return { request: id };
      }
      const entry = {
        kind: "join" as const,
        seat: chosen,
        data: JSON.stringify({ name: named, tokenHash }),
        client_seq: null,
      };
      await this.appendSeat(t, entry);
      this.log.info({ table: t.id, seat: chosen }, "player joined");
      await this.afterSeats(t);
      return { seat: chosen };
    });
  }

  leave(t: LiveTable, token: string): Promise<{ seat: Seat }> {
    return this.leaveByHash(t, hashToken(token));
  }

  /** Leaving, given the hash of the seat's token (what a cluster forwards, never the token). */
  leaveByHash(t: LiveTable, tokenHash: string): Promise<{ seat: Seat }> {
    return t.serial(async () => {
      this.mustOwn(t);
      const seat = this.seatOfHash(t, tokenHash);
      await this.appendSeat(t, { kind: "leave", seat, data: "{}", client_seq: null });
      this.log.info({ table: t.id, seat, status: t.status }, "player left");
      for (const sub of t.subscribers)
        if (sub.tokenHash === tokenHash) sub.close("You left the table.");
      await this.afterSeats(t);
      return { seat };
    });
  }

  /**
   * After an entry that changes no seat's game (chat, a host's action, a request, away): the
   * watchers here are told, the other processes of a cluster too, and the server moves on.
   */
  private told(t: LiveTable, seat: number, notesBefore: number, kind: TableLogRow["kind"]): void {
    tellTable(t, { kind, seat } as TableLogRow, notesBefore);
    this.hooks?.changed(t);
  }

  /** Writes one table entry (chat, host, request, away) and tells everyone what it changed. */
  private async note(
    t: LiveTable,
    kind: "chat" | "host" | "away",
    seat: number,
    data: unknown,
  ): Promise<void> {
    const before = t.notes.get(t.version)?.length ?? 0;
    await this.appendSeat(t, { kind, seat, data: JSON.stringify(data), client_seq: null });
    this.told(t, seat, before, kind);
  }

  /**
   * A line of chat from a seat (its token's hash proves it still holds the seat) or a spectator
   * (`seat` null). The text is checked here, at the owner, whoever forwarded it.
   */
  chat(t: LiveTable, { seat, tokenHash, name, text }: ChatSaid): Promise<void> {
    return t.serial(async () => {
      this.mustOwn(t);
      const line = checkChat(text);
      let who = checkName(name);
      if (seat !== null) {
        if (tokenHash === null || this.seatOfHash(t, tokenHash) !== seat)
          throw new ServerError(ServerCode.badToken, "This token holds another seat.");
        who = t.seats[seat]!.name ?? who;
      }
      mayChat(t, seat);
      await this.note(t, "chat", seat ?? -1, { name: who, text: line });
    });
  }

  /** A player marks their seat away, or back (`why` "clock": two clocks ran out in a row). */
  away(t: LiveTable, seat: Seat, tokenHash: string, on: boolean): Promise<void> {
    return t.serial(async () => {
      this.mustOwn(t);
      if (this.seatOfHash(t, tokenHash) !== seat)
        throw new ServerError(ServerCode.badToken, "This token holds another seat.");
      if (t.status === "finished") throw new ServerError(ServerCode.finished, "The game is over.");
      if (t.marked.has(seat) === on)
        throw new ServerError(
          ServerCode.badRequest,
          on ? "Your seat is already away." : "Your seat is not away.",
        );
      await this.note(t, "away", seat, { on, why: "player" });
      this.automate(t);
    });
  }

  private markAway(t: LiveTable, seat: Seat, on: boolean, why: "player" | "clock"): Promise<void> {
    return t.serial(async () => {
      if (this.live.get(t.id) !== t || t.marked.has(seat) === on || t.status === "finished") return;
      await this.note(t, "away", seat, { on, why });
      this.automate(t);
    });
  }

  /** A host's action, given the hash of the token they sent (refused `not-host` if it is not theirs). */
  host(t: LiveTable, hostHash: string, req: HostRequest): Promise<{ version: number }> {
    return t.serial(async () => {
      this.mustOwn(t);
      mustBeHost(t, hostHash);
      const refuse = (message: string) => new ServerError(ServerCode.hostRefused, message);
      if (t.status === "finished") throw new ServerError(ServerCode.finished, "The game is over.");
      const seatOf = (seat: Seat) => {
        const s = t.seats[seat];
        if (!s)
          throw new ServerError(ServerCode.badRequest, `Seats are numbered 0 to ${t.players - 1}.`);
        if (s.bot !== null || (s.tokenHash === null && !s.left))
          throw refuse(`Seat ${seat} holds no player.`);
        return s;
      };
      switch (req.action) {
        case "pause":
          if (t.paused) throw refuse("The table is paused already.");
          // The clocks stop with the time they had left.
          for (const [seat, at] of t.deadlines) t.frozen.set(seat, Math.max(0, at - Date.now()));
          for (const seat of [...t.deadlines.keys()]) this.stopClock(t, seat);
          await this.note(t, "host", -1, { action: "pause" });
          break;
        case "resume":
          if (!t.paused) throw refuse("The table is not paused.");
          await this.note(t, "host", -1, { action: "resume" });
          this.automate(t);
          break;
        case "start": {
          if (t.status !== "open") throw refuse("The table has started already.");
          if (!t.seats.some((s) => s.bot === null && s.tokenHash !== null))
            throw refuse("Nobody has joined yet: a table of bots alone is not started early.");
          await this.note(t, "host", -1, { action: "start" });
          await this.store.setBots(
            t.id,
            t.seats.map((s) => s.bot),
          );
          this.botTables.add(t);
          await this.afterSeats(t);
          break;
        }
        case "close": {
          await this.note(t, "host", -1, { action: "close" });
          await this.closeTable(t);
          break;
        }
        case "remove": {
          const s = seatOf(req.seat);
          if (s.left) throw refuse(`Seat ${req.seat}'s player has left already.`);
          const leaving = s.tokenHash;
          const before = t.notes.get(t.version)?.length ?? 0;
          await this.appendSeat(t, {
            kind: "leave",
            seat: req.seat,
            data: JSON.stringify({ by: "host" }),
            client_seq: null,
          });
          this.log.info({ table: t.id, seat: req.seat }, "the host removed a player");
          for (const sub of t.subscribers)
            if (sub.tokenHash === leaving) sub.close("The host removed you from the table.");
          const said = (t.notes.get(t.version) ?? []).slice(before);
          t.broadcast((viewer) => ({
            type: "events",
            events: t.seen(said, viewer),
            ...t.viewFor(viewer),
          }));
          await this.afterSeats(t);
          break;
        }
        case "mute":
        case "unmute":
          seatOf(req.seat);
          if (t.muted.has(req.seat) === (req.action === "mute"))
            throw refuse(
              `Seat ${req.seat} is ${req.action === "mute" ? "muted" : "not muted"} already.`,
            );
          await this.note(t, "host", -1, { action: req.action, seat: req.seat });
          break;
        case "spectator-chat":
          if (t.spectatorChat === req.on)
            throw refuse(`Spectators' chat is ${req.on ? "on" : "off"} already.`);
          await this.note(t, "host", -1, req);
          break;
        case "private":
          if (t.isPrivate === req.on)
            throw refuse(`The table is ${req.on ? "private" : "open"} already.`);
          await this.note(t, "host", -1, req);
          break;
        case "clock": {
          const hand = t.hand();
          await this.note(t, "host", -1, {
            action: "clock",
            ms: req.seconds === null ? null : req.seconds * 1000,
            // A game played in hands changes its clock from the next one; any other, now.
            fromHand: hand === null ? null : hand + 1,
          });
          if (hand === null) this.automate(t);
          break;
        }
        case "approve": {
          const r =
            req.request !== undefined
              ? t.requests.find((x) => x.id === req.request)
              : (t.requests.find((x) => x.seat === req.seat) ?? t.requests[0]);
          if (!r)
            throw new ServerError(ServerCode.unknownRequest, "No such request waits to join.");
          if (t.status !== "open")
            throw new ServerError(
              ServerCode.started,
              "The table has started: its seats are taken.",
            );
          const free = t.humanSeatsFree();
          const seat = req.seat ?? r.seat ?? free[0];
          if (seat === undefined)
            throw new ServerError(ServerCode.noFreeSeat, "Every seat is taken.");
          if (!free.includes(seat))
            throw new ServerError(ServerCode.seatTaken, `Seat ${seat} is taken.`);
          await this.appendSeat(t, {
            kind: "join",
            seat,
            data: JSON.stringify({ name: r.name, tokenHash: r.tokenHash }),
            client_seq: null,
          });
          this.log.info({ table: t.id, seat, request: r.id }, "the host approved a join");
          await this.afterSeats(t);
          break;
        }
        case "deny": {
          if (!t.requests.some((x) => x.id === req.request))
            throw new ServerError(ServerCode.unknownRequest, "No such request waits to join.");
          await this.note(t, "host", -1, req);
          break;
        }
      }
      this.log.info({ table: t.id, action: req.action }, "host action");
      return { version: t.version };
    });
  }

  /**
   * Ends a table its host closed: it is set aside as void, as an abandoned table is (a table that
   * ends before its game does has no outcome of its own), the hand in play void, each seat keeping
   * what it held when that hand began.
   */
  private async closeTable(t: LiveTable): Promise<void> {
    const kept = t.game.handStart?.(t.table.state) ?? null;
    const reason = "The host closed the table.";
    const outcome = voidOutcome(kept, t.players, reason);
    for (const seat of [...t.deadlines.keys()]) this.stopClock(t, seat);
    try {
      await this.store.setStatus(t.id, "void", JSON.stringify(outcome));
    } catch (e) {
      // The log holds the close: the next start sets the table aside from there.
      this.log.error({ table: t.id, err: e }, "could not mark the table closed");
    }
    this.presence.forget(t);
    this.live.delete(t.id);
    this.botTables.delete(t);
    for (const sub of t.subscribers) sub.close(reason);
  }

  /** Whether this process owns `t` (and so may change it). */
  owns(t: LiveTable): boolean {
    return this.live.get(t.id) === t;
  }

  private mustOwn(t: LiveTable): void {
    if (this.live.get(t.id) !== t) throw new ServerError(ownedElsewhere());
  }

  /** The seat a token holds at this table, or a refusal saying why not. */
  /** A connection for `seat` said hello or closed. */
  connectionChanged(t: LiveTable, seat: Seat): void {
    this.presence.update(t, seat);
  }

  /** Everyone hears who is connected and who is away; an away seat's turn is played here. */
  private presenceChanged(t: LiveTable): void {
    t.broadcast((viewer) => ({ type: "seats", seats: t.summary(), ...t.viewFor(viewer) }));
    if (this.live.get(t.id) === t) this.automate(t);
  }

  seatOf(t: LiveTable, token: string): Seat {
    return this.seatOfHash(t, hashToken(token));
  }

  seatOfHash(t: LiveTable, hash: string): Seat {
    const seat = t.seatOfToken(hash);
    if (seat !== null) return seat;
    if (t.revoked.has(hash))
      throw new ServerError(
        ServerCode.tokenRevoked,
        "This seat token is no longer valid: its player left the table.",
      );
    throw new ServerError(ServerCode.badToken, "This token does not hold a seat at this table.");
  }

  /**
   * Applies one action for a seat. The log entry is written before anything else changes, so an
   * acknowledged action survives a crash; a client sequence number already applied is
   * acknowledged again without applying it twice.
   */
  act(
    t: LiveTable,
    { seat, seq, action, seen }: Omit<SeatAction, "tokenHash">,
  ): Promise<ActResult> {
    return this.move(t, seat, seq, action, seen);
  }

  /** `act`, and for a move the server makes for a player, why and by whom (logged with it). */
  private move(
    t: LiveTable,
    seat: Seat,
    seq: number | null,
    action: unknown,
    seen?: { version: number; strict: boolean },
    away?: { why: AwayWhy; by: AwayBy },
  ): Promise<ActResult> {
    return t.serial(async (): Promise<ActResult> => {
      if (this.live.get(t.id) !== t) return err(ownedElsewhere());
      const s = t.seats[seat]!;
      if (seq !== null && seq <= s.lastSeq) return ok({ version: t.version, duplicate: true });
      // A bot's choice holds only at the version it was made for; a player's still stands if it
      // is legal, and if not, saying the table moved on tells a race from a mistake.
      const moved = seen !== undefined && seen.version !== t.version;
      if (t.status === "finished")
        return err({
          code: moved ? ServerCode.stale : ServerCode.finished,
          message: moved
            ? `The table moved on since version ${seen.version}: the game is over.`
            : "The game is over.",
        });
      if (t.status !== "running")
        return err({ code: ServerCode.notRunning, message: "The table waits for its players." });
      if (t.paused)
        return err({
          code: ServerCode.paused,
          message: "The host paused the table: no move is played until they resume it.",
        });
      if (this.closing)
        return err({
          code: ServerCode.shuttingDown,
          message: "The server is restarting; send it again after reconnecting.",
        });
      if (moved && seen.strict)
        return err({ code: ServerCode.stale, message: "The table moved on." });
      const r = act(t.game, t.table.state, seat, action);
      if (!r.ok && moved)
        return err({
          code: ServerCode.stale,
          message: `The table moved on since version ${seen.version}: ${r.error.message}`,
        });
      if (!r.ok) return r;
      try {
        await this.append(
          t,
          { kind: "action", seat, data: encodeAction(action as Action, away), client_seq: seq },
          r.value,
        );
      } catch (e) {
        if (e instanceof FencedError) return err(ownedElsewhere());
        this.log.error({ table: t.id, err: e }, "could not write an action");
        return err({
          code: ServerCode.storage,
          message: "The action could not be saved; it was not applied. Try again.",
        });
      }
      this.applied++;
      this.afterAction(t);
      return ok({ version: t.version });
    });
  }

  /**
   * A join or leave written like any entry, its failures said as the refusals a player or a
   * forwarding process understands: a fenced write means the table moved (ask its new owner),
   * a failed one that nothing was done (ask again).
   */
  private async appendSeat(
    t: LiveTable,
    entry: Omit<TableLogRow, "table_id" | "seq" | "at">,
  ): Promise<void> {
    try {
      await this.append(t, entry);
    } catch (e) {
      if (e instanceof FencedError) throw new ServerError(ownedElsewhere());
      this.log.error({ table: t.id, err: e }, `could not write a ${entry.kind}`);
      throw new ServerError(ServerCode.storage, "The seat change could not be saved. Try again.");
    }
  }

  /** Writes a log entry, then applies it in memory (the same code that rebuilds a table). */
  private async append(
    t: LiveTable,
    entry: Omit<TableLogRow, "table_id" | "seq" | "at">,
    step?: Step<unknown>,
  ): Promise<void> {
    const row = { ...entry, table_id: t.id, seq: t.logSeq };
    try {
      await this.store.append({ ...row, epoch: t.epoch });
    } catch (e) {
      if (e instanceof FencedError) {
        this.lose(t);
        throw e;
      }
      // The write may have landed even though it reported failure: read back what the log holds.
      await this.catchUp(t).catch(() => undefined);
      throw e;
    }
    const written = { ...row, at: Date.now() };
    applyEntry(t, written, step);
    if (this.hooks) t.unpublished.push(written);
  }

  /**
   * Another process took the table over (its epoch moved past ours): stop playing it here. The
   * connections watching it stay; the cluster keeps them up to date from the new owner.
   */
  lose(t: LiveTable): void {
    if (this.live.get(t.id) !== t) return;
    this.live.delete(t.id);
    for (const seat of [...t.deadlines.keys()]) this.stopClock(t, seat);
    t.unpublished.length = 0;
    this.log.warn({ table: t.id }, "table taken over by another process");
    this.hooks?.lost(t);
  }

  /**
   * Takes a table over (in a cluster, after claiming it at `row.epoch`): brings `existing` (the
   * copy this process watched it with), or a fresh copy, up to the end of the log, telling its
   * watchers every entry they missed, and plays it from there.
   */
  takeOver(row: GameTableRow, existing?: LiveTable): Promise<LiveTable | null> {
    const t = existing ?? this.fromRow(row);
    return t.serial(async () => {
      t.epoch = row.epoch;
      t.deadlines.clear();
      for (const entry of await this.store.log(t.id, t.logSeq)) tellEntry(t, entry);
      if (t.table.outcome()) {
        if (row.status !== "finished")
          await this.store.setStatus(t.id, "finished", JSON.stringify(t.table.outcome()));
        // Its owner may have died between writing the last entry and telling anyone.
        this.hooks?.ended(t);
        return null;
      }
      if (row.status !== t.status) await this.store.setStatus(t.id, t.status);
      this.live.set(t.id, t);
      await this.hooks?.owned(t);
      this.automate(t, undefined, true);
      this.hooks?.changed(t);
      this.log.info({ table: t.id, epoch: t.epoch, version: t.version }, "table taken over");
      return t;
    });
  }

  /** Applies log entries this process has not applied yet (after an ambiguous write failure). */
  private async catchUp(t: LiveTable): Promise<void> {
    const rows = await this.store.log(t.id);
    const before = t.version;
    for (const row of rows.slice(t.logSeq)) {
      applyEntry(t, row);
      if (this.hooks) t.unpublished.push(row);
    }
    if (t.version !== before) this.afterAction(t);
  }

  private async afterSeats(t: LiveTable): Promise<void> {
    // Applying the last join already made the table running in memory; the row follows.
    if (t.status === "running" && t.version === 0 && t.seats.some((s) => s.bot === null)) {
      await this.store.setStatus(t.id, "running");
      this.log.info({ table: t.id }, "table started");
    }
    this.automate(t);
    t.broadcast((viewer) => ({ type: "seats", seats: t.summary(), ...t.viewFor(viewer) }));
    this.hooks?.changed(t);
  }

  private afterAction(t: LiveTable): void {
    const events = t.history[t.version - 1] ?? [];
    const outcome = t.table.outcome();
    if (outcome) t.status = "finished";
    this.automate(t, t.table.actions.at(-1)?.seat);
    t.broadcast((viewer) => ({
      type: "events",
      events: t.seen(events, viewer),
      ...t.viewFor(viewer),
    }));
    this.hooks?.changed(t);
    if (outcome) void this.finish(t);
  }

  private async finish(t: LiveTable): Promise<void> {
    const outcome = t.table.outcome()!;
    t.finishedAt = Date.now();
    try {
      await this.store.setStatus(t.id, "finished", JSON.stringify(outcome));
    } catch (e) {
      // The log holds the whole game; the next start marks it finished from there.
      this.log.error({ table: t.id, err: e }, "could not mark the table finished");
    }
    this.log.info({ table: t.id, actions: t.version, summary: outcome.summary }, "table finished");
    t.broadcast(() => overFrame(t, outcome));
    this.evictLater(t);
  }

  /**
   * Starts bots on the seats they play and clocks on the players' seats, as the turn needs.
   * `acted` is the seat that just moved: its clock starts afresh if it must move again.
   * `resumed`: the table was just rebuilt from its log (a restart, a takeover), so a clock counts
   * from the log's last entry instead of starting with the full time again.
   */
  private automate(t: LiveTable, acted?: Seat, resumed = false): void {
    if (t.status !== "running" || this.closing || t.paused) {
      for (const seat of [...t.deadlines.keys()]) this.stopClock(t, seat);
      return;
    }
    const toAct = t.toAct();
    // Seats marked away are played at once while someone at the table still plays; when every
    // player is away their moves keep the clock's pace, so that a table of absent players does
    // not race through its hands.
    const someonePlays = t.seats.some(
      (s, i) => s.bot === null && !s.left && !t.away.has(i) && !t.marked.has(i),
    );
    const now = (seat: Seat) =>
      t.automatic(seat) &&
      (someonePlays || !t.marked.has(seat) || t.clockMs === null || t.away.has(seat));
    for (const seat of [...t.deadlines.keys()]) {
      if (!toAct.includes(seat) || seat === acted || now(seat)) this.stopClock(t, seat);
    }
    for (const seat of toAct) {
      if (now(seat)) {
        const s = t.seats[seat]!;
        void this.think(
          t,
          seat,
          s.bot ?? t.settings.fallbackBot,
          (s.bot ?? s.left) ? "leave" : "away",
        );
      } else if (t.clockMs !== null && !t.deadlines.has(seat)) {
        // A clock the pause stopped goes on with the time it had left.
        const left = t.frozen.get(seat);
        this.startClock(t, seat, left ?? (resumed ? resumedClock(t, t.clockMs) : t.clockMs));
      }
    }
    t.frozen.clear();
  }

  private startClock(t: LiveTable, seat: Seat, ms: number): void {
    t.deadlines.set(seat, Date.now() + ms);
    const key = `${t.id}:${seat}`;
    const timer = setTimeout(() => {
      this.timers.delete(key);
      t.deadlines.delete(seat);
      if (t.status !== "running" || t.paused || !t.toAct().includes(seat)) return;
      this.log.info({ table: t.id, seat }, "clock ran out");
      void this.think(t, seat, t.settings.fallbackBot, "clock");
    }, ms);
    timer.unref();
    this.timers.set(key, timer);
  }

  private stopClock(t: LiveTable, seat: Seat): void {
    t.deadlines.delete(seat);
    const key = `${t.id}:${seat}`;
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
  }

  /**
   * Acts for a seat the server plays. A player who left folds every decision that allows it
   * ("their seat then folds every decision"); a player out of time or away plays the game's away
   * rule; otherwise (or where the rule says nothing) the bot decides, on a bot thread.
   */
  private async think(
    t: LiveTable,
    seat: Seat,
    bot: string,
    why: "leave" | AwayWhy,
  ): Promise<void> {
    const key = `${t.id}:${seat}`;
    if (this.thinking.has(key)) return;
    // The seat is held until its move is applied or refused: a second decision for it while the
    // first is still on its way (a simultaneous phase moves the version under it) would race the
    // first and multiply at every refusal.
    this.thinking.add(key);
    let next: "automate" | "later" | "none" = "automate";
    try {
      next = await this.decideAndAct(t, seat, bot, why);
    } finally {
      this.thinking.delete(key);
    }
    // The database failed: try again in a moment rather than in a tight loop.
    if (next === "later") setTimeout(() => this.automate(t), 1000).unref();
    else if (next === "automate") this.automate(t);
  }

  /** One decision for a seat the server plays, and its move; what to do next for the table. */
  private async decideAndAct(
    t: LiveTable,
    seat: Seat,
    bot: string,
    why: "leave" | AwayWhy,
  ): Promise<"automate" | "later" | "none"> {
    const version = t.version;
    let action: unknown;
    let by: AwayBy = { bot };
    try {
      const legal = t.game.legalActions(t.table.state, seat) as Action[];
      if (why === "leave") {
        // A player who left folds, and is not bought in again.
        if (t.seats[seat]!.left)
          action = legal.find((a) => a.type === "fold" || a.type === "no-rebuy");
      } else {
        action = t.game.awayAction?.(t.table.state, seat) ?? undefined;
        if (action !== undefined) by = { rule: true };
      }
      // A bot rebuys whenever it may (as `bots` in src/bots/registry.ts do).
      action ??= legal.find((a) => a.type === "rebuy");
      if (this.pool.decidesHere(bot)) action ??= legal[randomInt(legal.length)];
      action ??= await this.pool.decide({
        table: t.id,
        game: t.game.id,
        bot,
        seed: tableBotSeed(t.seed, seat, version),
        seat,
        state: t.table.state,
      });
    } catch (e) {
      // At shutdown the bot threads stop under the bots thinking: not a failure, and no move.
      if (this.closing) return "none";
      this.log.error(
        { table: t.id, seat, bot, err: e },
        "bot failed; playing a random legal action",
      );
      const legal = t.game.legalActions(t.table.state, seat);
      action = legal[randomInt(legal.length)];
    }
    if (t.version !== version || t.status !== "running") return "automate";
    const away = why === "leave" ? undefined : { why, by };
    const r = await this.move(t, seat, null, action, { version, strict: true }, away);
    if (!r.ok && r.error.code === ServerCode.moved) return "none";
    if (!r.ok) {
      const expected: string[] = [ServerCode.stale, ServerCode.shuttingDown, ServerCode.paused];
      if (!expected.includes(r.error.code))
        this.log.error({ table: t.id, seat, bot, error: r.error }, "bot action refused");
      return r.error.code === ServerCode.storage ? "later" : "automate";
    }
    // Two clocks run out in a row: the player is marked away until they say they are back.
    if (why === "clock" && (t.timeouts.get(seat) ?? 0) >= 2 && !t.marked.has(seat))
      await this.markAway(t, seat, true, "clock").catch((e: unknown) =>
        this.log.error({ table: t.id, seat, err: e }, "could not mark a seat away"),
      );
    // The move's own automation ran while this seat was held: look again for this seat.
    return "automate";
  }

  /** A finished table's record, seed revealed; refused while the table is being played. */
  async record(id: string): Promise<
    TableRecord & {
      commitment: string;
      outcome: unknown;
      names: (string | null)[];
      chat: RecordChatLine[];
    }
  > {
    const row = await this.store.table(id);
    if (!row) throw new ServerError(ServerCode.unknownTable, `There is no table "${id}".`);
    if (row.status === "void") throw voidError(row);
    const t = this.fromRow(row);
    const log = await this.store.log(id);
    for (const entry of log) applyEntry(t, entry);
    // The log decides: in a cluster a player may hear the end from another process a moment
    // before the owner marks the row finished.
    if (!t.table.outcome())
      throw new ServerError(
        ServerCode.notFinished,
        "The table is not finished; its seed stays secret until it is.",
      );
    return {
      ...t.table.record(t.seats.map((s) => s.bot ?? "player")),
      rulesVersion: row.rules_version,
      commitment: row.commitment,
      outcome: t.table.outcome(),
      names: t.seats.map((s) => s.name),
      chat: recordChat(log),
    };
  }

  fromRow(row: GameTableRow): LiveTable {
    const game = this.games.get(row.game);
    if (!game)
      throw new Error(`Table ${row.id} is of game "${row.game}", which this server does not have.`);
    const seatBots = readJson(botsColumn, row.bots, `Table ${row.id}'s bots`);
    if (seatBots.length !== row.players)
      throw new StoredDataError(
        `Table ${row.id}'s bots name ${seatBots.length} seats, but it has ${row.players}.`,
      );
    const options = parseOptions(
      game,
      readJson(z.unknown(), row.options, `Table ${row.id}'s options`),
      row.players,
    );
    if (!options.ok)
      throw new StoredDataError(`Table ${row.id}'s options do not parse: ${options.error.message}`);
    const seats: SeatState[] = seatBots.map((bot) => ({
      bot,
      name: null,
      tokenHash: null,
      left: false,
      lastSeq: 0,
    }));
    const status = seatBots.every((b) => b !== null) ? "running" : "open";
    return new LiveTable(
      row.id,
      game,
      options.value,
      row.players,
      row.seed,
      row.commitment,
      seats,
      readJson(settingsColumn, row.settings, `Table ${row.id}'s settings`),
      status,
    );
  }

  /** Rebuilds a table from its log; a table whose log ends the game is marked finished. */
  private async load(row: GameTableRow): Promise<LiveTable | null> {
    const t = this.fromRow(row);
    const rules = rulesVersionOf(t.game);
    if (row.rules_version !== rules)
      this.log.warn(
        { table: row.id, game: row.game, tableRules: row.rules_version, serverRules: rules },
        `table made under ${t.game.name} rules version ${row.rules_version}; this server plays version ${rules}: replaying its log under version ${rules}`,
      );
    for (const entry of await this.store.log(row.id)) applyEntry(t, entry);
    if (t.table.outcome()) {
      await this.store.setStatus(t.id, "finished", JSON.stringify(t.table.outcome()));
      return null;
    }
    if (t.closed) {
      const kept = t.game.handStart?.(t.table.state) ?? null;
      const outcome = voidOutcome(kept, t.players, "The host closed the table.");
      await this.store.setStatus(t.id, "void", JSON.stringify(outcome));
      return null;
    }
    if (row.status !== t.status) await this.store.setStatus(t.id, t.status);
    this.live.set(t.id, t);
    if (t.seats.some((s) => s.bot !== null)) this.botTables.add(t);
    return t;
  }

  /**
   * A table whose log no longer replays (its game's rules changed under it) is set aside as
   * `void`: the hand in play is void, and each seat keeps what it held when that hand began, read
   * from the log replayed as far as it goes (`void.ts`). Its players are told when they come
   * back (`table-void`), in the lobby and over WebSocket.
   */
  async setAside(row: GameTableRow, e: unknown): Promise<void> {
    const game = this.games.get(row.game);
    const rules = game ? rulesVersionOf(game) : null;
    const why =
      rules !== null && rules !== row.rules_version
        ? `it was played under ${game!.name} rules version ${row.rules_version} and no longer replays under version ${rules}`
        : e instanceof StoredDataError
          ? `its stored data does not read (${e.message})`
          : `its log no longer replays (${(e as Error).message})`;
    let kept: HandStart | null = null;
    if (game) {
      const entries = await this.store.log(row.id);
      try {
        kept = replayAsFar(this.fromRow(row), entries).kept;
      } catch {
        // The table cannot even be set up any more (its options no longer parse): nothing kept.
      }
    }
    const outcome = voidOutcome(kept, row.players, `The table was set aside: ${why}.`);
    await this.store.setStatus(row.id, "void", JSON.stringify(outcome));
    this.log.warn(
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
    for (const id of await this.store.unjoined(Date.now() - ms)) {
      const t = this.live.get(id);
      if (!t) continue;
      await t.serial(async () => {
        if (this.live.get(id) !== t || t.status !== "open" || t.logSeq > 0) return;
        const minutes = Math.round(ms / 60_000);
        const outcome = {
          void: true,
          reason: `The table expired: nobody joined it within ${minutes >= 1 ? `${minutes} min` : `${ms} ms`}.`,
          payoff: t.seats.map(() => 0),
        };
        await this.store.setStatus(id, "void", JSON.stringify(outcome));
        this.live.delete(id);
        for (const sub of t.subscribers) sub.close(outcome.reason);
        expired.push(id);
      });
    }
    if (expired.length > 0) this.log.info({ tables: expired }, "unjoined open tables expired");
    return expired;
  }

  /**
   * Sets aside the unfinished tables this process plays whose players have all been gone (no
   * connection here) for `ms`: abandoned if it started, expired if it never did. Without this a
   * closed tab's table would be listed as being played for ever. Tables of bots only are left to
   * finish.
   */
  async abandonIdle(ms: number, now = Date.now()): Promise<string[]> {
    const done: string[] = [];
    for (const t of [...this.live.values()]) {
      if (!abandoned(t, ms, now)) continue;
      await t.serial(async () => {
        if (this.live.get(t.id) !== t || !abandoned(t, ms, now)) return;
        const minutes = Math.round(ms / 60_000);
        const long = minutes >= 1 ? `${minutes} min` : `${ms} ms`;
        const outcome = {
          void: true,
          reason:
            t.status === "running"
              ? `The table was abandoned: none of its players was connected for ${long}. No chips changed hands in the hand in play.`
              : `The table expired: it never started, and none of its players was connected for ${long}.`,
          payoff: t.seats.map(() => 0),
        };
        await this.store.setStatus(t.id, "void", JSON.stringify(outcome));
        for (const seat of [...t.deadlines.keys()]) this.stopClock(t, seat);
        this.presence.forget(t);
        this.live.delete(t.id);
        this.botTables.delete(t);
        for (const sub of t.subscribers) sub.close(outcome.reason);
        done.push(t.id);
      });
    }
    if (done.length > 0) this.log.info({ tables: done }, "abandoned tables set aside");
    return done;
  }

  /** What the bots cost now: seats thinking, and the running tables with a seat the server plays. */
  botLoad(): { thinking: number; tables: number; seats: number } {
    let tables = 0;
    let seats = 0;
    for (const t of this.live.values()) {
      if (t.status !== "running") continue;
      const played = t.seats.filter((_, seat) => t.automatic(seat)).length;
      if (played > 0) tables++;
      seats += played;
    }
    return { thinking: this.thinking.size, tables, seats };
  }

  /** Graceful stop: no new actions, let the writes in flight finish, hand the tables back. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.renewTimer) clearInterval(this.renewTimer);
    if (this.expiryTimer) clearInterval(this.expiryTimer);
    if (this.abandonTimer) clearInterval(this.abandonTimer);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.presence.stop();
    await Promise.all([...this.live.values()].map((t) => t.queue));
    if (this.config.clustered) await this.store.leave(this.config.owner).catch(() => undefined);
    else await this.store.release(this.config.owner).catch(() => undefined);
  }

  tables(): IterableIterator<LiveTable> {
    return this.live.values();
  }
}

/**
 * After a table is rebuilt, a seat's clock keeps counting from the last entry of the log (its
 * turn began then or earlier: never less time than it had), but leaves at least `RESUME_GRACE_MS`,
 * so that a move sent while the old owner was dying, retried by its client, lands before the
 * clock runs out. Never more than the full time (another machine's clock may run ahead).
 */
export const RESUME_GRACE_MS = 5_000;

export function resumedClock(t: LiveTable, clockMs: number, now = Date.now()): number {
  const left = t.lastEntryAt + clockMs - now;
  return Math.min(clockMs, Math.max(left, Math.min(RESUME_GRACE_MS, clockMs)));
}

/**
 * Applies log entries until one no longer applies (a rules change): the table is left as the
 * last entry that does left it. Returns how many applied and, for a game played in hands, what
 * each seat held when the hand in play began (its `handStart` at the hand's first state).
 */
export function replayAsFar(
  t: LiveTable,
  entries: readonly TableLogRow[],
): { applied: number; kept: HandStart | null } {
  const start = () => t.game.handStart?.(t.table.state) ?? null;
  let kept = start();
  let applied = 0;
  for (const entry of entries) {
    try {
      applyEntry(t, entry);
    } catch {
      break;
    }
    applied++;
    const now = start();
    if (now && now.hand !== kept?.hand) kept = now;
  }
  return { applied, kept };
}

/**
 * Applies one log entry to a table in memory, exactly as live: joins, leaves and actions, and the
 * entries that change no seat's game (chat, the host's actions, requests to join, away and back).
 */
export function applyEntry(t: LiveTable, entry: TableLogRow, step?: Step<unknown>): void {
  if (entry.seq !== t.logSeq)
    throw new Error(`Table ${t.id}: log entry ${entry.seq} where ${t.logSeq} was expected.`);
  t.lastEntryAt = Math.max(t.lastEntryAt, entry.at);
  const what = `Table ${t.id}'s log entry ${entry.seq}`;
  // Table-wide entries (the host's, a spectator's chat, a request) name seat -1.
  const tableWide = entry.seat === -1 && ["chat", "host", "request"].includes(entry.kind);
  const seat = t.seats[entry.seat];
  if (!seat && !tableWide)
    throw new Error(`Table ${t.id}: log entry ${entry.seq} names seat ${entry.seat}.`);
  if (entry.kind === "join") {
    const data = readJson(joinData, entry.data, what);
    seat!.name = data.name;
    seat!.tokenHash = data.tokenHash;
    // A join the host approved answers its request.
    const asked = t.requests.findIndex((r) => r.tokenHash === data.tokenHash);
    if (asked >= 0) {
      t.answered.set(t.requests[asked]!.id, entry.seat);
      t.requests.splice(asked, 1);
    }
    if (t.status === "open" && t.humanSeatsFree().length === 0) t.status = "running";
  } else if (entry.kind === "leave") {
    const data = readJson(leaveData, entry.data, what);
    if (data.by === "host")
      addNote(
        t,
        tableNote("host", `Seat ${entry.seat} is removed by the host.`, {
          action: "remove",
          seat: entry.seat,
        }),
      );
    if (seat!.tokenHash) t.revoked.add(seat!.tokenHash);
    seat!.tokenHash = null;
    t.marked.delete(entry.seat);
    // Before the start the seat is free again; once playing, the server plays it.
    if (t.status === "open") seat!.name = null;
    else seat!.left = true;
  } else if (entry.kind === "action") {
    const { action, away } = decodeAction(entry.data, what);
    // A live action was checked just before it was written; a logged one is checked again.
    let next = step;
    if (!next) {
      const r = act(t.game, t.table.state, entry.seat, action);
      if (!r.ok)
        throw new Error(`Table ${t.id}: logged action ${entry.seq} is refused: ${r.error.message}`);
      next = r.value;
    }
    t.table.state = next.state;
    t.table.actions.push({ seat: entry.seat, action, ...(away ? { away } : {}) });
    // A move the server made for a player says so before the game's own events.
    const events = away ? [awayEvent(entry.seat, away), ...next.events] : next.events;
    t.table.events.push(...events);
    t.history.push([...events]);
    // Clocks that run out in a row are counted; a move of the player's own starts again.
    if (away?.why === "clock") t.timeouts.set(entry.seat, (t.timeouts.get(entry.seat) ?? 0) + 1);
    else if (!away) t.timeouts.delete(entry.seat);
    if (entry.client_seq !== null) seat!.lastSeq = Math.max(seat!.lastSeq, entry.client_seq);
    if (t.table.outcome()) t.status = "finished";
  } else if (entry.kind === "chat") {
    applyChat(t, tableWide ? null : entry.seat, readJson(chatEntry, entry.data, what));
  } else if (entry.kind === "host") {
    applyHost(t, readJson(hostEntry, entry.data, what));
  } else if (entry.kind === "request") {
    const data = readJson(requestData, entry.data, what);
    t.requests.push(data);
    addNote(
      t,
      tableNote("request", "A player asks to join; the host decides.", {
        request: data.id,
        name: data.name,
      }),
    );
  } else if (entry.kind === "away") {
    const data = readJson(awayData, entry.data, what);
    t.timeouts.delete(entry.seat);
    if (data.on) t.marked.add(entry.seat);
    else t.marked.delete(entry.seat);
    const text = !data.on
      ? `Seat ${entry.seat} is back.`
      : data.why === "clock"
        ? `Seat ${entry.seat} is away: the clock ran out twice in a row.`
        : `Seat ${entry.seat} is away.`;
    addNote(t, tableNote("away", text, { seat: entry.seat, on: data.on, why: data.why }));
  } else {
    throw new Error(`Table ${t.id}: unknown log entry kind "${String(entry.kind)}".`);
  }
  t.logSeq++;
}

/**
 * Tells a table's watchers what an entry that is not an action changed: a line of chat, the
 * table's new sentences (said at the current version, after `notesBefore` of them), and its seats.
 */
export function tellTable(t: LiveTable, entry: TableLogRow, notesBefore: number): void {
  if (entry.kind === "chat") {
    const line = t.chat.at(-1);
    if (line) t.broadcast(() => ({ type: "chat", ...line }));
    return;
  }
  const said = (t.notes.get(t.version) ?? []).slice(notesBefore);
  if (said.length > 0)
    t.broadcast((viewer) => ({
      type: "events",
      events: t.seen(said, viewer),
      ...t.viewFor(viewer),
    }));
  t.broadcast((viewer) => ({ type: "seats", seats: t.summary(), ...t.viewFor(viewer) }));
}

/**
 * Applies one log entry to a copy of a table someone else writes (a cluster's watched copy, or
 * one being taken over), and tells its watchers exactly what the owner told its own: `seats`
 * after a join or leave, `events` after an action, `over` at the end. Entries already applied
 * are skipped; a gap is an error (the caller reads the log from `t.logSeq` instead).
 */
export function tellEntry(t: LiveTable, entry: TableLogRow): void {
  if (entry.seq < t.logSeq) return;
  const leaving = entry.kind === "leave" ? t.seats[entry.seat]?.tokenHash : null;
  const notesBefore = t.notes.get(t.version)?.length ?? 0;
  applyEntry(t, entry);
  if (t.closed) {
    for (const sub of t.subscribers) sub.close("The host closed the table.");
    return;
  }
  if (entry.kind !== "action" && entry.kind !== "join" && entry.kind !== "leave") {
    tellTable(t, entry, notesBefore);
    return;
  }
  if (entry.kind === "action") {
    const events = t.history[t.version - 1] ?? [];
    t.broadcast((viewer) => ({
      type: "events",
      events: t.seen(events, viewer),
      ...t.viewFor(viewer),
    }));
    const outcome = t.table.outcome();
    if (outcome) {
      t.finishedAt ??= Date.now();
      t.broadcast(() => overFrame(t, outcome));
    }
    return;
  }
  if (leaving)
    for (const sub of t.subscribers)
      if (sub.tokenHash === leaving) sub.close("You left the table.");
  tellTable(t, entry, notesBefore);
}

/** The refusal for a table set aside as void, with the reason it was. */
/** What tells every watcher that the game is over: the outcome, and the seed kept secret until now. */
function overFrame(t: LiveTable, outcome: Outcome) {
  return {
    type: "over" as const,
    version: t.version,
    outcome,
    seed: t.seed,
    commitment: t.commitment,
  };
}

export function voidError(row: GameTableRow): ServerError {
  const reason = voidReason(row.outcome);
  return new ServerError(ServerCode.void, reason ?? `Table ${row.id} was set aside.`);
}

/** Zod's complaint about a request body as one sentence. */
export function requestError(e: z.ZodError): ServerError {
  return new ServerError(ServerCode.badRequest, describeIssue(e, "Field"));
}

/** The names at a table, seated and waiting for the host: a new name must differ from each. */
function takenNames(t: LiveTable): string[] {
  const seated = t.seats.flatMap((s) => (s.name !== null && !s.left ? [s.name] : []));
  return [...seated, ...t.requests.map((r) => r.name)];
}

function newRequestId(): string {
  return randomBytes(6).toString("base64url");
}

/** The bot that plays for a player where the game's away rule says nothing: its heuristic. */
function defaultFallbackBot(game: GameDefinition, games: GameRegistry): string {
  return botsFor(game, games).includes("heuristic") ? "heuristic" : "random";
}

/** A table with players, none of them connected (here) since `ms` before `now`. */
function abandoned(t: LiveTable, ms: number, now: number): boolean {
  if (t.status === "finished") return false;
  const players = t.seats.flatMap((s, seat) => (s.bot === null ? [seat] : []));
  if (players.length === 0) return false;
  return players.every((seat) => !t.isConnected(seat)) && now - t.presentAt >= ms;
}
