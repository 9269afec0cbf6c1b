/**
 * `pyramids admin` on a real server's database, and the expiry of open tables nobody joined.
 */

import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  api,
  Client,
  createTable,
  joinSeat,
  sqliteDb,
  startTestServer,
  type TestDb,
  toyModule,
} from "./harness.js";
import { ManualTimers } from "./manual-timers.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * `pyramids admin …` from the sources (the toy games are TypeScript), as an operator runs it; in
 * a child process the test waits for without blocking, so an in-process server still answers.
 */
function admin(db: TestDb, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [
        "--import",
        "tsx",
        "src/cli/main.ts",
        "admin",
        ...args,
        "--db",
        db.url,
        "--games",
        toyModule,
      ],
      { cwd: root, encoding: "utf8" },
      (e, out, err) => done({ code: e ? Number(e.code ?? 1) : 0, out, err }),
    );
  });
}

describe("pyramids admin", () => {
  let db: TestDb;
  const ids = { open: "", running: "", finished: "", bots: "" };

  beforeAll(async () => {
    db = sqliteDb();
    const server = await startTestServer(db);
    ids.open = (await createTable(server.url, { game: "toy-ok", seats: 2 })).id;
    ids.running = (await createTable(server.url, { game: "toy-ok", seats: 2 })).id;
    for (const s of [0, 1]) await joinSeat(server.url, ids.running, s);
    ids.finished = (await createTable(server.url, { game: "toy-ok", seats: 2 })).id;
    const players = [];
    for (const s of [0, 1]) {
      const c = await Client.connect(server.url);
      await c.hello(ids.finished, (await joinSeat(server.url, ids.finished, s)).token);
      players.push(c);
    }
    for (const c of players) await c.act({ type: "keep" });
    await players[0]!.next((f) => f.type === "over", 0);
    for (const c of players) c.close();
    await server.close();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("--help lists the commands", async () => {
    const r = await admin(db, "--help");
    expect(r.code).toBe(0);
    for (const command of ["tables", "close", "prune", "bots"]) expect(r.out).toContain(command);
  });

  it("tables: by status, with age and activity", async () => {
    const r = await admin(db, "tables");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^3 tables: 1 open, 1 running, 1 finished, 0 void\n/);
    expect(r.out).toContain(ids.running);
    const json = JSON.parse((await admin(db, "tables", "--status", "running", "--json")).out) as {
      id: string;
      entries: number;
      ageMs: number;
    }[];
    expect(json.map((t) => [t.id, t.entries])).toEqual([[ids.running, 2]]);
    expect(json[0]!.ageMs).toBeGreaterThanOrEqual(0);
    expect((await admin(db, "tables", "--status", "lost")).err).toMatch(/--status is a list of/);
  });

  it("close: void, or finished only when the log ends the game; never a table being played", async () => {
    expect((await admin(db, "close", ids.running, "--finished")).err).toMatch(/not over/);
    const server = await startTestServer(db);
    try {
      const busy = await admin(db, "close", ids.running);
      expect(busy.code).not.toBe(0);
      expect(busy.err).toMatch(/being played by the server/);
    } finally {
      await server.close();
    }
    expect(await admin(db, "close", ids.running)).toMatchObject({
      code: 0,
      out: `Table ${ids.running} is void.\n`,
    });
    expect((await admin(db, "close", ids.running)).err).toMatch(/void already/);
    expect((await admin(db, "close", "nope")).err).toMatch(/no table "nope"/);
    const after = await startTestServer(db);
    try {
      const t = await api<{ status: string; outcome: { reason: string } }>(
        after.url,
        "GET",
        `/api/tables/${ids.running}`,
      );
      expect(t.body.status).toBe("void");
      expect(t.body.outcome.reason).toMatch(/closed by the server's operator/);
    } finally {
      await after.close();
    }
  });

  it("prune: deletes finished and void tables older than N days, nothing else", async () => {
    expect((await admin(db, "prune", "--older-than", "3")).out).toBe(
      "Deleted 0 finished or void tables older than 3 days.\n",
    );
    expect((await admin(db, "prune", "--older-than", "0")).out).toBe(
      "Deleted 2 finished or void tables older than 0 days.\n",
    );
    expect((await admin(db, "tables")).out).toMatch(
      /^1 tables: 1 open, 0 running, 0 finished, 0 void\n/,
    );
  });

  it("bots: the running tables seating bots, and what a live server thinks for", async () => {
    const server = await startTestServer(db, { openExpiryMs: null });
    try {
      const t = await createTable(server.url, { game: "toy-ok", seats: 2, bots: [null, "random"] });
      await joinSeat(server.url, t.id, 0);
      const r = await admin(db, "bots", "--url", server.url, "--json");
      expect(JSON.parse(r.out)).toEqual({
        running: 1,
        tablesWithBots: 1,
        botSeats: { random: 1 },
        server: { thinking: 0, tables: 1, seats: 1 },
      });
      expect((await admin(db, "bots")).out).toBe(
        "1 of 1 running tables seat bots; bot seats: 1 random.\n",
      );
    } finally {
      await server.close();
    }
  });
});

describe("open tables nobody joined", () => {
  it("expire after the configured time; a table someone joined stays", async () => {
    const db = sqliteDb();
    const timers = new ManualTimers();
    const server = await startTestServer(db, { openExpiryMs: 300, timers });
    try {
      const empty = await createTable(server.url, { game: "toy-ok", seats: 2 });
      const joined = await createTable(server.url, { game: "toy-ok", seats: 2 });
      await joinSeat(server.url, joined.id, 0);
      // 300 ms pass by the server's clock, and the sweep (every 75 ms) runs; this one waits
      // for the sweeps to be done.
      timers.advance(301);
      await server.service.expireUnjoined(300);
      const gone = await api<{ status: string; outcome: { reason: string } }>(
        server.url,
        "GET",
        `/api/tables/${empty.id}`,
      );
      expect(gone.body.status).toBe("void");
      expect(gone.body.outcome.reason).toMatch(/nobody joined it within 300 ms/);
      const kept = await api<{ status: string }>(server.url, "GET", `/api/tables/${joined.id}`);
      expect(kept.body.status).toBe("open");
      const lobby = await api<{ id: string }[]>(server.url, "GET", "/api/tables");
      expect(lobby.body.map((t) => t.id)).toEqual([joined.id]);
    } finally {
      await server.close();
      await db.drop();
    }
  });
});
