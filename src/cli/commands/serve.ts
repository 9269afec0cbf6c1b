import { Command } from "commander";
import { startServer } from "../../server/server.js";
import { intArg } from "../common.js";
import { fail } from "../fail.js";

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
  trustProxy?: boolean;
  botThreads?: string;
  botMsPerMinute?: string;
  botTablesPerAddress?: string;
  botTables?: string;
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
    .option("--trust-proxy", "behind a reverse proxy: a client's address is X-Forwarded-For's")
    .option(
      "--bot-threads <n>",
      "threads for searching bots, beside one kept for quick bots (default: cores − 1, at most 4)",
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
    .option("--games <module...>", "extra modules exporting `games` to serve beside the registry")
    .action(async (opts: ServeOpts) => {
      const sync = opts.sqliteSync ?? "normal";
      if (sync !== "normal" && sync !== "full")
        fail(`--sqlite-sync is normal or full, not "${sync}".`);
      const port = intArg("--port", opts.port ?? process.env.PORT, 0, 65535) ?? 8080;
      const redis = opts.redis ?? (process.env.REDIS_URL || undefined);
      const nodeLeaseMs = intArg(
        "--node-lease",
        opts.nodeLease ?? process.env.NODE_LEASE_MS,
        500,
        600_000,
      );
      const lobbyMax = intArg("--lobby-rate", opts.lobbyRate, 0, 1_000_000);
      const botThreads = intArg("--bot-threads", opts.botThreads, 1, 64);
      const botMs = intArg("--bot-ms-per-minute", opts.botMsPerMinute, 100, 600_000);
      const perAddress = intArg("--bot-tables-per-address", opts.botTablesPerAddress, 0, 1e6);
      const botTables = intArg("--bot-tables", opts.botTables, 0, 1_000_000);
      const server = await startServer({
        bots: {
          ...(botThreads !== undefined ? { threads: botThreads } : {}),
          ...(botMs !== undefined ? { msPerMinute: botMs } : {}),
        },
        botTables: {
          ...(perAddress !== undefined ? { perAddress: perAddress || null } : {}),
          ...(botTables !== undefined ? { total: botTables || null } : {}),
        },
        ...(lobbyMax !== undefined
          ? { lobbyRate: lobbyMax === 0 ? null : { max: lobbyMax, windowMs: 10_000 } }
          : {}),
        trustProxy: opts.trustProxy === true,
        port,
        ...(redis ? { redis } : {}),
        ...(nodeLeaseMs !== undefined ? { nodeLeaseMs } : {}),
        host: opts.host ?? "0.0.0.0",
        db: opts.db ?? process.env.DATABASE_URL ?? "./data/pyramids.db",
        ...(opts.web ? { webDir: opts.web } : {}),
        gameModules: opts.games ?? [],
        sqliteSync: sync,
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
