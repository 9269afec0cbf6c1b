/**
 * Never lose a game: a server in a child process is killed with SIGKILL in the middle of busy
 * tables, restarted on the same database, and every action it had acknowledged is there; the
 * clients reconnect, resume, and the games finish. SIGTERM stops it gracefully.
 */
import { afterAll, describe, expect, it } from "vitest";
import { servicesUp } from "../services.js";
import {
  Client,
  createTable,
  exited,
  freePort,
  joinSeat,
  makeDb,
  spawnServer,
  type TestDb,
  until,
} from "./harness.js";
import { autoplay, fetchRecord, over, seatRng } from "./referee.js";

interface Seat {
  table: string;
  seat: number;
  token: string;
  client: Client;
}

const kinds = (await servicesUp(import.meta.url, "postgres"))
  ? (["sqlite", "postgres"] as const)
  : (["sqlite"] as const);

describe.each(kinds)("crash and restart (%s)", (kind) => {
  const dbs: TestDb[] = [];
  afterAll(async () => {
    for (const db of dbs) await db.drop();
  });

  it("after SIGKILL every acknowledged action is there, and the games finish", async () => {
    const db = await makeDb(kind);
    dbs.push(db);
    const port = await freePort();
    let server = await spawnServer(db, port);
    const seats: Seat[] = [];
    for (let t = 0; t < 6; t++) {
      const { id } = await createTable(server.url, { game: "toy-ok", seats: 4 });
      for (let s = 0; s < 4; s++) {
        const { token } = await joinSeat(server.url, id, s);
        const client = await Client.connect(server.url);
        await client.hello(id, token);
        seats.push({ table: id, seat: s, token, client });
      }
    }
    // Slow players, so the kill lands with tables part-way through.
    const runs = seats.map((s, i) =>
      autoplay(s.client, seatRng(100 + i, s.seat), 40 + (i % 7) * 15),
    );
    const acked = () => runs.reduce((n, r) => n + r.acks.length, 0);
    await until("8 actions acknowledged", () => (acked() >= 8 ? true : undefined), 5);
    server.child.kill("SIGKILL");
    await exited(server.child);
    const ackedBefore = runs.map((r) => [...r.acks]);
    expect(ackedBefore.flat().length).toBeLessThan(24);

    server = await spawnServer(db, port);
    const resumed: Client[] = [];
    for (const [i, s] of seats.entries()) {
      const lastSeen = [...s.client.frames].reverse().find((f) => typeof f.version === "number");
      const client = await Client.connect(server.url);
      client.seq = s.client.seq;
      const welcome = await client.hello(s.table, s.token, (lastSeen?.version as number) ?? 0);
      expect(welcome.type).toBe("welcome");
      // The server remembers every sequence number it acknowledged for this seat.
      const maxAcked = Math.max(0, ...ackedBefore[i]!.map((a) => a.seq as number));
      expect(welcome.lastSeq as number).toBeGreaterThanOrEqual(maxAcked);
      autoplay(client, seatRng(200 + i, s.seat));
      resumed.push(client);
    }
    for (const c of resumed) await over(c);
    for (const [i, s] of seats.entries()) {
      const record = await fetchRecord(server.url, s.table);
      expect(record.actions).toHaveLength(4);
      for (const ack of ackedBefore[i]!) {
        expect(record.actions[(ack.version as number) - 1]).toEqual({
          seat: s.seat,
          action: s.client.sent.get(ack.seq as number),
        });
      }
    }
    for (const c of resumed) c.close();
    server.child.kill("SIGTERM");
    expect(await exited(server.child)).toBe(0);
  });

  it("SIGTERM tells clients to reconnect, exits cleanly, and the table carries on after", async () => {
    const db = await makeDb(kind);
    dbs.push(db);
    const port = await freePort();
    let server = await spawnServer(db, port);
    const { id } = await createTable(server.url, { game: "toy-ok", seats: 2 });
    const players = [];
    for (let s = 0; s < 2; s++) {
      const { token } = await joinSeat(server.url, id, s);
      const client = await Client.connect(server.url);
      await client.hello(id, token);
      players.push({ token, client });
    }
    expect(await players[0]!.client.act({ type: "keep" })).toMatchObject({ type: "ack" });
    server.child.kill("SIGTERM");
    const bye = await players[1]!.client.next((f) => f.type === "bye", 0);
    expect(bye.reason).toMatch(/reconnect/);
    await players[1]!.client.waitClosed();
    expect(players[1]!.client.closed?.code).toBe(1012);
    expect(await exited(server.child)).toBe(0);
    expect(server.output()).toContain("pyramids server stopped");
    expect(server.output()).not.toContain(players[0]!.token);

    server = await spawnServer(db, port);
    const back = await Client.connect(server.url);
    expect(await back.hello(id, players[1]!.token, 1)).toMatchObject({ version: 1, seat: 1 });
    expect(await back.act({ type: "swap" })).toMatchObject({ type: "ack", version: 2 });
    await over(back);
    back.close();
    server.child.kill("SIGTERM");
    await exited(server.child);
  });
});
