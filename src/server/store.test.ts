import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tableRow } from "../../test/server/harness.js";
import { type Db, openDb } from "./db/connect.js";
import { Store } from "./store.js";

describe("Store", () => {
  let dir: string;
  let db: Db;
  let store: Store;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "pyramids-store-"));
    db = await openDb(join(dir, "t.db"));
    store = new Store(db.db);
    for (const id of ["a", "b"]) {
      await store.createTable(tableRow(id));
    }
  });
  afterEach(async () => {
    await db.db.destroy();
    rmSync(dir, { recursive: true, force: true });
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
