/**
 * Rated tables over the real server: accounts only, no bots; two accounts play Tyramid over the
 * WebSocket and both ratings and profiles change once; a table of three changes three ratings by
 * its places; a server killed as a rated table ends applies its changes exactly once after a
 * restart.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Every sign-up is a real scrypt hash (128 MiB, about a second on a busy machine), and the killed
// server's test starts three processes: room for a loaded machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

import { Rng } from "../../src/core/rng.js";
import { openDb } from "../../src/server/db/connect.js";
import type { RunningServer } from "../../src/server/server.js";
import { type Loose, Player } from "./accounts-harness.js";
import {
  api,
  Client,
  createTable,
  exited,
  freePort,
  spawnServer,
  sqliteDb,
  startTestServer,
  type TestDb,
  until,
} from "./harness.js";
import { autoplay, over } from "./referee.js";

let db: TestDb;
let server: RunningServer;
beforeAll(async () => {
  db = sqliteDb();
  server = await startTestServer(db);
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

/** A profile once its rating in `game` counts `games` rated games (settling follows the end). */
async function profileAfter(
  base: string,
  name: string,
  game: string,
  games: number,
): Promise<Loose> {
  return until(`${name}'s ${game} rating to count ${games} games`, async () => {
    const p = await api<Loose>(base, "GET", `/api/players/${encodeURIComponent(name)}`);
    return (p.body.ratings?.[game]?.games ?? 0) >= games ? p.body : undefined;
  });
}

async function changesOf(
  url: string,
  table: string,
): Promise<{ account_id: string; place: number }[]> {
  const { db: k } = await openDb(url);
  try {
    return await k
      .selectFrom("rating_change")
      .select(["account_id", "place"])
      .where("table_id", "=", table)
      .execute();
  } finally {
    await k.destroy();
  }
}

/** Seats each player at a new rated table over the WebSocket. */
async function seatRated(base: string, game: string, players: Player[], options?: object) {
  const t = await createTable(base, {
    game,
    seats: players.length,
    rated: true,
    ...(options ? { options } : {}),
  });
  const clients: Client[] = [];
  for (const p of players) {
    const { token } = await p.join(t.id);
    const c = await Client.connect(base);
    expect((await c.hello(t.id, token)).type).toBe("welcome");
    clients.push(c);
  }
  return { id: t.id, clients };
}

describe("rated tables", () => {
  it("refuse a bot (400), a guest's join (401) and an account's second seat (409), changing nothing", async () => {
    const bots = await api<Loose>(server.url, "POST", "/api/tables", {
      game: "tyramid",
      seats: 2,
      rated: true,
      bots: [null, "heuristic"],
    });
    expect(bots.status).toBe(400);
    expect(bots.body.error.code).toBe("rated-with-bots");
    const t = await createTable(server.url, { game: "toy-ok", seats: 2, rated: true });
    const listed = await api<Loose>(server.url, "GET", `/api/tables/${t.id}`);
    expect(listed.body.rated).toBe(true);
    const guest = await api<Loose>(server.url, "POST", `/api/tables/${t.id}/join`, {});
    expect(guest.status).toBe(401);
    expect(guest.body.error.code).toBe("account-required");
    const ann = await Player.signUp(server.url, "Ann");
    await ann.join(t.id);
    const twice = await ann.call("POST", `/api/tables/${t.id}/join`, {});
    expect(twice.status).toBe(409);
    const seats = (await api<Loose>(server.url, "GET", `/api/tables/${t.id}`)).body.seats;
    expect(seats.map((s: Loose) => s.taken)).toEqual([true, false]);
    expect(seats[0].name).toBe("Ann");
  });

  it("two accounts play Tyramid over the WebSocket: both ratings and profiles change once", async () => {
    const [maya, theo] = [
      await Player.signUp(server.url, "Maya"),
      await Player.signUp(server.url, "Theo"),
    ];
    const { id, clients } = await seatRated(server.url, "tyramid", [maya, theo]);
    const played = clients.map((c, i) => autoplay(c, Rng.fromSeed(`rated-${i}`)));
    await Promise.all(clients.map((c) => over(c)));
    for (const p of played) expect(p.errors).toEqual([]);
    const [pm, pt] = [
      await profileAfter(server.url, "Maya", "tyramid", 1),
      await profileAfter(server.url, "Theo", "tyramid", 1),
    ];
    const record = (await api<Loose>(server.url, "GET", `/api/tables/${id}/record`)).body;
    const [placeM, placeT] = record.outcome.ranks as number[];
    for (const [p, place] of [
      [pm, placeM],
      [pt, placeT],
    ] as const) {
      const r = p.ratings.tyramid;
      expect(r.games).toBe(1);
      expect(r.provisional).toBe(true);
      expect(r.deviation).toBeLessThan(350);
      if (placeM === placeT) expect(r.rating).toBeCloseTo(1500, 6);
      else expect(r.rating > 1500).toBe(place === 1);
      expect(p.games.tyramid.played).toBe(1);
      expect(p.games.tyramid.wins).toBe(place === 1 ? 1 : 0);
      expect(p.games.tyramid.history).toHaveLength(1);
      expect(p.recent[0]).toMatchObject({
        table: id,
        game: "tyramid",
        rated: true,
        status: "finished",
        place,
      });
    }
    // My tables lists it for both; the seats were taken signed in, not claimed.
    const mine = await maya.call("GET", "/api/me/tables");
    expect(mine.body[0]).toMatchObject({
      table: id,
      game: "tyramid",
      rated: true,
      claimed: false,
      place: placeM,
    });
    // Once: the table's changes are one row per player, and asking again changes nothing.
    expect(await changesOf(db.url, id)).toHaveLength(2);
    expect((await api<Loose>(server.url, "GET", "/api/players/maya")).body.ratings.tyramid).toEqual(
      pm.ratings.tyramid,
    );
    for (const c of clients) c.close();
  });

  it("a table of three changes three ratings by its places", async () => {
    const players = [
      await Player.signUp(server.url, "Uma"),
      await Player.signUp(server.url, "Vic"),
      await Player.signUp(server.url, "Wes"),
    ];
    const { id, clients } = await seatRated(server.url, "toy-ok", players);
    // Everyone keeps the card dealt: the places are the cards' order.
    await Promise.all(clients.map((c) => c.act({ type: "keep" })));
    await Promise.all(clients.map((c) => over(c)));
    const profiles = await Promise.all(
      ["Uma", "Vic", "Wes"].map((n) => profileAfter(server.url, n, "toy-ok", 1)),
    );
    const ranks = (await api<Loose>(server.url, "GET", `/api/tables/${id}/record`)).body.outcome
      .ranks as number[];
    const ratings = profiles.map((p) => p.ratings["toy-ok"].rating as number);
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 3; j++)
        if (ranks[i]! < ranks[j]!) expect(ratings[i]).toBeGreaterThan(ratings[j]!);
    expect((await changesOf(db.url, id)).map((c) => c.place).sort()).toEqual([...ranks].sort());
    for (const c of clients) c.close();
  });
});

describe("a private rated table", () => {
  it("rates the players the host approved, each by the account that asked", async () => {
    const [pat, quin] = [
      await Player.signUp(server.url, "Pat"),
      await Player.signUp(server.url, "Quin"),
    ];
    const made = await api<Loose>(server.url, "POST", "/api/tables", {
      game: "toy-ok",
      seats: 2,
      rated: true,
      private: true,
    });
    const id = made.body.id as string;
    const guest = await api<Loose>(server.url, "POST", `/api/tables/${id}/join`, {});
    expect(guest.status).toBe(401);
    const clients: Client[] = [];
    for (const p of [pat, quin]) {
      const asked = await p.call("POST", `/api/tables/${id}/join`, {});
      expect(asked.status).toBe(202);
      const approved = await p.call(
        "POST",
        `/api/tables/${id}/host`,
        { action: "approve", request: asked.body.request },
        { authorization: `Bearer ${made.body.hostToken}` },
      );
      expect(approved.status).toBe(200);
      const c = await Client.connect(server.url);
      expect((await c.hello(id, asked.body.token)).type).toBe("welcome");
      clients.push(c);
    }
    await Promise.all(clients.map((c) => c.act({ type: "keep" })));
    await Promise.all(clients.map((c) => over(c)));
    for (const name of ["Pat", "Quin"]) await profileAfter(server.url, name, "toy-ok", 1);
    expect(await changesOf(db.url, id)).toHaveLength(2);
    for (const c of clients) c.close();
  });
});

describe("profiles and leaderboards", () => {
  it("lists the top ratings with 10 rated games and a deviation under 110, best first", async () => {
    const rows: [string, number, number, number][] = [
      ["Board A", 1720, 80, 12],
      ["Board B", 1910, 60, 30],
      ["Board C", 2100, 120, 40], // provisional
      ["Board D", 2000, 90, 9], // too few games
      ["Board E", 1650, 109.9, 10],
    ];
    const { db: k } = await openDb(db.url);
    try {
      for (const [name, rating, deviation, games] of rows) {
        await Player.signUp(server.url, name);
        const { id } = await k
          .selectFrom("account")
          .select("id")
          .where("name", "=", name)
          .executeTakeFirstOrThrow();
        await k
          .insertInto("rating")
          .values({
            account_id: id,
            game: "colonial",
            rating,
            deviation,
            volatility: 0.06,
            games,
            rated_at: Date.now(),
          })
          .execute();
      }
    } finally {
      await k.destroy();
    }
    const board = (await api<Loose>(server.url, "GET", "/api/leaderboard/colonial")).body;
    expect(board.players.map((p: Loose) => [p.rank, p.name])).toEqual([
      [1, "Board B"],
      [2, "Board A"],
      [3, "Board E"],
    ]);
    const c = (await api<Loose>(server.url, "GET", "/api/players/board%20c")).body;
    expect(c.ratings.colonial).toEqual({
      rating: 2100,
      deviation: 120,
      games: 40,
      provisional: true,
    });
  });

  it("answer an unknown player and an unknown game with 404", async () => {
    const player = await api<Loose>(server.url, "GET", "/api/players/nobody%20at%20all");
    expect([player.status, player.body.error.code]).toEqual([404, "unknown-player"]);
    const game = await api<Loose>(server.url, "GET", "/api/leaderboard/chess");
    expect([game.status, game.body.error.code]).toEqual([404, "unknown-game"]);
  });
});

describe("a deleted account", () => {
  it("is named Deleted player in finished records; nothing else of them changes", async () => {
    const [xia, yan] = [
      await Player.signUp(server.url, "Xia", "xia's password"),
      await Player.signUp(server.url, "Yan"),
    ];
    const { id, clients } = await seatRated(server.url, "toy-ok", [xia, yan]);
    await Promise.all(clients.map((c) => c.act({ type: "keep" })));
    await Promise.all(clients.map((c) => over(c)));
    await profileAfter(server.url, "Yan", "toy-ok", 1);
    const before = (await api<Loose>(server.url, "GET", `/api/tables/${id}/record`)).body;
    expect(before.names).toEqual(["Xia", "Yan"]);
    expect((await xia.call("DELETE", "/api/account", { password: "xia's password" })).status).toBe(
      204,
    );
    const after = (await api<Loose>(server.url, "GET", `/api/tables/${id}/record`)).body;
    expect(after.names).toEqual(["Deleted player", "Yan"]);
    expect({ ...after, names: before.names, seats: before.seats }).toEqual(before);
    expect((await api<Loose>(server.url, "GET", "/api/players/Xia")).status).toBe(404);
    expect(
      (await api<Loose>(server.url, "GET", "/api/players/Yan")).body.ratings["toy-ok"].games,
    ).toBe(1);
    for (const c of clients) c.close();
  });
});

describe("a server killed as a rated table ends", () => {
  it("applies the table's changes exactly once after restarts", async () => {
    const killed = sqliteDb();
    const port = await freePort();
    let child = await spawnServer(killed, port);
    try {
      const [a, b] = [await Player.signUp(child.url, "Kim"), await Player.signUp(child.url, "Lou")];
      const { id, clients } = await seatRated(child.url, "toy-ok", [a, b]);
      expect((await clients[0]!.act({ type: "keep" })).type).toBe("ack");
      // The last move, and the process killed the moment it is acknowledged: the table's end,
      // its row and its settlement may each be written or not.
      const last = clients[1]!.act({ type: "keep" });
      await last;
      child.child.kill("SIGKILL");
      await exited(child.child);
      for (const c of clients) c.close();
      for (let restart = 0; restart < 2; restart++) {
        child = await spawnServer(killed, port);
        const pa = await profileAfter(child.url, "Kim", "toy-ok", 1);
        expect(pa.ratings["toy-ok"].games).toBe(1);
        expect(await changesOf(killed.url, id)).toHaveLength(2);
        child.child.kill("SIGTERM");
        await exited(child.child);
      }
    } finally {
      child.child.kill("SIGKILL");
      await killed.drop();
    }
  });
});
