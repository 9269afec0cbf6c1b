/**
 * `npm run bench -- bot-budget [--tables 40] [--seats 6] [--seconds 30] [--order fair,arrival]`
 *
 * Bots under a flood of searches. A server in a child process (SQLite) runs `tables` Colonial
 * tables of `seats` `ismcts` bots each (a finished one is replaced at once), as one client may
 * open them. Beside them, two players each at a table of their own against one `random` and one
 * `heuristic` bot: each plays the moment its turn comes, and the time from sending its move to
 * its next turn, when the bot moved in between, is the bot's reply time. Reported per order of
 * the bot threads: the reply times at p50/p99/max, the decisions the searching tables made per
 * second, and the most thinking time one table used in the last minute.
 *
 * Orders: `fair` is the server's (tables take turns, quick bots have a thread of their own, each
 * table a thinking budget); `arrival` is the peer, one first-come queue for every bot on the same
 * search threads, with no thread kept for quick bots and no budget. The ratio is printed.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { WebSocket } from "ws";
import { health as healthOf, sleep, waitForHealth } from "./_health.js";

const root = fileURLToPath(new URL("..", import.meta.url));

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const TABLES = Number(arg("tables", "40"));
const SEATS = Number(arg("seats", "6"));
const SECONDS = Number(arg("seconds", "30"));
const ORDERS = arg("order", "fair,arrival").split(",");
const PROBES = ["random", "heuristic"] as const;

async function startServer(order: string, db: string, port: number): Promise<ChildProcess> {
  const config = {
    port,
    host: "127.0.0.1",
    db,
    lobbyRate: null,
    bots: { order },
    botTables: { perAddress: null, total: null },
  };
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "bench/_serve.ts", JSON.stringify(config)],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, LOG_LEVEL: "warn" },
    },
  );
  await waitForHealth(`http://127.0.0.1:${port}`);
  return child;
}

async function call(base: string, method: string, path: string, body?: unknown) {
  const r = await fetch(base + path, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  const json = (await r.json()) as Record<string, unknown>;
  if (!r.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json;
}

/** One table of searching bots after another, for as long as the run lasts. */
async function searchers(base: string, stop: () => boolean): Promise<void> {
  while (!stop()) {
    const t = await call(base, "POST", "/api/tables", {
      game: "colonial",
      seats: SEATS,
      bots: Array(SEATS).fill("ismcts"),
    });
    while (!stop() && (await call(base, "GET", `/api/tables/${t.id}`)).status !== "finished")
      await sleep(1000);
  }
}

let refusalSeen = false;

interface Probe {
  readonly replies: number[];
  /** When the player's move still waiting for the bot's reply was sent (performance.now()). */
  waitingSince: number | null;
}

/** A player against one `bot`, timing the bot's replies while `measuring()`. */
async function probe(
  base: string,
  bot: string,
  into: Probe,
  measuring: () => boolean,
  stop: () => boolean,
): Promise<void> {
  while (!stop()) {
    const t = await call(base, "POST", "/api/tables", {
      game: "colonial",
      seats: 2,
      bots: [null, bot],
    });
    const { token } = await call(base, "POST", `/api/tables/${t.id}/join`, { seat: 0 });
    const ws = new WebSocket(`${base.replace("http", "ws")}/ws`);
    await new Promise((ok, fail) => {
      ws.once("open", ok);
      ws.once("error", fail);
    });
    await new Promise<void>((done) => {
      let seq = 0;
      // The table starts when we say hello: a bot that moves first replies to that.
      let sent = { at: performance.now(), version: -1 };
      into.waitingSince = sent.at;
      let legal: unknown[] = [];
      let actedAt = -1;
      const play = () => {
        const action = legal[Math.floor(Math.random() * legal.length)];
        // With the version it was chosen at: if the table moved on meanwhile, it is `stale`.
        ws.send(JSON.stringify({ type: "act", seq: ++seq, action, version: sent.version }));
      };
      ws.on("message", (data) => {
        const f = JSON.parse(String(data)) as {
          type: string;
          version?: number;
          legal?: unknown[];
          code?: string;
          message?: string;
          toAct?: number[];
        };
        if (f.type === "over") {
          into.waitingSince = null;
          return ws.close();
        }
        if (f.type === "error") {
          // Say what was refused, once: the player then waits for the table's next frame.
          if (!refusalSeen && f.code !== "stale")
            console.error(`${bot} player refused: ${f.code}: ${f.message}`);
          refusalSeen = true;
          return;
        }
        // Out of turn a seat may still have legal actions (folding, in Colonial): the player moves
        // only when the table says it is to act.
        if (!f.legal?.length || !f.toAct?.includes(0) || f.version! <= actedAt) return;
        // Our turn again: if the bot moved since our move, that wait was its reply.
        if (f.version! > sent.version + 1 && measuring())
          into.replies.push(performance.now() - sent.at);
        actedAt = f.version!;
        sent = { at: performance.now(), version: f.version! };
        into.waitingSince = sent.at;
        legal = f.legal;
        play();
      });
      ws.on("close", () => done());
      ws.send(JSON.stringify({ type: "hello", table: t.id, token }));
      const timer = setInterval(() => {
        if (stop()) ws.close();
      }, 500);
      ws.on("close", () => clearInterval(timer));
    });
  }
}

interface Health {
  applied: number;
  bots: { busiestTableMs: number; queued: number; msPerMinute: number };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (x: number) => Math.round(x);

async function run(order: string, port: number) {
  const dir = mkdtempSync(join(tmpdir(), "pyramids-bench-"));
  const server = await startServer(order, join(dir, "bench.db"), port);
  const base = `http://127.0.0.1:${port}`;
  let stopping = false;
  let measuring = false;
  const probes: Record<string, Probe> = Object.fromEntries(
    PROBES.map((b) => [b, { replies: [], waitingSince: null }]),
  );
  const work = [
    ...Array.from({ length: TABLES }, () => searchers(base, () => stopping)),
    ...PROBES.map((b) =>
      probe(
        base,
        b,
        probes[b]!,
        () => measuring,
        () => stopping,
      ),
    ),
  ].map((p) => p.catch((e: unknown) => console.error(`${order}: ${String(e)}`)));
  // Let the searching tables fill the queue before measuring.
  await sleep(5000);
  const health = () => healthOf<Health>(base);
  const before = await health();
  const load = loadavg()[0]!;
  measuring = true;
  const m0 = performance.now();
  await sleep(SECONDS * 1000);
  measuring = false;
  const end = performance.now();
  const seconds = (end - m0) / 1000;
  const after = await health();
  const loadAfter = loadavg()[0]!;
  stopping = true;
  server.kill("SIGTERM");
  await Promise.race([Promise.all(work), sleep(15_000)]);
  const stopped = await Promise.race([
    new Promise((r) => (server.exitCode !== null ? r(true) : server.once("exit", () => r(true)))),
    sleep(30_000).then(() => false),
  ]);
  if (!stopped) {
    console.error(`${order}: the server did not stop on SIGTERM within 30 s`);
    server.kill("SIGKILL");
  }
  rmSync(dir, { recursive: true });
  const out: Record<string, unknown> = {
    order,
    load1: `${load.toFixed(2)}→${loadAfter.toFixed(2)}`,
    actionsPerSecond: Number(((after.applied - before.applied) / seconds).toFixed(1)),
    busiestTableMsPerMinute: after.bots.busiestTableMs,
    queued: after.bots.queued,
  };
  for (const b of PROBES) {
    const sorted = probes[b]!.replies.sort((x, y) => x - y);
    const since = probes[b]!.waitingSince;
    out[b] = {
      replies: sorted.length,
      p50ms: ms(pct(sorted, 50)),
      p99ms: ms(pct(sorted, 99)),
      maxMs: ms(sorted.at(-1) ?? Number.NaN),
      // A reply still awaited when the measurement ended has taken at least this long so far.
      unansweredMs: since === null || since > end ? null : ms(end - since),
    };
  }
  return out;
}

console.log(
  `bot budget: ${TABLES} Colonial tables of ${SEATS} ismcts bots, a random and a heuristic bot timed at tables of their own, ${SECONDS} s measured`,
);
const results: Record<string, unknown>[] = [];
for (const [i, order] of ORDERS.entries()) {
  const r = await run(order, 18_800 + i);
  console.log(JSON.stringify(r));
  results.push(r);
}
type Timed = { p99ms: number | null; unansweredMs: number | null };
/** The p99, or when replies were too few or none, the longest wait seen (a lower bound). */
function p99(t: Timed): { ms: number; atLeast: boolean } {
  const open = t.unansweredMs ?? 0;
  const p = Number.isFinite(t.p99ms) ? t.p99ms! : null;
  if (p !== null && p >= open) return { ms: p, atLeast: false };
  return { ms: Math.max(open, p ?? 0), atLeast: true };
}
const [a, b] = results as Record<string, Timed>[];
if (a && b)
  for (const bot of PROBES) {
    const [x, y] = [p99(a[bot]!), p99(b[bot]!)];
    const bound = x.atLeast || y.atLeast ? "≥" : "";
    console.log(
      `${bot} bot p99: ${String(a.order)} ${x.ms} ms, ${String(b.order)} ${y.atLeast ? "≥" : ""}${y.ms} ms; ${String(b.order)}/${String(a.order)} ${bound}×${(y.ms / x.ms).toFixed(1)}`,
    );
  }
process.exit(0);
