/**
 * The lease and the fence, against real PostgreSQL: a process whose lease ran out loses its
 * tables to a live one, and its log writes are refused from then on, whatever it believes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDb } from "../../src/server/db/connect.js";
import { FencedError, Store } from "../../src/server/store.js";
import { postgresDb, type TestDb, tableRow } from "../server/harness.js";
import { servicesUp } from "../services.js";

const up = await servicesUp(import.meta.url, "postgres");

describe.skipIf(!up)("node leases and fenced log writes", () => {
  let test: TestDb;
  let db: Db;
  let clock = 1_000_000;
  const now = () => clock;

  beforeAll(async () => {
    test = await postgresDb();
    db = await openDb(test.url);
  });
  afterAll(async () => {
    await db?.db.destroy();
    await test?.drop();
  });

  const entry = (seq: number, epoch: number) => ({
    table_id: "t1",
    seq,
    kind: "action" as const,
    seat: 0,
    data: "{}",
    client_seq: seq + 1,
    epoch,
  });

  it("a stale owner cannot append once another process took the table", async () => {
    const a = new Store(db.db, now, "node-a");
    const b = new Store(db.db, now, "node-b");
    await a.heartbeat("node-a", 5000);
    await b.heartbeat("node-b", 5000);
    await a.createTable(tableRow("t1", "node-a"));
    await a.append(entry(0, 0));
    // A lives: B takes nothing.
    expect(await b.claimOrphans("node-b", 5000, 100)).toEqual([]);
    // A falls silent past its lease; B renews and takes the table at epoch 1.
    clock += 6000;
    await b.heartbeat("node-b", 5000);
    expect(await b.claimOrphans("node-b", 5000, 100)).toEqual([{ id: "t1", epoch: 1 }]);
    // A wakes up and writes with its old epoch: refused, nothing written.
    await expect(a.append(entry(1, 0))).rejects.toBeInstanceOf(FencedError);
    // B writes the same entry number at its epoch.
    await b.append(entry(1, 1));
    const log = await b.log("t1");
    expect(log.map((r) => r.client_seq)).toEqual([1, 2]);
    expect(await a.ownedBy("node-a")).toEqual([]);
    expect(await b.ownedBy("node-b")).toEqual([{ id: "t1", epoch: 1 }]);
    // Even a renewed lease does not give A the table back.
    await a.heartbeat("node-a", 5000);
    expect(await a.claimOrphans("node-a", 5000, 100)).toEqual([]);
    await expect(a.append(entry(2, 0))).rejects.toBeInstanceOf(FencedError);
  });

  it("a node that leaves frees its tables at once", async () => {
    const b = new Store(db.db, now, "node-b");
    const c = new Store(db.db, now, "node-c");
    await c.heartbeat("node-c", 5000);
    await b.leave("node-b");
    expect(await c.claimOrphans("node-c", 5000, 100)).toEqual([{ id: "t1", epoch: 2 }]);
  });
});
