/**
 * Leases and adoption. PostgreSQL holds the leases: each process renews its own (server_node),
 * and each table names one owner and an epoch. On each beat a process gives up the tables the
 * database says another took, and takes the tables whose owner's lease ran out, bumping the
 * epoch, which fences off the old owner's log writes.
 */
import type { Logger } from "pino";
import type { LiveTable } from "../live.js";
import type { Store } from "../store.js";
import type { TableService } from "../tables/service.js";
import { realTimers, type Timer, type Timers } from "../timers.js";
import type { Copies } from "./copies.js";
import type { ClusterConfig } from "./messages.js";

export class Leases {
  /** When this process came to own each table (a beat checks only tables owned before it began). */
  private readonly ownedAt = new Map<string, number>();
  /** Takeovers in progress, by table: a beat and a request never take the same table twice. */
  private readonly adopting = new Map<string, Promise<LiveTable | null>>();
  /** Tables the database says this process owns but it does not play, with the epoch seen. */
  private readonly unplayed = new Map<string, number>();
  private timer: Timer | undefined;
  private readonly timers: Timers;
  private ticking = false;
  private closed = false;

  constructor(
    private readonly service: TableService,
    private readonly store: Store,
    private readonly copies: Copies,
    private readonly log: Logger,
    private readonly config: ClusterConfig,
  ) {
    this.timers = config.timers ?? realTimers;
  }

  /** The first beat, then four beats per lease: a slow beat or two does not lose the tables. */
  async start(): Promise<void> {
    await this.tick();
    this.timer = this.timers.setInterval(
      () => void this.tick(),
      Math.max(100, this.config.leaseMs / 4),
    );
  }

  /** This process owns `t` from now on. */
  owned(t: LiveTable): void {
    this.ownedAt.set(t.id, this.timers.now());
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
      const began = this.timers.now();
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
      this.copies.forgetUnwatched();
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
  adopt(id: string): Promise<LiveTable | null> {
    let p = this.adopting.get(id);
    if (!p) {
      p = (async () => {
        try {
          const row = await this.store.table(id);
          if (!row || row.owner !== this.config.node) return null;
          const w = this.copies.get(id);
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

  close(): void {
    this.closed = true;
    this.timers.clear(this.timer);
  }
}
