/**
 * Web Push (RFC 8030, 8291, 8292): a message for a browser is encrypted to its keys
 * (aes128gcm), signed with the server's VAPID key and posted to its push service. web-push builds
 * the request; it is sent here with fetch, so that a test can stand a push service in on loopback
 * over plain HTTP. A push service that answers 404 or 410 has forgotten the browser: its
 * subscriptions are dropped.
 */
import type { Logger } from "pino";
import webpush from "web-push";
import type { VapidKeys } from "./keys.js";
import type { PushMessage } from "./messages.js";
import type { PushStore, PushTarget, StoredSubscription } from "./store.js";

/** How long a push service keeps a message for a browser that is offline: a turn lasts hours. */
const TTL_SECONDS = 24 * 3600;

export class Notifier {
  /** Messages on their way, so a stopping server (or a test) can wait for them. */
  private readonly sending = new Set<Promise<void>>();
  /** Messages delivered and subscriptions dropped since start, for /healthz and the tests. */
  readonly counts = { sent: 0, failed: 0, dropped: 0 };

  constructor(
    readonly store: PushStore,
    readonly keys: VapidKeys,
    private readonly log: Logger,
  ) {}

  /** Tells every browser subscribed for one of `targets`; never waits, never throws. */
  tell(targets: readonly PushTarget[], message: PushMessage): void {
    const p = this.deliver(targets, message).catch((e: unknown) =>
      this.log.warn({ err: e, table: message.table }, "push notification not sent"),
    );
    this.sending.add(p);
    void p.finally(() => this.sending.delete(p));
  }

  /** Waits for the messages on their way. */
  async settled(): Promise<void> {
    while (this.sending.size > 0) await Promise.all([...this.sending]);
  }

  private async deliver(targets: readonly PushTarget[], message: PushMessage): Promise<void> {
    const byTable = new Map<string, PushTarget[]>();
    for (const t of targets) byTable.set(t.table, [...(byTable.get(t.table) ?? []), t]);
    const subs: StoredSubscription[] = [];
    for (const [table, told] of byTable) {
      const hashes = told.map((t) => t.tokenHash);
      // A seat's account's browsers too (subscribed signed in, on any device).
      const seats = told.flatMap((t) => (t.seat === undefined ? [] : [t.seat]));
      subs.push(...(await this.store.subscriptions(table, hashes, seats)));
    }
    // One browser subscribed twice (a seat and the host's token) is told once.
    const once = new Map(subs.map((s) => [s.endpoint, s]));
    await Promise.all([...once.values()].map((s) => this.send(s, message)));
  }

  private async send(sub: StoredSubscription, message: PushMessage): Promise<void> {
    const request = webpush.generateRequestDetails(sub, JSON.stringify(message), {
      vapidDetails: this.keys,
      TTL: TTL_SECONDS,
      contentEncoding: "aes128gcm",
      urgency: message.reason === "turn" ? "high" : "normal",
    });
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body as Buffer),
      redirect: "error",
      signal: AbortSignal.timeout(30_000),
    });
    await answer.arrayBuffer().catch(() => undefined);
    if (answer.status === 404 || answer.status === 410) {
      this.counts.dropped += await this.store.drop(sub.endpoint);
      this.log.info({ status: answer.status }, "push subscription gone; dropped");
    } else if (!answer.ok) {
      this.counts.failed++;
      this.log.warn(
        { status: answer.status, table: message.table },
        "push service refused a message",
      );
    } else this.counts.sent++;
  }
}
