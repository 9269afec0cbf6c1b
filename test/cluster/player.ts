/**
 * A player that keeps playing through a cluster's failures, as a real client should: when its
 * connection drops it reconnects to another process, says hello with the last version it saw, and
 * sends its unacknowledged action again with the same sequence number.
 */
import type { Action } from "../../src/core/game.js";
import type { Rng } from "../../src/core/rng.js";
import { Client, until } from "../server/harness.js";

type Frame = Client["frames"][number];

/** Refusals that mean "not applied, send the same action again" (a takeover, a restart). */
const retryable = new Set([
  "table-unavailable",
  "table-moved",
  "shutting-down",
  "storage-failed",
  "rate-limited",
  // An action that reached a connection before its hello was answered (it is not applied).
  "not-authenticated",
]);

export class Player {
  /** Every connection this seat used, in order, each with the frames it received. */
  readonly connections: Client[] = [];
  /** Acks by sequence number (a duplicate ack is kept too: it proves the first one landed). */
  readonly acks = new Map<number, Frame>();
  readonly errors: Frame[] = [];
  readonly sent = new Map<number, Action>();
  stale = 0;
  reconnects = 0;
  private seq = 0;
  private pending: { seq: number; action: Action; version: number } | null = null;
  private latest: (Frame & { legal?: readonly Action[]; version?: number }) | null = null;
  private actedAt = -1;
  private seat: number | null = null;
  private lastVersion = 0;
  private overFrame: Frame | null = null;
  private overWaiters: ((f: Frame) => void)[] = [];
  private resendTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Connections whose hello was answered: only these carry actions, and only their frames count. */
  private readonly welcomed = new WeakSet<Client>();

  constructor(
    readonly table: string,
    readonly token: string | null,
    /** The processes' base URLs; it starts on `first` and moves on round the list when cut off. */
    private readonly servers: () => string[],
    private first: number,
    private readonly rng: Rng | null,
    private readonly delayMs = 0,
  ) {}

  get client(): Client {
    return this.connections.at(-1)!;
  }

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const list = this.servers();
      const base = list[(this.first + attempt) % list.length]!;
      let client: Client | null = null;
      try {
        client = await Client.connect(base);
        const c = client;
        c.onFrame = (f) => this.onFrame(c, f);
        this.connections.push(client);
        const welcome = await client.hello(this.table, this.token ?? undefined, this.lastVersion);
        if (welcome.type !== "welcome")
          throw new Error(`hello refused: ${JSON.stringify(welcome)}`);
        client.ws.on("close", () => {
          if (this.connections.at(-1) !== client || this.stopped || this.overFrame) return;
          this.reconnects++;
          this.first = this.first + attempt + 1;
          void this.connect();
        });
        if (client.closed) throw new Error("closed at once");
        if (this.pending) this.send();
        return;
      } catch {
        // A connection whose hello failed is dropped, so that nothing late arrives on it.
        // Then the next process, after a moment (its takeover may be under way), for as long as
        // the test lasts.
        if (client && !this.welcomed.has(client)) client.close();
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  private onFrame(client: Client, f: Frame): void {
    if (f.type === "welcome") {
      this.welcomed.add(client);
      this.seat = f.seat as number | null;
    }
    // Before its welcome a connection has no table: an error then is its hello refused (connect()
    // tries again) or an action sent too early, which was not applied.
    if (!this.welcomed.has(client)) return;
    if (typeof f.version === "number") this.lastVersion = Math.max(this.lastVersion, f.version);
    // Every ack counts, whenever it comes: an action may be answered after the player moved on
    // (an earlier copy of it sent before a reconnection). A first ack is kept over a duplicate.
    if (f.type === "ack" && typeof f.seq === "number" && this.sent.has(f.seq)) {
      const had = this.acks.get(f.seq);
      if (!had || (had.duplicate && !f.duplicate)) this.acks.set(f.seq, f);
    }
    if (f.type === "over") {
      this.overFrame = f;
      for (const w of this.overWaiters) w(f);
      this.overWaiters = [];
      return;
    }
    if ("legal" in f) this.latest = f as Frame & { legal?: readonly Action[]; version?: number };
    const p = this.pending;
    if (p && (f.type === "ack" || f.type === "error")) {
      const code = (f as { code?: string }).code;
      if (f.type === "error" && f.seq === undefined && code !== "rate-limited") {
        this.errors.push(f);
        return;
      }
      if (f.seq !== undefined && f.seq !== p.seq) return;
      if (f.type === "error" && this.overFrame && !(code && retryable.has(code))) {
        // Refused after the end (finished, stale): it was not applied, and is moot now. (A
        // retryable refusal is sent again: the action may have landed, its ack lost.)
        this.settle();
        return;
      }
      if (f.type === "ack") {
        this.settle();
      } else if (code === "stale") {
        this.stale++;
        this.settle();
      } else if (code && retryable.has(code)) {
        this.resendLater(300);
        return;
      } else {
        this.errors.push(f);
        this.settle();
      }
    }
    this.step();
  }

  private settle(): void {
    this.pending = null;
    if (this.resendTimer) clearTimeout(this.resendTimer);
    this.resendTimer = null;
  }

  private step(): void {
    if (this.pending || this.stopped || this.overFrame || !this.rng) return;
    const f = this.latest;
    if (!f?.legal?.length || f.version === undefined || f.version <= this.actedAt) return;
    // Only in turn: out of turn a Colonial seat is offered a fold, which a random pick would take.
    if (!(f.toAct as number[] | undefined)?.includes(this.seat ?? -1)) return;
    this.actedAt = f.version;
    const action = this.rng.pick(f.legal);
    this.pending = { seq: ++this.seq, action, version: f.version };
    this.sent.set(this.seq, action);
    if (this.delayMs) setTimeout(() => this.send(), this.rng.int(this.delayMs));
    else this.send();
  }

  private send(): void {
    const p = this.pending;
    if (!p) return;
    const client = this.client;
    // A connection still saying hello sends nothing: connect() sends the action once welcomed.
    if (client.ws.readyState === client.ws.OPEN && this.welcomed.has(client))
      client.send({ type: "act", seq: p.seq, action: p.action, version: p.version });
    // No answer at all (the answer was lost with a process): ask again, same sequence number.
    this.resendLater(30_000);
  }

  private resendLater(ms: number): void {
    if (this.resendTimer) clearTimeout(this.resendTimer);
    this.resendTimer = setTimeout(() => {
      this.resendTimer = null;
      this.send();
    }, ms);
  }

  /**
   * Resolves once no action waits for its answer. The end of a game can reach a player before the
   * ack of the move that ended it (the news and the answer travel separately): counting acks
   * before then would miss that last one.
   */
  async idle(): Promise<void> {
    await until(`table ${this.table}: an answer to seq ${this.pending?.seq}`, () =>
      this.pending ? undefined : true,
    );
  }

  /** The game's end as this player was told it (the caller says what it waits for). */
  over(): Promise<Frame> {
    if (this.overFrame) return Promise.resolve(this.overFrame);
    return new Promise((done) => this.overWaiters.push(done));
  }

  stop(): void {
    this.stopped = true;
    if (this.resendTimer) clearTimeout(this.resendTimer);
    for (const c of this.connections) c.close();
  }
}
