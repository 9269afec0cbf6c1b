/**
 * A turn-based table's time bank: a move over its time draws the seat's bank, the bank and the
 * deadlines it makes survive a restart (they follow from the log), and once both run out the away
 * rule moves. Time is the test's own (`ManualTimers`): nothing here waits for the clock.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  api,
  Client,
  createTable,
  joinSeat,
  sqliteDb,
  startTestServer,
  type TestDb,
} from "./harness.js";
import { ManualTimers } from "./manual-timers.js";

const HOUR = 3_600_000;
const keep = { type: "keep" };

describe("time bank", () => {
  let db: TestDb;
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;

  beforeAll(() => {
    db = sqliteDb();
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  /** A server whose time starts at `at` (at or after the real time) and moves only when told. */
  async function serverAt(at?: number) {
    const timers = new ManualTimers();
    if (at !== undefined) timers.advance(at - timers.now());
    server = await startTestServer(db, { timers });
    return { timers, url: server.url };
  }

  it("draws a seat's bank by what its move took over the time per move, across a restart", async () => {
    let { timers, url } = await serverAt();
    const t = await createTable(url, {
      game: "toy-ok",
      seats: 3,
      pace: "turn-based",
      clock: { moveMs: HOUR, bankMs: 2 * HOUR },
    });
    const listed = await api(url, "GET", `/api/tables/${t.id}`);
    expect(listed.body).toMatchObject({
      pace: "turn-based",
      clock: { moveMs: HOUR, bankMs: 2 * HOUR },
    });
    const seats = [
      await joinSeat(url, t.id, 0),
      await joinSeat(url, t.id, 1),
      await joinSeat(url, t.id, 2),
    ];
    // Every seat of the toy chooses at once: all three turns begin with the last join.
    const t0 = timers.now();
    const clients = await Promise.all(seats.map(() => Client.connect(url)));
    const welcome = await clients[0]!.hello(t.id, seats[0]!.token);
    await clients[1]!.hello(t.id, seats[1]!.token);
    expect(welcome.banks).toEqual({ 0: 2 * HOUR, 1: 2 * HOUR, 2: 2 * HOUR });
    expect(welcome.deadlines).toEqual({ 0: t0 + 3 * HOUR, 1: t0 + 3 * HOUR, 2: t0 + 3 * HOUR });

    // Seat 0 moves within its hour: its bank stays whole.
    timers.advance(HOUR / 2);
    expect(await clients[0]!.act(keep)).toMatchObject({ type: "ack" });
    // Seat 1 moves after an hour and a half: half an hour comes off its bank.
    timers.advance(HOUR);
    expect(await clients[1]!.act(keep)).toMatchObject({ type: "ack" });
    const told = await clients[1]!.next((f) => f.type === "events" && f.version === 2, 0);
    expect(told.banks).toEqual({ 0: 2 * HOUR, 1: 1.5 * HOUR, 2: 2 * HOUR });
    for (const c of clients) c.close();

    // A restart half an hour later: the banks and seat 2's deadline come back from the log.
    await server!.close();
    ({ timers, url } = await serverAt(t0 + 2 * HOUR));
    const watcher = await Client.connect(url);
    const again = await watcher.hello(t.id, seats[2]!.token);
    expect(again.banks).toEqual({ 0: 2 * HOUR, 1: 1.5 * HOUR, 2: 2 * HOUR });
    expect(again.deadlines).toEqual({ 2: t0 + 3 * HOUR });

    // Seat 2's hour and its whole bank run out: the away rule moves for it, once, and its bank
    // is spent.
    timers.advance(HOUR - 1);
    expect(watcher.frames.some((f) => f.type === "events")).toBe(false);
    timers.advance(1);
    const over = await watcher.next((f) => f.type === "over");
    expect(over.version).toBe(3);
    const last = [...watcher.frames].reverse().find((f) => f.type === "events");
    expect(last?.banks).toEqual({ 0: 2 * HOUR, 1: 1.5 * HOUR, 2: 0 });
    const record = await api<{ actions: { seat: number; away?: { why: string } }[] }>(
      url,
      "GET",
      `/api/tables/${t.id}/record`,
    );
    expect(record.body.actions.filter((a) => a.away)).toEqual([
      expect.objectContaining({ seat: 2, away: expect.objectContaining({ why: "clock" }) }),
    ]);
    watcher.close();
    await server!.close();
    server = undefined;
  });

  it("refuses a bad time bank, and creates nothing", async () => {
    const { url } = await serverAt();
    const before = await api<unknown[]>(url, "GET", "/api/tables");
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ pace: "turn-based", clock: { moveMs: HOUR, bankMs: -1 } }, /bankMs/],
      [{ pace: "turn-based", clock: { moveMs: HOUR, bankMs: 14 * 24 * HOUR + 1 } }, /bankMs/],
      [{ pace: "turn-based", clock: { moveMs: HOUR, bankMs: 1.5 } }, /bankMs/],
      [{ pace: "turn-based", clock: { moveMs: HOUR, bankMs: "1 day" } }, /bankMs/],
      [{ clock: { moveMs: 60_000, bankMs: HOUR } }, /turn-based/],
    ];
    for (const [req, message] of bad) {
      const r = await api<{ error: { code: string; message: string } }>(
        url,
        "POST",
        "/api/tables",
        {
          game: "toy-ok",
          seats: 2,
          ...req,
        },
      );
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe("bad-request");
      expect(r.body.error.message).toMatch(message);
    }
    const after = await api<unknown[]>(url, "GET", "/api/tables");
    expect(after.body.length).toBe(before.body.length);
    // No bank: nothing about banks on the wire.
    const plain = await createTable(url, { game: "toy-ok", seats: 2, pace: "turn-based" });
    const info = await api<{ clock: Record<string, unknown> }>(
      url,
      "GET",
      `/api/tables/${plain.id}`,
    );
    expect(info.body.clock).toEqual({ moveMs: 24 * HOUR });
    await server!.close();
    server = undefined;
  });
});
