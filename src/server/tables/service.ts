import type { Logger } from "pino";
import type { Seat } from "../../core/game.js";
import type { GameRegistry } from "../../packages/registry.js";
import type { BotPool } from "../bots/pool.js";
import type { GameTableRow } from "../db/schema.js";
import type { HostRequest } from "../host.js";
import type { LiveTable } from "../live.js";
import { Recent } from "../recent.js";
import type { Store } from "../store.js";
import { hashToken, newToken } from "../tokens.js";
import { Autoplay } from "./autoplay.js";
import {
  type ServiceConfig,
  type ServiceHooks,
  type TableAlerts,
  TableContext,
} from "./context.js";
import { Creation } from "./create.js";
import { Hosting } from "./hosting.js";
import { Journal } from "./journal.js";
import { Lifecycle } from "./lifecycle.js";
import { TableReader, type TableRecordFile } from "./reader.js";
import type {
  ActResult,
  ChatSaid,
  CreateTableRequest,
  HashedJoin,
  JoinAsk,
  Joined,
  SeatAction,
} from "./requests.js";
import { Seating } from "./seating.js";

/**
 * The tables this process owns: it creates them, seats players, applies actions (log first, then
 * memory, then the clients), runs bots and clocks, and rebuilds every unfinished table from the
 * log at start. Each concern is its own part (this folder's modules); this is the one door the
 * HTTP routes, the WebSocket connections and the cluster go through.
 */
export class TableService {
  private readonly ctx: TableContext;
  private readonly reader: TableReader;
  private readonly journal: Journal;
  private readonly autoplay: Autoplay;
  private readonly seating: Seating;
  private readonly hosting: Hosting;
  private readonly lifecycle: Lifecycle;
  private readonly creation: Creation;
  /** Players' actions acknowledged since start, and how long the latest took to it (ms). */
  readonly latencies = new Recent();

  constructor(
    readonly store: Store,
    readonly games: GameRegistry,
    pool: BotPool,
    log: Logger,
    config: ServiceConfig,
  ) {
    // The parts call each other in a circle (a move starts the bots, whose moves are written to
    // the log): the context and the journal reach the autoplay through these late-bound arrows.
    this.ctx = new TableContext(store, games, pool, log, config, (t) =>
      this.autoplay.presenceChanged(t),
    );
    this.reader = new TableReader(store, games);
    this.journal = new Journal(this.ctx, (t, acted, resumed) =>
      this.autoplay.automate(t, acted, resumed),
    );
    this.autoplay = new Autoplay(this.ctx, this.journal);
    this.seating = new Seating(this.ctx, this.journal, this.autoplay);
    this.hosting = new Hosting(this.ctx, this.journal, this.autoplay, this.seating);
    this.lifecycle = new Lifecycle(this.ctx, this.reader, this.autoplay);
    this.creation = new Creation(this.ctx, this.reader, this.autoplay);
  }

  get hooks(): ServiceHooks | null {
    return this.ctx.hooks;
  }

  set hooks(hooks: ServiceHooks | null) {
    this.ctx.hooks = hooks;
  }

  /** Who tells players away from a table of it (push notifications). */
  set alerts(alerts: TableAlerts | null) {
    this.ctx.alerts = alerts;
  }

  /** Told the id of each table this process marks finished (the ratings settle rated ones). */
  set onFinished(listener: ((id: string) => void) | null) {
    this.ctx.onFinished = listener;
  }

  /** Told of each seat the host granted to a signed-in player (it becomes the account's). */
  set onGranted(listener:
    | ((table: string, seat: number, account: string) => Promise<void>)
    | null) {
    this.ctx.onGranted = listener;
  }

  /** Actions applied since start, for /healthz and the load test. */
  get applied(): number {
    return this.ctx.applied;
  }

  noteLatency(ms: number): void {
    this.latencies.add(ms);
  }

  /** Takes over every unfinished table and rebuilds it from its log. */
  start(): Promise<number> {
    return this.lifecycle.start();
  }

  /** Graceful stop: no new actions, let the writes in flight finish, hand the tables back. */
  close(): Promise<void> {
    return this.lifecycle.close();
  }

  get(id: string): LiveTable | undefined {
    return this.ctx.live.get(id);
  }

  /** A table being played here, or a finished one read back from its log. */
  find(id: string): Promise<LiveTable | undefined> {
    return this.lifecycle.find(id);
  }

  tables(): IterableIterator<LiveTable> {
    return this.ctx.live.values();
  }

  /** Tables in memory, finished ones kept for late reconnections included. */
  get size(): number {
    return this.ctx.live.size;
  }

  /** Tables being played (started, not finished). */
  get running(): number {
    let n = 0;
    for (const t of this.ctx.live.values()) if (t.status === "running") n++;
    return n;
  }

  /** Whether this process owns `t` (and so may change it). */
  owns(t: LiveTable): boolean {
    return this.ctx.owns(t);
  }

  /** Opens a table; `from`, the client's address, counts against the caps on tables with bots. */
  create(req: CreateTableRequest, from?: string): Promise<{ table: LiveTable; hostToken: string }> {
    return this.creation.create(req, from);
  }

  /** Seats a player: the seat asked for, or the first free one. Returns the secret token. */
  async join(t: LiveTable, ask: JoinAsk): Promise<Joined & { token: string }> {
    const token = newToken();
    const joined = await this.joinHashed(t, { ...ask, tokenHash: hashToken(token) });
    return { ...joined, token };
  }

  /** Seats a player given the hash of the token another process made for them. */
  joinHashed(t: LiveTable, join: HashedJoin): Promise<Joined> {
    return this.seating.join(t, join);
  }

  leave(t: LiveTable, token: string): Promise<{ seat: Seat }> {
    return this.leaveByHash(t, hashToken(token));
  }

  /** Leaving, given the hash of the seat's token (what a cluster forwards, never the token). */
  leaveByHash(t: LiveTable, tokenHash: string): Promise<{ seat: Seat }> {
    return this.seating.leave(t, tokenHash);
  }

  seatOf(t: LiveTable, token: string): Seat {
    return this.seatOfHash(t, hashToken(token));
  }

  /** The seat a token's hash holds at this table, or a refusal saying why not. */
  seatOfHash(t: LiveTable, hash: string): Seat {
    return this.seating.seatOfHash(t, hash);
  }

  /** Refuses a request for `seat` made with a token that does not hold it (any more). */
  mustHold(t: LiveTable, tokenHash: string, seat: Seat): void {
    this.seating.mustHold(t, tokenHash, seat);
  }

  chat(t: LiveTable, said: ChatSaid): Promise<void> {
    return this.seating.chat(t, said);
  }

  /** A player marks their seat away, or back. */
  away(t: LiveTable, seat: Seat, tokenHash: string, on: boolean): Promise<void> {
    return this.seating.away(t, seat, tokenHash, on);
  }

  host(t: LiveTable, hostHash: string, req: HostRequest): Promise<{ version: number }> {
    return this.hosting.host(t, hostHash, req);
  }

  /** A connection for `seat` said hello or closed. */
  connectionChanged(t: LiveTable, seat: Seat): void {
    this.ctx.presence.update(t, seat);
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
    return this.journal.move(t, seat, seq, action, seen);
  }

  /** Another process took `t` over: stop playing it here. */
  lose(t: LiveTable): void {
    this.ctx.lose(t);
  }

  /** Takes a table over at `row.epoch`, and plays it from the end of its log. */
  takeOver(row: GameTableRow, existing?: LiveTable): Promise<LiveTable | null> {
    return this.lifecycle.takeOver(row, existing);
  }

  fromRow(row: GameTableRow): LiveTable {
    return this.reader.fromRow(row);
  }

  /** A table its host closed, rebuilt from its log up to the close; undefined for any other. */
  closed(id: string): Promise<LiveTable | undefined> {
    return this.reader.closed(id);
  }

  /** A finished table's record, seed revealed; refused while the table is being played. */
  record(id: string): Promise<TableRecordFile> {
    return this.reader.record(id);
  }

  /** Sets a table that no longer replays aside as void. */
  setAside(row: GameTableRow, e: unknown): Promise<void> {
    return this.lifecycle.setAside(row, e);
  }

  expireUnjoined(ms: number): Promise<string[]> {
    return this.lifecycle.expireUnjoined(ms);
  }

  abandonIdle(ms: number, now?: number): Promise<string[]> {
    return this.lifecycle.abandonIdle(ms, now);
  }

  /** What the bots cost now: seats thinking, and the running tables with a seat the server plays. */
  botLoad(): { thinking: number; tables: number; seats: number } {
    return this.autoplay.load();
  }
}
