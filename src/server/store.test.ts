import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeDb, type TestDb, tableRow } from "../../test/server/harness.js";
import { servicesUp } from "../../test/services.js";
import { type Db, openDb } from "./db/connect.js";
import { Store } from "./store.js";

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
  afterEach(async () => {
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

  it("writes a batch in one statement, the writer's epoch not being a column", async () => {
    const statements: string[] = [];
    const counted = db.db.withPlugin({
      transformQuery: ({ node }) => {
        statements.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const writer = new Store(db.db, Date.now, null, false, { db: counted });
    const entries = [entry("a", 0), entry("b", 0), entry("a", 1), entry("b", 1)];
    await Promise.all(entries.map((e) => writer.append({ ...e, epoch: 0 })));
    expect(statements).toEqual(["InsertQueryNode"]);
    expect(await writer.log("a")).toHaveLength(2);
  });

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
