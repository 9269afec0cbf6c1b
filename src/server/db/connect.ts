import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrate } from "./migrations.js";
import type { Database } from "./schema.js";

export type DbKind = "sqlite" | "postgres";

export interface Db {
  readonly kind: DbKind;
  readonly db: Kysely<Database>;
  /**
   * The log writer's own connections (PostgreSQL: a pool of `writers`, so that an action's write
   * never waits for a connection behind the lobby's reads; SQLite: `db` itself, one writer).
   */
  readonly writer: Kysely<Database>;
  /** How many log writes may be in flight at once. */
  readonly writers: number;
  /**
   * Whether the log writer gathers the entries of one turn of the event loop into one batch:
   * SQLite syncing the disk at every commit, where each commit blocks the thread for the sync.
   */
  readonly gather: boolean;
  /** Where it is, with any password removed, for logs and /healthz. */
  readonly where: string;
  /** Closes every connection (both pools on PostgreSQL). */
  close(): Promise<void>;
}

/** `postgres://…` (or `postgresql://…`) is PostgreSQL; anything else is a SQLite file path. */
export function dbKind(url: string): DbKind {
  return /^postgres(ql)?:\/\//i.test(url) ? "postgres" : "sqlite";
}

/**
 * How SQLite syncs: "normal" (the default) survives a killed process — a committed transaction
 * is in the write-ahead log, which the operating system keeps — but a power cut may lose the
 * last moments; "full" syncs the disk at every commit (about 3 ms here, on the event loop).
 */
export type SqliteSync = "normal" | "full";

/** Opens the database and brings its schema up to date. */
export async function openDb(url: string, sync: SqliteSync = "normal"): Promise<Db> {
  const kind = dbKind(url);
  const db = kind === "postgres" ? postgres(url, 10) : sqlite(url, sync);
  await migrate(db);
  const writer = kind === "postgres" ? postgres(url, LOG_WRITERS) : db;
  return {
    kind,
    db,
    writer,
    writers: kind === "postgres" ? LOG_WRITERS : 1,
    gather: kind === "sqlite" && sync === "full",
    where: kind === "postgres" ? hidePassword(url) : url,
    async close() {
      if (writer !== db) await writer.destroy();
      await db.destroy();
    },
  };
}

/**
 * PostgreSQL log writes in flight at once, each on a connection of its own. A commit waits for
 * its WAL flush (0.5-2 ms here, tens of ms when the machine's cores are all busy and the
 * database's processes wait to be scheduled); an entry that comes while every connection has a
 * commit in flight waits for one to finish. PostgreSQL flushes concurrent commits' WAL together.
 */
const LOG_WRITERS = 8;

function sqlite(path: string, sync: SqliteSync): Kysely<Database> {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const database = new SqliteDatabase(path);
  // WAL lets readers run beside the writer, and makes "normal" sync safe against a killed process.
  database.pragma("journal_mode = WAL");
  database.pragma(`synchronous = ${sync === "full" ? "FULL" : "NORMAL"}`);
  database.pragma("busy_timeout = 5000");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

function postgres(url: string, max: number): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Times are bigint milliseconds; they fit a double, so read them as numbers.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === 20 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function hidePassword(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "postgres";
  }
}
