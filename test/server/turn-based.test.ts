/**
 * Turn-based tables: a move takes hours, so their clocks must outlive restarts, run out while the
 * server is down, and never be mistaken for an abandoned table. The server's clock is driven by
 * `vi.setSystemTime` (Date stands still where the test puts it) and the test's own timers, never by
 * waiting.
 */

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RESUME_GRACE_MS } from "../../src/server/tables/clocks.js";
import { Player } from "./accounts-harness.js";
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

describe("turn-based tables", () => {
  let db: TestDb;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    db = sqliteDb();
    server = await startTestServer(db);
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    vi.useRealTimers();
    await server?.close();
    await db?.drop();
  });

  async function restartAt(now: number) {
    await server.close();
    vi.setSystemTime(now);
    server = await startTestServer(db);
  }

  it("keeps a seat's clock across restarts, moves for it past the deadline, and is never idle", async () => {
    const t0 = Date.now();
    vi.setSystemTime(t0);
    const t = await createTable(server.url, {
      game: "tyramid",
      seats: 2,
      pace: "turn-based",
      clock: { moveMs: HOUR },
    });
    const listed = await api<{ pace: string; clock: { moveMs: number } }>(
      server.url,
      "GET",
      `/api/tables/${t.id}`,
    );
    expect(listed.body).toMatchObject({ pace: "turn-based", clock: { moveMs: HOUR } });
    const seats = [await joinSeat(server.url, t.id, 0), await joinSeat(server.url, t.id, 1)];
    const first = await Client.connect(server.url);
    const welcome = await first.hello(t.id, seats[0]!.token);
    const toAct = welcome.toAct as number[];
    expect(toAct).toHaveLength(1);
    const mover = toAct[0]!;
    // The first seat to act has an hour from the start.
    expect(welcome.deadlines).toEqual({ [mover]: t0 + HOUR });
    const moverClient = mover === 0 ? first : await Client.connect(server.url);
    if (mover !== 0) await moverClient.hello(t.id, seats[mover]!.token);
    const legal = ([...moverClient.frames].reverse().find((f) => f.type === "welcome")?.legal ??
      []) as {
      type: string;
    }[];
    // Half an hour later, the first seat moves: now the seat to act has an hour (the other seat,
    // or the same one when its card made two Tics and earned it another play).
    vi.setSystemTime(t0 + HOUR / 2);
    const after = await moverClient.play(legal[0]!);
    const next = (after.toAct as number[])[0]!;
    first.close();
    moverClient.close();

    // The server restarts 50 minutes into the other seat's hour: its clock goes on from there.
    await restartAt(t0 + HOUR / 2 + 50 * 60_000);
    const watcher = await Client.connect(server.url);
    const again = await watcher.hello(t.id, seats[mover]!.token);
    expect(again.deadlines).toEqual({ [next]: t0 + HOUR / 2 + HOUR });
    // A day with nobody connected: a live table would be abandoned, a turn-based one is not.
    expect(await server.service.abandonIdle(60_000, t0 + 24 * HOUR)).toEqual([]);
    watcher.close();

    // Down past the deadline: at the restart the seat's time has run out, and the server moves
    // for it (Tyramid has no away rule: the table's fallback bot decides) once a restart's few
    // seconds of grace have passed, which the test's own timers pass at once.
    await server.close();
    vi.setSystemTime(t0 + 3 * HOUR);
    const timers = new ManualTimers();
    server = await startTestServer(db, { timers });
    const late = await Client.connect(server.url);
    const back = await late.hello(t.id, seats[mover]!.token);
    const version = back.version as number;
    timers.advance(RESUME_GRACE_MS);
    const moved = await late.next((f) => f.type === "events" && (f.version as number) > version);
    expect(moved.version).toBe(version + 1);
    const status = await api<{ status: string }>(server.url, "GET", `/api/tables/${t.id}`);
    expect(status.body.status).toBe("running");
    late.close();
    // The other tests run on the real clock again.
    await server.close();
    vi.useRealTimers();
    server = await startTestServer(db);
  });

  it("refuses a time per move outside an hour to seven days, and creates nothing", async () => {
    const before = await api<unknown[]>(server.url, "GET", "/api/tables");
    for (const moveMs of [HOUR - 1, 7 * 24 * HOUR + 1, 60_000]) {
      const r = await api<{ error: { code: string; message: string } }>(
        server.url,
        "POST",
        "/api/tables",
        {
          game: "tyramid",
          seats: 2,
          pace: "turn-based",
          clock: { moveMs },
        },
      );
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe("bad-request");
      expect(r.body.error.message).toMatch(/moveMs|time per move/);
    }
    const live = await api<{ error: { message: string } }>(server.url, "POST", "/api/tables", {
      game: "tyramid",
      seats: 2,
      clock: { moveMs: 2 * 24 * HOUR },
    });
    expect(live.status).toBe(400);
    expect(live.body.error.message).toMatch(/turn-based/);
    const pace = await api(server.url, "POST", "/api/tables", {
      game: "tyramid",
      seats: 2,
      pace: "slow",
    });
    expect(pace.status).toBe(400);
    const after = await api<unknown[]>(server.url, "GET", "/api/tables");
    expect(after.body.length).toBe(before.body.length);
  });

  it("a turn-based table is a day a move unless its host says, and never marks a closed page away", async () => {
    const t = await createTable(server.url, { game: "tyramid", seats: 2, pace: "turn-based" });
    const info = await api<{ pace: string; clock: { moveMs: number } }>(
      server.url,
      "GET",
      `/api/tables/${t.id}`,
    );
    expect(info.body).toMatchObject({ pace: "turn-based", clock: { moveMs: 24 * HOUR } });
    const live = await createTable(server.url, { game: "tyramid", seats: 2 });
    const liveInfo = await api<{ pace: string; clock: null }>(
      server.url,
      "GET",
      `/api/tables/${live.id}`,
    );
    expect(liveInfo.body).toMatchObject({ pace: "live", clock: null });
  });

  it("the inbox lists the tables waiting for each token's seat, most urgent first", async () => {
    const t0 = Date.now();
    vi.setSystemTime(t0);
    const slow = await createTable(server.url, {
      game: "tyramid",
      seats: 2,
      pace: "turn-based",
      clock: { moveMs: 48 * HOUR },
    });
    const fast = await createTable(server.url, {
      game: "tyramid",
      seats: 2,
      pace: "turn-based",
      clock: { moveMs: 2 * HOUR },
    });
    const held: { table: string; token: string }[] = [];
    const toActAt: Record<string, number> = {};
    for (const t of [slow, fast]) {
      const a = await joinSeat(server.url, t.id, 0);
      const b = await joinSeat(server.url, t.id, 1);
      const look = await Client.connect(server.url);
      const seen = await look.hello(t.id);
      look.close();
      toActAt[t.id] = (seen.toAct as number[])[0]!;
      held.push({ table: t.id, token: toActAt[t.id] === 0 ? a.token : b.token });
      // The other seat's token: never its turn now.
      held.push({ table: t.id, token: toActAt[t.id] === 0 ? b.token : a.token });
    }
    held.push({ table: "zzzzzzzzzzzz", token: "nobody" });
    const r = await api<{
      turns: { table: string; seat: number; deadline: number; pace: string; with: string[] }[];
    }>(server.url, "POST", "/api/inbox", { seats: held });
    expect(r.status).toBe(200);
    expect(r.body.turns.map((e) => [e.table, e.seat, e.deadline])).toEqual([
      [fast.id, toActAt[fast.id], t0 + 2 * HOUR],
      [slow.id, toActAt[slow.id], t0 + 48 * HOUR],
    ]);
    expect(r.body.turns[0]).toMatchObject({
      pace: "turn-based",
      game: "tyramid",
      gameName: "Tyramid",
    });
    const bad = await api(server.url, "POST", "/api/inbox", { seats: [{ table: 1 }] });
    expect(bad.status).toBe(400);
  });

  it("a signed-in player's inbox holds every seat of the account, wherever it was taken", async () => {
    const [ann, bob] = [
      await Player.signUp(server.url, "Ann"),
      await Player.signUp(server.url, "Bob"),
    ];
    const t = await createTable(server.url, { game: "tyramid", seats: 2, pace: "turn-based" });
    await ann.join(t.id, 0);
    await bob.join(t.id, 1);
    const look = await Client.connect(server.url);
    const mover = ((await look.hello(t.id)).toAct as number[])[0]!;
    look.close();
    // Another device of the same account: no seat token in it, only the session.
    const [moverAccount, waiterAccount] = mover === 0 ? [ann, bob] : [bob, ann];
    const mine = await moverAccount.call("GET", "/api/inbox");
    expect(mine.status).toBe(200);
    expect(mine.body.turns).toMatchObject([{ table: t.id, seat: mover, pace: "turn-based" }]);
    expect((await waiterAccount.call("GET", "/api/inbox")).body.turns).toEqual([]);
    const guest = await api(server.url, "GET", "/api/inbox");
    expect(guest.status).toBe(401);
  });
});
