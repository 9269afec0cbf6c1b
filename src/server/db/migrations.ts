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
   * Accounts: players who sign up (by password or passkey), their sessions, the seats that are
   * theirs, and their Glicko-2 ratings per game. `rated_table`'s primary key is what applies a
   * rated table's changes once, whichever process (or restart) settles it. Rows naming a table
   * have no foreign key to it: `pyramids admin prune` deletes old tables, and a rating's history
   * (and the mark that a table was settled) outlives them.
   */
  "0005-accounts": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("account")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("name_key", "text", (c) => c.notNull().unique())
        .addColumn("password", "text")
        .addColumn("user_handle", "text", (c) => c.notNull().unique())
        .addColumn("seat_key", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable("account_session")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("account_id", "text", (c) => c.notNull().references("account.id"))
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("account_session_account")
        .on("account_session")
        .column("account_id")
        .execute();
      await db.schema
        .createTable("passkey")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("account_id", "text", (c) => c.notNull().references("account.id"))
        .addColumn("public_key", "text", (c) => c.notNull())
        .addColumn("counter", "bigint", (c) => c.notNull())
        .addColumn("transports", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("auth_challenge")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("challenge", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("sign_in_failure")
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("sign_in_failure_key")
        .on("sign_in_failure")
        .columns(["key", "at"])
        .execute();
      await db.schema
        .createTable("account_seat")
        .addColumn("account_id", "text", (c) => c.notNull().references("account.id"))
        .addColumn("table_id", "text", (c) => c.notNull())
        .addColumn("seat", "integer", (c) => c.notNull())
        .addColumn("sealed_token", "text", (c) => c.notNull())
        .addColumn("claimed", "integer", (c) => c.notNull())
        .addColumn("at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("account_seat_pk", ["table_id", "seat"])
        .execute();
      await db.schema
        .createIndex("account_seat_account")
        .on("account_seat")
        .columns(["account_id", "at"])
        .execute();
      await db.schema
        .createTable("rating")
        .addColumn("account_id", "text", (c) => c.notNull().references("account.id"))
        .addColumn("game", "text", (c) => c.notNull())
        .addColumn("rating", "double precision", (c) => c.notNull())
        .addColumn("deviation", "double precision", (c) => c.notNull())
        .addColumn("volatility", "double precision", (c) => c.notNull())
        .addColumn("games", "integer", (c) => c.notNull())
        .addColumn("rated_at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("rating_pk", ["account_id", "game"])
        .execute();
      await db.schema
        .createIndex("rating_board")
        .on("rating")
        .columns(["game", "rating"])
        .execute();
      await db.schema
        .createTable("rating_change")
        .addColumn("table_id", "text", (c) => c.notNull())
        .addColumn("account_id", "text", (c) => c.notNull().references("account.id"))
        .addColumn("game", "text", (c) => c.notNull())
        .addColumn("seat", "integer", (c) => c.notNull())
        .addColumn("place", "integer", (c) => c.notNull())
        .addColumn("players", "integer", (c) => c.notNull())
        .addColumn("payoff", "double precision", (c) => c.notNull())
        .addColumn("rating_before", "double precision", (c) => c.notNull())
        .addColumn("rating", "double precision", (c) => c.notNull())
        .addColumn("deviation", "double precision", (c) => c.notNull())
        .addColumn("at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("rating_change_pk", ["table_id", "account_id"])
        .execute();
      await db.schema
        .createIndex("rating_change_account")
        .on("rating_change")
        .columns(["account_id", "at"])
        .execute();
      await db.schema
        .createTable("rated_table")
        .addColumn("table_id", "text", (c) => c.primaryKey())
        .addColumn("at", "bigint", (c) => c.notNull())
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
  /**
   * Clubs: members and their roles, invites and requests to join, the club's tables (with the
   * guests let in by name), scheduled nights and their answers, each finished club table's
   * results per seat (written once, by its primary key), and the ledger's own lines (corrections
   * and payments, never edited).
   */
  "0007-clubs": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("club")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("owner_id", "text", (c) => c.notNull())
        .addColumn("season_from", "bigint", (c) => c.notNull())
        .addColumn("season_to", "bigint")
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("club_member")
        .addColumn("club_id", "text", (c) => c.notNull().references("club.id"))
        .addColumn("account_id", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("since", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("club_member_pk", ["club_id", "account_id"])
        .execute();
      await db.schema
        .createIndex("club_member_account")
        .on("club_member")
        .columns(["account_id"])
        .execute();
      await db.schema
        .createTable("club_request")
        .addColumn("club_id", "text", (c) => c.notNull().references("club.id"))
        .addColumn("account_id", "text", (c) => c.notNull())
        .addColumn("at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("club_request_pk", ["club_id", "account_id"])
        .execute();
      await db.schema
        .createTable("club_invite")
        .addColumn("code", "text", (c) => c.primaryKey())
        .addColumn("club_id", "text", (c) => c.notNull().references("club.id"))
        .addColumn("by_id", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("revoked_at", "bigint")
        .execute();
      await db.schema
        .createTable("club_night")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("club_id", "text", (c) => c.notNull().references("club.id"))
        .addColumn("at", "bigint", (c) => c.notNull())
        .addColumn("preset", "text", (c) => c.notNull())
        .addColumn("by_id", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("table_id", "text")
        .addColumn("opened_at", "bigint")
        .execute();
      await db.schema
        .createTable("club_rsvp")
        .addColumn("night_id", "text", (c) => c.notNull().references("club_night.id"))
        .addColumn("account_id", "text", (c) => c.notNull())
        .addColumn("answer", "text", (c) => c.notNull())
        .addColumn("at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("club_rsvp_pk", ["night_id", "account_id"])
        .execute();
      await db.schema
        .createTable("club_table")
        .addColumn("table_id", "text", (c) => c.primaryKey())
        .addColumn("club_id", "text", (c) => c.notNull().references("club.id"))
        .addColumn("night_id", "text")
        .addColumn("guests", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("club_table_club")
        .on("club_table")
        .columns(["club_id", "created_at"])
        .execute();
      await db.schema
        .createTable("club_result")
        .addColumn("table_id", "text", (c) => c.notNull())
        .addColumn("seat", "integer", (c) => c.notNull())
        .addColumn("club_id", "text", (c) => c.notNull())
        .addColumn("account_id", "text")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("game", "text", (c) => c.notNull())
        .addColumn("place", "integer", (c) => c.notNull())
        .addColumn("payoff", "double precision", (c) => c.notNull())
        .addColumn("bought", "bigint")
        .addColumn("stack", "bigint")
        .addColumn("rated", "integer", (c) => c.notNull())
        .addColumn("at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("club_result_pk", ["table_id", "seat"])
        .execute();
      await db.schema
        .createIndex("club_result_club")
        .on("club_result")
        .columns(["club_id", "at"])
        .execute();
      await db.schema
        .createTable("club_entry")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("club_id", "text", (c) => c.notNull().references("club.id"))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("account_id", "text", (c) => c.notNull())
        .addColumn("chips", "bigint", (c) => c.notNull())
        .addColumn("other_id", "text")
        .addColumn("note", "text")
        .addColumn("by_id", "text", (c) => c.notNull())
        .addColumn("at", "bigint", (c) => c.notNull())
        .addColumn("made_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("club_entry_club")
        .on("club_entry")
        .columns(["club_id", "at"])
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
