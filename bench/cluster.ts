/**
 * `npm run bench -- cluster [--tables 1000] [--seconds 20] [--think 1000] [--procs 1,3]
 *  [--kills 20] [--lease 5000]` (`--procs 0`: failover only; `--kills 0`: load only)
 *
 * The server as a cluster, on this machine's PostgreSQL and Redis.
 *
 * Load: `procs` `pyramids serve --redis` processes in child processes, and this process holding
 * `tables` concurrent tables of "Race" (bench/_games.ts), each with a bot and a WebSocket player
 * who thinks 0…2×think ms a move. Like players behind a load balancer, each request goes to a
 * process picked at random: the table is created on one, joined through another, played over a
 * connection to a third, so with 3 processes two moves in three are forwarded to the owner over
 * Redis. Reported per cluster size: tables held, actions applied per second (all processes),
 * and the players' latency (send → ack) at p50/p99.
 *
 * Failover: three processes; each round starts tables on one of them, played by players
 * connected to the other two, kills that owner with SIGKILL and times kill → the first event of
 * those tables told by the new owner (an `events` frame past the version the log held when the
 * owner died), then starts a new process in its place. Median and worst over `kills` rounds.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { WebSocket } from "ws";
import { health, sleep, waitForHealth } from "./_health.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const gamesModule = fileURLToPath(new URL("./_games.ts", import.meta.url));

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const TABLES = Number(arg("tables", "1000"));
const SECONDS = Number(arg("seconds", "20"));
const THINK = Number(arg("think", "1000"));
/** Cluster sizes to load; `--procs 0` skips the load and only times failovers. */
const PROCS = arg("procs", "1,3")
  .split(",")
  .map(Number)
  .filter((n) => n > 0);
const KILLS = Number(arg("kills", "20"));
const LEASE = arg("lease", "5000");
const PG = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const REDIS = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

interface Db {
  url: string;
  drop(): Promise<void>;
}

async function database(): Promise<Db> {
  const name = `pyramids_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

interface Proc {
  child: ChildProcess;
  base: string;
  alive: boolean;
}

let nextPort = 18_800;

async function startProc(db: Db): Promise<Proc> {
  const port = nextPort++;
  const child = spawn(
    process.execPath,
    [
      ...["--import", "tsx", "src/cli/main.ts", "serve", "--host", "127.0.0.1"],
      ...["--lobby-rate", "0"],
      ...["--port", String(port), "--db", db.url, "--games", gamesModule],
      ...["--redis", REDIS, "--node-lease", LEASE],
    ],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, LOG_LEVEL: "warn" },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base);
  return { child, base, alive: true };
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once("exit", () => r()));
}

async function stopAll(procs: Proc[]): Promise<void> {
  for (const p of procs) if (p.alive) p.child.kill("SIGTERM");
  await Promise.race([Promise.all(procs.map((p) => exited(p.child))), sleep(30_000)]);
  for (const p of procs)
    if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGKILL");
}

async function post(base: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const r = await fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await r.json()) as Record<string, unknown>;
  if (!r.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json;
}

interface Stats {
  latencies: number[];
  acks: number;
  errors: number;
  measuring: boolean;
  setupFailures: number;
}

type Frame = { type: string; version?: number; legal?: unknown[]; seq?: number; code?: string };

/**
 * One seat at one table, played until the table ends. `onFrame` sees every frame (the failover
 * rounds time events with it); `stop` ends the game early.
 */
async function playTable(
  bases: { create: string; join: string; play: string },
  stats: Stats,
  stop: () => boolean,
  target: number,
  onFrame?: (f: Frame) => void,
  onTable?: (id: string) => void,
): Promise<string> {
  const t = await post(bases.create, "/api/tables", {
    game: "bench-race",
    seats: 2,
    bots: [null, "random"],
    options: { target },
  });
  onTable?.(String(t.id));
  const { token } = (await post(bases.join, `/api/tables/${t.id}/join`, { seat: 0 })) as {
    token: string;
  };
  const ws = new WebSocket(`${bases.play.replace("http", "ws")}/ws`);
  await new Promise((ok, fail) => {
    ws.once("open", ok);
    ws.once("error", fail);
  });
  await new Promise<void>((done) => {
    let seq = 0;
    let actedAt = -1;
    const sentAt = new Map<number, number>();
    const stopTimer = setInterval(() => {
      if (stop()) ws.close();
    }, 200);
    ws.on("message", (data) => {
      const f = JSON.parse(String(data)) as Frame;
      onFrame?.(f);
      if (f.type === "ack" || (f.type === "error" && f.seq)) {
        const t0 = sentAt.get(f.seq!);
        if (f.type === "ack" && t0 !== undefined && stats.measuring) {
          stats.latencies.push(performance.now() - t0);
          stats.acks++;
        }
        if (f.type === "error" && stats.measuring) stats.errors++;
        // A move refused while the table changes owner is sent again, same sequence number.
        if (f.type === "error" && (f.code === "table-unavailable" || f.code === "table-moved"))
          setTimeout(() => ws.readyState === ws.OPEN && ws.send(sentMsg.get(f.seq!)!), 200);
      } else if (f.type === "over") {
        ws.close();
      } else if (f.legal?.length && f.version! > actedAt) {
        actedAt = f.version!;
        const action = pick(f.legal);
        setTimeout(
          () => {
            if (ws.readyState !== ws.OPEN) return;
            const s = ++seq;
            sentAt.set(s, performance.now());
            const msg = JSON.stringify({ type: "act", seq: s, action, version: f.version });
            sentMsg.set(s, msg);
            ws.send(msg);
          },
          Math.random() * 2 * THINK,
        );
      }
    });
    const sentMsg = new Map<number, string>();
    ws.on("close", () => {
      clearInterval(stopTimer);
      done();
    });
    ws.send(JSON.stringify({ type: "hello", table: t.id, token }));
  });
  return String(t.id);
}

interface Health {
  running: number;
  applied: number;
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function load(procs: number) {
  const db = await database();
  const cluster: Proc[] = [];
  for (let i = 0; i < procs; i++) cluster.push(await startProc(db));
  const bases = cluster.map((p) => p.base);
  const stats: Stats = { latencies: [], acks: 0, errors: 0, measuring: false, setupFailures: 0 };
  let stopping = false;
  const stop = () => stopping;
  const players: Promise<void>[] = [];
  const keepPlaying = async () => {
    while (!stopping) {
      try {
        const b = { create: pick(bases), join: pick(bases), play: pick(bases) };
        await playTable(b, stats, stop, 60);
      } catch (e) {
        if (stopping) return;
        if (++stats.setupFailures <= 3) console.error(`a player starts over: ${String(e)}`);
        await sleep(500);
      }
    }
  };
  for (let i = 0; i < TABLES; i++) {
    players.push(keepPlaying());
    if (i % 50 === 49) await sleep(50);
  }
  await sleep(2 * THINK + 2000);
  const sum = async () => {
    const hs = await Promise.all(bases.map((b) => health<Health>(b)));
    return {
      running: hs.reduce((n, h) => n + h.running, 0),
      applied: hs.reduce((n, h) => n + h.applied, 0),
    };
  };
  const before = await sum();
  stats.measuring = true;
  const m0 = performance.now();
  await sleep(SECONDS * 1000);
  stats.measuring = false;
  const seconds = (performance.now() - m0) / 1000;
  const after = await sum();
  stopping = true;
  await Promise.race([Promise.all(players), sleep(15_000)]);
  await stopAll(cluster);
  await db.drop();
  const sorted = stats.latencies.sort((a, b) => a - b);
  return {
    processes: procs,
    tablesHeld: Math.min(before.running, after.running),
    actionsPerSecond: Math.round((after.applied - before.applied) / seconds),
    playerActionsPerSecond: Math.round(stats.acks / seconds),
    errors: stats.errors,
    setupFailures: stats.setupFailures,
    p50ms: Number(pct(sorted, 50).toFixed(1)),
    p99ms: Number(pct(sorted, 99).toFixed(1)),
    maxMs: Number((sorted.at(-1) ?? Number.NaN).toFixed(1)),
  };
}

async function failover() {
  const db = await database();
  const admin = new pg.Client({ connectionString: db.url });
  const cluster: Proc[] = [];
  for (let i = 0; i < 3; i++) cluster.push(await startProc(db));
  await admin.connect();
  const firstEvent: number[] = [];
  const allResumed: number[] = [];
  const stats: Stats = { latencies: [], acks: 0, errors: 0, measuring: false, setupFailures: 0 };
  for (let round = 0; round < KILLS; round++) {
    const alive = cluster.filter((p) => p.alive);
    const victim = alive[round % alive.length]!;
    const others = alive.filter((p) => p !== victim);
    let done = false;
    // Per table (owned by the victim, played from the others): when each version's events came.
    const tables: { id: string | null; arrivals: Map<number, number> }[] = [];
    const games: Promise<unknown>[] = [];
    for (let i = 0; i < 20; i++) {
      const table = { id: null as string | null, arrivals: new Map<number, number>() };
      tables.push(table);
      const play = others[i % others.length]!.base;
      games.push(
        playTable(
          { create: victim.base, join: play, play },
          stats,
          () => done,
          1000,
          (f) => {
            if (f.type === "events" && f.version !== undefined && !table.arrivals.has(f.version))
              table.arrivals.set(f.version, performance.now());
          },
          (id) => {
            table.id = id;
          },
        ).catch(() => undefined),
      );
    }
    while (tables.some((t) => t.arrivals.size < 3)) await sleep(50);
    const killedAt = performance.now();
    victim.child.kill("SIGKILL");
    await exited(victim.child);
    victim.alive = false;
    // What the dead owner wrote: an event past that version can only come from the new owner.
    const logged = await admin.query<{ table_id: string; n: string }>(
      "select table_id, count(*) as n from table_log where kind = 'action' and table_id = any($1) group by table_id",
      [tables.map((t) => t.id)],
    );
    const dead = new Map(logged.rows.map((r) => [r.table_id, Number(r.n)]));
    const until = performance.now() + 60_000;
    let resumed: number[] = [];
    for (;;) {
      resumed = [];
      for (const t of tables) {
        const last = dead.get(t.id!) ?? 0;
        let first = Number.POSITIVE_INFINITY;
        for (const [v, at] of t.arrivals) if (v > last && at < first) first = at;
        if (first !== Number.POSITIVE_INFINITY) resumed.push(first - killedAt);
      }
      if (resumed.length === tables.length || performance.now() > until) break;
      await sleep(50);
    }
    if (resumed.length < tables.length)
      console.error(`kill ${round + 1}: ${tables.length - resumed.length} tables did not resume`);
    firstEvent.push(Math.min(...resumed));
    allResumed.push(Math.max(...resumed));
    console.log(
      `kill ${round + 1}: first event from the new owner after ${Math.min(...resumed).toFixed(0)} ms, ` +
        `all ${resumed.length} tables after ${Math.max(...resumed).toFixed(0)} ms`,
    );
    done = true;
    await Promise.all(games);
    cluster.push(await startProc(db));
  }
  await admin.end();
  await stopAll(cluster);
  await db.drop();
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return {
    kills: KILLS,
    nodeLeaseMs: Number(LEASE),
    firstEventMedianMs: Math.round(med(firstEvent)),
    firstEventWorstMs: Math.round(Math.max(...firstEvent)),
    everyTableMedianMs: Math.round(med(allResumed)),
    everyTableWorstMs: Math.round(Math.max(...allResumed)),
  };
}

console.log(
  `cluster load: ${TABLES} tables (a player and a bot each), think 0–${2 * THINK} ms, ${SECONDS} s measured, node lease ${LEASE} ms`,
);
for (const procs of PROCS) console.log(JSON.stringify(await load(procs)));
if (KILLS > 0) console.log(JSON.stringify(await failover()));
process.exit(0);
