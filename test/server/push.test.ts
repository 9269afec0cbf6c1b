/**
 * Push notifications: a subscribed seat is told when its turn comes, in an encrypted Web Push
 * message a stand-in push service receives and the test decrypts with the subscription's keys;
 * the message names the table and holds no card. A push service that answers 410 loses the
 * subscription. Bad subscriptions are refused and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Action } from "../../src/core/game.js";
import { endpointProblem } from "../../src/server/push/subscription.js";
import { Player } from "./accounts-harness.js";
import { api, Client, createTable, sqliteDb, startTestServer, type TestDb } from "./harness.js";
import { browserKeys, pushService } from "./push-service.js";

describe("push notifications", () => {
  let db: TestDb;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let push: Awaited<ReturnType<typeof pushService>>;

  beforeAll(async () => {
    db = sqliteDb();
    push = await pushService();
    server = await startTestServer(db, { push: { allowLoopback: true } });
  });
  afterAll(async () => {
    await server?.close();
    await push?.close();
    await db?.drop();
  });

  async function join(table: string, seat: number, name: string) {
    const r = await api<{ seat: number; token: string }>(
      server.url,
      "POST",
      `/api/tables/${table}/join`,
      {
        seat,
        name,
      },
    );
    expect(r.status).toBe(200);
    return r.body.token;
  }

  it("the server's VAPID key is a P-256 public key, the same after a restart", async () => {
    const key = await api<{ publicKey: string }>(server.url, "GET", "/api/push/key");
    expect(key.status).toBe(200);
    const raw = Buffer.from(key.body.publicKey, "base64url");
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
    await server.close();
    server = await startTestServer(db, { push: { allowLoopback: true } });
    const again = await api<{ publicKey: string }>(server.url, "GET", "/api/push/key");
    expect(again.body.publicKey).toBe(key.body.publicKey);
  });

  it("tells a seat away from the table that it is its turn, encrypted, with no card; a 410 drops it", async () => {
    const t = await createTable(server.url, { game: "tyramid", seats: 2, pace: "turn-based" });
    const tokens = [await join(t.id, 0, "Ann"), await join(t.id, 1, "Bob")];
    const look = await Client.connect(server.url);
    const seen = await look.hello(t.id);
    look.close();
    const mover = (seen.toAct as number[])[0]!;
    const waiter = 1 - mover;
    const browser = browserKeys();
    const endpoint = push.endpoint(`browser-${waiter}`);
    const sub = await api(server.url, "POST", "/api/push/subscriptions", {
      endpoint,
      expirationTime: null,
      keys: browser.keys,
      table: t.id,
      token: tokens[waiter],
    });
    expect(sub.status).toBe(201);

    const client = await Client.connect(server.url);
    const welcome = await client.hello(t.id, tokens[mover]);
    const arrived = push.next();
    await passTheTurn(client, welcome, mover);
    const message = await arrived;
    expect(message.path).toBe(`/push/browser-${waiter}`);
    expect(message.headers["content-encoding"]).toBe("aes128gcm");
    const { publicKey } = (await api<{ publicKey: string }>(server.url, "GET", "/api/push/key"))
      .body;
    expect(message.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    const payload = JSON.parse(browser.decrypt(message.body)) as Record<string, string>;
    expect(payload).toEqual({
      table: t.id,
      game: "tyramid",
      reason: "turn",
      title: `Your turn: Tyramid with ${mover === 0 ? "Ann" : "Bob"}`,
      body: "It is your move.",
      url: `/#/table/${t.id}`,
    });
    // The whole message is the table, the game and why: no hand, no card, no chat line.
    // The push service has forgotten the browser: the next message (a mention in chat) drops it.
    push.answer(410);
    const mention = push.next();
    client.send({ type: "chat", text: `@${waiter === 0 ? "Ann" : "Bob"} your move` });
    const said = JSON.parse(browser.decrypt((await mention).body)) as Record<string, string>;
    expect(said).toMatchObject({ reason: "mention", table: t.id });
    expect(JSON.stringify(said)).not.toContain("your move");
    await server.push.settled();
    expect(await server.push.store.count()).toBe(0);
    expect(server.push.counts.dropped).toBe(1);
    push.answer(201);
    client.close();
  });

  it("refuses a malformed subscription, a bad endpoint or a token without a seat, and stores nothing", async () => {
    const t = await createTable(server.url, { game: "tyramid", seats: 2 });
    const token = await join(t.id, 0, "Cat");
    const { keys } = browserKeys();
    const good = { endpoint: push.endpoint("x"), keys, table: t.id, token };
    const before = await server.push.store.count();
    const bad: [string, unknown, number, RegExp][] = [
      ["no keys", { ...good, keys: undefined }, 400, /keys/],
      [
        "a short p256dh",
        { ...good, keys: { ...keys, p256dh: keys.p256dh.slice(0, 40) } },
        400,
        /p256dh/,
      ],
      ["an auth of 8 bytes", { ...good, keys: { ...keys, auth: "AAAAAAAAAAA" } }, 400, /auth/],
      ["an unknown field", { ...good, extra: 1 }, 400, /extra|Unrecognized/i],
      ["an http endpoint", { ...good, endpoint: "http://push.example.com/x" }, 400, /https/],
      ["a non-URL endpoint", { ...good, endpoint: "not a url" }, 400, /not a URL/],
      ["a token holding no seat", { ...good, token: "nope" }, 403, /no seat/],
      ["an unknown table", { ...good, table: "zzzzzzzz" }, 404, /no table/],
      ["a body that is not an object", "[1,2]", 400, /./],
    ];
    for (const [what, body, status, message] of bad) {
      const r = await api<{ error: { code: string; message: string } }>(
        server.url,
        "POST",
        "/api/push/subscriptions",
        body,
      );
      expect({ what, status: r.status }).toEqual({ what, status });
      expect(r.body.error.message, what).toMatch(message);
    }
    expect(await server.push.store.count()).toBe(before);
  });

  it("a signed-in browser is told of every seat of its account, taken on any device", async () => {
    const [ann, bob] = [
      await Player.signUp(server.url, "Ann"),
      await Player.signUp(server.url, "Bob"),
    ];
    const t = await createTable(server.url, { game: "tyramid", seats: 2, pace: "turn-based" });
    const seats = [await ann.join(t.id, 0), await bob.join(t.id, 1)];
    const look = await Client.connect(server.url);
    const mover = ((await look.hello(t.id)).toAct as number[])[0]!;
    look.close();
    const waiter = 1 - mover;
    // The waiter's phone: signed in, no seat token in it; subscribed by its session alone.
    const browser = browserKeys();
    const phone = waiter === 0 ? ann : bob;
    const endpoint = push.endpoint(`account-${waiter}`);
    const sub = await phone.call("POST", "/api/push/subscriptions", {
      endpoint,
      keys: browser.keys,
    });
    expect(sub.status).toBe(201);
    // Neither a session nor a seat: refused, nothing stored.
    const before = await server.push.store.count();
    const guest = await api(server.url, "POST", "/api/push/subscriptions", {
      endpoint: push.endpoint("guest"),
      keys: browser.keys,
    });
    expect(guest.status).toBe(401);
    expect(await server.push.store.count()).toBe(before);

    const client = await Client.connect(server.url);
    const welcome = await client.hello(t.id, seats[mover]!.token);
    const arrived = push.next();
    await passTheTurn(client, welcome, mover);
    const message = await arrived;
    expect(message.path).toBe(`/push/account-${waiter}`);
    expect(JSON.parse(browser.decrypt(message.body))).toMatchObject({
      table: t.id,
      reason: "turn",
    });
    client.close();
  });

  it("never sends to this machine unless a test stands a push service in there", () => {
    expect(endpointProblem("https://127.0.0.1/x", false)).toMatch(/this machine/);
    expect(endpointProblem("https://localhost:8443/x", false)).toMatch(/this machine/);
    expect(endpointProblem("http://[::1]/x", false)).toMatch(/this machine/);
    expect(endpointProblem("http://127.0.0.1:9/x", true)).toBeNull();
    expect(endpointProblem("https://fcm.googleapis.com/fcm/send/abc", false)).toBeNull();
    expect(endpointProblem("https://user:pw@push.example.com/x", false)).toMatch(/password/);
  });
});

/**
 * The seat to act plays its first legal move until the other seat is to act, which is when that
 * seat's browser is told: in Tyramid a card that makes two Tics earns its player another play, so
 * one move does not always pass the turn.
 */
async function passTheTurn(
  client: Client,
  welcome: Awaited<ReturnType<Client["hello"]>>,
  mover: number,
): Promise<void> {
  let legal = welcome.legal as Action[];
  for (;;) {
    const after = await client.play(legal[0]!);
    if (!(after.toAct as number[]).includes(mover)) return;
    legal = after.legal as Action[];
  }
}
