/**
 * The edges of table ownership in a cluster, on the real PostgreSQL and Redis, small and fast:
 * a process never claims its own tables again, lets a table go only at the epoch it holds, passes
 * a join it can no longer write to the new owner, plays a table the database gives it even when
 * no beat claimed it, and greets a connection only once its copy of the table has read the log.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDb } from "../../src/server/db/connect.js";
import type { RunningServer } from "../../src/server/server.js";
import { Store } from "../../src/server/store.js";
import {
  api,
  Client,
  createTable,
  joinSeat,
  postgresDb,
  startTestServer,
  type TestDb,
  tableRow,
  until,
} from "../server/harness.js";
import { ManualTimers } from "../server/manual-timers.js";
import { REDIS_URL as REDIS, servicesUp } from "../services.js";

const up = await servicesUp(import.meta.url, "postgres", "redis");

describe.skipIf(!up)("claiming and letting go (the store)", () => {
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

  it("a process whose own lease lapsed never claims its own tables; another does", async () => {
    const a = new Store(db.db, now, "node-a");
    const b = new Store(db.db, now, "node-b");
    await a.heartbeat("node-a", 1000);
    await a.createTable(tableRow("own", "node-a"));
    // A's beat is late: its lease ran out, but it is the one playing the table.
    clock += 5000;
    expect(await a.claimOrphans("node-a", 1000, 100)).toEqual([]);
    expect(await a.ownedBy("node-a")).toEqual([{ id: "own", epoch: 0 }]);
    await b.heartbeat("node-b", 1000);
    expect(await b.claimOrphans("node-b", 1000, 100)).toEqual([{ id: "own", epoch: 1 }]);
  });

  it("letting go frees a table only for the owner at its epoch", async () => {
    const a = new Store(db.db, now, "node-a");
    // Not A's any more, and not at epoch 0.
    expect(await a.letGo("own", "node-a", 0)).toBe(false);
    expect(await a.letGo("own", "node-b", 0)).toBe(false);
    expect(await a.ownerOf("own")).toEqual({ owner: "node-b", epoch: 1 });
    expect(await a.letGo("own", "node-b", 1)).toBe(true);
    expect(await a.ownerOf("own")).toEqual({ owner: null, epoch: 1 });
    // Released: anyone claims it, even the process that let it go, at the next epoch.
    await a.heartbeat("node-a", 1000);
    expect(await a.claimOrphans("node-a", 1000, 100)).toEqual([{ id: "own", epoch: 2 }]);
  });

  it("a status change is fenced like a log write: a process that lost a table cannot end it", async () => {
    const a = new Store(db.db, now, "node-a");
    const b = new Store(db.db, now, "node-b");
    await a.heartbeat("node-a", 1000);
    await a.createTable(tableRow("fenced", "node-a"));
    // A's lease runs out and B takes the table over, at epoch 1; A has not noticed yet.
    clock += 5000;
    await b.heartbeat("node-b", 1000);
    expect(await b.claimOrphans("node-b", 1000, 100)).toContainEqual({ id: "fenced", epoch: 1 });
    expect(await a.setStatus("fenced", "void", '{"void":true}', 0)).toBe(false);
    expect(await a.table("fenced")).toMatchObject({ status: "running", outcome: null });
    // Its owner at its epoch may; without an epoch (a process alone, the admin) it is not fenced.
    expect(await b.setStatus("fenced", "finished", '{"payoff":[0,0]}', 1)).toBe(true);
    expect(await a.table("fenced")).toMatchObject({ status: "finished" });
    expect(await new Store(db.db).setStatus("fenced", "void", null)).toBe(true);
  });

  it("with the database's clock, processes whose clocks disagree by hours agree on leases", async () => {
    const slow = new Store(db.db, () => Date.now() - 3_600_000, "node-slow", true);
    const fast = new Store(db.db, () => Date.now() + 3_600_000, "node-fast", true);
    await slow.heartbeat("node-slow", 2000);
    await fast.heartbeat("node-fast", 2000);
    await slow.createTable(tableRow("clocks", "node-slow"));
    // By its own clock the fast process would see the slow one's lease long gone.
    const taken = await fast.claimOrphans("node-fast", 2000, 100);
    expect(taken.map((t) => t.id)).not.toContain("clocks");
    expect(await fast.liveNodes()).toBeGreaterThanOrEqual(2);
  });
});

describe.skipIf(!up)("a join the database sends on to another process", () => {
  let test: TestDb;
  let admin: pg.Client;
  // No beat comes unless the test moves this clock: whatever B plays, it plays because a request
  // asked it to, not because a beat claimed the table.
  const timers = new ManualTimers();
  const servers: (RunningServer & { node: string })[] = [];

  beforeAll(async () => {
    test = await postgresDb();
    admin = new pg.Client({ connectionString: test.url });
    for (let i = 0; i < 2; i++) {
      const s = await startTestServer(test, { redis: REDIS, nodeLeaseMs: 2000, timers });
      const health = await api<{ cluster: { node: string } }>(s.url, "GET", "/healthz");
      servers.push(Object.assign(s, { node: health.body.cluster.node }));
    }
    await admin.connect();
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    await admin?.end();
    await test?.drop();
  });

  const owner = async (id: string) =>
    (
      await admin.query<{ owner: string | null; epoch: number }>(
        "select owner, epoch from game_table where id = $1",
        [id],
      )
    ).rows[0]!;

  it("is seated by the new owner at once, with no beat", async () => {
    const [a, b] = servers as [RunningServer & { node: string }, RunningServer & { node: string }];
    const t = await createTable(a.url, { game: "toy-ok", seats: 2 });
    // The database gives the table to B behind A's back (as a takeover would); B's beats have not
    // claimed it, so B does not play it yet.
    await admin.query("update game_table set owner = $1, epoch = epoch + 1 where id = $2", [
      b.node,
      t.id,
    ]);
    // A's write is fenced: it answers "moved", and the join goes on to B, which the database
    // names, so B plays the table at once (no beat could have handed it to anyone).
    const joined = await joinSeat(a.url, t.id, 0);
    expect(joined.seat).toBe(0);
    expect(await owner(t.id)).toEqual({ owner: b.node, epoch: 1 });
    expect(b.service.get(t.id)?.seats[0]?.tokenHash).toBeTruthy();
    expect(a.service.get(t.id)).toBeUndefined();
    // And plays on: the second join starts the game, an action is applied.
    const second = await joinSeat(a.url, t.id, 1);
    const c = await Client.connect(a.url);
    expect((await c.hello(t.id, second.token)).type).toBe("welcome");
    expect((await c.act({ type: "keep" })).type).toBe("ack");
    c.close();
  });
});

describe.skipIf(!up)("ownership edges between two processes", () => {
  let test: TestDb;
  let admin: pg.Client;
  const servers: (RunningServer & { node: string })[] = [];

  beforeAll(async () => {
    test = await postgresDb();
    admin = new pg.Client({ connectionString: test.url });
    for (let i = 0; i < 2; i++) {
      const s = await startTestServer(test, { redis: REDIS, nodeLeaseMs: 2000 });
      const health = await api<{ cluster: { node: string } }>(s.url, "GET", "/healthz");
      servers.push(Object.assign(s, { node: health.body.cluster.node }));
    }
    await admin.connect();
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    await admin?.end();
    await test?.drop();
  });

  const owner = async (id: string) =>
    (
      await admin.query<{ owner: string | null; epoch: number }>(
        "select owner, epoch from game_table where id = $1",
        [id],
      )
    ).rows[0]!;

  it("a table the database names a process as owner of, but that it does not play, is let go and played again", async () => {
    const [a, b] = servers as [RunningServer & { node: string }, RunningServer & { node: string }];
    const t = await createTable(a.url, { game: "toy-ok", seats: 2 });
    await admin.query("update game_table set owner = $1, epoch = epoch + 1 where id = $2", [
      b.node,
      t.id,
    ]);
    // Nobody asks for it: B's beats notice it owns a table it does not play, let it go after two
    // beats, and a process claims it afresh (epoch 2) and plays it.
    await until(
      `table ${t.id} played again at epoch 2 or later`,
      async () => {
        const o = await owner(t.id);
        const host = servers.find((s) => s.node === o.owner);
        return o.epoch >= 2 && host?.service.get(t.id) ? o : undefined;
      },
      100,
    );
    const joined = await joinSeat(b.url, t.id);
    expect(joined.seat).toBe(0);
  });

  it("the same join asked twice (its first answer lost) seats the player once", async () => {
    const a = servers[0]!;
    const t = await createTable(a.url, { game: "toy-ok", seats: 2 });
    const live = a.service.get(t.id)!;
    const first = await a.service.joinHashed(live, { name: "ann", tokenHash: "hash-of-a-token" });
    const again = await a.service.joinHashed(live, { name: "ann", tokenHash: "hash-of-a-token" });
    expect(again).toEqual(first);
    const joins = await admin.query("select seq from table_log where table_id = $1", [t.id]);
    expect(joins.rows.length).toBe(1);
    expect(live.humanSeatsFree()).toEqual([1]);
  });

  it("hellos at once to a process with no copy yet are all answered from the whole log", async () => {
    const [a, b] = servers as [RunningServer & { node: string }, RunningServer & { node: string }];
    const t = await createTable(a.url, { game: "toy-ok", seats: 4 });
    const seats: { token: string }[] = [];
    for (let s = 0; s < 4; s++) seats.push(await joinSeat(a.url, t.id, s));
    for (let s = 0; s < 3; s++) {
      const c = await Client.connect(a.url);
      await c.hello(t.id, seats[s]!.token);
      expect((await c.act({ type: "keep" })).type).toBe("ack");
      c.close();
    }
    // B has never seen the table: the first hello makes it read the log; the others must wait
    // for that rather than be greeted by an empty copy (where seat 3's token holds no seat).
    const clients = await Promise.all([0, 1, 2, 3].map(() => Client.connect(b.url)));
    const welcomes = await Promise.all(
      clients.map((c, i) => c.hello(t.id, i % 2 ? seats[3]!.token : undefined)),
    );
    for (const w of welcomes) {
      expect(w.type).toBe("welcome");
      expect(w.version).toBe(3);
    }
    for (const c of clients) c.close();
  });
});
