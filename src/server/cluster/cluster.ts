import type { Logger } from "pino";
import type { Seat } from "../../core/game.js";
import type { HostRequest } from "../host.js";
import type { LiveTable } from "../live.js";
import type { TableHost } from "../play.js";
import type { Store } from "../store.js";
import type { ServiceHooks } from "../tables/context.js";
import type { ActResult, ChatSaid, JoinAsk, Joined, SeatAction } from "../tables/requests.js";
import type { TableService } from "../tables/service.js";
import { Bus } from "./bus.js";
import { Copies } from "./copies.js";
import { Forwarding } from "./forwarding.js";
import { Leases } from "./leases.js";
import { type ClusterConfig, channel } from "./messages.js";
import { News } from "./news.js";

export type { ClusterConfig } from "./messages.js";

/**
 * One process of a cluster. PostgreSQL holds the log and the leases (`leases.ts`); Redis pub/sub
 * (`bus.ts`) carries the rest: actions, joins and leaves forwarded to a table's owner and its
 * replies (`forwarding.ts`), and the owner's news of each table, the log entries it applied
 * (`news.ts`). A process with connections watching a table it does not own keeps a copy of it
 * (`copies.ts`). This class is the one door: the table service tells it what happens to the
 * tables owned here (ServiceHooks), and the connections and routes ask it for tables (TableHost).
 */
export class Cluster implements TableHost, ServiceHooks {
  private readonly bus: Bus;
  private readonly copies: Copies;
  private readonly news: News;
  private readonly leases: Leases;
  private readonly forwarding: Forwarding;

  constructor(
    private readonly service: TableService,
    store: Store,
    private readonly log: Logger,
    private readonly config: ClusterConfig,
  ) {
    this.bus = new Bus(config.redis, config.node, log, {
      message: (ch, message) => this.onMessage(ch, message),
      resubscribed: () => {
        this.copies.resyncAll();
        this.news.resyncOwned();
      },
      republish: () => this.news.resyncOwned(),
    });
    this.copies = new Copies(service, store, this.bus, log);
    this.news = new News(service, this.copies, this.bus, log);
    this.leases = new Leases(service, store, this.copies, log, config);
    this.forwarding = new Forwarding(
      service,
      store,
      this.leases,
      this.copies,
      this.bus,
      log,
      config,
    );
    service.hooks = this;
  }

  get node(): string {
    return this.config.node;
  }

  /** Tables this process watches for connections but does not own. */
  get watching(): number {
    return this.copies.size;
  }

  async start(): Promise<void> {
    await this.bus.connect();
    await this.bus.subscribe(channel.node(this.config.node));
    await this.leases.start();
  }

  // ---- ServiceHooks: the service tells the cluster what happens to the tables it owns ----

  owned(t: LiveTable): Promise<void> {
    this.leases.owned(t);
    this.copies.played(t);
    this.news.resync(t);
    // Requests reach the table once this resolves (a created table is announced only then).
    // Redis down: the subscription is made when it comes back; until then requests wait.
    return this.bus.subscribe(channel.cmd(t.id)).then(
      () => undefined,
      (e: unknown) => this.log.error({ table: t.id, err: e }, "cannot subscribe"),
    );
  }

  lost(t: LiveTable): void {
    this.bus.unsubscribe(channel.cmd(t.id));
    if (t.subscribers.size === 0) return;
    this.copies
      .watch(t)
      .catch((e: unknown) => this.log.error({ table: t.id, err: e }, "cannot watch"));
  }

  ended(t: LiveTable): void {
    this.news.ended(t);
  }

  changed(t: LiveTable): void {
    this.news.changed(t);
  }

  // ---- TableHost: what connections here ask for ----

  find(id: string): Promise<LiveTable | undefined> {
    return this.copies.find(id);
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

  act(t: LiveTable, a: SeatAction): Promise<ActResult> {
    return this.forwarding.act(t, a);
  }

  join(id: string, ask: JoinAsk): Promise<Joined & { token: string }> {
    return this.forwarding.join(id, ask);
  }

  chat(t: LiveTable, said: ChatSaid): Promise<void> {
    return this.forwarding.chat(t, said);
  }

  away(t: LiveTable, seat: Seat, tokenHash: string, on: boolean): Promise<void> {
    return this.forwarding.away(t, seat, tokenHash, on);
  }

  host(id: string, hostHash: string, req: HostRequest): Promise<{ version: number }> {
    return this.forwarding.host(id, hostHash, req);
  }

  leave(id: string, token: string): Promise<{ seat: Seat }> {
    return this.forwarding.leave(id, token);
  }

  /** A message heard on Redis: a reply, a request for a table owned here, or a table's news. */
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
    const mine = ch === channel.node(this.config.node);
    const isRequest = typeof json === "object" && json !== null && "req" in json;
    const cmd = channel.cmdTable(ch);
    const news = channel.newsTable(ch);
    if (mine && !isRequest) this.forwarding.answered(json, refused);
    else if (cmd !== undefined || mine) this.forwarding.asked(cmd, json, refused);
    else if (news !== undefined) this.news.follow(news, json, refused);
  }

  async close(): Promise<void> {
    this.leases.close();
    this.forwarding.close();
    this.bus.close();
  }
}
