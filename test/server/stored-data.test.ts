/**
 * The database's JSON columns are parsed when read, not cast: a row this server did not write
 * (a hand edit, another program, a bad restore) is a clear error naming the table and the column,
 * never a crash at start or a failure far from its cause, and the other tables play on.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "../../src/server/db/connect.js";
import {
  api,
  Client,
  createTable,
  joinSeat,
  sqliteDb,
  startTestServer,
  type TestDb,
} from "./harness.js";

type Refusal = { error: { code: string; message: string } };

describe("a row whose stored JSON does not read", () => {
  let db: TestDb;
  const ids = { join: "", settings: "", good: "" };
  let goodToken = "";

  beforeAll(async () => {
    db = sqliteDb();
    const first = await startTestServer(db);
    for (const name of ["join", "settings", "good"] as const) {
      ids[name] = (await createTable(first.url, { game: "toy-ok", seats: 2 })).id;
      const token = (await joinSeat(first.url, ids[name], 0)).token;
      if (name === "good") goodToken = token;
      await joinSeat(first.url, ids[name], 1);
    }
    await first.close();
    const open = await openDb(db.url);
    // A join entry whose name is a number; a settings column that is not JSON.
    await open.db
      .updateTable("table_log")
      .set({ data: JSON.stringify({ name: 1, tokenHash: "h" }) })
      .where("table_id", "=", ids.join)
      .where("seq", "=", 0)
      .execute();
    await open.db
      .updateTable("game_table")
      .set({ settings: "{clockMs: 5" })
      .where("id", "=", ids.settings)
      .execute();
    await open.db.destroy();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("sets the table aside at start saying what does not read; the others play on", async () => {
    const server = await startTestServer(db);
    try {
      const joined = await api<{ status: string; outcome: { reason: string } }>(
        server.url,
        "GET",
        `/api/tables/${ids.join}`,
      );
      expect(joined.body.status).toBe("void");
      expect(joined.body.outcome.reason).toContain(
        `its stored data does not read (Table ${ids.join}'s log entry 0 is malformed: field "name": `,
      );
      const c = await Client.connect(server.url);
      expect(await c.hello(ids.join)).toMatchObject({ type: "error", code: "table-void" });
      c.close();
      const p = await Client.connect(server.url);
      expect((await p.hello(ids.good, goodToken)).type).toBe("welcome");
      expect((await p.act({ type: "keep" })).type).toBe("ack");
      p.close();
      const voided = server.logs.lines.filter((l) => l.includes("table set aside as void"));
      expect(voided.map((l) => (JSON.parse(l) as { table: string }).table).sort()).toEqual(
        [ids.join, ids.settings].sort(),
      );
      expect(server.logs.lines.filter((l) => l.includes('"level":50'))).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it("answers a request about it with an error and a log line naming the column, and lists the rest", async () => {
    const server = await startTestServer(db);
    try {
      const r = await api<Refusal>(server.url, "GET", `/api/tables/${ids.settings}`);
      expect([r.status, r.body.error.code]).toEqual([500, "internal-error"]);
      const failed = server.logs.lines.find((l) => l.includes("request failed"));
      expect(failed).toContain(`Table ${ids.settings}'s settings is not JSON`);
      const listed = await api<{ id: string }[]>(
        server.url,
        "GET",
        "/api/tables?status=open,running,void",
      );
      expect(listed.status).toBe(200);
      expect(listed.body.map((t) => t.id).sort()).toEqual([ids.join, ids.good].sort());
      expect(server.logs.lines.some((l) => l.includes("a table left out of the list"))).toBe(true);
    } finally {
      await server.close();
    }
  });
});
