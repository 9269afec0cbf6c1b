/**
 * The two Redis connections of a cluster process: one publishes, one listens. Redis forgets a
 * connection's subscriptions when it drops, so every channel meant to be heard is kept here and
 * subscribed again on each reconnection; what was said meanwhile is lost, and the callers are
 * told so they read the log again.
 */
import { Redis } from "ioredis";
import type { Logger } from "pino";

export interface BusEvents {
  /** A message on a subscribed channel. */
  message(ch: string, message: string): void;
  /** The listening connection came back and subscribed again: news sent meanwhile is lost. */
  resubscribed(): void;
  /** The publishing connection came back: news published meanwhile never left. */
  republish(): void;
}

export class Bus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  /**
   * Every channel this process means to hear. A SUBSCRIBE sent while the connection is down
   * fails: on each reconnection all of these are subscribed again (the client library's own
   * resubscription is off, so an UNSUBSCRIBE lost in the outage cannot bring back a table's
   * request channel after the table moved).
   */
  private readonly channels = new Set<string>();
  /** Redis connected once already: a later "ready" is a reconnection, after which news was lost. */
  private readyBefore = false;

  constructor(
    url: string,
    node: string,
    private readonly log: Logger,
    events: BusEvents,
  ) {
    const options = { lazyConnect: true, maxRetriesPerRequest: 3, connectionName: node };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, { ...options, autoResubscribe: false });
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
        .finally(() => events.resubscribed());
    });
    // The owner's news published while its own connection was down never left: the watchers
    // must read the log again, whichever of the two connections came back first.
    let pubReadyBefore = false;
    this.pub.on("ready", () => {
      if (pubReadyBefore) events.republish();
      pubReadyBefore = true;
    });
    this.sub.on("message", (ch: string, message: string) => events.message(ch, message));
  }

  async connect(): Promise<void> {
    await Promise.all([this.pub.connect(), this.sub.connect()]);
  }

  subscribe(ch: string): Promise<void> {
    this.channels.add(ch);
    return this.sub.subscribe(ch).then(() => undefined);
  }

  unsubscribe(ch: string): void {
    this.channels.delete(ch);
    void this.sub.unsubscribe(ch).catch(() => undefined);
  }

  /** Publishes a message; resolves to how many processes heard it. */
  publish(ch: string, message: unknown): Promise<number> {
    return this.pub.publish(ch, JSON.stringify(message));
  }

  close(): void {
    this.pub.disconnect();
    this.sub.disconnect();
  }
}
