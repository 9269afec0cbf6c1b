/**
 * Every edge a hostile client found answers cleanly, the same on SQLite and PostgreSQL: variant
 * names from Object's prototype, NUL bytes in table ids, `seq` past 2^31, joining a started
 * table, and the refusals Fastify, the static files and the HTTP parser make themselves.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesUp } from "../services.js";
import {
  api,
  Client,
  createTable,
  joinSeat,
  makeDb,
  sqliteDb,
  startTestServer,
  type TestDb,
} from "./harness.js";

type Refusal = { error: { code: string; message: string } };

const kinds = (await servicesUp(import.meta.url, "postgres"))
  ? (["sqlite", "postgres"] as const)
  : (["sqlite"] as const);

describe.each(kinds)("edges of the lobby and the protocol (%s)", (kind) => {
  let db: TestDb;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    db = await makeDb(kind);
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const errorsLogged = () => server.logs.lines.filter((l) => /"level":50/.test(l));

  it("a variant named after Object's prototype is 400 bad-variant", async () => {
    for (const variant of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      const r = await api<Refusal>(server.url, "POST", "/api/tables", {
        game: "toy-ok",
        seats: 2,
        variant,
      });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe("bad-variant");
      expect(r.body.error.message).toContain(variant);
    }
    expect(errorsLogged()).toEqual([]);
  });

  it("a body holding a prototype key is refused by name; one that is not JSON says so", async () => {
    for (const [body, says] of [
      ['{"game":"toy-ok","seats":2,"options":{"__proto__":{"x":1}}}', "options.__proto__"],
      ['{"game":"toy-ok","__proto__":{}}', "key __proto__:"],
      ['{"game":"toy-ok","seats":2,"bots":[{"constructor":{"prototype":{}}}]}', "constructor"],
      ['{"game":', "not valid JSON"],
      ["", "empty"],
    ] as const) {
      const r = await api<Refusal>(server.url, "POST", "/api/tables", body);
      expect([body, r.status, r.body.error.code]).toEqual([body, 400, "bad-request"]);
      expect(r.body.error.message).toContain(says);
      if (body.includes("proto")) expect(r.body.error.message).not.toMatch(/valid JSON/);
    }
    expect(errorsLogged()).toEqual([]);
  });

  it("a frame of invalid UTF-8 or over 1 MiB closes the connection with one warning, no stack", async () => {
    const { WebSocket } = await import("ws");
    const before = server.logs.lines.length;
    const closes: number[] = [];
    for (const send of [
      (ws: InstanceType<typeof WebSocket>) => ws.send(Buffer.from([0xff, 0xfe]), { binary: false }),
      (ws: InstanceType<typeof WebSocket>) => ws.send("x".repeat(1024 * 1024 + 1)),
    ]) {
      const ws = new WebSocket(`${server.url.replace("http", "ws")}/ws`);
      await new Promise((open) => ws.once("open", open));
      send(ws);
      closes.push(await new Promise<number>((done) => ws.once("close", done)));
    }
    expect(closes).toEqual([1007, 1009]);
    // The server logs the refusal after it closes: wait for both lines, not for time.
    const refused = await server.logs.count(
      (l) => l.includes("a client sent a frame ws refuses"),
      2,
      before,
    );
    for (const line of refused) {
      expect(JSON.parse(line)).toMatchObject({ level: 40 });
      expect(line).not.toMatch(/stack/);
    }
    expect(errorsLogged()).toEqual([]);
  });

  it("a NUL byte in a table id is an unknown table everywhere, before any query", async () => {
    for (const [method, path, body] of [
      ["GET", "/api/tables/%00", undefined],
      ["GET", "/api/tables/a%00b/view", undefined],
      ["GET", "/api/tables/%00/record", undefined],
      ["POST", "/api/tables/%00/join", {}],
      ["POST", "/api/tables/%00/leave", { token: "x" }],
    ] as const) {
      const r = await api<Refusal>(server.url, method, path, body);
      expect([path, r.status, r.body.error.code]).toEqual([path, 404, "unknown-table"]);
    }
    const c = await Client.connect(server.url);
    const hello = await c.hello("\u0000");
    expect(hello).toMatchObject({ type: "error", code: "unknown-table" });
    c.close();
    expect(errorsLogged()).toEqual([]);
  });

  it("a seq past 2^31 is stored and acknowledged, and a retry of it is a duplicate", async () => {
    const t = await createTable(server.url, { game: "toy-ok", seats: 2 });
    const seats = [await joinSeat(server.url, t.id, 0), await joinSeat(server.url, t.id, 1)];
    const c = await Client.connect(server.url);
    await c.hello(t.id, seats[0]!.token);
    expect(await c.act({ type: "keep" }, 2 ** 31)).toMatchObject({ type: "ack", version: 1 });
    const again = await c.act({ type: "keep" }, 2 ** 31);
    expect(again).toMatchObject({ type: "ack", version: 1, duplicate: true });
    const top = await Client.connect(server.url);
    await top.hello(t.id, seats[1]!.token);
    const max = Number.MAX_SAFE_INTEGER;
    expect(await top.act({ type: "keep" }, max)).toMatchObject({ type: "ack", seq: max });
    c.close();
    top.close();
  });

  it("joining a started table is table-started; a finished one, table-finished", async () => {
    const t = await createTable(server.url, { game: "toy-ok", seats: 2 });
    const seats = [await joinSeat(server.url, t.id, 0), await joinSeat(server.url, t.id, 1)];
    const started = await api<Refusal>(server.url, "POST", `/api/tables/${t.id}/join`, {});
    expect(started.status).toBe(409);
    expect(started.body.error.code).toBe("table-started");
    const clients = await Promise.all(seats.map(() => Client.connect(server.url)));
    for (const [i, c] of clients.entries()) await c.hello(t.id, seats[i]!.token);
    expect(await clients[0]!.act({ type: "keep" })).toMatchObject({ type: "ack" });
    expect(await clients[1]!.act({ type: "keep" })).toMatchObject({ type: "ack" });
    await clients[0]!.next((f) => f.type === "over", 0);
    const over = await api<Refusal>(server.url, "POST", `/api/tables/${t.id}/join`, {});
    expect(over.body.error.code).toBe("table-finished");
    for (const c of clients) c.close();
  });
});

/** One raw HTTP exchange, so that a request fetch would refuse to send can be made. */
function raw(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((done, fail) => {
    const r = request({ host: "127.0.0.1", port, path, headers, method }, (res) => {
      let body = "";
      res.on("data", (d) => (body += String(d)));
      res.on("end", () =>
        done({ status: res.statusCode!, type: String(res.headers["content-type"]), body }),
      );
    });
    r.on("error", fail);
    r.end();
  });
}

describe("every refusal is { error: { code, message } }", () => {
  let db: TestDb;
  let web: string;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    db = sqliteDb();
    web = mkdtempSync(join(tmpdir(), "pyramids-web-"));
    writeFileSync(join(web, "index.html"), "<!doctype html><title>pyramids</title>");
    server = await startTestServer(db, { webDir: web });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
    rmSync(web, { recursive: true, force: true });
  });

  it("from the router, the static files and the HTTP parser", async () => {
    const long = "a".repeat(120);
    for (const [method, path, headers, status, code] of [
      ["GET", "/api/tables/%E0%A4%A", {}, 400, "bad-request"],
      ["GET", "/%E0%A4%A", {}, 400, "bad-request"],
      ["POST", `/api/tables/${long}/join`, {}, 414, "too-long"],
      ["GET", `/api/tables/${long}`, {}, 404, "not-found"],
      ["GET", "/%00", {}, 403, "forbidden"],
      ["GET", "/api/games", { "x-filler": "a".repeat(20_000) }, 431, "headers-too-large"],
      ["GET", `/api/tables/${"a".repeat(20_000)}`, {}, 431, "headers-too-large"],
    ] as const) {
      const r = await raw(server.port, path, headers, method);
      expect([path.slice(0, 30), r.status]).toEqual([path.slice(0, 30), status]);
      expect(r.type).toMatch(/^application\/json/);
      const body = JSON.parse(r.body) as Refusal;
      expect(Object.keys(body)).toEqual(["error"]);
      expect(body.error.code).toBe(code);
      expect(body.error.message).toMatch(/\w/);
    }
  });
});
