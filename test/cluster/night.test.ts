/**
 * Chat and the host's actions in a cluster: said at one process, applied by the table's owner,
 * and told to the watchers on every process as its events are.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  api,
  Client,
  exited,
  freePort,
  postgresDb,
  spawnServer,
  type TestDb,
} from "../server/harness.js";
import { REDIS_URL as REDIS, servicesUp } from "../services.js";

const up = await servicesUp(import.meta.url, "postgres", "redis");

type Seen = { type: string; text: string };

describe.skipIf(!up)("a game night's table across two processes", () => {
  let db: TestDb;
  const servers: Awaited<ReturnType<typeof spawnServer>>[] = [];

  beforeAll(async () => {
    db = await postgresDb();
    for (let i = 0; i < 2; i++)
      servers.push(await spawnServer(db, await freePort(), ["--redis", REDIS]));
  });

  afterAll(async () => {
    for (const s of servers) {
      s.child.kill("SIGTERM");
      await exited(s.child);
    }
    await db?.drop();
  });

  it("chat and a pause reach the watchers of both processes; only the host token pauses", async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const made = await api<{ id: string; hostToken: string }>(a, "POST", "/api/tables", {
      game: "wild-kill",
      seats: 2,
    });
    const { id, hostToken } = made.body;
    // Maya joins and plays through process B; Ben through A, which owns the table.
    const maya = await api<{ token: string }>(b, "POST", `/api/tables/${id}/join`, {
      name: "Maya",
    });
    const ben = await api<{ token: string }>(a, "POST", `/api/tables/${id}/join`, { name: "Ben" });
    const cm = await Client.connect(b);
    const cb = await Client.connect(a);
    expect((await cm.hello(id, maya.body.token)).type).toBe("welcome");
    expect((await cb.hello(id, ben.body.token)).type).toBe("welcome");
    cm.send({ type: "chat", text: "hi from B" });
    const line = await cb.next((f) => f.type === "chat");
    expect([line.seat, line.name, line.text]).toEqual([0, "Maya", "hi from B"]);

    const host = (base: string, token: string, body: unknown) =>
      fetch(`${base}/api/tables/${id}/host`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    expect((await host(b, maya.body.token, { action: "pause" })).status).toBe(403);
    expect((await host(b, hostToken, { action: "pause" })).status).toBe(200);
    for (const c of [cm, cb])
      await c.next(
        (f) =>
          f.type === "events" && (f.events as Seen[]).some((e) => e.text === "Paused by the host."),
        0,
      );
    const f = [...cm.frames].reverse().find((x) => x.version !== undefined)!;
    const mover = (f.toAct as number[])[0] === 0 ? cm : cb;
    const latest = [...mover.frames].reverse().find((x) => x.legal !== undefined)!;
    const refused = await mover.act((latest.legal as { type: string }[])[0]! as never);
    expect(refused.code).toBe("paused");
    cm.close();
    cb.close();
  });
});
