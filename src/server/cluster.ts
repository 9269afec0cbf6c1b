import { Redis } from "ioredis";
import type { Logger } from "pino";
import { z } from "zod";
import { ErrorCode } from "../core/errors.js";
import type { Seat } from "../core/game.js";
import { describeIssue } from "../core/options.js";
import { err, ok } from "../core/result.js";
import type { TableLogRow } from "./db/schema.js";
import { ownedElsewhere, ServerCode, ServerError } from "./errors.js";
import { type HostRequest, hostRequest } from "./host.js";
import type { LiveTable } from "./live.js";
import type { TableHost } from "./play.js";
import type { Store } from "./store.js";
import type { ServiceHooks } from "./tables/context.js";
import { tellEntry } from "./tables/replay.js";
import type { ActResult, ChatSaid, Joined, SeatAction } from "./tables/requests.js";
import type { TableService } from "./tables/service.js";
import { hashToken, newToken } from "./tokens.js";

export interface ClusterConfig {
  /** redis://… */
  readonly redis: string;
  /** This process's node id (also the owner named in the tables it holds). */
  readonly node: string;
  /** How long a node's lease lasts without renewal: the longest a dead owner's tables wait. */
  readonly leaseMs: number;
  /** How long a forwarded request may wait for an owner (a takeover included) before giving up. */
  readonly forwardMs?: number;
}

const seat = z.number().int().min(0).max(15);

/** A log entry as the owner publishes it (a row of `table_log`). */
const logRow = z.object({
  table_id: z.string(),
  seq: z.number().int().min(0),
  kind: z.enum(["join", "leave", "action", "chat", "host", "request", "away"]),
  /** -1: a table-wide entry (the host's, a spectator's chat, a request to join). */
  seat: z.number().int().min(-1).max(15),
  data: z.string(),
  client_seq: z.number().int().min(0).nullable(),
  at: z.number(),
}) satisfies z.ZodType<TableLogRow>;

/** A request forwarded to a table's owner. Tokens never cross: only their hashes. */
const request = z.discriminatedUnion("op", [
  z.object({
    op: z.literal("act"),
    seat,
    seq: z.number().int().min(0).nullable(),
    action: z.unknown(),
    seen: z.object({ version: z.number().int().min(0), strict: z.boolean() }).optional(),
    tokenHash: z.string(),
  }),
  z.object({
    op: z.literal("join"),
    seat: seat.optional(),
    name: z.string().nullable(),
    tokenHash: z.string(),
    account: z.string().nullable().optional(),
  }),
  z.object({ op: z.literal("leave"), tokenHash: z.string() }),
  z.object({
    op: z.literal("chat"),
    seat: seat.nullable(),
    tokenHash: z.string().nullable(),
    name: z.string(),
    text: z.string(),
  }),
  z.object({ op: z.literal("away"), seat, tokenHash: z.string(), on: z.boolean() }),
  z.object({ op: z.literal("host"), hostHash: z.string(), req: hostRequest }),
]);
type Request = z.infer<typeof request>;

/** A request as it crosses Redis: who asks (`from`, a node) and, sent to a node, for which table. */
const ask = z.object({
  rid: z.string(),
  from: z.string(),
  table: z.string().optional(),
  req: request,
});

const reply = z.discriminatedUnion("ok", [
  z.object({
    rid: z.string(),
    ok: z.literal(true),
    value: z.object({
      version: z.number().int().min(0).optional(),
      duplicate: z.literal(true).optional(),
      seat: seat.optional(),
      request: z.string().optional(),
    }),
  }),
  z.object({
    rid: z.string(),
    ok: z.literal(false),
    error: z.object({ code: z.string(), message: z.string() }),
  }),
]);
type Reply = z.infer<typeof reply>;

/** What the owner tells every process watching a table, after each change. */
const tableNews = z.object({
  /** Log entries applied, in order. */
  rows: z.array(logRow),
  /** The clocks running after them (seat → ms since the epoch). */
  deadlines: z.record(z.string(), z.number()),
  /** A new owner took over: read the log again (the old one may have died before telling). */
  sync: z.literal(true).optional(),
});
type TableNews = z.infer<typeof tableNews>;

/**
 * A message from Redis, parsed by `schema`; anything else (another program on the same Redis, a
 * process of another version) is refused with the reason, never half-read.
 */
function parseMessage<S extends z.ZodType>(
  schema: S,
  json: unknown,
): { ok: true; value: z.output<S> } | { ok: false; why: string } {
  const r = schema.safeParse(json);
  return r.success
    ? { ok: true, value: r.data }
    : { ok: false, why: describeIssue(r.error, "Message") };
}

const channel = {
  /** Requests for a table; only its owner subscribes, so PUBLISH's count says if one lives. */
  cmd: (table: string) => `pyramids:cmd:${table}`,
  /** News of a table, for the processes with connections watching it. */
  table: (table: string) => `pyramids:table:${table}`,
  /** Replies to the requests one node forwarded. */
  node: (node: string) => `pyramids:node:${node}`,
};

/**
 * One process of a cluster. PostgreSQL holds the log and the leases: each process renews its own
 * lease (server_node), and each table names one owner and an epoch; a process takes the tables of
 * owners whose lease ran out, bumping the epoch, which fences off the old owner's log writes. Redis
 * pub/sub carries the rest: actions, joins and leaves forwarded to a table's owner, the owner's
 * replies, and the owner's news of each table (the log entries it applied).
 *
 * A process with connections watching a table it does not own keeps a copy of it, rebuilt from
 * the log and kept up by that news, and computes each connection's view from it itself. So what
 * crosses Redis is only the log (what the database holds anyway), never a per-seat view, and a
 * connection's frames are made exactly as the owner would make them, by the same code.
 */
export class Cluster implements TableHost, ServiceHooks {
  private readonly pub: Redis;
  private readonly sub: Redis;
  /** Copies of tables owned elsewhere that connections here watch, kept up by the owner's news. */
  private readonly watched = new Map<
    string,
    {
      t: LiveTable;
      usedAt: number;
      /** Settles once the copy has read the log. */
      ready: Promise<void>;
    }
  >();
  private readonly loading = new Map<string, Promise<LiveTable | undefined>>();
  /** When this process came to own each table (a beat checks only tables owned before it began). */
  private readonly ownedAt = new Map<string, number>();
  private readonly waiting = new Map<string, (reply: Reply | "timeout") => void>();
  /**
   * Every channel this process means to hear. Redis forgets a connection's subscriptions when it
   * drops, and a SUBSCRIBE sent while it is down fails: on each reconnection all of these are
   * subscribed again (the client library's own resubscription is off, so an UNSUBSCRIBE lost in
   * the outage cannot bring back a table's request channel after the table moved).
   */
  private readonly channels = new Set<string>();
  /** Takeovers in progress, by table: a beat and a request never take the same table twice. */
  private readonly adopting = new Map<string, Promise<LiveTable | null>>();
  /** Tables the database says this process owns but it does not play, with the epoch seen. */
  private readonly unplayed = new Map<string, number>();
  private rid = 0;
  private timer: NodeJS.Timeout | null = null;
  private ticking = false;
  private closed = false;
  /** Redis connected once already: a later "ready" is a reconnection, after which news was lost. */
  private readyBefore = false;

  constructor(
    private readonly service: TableService,
    private readonly store: Store,
    private readonly log: Logger,
    private readonly config: ClusterConfig,
  ) {
    const options = { lazyConnect: true, maxRetriesPerRequest: 3, connectionName: config.node };
    this.pub = new Redis(config.redis, options);
    this.sub = new Redis(config.redis, { ...options, autoResubscribe: false });
    for (const r of [this.pub, this.sub])
      r.on("error", (e: Error) => this.log.warn({ err: e.message }, "redis connection error"));
    this.sub.on("ready", () => {
      if (!this.readyBefore) {
        this.readyBefore = true;
        return;
      }
      this.log.warn(
        { channels: this.channels.size },
        "redis reconnected: subscribing again and reading the watched tables from the log",
      );
      // News sent while this connection was down is lost: the log has it, read once subscribed
      // again (news sent between a read and the subscription would be lost too).
      const subscribed = this.channels.size
        ? this.sub.subscribe(...this.channels).then(() => undefined)
        : Promise.resolve();
      subscribed
        .catch((e: unknown) =>
          this.log.error({ err: (e as Error).message }, "cannot subscribe again"),
        )
        .finally(() => {
          for (const { t } of this.watched.values()) this.resyncLater(t);
          this.tellWatchersToResync();
        });
    });
    // The owner's news published while its own connection was down never left: the watchers
    // must read the log again, whichever of the two connections came back first.
    let pubReadyBefore = false;
    this.pub.on("ready", () => {
      if (pubReadyBefore) this.tellWatchersToResync();
      pubReadyBefore = true;
    });
    this.sub.on("message", (ch: string, message: string) => this.onMessage(ch, message));
    service.hooks = this;
  }

  get node(): string {
    return this.config.node;
  }

  async start(): Promise<void> {
    await Promise.all([this.pub.connect(), this.sub.connect()]);
    await this.subscribe(channel.node(this.config.node));
    await this.tick();
    // Four beats per lease: a slow beat or two does not lose the tables.
    this.timer = setInterval(() => void this.tick(), Math.max(100, this.config.leaseMs / 4));
    this.timer.unref();
  }

  private subscribe(ch: string): Promise<void> {
    this.channels.add(ch);
    return this.sub.subscribe(ch).then(() => undefined);
  }

  private unsubscribe(ch: string): void {
    this.channels.delete(ch);
    void this.sub.unsubscribe(ch).catch(() => undefined);
  }

  /** Every table this process owns: its watchers read the log (news may have been lost). */
  private tellWatchersToResync(): void {
    for (const t of this.service.tables())
      if (t.status !== "finished" && this.service.owns(t))
        this.publish(t.id, { rows: [], deadlines: Object.fromEntries(t.deadlines), sync: true });
  }

  /** Tables this process watches for connections but does not own. */
  get watching(): number {
    return this.watched.size;
  }

  /**
   * One beat: renew this node's lease, give up the tables the database says another process took
   * (a process that stalled past its lease), take the tables whose owner's lease ran out, and
   * forget the copies nobody watches any more.
   */
  private async tick(): Promise<void> {
    if (this.ticking || this.closed) return;
    this.ticking = true;
    try {
      await this.store.heartbeat(this.config.node, this.config.leaseMs);
      const began = Date.now();
      const mine = new Map(
        (await this.store.ownedBy(this.config.node)).map((r) => [r.id, r.epoch]),
      );
      for (const t of [...this.service.tables()]) {
        if (t.status === "finished" || !this.service.owns(t)) continue;
        if ((this.ownedAt.get(t.id) ?? 0) >= began) continue;
        if (mine.get(t.id) !== t.epoch) this.service.lose(t);
      }
      for (const id of this.ownedAt.keys()) if (!this.service.get(id)) this.ownedAt.delete(id);
      await this.giveUpUnplayed(mine);
      const claimed = await this.store.claimOrphans(this.config.node, this.config.leaseMs, 100);
      if (claimed.length) this.log.info({ tables: claimed.length }, "taking tables over");
      for (let i = 0; i < claimed.length; i += 8)
        await Promise.all(claimed.slice(i, i + 8).map(({ id }) => this.adopt(id)));
      this.forgetUnwatched();
    } catch (e) {
      this.log.error({ err: e }, "cluster beat failed");
    } finally {
      this.ticking = false;
    }
  }

  /**
   * Tables the database says this process owns but that it does not play (a takeover that
   * failed, say): nobody else would ever claim them while this process lives. One seen so on two
   * beats in a row at the same epoch is let go, so that a process claims it afresh and rebuilds it
   * from the log. (Two beats, not one: a table being created here is in the database a moment
   * before it is in memory.)
   */
  private async giveUpUnplayed(mine: ReadonlyMap<string, number>): Promise<void> {
    for (const id of this.unplayed.keys()) if (!mine.has(id)) this.unplayed.delete(id);
    for (const [id, epoch] of mine) {
      const t = this.service.get(id);
      if ((t && this.service.owns(t) && t.epoch === epoch) || this.adopting.has(id)) {
        this.unplayed.delete(id);
        continue;
      }
      if (this.unplayed.get(id) !== epoch) {
        this.unplayed.set(id, epoch);
        continue;
      }
      this.unplayed.delete(id);
      if (await this.store.letGo(id, this.config.node, epoch))
        this.log.warn(
          { table: id, epoch },
          "let go of a table this process owned but did not play",
        );
    }
  }

  /**
   * Plays a table this process has just claimed: rebuilt from the log, on the copy its
   * connections already watch if it has one (that copy then needs only the entries it lacks).
   */
  private adopt(id: string): Promise<LiveTable | null> {
    let p = this.adopting.get(id);
    if (!p) {
      p = (async () => {
        try {
          const row = await this.store.table(id);
          if (!row || row.owner !== this.config.node) return null;
          const w = this.watched.get(id);
          if (w) await w.ready.catch(() => undefined);
          return await this.service.takeOver(row, w?.t);
        } catch (e) {
          this.log.error({ table: id, err: e }, "cannot take the table over");
          return null;
        }
      })().finally(() => this.adopting.delete(id));
      this.adopting.set(id, p);
    }
    return p;
  }

  private forgetUnwatched(): void {
    const now = Date.now();
    for (const [id, w] of this.watched) {
      if (w.t.subscribers.size > 0) w.usedAt = now;
      else if (now - w.usedAt > 60_000) {
        this.watched.delete(id);
        this.unsubscribe(channel.table(id));
      }
    }
  }

  // ---- ServiceHooks: the service tells the cluster what happens to the tables it owns ----

  owned(t: LiveTable): Promise<void> {
    this.ownedAt.set(t.id, Date.now());
    // A copy made while this process was taking the table over is not the one it now plays:
    // its connections start again on the played one (rare: a hello during the takeover).
    const copy = this.watched.get(t.id)?.t;
    if (copy && copy !== t)
      for (const sub of copy.subscribers)
        sub.restart("The table moved to this process: reconnect.");
    this.watched.delete(t.id);
    this.unsubscribe(channel.table(t.id));
    this.publish(t.id, { rows: [], deadlines: Object.fromEntries(t.deadlines), sync: true });
    // Requests reach the table once this resolves (a created table is announced only then).
    // Redis down: the subscription is made when it comes back; until then requests wait.
    return this.subscribe(channel.cmd(t.id)).then(
      () => undefined,
      (e: unknown) => this.log.error({ table: t.id, err: e }, "cannot subscribe"),
    );
  }

  lost(t: LiveTable): void {
    this.unsubscribe(channel.cmd(t.id));
    if (t.subscribers.size === 0) return;
    this.watch(t).catch((e: unknown) => this.log.error({ table: t.id, err: e }, "cannot watch"));
  }

  ended(t: LiveTable): void {
    this.publish(t.id, { rows: [], deadlines: {}, sync: true });
  }

  changed(t: LiveTable): void {
    const rows = t.unpublished.splice(0);
    this.publish(t.id, { rows, deadlines: Object.fromEntries(t.deadlines) });
  }

  private publish(id: string, news: TableNews): void {
    this.pub.publish(channel.table(id), JSON.stringify(news)).catch((e: unknown) => {
      // The watchers read the log again when Redis comes back.
      this.log.warn({ table: id, err: (e as Error).message }, "cannot publish table news");
    });
  }

  // ---- TableHost: what connections here ask for ----

  async find(id: string): Promise<LiveTable | undefined> {
    const own = this.service.get(id);
    if (own) return own;
    const w = this.watched.get(id);
    if (w) {
      w.usedAt = Date.now();
      // A copy still reading the log would greet a connection with a table that is not there yet.
      await w.ready.catch(() => undefined);
      return this.service.get(id) ?? w.t;
    }
    let loading = this.loading.get(id);
    if (!loading) {
      loading = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, loading);
    }
    return loading;
  }

  private async load(id: string): Promise<LiveTable | undefined> {
    const row = await this.store.table(id);
    if (!row) return undefined;
    if (row.status === "finished") return this.service.find(id);
    const t = this.service.fromRow(row);
    await this.watch(t);
    return this.service.get(id) ?? this.watched.get(id)?.t ?? t;
  }

  /** Keeps a copy of a table owned elsewhere: its news first, then the log up to now. */
  private watch(t: LiveTable): Promise<void> {
    const ready = (async () => {
      await this.subscribe(channel.table(t.id)).catch((e: unknown) =>
        // Redis down: subscribed again when it returns, and the log read again then.
        this.log.warn({ table: t.id, err: (e as Error).message }, "cannot subscribe to a table"),
      );
      await t.serial(() => this.resync(t));
    })();
    this.watched.set(t.id, { t, usedAt: Date.now(), ready });
    return ready;
  }

  private resyncLater(t: LiveTable): void {
    t.serial(() => this.resync(t)).catch((e: unknown) =>
      this.log.error({ table: t.id, err: e }, "cannot read the table's log"),
    );
  }

  /** Reads the log past what the copy holds, telling its watchers each entry. */
  private async resync(t: LiveTable): Promise<void> {
    if (this.service.owns(t)) return;
    for (const row of await this.store.log(t.id, t.logSeq)) tellEntry(t, row);
  }

  seatOf(t: LiveTable, token: string): Seat {
    return this.service.seatOf(t, token);
  }

  connectionChanged(t: LiveTable, seat: Seat): void {
    this.service.connectionChanged(t, seat);
  }

  noteLatency(ms: number): void {
    this.service.noteLatency(ms);
  }

  /**
   * An action for a seat at a table: applied here if this process owns the table, else forwarded
   * to the owner. While no process owns it (a takeover under way) or the owner does not answer,
   * it is sent again with the same client sequence number, which the owner never applies twice.
   */
  async act(t: LiveTable, { seat, seq, action, seen, tokenHash }: SeatAction): Promise<ActResult> {
    const r = await this.forward(
      t.id,
      { op: "act", seat, seq, action, ...(seen ? { seen } : {}), tokenHash },
      true,
    );
    if (!r.ok) return err(r.error);
    const version = r.value.version ?? 0;
    // The sender of an action sees its events before its ack: catch the copy up if the news is late.
    if (!this.service.owns(t) && t.version < version) await t.serial(() => this.resync(t));
    return ok(r.value.duplicate ? { version, duplicate: true } : { version });
  }

  /** Seats a player at a table wherever it is owned. The token is made here; only its hash travels. */
  async join(
    id: string,
    seat: Seat | undefined,
    name: string | null,
    account: string | null = null,
  ): Promise<Joined & { token: string }> {
    await this.mustExist(id);
    const token = newToken();
    // Retried after a lost answer like an action: a join that did land answers with its seat.
    const r = await this.forward(
      id,
      { op: "join", seat, name, tokenHash: hashToken(token), account },
      true,
    );
    if (!r.ok) throw new ServerError(r.error);
    if (r.value.request !== undefined) return { request: r.value.request, token };
    return { seat: r.value.seat!, token };
  }

  /** A line of chat, written by the table's owner and told to every process watching it. */
  async chat(t: LiveTable, { seat, tokenHash, name, text }: ChatSaid): Promise<void> {
    // Not retried after a lost answer: a line said twice is worse than one the sender repeats.
    const r = await this.forward(t.id, { op: "chat", seat, tokenHash, name, text }, false);
    if (!r.ok) throw new ServerError(r.error);
  }

  async away(t: LiveTable, seat: Seat, tokenHash: string, on: boolean): Promise<void> {
    const r = await this.forward(t.id, { op: "away", seat, tokenHash, on }, false);
    if (!r.ok) throw new ServerError(r.error);
  }

  /** A host's action, applied by the table's owner; only the hash of the host token travels. */
  async host(id: string, hostHash: string, req: HostRequest): Promise<{ version: number }> {
    await this.mustExist(id);
    const r = await this.forward(id, { op: "host", hostHash, req }, false);
    if (!r.ok) throw new ServerError(r.error);
    return { version: r.value.version ?? 0 };
  }

  async leave(id: string, token: string): Promise<{ seat: Seat }> {
    await this.mustExist(id);
    const r = await this.forward(id, { op: "leave", tokenHash: hashToken(token) }, false);
    if (!r.ok) throw new ServerError(r.error);
    return { seat: r.value.seat! };
  }

  private async mustExist(id: string): Promise<void> {
    if (this.service.get(id)) return;
    const row = await this.store.table(id);
    if (!row) throw new ServerError(ServerCode.unknownTable, `There is no table "${id}".`);
    if (row.status === "finished")
      throw new ServerError(
        ServerCode.finished,
        `Table ${id} is finished; fetch /api/tables/${id}/record.`,
      );
  }

  /**
   * Runs a request at the table's owner: this process, or the one subscribed to the table's
   * request channel. No subscriber means no owner yet: wait for the takeover and ask again.
   */
  private async forward(
    id: string,
    req: Request,
    retryLost: boolean,
  ): Promise<
    Extract<Reply, { ok: true }> | { ok: false; error: { code: string; message: string } }
  > {
    const until = Date.now() + (this.config.forwardMs ?? Math.max(15_000, this.config.leaseMs * 4));
    let direct: string | null = null;
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) await sleep(Math.min(500, 50 * attempt));
      if (this.closed)
        return {
          ok: false,
          error: { code: ServerCode.shuttingDown, message: "The server is restarting." },
        };
      const local = this.service.get(id);
      let reply: Reply | "timeout" | "no-owner" | "unreachable";
      if ((local && this.service.owns(local)) || direct === this.config.node)
        reply = await this.handle(id, req, "local");
      else reply = await this.request(id, req, direct);
      direct = null;
      if (typeof reply !== "string") {
        if (reply.ok || reply.error.code !== ServerCode.moved) return reply;
      }
      // (Redis unreachable: nobody can be asked, so the database is not asked who to ask.)
      if (reply === "no-owner" || typeof reply !== "string") {
        // Nobody plays the table where it was asked. The database names its owner: a process
        // that has claimed it but not yet subscribed (or that does not play it yet) is asked on
        // its own channel, and plays it then (see handle). No owner: a beat will claim it.
        direct = (await this.store.ownerOf(id).catch(() => undefined))?.owner ?? null;
      }
      if (reply === "timeout" && !retryLost) break;
      if (Date.now() > until) break;
    }
    return {
      ok: false,
      error: {
        code: ServerCode.unavailable,
        message: "No server process answers for this table right now; try again in a moment.",
      },
    };
  }

  /** Publishes a request on the table's channel, or on one process's own (`node`). */
  private request(
    id: string,
    req: Request,
    node: string | null = null,
  ): Promise<Reply | "timeout" | "no-owner" | "unreachable"> {
    const rid = `${this.config.node}/${++this.rid}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(rid);
        resolve("timeout");
      }, 5000);
      this.waiting.set(rid, (reply) => {
        clearTimeout(timer);
        this.waiting.delete(rid);
        resolve(reply);
      });
      const to = node === null ? channel.cmd(id) : channel.node(node);
      this.pub.publish(to, JSON.stringify({ rid, from: this.config.node, table: id, req })).then(
        (receivers) => {
          if (receivers > 0) return;
          clearTimeout(timer);
          this.waiting.delete(rid);
          resolve("no-owner");
        },
        () => {
          clearTimeout(timer);
          this.waiting.delete(rid);
          resolve("unreachable");
        },
      );
    });
  }

  /** The owner's side: runs a forwarded request on a table it owns. */
  private async handle(id: string, req: Request, rid: string): Promise<Reply> {
    const moved = {
      rid,
      ok: false as const,
      error: ownedElsewhere(),
    };
    let t = this.service.get(id);
    if (!t || !this.service.owns(t)) {
      // Not played here. The database decides: if it names this process (a takeover not yet
      // played, or one given up), play the table now rather than send the asker round again.
      const row = await this.store.ownerOf(id).catch(() => undefined);
      if (row?.owner !== this.config.node) return moved;
      t = (await this.adopt(id)) ?? undefined;
      if (!t || !this.service.owns(t)) return moved;
    }
    try {
      if (req.op === "act") {
        // The seat is checked again here: the player may have left since the copy said hello.
        this.service.mustHold(t, req.tokenHash, req.seat);
        const r = await this.service.act(t, req);
        return r.ok ? { rid, ok: true, value: r.value } : { rid, ok: false, error: r.error };
      }
      if (req.op === "join") {
        const r = await this.service.joinHashed(
          t,
          req.seat,
          req.name,
          req.tokenHash,
          req.account ?? null,
        );
        return { rid, ok: true, value: r };
      }
      if (req.op === "chat") {
        await this.service.chat(t, req);
        return { rid, ok: true, value: {} };
      }
      if (req.op === "away") {
        await this.service.away(t, req.seat, req.tokenHash, req.on);
        return { rid, ok: true, value: {} };
      }
      if (req.op === "host") {
        const r = await this.service.host(t, req.hostHash, req.req);
        return { rid, ok: true, value: r };
      }
      const r = await this.service.leaveByHash(t, req.tokenHash);
      return { rid, ok: true, value: r };
    } catch (e) {
      if (e instanceof ServerError)
        return { rid, ok: false, error: { code: e.code, message: e.message } };
      this.log.error({ table: id, err: e }, "forwarded request failed");
      return {
        rid,
        ok: false,
        error: { code: ErrorCode.internal, message: "The server failed on this request." },
      };
    }
  }

  private onMessage(ch: string, message: string): void {
    const refused = (why: string) =>
      this.log.warn(
        { channel: ch, why, message: message.slice(0, 200) },
        "ignored a malformed cluster message",
      );
    let json: unknown;
    try {
      json = JSON.parse(message);
    } catch {
      refused("not JSON");
      return;
    }
    const isRequest = typeof json === "object" && json !== null && "req" in json;
    if (ch === channel.node(this.config.node) && !isRequest) {
      const r = parseMessage(reply, json);
      if (!r.ok) {
        refused(r.why);
        return;
      }
      this.waiting.get(r.value.rid)?.(r.value);
      return;
    }
    if (ch.startsWith("pyramids:cmd:") || ch === channel.node(this.config.node)) {
      // A request on a table's channel, or sent to this process by name (the database says it
      // owns the table).
      const r = parseMessage(ask, json);
      if (!r.ok) {
        refused(r.why);
        return;
      }
      const { rid, from, req } = r.value;
      const id = ch.startsWith("pyramids:cmd:") ? ch.slice("pyramids:cmd:".length) : r.value.table;
      if (id === undefined) {
        refused("a request sent to a node names no table");
        return;
      }
      void this.handle(id, req, rid).then((answer) =>
        this.pub.publish(channel.node(from), JSON.stringify(answer)).catch(() => undefined),
      );
      return;
    }
    if (ch.startsWith("pyramids:table:")) {
      const w = this.watched.get(ch.slice("pyramids:table:".length));
      if (!w) return;
      const r = parseMessage(tableNews, json);
      if (!r.ok) {
        refused(r.why);
        return;
      }
      const news = r.value;
      const t = w.t;
      t.serial(async () => {
        if (this.service.owns(t)) return;
        t.deadlines.clear();
        for (const [seat, at] of Object.entries(news.deadlines)) t.deadlines.set(Number(seat), at);
        const first = news.rows[0];
        // A gap (news lost, or a new owner's first news) or a takeover: the log has it all.
        if (news.sync || (first && first.seq > t.logSeq)) await this.resync(t);
        for (const row of news.rows) if (row.seq === t.logSeq) tellEntry(t, row);
      }).catch((e: unknown) => this.log.error({ table: t.id, err: e }, "cannot follow the table"));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    for (const resolve of this.waiting.values()) resolve("timeout");
    this.pub.disconnect();
    this.sub.disconnect();
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}
