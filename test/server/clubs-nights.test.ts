/**
 * A club night's opening tells the members who said yes: a push notification to the browsers
 * they subscribed signed in (it names the club, the game and the table, never a card), and their
 * notices; a member who said no or maybe is told nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

import { Rng } from "../../src/core/rng.js";
import type { ClubStandings } from "../../src/server/clubs/wire.js";
import { Player } from "./accounts-harness.js";
import { Client, sqliteDb, startTestServer, type TestDb } from "./harness.js";
import { browserKeys, pushService } from "./push-service.js";
import { autoplay, over } from "./referee.js";

const standingsOf = (p: Player, club: string) =>
  p.call<ClubStandings>("GET", `/api/clubs/${club}/standings`);

describe("a club night's opening", () => {
  let db: TestDb;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let push: Awaited<ReturnType<typeof pushService>>;

  beforeAll(async () => {
    db = sqliteDb();
    push = await pushService();
    server = await startTestServer(db, { push: { allowLoopback: true } });
  });
  afterAll(async () => {
    await server?.close();
    await push?.close();
    await db?.drop();
  });

  it("pushes to those who said yes, with no card, and lists it in their notices; standings by points and rating", async () => {
    const [ann, ben, cat] = [
      await Player.signUp(server.url, "Ann"),
      await Player.signUp(server.url, "Ben"),
      await Player.signUp(server.url, "Cat"),
    ];
    const club = (await ann.call("POST", "/api/clubs", { name: "Tuesday Tyramid" })).body.id;
    const { code } = (await ann.call("POST", `/api/clubs/${club}/invites`)).body;
    for (const p of [ben, cat]) await p.call("POST", "/api/clubs/join", { code });
    const night = await ann.call("POST", `/api/clubs/${club}/nights`, {
      at: "2026-06-02T18:30:00+02:00",
      game: "tyramid",
      seats: 3,
      rated: true,
    });
    expect(night.status).toBe(201);
    const id = night.body.id;
    const phones = new Map<string, ReturnType<typeof browserKeys>>();
    for (const [p, name, answer] of [
      [ann, "ann", "yes"],
      [ben, "ben", "yes"],
      [cat, "cat", "no"],
    ] as const) {
      const keys = browserKeys();
      phones.set(name, keys);
      const sub = await p.call("POST", "/api/push/subscriptions", {
        endpoint: push.endpoint(name),
        keys: keys.keys,
      });
      expect(sub.status).toBe(201);
      await p.call("POST", `/api/clubs/${club}/nights/${id}/rsvp`, { answer });
    }
    const arrived = push.next();
    const opened = await ann.call("POST", `/api/clubs/${club}/nights/${id}/open`);
    expect(opened.status).toBe(201);
    const message = await arrived;
    await server.push.settled();
    // Ben alone: Ann opened it herself, Cat said no.
    expect(push.received.map((r) => r.path)).toEqual(["/push/ben"]);
    const said = JSON.parse(phones.get("ben")!.decrypt(message.body));
    expect(said).toEqual({
      table: opened.body.table,
      game: "tyramid",
      reason: "night",
      title: "Club night open: Tyramid",
      body: "Tuesday Tyramid: you said you would come. Take your seat.",
      url: `/#/table/${opened.body.table}`,
    });
    const notices = (await ben.call("GET", "/api/clubs/notices")).body;
    expect(notices).toEqual([
      {
        club,
        clubName: "Tuesday Tyramid",
        night: id,
        table: opened.body.table,
        game: "tyramid",
        at: "2026-06-02T16:30:00.000Z",
        openedAt: expect.any(String),
      },
    ]);
    expect((await cat.call("GET", "/api/clubs/notices")).body).toEqual([]);
    // The members sit at once, no host's approval, and play it out.
    const table = opened.body.table as string;
    const clients: Client[] = [];
    for (const p of [ann, ben, cat]) {
      const { token } = await p.join(table);
      const c = await Client.connect(server.url);
      expect((await c.hello(table, token)).type).toBe("welcome");
      clients.push(c);
    }
    for (const [i, c] of clients.entries()) autoplay(c, Rng.fromInt(70 + i));
    const end = await over(clients[0]!);
    for (const c of clients) c.close();
    // Standings: Tyramid by points, and the rating once the rated table is settled (just after
    // its end: asked again until it is there).
    let standings: ClubStandings;
    do {
      await server.push.settled();
      standings = (await standingsOf(ann, club)).body;
    } while (standings.games[0]?.players.some((p) => p.rating === null));
    const game = standings.games[0]!;
    expect(game).toMatchObject({ game: "tyramid", name: "Tyramid", scoring: "points" });
    const payoff = (end.outcome as { payoff: number[] }).payoff;
    expect(game.players.map((p) => p.points).sort()).toEqual([...payoff].sort());
    expect(game.players.map((p) => p.points)).toEqual(
      [...game.players.map((p) => p.points)].sort((a, b) => b! - a!),
    );
    for (const p of game.players) {
      expect(p).toMatchObject({ games: 1, net: null });
      expect(p.rating).toMatchObject({ games: 1, provisional: true });
    }
    // A points game has no ledger lines.
    expect((await ann.call("GET", `/api/clubs/${club}/ledger`)).body.entries).toEqual([]);
  });
});
