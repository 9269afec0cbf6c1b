/**
 * Which bot decision a free bot thread takes next. Tables take turns, the one served longest ago
 * first: a table with many bots thinking waits behind its own decisions, never another table's
 * whole queue, and a table whose bot was not asked lately (a player moved in between) goes before
 * the tables whose bots just thought, so its decision waits for the thread's current search only.
 * Quick bots have a lane of their own, so a `random` or `heuristic` reply never waits behind a
 * search. And a table may use only so much thinking time in any minute: past it, its decisions
 * wait until its oldest thinking leaves the window.
 */

import { difficulties, isDifficulty } from "../../bots/difficulty.js";

/** `quick`: answers in about a millisecond. `search`: thinks for as long as its budget allows. */
export type Lane = "quick" | "search";

/**
 * The bots that search: `ismcts` and the levels made of it (`normal`, `hard`); every other bot
 * answers in about a millisecond.
 */
export function laneOf(bot: string): Lane {
  const spec = isDifficulty(bot) ? difficulties[bot].spec : bot;
  return spec === "ismcts" || spec.startsWith("ismcts:") ? "search" : "quick";
}

export interface Job {
  readonly table: string;
  readonly lane: Lane;
}

/**
 * `fair`: the above. `arrival`: one queue in arrival order for every bot and thread, no budget
 * (the benchmark's peer: what one plain queue of bot threads does under a flood of searches).
 */
export type Order = "fair" | "arrival";

export const MINUTE_MS = 60_000;

/**
 * Queues of jobs per table, served in turn: the table served longest ago (or never) goes first,
 * and a table served goes to the back of the line.
 */
class TakingTurns<J extends Job> {
  private readonly byTable = new Map<string, J[]>();
  /** When each table was last served, by a count of services; the oldest are forgotten. */
  private readonly served = new Map<string, number>();
  private serving = 0;
  size = 0;

  /** `turnOf`: whose turn a job waits for (its table; one name for all gives a plain queue). */
  constructor(private readonly turnOf: (job: J) => string = (job) => job.table) {}

  add(job: J): void {
    const q = this.byTable.get(this.turnOf(job));
    if (q) q.push(job);
    else this.byTable.set(this.turnOf(job), [job]);
    this.size++;
  }

  take(may: (table: string) => boolean): J | undefined {
    // Tables waiting in the order they began to wait; the first of those served longest ago.
    let pick: string | undefined;
    let oldest = Number.POSITIVE_INFINITY;
    for (const table of this.byTable.keys()) {
      const at = this.served.get(table) ?? -1;
      if (at < oldest && may(table)) {
        pick = table;
        oldest = at;
        if (at === -1) break;
      }
    }
    if (pick === undefined) return undefined;
    const q = this.byTable.get(pick)!;
    const job = q.shift()!;
    if (q.length === 0) this.byTable.delete(pick);
    this.size--;
    this.served.delete(pick);
    this.served.set(pick, this.serving++);
    // Only the order matters: past a table for each of the last services, the oldest are forgotten
    // (a table forgotten counts as never served, which it was not lately).
    if (this.served.size > 10_000) this.served.delete(this.served.keys().next().value!);
    return job;
  }

  has(table: string): boolean {
    return this.byTable.has(table);
  }

  /** How many tables have a job waiting. */
  get tables(): number {
    return this.byTable.size;
  }

  /** Every job waiting, in no particular order; the queue is empty after. */
  clear(): J[] {
    const all = [...this.byTable.values()].flat();
    this.byTable.clear();
    this.size = 0;
    return all;
  }
}

export class BotScheduler<J extends Job> {
  private readonly lanes: { readonly quick: TakingTurns<J>; readonly search: TakingTurns<J> };
  /** Per table: the thinking it did in the last minute, as [ended at, ms] oldest first, and its sum. */
  private readonly spent = new Map<string, { list: [number, number][]; sum: number }>();

  constructor(
    readonly order: Order,
    /** Thinking time (thread-ms) one table may use in any minute. */
    readonly msPerMinute: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    const turnOf = order === "fair" ? undefined : () => "";
    this.lanes = { quick: new TakingTurns<J>(turnOf), search: new TakingTurns<J>(turnOf) };
  }

  add(job: J): void {
    // In arrival order every job is one table's in one lane: a single first-come queue.
    this.lanes[this.order === "fair" ? job.lane : "search"].add(job);
  }

  /** Takes every waiting job out (the pool is closing). */
  clear(): J[] {
    return [...this.lanes.quick.clear(), ...this.lanes.search.clear()];
  }

  get queued(): number {
    return this.lanes.quick.size + this.lanes.search.size;
  }

  /** How many tables have a search waiting (each will want a search thread's turn). */
  get searchingTables(): number {
    return this.order === "fair" ? this.lanes.search.tables : 0;
  }

  /** Jobs waiting that a thread of `lane` may take. */
  queuedFor(lane: Lane): number {
    if (this.order === "arrival") return this.queued;
    return this.lanes.quick.size + (lane === "search" ? this.lanes.search.size : 0);
  }

  /**
   * The job a free thread of `lane` should run now, if any. A search thread takes quick jobs
   * first (they are over in a moment); a quick thread never takes a search.
   */
  next(lane: Lane): J | undefined {
    if (this.order === "arrival") return this.lanes.search.take(() => true);
    const may = (table: string) => this.used(table) < this.msPerMinute;
    return (
      this.lanes.quick.take(may) ?? (lane === "search" ? this.lanes.search.take(may) : undefined)
    );
  }

  /** Records `ms` of thinking for `table`, ending now. */
  spend(table: string, ms: number): void {
    if (this.order === "arrival") return;
    const spent = this.spent.get(table);
    if (spent) {
      spent.list.push([this.now(), ms]);
      spent.sum += ms;
    } else this.spent.set(table, { list: [[this.now(), ms]], sum: ms });
  }

  /** The thinking time `table` used in the last minute (ms). */
  used(table: string): number {
    const spent = this.spent.get(table);
    if (!spent) return 0;
    const since = this.now() - MINUTE_MS;
    while (spent.list.length > 0 && spent.list[0]![0] <= since) spent.sum -= spent.list.shift()![1];
    if (spent.list.length === 0) {
      this.spent.delete(table);
      return 0;
    }
    return spent.sum;
  }

  /**
   * How long until a table that has jobs waiting and is over its budget may think again (ms), or
   * null if none is held back.
   */
  nextRelease(): number | null {
    if (this.order === "arrival") return null;
    let soonest: number | null = null;
    const now = this.now();
    // Only tables that thought lately can be over their budget: usually far fewer than wait.
    for (const table of [...this.spent.keys()]) {
      let over = this.used(table) - this.msPerMinute;
      if (over < 0 || !this.waiting(table)) continue;
      // The table thinks again once enough of its oldest thinking has left the window.
      for (const [at, ms] of this.spent.get(table)!.list) {
        over -= ms;
        if (over < 0) {
          const wait = Math.max(0, at + MINUTE_MS - now);
          soonest = soonest === null ? wait : Math.min(soonest, wait);
          break;
        }
      }
    }
    return soonest;
  }

  private waiting(table: string): boolean {
    return this.lanes.quick.has(table) || this.lanes.search.has(table);
  }

  /** Tables that thought in the last minute, and how much. */
  usage(): Map<string, number> {
    const out = new Map<string, number>();
    for (const table of [...this.spent.keys()]) {
      const ms = this.used(table);
      if (ms > 0) out.set(table, ms);
    }
    return out;
  }
}
