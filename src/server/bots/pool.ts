import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import { BotScheduler, type Job, type Lane, laneOf, type Order } from "./scheduler.js";
import type { BotReply, BotRequest } from "./worker.js";

export interface BotBudget {
  /**
   * Threads for searching bots (they take quick bots' decisions too when free). With more
   * tables searching than threads, each search thinks for its budget × threads ÷ tables
   * searching, so one round of every table's searches takes one budget's time, not one budget
   * per table.
   */
  readonly threads: number;
  /** Threads kept for quick bots (`random`, `heuristic`), so they never wait behind a search. */
  readonly quickThreads: number;
  /** Thinking time (thread-ms) one table's bots may use in any minute. */
  readonly msPerMinute: number;
  readonly order: Order;
}

export const defaultBotBudget: BotBudget = {
  // Every core: a search thread runs only while a search waits, and the event loop's work is
  // small beside one; the operating system shares the cores between them.
  threads: Math.max(1, Math.min(8, availableParallelism())),
  quickThreads: 1,
  msPerMinute: 20_000,
  order: "fair",
};

/** One decision asked of the pool, for one seat of one table. */
export type Decision = Omit<BotRequest, "id" | "share"> & { readonly table: string };

interface Pending extends Job {
  readonly request: Omit<BotRequest, "id" | "share">;
  resolve(action: unknown): void;
  reject(e: Error): void;
}

/**
 * A bot thread as the pool drives it: a worker thread in the server, a stand-in in tests that
 * decide when each decision ends.
 */
export interface BotThread {
  post(request: BotRequest): void;
  onReply(listener: (reply: BotReply) => void): void;
  /** Called once when the thread has stopped, however it stopped. */
  onExit(listener: () => void): void;
  terminate(): Promise<unknown>;
}

export type BotThreadFactory = (gameModules: readonly string[], log: Logger) => BotThread;

/** What the pool tells whoever watches it (tests): a decision went to a thread, or came back. */
export type BotPoolEvent =
  | { readonly type: "start"; readonly table: string; readonly lane: Lane; readonly share: number }
  | { readonly type: "end"; readonly table: string; readonly lane: Lane };

interface Thread {
  readonly worker: BotThread;
  readonly lane: Lane;
  /** The decision it thinks about, and since when (ms, performance.now()). */
  job: { id: number; pending: Pending; since: number } | null;
}

/** What the bots are doing now, for /healthz. */
export interface BotLoad {
  readonly threads: number;
  readonly quickThreads: number;
  readonly thinking: number;
  readonly queued: number;
  /** Tables whose bots thought in the last minute. */
  readonly tables: number;
  /** The most thinking time one table used in the last minute (ms). */
  readonly busiestTableMs: number;
  readonly msPerMinute: number;
}

/**
 * Bot threads. Each thread thinks about one decision at a time and asks the scheduler for the
 * next, so the fair share between tables holds however long the queue. A thread that dies fails
 * its decision (the table asks again) and is replaced.
 */
export class BotPool {
  private readonly threads: Thread[] = [];
  private readonly scheduler: BotScheduler<Pending>;
  private readonly budget: BotBudget;
  private nextId = 1;
  private closed = false;
  private release: NodeJS.Timeout | null = null;
  /** Called at every decision's start and end (tests follow the pool's order by these). */
  watch: ((event: BotPoolEvent) => void) | null = null;

  constructor(
    private readonly gameModules: readonly string[],
    private readonly log: Logger,
    budget: Partial<BotBudget> = {},
    private readonly makeThread: BotThreadFactory = workerThread,
  ) {
    this.budget = { ...defaultBotBudget, ...budget };
    if (this.budget.order === "arrival") this.budget = { ...this.budget, quickThreads: 0 };
    this.scheduler = new BotScheduler(this.budget.order, this.budget.msPerMinute);
    for (let i = 0; i < this.budget.threads; i++) this.spawn("search");
    for (let i = 0; i < this.budget.quickThreads; i++) this.spawn("quick");
  }

  private spawn(lane: Lane): void {
    const worker = this.makeThread(this.gameModules, this.log);
    const thread: Thread = { worker, lane, job: null };
    this.threads.push(thread);
    worker.onReply((reply) => {
      const job = thread.job;
      if (!job || job.id !== reply.id) return;
      thread.job = null;
      this.scheduler.spend(job.pending.table, performance.now() - job.since);
      this.watch?.({ type: "end", table: job.pending.table, lane: job.pending.lane });
      if ("error" in reply) job.pending.reject(new Error(reply.error));
      else job.pending.resolve(reply.action);
      this.pump();
    });
    worker.onExit(() => {
      this.threads.splice(this.threads.indexOf(thread), 1);
      if (thread.job) {
        this.scheduler.spend(thread.job.pending.table, performance.now() - thread.job.since);
        thread.job.pending.reject(new Error("The bot thread stopped."));
      }
      if (!this.closed) {
        this.spawn(lane);
        this.pump();
      }
    });
  }

  /**
   * The random bot's whole decision is one pick among the legal actions, which the table has at
   * hand: sending the state to a thread would cost more than the decision, so the table picks
   * itself. (Not in arrival order, the benchmark's peer, where every bot goes through the queue.)
   */
  decidesHere(bot: string): boolean {
    return bot === "random" && this.budget.order === "fair";
  }

  decide(decision: Decision): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error("The bot pool is closed."));
    const { table, ...request } = decision;
    return new Promise((resolve, reject) => {
      this.scheduler.add({ table, lane: laneOf(request.bot), request, resolve, reject });
      this.pump();
    });
  }

  /** Gives every free thread its next decision; wakes up later for tables over their budget. */
  private pump(): void {
    if (this.closed) return;
    for (const thread of this.threads) {
      if (thread.job) continue;
      const pending = this.scheduler.next(thread.lane);
      if (!pending) continue;
      const id = this.nextId++;
      thread.job = { id, pending, since: performance.now() };
      const share = pending.lane === "search" ? this.searchShare() : 1;
      this.watch?.({ type: "start", table: pending.table, lane: pending.lane, share });
      thread.worker.post({ ...pending.request, id, share });
    }
    // A busy thread asks again when it is done; only an idle one left with decisions it could
    // take (held back by their tables' budgets) needs waking when a budget frees up.
    const held = this.threads.some((t) => !t.job && this.scheduler.queuedFor(t.lane) > 0);
    const wait = held ? this.scheduler.nextRelease() : null;
    if (wait !== null && !this.release) {
      this.release = setTimeout(() => {
        this.release = null;
        this.pump();
      }, wait + 1);
      this.release.unref();
    }
  }

  /**
   * The part of its time budget a search starting now may use: all of it while there are no more
   * tables searching than search threads; else threads ÷ tables searching (those waiting, and
   * those thinking, this one among them). A round of every table's searches then takes about
   * one budget, so a table's search waits for about one other search, however many tables play.
   */
  private searchShare(): number {
    const thinking = new Set(
      this.threads.filter((t) => t.job?.pending.lane === "search").map((t) => t.job!.pending.table),
    );
    const demand = thinking.size + this.scheduler.searchingTables;
    const threads = this.threads.filter((t) => t.lane === "search").length;
    return Math.min(1, threads / Math.max(1, demand));
  }

  load(): BotLoad {
    const usage = this.scheduler.usage();
    return {
      threads: this.budget.threads,
      quickThreads: this.budget.quickThreads,
      thinking: this.threads.filter((t) => t.job).length,
      queued: this.scheduler.queued,
      tables: usage.size,
      busiestTableMs: Math.round(Math.max(0, ...usage.values())),
      msPerMinute: this.budget.msPerMinute,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.release) clearTimeout(this.release);
    for (const pending of this.scheduler.clear())
      pending.reject(new Error("The bot pool is closed."));
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }
}

/** A worker thread running ./worker.ts, the pool's bot thread in the server. */
function workerThread(gameModules: readonly string[], log: Logger): BotThread {
  // Under tsx (tests, benchmarks) this module is TypeScript, and so is its worker: the thread
  // registers tsx's loader before importing it, as loaders are not inherited by threads.
  const ts = import.meta.url.endsWith(".ts");
  const entry = new URL(ts ? "./worker.ts" : "./worker.js", import.meta.url);
  const workerData = { gameModules };
  const worker = ts
    ? new Worker(
        `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then((tsx) => {
          tsx.register();
          return import(${JSON.stringify(entry.href)});
        });`,
        { eval: true, workerData },
      )
    : new Worker(entry, { workerData });
  worker.unref();
  worker.on("error", (e) => log.error({ err: e }, "bot thread failed"));
  return {
    post: (request) => worker.postMessage(request),
    onReply: (listener) => worker.on("message", listener),
    onExit: (listener) => worker.on("exit", listener),
    terminate: () => worker.terminate(),
  };
}
