/**
 * Colonial Pyramid over the wire: a first hello is told the first hand from its ante, and a seat
 * not to act is offered, and may take, its fold at any time.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  Client,
  createTable,
  joinSeat,
  sqliteDb,
  startTestServer,
  type TestDb,
} from "./harness.js";

describe("Colonial Pyramid over WebSocket", () => {
  let db: TestDb;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    db = sqliteDb();
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  async function seated(seats: number) {
    const t = await createTable(server.url, { game: "colonial", seats, options: { cut: false } });
    const clients: Client[] = [];
    for (let s = 0; s < seats; s++) {
      const { token } = await joinSeat(server.url, t.id, s);
      const client = await Client.connect(server.url);
      await client.hello(t.id, token);
      clients.push(client);
    }
    return { id: t.id, clients };
  }

  it("a first hello carries the opening: the ante, the deal, your cards, the first round", async () => {
    const { clients } = await seated(3);
    const welcome = clients[2]!.frames.find((f) => f.type === "welcome")!;
    const history = welcome.history as readonly {
      version: number;
      events: readonly { text: string }[];
    }[];
    expect(history[0]!.version).toBe(0);
    const texts = history[0]!.events.map((e) => e.text);
    // Seats joined without names are "Player N"; the viewer's own seat is "you".
    expect(texts[0]).toMatch(/^Hand 1: (Player \d deals|you deal)\.$/);
    expect(texts).toContain("Every player antes 1.");
    expect(texts.filter((t) => t.startsWith("You are dealt "))).toHaveLength(1);
    expect(texts.at(-1)).toMatch(/^Betting round 1: (Player \d|you) to act\.$/);
    for (const c of clients) c.close();
  });

  it("a seat not to act is offered a fold, and folding out of turn is applied", async () => {
    const { clients } = await seated(3);
    const welcome = clients[0]!.frames.find((f) => f.type === "welcome")!;
    const toAct = welcome.toAct as number[];
    const waiting = [0, 1, 2].find((s) => !toAct.includes(s))!;
    const frame = [...clients[waiting]!.frames].reverse().find((f) => "legal" in f)!;
    expect(frame.legal).toEqual([{ type: "fold" }]);
    const from = clients[toAct[0]!]!.frames.length;
    expect(await clients[waiting]!.act({ type: "fold" })).toMatchObject({ type: "ack" });
    const told = await clients[toAct[0]!]!.next((f) => f.type === "events", from);
    expect((told.events as { text: string }[]).map((e) => e.text)).toContain(
      `Player ${waiting + 1} folds.`,
    );
    for (const c of clients) c.close();
  });
});
