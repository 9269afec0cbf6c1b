import { cpus } from "node:os";
import { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import type { BotReply, BotRequest } from "./worker.js";

interface Pending {
  resolve(action: unknown): void;
  reject(e: Error): void;
  worker: Worker;
}

/**
 * Bot threads. Requests go to the thread with the fewest in flight. A thread that dies fails its
 * requests (the table asks again) and is replaced.
 */
export class BotPool {
  private readonly workers: Worker[] = [];
  private readonly load = new Map<Worker, number>();
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly gameModules: readonly string[],
    private readonly log: Logger,
    size = Math.max(1, Math.min(4, cpus().length - 1)),
  ) {
    for (let i = 0; i < size; i++) this.spawn();
  }

  private spawn(): void {
    // Under tsx (tests, benchmarks) this module is TypeScript, and so is its worker: the thread
    // registers tsx's loader before importing it, as loaders are not inherited by threads.
    const ts = import.meta.url.endsWith(".ts");
    const entry = new URL(ts ? "./worker.ts" : "./worker.js", import.meta.url);
    const workerData = { gameModules: this.gameModules };
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
    this.workers.push(worker);
    this.load.set(worker, 0);
    worker.on("message", (reply: BotReply) => {
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      this.load.set(worker, (this.load.get(worker) ?? 1) - 1);
      if ("error" in reply) p.reject(new Error(reply.error));
      else p.resolve(reply.action);
    });
    worker.on("error", (e) => this.log.error({ err: e }, "bot thread failed"));
    worker.on("exit", () => {
      this.workers.splice(this.workers.indexOf(worker), 1);
      this.load.delete(worker);
      for (const [id, p] of this.pending) {
        if (p.worker !== worker) continue;
        this.pending.delete(id);
        p.reject(new Error("The bot thread stopped."));
      }
      if (!this.closed) this.spawn();
    });
  }

  decide(req: Omit<BotRequest, "id">): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error("The bot pool is closed."));
    let worker = this.workers[0]!;
    for (const w of this.workers) if (this.load.get(w)! < this.load.get(worker)!) worker = w;
    const id = this.nextId++;
    this.load.set(worker, this.load.get(worker)! + 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, worker });
      worker.postMessage({ ...req, id } satisfies BotRequest);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
