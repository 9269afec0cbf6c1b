/**
 * The sweep of rated tables while the server runs: a rated table whose settlement did not happen
 * at its end is rated by the next sweep, without a restart, and exactly once however many sweeps
 * follow. The sweeps run on the test's own timers (`ManualTimers`), never on the clock.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "../../src/server/db/connect.js";
import { type Loose, Player } from "./accounts-harness.js";
import {
  api,
  Client,
  createTable,
  sqliteDb,
  startTestServer,
  type TestDb,
  until,
} from "./harness.js";
import { ManualTimers } from "./manual-timers.js";
import { over } from "./referee.js";

const SWEEP_MS = 60_000;

describe("the sweep of rated tables", () => {
  let db: TestDb;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const timers = new ManualTimers();

  beforeAll(async () => {
    db = sqliteDb();
    server = await startTestServer(db, { timers, ratingSweepMs: SWEEP_MS });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  async function changes(table: string): Promise<number> {
    const { db: k } = await openDb(db.url);
    try {
      const rows = await k
        .selectFrom("rating_change")
        .select("account_id")
        .where("table_id", "=", table)
        .execute();
      return rows.length;
    } finally {
      await k.destroy();
    }
  }
  const games = async (name: string): Promise<number> =>
    (await api<Loose>(server.url, "GET", `/api/players/${name}`)).body.ratings?.["toy-ok"]?.games ??
    0;

  it("rates a table its end did not settle at the next sweep, once", async () => {
    const players = [await Player.signUp(server.url, "Ida"), await Player.signUp(server.url, "Jo")];
    // The table's end is not settled, as when the database refused the settlement a moment.
    server.service.onFinished = null;
    const t = await createTable(server.url, { game: "toy-ok", seats: 2, rated: true });
    const clients: Client[] = [];
    for (const p of players) {
      const { token } = await p.join(t.id);
      const c = await Client.connect(server.url);
      expect((await c.hello(t.id, token)).type).toBe("welcome");
      clients.push(c);
    }
    await Promise.all(clients.map((c) => c.act({ type: "keep" })));
    await Promise.all(clients.map((c) => over(c)));
    for (const c of clients) c.close();
    expect(await changes(t.id)).toBe(0);
    expect(await games("Ida")).toBe(0);

    // Short of a sweep's interval nothing happens; at it, the table is rated.
    timers.advance(SWEEP_MS - 1);
    expect(await changes(t.id)).toBe(0);
    timers.advance(1);
    await until("the timer's sweep to rate the table", async () =>
      (await changes(t.id)) === 2 ? true : undefined,
    );
    expect(await games("Ida")).toBe(1);
    expect(await games("Jo")).toBe(1);
    const rated = (await api<Loose>(server.url, "GET", "/api/players/Ida")).body.ratings["toy-ok"];

    // More sweeps, some falling due at once: the table's changes are applied once. (`sweep()`
    // joins the sweep under way, so awaiting it waits for the timers' sweep to end.)
    for (let i = 0; i < 3; i++) timers.advance(SWEEP_MS);
    timers.advance(SWEEP_MS * 5);
    expect(await server.ratings.sweep()).toBe(0);
    expect(server.logs.lines.filter((l) => l.includes("rated tables settled")).length).toBe(1);
    expect(await changes(t.id)).toBe(2);
    expect(
      (await api<Loose>(server.url, "GET", "/api/players/Ida")).body.ratings["toy-ok"],
    ).toEqual(rated);
  });
});
