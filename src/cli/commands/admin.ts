import { Command } from "commander";
import { rulesVersionOf } from "../../core/game.js";
import type { Db } from "../../server/db/connect.js";
import type { TableStatus } from "../../server/db/schema.js";
import type { Store } from "../../server/store.js";
import { printJson, wholeNumber } from "../common.js";
import { fail } from "../fail.js";

const allStatuses: readonly TableStatus[] = ["open", "running", "finished", "void"];

interface DbOpts {
  db?: string;
  games?: string[];
}

/** The database `pyramids serve` would open with the same flags and environment. */
function dbOf(opts: DbOpts): string {
  return opts.db ?? process.env.DATABASE_URL ?? "./data/pyramids.db";
}

/**
 * The server's modules, loaded when an admin command runs: the rest of the CLI never pays for
 * the database drivers.
 */
async function serverModules() {
  const [connect, games, store, reader, replay, voided, accounts] = await Promise.all([
    import("../../server/db/connect.js"),
    import("../../players/load.js"),
    import("../../server/store.js"),
    import("../../server/tables/reader.js"),
    import("../../server/tables/replay.js"),
    import("../../server/void.js"),
    import("../../server/accounts/accounts.js"),
  ]);
  return {
    openDb: connect.openDb,
    loadGames: games.loadGames,
    Store: store.Store,
    TableReader: reader.TableReader,
    replayAsFar: replay.replayAsFar,
    voidOutcome: voided.voidOutcome,
    Accounts: accounts.Accounts,
  };
}

async function withStore<T>(opts: DbOpts, run: (store: Store, db: Db) => Promise<T>): Promise<T> {
  const { openDb, Store } = await serverModules();
  const db = await openDb(dbOf(opts));
  try {
    return await run(new Store(db.db), db);
  } finally {
    await db.close();
  }
}

function age(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 120) return `${s} s`;
  if (s < 7200) return `${Math.round(s / 60)} min`;
  if (s < 172_800) return `${Math.round(s / 3600)} h`;
  return `${Math.round(s / 86_400)} d`;
}

function withDb(cmd: Command): Command {
  return cmd
    .option(
      "--db <path|url>",
      "SQLite file, or postgres://… (default $DATABASE_URL or ./data/pyramids.db)",
    )
    .option(
      "--games <module...>",
      "extra modules exporting `packages` or `games`, as given to serve",
    );
}

/**
 * `pyramids admin`: an operator's tools on the server's database (the same `--db` as serve).
 * Listing, pruning and the bot load work beside a running server; closing a table needs the
 * server that plays it stopped, since that server holds the table in memory.
 */
export function adminCommand(): Command {
  const admin = new Command("admin").description(
    "operator tools on the server's database: list, close and prune tables; show the bot load",
  );

  admin.addCommand(
    withDb(new Command("tables"))
      .description("list tables by status, oldest first, with their age and last activity")
      .option("--status <list>", "any of open,running,finished,void", "open,running,finished,void")
      .option("--json", "print JSON")
      .action(async (opts: DbOpts & { status: string; json?: boolean }) => {
        const statuses = opts.status.split(",").map((s) => s.trim());
        const bad = statuses.find((s) => !allStatuses.includes(s as TableStatus));
        if (bad !== undefined)
          fail(`--status is a list of ${allStatuses.join(", ")}; "${bad}" is none of them.`);
        const rows = await withStore(opts, (store) => store.overview(statuses as TableStatus[]));
        const now = Date.now();
        const tables = rows.map((r) => ({
          id: r.id,
          game: r.game,
          status: r.status,
          players: r.players,
          rulesVersion: r.rules_version,
          createdAt: new Date(r.created_at).toISOString(),
          ageMs: now - r.created_at,
          entries: r.entries,
          lastActivityMs: r.last_at === null ? null : now - r.last_at,
          owner: r.owner,
        }));
        if (opts.json) return printJson(tables);
        const counts = allStatuses.map(
          (s) => `${tables.filter((t) => t.status === s).length} ${s}`,
        );
        process.stdout.write(`${tables.length} tables: ${counts.join(", ")}\n`);
        for (const s of allStatuses) {
          const these = tables.filter((t) => t.status === s);
          if (these.length === 0) continue;
          process.stdout.write(`\n${s}:\n`);
          for (const t of these)
            process.stdout.write(
              `  ${t.id.padEnd(14)} ${t.game.padEnd(14)} ${String(t.players).padStart(2)} seats  age ${age(t.ageMs).padEnd(7)} ${t.entries} entries${t.lastActivityMs === null ? "" : `, last ${age(t.lastActivityMs)} ago`}\n`,
            );
        }
      }),
  );

  admin.addCommand(
    withDb(new Command("accounts"))
      .description("list the accounts, oldest first: how each signs in, and whether it is disabled")
      .option("--json", "print JSON")
      .action(async (opts: DbOpts & { json?: boolean }) => {
        const accounts = await withStore(opts, async (_store, db) =>
          new (await serverModules()).Accounts(db.db).list(),
        );
        if (opts.json) return printJson(accounts);
        process.stdout.write(`${accounts.length} accounts\n`);
        for (const a of accounts) {
          const ways = [
            a.password ? "password" : null,
            a.passkeys ? `${a.passkeys} passkey${a.passkeys > 1 ? "s" : ""}` : null,
          ];
          process.stdout.write(
            `  ${a.name.padEnd(24)} since ${new Date(a.createdAt).toISOString().slice(0, 10)}  ${ways.filter(Boolean).join(", ")}${a.disabled ? "  DISABLED" : ""}\n`,
          );
        }
      }),
  );

  admin.addCommand(
    withDb(new Command("disable"))
      .description("disable an account: its sessions end at once, and it cannot sign in again")
      .argument("<name>", "the account's name (case aside)")
      .action(async (name: string, opts: DbOpts) => {
        const done = await withStore(opts, async (_store, db) =>
          new (await serverModules()).Accounts(db.db).disable(name),
        );
        if (!done) fail(`There is no account "${name}".`);
        process.stdout.write(`Account ${name} is disabled; its sessions are ended.\n`);
      }),
  );

  admin.addCommand(
    withDb(new Command("close"))
      .description(
        "close an unfinished table: void (no chips change hands), or finished if its log ends the game",
      )
      .argument("<table>", "the table's id")
      .option("--finished", "mark it finished (only a table whose log ends the game)")
      .action(async (id: string, opts: DbOpts & { finished?: boolean }) => {
        const { loadGames, TableReader, replayAsFar, voidOutcome } = await serverModules();
        const games = await loadGames(opts.games ?? []);
        const said = await withStore(opts, async (store) => {
          const row = await store.table(id);
          if (!row) fail(`There is no table "${id}".`);
          if (row.status === "finished" || row.status === "void")
            fail(`Table ${id} is ${row.status} already.`);
          if (row.owner !== null && row.lease_until !== null && row.lease_until > Date.now())
            fail(
              `Table ${id} is being played by the server ${row.owner}: stop it first (its tables are handed back when it stops).`,
            );
          const game = games.get(row.game);
          if (!game) fail(`Table ${id} is of game "${row.game}", which is not served here.`);
          // Read, not played: no bot and no clock starts.
          const t = new TableReader(store, games).fromRow(row);
          const entries = await store.log(id);
          const { applied, kept } = replayAsFar(t, entries);
          const replays = applied === entries.length;
          const outcome = replays ? t.table.outcome() : null;
          if (opts.finished) {
            if (!outcome)
              fail(`Table ${id}'s game is not over (${t.version} actions): close it as void.`);
            await store.setStatus(id, "finished", JSON.stringify(outcome));
            return `Table ${id} is finished: ${outcome.summary}`;
          }
          const said =
            rulesVersionOf(game) === row.rules_version
              ? "The table was closed by the server's operator."
              : `The table was closed by the server's operator (it was played under ${game.name} rules version ${row.rules_version}).`;
          // The hand in play is void; the hands before it stand, as far as the log replays.
          const voided = voidOutcome(kept, row.players, said);
          await store.setStatus(id, "void", JSON.stringify(voided));
          return `Table ${id} is void.`;
        });
        process.stdout.write(`${said}\n`);
      }),
  );

  admin.addCommand(
    withDb(new Command("prune"))
      .description("delete finished and void tables older than N days, with their logs")
      .requiredOption("--older-than <days>", "age in days (0: every finished and void table)")
      .action(async (opts: DbOpts & { olderThan: string }) => {
        const days = wholeNumber("--older-than", opts.olderThan, 0, 100_000)!;
        const ids = await withStore(opts, (store) =>
          store.deleteEnded(Date.now() - days * 86_400_000),
        );
        process.stdout.write(
          `Deleted ${ids.length} finished or void table${ids.length === 1 ? "" : "s"} older than ${days} day${days === 1 ? "" : "s"}.\n`,
        );
      }),
  );

  admin.addCommand(
    withDb(new Command("bots"))
      .description(
        "the bot load: running tables seating bots (from the database) and, with --url, the seats a server is thinking for now",
      )
      .option("--url <url>", "a running server (its /healthz), e.g. http://localhost:8080")
      .option("--json", "print JSON")
      .action(async (opts: DbOpts & { url?: string; json?: boolean }) => {
        const rows = await withStore(opts, (store) => store.overview(["running"]));
        const byBot = new Map<string, number>();
        let tables = 0;
        for (const r of rows) {
          const seats = (JSON.parse(r.bots) as (string | null)[]).filter((b) => b !== null);
          if (seats.length > 0) tables++;
          for (const b of seats) byBot.set(b, (byBot.get(b) ?? 0) + 1);
        }
        let live: unknown = null;
        if (opts.url) {
          const url = `${opts.url.replace(/\/$/, "")}/healthz`;
          const health = await fetch(url).then(
            (r) => r.json() as Promise<{ bots?: { playing?: unknown } }>,
            (e: unknown) => fail(`${url} does not answer: ${(e as Error).message}`),
          );
          live = health.bots?.playing ?? null;
        }
        const report = {
          running: rows.length,
          tablesWithBots: tables,
          botSeats: Object.fromEntries(byBot),
          ...(opts.url ? { server: live } : {}),
        };
        if (opts.json) return printJson(report);
        const seats = [...byBot].map(([b, n]) => `${n} ${b}`).join(", ") || "none";
        process.stdout.write(
          `${tables} of ${rows.length} running tables seat bots; bot seats: ${seats}.\n`,
        );
        if (live) {
          const l = live as { thinking: number; tables: number; seats: number };
          process.stdout.write(
            `The server plays ${l.seats} seats at ${l.tables} tables (players who left included); ${l.thinking} thinking now.\n`,
          );
        }
      }),
  );
  return admin;
}
