import { type Kysely, type Migration, Migrator, PostgresAdapter, sql } from "kysely";

/**
 * Schema migrations, run at every start (Kysely's migrator takes a lock, so several processes
 * starting at once apply each migration once). Never edit a migration that has shipped: add one.
 */
const migrations: Record<string, Migration> = {
  "0001-tables-and-log": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("game_table")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("game", "text", (c) => c.notNull())
        .addColumn("options", "text", (c) => c.notNull())
        .addColumn("players", "integer", (c) => c.notNull())
        .addColumn("bots", "text", (c) => c.notNull())
        .addColumn("settings", "text", (c) => c.notNull())
        .addColumn("seed", "text", (c) => c.notNull())
        .addColumn("commitment", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("outcome", "text")
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("owner", "text")
        .addColumn("lease_until", "bigint")
        .execute();
      await db.schema
        .createIndex("game_table_status")
        .on("game_table")
        .columns(["status", "created_at"])
        .execute();
      await db.schema
        .createTable("table_log")
        .addColumn("table_id", "text", (c) => c.notNull().references("game_table.id"))
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("seat", "integer", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("client_seq", "integer")
        .addColumn("at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("table_log_pk", ["table_id", "seq"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table table_log`.execute(db);
      await sql`drop table game_table`.execute(db);
    },
  },
  /**
   * Several processes: each live process renews its own row in server_node (a lease with
   * expiry), and a table's `epoch` counts its changes of owner. A write to the log is accepted
   * only at the epoch the writer claimed the table with, so a stale owner cannot append.
   */
  "0002-cluster": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("server_node")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("lease_until", "bigint", (c) => c.notNull())
        .addColumn("started_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable("game_table")
        .addColumn("epoch", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table server_node`.execute(db);
    },
  },
  /**
   * A client's `seq` goes up to 2^53 - 1, as the protocol allows: PostgreSQL's integer stops at
   * 2^31 - 1, so the column becomes bigint there. SQLite's integers are 64-bit already.
   */
  "0003-bigint-client-seq": {
    async up(db: Kysely<unknown>) {
      if (isPostgres(db))
        await sql`alter table table_log alter column client_seq type bigint`.execute(db);
    },
  },
  /**
   * The rules version each table is played under. Tables from before it was recorded were played
   * under version 1, the first every game declared.
   */
  "0004-rules-version": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("game_table")
        .addColumn("rules_version", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
    },
  },
  /**
   * Push notifications: the browsers subscribed per table and token, and the server's VAPID
   * keys, made once and shared by every process.
   */
  "0006-push": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("push_subscription")
        .addColumn("id", isPostgres(db) ? "serial" : "integer", (c) =>
          isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn("endpoint", "text", (c) => c.notNull())
        .addColumn("p256dh", "text", (c) => c.notNull())
        .addColumn("auth", "text", (c) => c.notNull())
        .addColumn("table_id", "text", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addUniqueConstraint("push_subscription_target", ["endpoint", "table_id", "token_hash"])
        .execute();
      await db.schema
        .createIndex("push_subscription_table")
        .on("push_subscription")
        .columns(["table_id", "token_hash"])
        .execute();
      await db.schema
        .createTable("server_secret")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
    },
  },
};

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function migrate(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(
      `Database migration ${failed?.migrationName ?? ""} failed: ${String((error as Error)?.message ?? error)}`,
    );
  }
}
