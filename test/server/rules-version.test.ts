/**
 * Rules versions: a table stored under an older version of its game's rules is restored with a
 * clear warning when its log still replays, and set aside as `void` when it does not — its
 * players told why, no chips changing hands, and never a failing start.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TableSeats } from "../../src/betting/table.js";
import type { Action } from "../../src/core/game.js";
import { Table } from "../../src/core/match.js";
import { wildKill } from "../../src/games/wild-kill/index.js";
import { openDb } from "../../src/server/db/connect.js";
import { Store } from "../../src/server/store.js";
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

describe("a table stored under an older rules version", () => {
  let db: TestDb;

  const ids = { replays: "", breaks: "" };
  const tokens = { replays: "", breaks: "" };

  /**
   * Two toy tables, both seats taken, then made "under rules version 0" in the database: one
   * whose logged move is still legal, one whose logged move the rules no longer know.
   */
  beforeAll(async () => {
    db = sqliteDb();
    const first = await startTestServer(db);
    for (const name of ["replays", "breaks"] as const) {
      ids[name] = (await createTable(first.url, { game: "toy-ok", seats: 2 })).id;
      tokens[name] = (await joinSeat(first.url, ids[name], 0)).token;
      await joinSeat(first.url, ids[name], 1);
    }
    await first.close();
    const open = await openDb(db.url);
    const store = new Store(open.db);
    await open.db.updateTable("game_table").set({ rules_version: 0 }).execute();
    for (const [name, action] of [
      ["replays", { type: "keep" }],
      ["breaks", { type: "double" }],
    ] as const)
      await store.append({
        table_id: ids[name],
        seq: 2,
        kind: "action",
        seat: 0,
        data: JSON.stringify(action),
        client_seq: 1,
      });
    await open.db.destroy();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("is replayed with a warning naming both versions when its log still replays", async () => {
    const server = await startTestServer(db);
    try {
      const t = await api<{ status: string; version: number }>(
        server.url,
        "GET",
        `/api/tables/${ids.replays}`,
      );
      expect(t.body).toMatchObject({ status: "running", version: 1 });
      const warned = server.logs.lines.find((l) => l.includes(`"table":"${ids.replays}"`));
      expect(warned).toMatch(/rules version 0; this server plays version 1/);
      // The start that restored this table set the other aside, and said so.
      expect(server.logs.lines.some((l) => l.includes("table set aside as void"))).toBe(true);
      const c = await Client.connect(server.url);
      expect(await c.hello(ids.replays, tokens.replays)).toMatchObject({
        type: "welcome",
        seat: 0,
      });
      c.close();
    } finally {
      await server.close();
    }
  });

  it("is set aside as void when it no longer replays: players told why, no chips change hands", async () => {
    for (let start = 0; start < 2; start++) {
      const server = await startTestServer(db);
      try {
        const t = await api<{
          status: string;
          outcome: { void: true; reason: string; payoff: number[] };
        }>(server.url, "GET", `/api/tables/${ids.breaks}`);
        expect(t.body.status).toBe("void");
        expect(t.body.outcome.payoff).toEqual([0, 0]);
        expect(t.body.outcome.reason).toMatch(
          /rules version 0 and no longer replays under version 1/,
        );
        const c = await Client.connect(server.url);
        const hello = await c.hello(ids.breaks, tokens.breaks);
        expect(hello).toMatchObject({ type: "error", code: "table-void" });
        expect(hello.message).toMatch(/set aside/);
        c.close();
        for (const [method, path, body] of [
          ["POST", `/api/tables/${ids.breaks}/join`, {}],
          ["GET", `/api/tables/${ids.breaks}/record`, undefined],
        ] as const) {
          const r = await api<Refusal>(server.url, method, path, body);
          expect([path, r.status, r.body.error.code]).toEqual([path, 410, "table-void"]);
        }
        const listed = await api<{ id: string }[]>(server.url, "GET", "/api/tables?status=void");
        expect(listed.body.map((x) => x.id)).toEqual([ids.breaks]);
        // The other table plays on; nothing was logged as an error, at either start.
        expect(server.logs.lines.filter((l) => l.includes('"level":50'))).toEqual([]);
      } finally {
        await server.close();
      }
    }
  });
});

describe("a betting table stored under an older rules version whose log breaks in hand 2", () => {
  let db: TestDb;
  let id = "";
  let token = "";
  /** The chips behind when hand 2 began, as the rules of the time played hand 1. */
  let atHand2: number[] = [];

  /**
   * A Wild/Kill table of two players: hand 1 played out under today's rules (seat 0 bets, seat 1
   * folds, so chips change hands), one move of hand 2, then a move today's rules do
   * not know, and the table marked as made under rules version 0.
   */
  beforeAll(async () => {
    db = sqliteDb();
    const first = await startTestServer(db);
    id = (await createTable(first.url, { game: "wild-kill", seats: 2 })).id;
    token = (await joinSeat(first.url, id, 0)).token;
    await joinSeat(first.url, id, 1);
    await first.close();
    const open = await openDb(db.url);
    const store = new Store(open.db);
    const row = (await store.table(id))!;
    const table = new Table(wildKill, JSON.parse(row.options), 2, row.seed);
    const seats = () => table.state as unknown as TableSeats;
    // Seat 1 folds in hand 1 only: hand 2's first move must not end it.
    const pick = (seat: number, legal: Action[]) =>
      (seat === 1 && seats().handsPlayed === 0
        ? legal.find((a) => a.type === "fold")
        : undefined) ??
      legal.find((a) => a.type === "bet" || a.type === "raise") ??
      legal.find((a) => a.type === "check" || a.type === "call") ??
      legal[0]!;
    let seq = 2;
    let inHand2 = 0;
    while (inHand2 < 1) {
      if (seats().handsPlayed === 1) inHand2++;
      const seat = wildKill.toAct(table.state)[0]!;
      const action = pick(seat, wildKill.legalActions(table.state, seat));
      expect(table.submit(seat, action).ok).toBe(true);
      await store.append({
        table_id: id,
        seq: seq++,
        kind: "action",
        seat,
        data: JSON.stringify(action),
        client_seq: seq,
      });
    }
    expect(table.outcome()).toBeNull();
    expect(seats().handsPlayed).toBe(1);
    // The move logged in hand 2 left the chips behind as they were when it began.
    atHand2 = [...seats().stacks];
    expect(atHand2).not.toEqual([100, 100]);
    await store.append({
      table_id: id,
      seq,
      kind: "action",
      seat: wildKill.toAct(table.state)[0]!,
      data: JSON.stringify({ type: "double" }),
      client_seq: seq,
    });
    await open.db.updateTable("game_table").set({ rules_version: 0 }).execute();
    await open.db.destroy();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("is void with each seat keeping the chips it had when hand 2 began, and says so", async () => {
    const server = await startTestServer(db);
    try {
      const t = await api<{
        status: string;
        outcome: {
          reason: string;
          payoff: number[];
          kept: { hand: number; unit: string; holdings: number[]; payoff: number[] };
        };
      }>(server.url, "GET", `/api/tables/${id}`);
      expect(t.body.status).toBe("void");
      const won = atHand2.map((c) => c - 100);
      expect(t.body.outcome.kept).toEqual({
        hand: 2,
        unit: "chips",
        holdings: atHand2,
        payoff: won,
      });
      expect(t.body.outcome.payoff).toEqual(won);
      const said = `Hand 2 is void: each seat keeps the chips it had when it began (seat 0: ${atHand2[0]}, seat 1: ${atHand2[1]}).`;
      expect(t.body.outcome.reason).toContain(said);
      const c = await Client.connect(server.url);
      const hello = await c.hello(id, token);
      expect(hello).toMatchObject({ type: "error", code: "table-void" });
      expect(hello.message).toContain(said);
      c.close();
      const view = await api<Refusal>(server.url, "GET", `/api/tables/${id}/view`);
      expect([view.status, view.body.error.code]).toEqual([410, "table-void"]);
      expect(view.body.error.message).toContain(said);
      const warned = server.logs.lines.find((l) => l.includes("table set aside as void"));
      expect(JSON.parse(warned!).kept.holdings).toEqual(atHand2);
    } finally {
      await server.close();
    }
  });
});
