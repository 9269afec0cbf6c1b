/**
 * A rated table's changes are applied exactly once, against each database: two settlements at
 * once (two processes of a cluster finishing the same table) apply one, and a finished table
 * nobody settled (its process died at the end) is settled by the next sweep, once.
 */
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { Accounts } from "../../src/server/accounts/accounts.js";
import { Ratings } from "../../src/server/accounts/ratings.js";
import { type Db, openDb } from "../../src/server/db/connect.js";
import { Store } from "../../src/server/store.js";
import { servicesUp } from "../services.js";
import { makeDb, type TestDb, tableRow } from "./harness.js";

const pgUp = await servicesUp(import.meta.url, "postgres");
const quiet = pino({ level: "silent" });

const opened: Db[] = [];
const made: TestDb[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.db.destroy();
  for (const t of made.splice(0)) await t.drop();
});

/** A finished rated table of `players` accounts, its places `ranks`, written as a server would. */
async function finishedTable(db: Db, id: string, ranks: number[]): Promise<string[]> {
  const accounts = new Accounts(db.db);
  const store = new Store(db.db);
  await store.createTable({
    ...tableRow(id),
    players: ranks.length,
    bots: JSON.stringify(ranks.map(() => null)),
    settings: JSON.stringify({ rated: true }),
    status: "finished",
    outcome: JSON.stringify({ payoff: ranks.map(() => 0), ranks, winners: [], summary: "over" }),
  });
  const ids: string[] = [];
  for (const [seat] of ranks.entries()) {
    const who = await accounts.create(`${id} p${seat}`, null);
    ids.push(who.id);
    await store.append({
      table_id: id,
      seq: seat,
      kind: "join",
      seat,
      data: JSON.stringify({ name: who.name, tokenHash: `h${seat}`, account: who.id }),
      client_seq: null,
    });
  }
  return ids;
}

async function ratingRows(db: Db) {
  return db.db.selectFrom("rating").selectAll().orderBy("account_id").execute();
}

describe.each([
  ["sqlite", true],
  ["postgres", pgUp],
] as const)("on %s", (kind, up) => {
  it.skipIf(!up)("two settlements at once apply the table's changes once", async () => {
    const test = await makeDb(kind);
    made.push(test);
    // PostgreSQL: two connection pools, as two processes of a cluster hold. SQLite serves one
    // process (a cluster needs PostgreSQL): its settlements share the process's connection.
    const one = await openDb(test.url);
    const two = kind === "postgres" ? await openDb(test.url) : one;
    opened.push(...new Set([one, two]));
    await finishedTable(one, "t1", [1, 2, 3]);
    const settled = await Promise.all(
      [one, two, one, two].map((d) => new Ratings(d.db, kind === "postgres", quiet).settle("t1")),
    );
    expect(settled.filter(Boolean)).toHaveLength(1);
    const rows = await ratingRows(one);
    expect(rows.map((r) => Number(r.games))).toEqual([1, 1, 1]);
    const changes = await one.db.selectFrom("rating_change").selectAll().execute();
    expect(changes).toHaveLength(3);
    expect(await new Ratings(two.db, kind === "postgres", quiet).settleAll()).toBe(0);
    expect(await ratingRows(one)).toEqual(rows);
  });

  it.skipIf(!up)("a finished table nobody settled is settled by the next sweep, once", async () => {
    const test = await makeDb(kind);
    made.push(test);
    const db = await openDb(test.url);
    opened.push(db);
    const [winner, loser] = await finishedTable(db, "t2", [1, 2]);
    const ratings = new Ratings(db.db, kind === "postgres", quiet);
    expect(await ratings.settleAll()).toBe(1);
    expect(await ratings.settleAll()).toBe(0);
    expect(await ratings.settle("t2")).toBe(false);
    const rows = await ratingRows(db);
    const of = (id: string) => rows.find((r) => r.account_id === id)!;
    expect(of(winner!).rating).toBeGreaterThan(1500);
    expect(of(loser!).rating).toBeLessThan(1500);
    expect(rows.map((r) => Number(r.games))).toEqual([1, 1]);
  });
});
