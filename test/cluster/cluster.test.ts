/**
 * A cluster of three `pyramids serve` processes on one fresh PostgreSQL database and the shared
 * Redis, each a real child process: players spread across them play whole games of every game;
 * the owner of busy tables is killed with SIGKILL and its tables move and finish; Redis drops
 * every connection of the cluster mid-game and nothing is lost. Afterwards every frame each
 * connection received is checked against the revealed record, and every acknowledged action is
 * in the record exactly once.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameDefinition } from "../../src/core/game.js";
import {
  api,
  exited,
  freePort,
  postgresDb,
  sleep,
  spawnServer,
  type TestDb,
  until,
} from "../server/harness.js";
import { REDIS_URL as REDIS, servicesUp } from "../services.js";
import { acked, type Played, type Procs, seat, verify } from "./tables.js";

/** Short leases, so that a killed owner's tables move within a few seconds. */
const NODE_LEASE = "2000";

type Server = Awaited<ReturnType<typeof spawnServer>> & { node: string; alive: boolean };

const up = await servicesUp(import.meta.url, "postgres", "redis");

describe.skipIf(!up)("a cluster of three processes", () => {
  let db: TestDb;
  const servers: Server[] = [];
  const live = () => servers.filter((s) => s.alive).map((s) => s.url);
  let games: GameDefinition[] = [];

  async function start(): Promise<Server> {
    const port = await freePort();
    const s = await spawnServer(db, port, ["--redis", REDIS, "--node-lease", NODE_LEASE]);
    const health = await api<{ cluster?: { node: string } }>(s.url, "GET", "/healthz");
    expect(health.body.cluster?.node).toBeTruthy();
    const server = { ...s, node: health.body.cluster!.node, alive: true };
    servers.push(server);
    return server;
  }

  beforeAll(async () => {
    db = await postgresDb();
    for (let i = 0; i < 3; i++) await start();
    const { games: registry } = await import("../../src/packages/index.js");
    const { games: toys } = await import("../server/toy-games.js");
    games = [...registry, ...toys];
  });

  afterAll(async () => {
    // CLUSTER_LOG_DIR=dir keeps every process's log lines there, to study a run afterwards.
    const dir = process.env.CLUSTER_LOG_DIR;
    if (dir) for (const s of servers) writeFileSync(join(dir, `${s.node}.log`), s.output());
    for (const s of servers) {
      if (!s.alive) continue;
      s.child.kill("SIGTERM");
      await exited(s.child);
    }
    await db?.drop();
  });

  const procs: Procs = {
    live,
    logs: () => servers.map((s) => ({ node: s.node, output: s.output() })),
  };

  it("plays complete games of every game with players spread across the processes", async () => {
    const tables: Played[] = [];
    let no = 0;
    for (const game of games) {
      const n = Math.max(2, game.minPlayers);
      tables.push(await seat(procs, game, n, [], no, no++));
      // One seat a player, the rest bots, owned by another process.
      const bots = Array.from({ length: n }, (_, i) => (i ? "random" : null));
      tables.push(await seat(procs, game, n, bots, no, no++));
    }
    for (const t of tables) await verify(procs, t);
    // The lobby shows the same tables whichever process answers.
    const lists = await Promise.all(
      live().map((url) =>
        api<{ id: string; status: string }[]>(url, "GET", "/api/tables?status=finished&limit=500"),
      ),
    );
    const ids = lists.map((l) => l.body.map((t) => `${t.id}:${t.status}`).sort());
    expect(ids[1]).toEqual(ids[0]);
    expect(ids[2]).toEqual(ids[0]);
    for (const t of tables) expect(ids[0]).toContain(`${t.id}:finished`);
  }, 600_000);

  it("the owner of busy tables is killed: the tables move to the others and finish", {
    timeout: 600_000,
  }, async () => {
    const game = games.find((g) => g.id === "tyramid")!;
    const victim = servers.find((s) => s.alive)!;
    const index = live().indexOf(victim.url);
    const tables: Played[] = [];
    for (let i = 0; i < 6; i++) tables.push(await seat(procs, game, 2, [], 100 + i, index, 120));
    // Bots keep playing on whichever process owns their table.
    for (let i = 0; i < 2; i++)
      tables.push(await seat(procs, game, 2, [null, "random"], 110 + i, index, 120));
    await until("30 actions acknowledged", () => (acked(tables) >= 30 ? true : undefined));
    victim.child.kill("SIGKILL");
    await exited(victim.child);
    victim.alive = false;
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    try {
      // The tables the victim held unfinished when it died (one may have ended before the kill,
      // and a finished table keeps its last owner).
      const before = await admin.query<{ id: string }>(
        "select id from game_table where owner = $1 and status != 'finished'",
        [victim.node],
      );
      expect(before.rows.length).toBeGreaterThan(0);
      for (const t of tables) await verify(procs, t);
      const owners = await admin.query<{ owner: string | null; epoch: number }>(
        "select owner, epoch from game_table where id = any($1)",
        [before.rows.map((r) => r.id)],
      );
      for (const row of owners.rows) {
        expect(row.owner).not.toBe(victim.node);
        expect(row.epoch).toBeGreaterThan(0);
      }
    } finally {
      await admin.end();
      // A fresh third process for the tests after this one.
      await start();
    }
    // Clients of the killed process carried on elsewhere.
    expect(tables.some((t) => t.players.some((p) => (p?.reconnects ?? 0) > 0))).toBe(true);
  });

  it("Redis drops every connection of the cluster mid-game: the cluster recovers", async () => {
    const game = games.find((g) => g.id === "tyramid")!;
    const tables: Played[] = [];
    for (let i = 0; i < 6; i++) tables.push(await seat(procs, game, 2, [], 200 + i, i, 100));
    await until("30 actions acknowledged", () => (acked(tables) >= 30 ? true : undefined));
    // CLIENT KILL rather than a restart: the Redis server is shared with whatever else runs here.
    // Each process's connections are killed again as they come back, until each process has come
    // back and been cut off ten times: the cluster is kept off Redis for a while, however fast
    // the machine.
    const nodes = servers.filter((s) => s.alive).map((s) => s.node);
    const cuts = new Map(nodes.map((node) => [node, 0]));
    const admin = new Redis(REDIS);
    try {
      while ([...cuts.values()].some((n) => n < 10)) {
        const list = String(await admin.call("CLIENT", "LIST"));
        const seen = new Set<string>();
        for (const line of list.split("\n")) {
          const id = /\bid=(\d+)/.exec(line)?.[1];
          const name = /\bname=(\S*)/.exec(line)?.[1];
          if (id && name && cuts.has(name)) {
            await admin.call("CLIENT", "KILL", "ID", id).catch(() => undefined);
            seen.add(name);
          }
        }
        for (const name of seen) cuts.set(name, cuts.get(name)! + 1);
        await sleep(100);
      }
    } finally {
      admin.disconnect();
    }
    for (const t of tables) await verify(procs, t);
  }, 600_000);
});
