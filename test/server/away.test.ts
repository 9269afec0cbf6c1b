/**
 * Presence and the away rule: who is connected is told to everyone; a player disconnected past
 * the grace period is played by the game's away rule until they return; a clock that runs out
 * says so in the log.
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Action } from "../../src/core/game.js";
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

type Frame = Awaited<ReturnType<Client["hello"]>>;
type Seen = { type: string; text: string; data?: unknown };
type SeatInfo = { seat: number; connected: boolean; away: boolean };

/** Every event a client was told, in order. */
function events(c: Client): Seen[] {
  return c.frames.flatMap((f) =>
    f.type === "events"
      ? (f.events as Seen[])
      : f.type === "welcome"
        ? (f.history as readonly { events: readonly Seen[] }[]).flatMap((h) => h.events)
        : [],
  );
}

/** Plays seat `seat` with whatever is free: check, else call, else the first legal action. */
function autoplay(c: Client, seat: number): void {
  let done = -1;
  const play = (f: Frame) => {
    const version = f.version as number | undefined;
    if (version === undefined || version <= done || f.status !== "running") return;
    if (!(f.toAct as number[]).includes(seat)) return;
    const legal = f.legal as Action[];
    const a =
      legal.find((x) => x.type === "check") ?? legal.find((x) => x.type === "call") ?? legal[0];
    if (!a) return;
    done = version;
    void c.act(a, undefined, version);
  };
  c.onFrame = play;
  const last = [...c.frames].reverse().find((f) => f.version !== undefined);
  if (last) play(last);
}

function seatsOf(f: Frame): SeatInfo[] {
  return f.seats as SeatInfo[];
}

describe("presence and the away rule", () => {
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

  async function seated(req: Record<string, unknown>) {
    const t = await createTable(server.url, { game: "wild-kill", seats: 2, ...req });
    const players = [];
    for (let s = 0; s < 2; s++) {
      const { token } = await joinSeat(server.url, t.id, s);
      const client = await Client.connect(server.url);
      await client.hello(t.id, token);
      players.push({ token, client });
    }
    return { id: t.id, players };
  }

  it("a player disconnected past the grace is played by the away rule, and returns to the seat", async () => {
    const { id, players } = await seated({ awayAfterMs: 400 });
    const [p0, p1] = players;
    // Both connected: everyone is told so.
    const both = await p0!.client.next(
      (f) => f.type === "seats" && seatsOf(f).every((s) => s.connected),
    );
    expect(seatsOf(both).map((s) => s.away)).toEqual([false, false]);

    p1!.client.close();
    const gone = await p0!.client.next(
      (f) => f.type === "seats" && !seatsOf(f)[1]!.connected && !seatsOf(f)[1]!.away,
    );
    expect(seatsOf(gone)[0]!.connected).toBe(true);
    autoplay(p0!.client, 0);
    // Within the grace nothing is played for seat 1; after it, the away rule is.
    timers.advance(399);
    expect(server.service.get(id)!.away.has(1)).toBe(false);
    expect(events(p0!.client).some((e) => e.type === "away")).toBe(false);
    timers.advance(1);
    expect(server.service.get(id)!.away.has(1)).toBe(true);
    await p0!.client.next((f) => f.type === "seats" && seatsOf(f)[1]!.away === true);
    const awayMove = await p0!.client.next(
      (f) => f.type === "events" && (f.events as Seen[]).some((e) => e.type === "away"),
    );
    const said = (awayMove.events as Seen[]).find((e) => e.type === "away")!;
    // Seat 1 joined without a name: it is "Player 2" in the log.
    expect(said.text).toBe("Player 2 is away; the away rule moves for Player 2.");
    // The away rule of a betting game checks when it is free, else folds.
    const next = (awayMove.events as Seen[]).filter((e) => e.type !== "away")[0]!;
    expect(next.text).toMatch(/^Player 2 (checks|folds)/);

    // The player comes back: the seat is theirs again, and nothing is played for it.
    p0!.client.onFrame = undefined;
    const back = await Client.connect(server.url);
    const welcome = await back.hello(id, p1!.token);
    expect(welcome.type).toBe("welcome");
    await p0!.client.next(
      (f) => f.type === "seats" && seatsOf(f)[1]!.connected && !seatsOf(f)[1]!.away,
    );
    autoplay(p0!.client, 0);
    const turn = await back.next(
      (f) => f.version !== undefined && (f.toAct as number[]).includes(1) && f.status === "running",
      0,
    );
    const before = events(back).filter((e) => e.type === "away").length;
    // Long past the grace, the seat is still the player's own.
    timers.advance(10_000);
    expect(server.service.get(id)!.away.has(1)).toBe(false);
    expect(events(back).filter((e) => e.type === "away").length).toBe(before);
    const latest = [...back.frames].reverse().find((f) => f.version !== undefined)!;
    expect(latest.version).toBe(turn.version);
    p0!.client.close();
    back.close();
  });

  it("a clock that runs out says so, and who moved", async () => {
    const { players } = await seated({ clock: { moveMs: 300 }, awayAfterMs: 0 });
    const [p0, p1] = players;
    autoplay(p0!.client, 0);
    // Seat 1 stays connected and never acts: once it alone is to act, its 300 ms pass.
    await p1!.client.next((x) => x.status === "running" && JSON.stringify(x.toAct) === "[1]", 0);
    timers.advance(300);
    const f = await p1!.client.next(
      (x) => x.type === "events" && (x.events as Seen[]).some((e) => e.type === "away"),
      0,
    );
    const said = (f.events as Seen[]).find((e) => e.type === "away")!;
    // Seat 1 reads its own seat as "you" mid-sentence.
    expect(said.text).toBe("Your clock ran out; the away rule moves for you.");
    expect(said.data).toEqual({ seat: 1, why: "clock", by: "rule" });
    p0!.client.close();
    p1!.client.close();
  });

  it("a game with no away rule is played by the fallback bot, and the record says so", async () => {
    const t = await createTable(server.url, {
      game: "toy-no-away",
      seats: 2,
      clock: { moveMs: 300 },
    });
    const clients = [];
    for (let s = 0; s < 2; s++) {
      const { token } = await joinSeat(server.url, t.id, s);
      const c = await Client.connect(server.url);
      await c.hello(t.id, token);
      clients.push(c);
    }
    expect(await clients[0]!.act({ type: "keep" })).toMatchObject({ type: "ack" });
    // Seat 1 never acts: its clock runs out, and the table's fallback bot moves.
    timers.advance(300);
    await clients[0]!.next((f) => f.type === "over");
    const said = events(clients[0]!).find((e) => e.type === "away")!;
    expect(said.text).toBe("Player 2's clock ran out; the random bot moves for Player 2.");
    const record = await api<{ actions: { seat: number; away?: unknown }[] }>(
      server.url,
      "GET",
      `/api/tables/${t.id}/record`,
    );
    expect(record.body.actions.map((a) => a.away ?? null)).toEqual([
      null,
      { why: "clock", by: "random" },
    ]);
    for (const c of clients) c.close();
  });

  it("a grace period that is not a whole number of milliseconds from 0 up is refused", async () => {
    for (const awayAfterMs of [-1, 1.5, "60", 86_400_001]) {
      const r = await api<{ error: { code: string; message: string } }>(
        server.url,
        "POST",
        "/api/tables",
        { game: "wild-kill", seats: 2, awayAfterMs },
      );
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toMatch(/awayAfterMs/);
    }
  });
});

describe("abandoned tables", () => {
  const timers = new ManualTimers();
  let db: TestDb;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    db = sqliteDb();
    server = await startTestServer(db, { abandonAfterMs: 600, timers });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  async function visit(id: string, seat: number, name?: string): Promise<Client> {
    const joined = await api<{ token: string }>(server.url, "POST", `/api/tables/${id}/join`, {
      seat,
      ...(name ? { name } : {}),
    });
    const token = joined.body.token;
    const c = await Client.connect(server.url);
    await c.hello(id, token);
    return c;
  }

  it("a table whose players are all gone is set aside; one with a player connected is not", async () => {
    const started = await createTable(server.url, { game: "wild-kill", seats: 2 });
    const never = await createTable(server.url, { game: "wild-kill", seats: 2 });
    const kept = await createTable(server.url, { game: "wild-kill", seats: 2 });
    const a = [await visit(started.id, 0, "Ada"), await visit(started.id, 1, "Bo")];
    const b = await visit(never.id, 0);
    const k = [await visit(kept.id, 0), await visit(kept.id, 1)];
    for (const c of [...a, b, k[1]!]) c.close();
    // Once the server has seen every one of them go, 600 ms pass (by the server's clock): the
    // sweep (every 150 ms) sets the tables aside.
    const gone = (id: string, seats: number[]) =>
      seats.every((seat) => !server.service.get(id)?.isConnected(seat));
    while (!(gone(started.id, [0, 1]) && gone(never.id, [0]) && gone(kept.id, [1])))
      await new Promise((next) => setImmediate(next));
    timers.advance(600);
    // The sweeps just started run on; this one waits for its own to end.
    await server.service.abandonIdle(600);
    const info = async (id: string) =>
      JSON.stringify((await api(server.url, "GET", `/api/tables/${id}`)).body);
    expect(await info(started.id)).toMatch(/abandoned: none of its players was connected/);
    // Out of memory, the table still names its players (from the joins in its log).
    const seats = (
      await api<{ seats: { name: string | null }[] }>(
        server.url,
        "GET",
        `/api/tables/${started.id}`,
      )
    ).body.seats;
    expect(seats.map((s) => s.name)).toEqual(["Ada", "Bo"]);
    expect(await info(never.id)).toMatch(/expired: it never started/);
    expect(await info(kept.id)).toMatch(/"status":"running"/);
    expect(k[0]!.closed).toBeNull();
    k[0]!.close();
  });
});
