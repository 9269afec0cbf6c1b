/**
 * The ledger over HTTP: a Wild/Kill table with rebuys played by two players over WebSocket, the
 * ledger adding up after every action, a busted player rebuying, and the settlement at the end.
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../../src/core/game.js";
import type { LedgerReport } from "../../src/server/protocol.js";
import { api, Client, createTable, finished, joinSeat, sqliteServer } from "./harness.js";

type Frame = Awaited<ReturnType<Client["hello"]>>;

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Rebuy when asked, else put every chip in: busts come fast. */
function boldly(legal: readonly Action[]): Action {
  for (const type of ["rebuy", "all-in", "call", "check"]) {
    const a = legal.find((x) => x.type === type);
    if (a) return a;
  }
  return legal[0]!;
}

/** The table as a connection saw it at version `v`, once both seats are taken. */
const withView = (v: number) => (f: Frame) =>
  (f.type === "welcome" || f.type === "events" || f.type === "seats") &&
  f.version === v &&
  f.status !== "open";

describe("the ledger", () => {
  const server = sqliteServer();

  /** A two-player Wild/Kill table with rebuys, both seats connected. */
  async function seated(options: Record<string, unknown>) {
    const t = await createTable(server.url, { game: "wild-kill", seats: 2, options });
    const clients: Client[] = [];
    const tokens: string[] = [];
    for (let s = 0; s < 2; s++) {
      const { token } = await joinSeat(server.url, t.id, s);
      const c = await Client.connect(server.url);
      await c.hello(t.id, token);
      clients.push(c);
      tokens.push(token);
    }
    return { id: t.id, clients, tokens };
  }

  /** Plays the table to its end, `check` after every action; returns the last version. */
  async function playOut(
    clients: Client[],
    check: (version: number) => Promise<void>,
  ): Promise<number> {
    let v = 0;
    for (let step = 0; step < 500; step++) {
      const f = await clients[0]!.next(withView(v), 0);
      const toAct = f.toAct as number[];
      if (toAct.length === 0) return v;
      const seat = toAct[0]!;
      const mine = await clients[seat]!.next(withView(v), 0);
      const ack = await clients[seat]!.act(boldly(mine.legal as Action[]));
      expect(ack.type).toBe("ack");
      v = ack.version as number;
      await check(v);
    }
    throw new Error("the table never ended");
  }

  it("adds up after every action; a busted player rebuys; the end is settled", async () => {
    const { id, clients } = await seated({ stack: 6, betting: { ante: 3 }, rebuy: 1, hands: 6 });
    const ledger = async () =>
      (await api<LedgerReport>(server.url, "GET", `/api/tables/${id}/ledger`)).body;
    const first = await ledger();
    expect(first.players.map((p) => [p.name, p.buyIns, p.net])).toEqual([
      // Players who join without a name are "Player N" for their seat.
      ["Player 1", { count: 1, chips: 6 }, -3],
      ["Player 2", { count: 1, chips: 6 }, -3],
    ]);
    expect(first.pot).toBe(6);
    expect(first.settlement).toBeNull();

    const end = await playOut(clients, async () => {
      const l = await ledger();
      expect(sum(l.players.map((p) => p.stack)) + l.pot).toBe(
        sum(l.players.map((p) => p.buyIns.chips)),
      );
    });
    const texts = clients[0]!.frames.flatMap((f) =>
      f.type === "events" ? (f.events as readonly { text: string }[]).map((e) => e.text) : [],
    );
    // Seat 0 reads its own rebuy as "You buy in…", the other's under its name.
    const rebuys = texts.filter((t) => / buys? in for 6 \(rebuy 1 of 1\)\.$/.test(t));
    expect(rebuys.length).toBeGreaterThan(0);

    const last = await ledger();
    expect(last.version).toBe(end);
    expect(last.over).toBe(true);
    expect(last.pot).toBe(0);
    expect(sum(last.players.map((p) => p.buyIns.count))).toBe(2 + rebuys.length);
    expect(sum(last.players.map((p) => p.net))).toBe(0);
    const settlement = last.settlement!;
    expect(settlement.length).toBeLessThanOrEqual(1);
    const squared = last.players.map((p) => p.net);
    for (const t of settlement) {
      squared[t.from]! += t.chips;
      squared[t.to]! -= t.chips;
      expect(t.fromName).toBe(`Player ${t.from + 1}`);
    }
    expect(squared).toEqual([0, 0]);
    for (const c of clients) c.close();
  });

  it("plays a player who left by the leaver's rule: they fold, and are not bought in again", async () => {
    const { id, clients, tokens } = await seated({
      stack: 6,
      betting: { ante: 3 },
      rebuy: 1,
      // Enough hands that the leaver, all-in with a last ante now and then, loses one and busts.
      hands: 100,
    });
    const left = await api(server.url, "POST", `/api/tables/${id}/leave`, { token: tokens[1] });
    expect(left.status).toBe(200);
    const me = clients[0]!;
    // Seat 0 plays on alone, once at each version it is asked at (its welcome came before seat 1
    // joined: the table was open); the server plays seat 1.
    let cursor = 0;
    let actedAt = -1;
    for (let step = 0; step < 500; step++) {
      const f = await me.next(
        (x) =>
          x.type === "over" ||
          ((x.type === "events" || x.type === "seats" || x.type === "welcome") &&
            x.status === "running" &&
            (x.version as number) > actedAt &&
            ((x.toAct as number[] | undefined) ?? []).includes(0)),
        cursor,
      );
      cursor = me.frames.indexOf(f) + 1;
      if (f.type === "over") break;
      actedAt = f.version as number;
      await me.act(boldly(f.legal as Action[]));
    }
    const record = await api<{ actions: { seat: number; action: Action }[] }>(
      server.url,
      "GET",
      `/api/tables/${id}/record`,
    );
    const theirs = record.body.actions.filter((a) => a.seat === 1).map((a) => a.action.type);
    expect(theirs).toContain("fold");
    expect(theirs).toContain("no-rebuy");
    expect(theirs.every((type) => type === "fold" || type === "no-rebuy")).toBe(true);
    me.close();
  });

  it("refuses a rebuy during a hand and changes nothing", async () => {
    const { id, clients } = await seated({ stack: 6, betting: { ante: 3 }, rebuy: 1 });
    const f = await clients[0]!.next(withView(0), 0);
    const seat = (f.toAct as number[])[0]!;
    const refused = await clients[seat]!.act({ type: "rebuy" });
    expect(refused.type).toBe("error");
    expect(refused.message).toMatch(/between hands/);
    const l = (await api<LedgerReport>(server.url, "GET", `/api/tables/${id}/ledger`)).body;
    expect(l.version).toBe(0);
    expect(l.players.map((p) => p.buyIns.count)).toEqual([1, 1]);
    for (const c of clients) c.close();
  });

  it("answers a game played for points with 409 no-chips, and an unknown table with 404", async () => {
    const t = await createTable(server.url, { game: "tyramid", seats: 2 });
    const points = await api<{ error: { code: string; message: string } }>(
      server.url,
      "GET",
      `/api/tables/${t.id}/ledger`,
    );
    expect(points.status).toBe(409);
    expect(points.body.error.code).toBe("no-chips");
    expect(points.body.error.message).toMatch(/points, not played for chips/);
    const none = await api(server.url, "GET", "/api/tables/nosuchtable/ledger");
    expect(none.status).toBe(404);
  });

  it("refuses rebuy options that break the rules with bad-option", async () => {
    const r = await api<{ error: { code: string } }>(server.url, "POST", "/api/tables", {
      game: "three-sided",
      seats: 2,
      options: { rebuyBelow: 3 },
    });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("bad-option");
  });

  it("bots rebuy whenever they are asked", async () => {
    // The ante is the whole stack: every hand is all-in from the deal, and someone busts.
    const t = await createTable(server.url, {
      game: "wild-kill",
      seats: 2,
      bots: ["random", "random"],
      options: { stack: 4, betting: { ante: 4 }, rebuy: 2, hands: 4 },
    });
    await finished(server, t.id);
    const events = (await (await fetch(`${server.url}/api/tables/${t.id}/hands.txt`)).text())
      .split("\n")
      .filter((line) => /^Seat \d (may rebuy|buys in for \d+ \(rebuy|does not rebuy)/.test(line));
    expect(events.some((line) => / may rebuy 4 chips before the next hand\.$/.test(line))).toBe(
      true,
    );
    expect(events.filter((line) => / buys in for 4 \(rebuy \d of 2\)\.$/.test(line)).length).toBe(
      events.filter((line) => / may rebuy /.test(line)).length,
    );
    expect(events.some((line) => /does not rebuy/.test(line))).toBe(false);
    const l = (await api<LedgerReport>(server.url, "GET", `/api/tables/${t.id}/ledger`)).body;
    expect(l.over).toBe(true);
    expect(sum(l.players.map((p) => p.buyIns.count))).toBe(2 + events.length / 2);
  });
});
