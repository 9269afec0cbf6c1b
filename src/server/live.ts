import type { Action, GameDefinition, GameEvent, Seat, Viewer } from "../core/game.js";
import { Table } from "../core/match.js";
import type { TableStatus } from "./db/schema.js";
import { namedText } from "./names.js";
import { bankOf, type Pace, paceInfo } from "./pace.js";
import type {
  ChatLine,
  HostState,
  JoinRequest,
  SeatSummary,
  SeenEvent,
  ServerFrame,
  TableView,
} from "./protocol.js";

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
  /** The hash of the host's token (tables made before hosts have none: no host). */
  readonly hostHash?: string | undefined;
  /** Joins wait for the host's approval. */
  readonly private?: boolean | undefined;
  /** Played live (absent: tables made before paces) or turn-based, apart in time. */
  readonly pace?: Pace | undefined;
  /** Rated: accounts only, no bots; its result changes the players' ratings. */
  readonly rated?: boolean | undefined;
  /** A turn-based table's time bank per seat (ms; absent: none). */
  readonly bankMs?: number | undefined;
}

/** How many lines of chat `welcome` repeats. */
export const CHAT_KEPT = 50;

/** A join waiting for the host, with the hash of the token its player holds. */
export interface PendingJoin extends JoinRequest {
  readonly tokenHash: string;
  /** The account of a signed-in player asking. */
  readonly account?: string | undefined;
}

/** The grace period a table gets when its creator names none. */
export const defaultAwayAfterMs = 60_000;

export interface SeatState {
  /** A bot's name for a bot seat; null for a human seat (the host's early start seats bots). */
  bot: string | null;
  name: string | null;
  tokenHash: string | null;
  /** The account the seat was joined with (a signed-in player), if any. */
  account?: string | null;
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
  /** Seats marked away in the log: by their player, or after two clocks run out in a row. */
  readonly marked = new Set<Seat>();
  /**
   * A table with a time bank: per seat, the bank left (not counting the turn in play), and per
   * seat to act, when its turn began (both follow from the log: `tables/bank.ts`).
   */
  readonly banks = new Map<Seat, number>();
  readonly turnSince = new Map<Seat, number>();
  /** When the host paused a table with a time bank (its log entry's time). */
  pausedAt: number | null = null;
  /** Per seat, how many of its moves in a row the clock made (a move of its own resets it). */
  readonly timeouts = new Map<Seat, number>();
  /** Public sentences of the table itself (the host's actions, away and back), by version. */
  readonly notes = new Map<number, GameEvent[]>();
  readonly chat: ChatLine[] = [];
  /** The host paused the table; while paused, the time each clock had left. */
  paused = false;
  readonly frozen = new Map<Seat, number>();
  readonly muted = new Set<Seat>();
  spectatorChat = true;
  isPrivate: boolean;
  readonly requests: PendingJoin[] = [];
  /** Requests the host answered: the seat given, or "denied". */
  readonly answered = new Map<string, Seat | "denied">();
  /** A move clock the host set: from hand `fromHand` on (null: a game not played in hands, now). */
  clockChange: { ms: number | null; fromHand: number | null } | null = null;
  /** The host closed the table. */
  closed = false;
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
    this.isPrivate = settings.private ?? false;
    const bank = bankOf(settings);
    if (bank > 0) for (let seat = 0; seat < seats.length; seat++) this.banks.set(seat, bank);
  }

  /** The hand in play, for a game played in hands. */
  hand(): number | null {
    return this.game.handStart?.(this.table.state).hand ?? null;
  }

  /** The move clock now: the table's, or the host's from the hand it takes effect in. */
  get clockMs(): number | null {
    const c = this.clockChange;
    if (!c) return this.settings.clockMs;
    if (c.fromHand === null || (this.hand() ?? 0) >= c.fromHand) return c.ms;
    return this.settings.clockMs;
  }

  /** The players' names per seat (null: a bot's seat, or one nobody holds). */
  names(): (string | null)[] {
    return this.seats.map((s) => s.name);
  }

  /** The events a viewer may see, each sentence naming seats as that viewer reads them. */
  seen(events: readonly GameEvent[], viewer: Viewer): SeenEvent[] {
    const names = this.names();
    return seenBy(events, viewer).map((e) => ({ ...e, text: namedText(e.text, viewer, names) }));
  }

  hostState(): HostState {
    const c = this.clockChange;
    const waiting = c !== null && c.fromHand !== null && (this.hand() ?? 0) < c.fromHand;
    return {
      paused: this.paused,
      private: this.isPrivate,
      spectatorChat: this.spectatorChat,
      ...(waiting ? { nextClockMs: c.ms } : {}),
      requests: this.requests.map(({ id, name, seat }) => ({ id, name, seat })),
    };
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
    return s.bot !== null || s.left || this.away.has(seat) || this.marked.has(seat);
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
      away: this.away.has(seat) || this.marked.has(seat),
      muted: this.muted.has(seat),
    }));
  }

  toAct(): readonly Seat[] {
    return this.table.outcome() ? [] : this.table.game.toAct(this.table.state);
  }

  /**
   * What a connection is told first: the table, its seats, its chat, and what its viewer missed
   * since the version `since` (-1: the whole table from its opening).
   */
  welcome(seat: Seat | null, since: number): Extract<ServerFrame, { type: "welcome" }> {
    const viewer: Viewer = seat ?? "spectator";
    return {
      type: "welcome",
      table: this.id,
      game: this.game.id,
      seat,
      players: this.players,
      commitment: this.commitment,
      ...paceInfo(this.settings),
      seats: this.summary(),
      lastSeq: seat === null ? 0 : this.seats[seat]!.lastSeq,
      history: this.historyFor(viewer, since),
      chat: [...this.chat],
      ...this.viewFor(viewer),
    };
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
      ...(this.banks.size > 0 ? { banks: Object.fromEntries(this.banks) } : {}),
      host: this.hostState(),
    };
  }

  /**
   * The events of versions after `since` that the viewer may see; with `since` -1 (a viewer that
   * has seen nothing) version 0 too: the table's opening, the first hand's ante and deal.
   */
  historyFor(viewer: Viewer, since: number): { version: number; events: SeenEvent[] }[] {
    const out: { version: number; events: SeenEvent[] }[] = [];
    // The table's own sentences follow the game's events of the version they were said at.
    const at = (v: number, events: readonly GameEvent[]) =>
      this.seen([...events, ...(this.notes.get(v) ?? [])], viewer);
    if (since < 0) out.push({ version: 0, events: at(0, this.table.opening) });
    for (let v = Math.max(since, 0) + 1; v <= this.version; v++) {
      out.push({ version: v, events: at(v, this.history[v - 1]!) });
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
