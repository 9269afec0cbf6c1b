import { resolve } from "node:path";
import { Command } from "commander";
import type { LogFormat } from "../../server/log.js";
import { wholeNumber } from "../common.js";
import { CliError, fail } from "../fail.js";

interface ServeOpts {
  port?: string;
  host?: string;
  db?: string;
  web?: string;
  games?: string[];
  sqliteSync?: string;
  redis?: string;
  nodeLease?: string;
  lobbyRate?: string;
  trustProxy?: string;
  openExpiry?: string;
  abandonAfter?: string;
  botThreads?: string;
  botMsPerMinute?: string;
  botTablesPerAddress?: string;
  botTables?: string;
}

/** What a person starting the server reads first. */
function readyLines(url: string, db: string): void {
  const where = /^postgres(ql)?:/.test(db) ? db : `the SQLite file ${resolve(db)}`;
  process.stdout.write(
    `Pyramids is ready: open ${url}\nGames are saved in ${where}. Ctrl-C stops the server.\n\n`,
  );
}

/** `pyramids serve`: the game server, until SIGTERM or SIGINT stops it gracefully. */
export function serveCommand(): Command {
  return new Command("serve")
    .description("run the game server: lobby over HTTP, play over WebSocket")
    .option("--port <n>", "port to listen on (default $PORT or 8080)")
    .option("--host <addr>", "address to listen on", "0.0.0.0")
    .option(
      "--db <path|url>",
      "SQLite file, or postgres://… (default $DATABASE_URL or ./data/pyramids.db)",
    )
    .option(
      "--sqlite-sync <mode>",
      "normal: survives a killed server; full: a power cut too, slower",
      "normal",
    )
    .option(
      "--redis <url>",
      "redis://… : join a cluster of servers sharing one PostgreSQL --db (default $REDIS_URL)",
    )
    .option(
      "--node-lease <ms>",
      "in a cluster: how long a silent server keeps its tables (default $NODE_LEASE_MS or 5000)",
    )
    .option(
      "--lobby-rate <n>",
      "lobby requests one address may make every 10 s; 0: no limit (default 300)",
    )
    .option(
      "--trust-proxy <hops|addresses>",
      "behind a reverse proxy: believe X-Forwarded-For from this many hops (1) or these proxies (10.0.0.0/8,127.0.0.1); default none",
    )
    .option(
      "--abandon-after <minutes>",
      "set aside tables with players but none connected for this long; 0: never (default 30)",
    )
    .option(
      "--open-expiry <minutes>",
      "set aside open tables nobody joined after this long; 0: never (default 60)",
    )
    .option(
      "--bot-threads <n>",
      "threads for searching bots, beside one kept for quick bots (default: one per core, at most 8)",
    )
    .option(
      "--bot-ms-per-minute <ms>",
      "thinking time one table's bots may use in any minute (default 20000)",
    )
    .option(
      "--bot-tables-per-address <n>",
      "unfinished tables with bots one address may open; 0: no limit (default 10)",
    )
    .option(
      "--bot-tables <n>",
      "unfinished tables with bots the server runs at most; 0: no limit (default 200)",
    )
    .option("--web <dir>", "the web client's build to serve (default: the package's web/dist)")
    .option(
      "--games <module...>",
      "extra modules exporting `packages` (game packages) or `games` to serve beside the registry",
    )
    .action(async (opts: ServeOpts) => {
      // The server's modules (fastify, the databases, redis) load only when a server starts:
      // every other command would pay over a second of CPU for them.
      const [
        { logFormat, PrettyStream, serverLogger },
        { ListenError, startServer },
        { parseTrustProxy },
      ] = await Promise.all([
        import("../../server/log.js"),
        import("../../server/server.js"),
        import("../../server/trust-proxy.js"),
      ]);
      const sync = opts.sqliteSync ?? "normal";
      if (sync !== "normal" && sync !== "full")
        fail(`--sqlite-sync is normal or full, not "${sync}".`);
      const port = wholeNumber("--port", opts.port ?? process.env.PORT, 0, 65535) ?? 8080;
      const redis = opts.redis ?? (process.env.REDIS_URL || undefined);
      const nodeLeaseMs = wholeNumber(
        "--node-lease",
        opts.nodeLease ?? process.env.NODE_LEASE_MS,
        500,
        600_000,
      );
      const lobbyMax = wholeNumber("--lobby-rate", opts.lobbyRate, 0, 1_000_000);
      let format: LogFormat;
      try {
        format = logFormat();
      } catch (e) {
        fail((e as Error).message);
      }
      const pretty = new PrettyStream();
      const trust = opts.trustProxy === undefined ? undefined : parseTrustProxy(opts.trustProxy);
      if (trust && !trust.ok) fail(trust.error);
      const expiry = wholeNumber("--open-expiry", opts.openExpiry, 0, 525_600);
      const abandon = wholeNumber("--abandon-after", opts.abandonAfter, 0, 525_600);
      const botThreads = wholeNumber("--bot-threads", opts.botThreads, 1, 64);
      const botMs = wholeNumber("--bot-ms-per-minute", opts.botMsPerMinute, 100, 600_000);
      const perAddress = wholeNumber("--bot-tables-per-address", opts.botTablesPerAddress, 0, 1e6);
      const botTables = wholeNumber("--bot-tables", opts.botTables, 0, 1_000_000);
      const server = await startServer({
        bots: {
          ...(botThreads !== undefined ? { threads: botThreads } : {}),
          ...(botMs !== undefined ? { msPerMinute: botMs } : {}),
        },
        botTables: {
          ...(perAddress !== undefined ? { perAddress: perAddress || null } : {}),
          ...(botTables !== undefined ? { total: botTables || null } : {}),
        },
        log: serverLogger(format, pretty),
        // On a terminal, where to go first; log collectors get the JSON lines alone.
        ...(format === "pretty"
          ? {
              onListening: (url: string, db: string) => {
                readyLines(url, db);
                pretty.release();
              },
            }
          : {}),
        ...(lobbyMax !== undefined
          ? { lobbyRate: lobbyMax === 0 ? null : { max: lobbyMax, windowMs: 10_000 } }
          : {}),
        ...(trust?.ok ? { trustProxy: trust.value } : {}),
        port,
        ...(expiry !== undefined ? { openExpiryMs: expiry === 0 ? null : expiry * 60_000 } : {}),
        ...(abandon !== undefined
          ? { abandonAfterMs: abandon === 0 ? null : abandon * 60_000 }
          : {}),
        ...(redis ? { redis } : {}),
        ...(nodeLeaseMs !== undefined ? { nodeLeaseMs } : {}),
        host: opts.host ?? "0.0.0.0",
        db: opts.db ?? process.env.DATABASE_URL ?? "./data/pyramids.db",
        ...(opts.web ? { webDir: opts.web } : {}),
        gameModules: opts.games ?? [],
        sqliteSync: sync,
      }).catch((e: unknown) => {
        pretty.release(); // what was logged before the failure
        // A port in use is an operator's everyday mistake: one line, exit code 1.
        if (e instanceof ListenError) throw new CliError(e.message, 1);
        throw e;
      });
      await new Promise<void>((done) => {
        const stop = () => {
          process.off("SIGTERM", stop);
          process.off("SIGINT", stop);
          // Every acknowledged action is already in the log: if closing hangs, leave anyway.
          setTimeout(() => {
            process.stderr.write("pyramids: the server did not stop within 20 s; exiting.\n");
            process.exit(1);
          }, 20_000).unref();
          server.close().then(done, done);
        };
        process.on("SIGTERM", stop);
        process.on("SIGINT", stop);
      });
    });
}
