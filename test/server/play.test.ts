/**
 * Complete games of every game the server has, over WebSocket, against a temporary SQLite file
 * and against PostgreSQL: players only, players with bots, and bots only. Afterwards every frame
 * each seat and the spectator received is checked against the revealed record (the leak test).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameDefinition } from "../../src/core/game.js";
import { verifyCommitment } from "../../src/core/seed.js";
import { servicesUp } from "../services.js";
import { api, finished, makeDb, startTestServer, type TestDb } from "./harness.js";
import {
  autoplay,
  checkFrames,
  fetchRecord,
  over,
  seatRng,
  seatTable,
  shortMatch,
} from "./referee.js";

const kinds = (await servicesUp(import.meta.url, "postgres"))
  ? (["sqlite", "postgres"] as const)
  : (["sqlite"] as const);

describe.each(kinds)("play over WebSocket (%s)", (kind) => {
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

  it("serves the lobby: games with options, bots, health", async () => {
    const games = await api<{ id: string; options: unknown[] }[]>(server.url, "GET", "/api/games");
    expect(games.status).toBe(200);
    expect(games.body.map((g) => g.id)).toEqual([...server.service.games.keys()]);
    expect((await api<string[]>(server.url, "GET", "/api/bots")).body).toContain("random");
    const health = await api<{ ok: boolean; db: string }>(server.url, "GET", "/healthz");
    expect(health.body).toMatchObject({ ok: true, db: kind });
  });

  it("plays complete games of every game, leaking nothing to any seat or spectator", async () => {
    const games = [...server.service.games.values()];
    let tableNo = 0;
    for (const game of games) {
      for (const players of new Set([game.minPlayers, game.maxPlayers])) {
        await playOne(game, players, [], tableNo++);
        // One seat a player, the rest bots.
        await playOne(
          game,
          players,
          Array.from({ length: players }, (_, i) => (i ? "random" : null)),
          tableNo++,
        );
      }
    }
  }, 900_000);

  async function playOne(
    game: GameDefinition,
    players: number,
    bots: (string | null)[],
    no: number,
  ) {
    const table = await seatTable(server.url, {
      game: game.id,
      seats: players,
      bots,
      ...(shortMatch[game.id] ? { options: shortMatch[game.id] } : {}),
    });
    const runs = table.seats.map((s) =>
      s.client ? autoplay(s.client, seatRng(no, s.seat)) : null,
    );
    const end = await over(table.spectator);
    for (const s of table.seats) if (s.client) await over(s.client);
    const record = await fetchRecord(server.url, table.id);
    expect(verifyCommitment(record.seed, table.commitment)).toBe(true);
    expect(end.seed).toBe(record.seed);
    expect(record.outcome).toEqual(end.outcome);
    // Every acknowledged action is in the record, at the version it was acknowledged with.
    for (const [i, s] of table.seats.entries()) {
      const run = runs[i];
      if (!run) continue;
      expect(run.errors).toEqual([]);
      for (const ack of run.acks)
        expect(record.actions[(ack.version as number) - 1]?.seat).toBe(s.seat);
      checkFrames(game, record, table.commitment, s.seat, s.client!);
      s.client!.close();
    }
    expect(
      checkFrames(game, record, table.commitment, "spectator", table.spectator),
    ).toBeGreaterThan(0);
    table.spectator.close();
  }

  it("runs tables of bots only to the end, and lists them as finished", async () => {
    const game = [...server.service.games.values()][0]!;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const t = await api<{ id: string }>(server.url, "POST", "/api/tables", {
        game: game.id,
        seats: game.minPlayers,
        bots: Array.from({ length: game.minPlayers }, () => "random"),
      });
      ids.push(t.body.id);
    }
    for (const id of ids) {
      await finished(server, id);
      await fetchRecord(server.url, id);
    }
    const listed = await api<{ id: string }[]>(server.url, "GET", "/api/tables?status=finished");
    for (const id of ids) expect(listed.body.map((t) => t.id)).toContain(id);
  });

  it("plays bots through simultaneous discards: one decision on its way per seat", async () => {
    // Colonial's discards are chosen by every seat at once, so each bot's move changes the
    // version under the others'. A second decision for a seat whose first is still on its way
    // raced it, and every refusal started more: this table never finished.
    if (!server.service.games.has("colonial")) return;
    const t = await api<{ id: string }>(server.url, "POST", "/api/tables", {
      game: "colonial",
      seats: 3,
      bots: ["random", "random", "random"],
      variant: "fixed-limit",
      options: { hands: 30, cut: false },
    });
    await finished(server, t.body.id);
    const record = await fetchRecord(server.url, t.body.id);
    expect(record.actions.some((a) => a.action.type === "discard")).toBe(true);
  });
});
