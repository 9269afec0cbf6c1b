/**
 * Clocks, players leaving, and reconnecting: the table goes on, and a client that comes back
 * resumes from the last version it saw.
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
  until,
} from "./harness.js";
import { ManualTimers } from "./manual-timers.js";
import { fetchRecord, over } from "./referee.js";

describe("clocks, leaving and reconnecting", () => {
  const timers = new ManualTimers();
  let db: TestDb;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    db = sqliteDb();
    server = await startTestServer(db, { timers });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  async function seated(seats: number, clock?: number) {
    const t = await createTable(server.url, {
      game: "toy-ok",
      seats,
      ...(clock ? { clock: { moveMs: clock } } : {}),
    });
    const players = [];
    for (let s = 0; s < seats; s++) {
      const { token } = await joinSeat(server.url, t.id, s);
      const client = await Client.connect(server.url);
      await client.hello(t.id, token);
      players.push({ token, client });
    }
    return { id: t.id, players };
  }

  it("a seat whose clock runs out is played for, and the table goes on", async () => {
    // Seat 0 moves; seat 1 lets its clock run out.
    const { id, players } = await seated(2, 2000);
    const [p0, p1] = players;
    const started = p1!.client.frames.find((f) => f.type === "welcome" && f.status === "running");
    const deadlines = (started?.deadlines ?? {}) as Record<string, number>;
    expect(Object.keys(deadlines)).toEqual(["0", "1"]);
    expect(await p0!.client.act({ type: "keep" })).toMatchObject({ type: "ack" });
    // Seat 1 never acts: the table goes on only once seat 1's clock has run out, not before.
    timers.advance(deadlines["1"]! - timers.now() - 1);
    expect(server.service.get(id)!.version).toBe(1);
    timers.advance(1);
    const end = await over(p1!.client);
    const record = await fetchRecord(server.url, id);
    expect(record.actions.map((a) => a.seat)).toEqual([0, 1]);
    expect(end.outcome).toEqual(record.outcome);
  });

  it("a clock goes on counting across a restart instead of starting again with the full time", async () => {
    const { id, players } = await seated(2, 60_000);
    const [p0] = players;
    expect(await p0!.client.act({ type: "keep" })).toMatchObject({ type: "ack" });
    const moved = timers.now();
    timers.advance(1500);
    for (const p of players) p.client.close();
    await server.close();
    server = await startTestServer(db, { timers });
    const again = await Client.connect(server.url);
    await again.hello(id, players[1]!.token);
    const welcome = again.frames.find((f) => f.type === "welcome");
    const deadline = (welcome?.deadlines as Record<string, number> | undefined)?.["1"];
    // Seat 1's turn began at seat 0's move, so its clock runs out a minute after that move,
    // not a minute after the restart (1.5 s later).
    expect(deadline).toBeGreaterThanOrEqual(moved + 60_000 - 1000);
    expect(deadline).toBe(moved + 60_000);
    again.close();
  });

  it("a player who leaves mid-game is played by the game's leaver's rule; the token dies", async () => {
    const { id, players } = await seated(3);
    const [p0, p1, p2] = players;
    expect(await p0!.client.act({ type: "swap" })).toMatchObject({ type: "ack" });
    const left = await api(server.url, "POST", `/api/tables/${id}/leave`, { token: p1!.token });
    expect(left.status).toBe(200);
    const bye = await p1!.client.next((f) => f.type === "bye", 0);
    expect(bye.reason).toMatch(/left/);
    await p1!.client.waitClosed();
    type Seats = readonly { left: boolean; bot: string | null }[];
    const seats = await p2!.client.next(
      (f) => f.type === "seats" && (f.seats as Seats)[1]!.left,
      0,
    );
    expect((seats.seats as Seats)[1]).toMatchObject({ left: true, bot: "random" });
    expect(await p2!.client.act({ type: "keep" })).toMatchObject({ type: "ack" });
    await over(p2!.client);
    const record = await fetchRecord(server.url, id);
    expect(record.actions.map((a) => a.seat).sort()).toEqual([0, 1, 2]);
    // The toy's leaver's rule keeps the card; nothing says the player was away.
    expect(record.actions.find((a) => a.seat === 1)).toEqual({ seat: 1, action: { type: "keep" } });
    const again = await Client.connect(server.url);
    expect(await again.hello(id, p1!.token)).toMatchObject({ code: "token-revoked" });
    again.close();
  });

  it("a client that reconnects resumes from the last version it saw", async () => {
    const { id, players } = await seated(3);
    const [p0, p1, p2] = players;
    p2!.client.close();
    await p2!.client.waitClosed();
    await p0!.client.act({ type: "keep" });
    await p1!.client.act({ type: "swap" });
    const back = await Client.connect(server.url);
    const welcome = await back.hello(id, p2!.token, 1);
    expect(welcome).toMatchObject({ type: "welcome", seat: 2, version: 2, lastSeq: 0 });
    expect((welcome.history as { version: number }[]).map((h) => h.version)).toEqual([2]);
    expect(welcome.legal).toEqual([{ type: "keep" }, { type: "swap" }]);
    // Seat 0's own sequence numbers survive its reconnection too.
    const p0back = await Client.connect(server.url);
    expect(await p0back.hello(id, p0!.token)).toMatchObject({ lastSeq: 1 });
    expect(await p0back.act({ type: "keep" }, 1)).toMatchObject({ type: "ack", duplicate: true });
    expect(await back.act({ type: "keep" })).toMatchObject({ type: "ack", version: 3 });
    const end = await over(back);
    // A second connection for the same seat sees the same stream, to the same end.
    expect(await over(p0!.client)).toEqual(end);
    expect(p0!.client.frames.filter((f) => f.type === "over")).toHaveLength(1);
  });
});

describe("stopping while bots think", () => {
  it("is not an error: no bot failure is logged and nothing is played for them", async () => {
    const db = sqliteDb();
    const server = await startTestServer(db);
    try {
      // Six seats of ISMCTS on one bot thread: most requests wait in its queue when the stop comes.
      for (let i = 0; i < 3; i++)
        await createTable(server.url, {
          game: "colonial",
          seats: 6,
          bots: Array.from({ length: 6 }, () => "ismcts"),
        });
      const thinking = () => [...server.service.tables()].filter((t) => t.status === "running");
      expect(thinking().length).toBe(3);
      // The stop comes while the thread thinks about one decision and others wait for it.
      await until("a bot decision under way and more waiting", async () => {
        const { bots } = (
          await api<{ bots: { thinking: number; queued: number } }>(server.url, "GET", "/healthz")
        ).body;
        return bots.thinking > 0 && bots.queued > 0 ? bots : undefined;
      });
    } finally {
      await server.close();
      await db.drop();
    }
    const lines = server.logs.lines.join("");
    expect(lines).toContain("pyramids server stopped");
    expect(lines).not.toMatch(/bot failed|"level":50/);
  });
});
