/**
 * A seat the host of a private table grants to a signed-in player's request is the account's:
 * My tables lists it at once, and it opens on any device once the browser that asked, the only
 * holder of its token, has added the token. The token is never sent to anyone else: not the
 * host, not another device of the account before that, not another account.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server/server.js";
import { servicesUp } from "../services.js";
import { Player } from "./accounts-harness.js";
import { api, makeDb, startTestServer, type TestDb } from "./harness.js";

const pgUp = await servicesUp(import.meta.url, "postgres");

describe.each([
  ["SQLite", "sqlite" as const, true],
  ["PostgreSQL", "postgres" as const, pgUp],
])("a seat granted by the host (%s)", (_name, kind, up) => {
  let db: TestDb | undefined;
  let running: RunningServer | undefined;
  const server = {
    get url() {
      return running!.url;
    },
  };
  beforeAll(async () => {
    if (!up) return;
    db = await makeDb(kind);
    running = await startTestServer(db);
  });
  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  it.skipIf(!up)(
    "is listed in My tables at approval, and opens anywhere once the asking browser adds its token",
    async () => {
      const url = server.url;
      const created = await api<{ id: string; hostToken: string }>(url, "POST", "/api/tables", {
        game: "tyramid",
        seats: 2,
        private: true,
      });
      expect(created.status).toBe(201);
      const { id, hostToken } = created.body;
      const bob = await Player.signUp(url, "Bob");
      // Bob asks from his browser: the answer, and the token, go to that browser alone.
      const asked = await bob.call("POST", `/api/tables/${id}/join`, { seat: 1 });
      expect(asked.status).toBe(202);
      const { request, token } = asked.body as { request: string; token: string };
      expect((await bob.call("GET", "/api/me/tables")).body).toEqual([]);

      // The host approves with the host token; its answer holds no seat token.
      const host = await fetch(`${url}/api/tables/${id}/host`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${hostToken}` },
        body: JSON.stringify({ action: "approve", request }),
      });
      const hostSaw = await host.text();
      expect(host.status).toBe(200);
      expect(hostSaw).not.toContain(token);

      // Another device of Bob's account (the same session, no token): the table is listed at once…
      const mine = await bob.call("GET", "/api/me/tables");
      expect(mine.body).toEqual([
        expect.objectContaining({ table: id, seat: 1, claimed: false, opens: false }),
      ]);
      // …but its token is only in the browser that asked, so it cannot be opened yet.
      const early = await bob.call("GET", `/api/me/tables/${id}/seat`);
      expect(early.status).toBe(409);
      expect(early.body.error.code).toBe("seat-token-elsewhere");
      expect(JSON.stringify(early.body)).not.toContain(token);

      // Another account holding the token (stolen, say) cannot take the seat over from Bob.
      const eve = await Player.signUp(url, "Eve");
      await eve.call("POST", "/api/me/claim", { seats: [{ table: id, token }] });
      expect((await eve.call("GET", "/api/me/tables")).body).toEqual([]);
      expect((await bob.call("GET", `/api/me/tables/${id}/seat`)).status).toBe(409);

      // Bob's browser learns of the approval and adds the token it holds to the account.
      const status = await bob.call("GET", `/api/tables/${id}/requests/${request}`);
      expect(status.body).toEqual({ request, status: "approved", seat: 1 });
      const added = await bob.call("POST", "/api/me/claim", { seats: [{ table: id, token }] });
      expect(added.status).toBe(200);
      expect((await bob.call("GET", "/api/me/tables")).body).toEqual([
        expect.objectContaining({ table: id, seat: 1, claimed: false, opens: true }),
      ]);
      const opened = await bob.call("GET", `/api/me/tables/${id}/seat`);
      expect(opened.status).toBe(200);
      expect(opened.body).toEqual({ table: id, seat: 1, token });
    },
  );

  it.skipIf(!up)("a guest's granted seat belongs to no account", async () => {
    const url = server.url;
    const created = await api<{ id: string; hostToken: string }>(url, "POST", "/api/tables", {
      game: "tyramid",
      seats: 2,
      private: true,
    });
    const { id, hostToken } = created.body;
    const asked = await api<{ request: string }>(url, "POST", `/api/tables/${id}/join`, {
      name: "Guest",
    });
    expect(asked.status).toBe(202);
    const host = await fetch(`${url}/api/tables/${id}/host`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${hostToken}` },
      body: JSON.stringify({ action: "approve", request: asked.body.request }),
    });
    expect(host.status).toBe(200);
    const cat = await Player.signUp(url, "Cat");
    expect((await cat.call("GET", "/api/me/tables")).body).toEqual([]);
  });
});
