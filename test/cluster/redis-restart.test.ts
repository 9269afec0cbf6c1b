/**
 * A real Redis restart under a cluster: a private `redis-server` (no persistence, as
 * docs/deploy.md recommends) serves three `pyramids serve` processes; mid-game it is killed with
 * SIGKILL and started again on the same port once every process has failed to reconnect to it
 * ten times. A table is created during the outage. Every game must finish, and every
 * acknowledged action be in the record exactly once.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameDefinition } from "../../src/core/game.js";
import {
  api,
  exited,
  freePort,
  postgresDb,
  spawnServer,
  type TestDb,
  until,
} from "../server/harness.js";
import { shortMatch } from "../server/referee.js";
import { missing, servicesUp } from "../services.js";
import { acked, type Played, type Procs, seat, seatAt, verify } from "./tables.js";

type Server = Awaited<ReturnType<typeof spawnServer>> & { node: string; alive: boolean };

/** Resolves once something accepts connections on the port. */
async function listening(port: number): Promise<void> {
  await until(
    `something to listen on port ${port}`,
    () =>
      new Promise<true | undefined>((done) => {
        const s = connect(port, "127.0.0.1");
        s.once("connect", () => {
          s.destroy();
          done(true);
        });
        s.once("error", () => done(undefined));
      }),
  );
}

/** Each process's lines saying it could not reach Redis, from `from` (a line count per process). */
const redisErrors = (s: Server, from: number, count: number) =>
  s.logs.count((l) => l.includes("redis connection error"), count, from);

/** The test needs its own Redis to kill: skipped where no redis-server is installed. */
const haveRedisServer = spawnSync("redis-server", ["--version"]).status === 0;

const up =
  (haveRedisServer ||
    missing(import.meta.url, "the redis-server program, which is not installed")) &&
  (await servicesUp(import.meta.url, "postgres"));

describe.skipIf(!up)("Redis restarts under a cluster of three processes", () => {
  let db: TestDb;
  let port: number;
  let redis: ChildProcess | null = null;
  const servers: Server[] = [];
  const live = () => servers.filter((s) => s.alive).map((s) => s.url);
  const procs: Procs = {
    live,
    logs: () => servers.map((s) => ({ node: s.node, output: s.output() })),
  };
  let game: GameDefinition;

  async function startRedis(): Promise<ChildProcess> {
    const child = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    await listening(port);
    return child;
  }

  beforeAll(async () => {
    db = await postgresDb();
    port = await freePort();
    redis = await startRedis();
    for (let i = 0; i < 3; i++) {
      const s = await spawnServer(db, await freePort(), [
        "--redis",
        `redis://127.0.0.1:${port}`,
        "--node-lease",
        "2000",
      ]);
      const health = await api<{ cluster?: { node: string } }>(s.url, "GET", "/healthz");
      servers.push({ ...s, node: health.body.cluster!.node, alive: true });
    }
    const { games } = await import("../../src/packages/index.js");
    game = games.find((g) => g.id === "tyramid")!;
  });

  afterAll(async () => {
    for (const s of servers) {
      s.child.kill("SIGTERM");
      await exited(s.child);
    }
    if (redis) {
      redis.kill("SIGKILL");
      await exited(redis);
    }
    await db?.drop();
  });

  it("killed mid-game and started again: games finish, nothing lost or doubled", async () => {
    const tables: Played[] = [];
    for (let i = 0; i < 5; i++) tables.push(await seat(procs, game, 2, [], 300 + i, i, 100));
    tables.push(await seat(procs, game, 2, [null, "random"], 310, 1, 100));
    await until("30 actions acknowledged", () => (acked(tables) >= 30 ? true : undefined));
    const before = acked(tables);
    const from = servers.map((s) => s.logs.lines.length);
    redis!.kill("SIGKILL");
    await exited(redis!);
    redis = null;
    // Every process knows Redis is gone.
    await Promise.all(servers.map((s, i) => redisErrors(s, from[i]!, 1)));
    // A table created while Redis is down: refused clearly, or created and playable afterwards.
    const created = await api<{
      id: string;
      commitment: string;
      players: number;
      error?: { code: string };
    }>(live()[0]!, "POST", "/api/tables", {
      game: game.id,
      seats: 2,
      ...(shortMatch[game.id] ? { options: shortMatch[game.id] } : {}),
    });
    if (created.status !== 201) {
      expect(created.status).toBeGreaterThanOrEqual(500);
      expect(created.body.error?.code).toBeTruthy();
    }
    // The outage lasts until every process has tried again and failed ten times (its two
    // connections, one line each), however long a loaded machine takes for that.
    await Promise.all(servers.map((s, i) => redisErrors(s, from[i]!, 20)));
    redis = await startRedis();
    if (created.status === 201)
      tables.push(await seatAt(procs, game, { ...created.body, players: 2 }, [], 320, 100));
    for (const t of tables) await verify(procs, t);
    // Play went on after the restart, and every process saw Redis come back.
    expect(acked(tables)).toBeGreaterThan(before);
    for (const s of servers) expect(s.output()).toContain("redis reconnected");
  }, 600_000);
});
