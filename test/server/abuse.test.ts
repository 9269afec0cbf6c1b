/**
 * Abuse: every way a client can misbehave gets a clear error and changes nothing — not the
 * table, not what the other players receive — and the logs never print a token.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultLimits } from "../../src/server/play.js";
import {
  api,
  Client,
  createTable,
  joinSeat,
  sqliteDb,
  startTestServer,
  type TestDb,
} from "./harness.js";

describe("abuse", () => {
  let db: TestDb;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const tokens: string[] = [];
  let table: { id: string };
  let seat0: Client;
  let seat1: Client;
  let token0: string;
  let token1: string;

  beforeAll(async () => {
    db = sqliteDb();
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
    // Whatever happened above, no log line carries a seat token.
    const logs = server.logs.lines.join("");
    expect(logs.length).toBeGreaterThan(0);
    for (const t of tokens) expect(logs).not.toContain(t);
  });

  /** A fresh two-seat table of the toy game, both seats taken and connected. */
  beforeEach(async () => {
    table = await createTable(server.url, { game: "toy-ok", seats: 2 });
    ({ token: token0 } = await joinSeat(server.url, table.id, 0));
    ({ token: token1 } = await joinSeat(server.url, table.id, 1));
    tokens.push(token0, token1);
    seat0 = await Client.connect(server.url);
    seat1 = await Client.connect(server.url);
    expect((await seat0.hello(table.id, token0)).type).toBe("welcome");
    expect((await seat1.hello(table.id, token1)).type).toBe("welcome");
  });

  const version = async () =>
    (await api<{ version: number }>(server.url, "GET", `/api/tables/${table.id}`)).body.version;

  /**
   * Nothing reached seat 1 after `from`, and the table is still at `v`: checked once the table has
   * done everything asked of it before. Seat 1 asks for a move the game refuses: the table takes
   * its moves one at a time, so the answer comes after whatever came before it.
   */
  async function unchanged(v: number, from: number) {
    const probe = await seat1.act({ type: "fold" } as never);
    expect(probe).toMatchObject({ type: "error", code: "malformed-action" });
    expect(await version()).toBe(v);
    expect(seat1.frames.slice(from)).toEqual([probe]);
  }

  it("a connection acts for its own seat only: naming another seat is refused", async () => {
    const from = seat1.frames.length;
    seat0.send({ type: "act", seq: 1, action: { type: "keep" }, seat: 1 });
    const e = await seat0.next((f) => f.type === "error");
    expect(e).toMatchObject({ code: "malformed-message" });
    expect(e.message).toContain("seat");
    await unchanged(0, from);
  });

  it("out of turn and illegal actions get the engine's code and sentence, sent to the sender only", async () => {
    expect(await seat0.act({ type: "keep" })).toMatchObject({ type: "ack", version: 1 });
    await seat1.next((f) => f.type === "events" && f.version === 1, 0);
    const from = seat1.frames.length;
    const again = await seat0.act({ type: "swap" });
    expect(again).toMatchObject({ type: "error", code: "not-your-turn" });
    expect(again.message).toMatch(/turn/);
    const bad = await seat1.act({ type: "fold" } as never);
    expect(bad).toMatchObject({ type: "error", code: "malformed-action" });
    // Whatever the server sent seat 0 before its pong has arrived.
    await seat0.ping();
    expect(await version()).toBe(1);
    // Seat 1 saw only its own error, seat 0 nothing of it.
    expect(seat1.frames.slice(from).map((f) => f.type)).toEqual(["error"]);
    expect(seat0.frames.filter((f) => f.type === "error")).toHaveLength(1);
  });

  it("an action chosen at an older version: applied if still legal, else refused as stale", async () => {
    expect(await seat0.act({ type: "keep" }, undefined, 0)).toMatchObject({ version: 1 });
    // Chosen at version 0, refused at version 1: the table moved on, so it is a race.
    const raced = await seat0.act({ type: "swap" }, undefined, 0);
    expect(raced).toMatchObject({ type: "error", code: "stale" });
    expect(raced.message).toMatch(/moved on since version 0: It is not your turn/);
    // Chosen at the current version, the same action is a plain mistake.
    expect(await seat0.act({ type: "swap" }, undefined, 1)).toMatchObject({
      code: "not-your-turn",
    });
    // Seat 1's action chosen before seat 0 moved is still legal, so it stands.
    expect(await seat1.act({ type: "keep" }, undefined, 0)).toMatchObject({ version: 2 });
  });

  it("a retried sequence number is acknowledged again and applied once", async () => {
    const first = await seat0.act({ type: "keep" }, 7);
    const retry = await seat0.act({ type: "keep" }, 7);
    expect(first).toMatchObject({ type: "ack", version: 1 });
    expect(retry).toMatchObject({ type: "ack", version: 1, duplicate: true });
    const older = await seat0.act({ type: "swap" }, 3);
    expect(older).toMatchObject({ type: "ack", duplicate: true });
    expect(await version()).toBe(1);
  });

  it("wrong, forged and reused tokens are refused", async () => {
    const c = await Client.connect(server.url);
    expect(await c.hello(table.id, "not-a-token")).toMatchObject({ code: "bad-token" });
    // A real token, for another table.
    const other = await createTable(server.url, { game: "toy-ok", seats: 2 });
    const { token: otherToken } = await joinSeat(server.url, other.id, 0);
    tokens.push(otherToken);
    expect(await c.hello(table.id, otherToken)).toMatchObject({ code: "bad-token" });
    // A token whose player left: the seat is free again and the old token dead.
    const left = await api(server.url, "POST", `/api/tables/${other.id}/leave`, {
      token: otherToken,
    });
    expect(left.status).toBe(200);
    expect(await c.hello(other.id, otherToken)).toMatchObject({ code: "token-revoked" });
    const leaveAgain = await api<{ error: { code: string } }>(
      server.url,
      "POST",
      `/api/tables/${other.id}/leave`,
      { token: otherToken },
    );
    expect(leaveAgain.status).toBe(403);
    expect(leaveAgain.body.error.code).toBe("token-revoked");
    // The connection was refused each time and may still say hello properly.
    expect((await c.hello(table.id)).type).toBe("welcome");
    c.close();
  });

  it("oversized, malformed and binary messages are refused and the connection lives", async () => {
    const from = seat1.frames.length;
    seat0.send(
      JSON.stringify({ type: "act", seq: 1, action: { type: "keep", pad: "x".repeat(9000) } }),
    );
    expect(await seat0.next((f) => f.type === "error")).toMatchObject({ code: "too-large" });
    let n = seat0.frames.length;
    seat0.send("{not json");
    expect(await seat0.next((f) => f.type === "error", n)).toMatchObject({
      code: "malformed-message",
    });
    n = seat0.frames.length;
    seat0.send({ type: "teleport" });
    expect(await seat0.next((f) => f.type === "error", n)).toMatchObject({
      code: "malformed-message",
    });
    n = seat0.frames.length;
    seat0.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await seat0.next((f) => f.type === "error", n)).toMatchObject({
      code: "malformed-message",
    });
    n = seat0.frames.length;
    seat0.send({ type: "hello", table: table.id });
    expect(await seat0.next((f) => f.type === "error", n)).toMatchObject({
      code: "already-authenticated",
    });
    await unchanged(0, from);
    await seat0.ping(); // fails unless a pong comes
    // Past the transport's own limit the connection is closed with "message too big".
    seat0.send("x".repeat(2 * 1024 * 1024));
    await seat0.waitClosed();
    expect(seat0.closed?.code).toBe(1009);
    expect(await version()).toBe(0);
  });

  it("acting before hello or as a spectator is refused", async () => {
    const c = await Client.connect(server.url);
    expect(await c.act({ type: "keep" })).toMatchObject({ code: "not-authenticated" });
    await c.hello(table.id);
    expect(await c.act({ type: "keep" })).toMatchObject({ code: "spectator" });
    expect(await version()).toBe(0);
    c.close();
  });

  describe("a flood", () => {
    // The allowance refills with time: Date stands still here (moved only by the test), so the
    // burst passes and nothing more.
    afterEach(() => vi.useRealTimers());

    it("is rate-limited per connection, then the connection is closed", async () => {
      // Long enough after the hello for the allowance to be whole again.
      const t0 = Date.now() + (1000 * defaultLimits.burst) / defaultLimits.rate;
      vi.setSystemTime(t0);
      const from = seat1.frames.length;
      const n = seat0.frames.length;
      for (let i = 0; i < 100; i++) seat0.send({ type: "ping" });
      // An action over the allowance is refused like the rest, and its refusal names it.
      seat0.send({ type: "act", seq: 999, action: { type: "keep" } });
      const limited = await seat0.next((f) => f.type === "error", n);
      expect(limited).toMatchObject({ code: "rate-limited" });
      expect(await seat0.next((f) => f.type === "error" && f.seq === 999, n)).toMatchObject({
        code: "rate-limited",
      });
      // A second later the allowance has room again: the next pong comes after every answer to
      // the flood (each message over the allowance answered with a refusal, nothing else done).
      vi.setSystemTime(t0 + 1000);
      await seat0.ping();
      // (Seat 1's hello may still be told to seat 0 as a "seats" frame: not an answer.)
      const answers = seat0.frames
        .slice(n)
        .map((f) => f.type)
        .filter((type) => type !== "seats");
      expect(answers).toEqual([
        ...Array.from({ length: defaultLimits.burst }, () => "pong"),
        ...Array.from({ length: 101 - defaultLimits.burst }, () => "error"),
        "pong",
      ]);
      // The other connection is untouched and can still act.
      expect(await seat1.act({ type: "keep" })).toMatchObject({ type: "ack" });
      expect(seat1.frames.slice(from).some((f) => f.type === "error")).toBe(false);
      for (let i = 0; i < 400; i++) seat0.send({ type: "ping" });
      await seat0.waitClosed();
      expect(seat0.closed?.code).toBe(1008);
    });
  });

  it("unknown tables are refused over WebSocket and HTTP", async () => {
    const c = await Client.connect(server.url);
    expect(await c.hello("no-such-table")).toMatchObject({ code: "unknown-table" });
    c.close();
    for (const [method, path, body] of [
      ["GET", "/api/tables/no-such-table", undefined],
      ["POST", "/api/tables/no-such-table/join", {}],
      ["POST", "/api/tables/no-such-table/leave", { token: "x" }],
      ["GET", "/api/tables/no-such-table/record", undefined],
      ["GET", "/api/tables/no-such-table/view", undefined],
    ] as const) {
      const r = await api<{ error: { code: string } }>(server.url, method, path, body);
      expect(r.status, path).toBe(404);
      expect(r.body.error.code).toBe("unknown-table");
    }
  });

  it("bad lobby requests get a clear error and create nothing", async () => {
    const before = (await api<unknown[]>(server.url, "GET", "/api/tables?status=open,running")).body
      .length;
    const cases: [unknown, number, string, RegExp][] = [
      ["{not json", 400, "bad-request", /JSON/i],
      [{ game: "toy-ok" }, 400, "bad-request", /seats/],
      [{ game: "toy-ok", seats: 2, colour: "red" }, 400, "bad-request", /colour/],
      [{ game: "chess", seats: 2 }, 404, "unknown-game", /chess/],
      [{ game: "toy-ok", seats: 9 }, 400, "bad-option", /2–4 players/],
      [{ game: "toy-ok", seats: 2, options: { cards: 99 } }, 400, "bad-option", /cards/],
      [{ game: "toy-ok", seats: 2, bots: ["deep-blue"] }, 400, "unknown-bot", /deep-blue/],
      [{ game: "toy-ok", seats: 2, clock: { moveMs: 5 } }, 400, "bad-request", /moveMs/],
    ];
    for (const [body, status, code, message] of cases) {
      const r = await api<{ error: { code: string; message: string } }>(
        server.url,
        "POST",
        "/api/tables",
        body,
      );
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.error.code).toBe(code);
      expect(r.body.error.message).toMatch(message);
    }
    const after = (await api<unknown[]>(server.url, "GET", "/api/tables?status=open,running")).body
      .length;
    expect(after).toBe(before);
    // Seats: taken, full, out of range; and a running table's record stays secret.
    const full = await api<{ error: { code: string } }>(
      server.url,
      "POST",
      `/api/tables/${table.id}/join`,
      {},
    );
    expect(full.body.error.code).toBe("table-started");
    const open = await createTable(server.url, { game: "toy-ok", seats: 3 });
    tokens.push((await joinSeat(server.url, open.id, 1)).token);
    for (const [seat, code] of [
      [1, "seat-taken"],
      [7, "bad-request"],
    ] as const) {
      const r = await api<{ error: { code: string } }>(
        server.url,
        "POST",
        `/api/tables/${open.id}/join`,
        { seat },
      );
      expect(r.body.error.code).toBe(code);
    }
    const secret = await api<{ error: { code: string } }>(
      server.url,
      "GET",
      `/api/tables/${table.id}/record`,
    );
    expect(secret.status).toBe(409);
    expect(JSON.stringify(secret.body)).not.toMatch(/seed"/);
  });
});

describe("lobby rate limit", () => {
  let db: TestDb;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    db = sqliteDb();
    server = await startTestServer(db, {
      lobbyRate: { max: 5, windowMs: 60_000 },
      // The test's own connections come from the proxy, as nginx's would.
      trustProxy: ["127.0.0.1"],
    });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const from = (address: string, path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        "x-forwarded-for": address,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it("refuses an address past its limit with a clear error, creating nothing; others are served", async () => {
    for (let i = 0; i < 5; i++) expect((await from("203.0.113.7", "/api/games")).status).toBe(200);
    const refused = await from("203.0.113.7", "/api/tables", { game: "toy-ok", seats: 2 });
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("rate-limited");
    expect(body.error.message).toMatch(/at most 5/);
    expect(refused.headers.get("retry-after")).not.toBeNull();
    // Behind the proxy every player has their own allowance, and the health check has none.
    const other = await from("198.51.100.2", "/api/tables?status=open,running");
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual([]);
    expect((await from("203.0.113.7", "/healthz")).status).toBe(200);
  });

  it("a header the client wrote itself does not escape the limit: only the trusted hops count", async () => {
    // nginx's proxy_add_x_forwarded_for appends the address it saw to whatever the client sent.
    for (let i = 0; i < 5; i++) expect((await from("192.0.2.50", "/api/games")).status).toBe(200);
    for (let i = 0; i < 20; i++) {
      const forged = await from(`10.9.8.${i}, 192.0.2.50`, "/api/games");
      expect(forged.status).toBe(429);
    }
  });
});

describe("which proxies are believed", () => {
  const cases = [
    ["no --trust-proxy: the header is ignored", undefined, ["203.0.113.1", "203.0.113.2"], 429],
    [
      "one hop: the address the proxy appended",
      1,
      ["10.0.0.1, 203.0.113.1", "10.0.0.2, 203.0.113.1"],
      429,
    ],
    ["one hop: two players behind the proxy", 1, ["203.0.113.1", "203.0.113.2"], 200],
    [
      "a range that holds the proxy",
      ["127.0.0.0/8"],
      ["10.0.0.1, 203.0.113.1", "10.0.0.2, 203.0.113.1"],
      429,
    ],
    [
      "a range that does not: the header is ignored",
      ["10.0.0.0/8"],
      ["203.0.113.1", "203.0.113.2"],
      429,
    ],
  ] as const;
  it.each(cases)("%s", async (_name, trustProxy, headers, second) => {
    const db = sqliteDb();
    const server = await startTestServer(db, {
      lobbyRate: { max: 1, windowMs: 60_000 },
      ...(trustProxy === undefined ? {} : { trustProxy }),
    });
    try {
      const get = (xff: string) =>
        fetch(`${server.url}/api/games`, { headers: { "x-forwarded-for": xff } });
      expect((await get(headers[0])).status).toBe(200);
      expect((await get(headers[1])).status).toBe(second);
    } finally {
      await server.close();
      await db.drop();
    }
  });
});
