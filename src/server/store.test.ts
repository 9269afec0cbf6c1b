import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeDb, type TestDb, tableRow } from "../../test/server/harness.js";
import { servicesUp } from "../../test/services.js";
import { type Db, openDb } from "./db/connect.js";
import type { Database } from "./db/schema.js";
import { FencedError, Store } from "./store.js";

const kinds = (await servicesUp(import.meta.url, "postgres"))
  ? (["sqlite", "postgres"] as const)
  : (["sqlite"] as const);

describe.each(kinds)("Store (%s)", (kind) => {
  let test: TestDb;
  let db: Db;
  let store: Store;

  beforeEach(async () => {
    test = await makeDb(kind);
    db = await openDb(test.url);
    store = new Store(db.db);
    for (const id of ["a", "b"]) {
      await store.createTable(tableRow(id));
    }
  });
  /** What the test opened beside the store, closed after it. */
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
    await db.close();
    await test.drop();
  });

  const entry = (table: string, seq: number) => ({
    table_id: table,
    seq,
    kind: "action" as const,
    seat: 0,
    data: `{"n":${seq}}`,
    client_seq: seq + 1,
  });

  it("writes entries from many tables in one go, in order", async () => {
    await Promise.all([entry("a", 0), entry("b", 0), entry("a", 1)].map((e) => store.append(e)));
    expect((await store.log("a")).map((r) => [r.seq, r.data, r.client_seq])).toEqual([
      [0, '{"n":0}', 1],
      [1, '{"n":1}', 2],
    ]);
    expect(await store.log("b")).toHaveLength(1);
  });

  /**
   * A log writer whose every statement sent to the database is recorded (`sql`) with its number
   * of parameters, at the driver: a transaction's begin and commit would show here, as would a
   * batch that failed and was written again entry by entry.
   */
  function recordingWriter(): { db: Kysely<Database>; sent: { sql: string; params: number }[] } {
    const sent: { sql: string; params: number }[] = [];
    if (kind === "sqlite") {
      const database = new SqliteDatabase(test.url);
      const prepare = database.prepare.bind(database);
      database.prepare = ((source: string) => {
        const statement = prepare(source);
        const run = statement.run.bind(statement);
        const all = statement.all.bind(statement);
        const record = ([params]: unknown[]) =>
          sent.push({ sql: source, params: Array.isArray(params) ? params.length : 0 });
        return Object.assign(statement, {
          run: (...p: unknown[]) => {
            record(p);
            return run(...p);
          },
          all: (...p: unknown[]) => {
            record(p);
            return all(...p);
          },
        });
      }) as typeof database.prepare;
      closers.push(async () => {
        database.close();
      });
      return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), sent };
    }
    const pool = new pg.Pool({ connectionString: test.url, max: 4 });
    pool.on("connect", (client) => {
      const query = client.query.bind(client) as (...a: unknown[]) => unknown;
      client.query = ((text: string | { text: string }, params?: unknown[]) => {
        sent.push({
          sql: typeof text === "string" ? text : text.text,
          params: params?.length ?? 0,
        });
        return query(text, params);
      }) as typeof client.query;
    });
    const writer = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    closers.push(() => writer.destroy());
    return { db: writer, sent };
  }

  it("sends an entry at once, and what came meanwhile as one statement: one round trip each", async () => {
    const { db: recorded, sent } = recordingWriter();
    const writer = new Store(db.db, Date.now, null, false, { db: recorded });
    // The writer's fencing epoch rides along with each entry; it is not a column of the log.
    const entries = [entry("a", 0), entry("b", 0), entry("a", 1), entry("b", 1)];
    await Promise.all(entries.map((e) => writer.append({ ...e, epoch: 0 })));
    // a0 went at once; the rest gathered while it was in flight and went together after its
    // commit (a1 could not go beside a0 anyway): no begin, no commit, nothing written twice.
    expect(sent.map((s) => s.sql.slice(0, 23).toLowerCase())).toEqual(
      Array(sent.length).fill('insert into "table_log"'),
    );
    expect(sent.map((s) => s.params / 7)).toEqual([1, 3]);
    expect((await writer.log("a")).map((r) => r.seq)).toEqual([0, 1]);
    expect((await writer.log("b")).map((r) => r.seq)).toEqual([0, 1]);
  });

  it("gathers one turn's entries into one statement where each commit syncs the disk", async () => {
    const { db: recorded, sent } = recordingWriter();
    const writer = new Store(db.db, Date.now, null, false, { db: recorded, gather: true });
    await Promise.all([entry("a", 0), entry("b", 0)].map((e) => writer.append(e)));
    expect(sent.map((s) => s.params / 7)).toEqual([2]);
  });

  // A cluster is PostgreSQL's.
  it.skipIf(kind === "sqlite")(
    "checks a cluster writer's epoch in the insert itself: one statement a batch",
    async () => {
      const { db: recorded, sent } = recordingWriter();
      await store.createTable(tableRow("c", "n1"));
      const writer = new Store(db.db, Date.now, "n1", false, { db: recorded });
      await writer.append({ ...entry("c", 0), epoch: 0 });
      // Another process's epoch: refused by the same one statement, nothing written.
      await expect(writer.append({ ...entry("c", 1), epoch: 1 })).rejects.toBeInstanceOf(
        FencedError,
      );
      expect(sent.map((s) => s.sql.trim().slice(0, 21).toLowerCase())).toEqual([
        "insert into table_log",
        "insert into table_log",
      ]);
      expect((await writer.log("c")).map((r) => r.seq)).toEqual([0]);
    },
  );

  // SQLite has one connection and one writer: batches in flight at once are PostgreSQL's.
  it.skipIf(kind === "sqlite")(
    "has batches in flight at once, but a table's next entry waits for its last one's",
    async () => {
      let release = () => {};
      const gate = new Promise<void>((open) => (release = open));
      let inserts = 0;
      let first: unknown = null;
      const gated = db.db.withPlugin({
        transformQuery: ({ node, queryId }) => {
          if (node.kind === "InsertQueryNode" && inserts++ === 0) first = queryId;
          return node;
        },
        // The first batch is held after its insert, as if its commit were slow.
        transformResult: async ({ result, queryId }) => {
          if (queryId === first) await gate;
          return result;
        },
      });
      const writer = new Store(db.db, Date.now, null, false, { db: gated, inFlight: 4 });
      const a0 = writer.append(entry("a", 0));
      while (inserts === 0) await new Promise((next) => setImmediate(next));
      const a1 = writer.append(entry("a", 1));
      // b's entry does not wait for a's batch; a's next entry does.
      await writer.append(entry("b", 0));
      expect(inserts).toBe(2);
      expect((await writer.log("a")).map((r) => r.seq)).toEqual([0]);
      release();
      await Promise.all([a0, a1]);
      expect((await writer.log("a")).map((r) => r.seq)).toEqual([0, 1]);
      expect(inserts).toBe(3);
    },
  );

  it("refuses a second entry with the same number, and only that one", async () => {
    await store.append(entry("a", 0));
    const results = await Promise.allSettled([
      store.append(entry("a", 0)),
      store.append(entry("b", 0)),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled"]);
    expect(await store.log("a")).toHaveLength(1);
    expect(await store.log("b")).toHaveLength(1);
  });

  it("leases: a lone server claims every unfinished table; others wait for expiry", async () => {
    expect((await store.claim("p1", 60_000, false)).sort()).toEqual(["a", "b"]);
    expect(await store.claim("p2", 60_000, false)).toEqual([]);
    expect((await store.claim("p2", 60_000, true)).sort()).toEqual(["a", "b"]);
    expect(await store.renew("p1", 60_000)).toBe(0);
    expect(await store.renew("p2", 60_000)).toBe(2);
    await store.release("p2");
    expect((await store.claim("p3", 60_000, false)).sort()).toEqual(["a", "b"]);
  });
});
