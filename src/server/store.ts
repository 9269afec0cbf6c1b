import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database, GameTableRow, TableLogRow, TableStatus } from "./db/schema.js";
import { Recent } from "./recent.js";

/** A log entry to write; `epoch` is the fencing token its writer claimed the table with. */
export type NewLogEntry = Omit<TableLogRow, "at"> & { epoch?: number };

/** A log write refused because the writer no longer owns the table (another process took it). */
export class FencedError extends Error {
  constructor(readonly table: string) {
    super(`Table ${table} is owned by another process now.`);
  }
}

interface Pending {
  readonly row: TableLogRow & { epoch?: number };
  resolve(): void;
  reject(e: unknown): void;
}

/**
 * Every read and write the server makes, in one query layer for SQLite and PostgreSQL. The log
 * is append-only: rows are inserted, never changed. The table row's status, outcome and lease
 * are the only things ever updated, and each is also derivable from the log.
 */
export class Store {
  /**
   * `fence`: in a cluster (PostgreSQL), this process's node id. Every log write then checks, in
   * the same statement, that the table's owner and epoch are still the ones the writer holds.
   */
  constructor(
    readonly db: Kysely<Database>,
    // Read at each call, so that a test that sets the system time moves the log's times too.
    private readonly now: () => number = () => Date.now(),
    private readonly fence: string | null = null,
    /**
     * Node leases (a cluster, PostgreSQL) are written and compared with the database's clock
     * rather than each process's own, so the processes' clocks need not agree. Tests that move
     * `now` by hand leave this off.
     */
    private readonly databaseClock = false,
    /**
     * The log writer: its connections (`db` unless given) and how many batches it may have in
     * flight at once (PostgreSQL: several; SQLite, which writes on this thread anyway: one).
     */
    private readonly writer: {
      readonly db?: Kysely<Database>;
      readonly inFlight?: number;
      /**
       * Whether entries wait for the end of the event loop's turn to go down together. Worth it
       * only where each commit costs a disk sync on this thread (SQLite's "full" sync); elsewhere
       * an entry goes at once if the writer has room, and waiting would only add the time of the
       * turn's other callbacks, tens of ms on a busy machine.
       */
      readonly gather?: boolean;
    } = {},
  ) {}

  /** Now plus `ms`, in ms since the epoch, by the clock node leases use. */
  private leaseClock(ms = 0): number | RawBuilder<number> {
    return this.databaseClock
      ? sql<number>`(floor(extract(epoch from clock_timestamp()) * 1000)::bigint + ${ms}::bigint)`
      : this.now() + ms;
  }

  async createTable(row: Omit<GameTableRow, "created_at" | "epoch">): Promise<void> {
    await this.db
      .insertInto("game_table")
      .values({ ...row, epoch: 0, created_at: this.now() })
      .execute();
  }

  /**
   * Appends one entry, resolving once it is durable (committed). An entry goes down at once if
   * fewer than `writer.inFlight` batches are in flight; entries from every table that arrive
   * while they all are go down together when one commits (group commit): one commit for many
   * actions, so durability does not cost one commit per move. Each batch is one statement in
   * autocommit, one round trip: no begin or commit around it. A table's entries are never in two
   * batches in flight at once: its later entry waits for the earlier one's commit, so the log
   * never has a gap. The (table, seq) primary key means that if two writers ever believed they
   * owned a table, only one could write each entry: the other gets an error, not a fork.
   */
  append(entry: NewLogEntry): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ row: { ...entry, at: this.now() }, resolve, reject });
      if (!this.writer.gather) this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.flush();
        });
      }
    });
  }

  /** The log writer's entries since start, and its batches with the latest ones' times (ms). */
  readonly writes = { entries: 0, batches: new Recent() };

  private noteBatch(entries: number, ms: number): void {
    this.writes.entries += entries;
    this.writes.batches.add(ms);
  }

  private pending: Pending[] = [];
  private scheduled = false;
  /** The tables with a batch in flight, and how many batches are. */
  private readonly writing = new Set<string>();
  private inFlight = 0;

  /** Starts as many batches as the writer may have in flight, of the entries free to go. */
  private flush(): void {
    const most = this.writer.inFlight ?? 1;
    while (this.inFlight < most && this.pending.length > 0) {
      const batch: Pending[] = [];
      const held: Pending[] = [];
      for (const p of this.pending) {
        if (batch.length < 500 && !this.writing.has(p.row.table_id)) batch.push(p);
        else held.push(p);
      }
      if (batch.length === 0) return;
      this.pending = held;
      const tables = new Set(batch.map((b) => b.row.table_id));
      for (const t of tables) this.writing.add(t);
      this.inFlight++;
      void this.write(batch).finally(() => {
        for (const t of tables) this.writing.delete(t);
        this.inFlight--;
        this.flush();
      });
    }
  }

  /** Writes one batch and settles each entry's promise. */
  private async write(batch: Pending[]): Promise<void> {
    const db = this.writer.db ?? this.db;
    const began = performance.now();
    try {
      if (this.fence !== null) {
        const written = await this.insertFenced(batch.map((b) => b.row));
        for (const b of batch) {
          if (written.has(`${b.row.table_id}:${b.row.seq}`)) b.resolve();
          else b.reject(new FencedError(b.row.table_id));
        }
      } else {
        await db
          .insertInto("table_log")
          .values(batch.map(({ row: { epoch: _, ...row } }) => row))
          .execute();
        for (const b of batch) b.resolve();
      }
      this.noteBatch(batch.length, performance.now() - began);
    } catch {
      // One bad entry must not fail its neighbours: write them one by one to find it.
      for (const b of batch) {
        if (this.fence !== null) {
          await this.insertFenced([b.row]).then(
            (written) => (written.size ? b.resolve() : b.reject(new FencedError(b.row.table_id))),
            b.reject,
          );
        } else {
          const { epoch: _, ...row } = b.row;
          await db.insertInto("table_log").values(row).execute().then(b.resolve, b.reject);
        }
      }
    }
  }

  /**
   * Inserts the entries whose table this process still owns at the entry's epoch, and returns
   * which were written. `for share` locks the table row until the insert commits, so a takeover
   * (an update of that row) waits for it and then reads a log that includes it; an insert that
   * comes after a takeover sees the new epoch and writes nothing.
   */
  private async insertFenced(rows: (TableLogRow & { epoch?: number })[]): Promise<Set<string>> {
    const values = sql.join(
      rows.map(
        (r) =>
          sql`(${r.table_id}::text, ${r.seq}::integer, ${r.kind}::text, ${r.seat}::integer, ${r.data}::text, ${r.client_seq}::bigint, ${r.at}::bigint, ${r.epoch ?? -1}::integer)`,
      ),
    );
    const result = await sql<{ table_id: string; seq: number }>`
      insert into table_log (table_id, seq, kind, seat, data, client_seq, at)
      select v.table_id, v.seq, v.kind, v.seat, v.data, v.client_seq, v.at
      from (values ${values}) as v(table_id, seq, kind, seat, data, client_seq, at, epoch)
      where exists (
        select 1 from game_table g
        where g.id = v.table_id and g.owner = ${this.fence} and g.epoch = v.epoch
        for share
      )
      returning table_id, seq`.execute(this.writer.db ?? this.db);
    return new Set(result.rows.map((r) => `${r.table_id}:${r.seq}`));
  }

  /**
   * Sets a table's status (and outcome). In a cluster, given the epoch the writer holds the table
   * at, it is fenced like a log write: only while the writer still owns the table at that epoch.
   * Returns whether the row changed.
   */
  async setStatus(
    id: string,
    status: TableStatus,
    outcome: string | null = null,
    epoch?: number,
  ): Promise<boolean> {
    let update = this.db.updateTable("game_table").set({ status, outcome }).where("id", "=", id);
    if (this.fence !== null && epoch !== undefined)
      update = update.where("owner", "=", this.fence).where("epoch", "=", epoch);
    const r = await update.executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** Records the seats' bots again: the host's early start gives the empty seats to a bot. */
  async setBots(id: string, bots: readonly (string | null)[]): Promise<void> {
    await this.db
      .updateTable("game_table")
      .set({ bots: JSON.stringify(bots) })
      .where("id", "=", id)
      .execute();
  }

  async table(id: string): Promise<GameTableRow | undefined> {
    return this.db.selectFrom("game_table").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async log(id: string, from = 0): Promise<TableLogRow[]> {
    return this.db
      .selectFrom("table_log")
      .selectAll()
      .where("table_id", "=", id)
      .where("seq", ">=", from)
      .orderBy("seq")
      .execute();
  }

  /** For the lobby: the joins and leaves of these tables, and how many actions each has had. */
  async seatsAndVersions(
    ids: readonly string[],
  ): Promise<{ entries: TableLogRow[]; versions: Map<string, number> }> {
    if (ids.length === 0) return { entries: [], versions: new Map() };
    const entries = await this.db
      .selectFrom("table_log")
      .selectAll()
      .where("table_id", "in", ids)
      .where("kind", "in", ["join", "leave"])
      .orderBy("table_id")
      .orderBy("seq")
      .execute();
    const counts = await this.db
      .selectFrom("table_log")
      .select(["table_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("table_id", "in", ids)
      .where("kind", "=", "action")
      .groupBy("table_id")
      .execute();
    return { entries, versions: new Map(counts.map((c) => [c.table_id, Number(c.n)])) };
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
      .where("status", "in", ["open", "running"]);
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
      .where("status", "in", ["open", "running"])
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

  /** A cluster node says it lives: its lease runs `leaseMs` from now. */
  async heartbeat(node: string, leaseMs: number): Promise<void> {
    await this.db
      .insertInto("server_node")
      .values({ id: node, lease_until: this.leaseClock(leaseMs), started_at: this.leaseClock() })
      .onConflict((oc) => oc.column("id").doUpdateSet({ lease_until: this.leaseClock(leaseMs) }))
      .execute();
  }

  /**
   * Takes (at most `limit` of) the unfinished tables whose owner is no live node: never owned,
   * released, or owned by a node whose lease ran out. Each taken table's epoch goes up by one,
   * which fences off its previous owner's writes. Returns the tables with their new epochs.
   */
  async claimOrphans(
    node: string,
    leaseMs: number,
    limit: number,
  ): Promise<{ id: string; epoch: number }[]> {
    const now = this.leaseClock();
    const rows = await this.db
      .updateTable("game_table")
      .set((eb) => ({
        owner: node,
        lease_until: this.leaseClock(leaseMs),
        epoch: eb("epoch", "+", 1),
      }))
      .where("id", "in", (eb) =>
        eb
          .selectFrom("game_table as g")
          .select("g.id")
          .where("g.status", "in", ["open", "running"])
          .where((w) =>
            w.or([
              w("g.owner", "is", null),
              w.and([
                // Never its own: a process whose lease lapsed (a slow beat) still plays its
                // tables, and claiming one again would replace the copy its connections watch.
                w("g.owner", "!=", node),
                w.not(
                  w.exists(
                    w
                      .selectFrom("server_node as n")
                      .select("n.id")
                      .whereRef("n.id", "=", "g.owner")
                      .where("n.lease_until", ">=", now),
                  ),
                ),
              ]),
            ]),
          )
          .orderBy("g.created_at")
          .limit(limit)
          // Two processes claiming at once take different tables, never the same one twice.
          .forUpdate()
          .skipLocked(),
      )
      .where("status", "in", ["open", "running"])
      .returning(["id", "epoch"])
      .execute();
    return rows;
  }

  /**
   * Gives a table up (its owner none, so any process claims it on its next beat), only if `node`
   * still owns it at `epoch`: a later owner's claim is never undone. Returns whether it did.
   */
  async letGo(id: string, node: string, epoch: number): Promise<boolean> {
    const r = await this.db
      .updateTable("game_table")
      .set({ owner: null, lease_until: null })
      .where("id", "=", id)
      .where("owner", "=", node)
      .where("epoch", "=", epoch)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** The table's owner and epoch as the database has them now. */
  async ownerOf(id: string): Promise<{ owner: string | null; epoch: number } | undefined> {
    return this.db
      .selectFrom("game_table")
      .select(["owner", "epoch"])
      .where("id", "=", id)
      .executeTakeFirst();
  }

  /** The unfinished tables the database says this node owns, with their epochs. */
  async ownedBy(node: string): Promise<{ id: string; epoch: number }[]> {
    return this.db
      .selectFrom("game_table")
      .select(["id", "epoch"])
      .where("owner", "=", node)
      .where("status", "in", ["open", "running"])
      .execute();
  }

  /** How many nodes hold a live lease (this one included). */
  async liveNodes(): Promise<number> {
    const r = await this.db
      .selectFrom("server_node")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("lease_until", ">=", this.leaseClock())
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  /** A node leaving the cluster: its tables are free for the others at once. */
  async leave(node: string): Promise<void> {
    await this.release(node);
    await this.db.deleteFrom("server_node").where("id", "=", node).execute();
  }

  /** For operators: tables of these statuses, oldest first, with their log's length and last entry. */
  async overview(
    statuses: readonly TableStatus[],
  ): Promise<(GameTableRow & { entries: number; last_at: number | null })[]> {
    const rows = await this.db
      .selectFrom("game_table")
      .leftJoin("table_log", "table_log.table_id", "game_table.id")
      .selectAll("game_table")
      .select((eb) => [
        eb.fn.count<number>("table_log.seq").as("entries"),
        eb.fn.max<number | null>("table_log.at").as("last_at"),
      ])
      .where("game_table.status", "in", statuses)
      .groupBy("game_table.id")
      .orderBy("game_table.created_at")
      .execute();
    return rows.map((r) => ({
      ...r,
      entries: Number(r.entries),
      last_at: r.last_at === null ? null : Number(r.last_at),
    }));
  }

  /**
   * Deletes finished and void tables created before `before` (ms since the epoch), logs first;
   * returns their ids. Tables still open or running are never touched.
   */
  async deleteEnded(before: number): Promise<string[]> {
    return this.db.transaction().execute(async (tx) => {
      const ids = (
        await tx
          .selectFrom("game_table")
          .select("id")
          .where("status", "in", ["finished", "void"])
          .where("created_at", "<", before)
          .execute()
      ).map((r) => r.id);
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500);
        await tx.deleteFrom("table_log").where("table_id", "in", chunk).execute();
        await tx.deleteFrom("game_table").where("id", "in", chunk).execute();
      }
      return ids;
    });
  }

  /** Open tables created before `before` that nobody ever joined (an empty log). */
  async unjoined(before: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom("game_table")
      .select("id")
      .where("status", "=", "open")
      .where("created_at", "<", before)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("table_log")
              .select("table_log.seq")
              .whereRef("table_log.table_id", "=", "game_table.id"),
          ),
        ),
      )
      .execute();
    return rows.map((r) => r.id);
  }

  async ping(): Promise<void> {
    await this.db.selectFrom("game_table").select("id").limit(1).execute();
  }
}
