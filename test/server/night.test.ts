/**
 * A game night's table: players' names in the log as each viewer reads it, chat, the host's
 * actions (pause, private tables, removal, early start, mute, close), away, and a restart that
 * keeps them all.
 */

import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Action } from "../../src/core/game.js";
import type { LedgerReport } from "../../src/server/protocol.js";
import { api, Client, makeDb, startTestServer, type TestDb } from "./harness.js";
import { ManualTimers } from "./manual-timers.js";

type Frame = Awaited<ReturnType<Client["hello"]>>;
type Seen = { type: string; text: string };
type SeatInfo = {
  seat: number;
  name: string | null;
  away: boolean;
  muted: boolean;
  bot: string | null;
  left: boolean;
};

function events(c: Client): Seen[] {
  return c.frames.flatMap((f) =>
    f.type === "events"
      ? (f.events as Seen[])
      : f.type === "welcome"
        ? (f.history as readonly { events: readonly Seen[] }[]).flatMap((h) => h.events)
        : [],
  );
}

function chats(c: Client): { seat: number | null; name: string; text: string }[] {
  return c.frames.filter((f) => f.type === "chat") as never;
}

async function hostCall(base: string, id: string, token: string, body: unknown) {
  const r = await fetch(`${base}/api/tables/${id}/host`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return {
    status: r.status,
    body: (await r.json()) as Record<string, unknown> & { error?: { code: string } },
  };
}

/** The latest frame carrying the table's view. */
function latest(c: Client): Frame {
  return [...c.frames].reverse().find((f) => f.version !== undefined)!;
}

/** Sends the first free action (check, call, else the first legal) for `seat` if it is to act. */
async function playOne(c: Client, seat: number): Promise<Frame> {
  const f = await c.next(
    (x) =>
      x.version !== undefined &&
      (x.toAct as number[]).includes(seat) &&
      (x.legal as Action[]).length > 0,
    0,
  );
  const legal = f.legal as Action[];
  const a =
    legal.find((x) => x.type === "check") ?? legal.find((x) => x.type === "call") ?? legal[0]!;
  return c.act(a, undefined, f.version as number);
}

/** The server's clock for this file's tests: time moves only when a test moves it. */
const timers = new ManualTimers();

describe.each(["sqlite", "postgres"] as const)("a game night's table over %s", (kind) => {
  let db: TestDb;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    db = await makeDb(kind);
    server = await startTestServer(db, { timers });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });
  afterEach(() => vi.useRealTimers());

  async function table(extra: Record<string, unknown> = {}) {
    const r = await api<{ id: string; hostToken: string; commitment: string }>(
      server.url,
      "POST",
      "/api/tables",
      {
        game: "wild-kill",
        seats: 2,
        ...extra,
      },
    );
    expect(r.status).toBe(201);
    expect(typeof r.body.hostToken).toBe("string");
    return r.body;
  }

  async function join(id: string, body: Record<string, unknown>) {
    return api<{ seat: number; token: string; request?: string; error?: { code: string } }>(
      server.url,
      "POST",
      `/api/tables/${id}/join`,
      body,
    );
  }

  async function seatedPair(extra: Record<string, unknown> = {}) {
    const t = await table(extra);
    const maya = (await join(t.id, { seat: 0, name: "Maya" })).body;
    const ben = (await join(t.id, { seat: 1, name: "  Ben " })).body;
    const c0 = await Client.connect(server.url);
    const c1 = await Client.connect(server.url);
    await c0.hello(t.id, maya.token);
    await c1.hello(t.id, ben.token);
    return { t, maya, ben, c0, c1 };
  }

  it("names seats, refuses bad and duplicate names, and gives a missing one", async () => {
    const t = await table({ seats: 3 });
    expect((await join(t.id, { name: "Maya" })).status).toBe(200);
    for (const [name, code] of [
      ["maya", "name-taken"],
      ["   ", "bad-name"],
      ["x".repeat(25), "bad-name"],
      ["Bad\u0007name", "bad-name"],
      ["Seat 2", "bad-name"],
      ["you", "bad-name"],
      ["\u202EMaya", "bad-name"],
    ] as const) {
      const r = await join(t.id, { name });
      expect(r.status, name).toBe(code === "name-taken" ? 409 : 400);
      expect(r.body.error?.code).toBe(code);
    }
    const anon = await join(t.id, {});
    expect(anon.status).toBe(200);
    const info = await api<{ seats: SeatInfo[] }>(server.url, "GET", `/api/tables/${t.id}`);
    expect(info.body.seats.map((s) => s.name)).toEqual(["Maya", "Player 2", null]);
  });

  it("says each seat's name in the log, and You to the seat itself", async () => {
    const { t, c0, c1 } = await seatedPair();
    const spectator = await Client.connect(server.url);
    await spectator.hello(t.id, undefined);
    const first = latest(c0);
    const toAct = (first.toAct as number[])[0]!;
    const [mover, other] = toAct === 0 ? [c0, c1] : [c1, c0];
    const name = toAct === 0 ? "Maya" : "Ben";
    expect((await playOne(mover, toAct)).type).toBe("ack");
    const seen = (c: Client) => c.next((f) => f.type === "events" && f.version === 1, 0);
    const mine = (await seen(mover)).events as Seen[];
    const theirs = (await seen(other)).events as Seen[];
    const watched = (await seen(spectator)).events as Seen[];
    expect(mine[0]!.text).toMatch(/^You (check|call|bet|fold)/);
    expect(theirs[0]!.text).toMatch(new RegExp(`^${name} (checks|calls|bets|folds)`));
    expect(watched[0]!.text).toBe(theirs[0]!.text);
    // The welcome's history names them too.
    const late = await Client.connect(server.url);
    await late.hello(t.id);
    expect(events(late).map((e) => e.text)).toContain(theirs[0]!.text);
    for (const c of [c0, c1, spectator, late]) c.close();
  });

  it("chat reaches every watcher; a flood, a long line and a muted player are refused", async () => {
    // A chat allowance refills with time: Date stands still here, so only the burst passes.
    vi.setSystemTime(Date.now());
    const { t, c0, c1, maya } = await seatedPair();
    const spectator = await Client.connect(server.url);
    // A spectator may not take a seated player's name.
    spectator.send({ type: "hello", table: t.id, name: "maya" });
    expect((await spectator.next((f) => f.type === "error")).code).toBe("name-taken");
    spectator.send({ type: "hello", table: t.id, name: "Sam" });
    await spectator.next((f) => f.type === "welcome");
    c0.send({ type: "chat", text: "  good luck  " });
    spectator.send({ type: "chat", text: "go Ben" });
    for (const c of [c0, c1, spectator]) {
      await c.next((f) => f.type === "chat" && f.name === "Sam");
      expect(chats(c).map((x) => [x.seat, x.name, x.text])).toEqual([
        [0, "Maya", "good luck"],
        [null, "Sam", "go Ben"],
      ]);
    }
    // Too long, and not one line: refused, nobody hears it.
    c1.send({ type: "chat", text: "x".repeat(301) });
    expect((await c1.next((f) => f.type === "error")).code).toBe("bad-chat");
    c1.send({ type: "chat", text: "two\nlines" });
    expect(
      (await c1.next((f) => f.type === "error" && f.code === "bad-chat", c1.frames.length)).code,
    ).toBe("bad-chat");
    // A flood: the burst passes, the rest is refused with its own code. The refused lines above
    // were never said, so they took nothing from the allowance.
    const before = c1.frames.length;
    for (let i = 0; i < 6; i++) c1.send({ type: "chat", text: `spam ${i}` });
    // Every line gets one answer: its echo to everyone, or its refusal to the sender alone.
    const answer = (f: Frame) =>
      (f.type === "chat" && String(f.text).startsWith("spam")) ||
      (f.type === "error" && f.code === "chat-too-fast");
    while (c1.frames.slice(before).filter(answer).length < 6) await c1.next(answer);
    const answers = c1.frames.slice(before).filter(answer);
    expect(answers.filter((f) => f.type === "chat").map((f) => f.text)).toEqual([
      "spam 0",
      "spam 1",
      "spam 2",
    ]);
    expect(answers.filter((f) => f.type === "error")).toHaveLength(3);
    // The echoes went to Maya at the same time: her pong comes after them.
    await c0.ping();
    const spam = chats(c0).filter((x) => x.text.startsWith("spam"));
    expect(spam.map((x) => x.text)).toEqual(["spam 0", "spam 1", "spam 2"]);
    // The host mutes Maya: her chat is refused, and everyone is told.
    expect(
      (await hostCall(server.url, t.id, t.hostToken, { action: "mute", seat: 0 })).status,
    ).toBe(200);
    await c1.next((f) => f.type === "seats" && (f.seats as readonly SeatInfo[])[0]!.muted, 0);
    // More lines than the burst, one after another: each is refused as muted, none as too fast.
    for (let i = 0; i < 4; i++) {
      const sentAt = c0.frames.length;
      c0.send({ type: "chat", text: "hello?" });
      expect((await c0.next((f) => f.type === "error", sentAt)).code).toBe("muted");
    }
    // Spectator chat off.
    await hostCall(server.url, t.id, t.hostToken, { action: "spectator-chat", on: false });
    await spectator.next(
      (f) => f.host !== undefined && (f.host as { spectatorChat: boolean }).spectatorChat === false,
      0,
    );
    const sent = spectator.frames.length;
    spectator.send({ type: "chat", text: "still here" });
    expect((await spectator.next((f) => f.type === "error", sent)).code).toBe("chat-off");
    // The welcome carries the recent chat.
    const late = await Client.connect(server.url);
    const w = await late.hello(t.id, maya.token);
    expect((w.chat as { text: string }[]).map((x) => x.text)).toEqual([
      "good luck",
      "go Ben",
      "spam 0",
      "spam 1",
      "spam 2",
    ]);
    for (const c of [c0, c1, spectator, late]) c.close();
  });

  it("a finished table's record carries its chat, each line with the actions before it", async () => {
    const t = await table({ game: "toy-ok" });
    const maya = (await join(t.id, { seat: 0, name: "Maya" })).body;
    const ben = (await join(t.id, { seat: 1, name: "Ben" })).body;
    const [c0, c1, spectator] = [
      await Client.connect(server.url),
      await Client.connect(server.url),
      await Client.connect(server.url),
    ];
    await c0.hello(t.id, maya.token);
    await c1.hello(t.id, ben.token);
    spectator.send({ type: "hello", table: t.id, name: "Sam" });
    await spectator.next((f) => f.type === "welcome");
    const say = async (c: Client, text: string) => {
      c.send({ type: "chat", text });
      await c.next((f) => f.type === "chat" && f.text === text, 0);
    };
    await say(c0, "good luck");
    expect(await c0.act({ type: "keep" })).toMatchObject({ type: "ack" });
    await say(c1, "<b>thanks</b>");
    await say(spectator, "go Ben");
    expect(await c1.act({ type: "swap" })).toMatchObject({ type: "ack" });
    await c0.next((f) => f.type === "over", 0);
    const record = await api<{ actions: unknown[]; chat: unknown[] }>(
      server.url,
      "GET",
      `/api/tables/${t.id}/record`,
    );
    expect(record.body.actions).toHaveLength(2);
    expect(record.body.chat).toEqual([
      { seat: 0, name: "Maya", text: "good luck", step: 0 },
      { seat: 1, name: "Ben", text: "<b>thanks</b>", step: 1 },
      { seat: null, name: "Sam", text: "go Ben", step: 1 },
    ]);
    for (const c of [c0, c1, spectator]) c.close();
  });

  it("only the host token does host actions; pause refuses moves until resumed", async () => {
    const { t, c0, c1, maya } = await seatedPair();
    for (const token of [maya.token, "forged-token", t.hostToken.slice(1)]) {
      const r = await hostCall(server.url, t.id, token, { action: "pause" });
      expect(r.status).toBe(403);
      expect(r.body.error?.code).toBe("not-host");
    }
    const bad = await hostCall(server.url, t.id, t.hostToken, { action: "pause", seat: 1 });
    expect(bad.status).toBe(400);
    expect((await hostCall(server.url, t.id, t.hostToken, { action: "pause" })).status).toBe(200);
    const paused = await c0.next(
      (f) =>
        f.type === "events" && (f.events as Seen[]).some((e) => e.text === "Paused by the host."),
      0,
    );
    expect((paused.host as { paused: boolean }).paused).toBe(true);
    const toAct = (latest(c0).toAct as number[])[0]!;
    const mover = toAct === 0 ? c0 : c1;
    const version = latest(mover).version;
    const refused = await mover.act((latest(mover).legal as Action[])[0]!);
    expect(refused.code).toBe("paused");
    expect(latest(mover).version).toBe(version);
    expect(
      (await hostCall(server.url, t.id, t.hostToken, { action: "pause" })).body.error?.code,
    ).toBe("host-refused");
    expect((await hostCall(server.url, t.id, t.hostToken, { action: "resume" })).status).toBe(200);
    await c1.next(
      (f) =>
        f.type === "events" && (f.events as Seen[]).some((e) => e.text === "Resumed by the host."),
      0,
    );
    expect((await playOne(mover, toAct)).type).toBe("ack");
    for (const c of [c0, c1]) c.close();
  });

  it("a private table's joins wait for the host: approve seats, deny refuses", async () => {
    const t = await table({ private: true });
    const asked = await join(t.id, { name: "Maya" });
    expect(asked.status).toBe(202);
    const request = asked.body.request!;
    const other = await join(t.id, { name: "Zed" });
    expect(other.status).toBe(202);
    // Not seated yet: the token holds no seat.
    const early = await Client.connect(server.url);
    expect((await early.hello(t.id, asked.body.token)).code).toBe("bad-token");
    const spectator = await Client.connect(server.url);
    const w = await spectator.hello(t.id);
    expect((w.host as { requests: { name: string }[] }).requests.map((r) => r.name)).toEqual([
      "Maya",
      "Zed",
    ]);
    expect(
      (await hostCall(server.url, t.id, t.hostToken, { action: "approve", request })).status,
    ).toBe(200);
    const status = await api<{ status: string; seat: number }>(
      server.url,
      "GET",
      `/api/tables/${t.id}/requests/${request}`,
    );
    expect(status.body).toMatchObject({ status: "approved", seat: 0 });
    expect(
      (
        await hostCall(server.url, t.id, t.hostToken, {
          action: "deny",
          request: other.body.request,
        })
      ).status,
    ).toBe(200);
    const denied = await api<{ status: string }>(
      server.url,
      "GET",
      `/api/tables/${t.id}/requests/${other.body.request}`,
    );
    expect(denied.body.status).toBe("denied");
    expect(
      (await hostCall(server.url, t.id, t.hostToken, { action: "deny", request: "nope" })).status,
    ).toBe(404);
    const c = await Client.connect(server.url);
    expect((await c.hello(t.id, asked.body.token)).type).toBe("welcome");
    for (const x of [early, spectator, c]) x.close();
  });

  it("the host starts early with bots, and removes a player to the fallback bot", async () => {
    const t = await table({ seats: 3, fallbackBot: "random" });
    const maya = (await join(t.id, { name: "Maya" })).body;
    const ben = (await join(t.id, { name: "Ben" })).body;
    const c0 = await Client.connect(server.url);
    await c0.hello(t.id, maya.token);
    expect((await hostCall(server.url, t.id, t.hostToken, { action: "start" })).status).toBe(200);
    const started = await c0.next((f) => f.type === "seats" && f.status === "running", 0);
    expect((started.seats as readonly SeatInfo[])[2]!.bot).toBe("random");
    // Remove Ben during play: the fallback bot plays his seat, his token no longer works.
    const c1 = await Client.connect(server.url);
    await c1.hello(t.id, ben.token);
    expect(
      (await hostCall(server.url, t.id, t.hostToken, { action: "remove", seat: 1 })).status,
    ).toBe(200);
    await c1.waitClosed();
    const removed = await c0.next(
      (f) => f.type === "seats" && (f.seats as readonly SeatInfo[])[1]!.left,
      0,
    );
    expect((removed.seats as readonly SeatInfo[])[1]!.bot).toBe("random");
    expect(events(c0).some((e) => e.text === "Ben is removed by the host.")).toBe(true);
    // The table plays on: Maya's moves and the bots' follow one another.
    // Each turn is a frame newer than the last one acted on, and the events of the move are
    // looked for from before it was sent (they may arrive before its ack).
    let actedAt = -1;
    for (let i = 0; i < 3; i++) {
      const f = await c0.next(
        (x) =>
          x.version !== undefined &&
          (x.version as number) > actedAt &&
          (x.toAct as number[] | undefined)?.includes(0) === true &&
          x.status === "running",
        0,
      );
      actedAt = f.version as number;
      const legal = f.legal as Action[];
      const a =
        legal.find((x) => x.type === "check") ?? legal.find((x) => x.type === "call") ?? legal[0]!;
      const from = c0.frames.length;
      const r = await c0.act(a, undefined, actedAt);
      if (r.type !== "ack") break;
      await c0.next((x) => x.type === "events" && (x.version as number) > actedAt, from);
    }
    expect(latest(c0).version as number).toBeGreaterThan(2);
    c0.close();
  });

  it("an early start records the bots it seats: the listing and a restart keep them", async () => {
    const t = await table({ seats: 3, fallbackBot: "random" });
    const maya = (await join(t.id, { name: "Maya" })).body;
    expect((await hostCall(server.url, t.id, t.hostToken, { action: "start" })).status).toBe(200);
    await server.close();
    server = await startTestServer(db, { timers });
    const again = await Client.connect(server.url);
    const w = await again.hello(t.id, maya.token);
    expect(w.status).toBe("running");
    expect((w.seats as readonly SeatInfo[]).map((s) => s.bot)).toEqual([null, "random", "random"]);
    // Closed, the table is listed from its row: the seats the bots took say so.
    expect((await hostCall(server.url, t.id, t.hostToken, { action: "close" })).status).toBe(200);
    await again.waitClosed();
    const listed = await api<{ status: string; seats: { kind: string; bot: string | null }[] }>(
      server.url,
      "GET",
      `/api/tables/${t.id}`,
    );
    expect(listed.body.status).toBe("void");
    expect(listed.body.seats.map((s) => [s.kind, s.bot])).toEqual([
      ["human", null],
      ["bot", "random"],
      ["bot", "random"],
    ]);
    // A table its host closed has ended: its record, seed revealed, runs up to the close.
    const record = await api<{ seed: string; actions: unknown[]; outcome: { reason: string } }>(
      server.url,
      "GET",
      `/api/tables/${t.id}/record`,
    );
    expect(record.status).toBe(200);
    expect(createHash("sha256").update(record.body.seed).digest("hex")).toBe(t.commitment);
    expect(record.body.outcome.reason).toMatch(/^The host closed the table\./);
    // Its ledger squares the night up as it stood when the hand in play began: nothing in the
    // middle, and the nets add up to nothing.
    const ledger = await api<LedgerReport>(server.url, "GET", `/api/tables/${t.id}/ledger`);
    expect(ledger.status).toBe(200);
    expect(ledger.body).toMatchObject({ over: true, pot: 0 });
    expect(ledger.body.players.map((p) => p.name)).toEqual([
      "Maya",
      expect.any(String),
      expect.any(String),
    ]);
    expect(ledger.body.players.reduce((sum, p) => sum + p.net, 0)).toBe(0);
    expect(ledger.body.settlement).not.toBeNull();
    // Its hands stay downloadable, as a finished table's: the bots may have finished a hand
    // before the close, or not, which is then what it says (never "set aside").
    const hands = await fetch(`${server.url}/api/tables/${t.id}/hands.txt`);
    const text = await hands.text();
    if (hands.status === 200) expect(text).toMatch(/^Pyramids hand/);
    else expect(JSON.parse(text).error.code).toBe("unknown-hand");
  });

  it("away on and off, and two clocks in a row mark a seat away", async () => {
    const { c0, c1 } = await seatedPair({ clock: { moveMs: 300 }, awayAfterMs: 0 });
    c0.send({ type: "away", on: true });
    await c1.next((f) => f.type === "seats" && (f.seats as readonly SeatInfo[])[0]!.away, 0);
    expect(events(c1).some((e) => e.text === "Maya is away.")).toBe(true);
    c0.send({ type: "away", on: true });
    expect((await c0.next((f) => f.type === "error", 0)).code).toBe("bad-request");
    c0.send({ type: "away", on: false });
    await c1.next(
      (f) => f.type === "seats" && !(f.seats as readonly SeatInfo[])[0]!.away,
      c1.frames.length,
    );
    expect(events(c0).some((e) => e.text === "You are back.")).toBe(true);
    // Neither plays: the clocks run out, twice in a row for someone, who is then away. Time
    // moves by hand, one clock's length at a time, each time once the last move was told.
    const from = c1.frames.length;
    const someoneAway = (f: { type: string; seats?: unknown }) =>
      f.type === "seats" && (f.seats as readonly SeatInfo[]).some((s) => s.away);
    while (!c1.frames.slice(from).some(someoneAway)) {
      const seen = c1.frames.length;
      timers.advance(300);
      await c1.next((f) => f.type === "events" || someoneAway(f), seen);
    }
    expect(events(c1).some((e) => /the clock ran out twice in a row/.test(e.text))).toBe(true);
    for (const c of [c0, c1]) c.close();
  });

  it("a restart keeps names, chat, pause, mute and the host token", async () => {
    const { t, c0, c1, maya } = await seatedPair();
    c0.send({ type: "chat", text: "before the restart" });
    await c1.next((f) => f.type === "chat");
    await hostCall(server.url, t.id, t.hostToken, { action: "mute", seat: 1 });
    await hostCall(server.url, t.id, t.hostToken, { action: "pause" });
    await c1.next(
      (f) =>
        f.type === "events" && (f.events as Seen[]).some((e) => e.text === "Paused by the host."),
      0,
    );
    c0.close();
    c1.close();
    await server.close();
    server = await startTestServer(db, { timers });
    const again = await Client.connect(server.url);
    const w = await again.hello(t.id, maya.token);
    expect((w.seats as readonly SeatInfo[]).map((s) => [s.name, s.muted])).toEqual([
      ["Maya", false],
      ["Ben", true],
    ]);
    expect((w.chat as { text: string }[]).map((x) => x.text)).toEqual(["before the restart"]);
    expect((w.host as { paused: boolean }).paused).toBe(true);
    expect(events(again).some((e) => e.text === "Paused by the host.")).toBe(true);
    expect((await hostCall(server.url, t.id, "forged", { action: "resume" })).status).toBe(403);
    expect((await hostCall(server.url, t.id, t.hostToken, { action: "resume" })).status).toBe(200);
    // Closing ends the table for everyone.
    expect((await hostCall(server.url, t.id, t.hostToken, { action: "close" })).status).toBe(200);
    await again.waitClosed();
    const after = await api<{ status: string }>(server.url, "GET", `/api/tables/${t.id}`);
    expect(after.body.status).toBe("void");
  });
});
