import pino from "pino";
import { describe, expect, it } from "vitest";
import { BotPool, type BotPoolEvent, type BotThread } from "./pool.js";
import type { BotReply, BotRequest } from "./worker.js";

/**
 * Bot threads that think until the test says they are done: the pool's order is followed by its
 * events, never by the clock.
 */
class Threads {
  readonly all: { request: BotRequest | null; reply: (r: BotReply) => void }[] = [];

  readonly make = (): BotThread => {
    const thread: Threads["all"][number] = { request: null, reply: () => {} };
    this.all.push(thread);
    return {
      post: (request) => {
        thread.request = request;
      },
      onReply: (listener) => {
        thread.reply = listener;
      },
      onExit: () => {},
      terminate: async () => {},
    };
  };

  /** Ends the decision of the `i`th busy thread (oldest request first), with a made-up action. */
  finish(i = 0): BotRequest {
    const busy = this.all.filter((t) => t.request).sort((a, b) => a.request!.id - b.request!.id);
    const thread = busy[i]!;
    const request = thread.request!;
    thread.request = null;
    thread.reply({ id: request.id, action: { table: request.state } });
    return request;
  }
}

const search = (table: string) => ({
  table,
  game: "colonial",
  bot: "ismcts",
  seed: 1,
  seat: 0,
  state: table,
});

/** A pool of two threads (one of them kept for quick bots) that think until the test says. */
function twoThreadPool() {
  const threads = new Threads();
  const pool = new BotPool(
    [],
    pino({ level: "silent" }),
    { threads: 2, quickThreads: 1 },
    threads.make,
  );
  return { threads, pool };
}

describe("BotPool", () => {
  it("20 tables of ISMCTS bots and one more: its move comes within its budget plus one other search", async () => {
    const { threads, pool } = twoThreadPool();
    const events: BotPoolEvent[] = [];
    pool.watch = (e) => events.push(e);
    // Twenty tables of six searching bots: each table's next bot asks as soon as one has moved.
    const busy = Array.from({ length: 20 }, (_, i) => `busy${i}`);
    const keepAsking = (table: string): void => {
      // (Until the pool closes, which refuses what still waits.)
      pool.decide(search(table)).then(
        () => keepAsking(table),
        () => {},
      );
    };
    for (const table of busy) keepAsking(table);
    // Play on until every busy table has had its searches several times over.
    for (let i = 0; i < 100; i++) {
      threads.finish();
      await Promise.resolve();
      await Promise.resolve();
    }
    // A player at a table of their own moved; now its bot, a search too, is asked.
    const before = events.length;
    let answered = false;
    const move = pool.decide(search("mine")).then((a) => {
      answered = true;
      return a;
    });
    // One search ends (whichever thread is done first): the next thread free takes this table's.
    threads.finish();
    const after = events.slice(before);
    const started = after.findIndex((e) => e.type === "start" && e.table === "mine");
    expect(after.slice(0, started).filter((e) => e.type === "end")).toHaveLength(1);
    expect(after.slice(0, started).filter((e) => e.type === "start")).toHaveLength(0);
    // And it thinks for at most its budget: a share of it, as 20 tables (21 once the table just
    // served asks again) want 2 threads.
    const mine = after[started] as Extract<BotPoolEvent, { type: "start" }>;
    expect(mine.share).toBeCloseTo(2 / 20, 5);
    // Its search is the next to end on its thread: the move comes back.
    const thread = threads.all.find((t) => t.request?.state === "mine")!;
    thread.reply({ id: thread.request!.id, action: "moved" });
    expect(await move).toBe("moved");
    expect(answered).toBe(true);
    await pool.close();
  });

  it("gives a search its whole budget while no more tables search than there are threads", async () => {
    const { threads, pool } = twoThreadPool();
    const shares: number[] = [];
    pool.watch = (e) => {
      if (e.type === "start") shares.push(e.share);
    };
    pool.decide(search("a")).catch(() => {});
    pool.decide(search("b")).catch(() => {});
    expect(shares).toEqual([1, 1]);
    // Two more tables wait: once a's search ends, b, c and d share the 2 threads.
    pool.decide(search("c")).catch(() => {});
    pool.decide(search("d")).catch(() => {});
    threads.finish();
    expect(shares.at(-1)).toBeCloseTo(2 / 3, 5);
    await pool.close();
  });
});
