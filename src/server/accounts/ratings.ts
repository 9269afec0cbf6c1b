/**
 * Settling rated tables: once a rated table is finished, its players' ratings in its game change
 * by its places, in one transaction that first inserts the table's `rated_table` row. That row's
 * primary key is what applies a table's changes exactly once: a second settlement (a restart's
 * sweep, another process of a cluster finishing the same table) inserts nothing and stops.
 */
import type { Kysely, Transaction } from "kysely";
import type { Logger } from "pino";
import {
  joinData,
  outcomeColumn,
  readJson,
  StoredDataError,
  settingsColumn,
} from "../db/columns.js";
import type { Database, RatingRow } from "../db/schema.js";
import type { Timers } from "../timers.js";
import { type Glicko, newcomer, rateTable } from "./glicko.js";

export class Ratings {
  constructor(
    private readonly db: Kysely<Database>,
    /** PostgreSQL: the rating rows are locked (FOR UPDATE) while a table changes them. */
    private readonly postgres: boolean,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** The sweep under way, if one is: a slow sweep is never joined by the next. */
  private sweeping: Promise<number> | null = null;

  /**
   * Sweeps every `everyMs` on `timers`: a rated table whose settlement at its end failed (the
   * database refused it a moment) or that a process finished and died before settling is rated
   * by the next sweep, without waiting for a restart. Returns what stops the sweeps (and waits
   * for one under way).
   */
  sweepEvery(timers: Timers, everyMs: number): () => Promise<void> {
    const timer = timers.setInterval(() => void this.sweep(), everyMs);
    return async () => {
      timers.clear(timer);
      await this.sweeping?.catch(() => undefined);
    };
  }

  /** One sweep (`settleAll`), unless one is under way; how many tables it settled. */
  sweep(): Promise<number> {
    this.sweeping ??= this.settleAll()
      .then((n) => {
        if (n > 0) this.log.info({ tables: n }, "rated tables settled by the sweep");
        return n;
      })
      .catch((e: unknown) => {
        this.log.error({ err: e }, "the sweep of rated tables failed; the next one tries again");
        return 0;
      })
      .finally(() => {
        this.sweeping = null;
      });
    return this.sweeping;
  }

  /**
   * Applies a finished rated table's changes if nobody has; true when this call applied them.
   * A table that is not finished, not rated, or already settled changes nothing.
   */
  async settle(tableId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("game_table")
      .select(["id", "game", "status", "settings", "outcome"])
      .where("id", "=", tableId)
      .executeTakeFirst();
    if (row?.status !== "finished" || row.outcome === null) return false;
    let seats: (string | null)[];
    let outcome: { ranks: number[]; payoff: number[] };
    try {
      if (!readJson(settingsColumn, row.settings, `Table ${row.id}'s settings`).rated) return false;
      const read = readJson(outcomeColumn, row.outcome, `Table ${row.id}'s outcome`);
      if (!("ranks" in read)) return false;
      outcome = read;
      seats = await this.accountsOf(row.id, read.ranks.length);
    } catch (e) {
      if (!(e instanceof StoredDataError)) throw e;
      this.log.warn(
        { table: tableId, err: e.message },
        "a rated table not rated: its row does not read",
      );
      return false;
    }
    const at = this.now();
    return this.db.transaction().execute(async (tx) => {
      const claimed = await tx
        .insertInto("rated_table")
        .values({ table_id: row.id, at })
        .onConflict((oc) => oc.column("table_id").doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
      // Seats of accounts deleted since are left out; one player alone has nobody to be rated by.
      const present = await this.present(tx, seats);
      const rated = seats.flatMap((a, seat) =>
        a !== null && present.has(a) ? [{ account: a, seat }] : [],
      );
      if (rated.length < 2) return true;
      const before = await this.current(
        tx,
        row.game,
        rated.map((r) => r.account),
        at,
      );
      const after = rateTable(
        rated.map((r) => {
          const b = before.get(r.account)!;
          return { glicko: b.glicko, awayMs: b.games === 0 ? 0 : at - Number(b.rated_at) };
        }),
        rated.map((r) => outcome.ranks[r.seat]!),
      );
      for (const [i, r] of rated.entries()) {
        const g = after[i]!;
        const b = before.get(r.account)!;
        await tx
          .updateTable("rating")
          .set({ ...columns(g), games: b.games + 1, rated_at: at })
          .where("account_id", "=", r.account)
          .where("game", "=", row.game)
          .execute();
        await tx
          .insertInto("rating_change")
          .values({
            table_id: row.id,
            account_id: r.account,
            game: row.game,
            seat: r.seat,
            place: outcome.ranks[r.seat]!,
            players: seats.length,
            payoff: outcome.payoff[r.seat] ?? 0,
            rating_before: b.rating,
            rating: g.rating,
            deviation: g.deviation,
            at,
          })
          .execute();
      }
      this.log.info(
        { table: row.id, game: row.game, players: rated.length },
        "rated table settled",
      );
      return true;
    });
  }

  /**
   * Settles every finished rated table no one settled: a process that died between a table's end
   * and its settlement leaves one for the next start (or the next sweep) to do.
   */
  async settleAll(): Promise<number> {
    const pending = await this.db
      .selectFrom("game_table")
      .leftJoin("rated_table", "rated_table.table_id", "game_table.id")
      .select("game_table.id")
      .where("game_table.status", "=", "finished")
      .where("rated_table.table_id", "is", null)
      .where("game_table.settings", "like", '%"rated":true%')
      .execute();
    let settled = 0;
    for (const { id } of pending) if (await this.settle(id)) settled++;
    return settled;
  }

  /** Per seat, the account that joined it last (null for a seat nobody with an account took). */
  private async accountsOf(table: string, players: number): Promise<(string | null)[]> {
    const joins = await this.db
      .selectFrom("table_log")
      .select(["seq", "seat", "data"])
      .where("table_id", "=", table)
      .where("kind", "=", "join")
      .orderBy("seq")
      .execute();
    const seats: (string | null)[] = Array.from({ length: players }, () => null);
    for (const j of joins)
      if (j.seat >= 0 && j.seat < players)
        seats[j.seat] =
          readJson(joinData, j.data, `Table ${table}'s log entry ${j.seq}`).account ?? null;
    return seats;
  }

  private async present(tx: Transaction<Database>, seats: (string | null)[]): Promise<Set<string>> {
    const ids = seats.filter((a): a is string => a !== null);
    if (ids.length === 0) return new Set();
    const rows = await tx.selectFrom("account").select("id").where("id", "in", ids).execute();
    return new Set(rows.map((r) => r.id));
  }

  /**
   * The players' ratings in the game now (a newcomer's first), locked on PostgreSQL until the
   * transaction ends, so two tables ending at once for one player change it one after the other.
   */
  private async current(
    tx: Transaction<Database>,
    game: string,
    accounts: string[],
    at: number,
  ): Promise<Map<string, RatingRow & { glicko: Glicko }>> {
    await tx
      .insertInto("rating")
      .values(
        accounts.map((account_id) => ({
          account_id,
          game,
          ...columns(newcomer),
          games: 0,
          rated_at: at,
        })),
      )
      .onConflict((oc) => oc.columns(["account_id", "game"]).doNothing())
      .execute();
    let q = tx
      .selectFrom("rating")
      .selectAll()
      .where("game", "=", game)
      .where("account_id", "in", accounts)
      .orderBy("account_id");
    if (this.postgres) q = q.forUpdate();
    const rows = await q.execute();
    return new Map(
      rows.map((r) => [
        r.account_id,
        {
          ...r,
          games: Number(r.games),
          glicko: { rating: r.rating, deviation: r.deviation, volatility: r.volatility },
        },
      ]),
    );
  }
}

function columns(g: Glicko) {
  return { rating: g.rating, deviation: g.deviation, volatility: g.volatility };
}
