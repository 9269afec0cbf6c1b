/**
 * Bot thinking off the main thread: a server asks `pool.think(...)` and keeps serving while a
 * worker searches. Workers start on demand up to `size`, stay for the next decision, and do not
 * keep the process alive while idle.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Action } from "../core/game.js";
import { workerError, workerUrl } from "./threads.js";
import type { ThinkRequest } from "./wire.js";
import type { FromWorker, ToWorker } from "./worker.js";

export type { ThinkRequest } from "./wire.js";

interface Job {
  readonly id: number;
  readonly request: ThinkRequest;
  resolve(a: Action): void;
  reject(e: Error): void;
}

export class BotPool {
  private readonly size: number;
  private readonly execArgv: string[];
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(opts: { size?: number; execArgv?: readonly string[] } = {}) {
    this.size = Math.max(1, opts.size ?? availableParallelism() - 1);
    this.execArgv = [...(opts.execArgv ?? [])];
  }

  /**
   * The bot's action for `seat` in the true `state`. The bot sees only that seat's view, legal
   * actions and resamples. Rejects with a sentence if the bot cannot act (wrong seat, bad spec).
   */
  think(request: ThinkRequest): Promise<Action> {
    if (this.closed) return Promise.reject(new Error("The bot pool is closed."));
    return new Promise<Action>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, request, resolve, reject });
      this.pump();
    });
  }

  /** Decisions waiting for a worker or being thought about. */
  get pending(): number {
    return this.queue.length + this.busy.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error("The bot pool is closed."));
    const all = [...this.idle.splice(0), ...this.busy.keys()];
    for (const [, job] of this.busy) job.reject(new Error("The bot pool is closed."));
    this.busy.clear();
    await Promise.all(all.map((w) => w.terminate()));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const w = this.idle.pop() ?? (this.busy.size < this.size ? this.spawn() : undefined);
      if (!w) return;
      const job = this.queue.shift()!;
      this.busy.set(w, job);
      w.ref();
      w.postMessage({ type: "think", id: job.id, request: job.request } satisfies ToWorker);
    }
  }

  private spawn(): Worker {
    const w = new Worker(workerUrl(), { execArgv: this.execArgv });
    w.on("message", (m: FromWorker) => {
      const job = this.busy.get(w);
      if (!job || m.type === "results" || m.id !== job.id) return;
      this.busy.delete(w);
      if (m.type === "action") job.resolve(m.action);
      else job.reject(new Error(m.message));
      w.unref();
      this.idle.push(w);
      this.pump();
    });
    const lost = (e: Error) => {
      const job = this.busy.get(w);
      this.busy.delete(w);
      const i = this.idle.indexOf(w);
      if (i >= 0) this.idle.splice(i, 1);
      job?.reject(e);
      if (!this.closed) this.pump();
    };
    w.on("error", (e) => lost(workerError(e)));
    w.on("exit", (code) => lost(new Error(`A bot worker stopped with code ${code}.`)));
    return w;
  }
}
