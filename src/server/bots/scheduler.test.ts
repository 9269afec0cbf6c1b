import { describe, expect, it } from "vitest";
import { BotScheduler, type Job, laneOf, MINUTE_MS } from "./scheduler.js";

interface Named extends Job {
  readonly name: string;
}

const job = (table: string, bot: string, name = `${table}/${bot}`): Named => ({
  table,
  lane: laneOf(bot),
  name,
});

/** Takes jobs for a thread of `lane` until none may run, returning their names. */
function drain(s: BotScheduler<Named>, lane: "quick" | "search"): string[] {
  const out: string[] = [];
  for (let j = s.next(lane); j; j = s.next(lane)) out.push(j.name);
  return out;
}

describe("BotScheduler", () => {
  it("serves tables in turn: one table's queue never holds another table back", () => {
    const s = new BotScheduler<Named>("fair", 60_000, () => 0);
    for (let i = 0; i < 5; i++) s.add(job("busy", "ismcts", `busy${i}`));
    s.add(job("other", "ismcts", "other0"));
    s.add(job("third", "ismcts", "third0"));
    s.add(job("other", "ismcts", "other1"));
    expect(drain(s, "search")).toEqual([
      "busy0",
      "other0",
      "third0",
      "busy1",
      "other1",
      "busy2",
      "busy3",
      "busy4",
    ]);
  });

  it("a table not served lately goes first; one just served waits one turn of each table", () => {
    const s = new BotScheduler<Named>("fair", 60_000, () => 0);
    for (let t = 0; t < 40; t++) for (let i = 0; i < 6; i++) s.add(job(`t${t}`, "ismcts"));
    // Every table has had its bots served twice: the searches go on in turn.
    for (let i = 0; i < 80; i++) expect(s.next("search")?.table).toBe(`t${i % 40}`);
    // A player moved at a table of their own: its bot waits for no other table's queue.
    s.add(job("late", "ismcts"));
    expect(s.next("search")?.table).toBe("late");
    // Its bot asked again at once: now every table in line goes once before it (40, not 160).
    s.add(job("late", "ismcts"));
    const before = [];
    for (let j = s.next("search"); j && j.table !== "late"; j = s.next("search"))
      before.push(j.table);
    expect(before).toHaveLength(40);
  });

  it("quick bots skip the searches; a quick thread never takes a search", () => {
    const s = new BotScheduler<Named>("fair", 60_000, () => 0);
    for (let i = 0; i < 3; i++) s.add(job("search", "ismcts", `s${i}`));
    s.add(job("a", "random"));
    s.add(job("b", "heuristic"));
    expect(drain(s, "quick")).toEqual(["a/random", "b/heuristic"]);
    expect(s.queued).toBe(3);
    expect(s.queuedFor("quick")).toBe(0);
    expect(s.queuedFor("search")).toBe(3);
    s.add(job("c", "random"));
    expect(drain(s, "search")).toEqual(["c/random", "s0", "s1", "s2"]);
  });

  it("holds a table back once it used its minute's thinking time, until that time ages out", () => {
    let now = 0;
    const s = new BotScheduler<Named>("fair", 1000, () => now);
    s.add(job("hog", "ismcts", "hog0"));
    s.add(job("hog", "ismcts", "hog1"));
    s.add(job("calm", "ismcts", "calm0"));
    expect(s.next("search")?.name).toBe("hog0");
    now = 600;
    s.spend("hog", 600);
    expect(s.next("search")?.name).toBe("calm0");
    now = 900;
    s.spend("calm", 300);
    expect(s.next("search")?.name).toBe("hog1");
    now = 1500;
    s.spend("hog", 500);
    expect(s.used("hog")).toBe(1100);
    s.add(job("hog", "ismcts", "hog2"));
    s.add(job("hog", "random", "hog3"));
    // Over budget: neither its search nor its quick bot runs; the wait ends when the 600 ms
    // spent at 600 leave the window.
    expect(s.next("search")).toBeUndefined();
    expect(s.nextRelease()).toBe(600 + MINUTE_MS - 1500);
    now = 600 + MINUTE_MS;
    expect(s.used("hog")).toBe(500);
    expect(drain(s, "search")).toEqual(["hog3", "hog2"]);
    expect(s.nextRelease()).toBeNull();
  });

  it("in arrival order serves first come first served, every bot on every thread, no budget", () => {
    const s = new BotScheduler<Named>("arrival", 1, () => 0);
    s.add(job("t1", "ismcts", "1"));
    s.add(job("t1", "ismcts", "2"));
    s.add(job("t2", "random", "3"));
    s.spend("t1", 10_000);
    expect(drain(s, "search")).toEqual(["1", "2", "3"]);
  });

  it("clear takes out every waiting job", () => {
    const s = new BotScheduler<Named>("fair", 1000, () => 0);
    s.add(job("a", "ismcts"));
    s.add(job("b", "random"));
    expect(s.clear().map((j) => j.name)).toEqual(["b/random", "a/ismcts"]);
    expect(s.queued).toBe(0);
  });
});
