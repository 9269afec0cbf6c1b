/** The push subscriptions and the server's kept secrets (the VAPID keys), in the database. */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { Subscription } from "./subscription.js";

/**
 * Whom a subscription tells: the holder of a seat's (or a host's) token at one table, or (table
 * `ACCOUNT_TABLES`) a signed-in player at every seat of their account, wherever it was taken.
 */
export interface PushTarget {
  readonly table: string;
  readonly tokenHash: string;
  /** The seat told, when it is a seat (not the host): its account's browsers are told too. */
  readonly seat?: number;
}

/** The table of an account's subscriptions: every table the account has a seat at. */
export const ACCOUNT_TABLES = "*";

/** The token hash an account's subscription is kept under. */
export function accountTarget(accountId: string): PushTarget {
  return { table: ACCOUNT_TABLES, tokenHash: `account:${accountId}` };
}

export interface StoredSubscription extends Subscription {
  readonly id: number;
}

export class PushStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Keeps `value` under `name` unless one is kept already; the kept value either way. */
  async keepSecret(name: string, value: string): Promise<string> {
    await this.db
      .insertInto("server_secret")
      .values({ name, value })
      .onConflict((c) => c.column("name").doNothing())
      .execute();
    const row = await this.db
      .selectFrom("server_secret")
      .select("value")
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
    return row.value;
  }

  /** Adds a browser's subscription for a target; the same browser for the same target once. */
  async subscribe(sub: Subscription, target: PushTarget): Promise<void> {
    await this.db
      .insertInto("push_subscription")
      .values({
        endpoint: sub.endpoint,
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
        table_id: target.table,
        token_hash: target.tokenHash,
        created_at: this.now(),
      })
      .onConflict((c) =>
        c
          .columns(["endpoint", "table_id", "token_hash"])
          .doUpdateSet({ p256dh: sub.keys.p256dh, auth: sub.keys.auth }),
      )
      .execute();
  }

  /**
   * The browsers subscribed for any of `tokenHashes` at `table`, and those of the accounts that
   * hold any of `seats` there.
   */
  async subscriptions(
    table: string,
    tokenHashes: readonly string[],
    seats: readonly number[] = [],
  ): Promise<StoredSubscription[]> {
    if (tokenHashes.length === 0) return [];
    const accounts =
      seats.length === 0
        ? []
        : await this.db
            .selectFrom("account_seat")
            .select("account_id")
            .where("table_id", "=", table)
            .where("seat", "in", seats)
            .execute();
    const accountHashes = accounts.map((a) => accountTarget(a.account_id).tokenHash);
    const rows = await this.db
      .selectFrom("push_subscription")
      .select(["id", "endpoint", "p256dh", "auth"])
      .where((eb) =>
        eb.or([
          eb.and([eb("table_id", "=", table), eb("token_hash", "in", tokenHashes)]),
          ...(accountHashes.length === 0
            ? []
            : [
                eb.and([
                  eb("table_id", "=", ACCOUNT_TABLES),
                  eb("token_hash", "in", accountHashes),
                ]),
              ]),
        ]),
      )
      .execute();
    return rows.map((r) => ({
      id: r.id,
      endpoint: r.endpoint,
      keys: { p256dh: r.p256dh, auth: r.auth },
    }));
  }

  /** Forgets an endpoint for every target: its push service says it is gone. */
  async drop(endpoint: string): Promise<number> {
    const r = await this.db
      .deleteFrom("push_subscription")
      .where("endpoint", "=", endpoint)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  async count(): Promise<number> {
    const r = await this.db
      .selectFrom("push_subscription")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** A finished table tells nobody any more. */
  async forgetTable(table: string): Promise<void> {
    await this.db.deleteFrom("push_subscription").where("table_id", "=", table).execute();
  }
}
