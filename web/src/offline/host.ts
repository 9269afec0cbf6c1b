/**
 * A table's host in the browser: what the server does for a table, done for one played offline
 * against bots. It speaks the server's own WebSocket protocol (the table page cannot tell the
 * difference) and keeps the table exactly as the server does, as a `LiveTable` whose log entries
 * are applied and told by the server's own code, and saved to IndexedDB before they are told.
 */
import { act } from "../../../src/core/engine.js";
import type { Action, Seat } from "../../../src/core/game.js";
import { seatContext } from "../../../src/core/match.js";
import { registry } from "../../../src/packages/index.js";
import { type BotFactory, botsOf, tableBotSeed } from "../../../src/players/bots.js";
import type { TableLogRow } from "../../../src/server/db/schema.js";
import { LiveTable, type SeatState, type Subscriber } from "../../../src/server/live.js";
import { clientMessage, type ServerFrame } from "../../../src/server/protocol.js";
import { applyEntry, overFrame, tellEntry } from "../../../src/server/tables/replay.js";
import { type LocalTableRecord, loadLocal, saveLocal } from "./tables";

/** A table rebuilt from its record: the seats as made, then every entry of its log applied. */
export function rebuild(record: LocalTableRecord): LiveTable {
  const game = registry.get(record.game);
  if (!game) throw new Error(`This browser does not have the game "${record.game}".`);
  const seats: SeatState[] = record.bots.map((bot) => ({
    bot,
    name: null,
    tokenHash: null,
    left: false,
    lastSeq: 0,
  }));
  const t = new LiveTable(
    record.id,
    game,
    record.options,
    record.players,
    record.seed,
    record.commitment,
    seats,
    { clockMs: null, fallbackBot: "easy", awayAfterMs: 0 },
    record.bots.every((b) => b !== null) ? "running" : "open",
  );
  for (const entry of record.log) applyEntry(t, entry);
  return t;
}

export class LocalHost {
  private record: LocalTableRecord | null = null;
  private t: LiveTable | null = null;
  private seat: Seat | null = null;
  private readonly bots: Readonly<Record<string, BotFactory>> = botsOf(registry);
  /** One change at a time, in arrival order, as the server's table queue. */
  private queue: Promise<unknown> = Promise.resolve();
  private deciding = false;

  constructor(private readonly send: (frame: ServerFrame) => void) {}

  /** A message from the table page, as it would send the server. */
  receive(raw: string): Promise<void> {
    // A failure here is this browser's (its storage, a bug), said to the page as a server would.
    const next = this.queue
      .then(() => this.handle(raw))
      .catch((e: unknown) =>
        this.refuse(
          "internal",
          `The offline table failed: ${e instanceof Error ? e.message : String(e)}`,
        ),
      );
    this.queue = next;
    return next;
  }

  private refuse(code: string, message: string, seq?: number): void {
    this.send({ type: "error", code, message, ...(seq === undefined ? {} : { seq }) });
  }

  private async handle(raw: string): Promise<void> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return this.refuse("bad-message", "The message is not JSON.");
    }
    const msg = clientMessage.safeParse(parsed);
    if (!msg.success) return this.refuse("bad-message", "The message is not one the table reads.");
    const m = msg.data;
    if (m.type === "ping") return this.send({ type: "pong" } as ServerFrame);
    if (m.type === "hello") return this.hello(m.table, m.token, m.since);
    const t = this.t;
    if (!t) return this.refuse("no-hello", "Say hello to a table first.");
    if (m.type === "chat")
      return this.refuse("chat-off", "Only bots sit at this table: nobody reads the chat.");
    if (m.type === "away")
      return this.refuse("bad-message", "There is nobody to play for you here.");
    if (this.seat === null) return this.refuse("not-seated", "You are watching this table.", m.seq);
    const seat = this.seat;
    if (m.seq <= t.seats[seat]!.lastSeq)
      return this.send({ type: "ack", seq: m.seq, version: t.version, duplicate: true });
    if (m.version !== undefined && m.version !== t.version)
      return this.refuse(
        "stale",
        "The table moved on before your move arrived: look again.",
        m.seq,
      );
    const r = act(t.game, t.table.state, seat, m.action as Action);
    if (!r.ok) return this.refuse(r.error.code, r.error.message, m.seq);
    await this.write(t, {
      kind: "action",
      seat,
      data: JSON.stringify(m.action),
      client_seq: m.seq,
    });
    this.send({ type: "ack", seq: m.seq, version: t.version });
    void this.playBots();
  }

  private async hello(table: string, token?: string, since?: number): Promise<void> {
    const record = await loadLocal(table);
    if (!record)
      return this.refuse("unknown-table", `There is no table "${table}" in this browser.`);
    this.record = record;
    const t = rebuild(record);
    this.t = t;
    this.seat = token === undefined ? null : t.seatOfToken(token);
    const viewer = this.seat ?? "spectator";
    const sub: Subscriber = {
      viewer,
      tokenHash: token ?? null,
      send: this.send,
      close: (reason) => this.send({ type: "bye", reason }),
      restart: (reason) => this.send({ type: "bye", reason }),
    };
    t.subscribers.add(sub);
    this.send(t.welcome(this.seat, Math.min(since ?? -1, t.version)));
    const outcome = t.table.outcome();
    if (outcome) this.send(overFrame(t, outcome));
    void this.playBots();
  }

  /** Writes an entry to the table's log (saved first), then applies it and tells the page. */
  private async write(
    t: LiveTable,
    entry: Omit<TableLogRow, "table_id" | "seq" | "at">,
  ): Promise<void> {
    const row: TableLogRow = { ...entry, table_id: t.id, seq: t.logSeq, at: Date.now() };
    const record = this.record!;
    record.log.push(row);
    await saveLocal(record);
    tellEntry(t, row);
  }

  /** The bots move, one decision at a time, while it is a bot's turn. */
  private async playBots(): Promise<void> {
    if (this.deciding) return;
    this.deciding = true;
    try {
      for (;;) {
        const t = this.t;
        if (t?.status !== "running") return;
        const seat = t.toAct().find((s) => t.seats[s]!.bot !== null);
        if (seat === undefined) return;
        const version = t.version;
        const bot = t.seats[seat]!.bot!;
        const player = this.bots[bot]!(t.game, tableBotSeed(t.seed, seat, version), {
          clock: () => performance.now(),
        });
        const action = await player(seatContext(t.game, t.table.state, seat));
        await (this.queue = this.queue.then(async () => {
          if (t.version !== version) return;
          const r = act(t.game, t.table.state, seat, action);
          if (!r.ok) throw new Error(`The ${bot} bot chose a refused move: ${r.error.message}`);
          await this.write(t, {
            kind: "action",
            seat,
            data: JSON.stringify(action),
            client_seq: null,
          });
        }));
      }
    } finally {
      this.deciding = false;
    }
  }
}
