/**
 * The owner's news of each table: after every change it publishes the log entries it applied and
 * the clocks running after them; the processes keeping a copy follow it, and read the log again
 * when the news has a gap or a new owner took over.
 */
import type { Logger } from "pino";
import type { LiveTable } from "../live.js";
import { tellEntry } from "../tables/replay.js";
import type { TableService } from "../tables/service.js";
import type { Bus } from "./bus.js";
import type { Copies } from "./copies.js";
import { channel, parseMessage, type Refuse, type TableNews, tableNews } from "./messages.js";

export class News {
  constructor(
    private readonly service: TableService,
    private readonly copies: Copies,
    private readonly bus: Bus,
    private readonly log: Logger,
  ) {}

  /** The entries applied to `t` since its last news, and its clocks now. */
  changed(t: LiveTable): void {
    const rows = t.unpublished.splice(0);
    this.publish(t.id, { rows, deadlines: Object.fromEntries(t.deadlines) });
  }

  /** Tells the watchers of `t` to read its log again (a new owner, or news that never left). */
  resync(t: LiveTable): void {
    this.publish(t.id, { rows: [], deadlines: Object.fromEntries(t.deadlines), sync: true });
  }

  /** A table taken over turned out finished: its watchers read the end from the log. */
  ended(t: LiveTable): void {
    this.publish(t.id, { rows: [], deadlines: {}, sync: true });
  }

  /** Every table this process owns: its watchers read the log (news may have been lost). */
  resyncOwned(): void {
    for (const t of this.service.tables())
      if (t.status !== "finished" && this.service.owns(t)) this.resync(t);
  }

  private publish(id: string, news: TableNews): void {
    this.bus.publish(channel.table(id), news).catch((e: unknown) => {
      // The watchers read the log again when Redis comes back.
      this.log.warn({ table: id, err: (e as Error).message }, "cannot publish table news");
    });
  }

  /** News of a table heard here: the copy takes the entries it lacks, in order. */
  follow(id: string, json: unknown, refused: Refuse): void {
    const w = this.copies.get(id);
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
      if (news.sync || (first && first.seq > t.logSeq)) await this.copies.resync(t);
      for (const row of news.rows) if (row.seq === t.logSeq) tellEntry(t, row);
    }).catch((e: unknown) => this.log.error({ table: t.id, err: e }, "cannot follow the table"));
  }
}
