import type { Action, GameDefinition, GameEvent, Seat, Viewer } from "../core/game.js";
import { Table } from "../core/match.js";
import type { TableStatus } from "./db/schema.js";
import type { SeatSummary, SeenEvent, ServerFrame, TableView } from "./protocol.js";

export interface TableSettings {
  /** Per-move time limit in milliseconds, or null for none. */
  readonly clockMs: number | null;
  /** The bot that plays a seat whose player left, or whose clock ran out with no check or fold. */
  readonly fallbackBot: string;
  /**
   * A player disconnected this long (ms) is away: the away rule plays their seat until they
   * return. 0: never.
   */
  readonly awayAfterMs: number;
}

/** The grace period a table gets when its creator names none. */
export const defaultAwayAfterMs = 60_000;

export interface SeatState {
  /** A bot's name for a bot seat; null for a human seat. */
  readonly bot: string | null;
  name: string | null;
  tokenHash: string | null;
  /** The player left a running table: the seat is played for them from now on. */
  left: boolean;
  /** The highest client sequence number applied for this seat. */
  lastSeq: number;
}

/** A connection watching the table: one seat's player, or a spectator. */
export interface Subscriber {
  readonly viewer: Viewer;
  /** The hash of the seat token it authenticated with (null for a spectator). */
  readonly tokenHash: string | null;
  send(frame: ServerFrame): void;
  /** Ends the connection, telling the client why (its player left, say). */
  close(reason: string): void;
  /** Ends the connection as a restart does (1012): the client reconnects and resumes. */
  restart(reason: string): void;
}

/**
 * One table in memory: the engine's Table plus seats, the events of every version (so a client
 * can resume), and who is watching. It changes only through the TableService, which writes the
 * log first.
 */
export class LiveTable {
  readonly table: Table<unknown, unknown, Action, unknown>;
  /** history[v - 1] holds the events of version v (the v-th action). */
  readonly history: GameEvent[][] = [];
  readonly subscribers = new Set<Subscriber>();
  readonly revoked = new Set<string>();
  /** The next log sequence number. */
  logSeq = 0;
  /** Per seat with a clock running: when it runs out. */
  readonly deadlines = new Map<Seat, number>();
  /** Players' seats whose player has been disconnected past the grace period. */
  readonly away = new Set<Seat>();
  /** When a player was last known connected here (or the table was made or loaded here). */
  presentAt = Date.now();
  /** When the last log entry applied here was written (ms since the epoch, its writer's clock). */
  lastEntryAt = 0;
  /** Actions and joins are applied one at a time, in arrival order. */
  queue: Promise<unknown> = Promise.resolve();
  finishedAt: number | null = null;
  /** In a cluster: the epoch this process owns the table at (its log writes carry it). */
  epoch = 0;
  /** Log entries applied here and not yet told to the other processes of a cluster. */
  readonly unpublished: import("./db/schema.js").TableLogRow[] = [];

  constructor(
    readonly id: string,
    readonly game: GameDefinition,
    readonly options: unknown,
    readonly players: number,
    readonly seed: string,
    readonly commitment: string,
    readonly seats: SeatState[],
    readonly settings: TableSettings,
    public status: Exclude<TableStatus, "void">,
  ) {
    this.table = new Table(game, options, players, seed);
  }

  get version(): number {
    return this.table.actions.length;
  }

  /** Runs `task` after every task queued before it; a failure does not block the next. */
  serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  humanSeatsFree(): Seat[] {
    return this.seats.flatMap((s, i) => (s.bot === null && !s.tokenHash && !s.left ? [i] : []));
  }

  /** Played by the server: a bot seat, a seat whose player left, or one whose player is away. */
  automatic(seat: Seat): boolean {
    const s = this.seats[seat]!;
    return s.bot !== null || s.left || this.away.has(seat);
  }

  /** Whether a connection on this process says hello as this seat. */
  isConnected(seat: Seat): boolean {
    for (const sub of this.subscribers) if (sub.viewer === seat) return true;
    return false;
  }

  seatOfToken(hash: string): Seat | null {
    const i = this.seats.findIndex((s) => s.tokenHash === hash);
    return i < 0 ? null : i;
  }

  summary(): SeatSummary[] {
    return this.seats.map((s, seat) => ({
      seat,
      kind: s.bot === null ? "human" : "bot",
      bot: s.bot ?? (s.left ? this.settings.fallbackBot : null),
      name: s.name,
      taken: s.bot !== null || s.tokenHash !== null || s.left,
      left: s.left,
      connected: s.bot === null && this.isConnected(seat),
      away: this.away.has(seat),
    }));
  }

  toAct(): readonly Seat[] {
    return this.table.outcome() ? [] : this.table.game.toAct(this.table.state);
  }

  viewFor(viewer: Viewer): TableView {
    const toAct = this.toAct();
    // A seat not asked to act is sent what it may still do (Colonial's fold at any time).
    const legal =
      viewer === "spectator" || this.status !== "running"
        ? []
        : toAct.includes(viewer)
          ? this.game.legalActions(this.table.state, viewer)
          : (this.game.anytimeActions?.(this.table.state, viewer) ?? []);
    return {
      version: this.version,
      status: this.status,
      view: this.game.view(this.table.state, viewer),
      toAct,
      legal,
      deadlines: Object.fromEntries(this.deadlines),
    };
  }

  /**
   * The events of versions after `since` that the viewer may see; with `since` -1 (a viewer that
   * has seen nothing) version 0 too: the table's opening, the first hand's ante and deal.
   */
  historyFor(viewer: Viewer, since: number): { version: number; events: SeenEvent[] }[] {
    const out: { version: number; events: SeenEvent[] }[] = [];
    if (since < 0) out.push({ version: 0, events: seenBy(this.table.opening, viewer) });
    for (let v = Math.max(since, 0) + 1; v <= this.version; v++) {
      out.push({ version: v, events: seenBy(this.history[v - 1]!, viewer) });
    }
    return out;
  }

  broadcast(make: (viewer: Viewer) => ServerFrame): void {
    // A view is computed once per viewer, however many connections that viewer has.
    const frames = new Map<Viewer, ServerFrame>();
    for (const sub of this.subscribers) {
      let frame = frames.get(sub.viewer);
      if (!frame) frames.set(sub.viewer, (frame = make(sub.viewer)));
      sub.send(frame);
    }
  }
}

/** The events a viewer may see, without their audience lists. */
export function seenBy(events: readonly GameEvent[], viewer: Viewer): SeenEvent[] {
  return events
    .filter(
      (e) => e.audience === "public" || (viewer !== "spectator" && e.audience.includes(viewer)),
    )
    .map((e) =>
      e.data === undefined
        ? { type: e.type, text: e.text }
        : { type: e.type, text: e.text, data: e.data },
    );
}
