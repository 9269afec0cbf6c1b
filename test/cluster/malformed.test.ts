/**
 * What crosses Redis is parsed, not trusted: a message on a cluster channel that is not JSON, or
 * not of the shape the processes send (another program on the same Redis, a process of another
 * version), is logged as ignored and changes nothing; the processes keep serving the table.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server/server.js";
import {
  api,
  Client,
  createTable,
  joinSeat,
  postgresDb,
  startTestServer,
  type TestDb,
  until,
} from "../server/harness.js";
import { REDIS_URL as REDIS, servicesUp } from "../services.js";

const up = await servicesUp(import.meta.url, "postgres", "redis");

type Server = Awaited<ReturnType<typeof startTestServer>> & { node: string };

describe.skipIf(!up)("a malformed message on a cluster channel", () => {
  let test: TestDb;
  let redis: Redis;
  const servers: Server[] = [];

  beforeAll(async () => {
    test = await postgresDb();
    redis = new Redis(REDIS);
    for (let i = 0; i < 2; i++) {
      const s = await startTestServer(test, { redis: REDIS, nodeLeaseMs: 2000 });
      const health = await api<{ cluster: { node: string } }>(s.url, "GET", "/healthz");
      servers.push(Object.assign(s, { node: health.body.cluster.node }));
    }
  });
  afterAll(async () => {
    for (const s of servers) await (s as RunningServer).close();
    redis?.disconnect();
    await test?.drop();
  });

  it("is logged as ignored, and the table plays on across both processes", async () => {
    const [a, b] = servers as [Server, Server];
    const t = await createTable(a.url, { game: "toy-ok", seats: 2 });
    const tokens = [(await joinSeat(a.url, t.id, 0)).token, (await joinSeat(b.url, t.id, 1)).token];
    // B watches the table A owns: it follows A's news and forwards its seat's actions to A.
    const watcher = await Client.connect(b.url);
    expect((await watcher.hello(t.id, tokens[0])).type).toBe("welcome");
    const bad = [
      [`pyramids:cmd:${t.id}`, "{not json"],
      [`pyramids:cmd:${t.id}`, JSON.stringify({ rid: "x", from: b.node, req: { op: "burn" } })],
      [`pyramids:node:${a.node}`, JSON.stringify({ rid: 7, ok: "yes" })],
      [
        `pyramids:node:${a.node}`,
        JSON.stringify({ rid: "x", from: b.node, req: { op: "leave", tokenHash: "h" } }),
      ],
      [`pyramids:table:${t.id}`, JSON.stringify({ rows: [{ seq: "one" }], deadlines: {} })],
      [`pyramids:table:${t.id}`, "null"],
    ] as const;
    for (const [channel, message] of bad) await redis.publish(channel, message);
    const ignored = () =>
      servers.flatMap((s) =>
        s.logs.lines.filter((l) => l.includes("ignored a malformed cluster message")),
      );
    await until(`${bad.length} malformed messages logged as ignored`, () =>
      ignored().length >= bad.length ? true : undefined,
    );
    const lines = ignored().map((l) => JSON.parse(l) as { level: number; why: string });
    expect(lines.length).toBe(bad.length);
    expect(lines.every((l) => l.level === 40)).toBe(true);
    expect(lines.map((l) => l.why)).toEqual(
      expect.arrayContaining([
        "not JSON",
        "a request sent to a node names no table",
        expect.stringMatching(/^Message "req\.op": /),
        expect.stringMatching(/^Message "ok": /),
        expect.stringMatching(/^Message "rows\.0\.table_id": /),
        expect.stringMatching(/^Message: .*received null/),
      ]),
    );
    // Nothing changed, nothing failed: the table is where it was, and plays on through B.
    expect(a.service.get(t.id)?.version).toBe(0);
    expect(a.service.get(t.id)?.seats[0]?.tokenHash).toBeTruthy();
    expect((await watcher.act({ type: "keep" })).type).toBe("ack");
    watcher.close();
    for (const s of servers)
      expect(s.logs.lines.filter((l) => l.includes('"level":50'))).toEqual([]);
  });
});
