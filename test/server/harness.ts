/**
 * What the server tests share: a real server on a loopback port (in this process, or a child
 * process that can be killed), a fresh database of either kind, and a WebSocket client that
 * records every frame it receives.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { WebSocket } from "ws";
import type { Action } from "../../src/core/game.js";
import type { GameTableRow } from "../../src/server/db/schema.js";
import type { ServerFrame } from "../../src/server/protocol.js";
import { type RunningServer, type ServerConfig, startServer } from "../../src/server/server.js";
import { PG_URL } from "../services.js";

export const toyModule = fileURLToPath(new URL("./toy-games.ts", import.meta.url));
const root = fileURLToPath(new URL("../..", import.meta.url));

export interface TestDb {
  readonly kind: "sqlite" | "postgres";
  readonly url: string;
  drop(): Promise<void>;
}

/** A SQLite file in a fresh temporary folder. */
export function sqliteDb(): TestDb {
  const dir = mkdtempSync(join(tmpdir(), "pyramids-server-"));
  return {
    kind: "sqlite",
    url: join(dir, "test.db"),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh PostgreSQL database per run, so runs never see each other's tables. */
export async function postgresDb(): Promise<TestDb> {
  const name = `pyramids_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    kind: "postgres",
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      try {
        // A pool's end() resolves once its clients have said goodbye, before their backends have
        // gone. A forced drop then kills such a backend mid-goodbye, and its client, no longer in
        // any pool, throws the "terminating connection" notice as an uncaught error. So wait for
        // the database's connections to leave (they are on their way out), checking every 10 ms
        // for up to 10 s, and force only what a test left open.
        for (let polls = 0; polls < 1000; polls++) {
          const { rows } = await c.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = $1",
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

export function makeDb(kind: "sqlite" | "postgres"): Promise<TestDb> {
  return kind === "sqlite" ? Promise.resolve(sqliteDb()) : postgresDb();
}

/** A running two-seat toy table's row, as the store's tests write it straight to the database. */
export function tableRow(
  id: string,
  owner: string | null = null,
): Omit<GameTableRow, "created_at" | "epoch"> {
  return {
    id,
    game: "toy-ok",
    options: "{}",
    players: 2,
    bots: "[null,null]",
    settings: "{}",
    seed: "s",
    commitment: "c",
    status: "running",
    outcome: null,
    owner,
    lease_until: null,
    rules_version: 1,
  };
}

/**
 * What the running test waits for. A wait here has no bound of its own (a loaded machine may take
 * any time): only the test's timeout ends one, and that message alone would not say what was
 * awaited, so a failing test prints each wait still open.
 */
const awaited = new Set<() => string>();

beforeEach(({ onTestFailed }) => {
  // A wait a failed test left open is not this test's.
  awaited.clear();
  onTestFailed(() => {
    for (const what of awaited) console.error(`The test was still waiting for ${what()}`);
  });
});

/** `promise`, with `what` it waits for told if the test fails before it settles. */
export function waitingFor<T>(what: () => string, promise: Promise<T>): Promise<T> {
  awaited.add(what);
  return promise.finally(() => awaited.delete(what));
}

/**
 * Asks `probe` again and again (every `everyMs`) until it answers something other than
 * undefined: for a state no event announces. No bound but the test's timeout.
 */
export function until<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  everyMs = 20,
): Promise<T> {
  return waitingFor(
    () => what,
    (async () => {
      for (;;) {
        const answer = await probe();
        if (answer !== undefined) return answer;
        await sleep(everyMs);
      }
    })(),
  );
}

/** Log lines the server wrote, kept so tests can check what was (and was not) logged. */
export class LogSink {
  readonly lines: string[] = [];
  private waiters: { test: (line: string) => boolean; done: (line: string) => void }[] = [];

  write(line: string): void {
    this.lines.push(line);
    this.waiters = this.waiters.filter((w) => {
      if (!w.test(line)) return true;
      w.done(line);
      return false;
    });
  }

  /** The first line (logged after index `from`, or from now on) that passes `test`. */
  line(test: (line: string) => boolean, from = 0): Promise<string> {
    const seen = this.lines.slice(from).find(test);
    if (seen) return Promise.resolve(seen);
    return waitingFor(
      () => `a log line ${test}`,
      new Promise((done) => this.waiters.push({ test, done })),
    );
  }

  /** Resolves once `count` lines logged after index `from` pass `test`; returns them all. */
  async count(test: (line: string) => boolean, count: number, from = 0): Promise<string[]> {
    const matching = () => this.lines.slice(from).filter(test);
    while (matching().length < count) {
      const at = this.lines.length;
      await this.line(test, at);
    }
    return matching();
  }
}

/** A JSON log line's message and fields (none for a line of another kind). */
export function logEntry(
  line: string,
): { msg?: string; table?: string; level?: number } & Record<string, unknown> {
  try {
    return JSON.parse(line) as { msg?: string; table?: string; level?: number };
  } catch {
    return {};
  }
}

/**
 * Resolves once the server has marked table `id` finished: it logs that after writing the
 * table's row, and before telling the players the game is over.
 */
export function finished(server: { logs: LogSink }, id: string): Promise<string> {
  return server.logs.line((l) => {
    const e = logEntry(l);
    return e.msg === "table finished" && e.table === id;
  });
}

export async function startTestServer(
  db: TestDb,
  extra: Partial<ServerConfig> = {},
  sink = new LogSink(),
): Promise<RunningServer & { logs: LogSink }> {
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    db: db.url,
    gameModules: [toyModule],
    bots: { threads: 1 },
    log: pino({ level: "info" }, sink),
    // Tests poll the lobby from one address faster than a player would; the limit has its own test.
    lobbyRate: null,
    // Tests open many tables with bots from one address; the caps have their own tests.
    botTables: { perAddress: null, total: null },
    ...extra,
  });
  return Object.assign(server, { logs: sink });
}

/**
 * A server on a fresh SQLite database for the enclosing describe block: started before its
 * tests, closed and its database removed after them. Read `url` and `logs` inside a test.
 */
export function sqliteServer(): { readonly url: string; readonly logs: LogSink } {
  let db: TestDb | undefined;
  let server: (RunningServer & { logs: LogSink }) | undefined;
  beforeAll(async () => {
    db = sqliteDb();
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });
  const started = () => {
    if (!server) throw new Error("The test server starts in beforeAll; read it inside a test.");
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    get logs() {
      return started().logs;
    },
  };
}

/**
 * `pyramids serve` in a child process, so a test can SIGKILL or SIGTERM it: resolves once it
 * says it listens (however long a loaded machine takes to start tsx), fails if it exits first.
 * `logs` holds its output line by line, to wait for a line.
 */
export async function spawnServer(
  db: TestDb,
  port: number,
  extraArgs: readonly string[] = [],
): Promise<{ child: ChildProcess; url: string; output: () => string; logs: LogSink }> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "src/cli/main.ts",
      "serve",
      "--port",
      String(port),
      "--host",
      "127.0.0.1",
      "--db",
      db.url,
      "--games",
      toyModule,
      ...extraArgs,
    ],
    { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, LOG_LEVEL: "info" } },
  );
  let out = "";
  const logs = new LogSink();
  for (const stream of [child.stdout!, child.stderr!]) {
    let partial = "";
    stream.on("data", (d) => {
      out += String(d);
      const lines = (partial + String(d)).split("\n");
      partial = lines.pop()!;
      for (const line of lines) logs.write(line);
    });
  }
  const listening = logs.line((l) => l.includes("pyramids server listening"));
  const gone = exited(child).then(() => {
    throw new Error(`The server exited: ${out}`);
  });
  gone.catch(() => undefined);
  await Promise.race([listening, gone]);
  return { child, url: `http://127.0.0.1:${port}`, output: () => out, logs };
}

export function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((done) => child.once("exit", (code) => done(code)));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** A free loopback port, for child servers. */
export async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((done, fail) => {
    const s = createServer();
    s.once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => done(port));
    });
  });
}

export async function api<T = unknown>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const r = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await r.text();
  return { status: r.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function createTable(
  base: string,
  req: Record<string, unknown>,
): Promise<{ id: string; commitment: string; players: number }> {
  const r = await api<{ id: string; commitment: string; players: number }>(
    base,
    "POST",
    "/api/tables",
    req,
  );
  if (r.status !== 201) throw new Error(`create failed: ${JSON.stringify(r.body)}`);
  return r.body;
}

export async function joinSeat(
  base: string,
  id: string,
  seat?: number,
): Promise<{ seat: number; token: string }> {
  const r = await api<{ seat: number; token: string }>(
    base,
    "POST",
    `/api/tables/${id}/join`,
    seat === undefined ? {} : { seat },
  );
  if (r.status !== 200) throw new Error(`join failed: ${JSON.stringify(r.body)}`);
  return r.body;
}

type Frame = ServerFrame & Record<string, unknown>;

/**
 * A WebSocket client that keeps every frame, and can wait for one. A wait has no bound but the
 * test's timeout (a failing test says what it waited for); it fails at once if the connection
 * closes first.
 */
export class Client {
  readonly frames: Frame[] = [];
  readonly raw: string[] = [];
  private waiters: {
    test: (f: Frame) => boolean;
    done: (f: Frame) => void;
    fail: (e: Error) => void;
    what: () => string;
  }[] = [];
  closed: { code: number; reason: string } | null = null;
  private closeWaiters: (() => void)[] = [];
  seq = 0;
  /** Every action sent, by its sequence number. */
  readonly sent = new Map<number, Action>();

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      const text = String(data);
      this.raw.push(text);
      const frame = JSON.parse(text) as Frame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(frame)) return true;
        w.done(frame);
        return false;
      });
      this.onFrame?.(frame);
    });
    ws.on("close", (code, reason) => {
      this.closed = { code, reason: String(reason) };
      for (const w of this.waiters.splice(0)) w.fail(this.closedBefore(w.what));
      for (const w of this.closeWaiters) w();
    });
  }

  onFrame?: (f: Frame) => void;

  static async connect(base: string): Promise<Client> {
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/ws`);
    await new Promise<void>((done, fail) => {
      ws.once("open", () => done());
      ws.once("error", fail);
    });
    return new Client(ws);
  }

  send(message: unknown): void {
    this.ws.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  private closedBefore(what: () => string): Error {
    return new Error(
      `The connection closed (${this.closed?.code} ${this.closed?.reason}) before ${what()}`,
    );
  }

  /** The next frame (from now, or already received after index `from`) that passes `test`. */
  next(test: (f: Frame) => boolean, from = this.frames.length): Promise<Frame> {
    const seen = this.frames.slice(from).find(test);
    if (seen) return Promise.resolve(seen);
    const what = () =>
      `a frame ${test} (${this.frames.length} received${this.raw.length ? `, the last: ${this.raw.at(-1)!.slice(0, 300)}` : ""})`;
    if (this.closed) return Promise.reject(this.closedBefore(what));
    const frame = waitingFor(
      what,
      new Promise<Frame>((done, fail) => this.waiters.push({ test, done, fail, what })),
    );
    // A wait nobody awaits any more (an action sent and forgotten) ends quietly with its
    // connection; whoever awaits it still gets the error.
    frame.catch(() => undefined);
    return frame;
  }

  hello(table: string, token?: string, since?: number): Promise<Frame> {
    const from = this.frames.length;
    this.send({
      type: "hello",
      table,
      ...(token ? { token } : {}),
      ...(since !== undefined ? { since } : {}),
    });
    return this.next((f) => f.type === "welcome" || f.type === "error", from);
  }

  /**
   * Sends an action with the next sequence number (and the version it was chosen at, if given);
   * resolves with its ack or error.
   */
  act(action: Action, seq = ++this.seq, version?: number): Promise<Frame> {
    const from = this.frames.length;
    this.sent.set(seq, action);
    this.send({ type: "act", seq, action, ...(version === undefined ? {} : { version }) });
    // Every action is answered with its sequence number, a rate-limited one too.
    return this.next((f) => (f.type === "ack" || f.type === "error") && f.seq === seq, from);
  }

  /**
   * Plays an action the server must accept and resolves with the position it led to: the
   * `events` frame at its ack's version. A refusal fails with the server's answer.
   */
  async play(action: Action): Promise<Frame> {
    const from = this.frames.length;
    const answer = await this.act(action);
    if (answer.type !== "ack")
      throw new Error(`${JSON.stringify(action)} was refused: ${JSON.stringify(answer)}`);
    return this.next((f) => f.type === "events" && f.version === answer.version, from);
  }

  /**
   * A ping and its pong: the server reads a connection's messages in order, so once the pong is
   * here it has handled everything sent before, and everything it sent before is here too.
   */
  async ping(): Promise<void> {
    const from = this.frames.length;
    this.send({ type: "ping" });
    await this.next((f) => f.type === "pong", from);
  }

  waitClosed(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return waitingFor(
      () => "the connection to close",
      new Promise((done) => this.closeWaiters.push(done)),
    );
  }

  close(): void {
    this.ws.close();
  }
}
