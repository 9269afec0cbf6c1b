/**
 * Hand histories over HTTP: each seen as the seat whose token is in the Authorization header, or
 * as a spectator, built only from the events that viewer was sent.
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../../src/core/game.js";
import { api, Client, createTable, finished, joinSeat, sqliteServer } from "./harness.js";

type Frame = Awaited<ReturnType<Client["hello"]>>;

const withView = (v: number) => (f: Frame) =>
  (f.type === "welcome" || f.type === "events" || f.type === "seats") &&
  f.version === v &&
  f.status !== "open";

/** The cards a seat was dealt, from the events its own connection was sent. */
function dealtTo(c: Client): string[] {
  return c.frames.flatMap((f) => {
    const events =
      f.type === "events"
        ? (f.events as readonly { type: string; text: string }[])
        : f.type === "welcome"
          ? (f.history as readonly { events: readonly { type: string; text: string }[] }[]).flatMap(
              (h) => h.events,
            )
          : [];
    return events
      .filter((e) => e.type === "dealt")
      .map((e) => e.text.replace(/^You are dealt (.*)\.$/, "$1"));
  });
}

describe("hand histories", () => {
  const server = sqliteServer();

  async function text(path: string, token?: string) {
    const r = await fetch(server.url + path, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: r.status, type: r.headers.get("content-type"), r, body: await r.text() };
  }

  /**
   * Two players of Wild/Kill, two hands, each ended by a fold at the first bet (no cards shown),
   * the second hand played to a showdown with checks.
   */
  async function played() {
    const t = await createTable(server.url, { game: "wild-kill", seats: 2, options: { hands: 2 } });
    const clients: Client[] = [];
    const tokens: string[] = [];
    for (let s = 0; s < 2; s++) {
      const { token } = await joinSeat(server.url, t.id, s);
      const c = await Client.connect(server.url);
      await c.hello(t.id, token);
      clients.push(c);
      tokens.push(token);
    }
    let v = 0;
    let hand = 1;
    for (let step = 0; step < 200; step++) {
      const f = await clients[0]!.next(withView(v), 0);
      const toAct = f.toAct as number[];
      if (toAct.length === 0) break;
      const seat = toAct[0]!;
      const mine = await clients[seat]!.next(withView(v), 0);
      const legal = mine.legal as Action[];
      const view = mine.view as { hand: number };
      const fold = hand === 1 && view.hand === 1 ? legal.find((a) => a.type === "fold") : undefined;
      const action =
        fold ??
        legal.find((a) => a.type === "check") ??
        legal.find((a) => a.type === "call") ??
        legal[0]!;
      hand = view.hand;
      const ack = await clients[seat]!.act(action);
      expect(ack.type).toBe("ack");
      v = ack.version as number;
    }
    return { id: t.id, clients, tokens };
  }

  it("a seat reads its own hole cards and never the other's unshown cards; a spectator no hole cards", async () => {
    const { id, clients, tokens } = await played();
    const [mine, theirs] = [dealtTo(clients[0]!), dealtTo(clients[1]!)];
    expect(mine).toHaveLength(2);
    expect(theirs).toHaveLength(2);

    const seat0 = await text(`/api/tables/${id}/hands/1.txt`, tokens[0]);
    expect(seat0.status).toBe(200);
    expect(seat0.type).toBe("text/plain; charset=utf-8");
    expect(seat0.r.headers.get("content-disposition")).toBe(
      `attachment; filename="pyramids-${id}-hand-1.txt"`,
    );
    expect(seat0.body).toMatch(/^Pyramids hand #1: Wild\/Kill Pyramid, table /);
    expect(seat0.body).toMatch(/\nTime: \d{4}-\d\d-\d\dT/);
    // Players who join without a name are "Player N" for their seat.
    expect(seat0.body).toContain("Seen by: Player 1 (seat 0)");
    expect(seat0.body).toContain("Player 2 (100 chips)");
    expect(seat0.body).toContain(`You are dealt ${mine[0]}.`);
    // The players are named as the reader's log names them: "You", and the other by name.
    // Whoever acts first folds hand 1, and the dealer is drawn: either may be first.
    expect(seat0.body).toMatch(/\n(You fold|Player 2 folds)\./);
    expect(seat0.body.split("\n").filter((l) => /^Seat [01] [a-z]/.test(l))).toEqual([]);
    // Hand 1 ended with a fold: seat 1's cards were never shown.
    expect(seat0.body).not.toContain(theirs[0]!);
    expect(seat0.body).not.toMatch(/ shows /);

    const spectator = await text(`/api/tables/${id}/hands/1.txt`);
    expect(spectator.status).toBe(200);
    expect(spectator.body).toContain("Seen by: a spectator");
    expect(spectator.body).not.toContain("You are dealt");
    expect(spectator.body).not.toContain(mine[0]!);
    expect(spectator.body).not.toContain(theirs[0]!);

    // Hand 2 went to a showdown: both hands shown, so the spectator reads them too.
    const shown = await text(`/api/tables/${id}/hands/2.txt`);
    expect(shown.body).toContain("*** SHOWDOWN ***");
    expect(shown.body).toContain(`shows ${mine[1]}`);
    expect(shown.body).toContain(`shows ${theirs[1]}`);
    expect(shown.body).not.toContain("You are dealt");

    const all = await text(`/api/tables/${id}/hands.txt`, tokens[1]);
    expect(all.status).toBe(200);
    expect(all.r.headers.get("content-disposition")).toBe(
      `attachment; filename="pyramids-${id}-hands.txt"`,
    );
    expect(all.body).toContain("Pyramids hand #1");
    expect(all.body).toContain("Pyramids hand #2");
    expect(all.body).toContain(`You are dealt ${theirs[0]}.`);
    expect(all.body).not.toContain(mine[0]!);
    for (const c of clients) c.close();
  });

  it("refuses a hand that does not exist with 404, and a forged token with 403", async () => {
    const { id, clients } = await played();
    for (const path of ["hands/3.txt", "hands/0.txt", "hands/x.txt", "hands/1.json"]) {
      const r = await api<{ error: { code: string } }>(
        server.url,
        "GET",
        `/api/tables/${id}/${path}`,
      );
      expect(r.status, path).toBe(404);
      expect(r.body.error.code).toBe("unknown-hand");
    }
    const forged = await text(`/api/tables/${id}/hands/1.txt`, "AAAAforgedtokenAAAA");
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.body).error.code).toBe("bad-token");
    const garbled = await fetch(`${server.url}/api/tables/${id}/hands.txt`, {
      headers: { authorization: "Basic abc" },
    });
    expect(garbled.status).toBe(400);
    const none = await api(server.url, "GET", "/api/tables/nosuchtable/hands.txt");
    expect(none.status).toBe(404);
    for (const c of clients) c.close();
  });

  it("a table's hand in play is not in its history yet", async () => {
    const t = await createTable(server.url, { game: "wild-kill", seats: 2, bots: [null, null] });
    await joinSeat(server.url, t.id, 0);
    await joinSeat(server.url, t.id, 1);
    const r = await api<{ error: { code: string } }>(
      server.url,
      "GET",
      `/api/tables/${t.id}/hands/1.txt`,
    );
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("unknown-hand");
  });

  it.each([
    ["pyramid-poker", "Pyramid Poker", "points"],
    ["tyramid", "Tyramid", null],
  ])("%s, scored in points, gets its history from its own events", async (game, name, unit) => {
    const t = await createTable(server.url, { game, seats: 2, bots: ["random", "random"] });
    await finished(server, t.id);
    const all = await text(`/api/tables/${t.id}/hands.txt`);
    expect(all.status).toBe(200);
    expect(all.body).toContain(`Pyramids hand #1: ${name}, table ${t.id}`);
    if (unit)
      expect(all.body).toMatch(new RegExp(`Seat 0: random bot \\(seat 0\\) \\(-?\\d+ ${unit}\\)`));
    const first = await text(`/api/tables/${t.id}/hands/1.txt`);
    expect(all.body.startsWith(first.body)).toBe(true);
  });

  it("a Pyramid night's hand is its deal: the call, then the called game's hand", async () => {
    const t = await createTable(server.url, {
      game: "dealers-choice",
      seats: 2,
      bots: ["random", "random"],
      options: { hands: 3 },
    });
    await finished(server, t.id);
    const all = (await text(`/api/tables/${t.id}/hands.txt`)).body;
    const hands = all.split(/\n\n(?=Pyramids hand #)/);
    expect(hands).toHaveLength(3);
    hands.forEach((h, i) => {
      expect(h.startsWith(`Pyramids hand #${i + 1}: Pyramid night`)).toBe(true);
      expect(h).toMatch(/\n\*\*\* Seat \d deals (Three-sided|Wild\/Kill|Colonial) Pyramid/);
      expect(h).toContain(`*** Hand ${i + 1}: seat `);
    });
    expect((await text(`/api/tables/${t.id}/hands/4.txt`)).status).toBe(404);
  });
});
