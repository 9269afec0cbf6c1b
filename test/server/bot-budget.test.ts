/**
 * The caps on tables that seat bots: per client address and in all. A refused table is a clear
 * `{ error: { code, message } }` and nothing is created; tables without bots are never refused,
 * and a finished table frees its place.
 */
import { request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { pyramids } from "../run-cli.js";
import {
  exited,
  finished,
  freePort,
  spawnServer,
  sqliteDb,
  startTestServer,
  type TestDb,
} from "./harness.js";

/** POST /api/tables from a given loopback address (127.0.0.x), so tests can be two clients. */
function createFrom(
  base: string,
  from: string,
  body: unknown,
): Promise<{ status: number; body: { id?: string; error?: { code: string; message: string } } }> {
  const url = new URL("/api/tables", base);
  const text = JSON.stringify(body);
  return new Promise((done, fail) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress: from,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(text) },
      },
      (res) => {
        let data = "";
        res.on("data", (c) => {
          data += String(c);
        });
        res.on("end", () => done({ status: res.statusCode ?? 0, body: JSON.parse(data) }));
      },
    );
    req.on("error", fail);
    req.end(text);
  });
}

const waiting = { game: "toy-ok", seats: 2, bots: [null, "random"] };
const allBots = { game: "toy-ok", seats: 2, bots: ["random", "random"] };
const noBots = { game: "toy-ok", seats: 2 };

describe("caps on tables with bots", () => {
  let db: TestDb;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  afterEach(async () => {
    await server?.close();
    await db?.drop();
  });

  async function tables(): Promise<number> {
    return (await server.service.store.list(["open", "running", "finished"], 500)).length;
  }

  it("refuses one address past its cap, and only that address, with too-many-bot-tables", async () => {
    db = sqliteDb();
    server = await startTestServer(db, { botTables: { perAddress: 2, total: null } });
    for (let i = 0; i < 2; i++)
      expect((await createFrom(server.url, "127.0.0.1", waiting)).status).toBe(201);
    const before = await tables();
    const refused = await createFrom(server.url, "127.0.0.1", waiting);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe("too-many-bot-tables");
    expect(refused.body.error?.message).toMatch(/already has 2 unfinished tables with bots/);
    expect(await tables()).toBe(before);
    // A table of players only is not capped; another address has its own count.
    expect((await createFrom(server.url, "127.0.0.1", noBots)).status).toBe(201);
    expect((await createFrom(server.url, "127.0.0.2", waiting)).status).toBe(201);
  });

  it("refuses past the server's cap with bot-tables-full", async () => {
    db = sqliteDb();
    server = await startTestServer(db, { botTables: { perAddress: null, total: 2 } });
    expect((await createFrom(server.url, "127.0.0.1", waiting)).status).toBe(201);
    expect((await createFrom(server.url, "127.0.0.2", waiting)).status).toBe(201);
    const before = await tables();
    const refused = await createFrom(server.url, "127.0.0.3", waiting);
    expect(refused.status).toBe(503);
    expect(refused.body.error?.code).toBe("bot-tables-full");
    expect(refused.body.error?.message).toMatch(/already runs 2 tables with bots/);
    expect(await tables()).toBe(before);
  });

  it("a finished table frees its place", async () => {
    db = sqliteDb();
    server = await startTestServer(db, { botTables: { perAddress: 1, total: 1 } });
    const first = await createFrom(server.url, "127.0.0.1", allBots);
    expect(first.status).toBe(201);
    await finished(server, first.body.id!);
    expect(server.service.get(first.body.id!)?.status).toBe("finished");
    expect((await createFrom(server.url, "127.0.0.1", waiting)).status).toBe(201);
  });
});

describe("pyramids serve's bot flags", () => {
  it("are listed, and a bad value is refused before the server starts", () => {
    const help = pyramids(["serve", "--help"]).out;
    for (const flag of [
      "--bot-threads",
      "--bot-ms-per-minute",
      "--bot-tables-per-address",
      "--bot-tables",
    ])
      expect(help).toContain(flag);
    const bad = pyramids(["serve", "--bot-ms-per-minute", "soon"]);
    expect(bad.code).not.toBe(0);
    expect(bad.err).toMatch(/--bot-ms-per-minute must be a whole number from 100/);
  });

  it("set the budget and the caps", async () => {
    const db = sqliteDb();
    const { child, url } = await spawnServer(db, await freePort(), [
      ...["--bot-threads", "2", "--bot-ms-per-minute", "5000"],
      ...["--bot-tables-per-address", "1", "--bot-tables", "0"],
    ]);
    try {
      const health = (await (await fetch(`${url}/healthz`)).json()) as {
        bots: { threads: number; quickThreads: number; msPerMinute: number };
      };
      expect(health.bots).toMatchObject({ threads: 2, quickThreads: 1, msPerMinute: 5000 });
      expect((await createFrom(url, "127.0.0.1", waiting)).status).toBe(201);
      const refused = await createFrom(url, "127.0.0.1", waiting);
      expect(refused.body.error?.code).toBe("too-many-bot-tables");
    } finally {
      child.kill("SIGTERM");
      await exited(child);
      await db.drop();
    }
  });
});
