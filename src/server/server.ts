import { existsSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import { hostname } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import fastifyWebsocket from "@fastify/websocket";
import Fastify, { type FastifyBaseLogger, type FastifyReply } from "fastify";
import type { Logger } from "pino";
import type { WebSocket } from "ws";
import { ErrorCode } from "../core/errors.js";
import { loadGames } from "../players/load.js";
import { Accounts } from "./accounts/accounts.js";
import { passkeyRoutes } from "./accounts/passkeys.js";
import { profileRoutes } from "./accounts/profiles.js";
import { Ratings } from "./accounts/ratings.js";
import { accountPages, accountRoutes } from "./accounts/routes.js";
import { checkOrigin, Sessions } from "./accounts/sessions.js";
import { type BotBudget, BotPool } from "./bots/pool.js";
import { Clubs } from "./clubs/index.js";
import { Cluster } from "./cluster/cluster.js";
import { openDb, type SqliteSync } from "./db/connect.js";
import { codeForStatus, type RefusalCode, refusalBody, ServerCode, ServerError } from "./errors.js";
import { inboxRoutes } from "./inbox-routes.js";
import { jsonBodies } from "./json-body.js";
import { lobbyRoutes, refuse } from "./lobby.js";
import { serverLogger } from "./log.js";
import { CloseCode, defaultLimits, handleConnection, type PlayLimits } from "./play.js";
import { PushAlerts } from "./push/alerts.js";
import { type VapidConfig, vapidFromEnv, vapidKeys } from "./push/keys.js";
import { Notifier } from "./push/notifier.js";
import { pushRoutes } from "./push/routes.js";
import { PushStore } from "./push/store.js";
import { Store } from "./store.js";
import { type BotTableCaps, defaultBotTableCaps } from "./tables/context.js";
import { TableService } from "./tables/service.js";
import { realTimers, type Timers } from "./timers.js";
import { newTableId } from "./tokens.js";
import { fastifyTrust, type TrustProxy } from "./trust-proxy.js";

export interface ServerConfig {
  readonly port: number;
  readonly host?: string;
  /** A SQLite file path, or a postgres:// URL. */
  readonly db: string;
  /** SQLite only: "normal" survives a killed process, "full" a power cut too (slower). */
  readonly sqliteSync?: SqliteSync;
  /** The web client's build, served at / when it exists. */
  readonly webDir?: string;
  /** Modules exporting `games`, served beside the registry (tests add toy games this way). */
  readonly gameModules?: readonly string[];
  /** Bot threads, the thinking time a table may use per minute, and the order they serve in. */
  readonly bots?: Partial<BotBudget>;
  /** Caps on the unfinished tables that seat bots, per client address and in all. */
  readonly botTables?: Partial<BotTableCaps>;
  readonly limits?: Partial<PlayLimits>;
  readonly keepFinishedMs?: number;
  /** An open table nobody joined is set aside this long after it was made (default 1 h); null: never. */
  readonly openExpiryMs?: number | null;
  /** A table with players, none of them connected this long, is set aside (default 30 min); null: never. */
  readonly abandonAfterMs?: number | null;
  readonly leaseMs?: number;
  /**
   * redis://… : join a cluster of processes sharing this PostgreSQL database (each table owned
   * by one process, the others forwarding to it). Absent: the server runs alone.
   */
  readonly redis?: string;
  /** In a cluster: how long a process's lease lasts without renewal (default 5 s). */
  readonly nodeLeaseMs?: number;
  /**
   * Lobby requests (`/api/…`) one address may make per window; null lets every request in (the
   * load benchmarks). Default 300 every 10 s. Play over WebSocket has its own limit (`limits`).
   */
  readonly lobbyRate?: { readonly max: number; readonly windowMs: number } | null;
  /**
   * Behind a reverse proxy: the proxies whose X-Forwarded-For is believed (a hop count, or their
   * addresses and ranges), so the lobby's limit counts each player rather than the proxy. Absent:
   * none, and the client's address is the connection's.
   */
  readonly trustProxy?: TrustProxy;
  /**
   * Push notifications: the VAPID keys (absent: the environment's, else made and kept in the
   * database) and, for tests only, push services on this machine.
   */
  readonly push?: { readonly vapid?: VapidConfig; readonly allowLoopback?: boolean };
  readonly log?: Logger;
  /** The tables' clock and timers (move clocks, away grace, sweeps); tests move time by hand. */
  readonly timers?: Timers;
  /** How often the finished rated tables nobody settled are looked for (default 5 min). */
  readonly ratingSweepMs?: number;
  /** Called once the server listens, before its first log line: where to open it, its database. */
  readonly onListening?: (url: string, db: string) => void;
}

/**
 * The web client's Content-Security-Policy: its scripts, styles, web workers and WebSocket come
 * from the server itself, and no other site may frame it. React's `style` props are set through
 * the DOM, which a policy does not govern, and the favicon is a data: URL. No
 * upgrade-insecure-requests: a server on a LAN address over plain HTTP must still load its files.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  workerSrc: ["'self'"],
  connectSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", "data:"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

export const defaultLobbyRate = { max: 300, windowMs: 10_000 } as const;

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly service: TableService;
  /** Push notifications: the subscriptions, and the messages on their way. */
  readonly push: Notifier;
  /** The ratings: `sweep()` settles the finished rated tables nobody settled (or joins a sweep under way). */
  readonly ratings: Pick<Ratings, "sweep">;
  /** Graceful stop: refuse new work, finish writes, tell clients to reconnect, close. */
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const log = config.log ?? serverLogger("json");
  const clustered = config.redis !== undefined;
  const db = await openDb(config.db, config.sqliteSync);
  if (clustered && db.kind !== "postgres") {
    await db.close();
    throw new Error("A cluster (--redis) shares one PostgreSQL database: give --db postgres://…");
  }
  const games = await loadGames(config.gameModules ?? []);
  const pool = new BotPool(config.gameModules ?? [], log, config.bots);
  const owner = `${hostname()}:${process.pid}:${newTableId()}`;
  // Read at each call, so that a test that sets the system time moves the log's times too.
  const now = config.timers ? () => config.timers!.now() : () => Date.now();
  const store = new Store(db.db, now, clustered ? owner : null, clustered, {
    db: db.writer,
    inFlight: db.writers,
    gather: db.gather,
  });
  const service = new TableService(store, games, pool, log, {
    owner,
    leaseMs: config.leaseMs ?? 30_000,
    keepFinishedMs: config.keepFinishedMs ?? 10 * 60_000,
    openExpiryMs: config.openExpiryMs === undefined ? 60 * 60_000 : config.openExpiryMs,
    abandonAfterMs: config.abandonAfterMs === undefined ? 30 * 60_000 : config.abandonAfterMs,
    clustered,
    botTables: { ...defaultBotTableCaps, ...config.botTables },
    ...(config.timers ? { timers: config.timers } : {}),
  });
  const limits: PlayLimits = { ...defaultLimits, ...config.limits };
  const pushStore = new PushStore(db.db);
  const notifier = new Notifier(
    pushStore,
    await vapidKeys(pushStore, config.push?.vapid ?? vapidFromEnv()),
    log,
  );
  service.alerts = new PushAlerts(notifier);
  const ratings = new Ratings(db.db, db.kind === "postgres", log);
  const settle = (id: string) =>
    void ratings.settle(id).catch((e: unknown) =>
      // The next sweep settles it.
      log.error({ table: id, err: e }, "could not settle a rated table"),
    );
  service.onFinished = settle;
  await service.start();
  // Rated tables that ended while no process could settle them (one died at the end), now and
  // then every few minutes (a settlement that failed at a table's end).
  await ratings.settleAll();
  const stopRatingSweeps = ratings.sweepEvery(
    config.timers ?? realTimers,
    config.ratingSweepMs ?? 5 * 60_000,
  );
  const cluster = clustered
    ? new Cluster(service, store, log, {
        redis: config.redis!,
        node: owner,
        leaseMs: config.nodeLeaseMs ?? 5000,
        ...(config.timers ? { timers: config.timers } : {}),
      })
    : null;
  await cluster?.start();
  const host = cluster ?? service;

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    bodyLimit: 64 * 1024,
    // At shutdown every write has finished before the HTTP server closes (see close() below), so
    // open connections are cut rather than waited for: a client that keeps sending requests on a
    // kept-alive connection must not hold the process up.
    forceCloseConnections: true,
    trustProxy: fastifyTrust(config.trustProxy),
    // The router's own refusals (a bad percent-encoding, a path segment over 100 characters) in
    // the documented shape, like every other refusal.
    frameworkErrors: (e, _req, reply) => {
      const tooLong = e.code === "FST_ERR_MAX_PARAM_LENGTH";
      void (reply as FastifyReply)
        .code(tooLong ? 414 : 400)
        .type("application/json; charset=utf-8")
        .send(
          refusalBody(
            codeForStatus(tooLong ? 414 : 400),
            tooLong
              ? "A part of the address is over 100 characters."
              : "The address is not validly percent-encoded.",
          ),
        );
    },
    // What the HTTP parser refuses before Fastify sees a request: headers too large, a broken
    // request line, a client too slow to send its request.
    clientErrorHandler: (e: Error & { code?: string }, socket) => {
      if (e.code === "ECONNRESET" || socket.destroyed) return;
      const [statusCode, message] =
        e.code === "HPE_HEADER_OVERFLOW"
          ? [431, "The request's headers are too large."]
          : e.code === "ERR_HTTP_REQUEST_TIMEOUT"
            ? [408, "The request took too long to arrive."]
            : [400, "The request could not be read."];
      const body = refusalBody(codeForStatus(statusCode), message);
      if (socket.writable)
        socket.write(
          `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
        );
      socket.destroy(e);
    },
  });
  jsonBodies(app);
  // Every refusal, from a route, a plugin (the static files' forbidden paths, say) or Fastify
  // itself, is `{ error: { code, message } }`.
  app.setErrorHandler((e: Error & { statusCode?: number }, req, reply) => {
    if (e instanceof ServerError) return refuse(reply, e);
    if (e.statusCode && e.statusCode < 500) {
      // Fastify's own refusals: unreadable JSON, a body over the limit, a wrong content type.
      const message = e.statusCode === 403 ? "That path is not served here." : e.message;
      return reply.code(e.statusCode).send(refusal(codeForStatus(e.statusCode), message));
    }
    req.log.error({ err: e }, "request failed");
    return reply.code(500).send(refusal(ErrorCode.internal, "The server failed on this request."));
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy },
  });
  await app.register(fastifyCookie);
  const sessions = new Sessions(new Accounts(db.db));
  const clubs = new Clubs({
    db: db.db,
    now,
    sessions,
    games,
    find: (id) => host.find(id),
    open: (req, from) => service.create(req, from),
    notifier,
  });
  // A seat the host grants a signed-in player is the account's at once (its token follows from
  // the browser that asked, the only one that holds it).
  service.onGranted = (table, seat, account) =>
    sessions.accounts.addGrantedSeat(account, table, seat);
  const connections = new Set<WebSocket>();
  let closing = false;
  app.addHook("onRequest", async (_req, reply) => {
    if (closing)
      return reply
        .code(503)
        .send({ error: { code: ServerCode.shuttingDown, message: "The server is restarting." } });
  });
  // A frame past 1 MiB is cut off by ws itself; the protocol's own limit (limits.maxMessage) is
  // checked per message so that a large message gets an error and the connection lives.
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 1024 * 1024 },
    errorHandler: (e: Error & { code?: string }, socket, req) => {
      // A frame ws refuses (invalid UTF-8, over 1 MiB, a bad opcode) or a client that went away
      // is the client's doing: one line at warn or info, no stack, and ws closes the connection
      // with the close code that says why. Anything else is the server's and logged in full.
      if (e.code?.startsWith("WS_ERR_"))
        req.log.warn({ code: e.code, reason: e.message }, "a client sent a frame ws refuses");
      else if (e.code === "ECONNRESET" || e.code === "EPIPE")
        req.log.info({ code: e.code }, "a client's connection broke");
      else {
        req.log.error({ err: e }, "websocket connection failed");
        socket.terminate();
      }
    },
  });
  app.get("/ws", { websocket: true }, (socket) =>
    handleConnection(socket, host, log, limits, connections),
  );
  accountPages(app);
  app.get<{ Querystring: { last?: string; batches?: string } }>("/healthz", async (req, reply) => {
    // `?last=N`: the latency percentiles of the latest N actions only (a benchmark's window).
    const last = Number.parseInt(req.query.last ?? "", 10) || 0;
    try {
      await service.store.ping();
      return {
        ok: true,
        db: db.kind,
        tables: service.size,
        running: service.running,
        applied: service.applied,
        acknowledged: service.latencies.count,
        latencyMs: percentiles(service.latencies.latest(last)),
        log: logWrites(service.store.writes, Number.parseInt(req.query.batches ?? "", 10) || 0),
        // The bot threads' queue and budget, and the seats this server plays for now.
        bots: { ...pool.load(), playing: service.botLoad() },
        ...(cluster ? { cluster: { node: cluster.node, watching: cluster.watching } } : {}),
      };
    } catch {
      return reply
        .code(503)
        .send({ ok: false, db: db.kind, error: "The database does not answer." });
    }
  });
  const lobbyRate = config.lobbyRate === undefined ? defaultLobbyRate : config.lobbyRate;
  // The lobby in a scope of its own, so that its limit counts all its routes together and
  // leaves the web client's files, /healthz and the WebSocket (limited per connection) alone.
  await app.register(async (lobby) => {
    if (lobbyRate)
      await lobby.register(fastifyRateLimit, {
        max: lobbyRate.max,
        timeWindow: lobbyRate.windowMs,
        errorResponseBuilder: (_req, context) =>
          new ServerError(
            ServerCode.rateLimited,
            `Too many lobby requests from your address: at most ${context.max} every ${lobbyRate.windowMs / 1000} s. Try again in ${context.after}.`,
          ),
      });
    // A signed-in request that changes something must come from this server's own pages.
    lobby.addHook("onRequest", async (req) => checkOrigin(req));
    lobbyRoutes(lobby, service, cluster, sessions, clubs.gate);
    accountRoutes(lobby, sessions, host);
    passkeyRoutes(lobby, sessions);
    profileRoutes(lobby, db.db, games);
    inboxRoutes(lobby, (id) => host.find(id), sessions);
    clubs.routes(lobby);
    pushRoutes(lobby, notifier, {
      find: (id) => host.find(id),
      allowLoopback: config.push?.allowLoopback ?? false,
      sessions,
    });
  });
  // The web client's build sits beside the package's code (dist/server → ../../web/dist), so
  // `pyramids serve` finds it from any working directory.
  const webDir = resolve(
    config.webDir ?? fileURLToPath(new URL("../../web/dist", import.meta.url)),
  );
  const web = existsSync(resolve(webDir, "index.html"));
  if (web) {
    // The web client's script is most of a first load: its files are compressed once, at build
    // time (web/precompress.ts), and sent as .br or .gz when the browser takes it; the lobby's
    // replies are compressed as they go (small ones are not worth the work).
    await app.register(fastifyCompress, { global: true, threshold: 1024 });
    await app.register(fastifyStatic, {
      root: webDir,
      preCompressed: true,
      cacheControl: false,
      // Vite names every file under assets/ by its content's hash, so one never changes and a
      // browser may keep it a year; index.html names the current ones, so it is checked each time.
      setHeaders: (res, path) => {
        res.header(
          "cache-control",
          path.startsWith(resolve(webDir, "assets"))
            ? "public, max-age=31536000, immutable"
            : "no-cache",
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) =>
    // The web client routes in the browser: any other page is the app.
    web && req.method === "GET" && !req.url.startsWith("/api/")
      ? reply.sendFile("index.html")
      : reply.code(404).send(refusal(ServerCode.notFound, `There is no ${req.method} ${req.url}.`)),
  );

  // A deep accept queue: a crowd of clients reconnecting at once after a restart is not refused.
  try {
    await app.listen({ port: config.port, host: config.host ?? "0.0.0.0", backlog: 4096 });
  } catch (e) {
    // Nothing may keep the process alive after a failed start (a supervisor restarts it only
    // once it exits): the tables, the bot threads and the database are let go again.
    await app.close().catch(() => undefined);
    await stopRatingSweeps();
    await service.close().catch(() => undefined);
    await cluster?.close().catch(() => undefined);
    await pool.close();
    await db.close();
    throw listenError(e, config);
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://${config.host === "0.0.0.0" || !config.host ? "localhost" : config.host}:${port}`;
  config.onListening?.(url, db.where);
  log.info(
    { port, db: db.where, games: [...games.keys()], cluster: cluster?.node ?? null },
    "pyramids server listening",
  );

  return {
    url,
    port,
    service,
    push: notifier,
    ratings,
    async close() {
      if (closing) return;
      closing = true;
      // The tables stop first (nothing new is played), then every bot decision is abandoned, the
      // searches under way too: no table waits for one, and every action acknowledged is already
      // in the log. The tables' writes in flight finish.
      await Promise.all([service.close(), pool.close(), stopRatingSweeps()]);
      await cluster?.close();
      for (const socket of connections) {
        if (socket.readyState === socket.OPEN) {
          socket.send(
            JSON.stringify({ type: "bye", reason: "The server is restarting: reconnect." }),
          );
          socket.close(CloseCode.restart, "Server restarting.");
        }
      }
      // A client that does not answer the closing handshake is cut off after two seconds.
      for (let waited = 0; connections.size > 0 && waited < 2000; waited += 50) await sleep(50);
      for (const socket of connections) socket.terminate();
      await app.close();
      await db.close();
      log.info("pyramids server stopped");
    },
  };
}

/** The server could not listen where it was told to: the sentence says where and why. */
export class ListenError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

function listenError(e: unknown, config: ServerConfig): Error {
  const code = (e as NodeJS.ErrnoException).code;
  const where = `${config.host ?? "0.0.0.0"} port ${config.port}`;
  if (code === "EADDRINUSE")
    return new ListenError(`${where} is in use by another process: stop it or give --port.`, code);
  if (code === "EACCES")
    return new ListenError(
      `${where} needs privileges this process lacks: use a port over 1023.`,
      code,
    );
  if (code === "EADDRNOTAVAIL")
    return new ListenError(
      `${where}: no network interface of this machine has that address.`,
      code,
    );
  return e instanceof Error ? e : new Error(String(e));
}

/** p50 and p99 of the latest players' actions, arrival to acknowledgement, as the server saw them. */
/** The log writer's batches and entries, and the times of its latest `last` batches (all if 0). */
function logWrites(
  w: Store["writes"],
  last: number,
): { batches: number; entries: number; batchMs: { p50: number; p99: number } | null } {
  return {
    batches: w.batches.count,
    entries: w.entries,
    batchMs: percentiles(w.batches.latest(last)),
  };
}

function percentiles(values: readonly number[]): { p50: number; p99: number } | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    Number(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(2));
  return { p50: at(0.5), p99: at(0.99) };
}

function refusal(code: RefusalCode, message: string) {
  return { error: { code, message } };
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}
