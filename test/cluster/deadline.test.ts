/**
 * A turn-based table's move deadline passing while its owner is gone, on the real PostgreSQL and
 * Redis: the process that takes the table over applies the clock's rule exactly once, with the
 * time banks read back from the log, and nothing acknowledged is lost or applied twice. The
 * tables' time is the test's own (`ManualTimers`, shared by the processes); only the cluster's
 * beats run on the real clock, and the test waits for what they do, never for a length of time.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESUME_GRACE_MS } from "../../src/server/tables/clocks.js";
import {
  Client,
  createTable,
  joinSeat,
  postgresDb,
  startTestServer,
  type TestDb,
  until,
} from "../server/harness.js";
import { ManualTimers } from "../server/manual-timers.js";
import { REDIS_URL as REDIS, servicesUp } from "../services.js";

/** Waits until `check` stops throwing, with no bound but the test's. */
function settled(check: () => unknown): Promise<true> {
  return until(String(check), async () => {
    try {
      await check();
      return true;
    } catch {
      return undefined;
    }
  });
}

const up = await servicesUp(import.meta.url, "postgres", "redis");

const HOUR = 3_600_000;
const keep = { type: "keep" };
type Server = Awaited<ReturnType<typeof startTestServer>>;

describe.skipIf(!up)("a move deadline across a failover", () => {
  let db: TestDb;
  let admin: pg.Client;
  const running = new Set<Server>();

  beforeAll(async () => {
    db = await postgresDb();
    admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
  });
  afterAll(async () => {
    for (const s of running) await s.close();
    await admin?.end();
    await db?.drop();
  });

  async function node(timers: ManualTimers): Promise<Server> {
    const s = await startTestServer(db, { redis: REDIS, nodeLeaseMs: 2000, timers });
    running.add(s);
    return s;
  }
  async function stop(s: Server): Promise<void> {
    running.delete(s);
    await s.close();
  }

  /** The table's action entries, in order: seat, and why the server moved for it if it did. */
  async function actions(id: string): Promise<{ seat: number; away: string | null }[]> {
    const rows = await admin.query<{ seat: number; data: string }>(
      "select seat, data from table_log where table_id = $1 and kind = 'action' order by seq",
      [id],
    );
    return rows.rows.map((r) => ({
      seat: r.seat,
      away: (JSON.parse(r.data) as { away?: string }).away ?? null,
    }));
  }

  /** Whether a process logged taking table `id` over at `epoch` or later. */
  const tookOver = (s: Server, id: string, epoch: number) =>
    s.logs.lines.some((l) => {
      const line = JSON.parse(l) as { msg?: string; table?: string; epoch?: number };
      return line.msg === "table taken over" && line.table === id && (line.epoch ?? 0) >= epoch;
    });

  it("the owner is down when the deadline passes: the next process moves for the seat once, banks kept", async () => {
    const timers = new ManualTimers();
    const a = await node(timers);
    const t = await createTable(a.url, {
      game: "toy-ok",
      seats: 3,
      pace: "turn-based",
      clock: { moveMs: HOUR, bankMs: HOUR },
    });
    const seats = [];
    for (let s = 0; s < 3; s++) seats.push(await joinSeat(a.url, t.id, s));
    const t0 = timers.now();
    const players = await Promise.all(seats.map(() => Client.connect(a.url)));
    for (let s = 0; s < 2; s++) await players[s]!.hello(t.id, seats[s]!.token);
    expect(await players[0]!.act(keep)).toMatchObject({ type: "ack" });
    // Seat 1 moves an hour and a half in: half its bank is gone.
    timers.advance(1.5 * HOUR);
    expect(await players[1]!.act(keep)).toMatchObject({ type: "ack" });
    const before = await players[2]!.hello(t.id, seats[2]!.token);
    expect(before.deadlines).toEqual({ 2: t0 + 2 * HOUR });
    for (const p of players) p.close();

    // The owner goes away; seat 2's hour and bank (t0 + 2 h) pass with no process to see it.
    await stop(a);
    timers.advance(3 * HOUR);
    const b = await node(timers);
    await settled(() => expect(tookOver(b, t.id, 1)).toBe(true));
    const watcher = await Client.connect(b.url);
    const welcome = await watcher.hello(t.id, seats[2]!.token);
    expect(welcome.banks).toEqual({ 0: HOUR, 1: HOUR / 2, 2: HOUR });
    expect(welcome.version).toBe(2);
    // Past its deadline, the seat gets only the takeover's grace, then the away rule moves.
    expect(welcome.deadlines).toEqual({ 2: timers.now() + RESUME_GRACE_MS });
    timers.advance(RESUME_GRACE_MS);
    const over = await watcher.next((f) => f.type === "over", 60_000);
    expect(over.version).toBe(3);
    watcher.close();
    expect(await actions(t.id)).toEqual([
      { seat: 0, away: null },
      { seat: 1, away: null },
      { seat: 2, away: "clock" },
    ]);
    // More time, and another process: nothing moves again.
    timers.advance(24 * HOUR);
    const c = await node(timers);
    expect(await actions(t.id)).toHaveLength(3);
    await stop(c);
    await stop(b);
  });

  it("the owner stalls and is fenced off as the deadline passes: the rule is applied once", async () => {
    const timers = new ManualTimers();
    const a = await node(timers);
    const b = await node(timers);
    const nodeOf = async (s: Server) =>
      ((await (await fetch(`${s.url}/healthz`)).json()) as { cluster: { node: string } }).cluster
        .node;
    const t = await createTable(a.url, {
      game: "toy-ok",
      seats: 2,
      pace: "turn-based",
      clock: { moveMs: HOUR },
    });
    const seats = [await joinSeat(a.url, t.id, 0), await joinSeat(a.url, t.id, 1)];
    const p = await Client.connect(a.url);
    await p.hello(t.id, seats[0]!.token);
    expect(await p.act(keep)).toMatchObject({ type: "ack" });
    p.close();
    // The database gives the table to B behind A's back, as when A stalled past its lease: A
    // still holds the table and its clock.
    await admin.query("update game_table set owner = $1, epoch = epoch + 1 where id = $2", [
      await nodeOf(b),
      t.id,
    ]);
    // Seat 1's hour runs out: A's clock fires and its move for the seat is fenced off.
    timers.advance(HOUR);
    await settled(() =>
      expect(a.logs.lines.some((l) => l.includes("table taken over by another process"))).toBe(
        true,
      ),
    );
    expect(await actions(t.id)).toEqual([{ seat: 0, away: null }]);
    // B, which does not play it, lets it go; a process claims it afresh and plays it from the
    // log: past the deadline, after the takeover's grace, the rule moves once.
    // The lease beats run on the injected timers: a beat at a time until the table is claimed.
    await settled(() => {
      if (!(tookOver(a, t.id, 2) || tookOver(b, t.id, 2))) {
        timers.advance(500);
        throw new Error("not claimed yet");
      }
    });
    timers.advance(RESUME_GRACE_MS);
    await settled(async () => {
      const row = await admin.query<{ status: string }>(
        "select status from game_table where id = $1",
        [t.id],
      );
      expect(row.rows[0]!.status).toBe("finished");
    });
    expect(await actions(t.id)).toEqual([
      { seat: 0, away: null },
      { seat: 1, away: "clock" },
    ]);
    await stop(a);
    await stop(b);
  });
});
