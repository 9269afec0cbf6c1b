/**
 * Copies of tables owned elsewhere that connections here watch. A copy is rebuilt from the log
 * and kept up by the owner's news, and each connection's view is computed from it here, by the
 * same code the owner runs: what crosses Redis is only the log, never a per-seat view.
 */
import type { Logger } from "pino";
import type { LiveTable } from "../live.js";
import type { Store } from "../store.js";
import { tellEntry } from "../tables/replay.js";
import type { TableService } from "../tables/service.js";
import type { Bus } from "./bus.js";
import { channel } from "./messages.js";

/** How long a copy nobody watches is kept before it is forgotten. */
const UNWATCHED_MS = 60_000;

export interface Copy {
  t: LiveTable;
  usedAt: number;
  /** Settles once the copy has read the log. */
  ready: Promise<void>;
}

export class Copies {
  private readonly watched = new Map<string, Copy>();
  private readonly loading = new Map<string, Promise<LiveTable | undefined>>();

  constructor(
    private readonly service: TableService,
    private readonly store: Store,
    private readonly bus: Bus,
    private readonly log: Logger,
  ) {}

  get size(): number {
    return this.watched.size;
  }

  get(id: string): Copy | undefined {
    return this.watched.get(id);
  }

  /** A table as a connection here sees it: the one played here, or a copy (made if need be). */
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
  watch(t: LiveTable): Promise<void> {
    const ready = (async () => {
      await this.bus.subscribe(channel.table(t.id)).catch((e: unknown) =>
        // Redis down: subscribed again when it returns, and the log read again then.
        this.log.warn({ table: t.id, err: (e as Error).message }, "cannot subscribe to a table"),
      );
      await t.serial(() => this.resync(t));
    })();
    this.watched.set(t.id, { t, usedAt: Date.now(), ready });
    return ready;
  }

  /**
   * This process now plays `t`: its copy (if another object) is dropped, and the connections
   * watching that copy start again on the played one (rare: a hello during the takeover).
   */
  played(t: LiveTable): void {
    const copy = this.watched.get(t.id)?.t;
    if (copy && copy !== t)
      for (const sub of copy.subscribers)
        sub.restart("The table moved to this process: reconnect.");
    this.watched.delete(t.id);
    this.bus.unsubscribe(channel.table(t.id));
  }

  /** Every copy reads the log again (news was lost while Redis was away). */
  resyncAll(): void {
    for (const { t } of this.watched.values()) this.resyncLater(t);
  }

  private resyncLater(t: LiveTable): void {
    t.serial(() => this.resync(t)).catch((e: unknown) =>
      this.log.error({ table: t.id, err: e }, "cannot read the table's log"),
    );
  }

  /** Reads the log past what the copy holds, telling its watchers each entry. */
  async resync(t: LiveTable): Promise<void> {
    if (this.service.owns(t)) return;
    for (const row of await this.store.log(t.id, t.logSeq)) tellEntry(t, row);
  }

  /** Forgets the copies no connection has watched for a while. */
  forgetUnwatched(): void {
    const now = Date.now();
    for (const [id, w] of this.watched) {
      if (w.t.subscribers.size > 0) w.usedAt = now;
      else if (now - w.usedAt > UNWATCHED_MS) {
        this.watched.delete(id);
        this.bus.unsubscribe(channel.table(id));
      }
    }
  }
}
