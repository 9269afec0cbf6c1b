import type { Kysely } from "kysely";
import type { Database, GameTableRow, TableLogRow, TableStatus } from "./db/schema.js";

export type NewLogEntry = Omit<TableLogRow, "at">;

/**
 * Every read and write the server makes, in one query layer for SQLite and PostgreSQL. The log
 * is append-only: rows are inserted, never changed. The table row's status, outcome and lease
 * are the only things ever updated, and each is also derivable from the log.
 */
export class Store {
  constructor(
    readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  async createTable(row: Omit<GameTableRow, "created_at">): Promise<void> {
    await this.db
      .insertInto("game_table")
      .values({ ...row, created_at: this.now() })
      .execute();
  }

  /**
   * Appends one entry, resolving once it is durable. Entries from every table that arrive
   * while a write is in flight go down together in the next one (group commit): one
   * transaction and one sync for many actions, so durability does not cost one disk flush per
   * move. The (table, seq) primary key means that if two writers ever believed they owned a
   * table, only one could write each entry: the other gets an error, not a fork.
   */
  append(entry: NewLogEntry): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ row: { ...entry, at: this.now() }, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private pending: { row: TableLogRow; resolve: () => void; reject: (e: unknown) => void }[] = [];
  private flushing = false;

  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, 500);
      try {
        await this.db
          .insertInto("table_log")
          .values(batch.map((b) => b.row))
          .execute();
        for (const b of batch) b.resolve();
      } catch {
        // One bad entry must not fail its neighbours: write them one by one to find it.
        for (const b of batch) {
          await this.db.insertInto("table_log").values(b.row).execute().then(b.resolve, b.reject);
        }
      }
    }
    this.flushing = false;
  }

  async setStatus(id: string, status: TableStatus, outcome: string | null = null): Promise<void> {
    await this.db.updateTable("game_table").set({ status, outcome }).where("id", "=", id).execute();
  }

  async table(id: string): Promise<GameTableRow | undefined> {
    return this.db.selectFrom("game_table").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async log(id: string): Promise<TableLogRow[]> {
    return this.db
      .selectFrom("table_log")
      .selectAll()
      .where("table_id", "=", id)
      .orderBy("seq")
      .execute();
  }

  async list(statuses: readonly TableStatus[], limit: number): Promise<GameTableRow[]> {
    return this.db
      .selectFrom("game_table")
      .selectAll()
      .where("status", "in", statuses)
      .orderBy("created_at", "desc")
      .limit(limit)
      .execute();
  }

  /**
   * Takes the lease of every unfinished table that no live process holds (or, alone, of every
   * unfinished table: a restarted lone server is the owner whatever its old lease says).
   */
  async claim(owner: string, leaseMs: number, alone: boolean): Promise<string[]> {
    const now = this.now();
    let q = this.db
      .updateTable("game_table")
      .set({ owner, lease_until: now + leaseMs })
      .where("status", "!=", "finished");
    if (!alone) {
      q = q.where((eb) =>
        eb.or([
          eb("lease_until", "is", null),
          eb("lease_until", "<", now),
          eb("owner", "=", owner),
        ]),
      );
    }
    const rows = await q.returning("id").execute();
    return rows.map((r) => r.id);
  }

  /** Renews this process's leases; returns how many it still holds. */
  async renew(owner: string, leaseMs: number): Promise<number> {
    const r = await this.db
      .updateTable("game_table")
      .set({ lease_until: this.now() + leaseMs })
      .where("owner", "=", owner)
      .where("status", "!=", "finished")
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  async release(owner: string): Promise<void> {
    await this.db
      .updateTable("game_table")
      .set({ owner: null, lease_until: null })
      .where("owner", "=", owner)
      .execute();
  }

  async ping(): Promise<void> {
    await this.db.selectFrom("game_table").select("id").limit(1).execute();
  }
}
