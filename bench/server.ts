/**
 * `npm run bench -- server [--tables 100,300,1000] [--seconds 20] [--think 1000]
 *  [--db sqlite,postgres] [--games race|real] [--bots heuristic,random]`
 *
 * `--db` takes `sqlite` (the default sync: a killed process loses nothing, a power cut may lose
 * the last moments), `sqlite-full` (a disk sync at every commit, like PostgreSQL's default) and
 * `postgres`; the ratios printed are of each database to the first.
 *
 * Load on loopback: a server in a child process, and this process holding `tables` concurrent
 * tables, each with a WebSocket client in seat 0 that thinks a random 0…2×think ms before each
 * move and bots in the other seats. `--games race` (the default): "Race" (bench/_games.ts), two
 * seats, a `random` bot. `--games real`: the six games in turn (Pyramid night too), 2, 3 or 4 seats in turn, the bot
 * seats played by `--bots` in turn, under the server's default bot budget. A finished table is
 * replaced at once, so the number held stays constant. Reported per database: tables held,
 * actions applied per second (players' and bots'), the players' action latency (send →
 * acknowledgement: checked, logged to disk, applied, broadcast) at p50/p99/max, the load average
 * over the measurement, and the bots' queue and busiest table. Each table count is run on every
 * database in turn (SQLite, then PostgreSQL, then the next count), so both meet the same machine;
 * the closing lines give PostgreSQL's figures as ratios of SQLite's at each count, and for each
 * database the largest count whose server-side p99 stayed under 50 ms. Measuring starts once
 * the tables are all held (or after two minutes of setup).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
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
const COUNTS = arg("tables", "1000").split(",").map(Number);
const SECONDS = Number(arg("seconds", "20"));
const THINK = Number(arg("think", "1000"));
const DBS = arg("db", "sqlite,postgres").split(",");
const REAL = arg("games", "race") === "real";
const BOTS = arg("bots", "heuristic,random").split(",");
const GAMES = [
  "colonial",
  "pyramid-poker",
  "three-sided",
  "wild-kill",
  "tyramid",
  "dealers-choice",
];
/** `--prof DIR`: the server writes a V8 CPU profile there when it stops. */
const PROF = arg("prof", "");
const PG = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

interface Db {
  url: string;
  /** Extra `serve` flags (SQLite's sync mode). */
  flags: string[];
  drop(): Promise<void>;
}

async function database(kind: string): Promise<Db> {
  if (kind === "sqlite" || kind === "sqlite-full") {
    const dir = mkdtempSync(join(tmpdir(), "pyramids-bench-"));
    return {
      url: join(dir, "bench.db"),
      // `sqlite-full` syncs the disk at every commit, as PostgreSQL does: the like-for-like peer.
      flags: kind === "sqlite-full" ? ["--sqlite-sync", "full"] : [],
      drop: async () => rmSync(dir, { recursive: true }),
    };
  }
  const name = `pyramids_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    flags: [],
    drop: async () => {
      const c = new pg.Client({ connectionString: PG });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function startServer(db: Db, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      ...(PROF ? ["--cpu-prof", "--cpu-prof-dir", PROF] : []),
      ...["--import", "tsx", "src/cli/main.ts", "serve", "--host", "127.0.0.1"],
      ...["--lobby-rate", "0", "--bot-tables", "0", "--bot-tables-per-address", "0"],
      ...["--port", String(port), "--db", db.url, ...db.flags, "--games", gamesModule],
    ],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, LOG_LEVEL: "warn" },
    },
  );
  await waitForHealth(`http://127.0.0.1:${port}`);
  return child;
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
  /** The refusals by code: a bench that sends illegal actions measures the wrong thing. */
  errorCodes: Record<string, number>;
  finished: number;
  measuring: boolean;
  setupFailures: number;
}

let opened = 0;

/** The next table to open: Race against a random bot, or a real game in turn. */
function nextTable(): Record<string, unknown> {
  const i = opened++;
  if (!REAL) return { game: "bench-race", seats: 2, bots: [null, "random"] };
  const seats = 2 + (i % 3);
  return {
    game: GAMES[i % GAMES.length],
    seats,
    bots: [null, ...Array.from({ length: seats - 1 }, (_, k) => BOTS[(i + k) % BOTS.length])],
  };
}

/** One seat at one table, played until the table ends; then a new table takes its place. */
async function player(base: string, stats: Stats, stop: () => boolean): Promise<void> {
  while (!stop()) {
    const t = await post(base, "/api/tables", nextTable());
    const { token } = (await post(base, `/api/tables/${t.id}/join`, { seat: 0 })) as {
      token: string;
    };
    const ws = new WebSocket(`${base.replace("http", "ws")}/ws`);
    await new Promise((ok, fail) => {
      ws.once("open", ok);
      ws.once("error", fail);
    });
    await new Promise<void>((done) => {
      type Frame = {
        type: string;
        version?: number;
        legal?: unknown[];
        seq?: number;
        toAct?: number[];
        code?: string;
      };
      let seq = 0;
      /** The version of the latest position this player chose a move in. */
      let actedAt = -1;
      /** The move chosen and not yet sent (the player is thinking), and the one sent, unanswered. */
      let thinking: ReturnType<typeof setTimeout> | undefined;
      let unanswered: number | null = null;
      /** A position to move in that came while a move was unanswered: it may predate that move. */
      let waiting: Frame | null = null;
      const sentAt = new Map<number, number>();
      // A move is chosen in one position and sent with that position's version. A newer position
      // to move in replaces a move still being thought over; while a move is unanswered, the
      // next choice waits for its answer, as a position seen before the move was applied is
      // not one to choose in (a bot's simultaneous move may have come first).
      const choose = (f: Frame) => {
        if (thinking !== undefined) clearTimeout(thinking);
        const version = f.version!;
        actedAt = version;
        const action = f.legal![Math.floor(Math.random() * f.legal!.length)];
        thinking = setTimeout(
          () => {
            thinking = undefined;
            if (ws.readyState !== ws.OPEN) return;
            const s = ++seq;
            unanswered = s;
            sentAt.set(s, performance.now());
            ws.send(JSON.stringify({ type: "act", seq: s, action, version }));
          },
          Math.random() * 2 * THINK,
        );
      };
      ws.on("message", (data) => {
        const f = JSON.parse(String(data)) as Frame;
        if (f.type === "ack" || (f.type === "error" && f.seq)) {
          const t0 = sentAt.get(f.seq!);
          sentAt.delete(f.seq!);
          if (f.type === "ack" && t0 !== undefined && stats.measuring) {
            stats.latencies.push(performance.now() - t0);
            stats.acks++;
          }
          if (f.type === "error" && stats.measuring) {
            stats.errors++;
            const code = f.code ?? "?";
            stats.errorCodes[code] = (stats.errorCodes[code] ?? 0) + 1;
          }
          if (f.seq === unanswered) {
            unanswered = null;
            // After an ack, only a position at or after the move's own version is current.
            const w = waiting;
            waiting = null;
            if (w && (f.type === "error" || w.version! >= f.version!)) choose(w);
          }
        } else if (f.type === "over") {
          if (thinking !== undefined) clearTimeout(thinking);
          if (stats.measuring) stats.finished++;
          ws.close();
          done();
        } else if (f.legal?.length && f.toAct?.includes(0) && f.version! > actedAt) {
          // (Out of turn a seat may still have legal actions, folding in Colonial: not a move.)
          if (unanswered !== null) waiting = f;
          else choose(f);
        }
      });
      ws.on("close", () => done());
      ws.send(JSON.stringify({ type: "hello", table: t.id, token }));
    });
  }
}

/** A player whose request fails (a refused connection under load) starts over at a new table. */
async function keepPlaying(base: string, stats: Stats, stop: () => boolean): Promise<void> {
  while (!stop()) {
    try {
      await player(base, stats, stop);
    } catch (e) {
      if (stop()) return;
      stats.setupFailures++;
      if (stats.setupFailures <= 3) console.error(`a player starts over: ${String(e)}`);
      await sleep(500);
    }
  }
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

interface Health {
  running: number;
  applied: number;
  acknowledged: number;
  latencyMs: { p50: number; p99: number } | null;
  log: { batches: number; entries: number; batchMs: { p50: number; p99: number } | null };
  bots: { queued: number; busiestTableMs: number; msPerMinute: number };
}

async function run(kind: string, port: number, TABLES: number) {
  const db = await database(kind);
  const server = await startServer(db, port);
  const base = `http://127.0.0.1:${port}`;
  const stats: Stats = {
    latencies: [],
    acks: 0,
    errors: 0,
    errorCodes: {},
    finished: 0,
    measuring: false,
    setupFailures: 0,
  };
  let stopping = false;
  const t0 = performance.now();
  const players: Promise<void>[] = [];
  // Open the tables in waves so setup does not itself become the measurement.
  for (let i = 0; i < TABLES; i++) {
    players.push(keepPlaying(base, stats, () => stopping));
    if (i % 50 === 49) await sleep(50);
  }
  // Every table held and each player past its first think, or two minutes of trying.
  await sleep(2 * THINK + 1000);
  while (
    performance.now() - t0 < 120_000 &&
    (await health<Health>(base)).running < Math.floor(0.95 * TABLES)
  )
    await sleep(500);
  const setup = (performance.now() - t0) / 1000;
  const before = await health<Health>(base);
  const load = loadavg()[0]!;
  stats.measuring = true;
  const m0 = performance.now();
  await sleep(SECONDS * 1000);
  stats.measuring = false;
  const seconds = (performance.now() - m0) / 1000;
  const counted = await health<Health>(base);
  // The server-side latencies of this window's actions alone, not the setup's.
  const batches = counted.log.batches - before.log.batches;
  const after = await health<Health>(
    base,
    `?last=${counted.acknowledged - before.acknowledged}&batches=${batches}`,
  );
  const loadAfter = loadavg()[0]!;
  stopping = true;
  server.kill("SIGTERM");
  await Promise.race([Promise.all(players), sleep(15_000)]);
  const stopped = await Promise.race([
    new Promise((r) => (server.exitCode !== null ? r(true) : server.once("exit", () => r(true)))),
    sleep(30_000).then(() => false),
  ]);
  if (!stopped) {
    console.error("the server did not stop on SIGTERM within 30 s");
    server.kill("SIGKILL");
  }
  await db.drop();
  const sorted = stats.latencies.sort((a, b) => a - b);
  return {
    db: kind,
    load1: `${load.toFixed(2)}→${loadAfter.toFixed(2)}`,
    tablesHeld: Math.min(before.running, after.running),
    setupSeconds: Number(setup.toFixed(1)),
    actionsPerSecond: Math.round((after.applied - before.applied) / seconds),
    playerActionsPerSecond: Math.round(stats.acks / seconds),
    tablesFinishedPerSecond: Number((stats.finished / seconds).toFixed(1)),
    errors: stats.errors,
    errorCodes: stats.errorCodes,
    setupFailures: stats.setupFailures,
    p50ms: Number(pct(sorted, 50).toFixed(1)),
    p99ms: Number(pct(sorted, 99).toFixed(1)),
    maxMs: Number((sorted.at(-1) ?? Number.NaN).toFixed(1)),
    // The same actions timed inside the server (arrival → ack), without the client's own delays.
    serverP50ms: after.latencyMs?.p50,
    serverP99ms: after.latencyMs?.p99,
    // The log writer's batches in the window: how many, their entries, their time to commit.
    batchesPerSecond: Math.round(batches / seconds),
    entriesPerBatch: Number(((counted.log.entries - before.log.entries) / batches).toFixed(2)),
    batchP50ms: after.log.batchMs?.p50,
    batchP99ms: after.log.batchMs?.p99,
    botsQueued: after.bots.queued,
    busiestBotTableMsPerMinute: after.bots.busiestTableMs,
  };
}

const what = REAL
  ? `tables of the six games (a player, bots ${BOTS.join(",")})`
  : "tables of Race (a player and a bot each)";
console.log(
  `server load: ${COUNTS.join(", ")} ${what}, think 0–${2 * THINK} ms, ${SECONDS} s measured, on ${DBS.join(" and ")} in turn`,
);
type Result = Awaited<ReturnType<typeof run>>;
const results: Result[] = [];
for (const count of COUNTS) {
  for (const [i, kind] of DBS.entries()) {
    const r = await run(kind, 18_700 + i, count);
    console.log(JSON.stringify({ tables: count, ...r }));
    results.push(r);
  }
  const [a, ...others] = results.slice(-DBS.length);
  for (const b of others)
    console.log(
      `${count} tables, ${b.db}/${a!.db}: actions/s ×${(b.actionsPerSecond / a!.actionsPerSecond).toFixed(2)}, ` +
        `server p50 ×${((b.serverP50ms ?? Number.NaN) / (a!.serverP50ms ?? Number.NaN)).toFixed(2)}, ` +
        `server p99 ×${((b.serverP99ms ?? Number.NaN) / (a!.serverP99ms ?? Number.NaN)).toFixed(2)}`,
    );
}
for (const kind of DBS) {
  const held = COUNTS.filter((count, i) => {
    const r = results[i * DBS.length + DBS.indexOf(kind)]!;
    return r.serverP99ms !== undefined && r.serverP99ms < 50 && r.tablesHeld >= 0.95 * count;
  });
  console.log(
    `${kind}: the largest table count run with server-side p99 < 50 ms: ${held.length ? Math.max(...held) : "none"}`,
  );
}
process.exit(0);
