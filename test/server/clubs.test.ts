/**
 * Clubs over the real server, on SQLite and PostgreSQL: four accounts make a club (an invite,
 * a revoked invite, a request approved), play two Pyramid nights opened from scheduled presets
 * and a Colonial table of the club; the season ledger agrees with the three tables' own ledgers,
 * its settle-up squares every balance, a correction (chips from one member to another) and a
 * payment are new lines, the CSV holds the same rows, and the standings add up. Every refusal
 * changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Every sign-up is a real scrypt hash (128 MiB): room for a loaded machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

import { Rng } from "../../src/core/rng.js";
import type {
  ClubDetail,
  ClubLedger,
  ClubStandings,
  LedgerEntry,
} from "../../src/server/clubs/wire.js";
import type { LedgerReport } from "../../src/server/protocol.js";
import { servicesUp } from "../services.js";
import { type Loose, Player } from "./accounts-harness.js";
import { api, Client, makeDb, startTestServer, type TestDb } from "./harness.js";
import { autoplay, over } from "./referee.js";

const pgUp = await servicesUp(import.meta.url, "postgres");

/** A Pyramid night short enough for a test: two deals of Three-sided, a rebuy each. */
const nightPreset = {
  game: "dealers-choice",
  seats: 4,
  options: { hands: 2, games: ["three-sided"], stack: 20, rebuy: 1 },
};

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  return rows;
}

describe.each([
  ["sqlite", true],
  ["postgres", pgUp],
] as const)("clubs on %s", (kind, up) => {
  let db: TestDb;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let ann: Player;
  let ben: Player;
  let cat: Player;
  let dan: Player;
  let eve: Player;
  let club: string;
  const ids: Record<string, string> = {};
  const tables: string[] = [];

  beforeAll(async () => {
    if (!up) return;
    db = await makeDb(kind);
    server = await startTestServer(db);
    const signUp = (n: string) => Player.signUp(server.url, n);
    [ann, ben, cat, dan, eve] = [
      await signUp("Ann"),
      await signUp("Ben"),
      await signUp("Cat"),
      await signUp("Dan"),
      await signUp("Eve"),
    ];
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const detail = async (p: Player) => (await p.call<ClubDetail>("GET", `/api/clubs/${club}`)).body;
  const ledger = async (p: Player = ann, query = "") =>
    (await p.call<ClubLedger>("GET", `/api/clubs/${club}/ledger${query}`)).body;

  /** Seats the four members (by account), plays the table out at random, returns its ledger. */
  async function playOut(table: string, seed: number): Promise<LedgerReport> {
    const clients: Client[] = [];
    for (const [i, p] of [ann, ben, cat, dan].entries()) {
      const { token } = await p.join(table, i);
      const c = await Client.connect(server.url);
      expect((await c.hello(table, token)).type).toBe("welcome");
      clients.push(c);
    }
    for (const [i, c] of clients.entries()) autoplay(c, Rng.fromInt(seed * 10 + i));
    await over(clients[0]!);
    for (const c of clients) c.close();
    tables.push(table);
    return (await api<LedgerReport>(server.url, "GET", `/api/tables/${table}/ledger`)).body;
  }

  it.skipIf(!up)(
    "makes a club: an invite, a revoked invite, a request approved, an admin",
    async () => {
      const made = await ann.call("POST", "/api/clubs", { name: "  Friday Pyramids " });
      expect(made.status).toBe(201);
      club = made.body.id;
      expect((await ann.call("GET", "/api/clubs")).body).toEqual([
        { id: club, name: "Friday Pyramids", role: "owner" },
      ]);
      const invite = await ann.call("POST", `/api/clubs/${club}/invites`);
      expect(invite.status).toBe(201);
      const { code } = invite.body;
      for (const p of [ben, cat])
        expect((await p.call("POST", "/api/clubs/join", { code })).body).toEqual({ id: club });
      expect((await ann.call("DELETE", `/api/clubs/${club}/invites/${code}`)).status).toBe(204);
      const revoked = await dan.call("POST", "/api/clubs/join", { code });
      expect(revoked.status).toBe(410);
      expect(revoked.body.error).toMatchObject({ code: "invite-revoked" });
      expect(revoked.body.error.message).toMatch(/revoked/);
      const unknown = await dan.call("POST", "/api/clubs/join", { code: "no-such-code" });
      expect([unknown.status, unknown.body.error.code]).toEqual([404, "unknown-invite"]);
      expect((await dan.call("GET", "/api/clubs")).body).toEqual([]);
      // A member cannot make invites; an invite revoked twice is unknown.
      expect((await ben.call("POST", `/api/clubs/${club}/invites`)).status).toBe(403);
      expect((await ann.call("DELETE", `/api/clubs/${club}/invites/${code}`)).status).toBe(404);

      expect((await dan.call("POST", `/api/clubs/${club}/requests`)).status).toBe(202);
      const asked = await detail(ann);
      expect(asked.requests?.map((r) => r.name)).toEqual(["Dan"]);
      expect(asked.invites).toEqual([]);
      for (const m of asked.members) ids[m.name] = m.account;
      const danId = asked.requests![0]!.account;
      ids.Dan = danId;
      // Only an admin answers; a member's try changes nothing.
      expect(
        (await ben.call("POST", `/api/clubs/${club}/requests/${danId}`, { approve: true })).status,
      ).toBe(403);
      expect(
        (await ann.call("POST", `/api/clubs/${club}/requests/${danId}`, { approve: "yes" })).status,
      ).toBe(400);
      expect(
        (await ann.call("POST", `/api/clubs/${club}/requests/${danId}`, { approve: true })).status,
      ).toBe(204);
      // The owner makes Ben an admin; an admin cannot name admins.
      expect(
        (await ben.call("POST", `/api/clubs/${club}/members/${ids.Cat}`, { role: "admin" })).status,
      ).toBe(403);
      expect(
        (await ann.call("POST", `/api/clubs/${club}/members/${ids.Ben}`, { role: "admin" })).status,
      ).toBe(204);
      const now = await detail(cat);
      expect(now.members.map((m) => [m.name, m.role])).toEqual([
        ["Ann", "owner"],
        ["Ben", "admin"],
        ["Cat", "member"],
        ["Dan", "member"],
      ]);
      // A member sees neither the requests nor the invites.
      expect(now.requests).toBeUndefined();
      expect(now.invites).toBeUndefined();
    },
  );

  it.skipIf(!up)(
    "schedules two nights, opens them for those who said yes, and plays them",
    async () => {
      const night = (at: string) => ({ at, ...nightPreset });
      // A member may not schedule; a bad preset or time is refused: no night either way.
      const byMember = await cat.call(
        "POST",
        `/api/clubs/${club}/nights`,
        night("2026-05-01T19:00:00Z"),
      );
      expect([byMember.status, byMember.body.error.code]).toEqual([403, "not-club-admin"]);
      for (const bad of [
        night("next friday"),
        { ...night("2026-05-01T19:00:00Z"), game: "chess" },
        { ...night("2026-05-01T19:00:00Z"), options: { hands: 0 } },
        { ...night("2026-05-01T19:00:00Z"), private: true },
        // A time bank is for turn-based tables: opening this one would be refused.
        { ...night("2026-05-01T19:00:00Z"), clock: { moveMs: 60_000, bankMs: 600_000 } },
      ]) {
        const r = await ben.call("POST", `/api/clubs/${club}/nights`, bad);
        expect(r.status).toBeGreaterThanOrEqual(400);
        expect(r.status).toBeLessThan(500);
        expect(typeof r.body.error.message).toBe("string");
      }
      expect((await detail(ann)).nights).toEqual([]);

      const ledgers: LedgerReport[] = [];
      for (const [i, at] of ["2026-05-01T19:00:00Z", "2026-05-15T19:00:00Z"].entries()) {
        const made = await ben.call("POST", `/api/clubs/${club}/nights`, night(at));
        expect(made.status).toBe(201);
        const id = made.body.id;
        for (const [p, answer] of [
          [ann, "yes"],
          [cat, "yes"],
          [dan, "maybe"],
          [dan, "yes"],
        ] as const)
          expect(
            (await p.call("POST", `/api/clubs/${club}/nights/${id}/rsvp`, { answer })).status,
          ).toBe(204);
        expect(
          (await cat.call("POST", `/api/clubs/${club}/nights/${id}/rsvp`, { answer: "perhaps" }))
            .status,
        ).toBe(400);
        expect((await cat.call("POST", `/api/clubs/${club}/nights/${id}/open`)).status).toBe(403);
        const seen = (await detail(cat)).nights.find((n) => n.id === id)!;
        expect(seen.mine).toBe("yes");
        expect(seen.rsvps.map((r) => `${r.name} ${r.answer}`).sort()).toEqual([
          "Ann yes",
          "Cat yes",
          "Dan yes",
        ]);
        const opened = await ben.call("POST", `/api/clubs/${club}/nights/${id}/open`);
        expect(opened.status).toBe(201);
        const table = opened.body.table as string;
        expect(typeof opened.body.hostToken).toBe("string");
        expect((await ben.call("POST", `/api/clubs/${club}/nights/${id}/open`)).status).toBe(409);
        // Those who said yes see it in their notices; the table is not in the public lobby.
        const notices = (await cat.call("GET", "/api/clubs/notices")).body as Loose[];
        expect(notices.map((n) => n.table)).toContain(table);
        expect((await ben.call("GET", "/api/clubs/notices")).body).toEqual([]);
        const lobby = await api<Loose[]>(server.url, "GET", "/api/tables?status=open,running");
        expect(lobby.body.map((t) => t.id)).not.toContain(table);
        // A non-member, signed in or not, cannot sit there.
        const refused = await eve.call("POST", `/api/tables/${table}/join`, {});
        expect([refused.status, refused.body.error.code]).toEqual([403, "club-only"]);
        expect(
          (await api(server.url, "POST", `/api/tables/${table}/join`, { name: "Eve" })).status,
        ).toBe(403);
        ledgers.push(await playOut(table, i + 1));
      }
      expect(ledgers.every((l) => l.over)).toBe(true);
    },
  );

  it.skipIf(!up)("plays a Colonial table of the club, with a guest let in by name", async () => {
    // A member may open a club table, but only an admin names guests.
    const byMember = await cat.call("POST", "/api/tables", {
      game: "colonial",
      seats: 4,
      club,
      guests: ["Gus"],
    });
    expect(byMember.status).toBe(403);
    expect(
      (await eve.call("POST", "/api/tables", { game: "colonial", seats: 4, club })).status,
    ).toBe(403);
    const made = await ann.call("POST", "/api/tables", {
      game: "colonial",
      seats: 5,
      club,
      guests: ["Gus"],
      options: { hands: 2, stack: 20, cut: false },
    });
    expect(made.status).toBe(201);
    const table = made.body.id as string;
    // The guest sits under the name let in; another name does not.
    expect(
      (await api(server.url, "POST", `/api/tables/${table}/join`, { name: "Hal" })).status,
    ).toBe(403);
    const gus = await api<{ token: string }>(server.url, "POST", `/api/tables/${table}/join`, {
      seat: 4,
      name: "gus",
    });
    expect(gus.status).toBe(200);
    const c = await Client.connect(server.url);
    await c.hello(table, gus.body.token);
    autoplay(c, Rng.fromInt(99));
    await playOut(table, 3);
    c.close();
    const listed = (await detail(dan)).tables;
    expect(listed.map((t) => [t.id, t.status])).toContainEqual([table, "finished"]);
    expect(listed.find((t) => t.id === table)!.guests).toEqual(["Gus"]);
  });

  it.skipIf(!up)(
    "the season ledger adds up to the tables' own ledgers and settles up",
    async () => {
      expect(tables).toHaveLength(3);
      const own = await Promise.all(
        tables.map(
          async (t) => (await api<LedgerReport>(server.url, "GET", `/api/tables/${t}/ledger`)).body,
        ),
      );
      const expected: Record<string, number> = { Ann: 0, Ben: 0, Cat: 0, Dan: 0 };
      let guests = 0;
      for (const l of own)
        for (const p of l.players) {
          if (p.name in expected) expected[p.name]! += p.net;
          else guests += p.net;
        }
      const l = await ledger(dan);
      expect(Object.fromEntries(l.members.map((m) => [m.name, m.net]))).toEqual(expected);
      expect(l.unbalanced).toBe(-guests);
      expect(l.entries.filter((e) => e.kind === "table")).toHaveLength(12);
      // Each table line is the table's own buy-ins and final stack.
      for (const e of l.entries) {
        const p = own.find((o) => o.table === e.table)!.players.find((x) => x.name === e.name)!;
        expect([e.bought, e.stack, e.chips]).toEqual([p.buyIns.chips, p.stack, p.net]);
      }
      // The settle-up squares every balance, the outside (the guest) included.
      const left = new Map<string | null, number>(l.members.map((m) => [m.account, m.balance]));
      left.set(null, -l.unbalanced);
      for (const t of l.settlement) {
        expect(t.paid).toBe(false);
        expect(t.chips).toBeGreaterThan(0);
        left.set(t.from, left.get(t.from)! + t.chips);
        left.set(t.to, left.get(t.to)! - t.chips);
      }
      expect([...left.values()].every((b) => b === 0)).toBe(true);
      expect(l.settlement.length).toBeLessThan([...left.keys()].length);
    },
  );

  it.skipIf(!up)(
    "a correction and a payment are two new lines each; the CSV holds the same rows",
    async () => {
      const before = await ledger();
      const net = (l: ClubLedger, name: string) => l.members.find((m) => m.name === name)!;
      // Bad corrections, each a clear 400 or 404 that adds no line.
      const move = { from: ids.Dan, to: ids.Ben };
      for (const [who, bad, status] of [
        [ann, { ...move, chips: -4, note: "taken back" }, 400],
        [ann, { ...move, chips: 2.5, note: "half a chip" }, 400],
        [ann, { ...move, chips: 0, note: "nothing" }, 400],
        [ann, { ...move, chips: 1e12, note: "absurd" }, 400],
        [ann, { ...move, chips: "5", note: "text" }, 400],
        [ann, { ...move, chips: 5, note: "  " }, 400],
        [ann, { ...move, chips: 5 }, 400],
        [ann, { ...move, chips: 5, note: "x", extra: 1 }, 400],
        [ann, { ...move, chips: 5, note: "later", at: "2199-01-01T00:00:00Z" }, 400],
        [ann, { ...move, chips: 5, note: "when", at: "soon" }, 400],
        [ann, { from: ids.Dan, to: ids.Dan, chips: 5, note: "to oneself" }, 400],
        [ann, { from: ids.Dan, chips: 5, note: "to nobody" }, 400],
        [ann, { account: ids.Dan, chips: 5, note: "one side" }, 400],
        [ann, { from: ids.Dan, to: null, chips: 5, note: "outside" }, 400],
        [ann, { from: "nobody", to: ids.Dan, chips: 5, note: "who" }, 404],
        [ann, { from: ids.Dan, to: "nobody", chips: 5, note: "who" }, 404],
        [cat, { ...move, chips: 5, note: "a member" }, 403],
      ] as const) {
        const r = await who.call("POST", `/api/clubs/${club}/ledger/corrections`, bad);
        expect([r.status, typeof r.body.error.message]).toEqual([status, "string"]);
      }
      // A negative payment, or one to oneself, is refused too.
      for (const bad of [
        { from: ids.Dan, to: ids.Ann, chips: -3 },
        { from: ids.Dan, to: ids.Dan, chips: 3 },
        { from: ids.Dan, to: ids.Ann, chips: 1.5 },
      ])
        expect((await ann.call("POST", `/api/clubs/${club}/ledger/payments`, bad)).status).toBe(
          400,
        );
      expect(await ledger()).toEqual(before);

      // A correction moves chips from one net to another: two lines, both totals move.
      const fixed = await ann.call("POST", `/api/clubs/${club}/ledger/corrections`, {
        from: ids.Dan,
        to: ids.Ben,
        chips: 4,
        note: "A side bet Dan lost to Ben",
      });
      expect(fixed.status).toBe(201);
      const after = await ledger();
      const lines = after.entries.filter((e) => e.id.startsWith(`${fixed.body.id}.`));
      const common = { kind: "correction", note: "A side bet Dan lost to Ben", by: "Ann" };
      expect(lines).toEqual([
        expect.objectContaining({
          ...common,
          id: `${fixed.body.id}.from`,
          name: "Dan",
          chips: -4,
          payment: null,
          other: { account: ids.Ben, name: "Ben" },
        }),
        expect.objectContaining({
          ...common,
          id: `${fixed.body.id}.to`,
          name: "Ben",
          chips: 4,
          payment: null,
          other: { account: ids.Dan, name: "Dan" },
        }),
      ]);
      // Written now and counting now: one moment, so the history shows no separate "written".
      for (const e of lines) expect(e.madeAt).toBe(e.at);
      expect(net(after, "Dan").net).toBe(net(before, "Dan").net - 4);
      expect(net(after, "Ben").net).toBe(net(before, "Ben").net + 4);
      expect(net(after, "Dan").balance).toBe(net(before, "Dan").balance - 4);
      expect(net(after, "Ben").balance).toBe(net(before, "Ben").balance + 4);
      expect(net(after, "Ann").net).toBe(net(before, "Ann").net);
      expect(after.unbalanced).toBe(before.unbalanced);

      // Paying the first transfer between members: it is marked paid and the balances move.
      const t = after.settlement.find((x) => x.from !== null && x.to !== null)!;
      const paid = await ann.call("POST", `/api/clubs/${club}/ledger/payments`, {
        from: t.from,
        to: t.to,
        chips: t.chips,
      });
      expect(paid.status).toBe(201);
      const settled = await ledger();
      expect(settled.settlement[0]).toMatchObject({
        from: t.from,
        to: t.to,
        chips: t.chips,
        paid: true,
      });
      const payer = settled.members.find((m) => m.account === t.from)!;
      expect(payer.balance).toBe(
        after.members.find((m) => m.account === t.from)!.balance + t.chips,
      );
      expect(payer.net).toBe(after.members.find((m) => m.account === t.from)!.net);
      expect(settled.entries.filter((e) => e.payment === paid.body.id)).toHaveLength(2);

      const csv = await fetch(`${server.url}/api/clubs/${club}/ledger.csv`, {
        headers: { cookie: ben.cookie! },
      });
      expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
      const rows = parseCsv(await csv.text());
      const [head, ...body] = rows;
      expect(head).toEqual([
        "id",
        "at",
        "kind",
        "account",
        "name",
        "chips",
        "table",
        "game",
        "bought",
        "stack",
        "payment",
        "other",
        "otherName",
        "note",
        "by",
        "madeAt",
      ]);
      const asRow = (e: LedgerEntry) =>
        [
          e.id,
          e.at,
          e.kind,
          e.account,
          e.name,
          e.chips,
          e.table,
          e.game,
          e.bought,
          e.stack,
          e.payment,
          e.other?.account,
          e.other?.name,
          e.note,
          e.by,
          e.madeAt,
        ].map((v) => (v === null || v === undefined ? "" : String(v)));
      expect(body).toEqual(settled.entries.map(asRow));
    },
  );

  it.skipIf(!up)("standings per game: games, wins, places, the chip games by net", async () => {
    const s = (await dan.call<ClubStandings>("GET", `/api/clubs/${club}/standings`)).body;
    const l = await ledger();
    const night = s.games.find((g) => g.game === "dealers-choice")!;
    const colonial = s.games.find((g) => g.game === "colonial")!;
    expect(night.scoring).toBe("chips");
    expect(night.players.map((p) => p.games)).toEqual([2, 2, 2, 2]);
    expect(colonial.players.map((p) => p.games)).toEqual([1, 1, 1, 1]);
    for (const g of [night, colonial]) {
      expect(g.players.map((p) => p.net)).toEqual(
        [...g.players.map((p) => p.net)].sort((a, b) => b! - a!),
      );
      for (const p of g.players)
        expect(Object.values(p.places).reduce((a, b) => a + b, 0)).toBe(p.games);
    }
    // The standings' nets are the tables' lines of the ledger, corrections aside.
    for (const m of l.members) {
      const tableNet = l.entries
        .filter((e) => e.kind === "table" && e.account === m.account)
        .reduce((a, e) => a + e.chips, 0);
      const standing = [night, colonial].reduce(
        (a, g) => a + (g.players.find((p) => p.account === m.account)?.net ?? 0),
        0,
      );
      expect(standing).toBe(tableNet);
    }
    // A season that starts later holds none of it; the season is the admins' to set.
    expect(
      (await cat.call("PUT", `/api/clubs/${club}/season`, { from: "2030-01-01T00:00:00Z" })).status,
    ).toBe(403);
    expect(
      (await ann.call("PUT", `/api/clubs/${club}/season`, { from: "2030-01-01", to: "2029-01-01" }))
        .status,
    ).toBe(400);
    expect(
      (await ann.call("PUT", `/api/clubs/${club}/season`, { from: "not a date" })).status,
    ).toBe(400);
    const set = await ann.call("PUT", `/api/clubs/${club}/season`, {
      from: "2099-01-01T00:00:00Z",
    });
    expect(set.body).toEqual({ from: "2099-01-01T00:00:00.000Z", to: null });
    expect((await ledger()).entries).toEqual([]);
    expect(
      (await dan.call<ClubStandings>("GET", `/api/clubs/${club}/standings`)).body.games,
    ).toEqual([]);
    // A season asked for in the query, without changing the club's.
    expect((await ledger(ann, "?from=2000-01-01")).entries).toEqual(l.entries);
    expect((await ledger(ann, "?from=yesterday")) as unknown).toMatchObject({
      error: { code: "bad-request" },
    });
  });

  it.skipIf(!up)(
    "a non-member gets 403 on every club route, and a guest of no account 401",
    async () => {
      const d = await detail(ann);
      const night = d.nights[0]!.id;
      const table = d.tables[0]!.id;
      const routes: [string, string, unknown?][] = [
        ["GET", `/api/clubs/${club}`],
        ["POST", `/api/clubs/${club}/invites`],
        ["DELETE", `/api/clubs/${club}/invites/some-code`],
        ["POST", `/api/clubs/${club}/requests/${ids.Dan}`, { approve: true }],
        ["POST", `/api/clubs/${club}/members/${ids.Dan}`, { role: "admin" }],
        ["DELETE", `/api/clubs/${club}/members/${ids.Dan}`],
        ["POST", `/api/clubs/${club}/tables/${table}/guests`, { name: "Eve" }],
        ["POST", `/api/clubs/${club}/nights`, { at: "2026-06-01T19:00:00Z", ...nightPreset }],
        ["POST", `/api/clubs/${club}/nights/${night}/rsvp`, { answer: "yes" }],
        ["POST", `/api/clubs/${club}/nights/${night}/open`],
        ["GET", `/api/clubs/${club}/ledger`],
        ["GET", `/api/clubs/${club}/ledger.csv`],
        ["PUT", `/api/clubs/${club}/season`, { from: "2026-01-01" }],
        [
          "POST",
          `/api/clubs/${club}/ledger/corrections`,
          { from: ids.Dan, to: ids.Ann, chips: 5, note: "mine" },
        ],
        ["POST", `/api/clubs/${club}/ledger/payments`, { from: ids.Dan, to: ids.Ann, chips: 1 }],
        ["GET", `/api/clubs/${club}/standings`],
      ];
      const before = JSON.stringify([await detail(ann), await ledger()]);
      const guest = new Player(server.url);
      for (const [method, path, b] of routes) {
        const r = await eve.call(method, path, b);
        expect([method, path, r.status, r.body?.error?.code]).toEqual([
          method,
          path,
          403,
          "not-member",
        ]);
        expect((await guest.call(method, path, b)).status).toBe(401);
      }
      expect(JSON.stringify([await detail(ann), await ledger()])).toBe(before);
      expect((await eve.call("GET", "/api/clubs/nope")).status).toBe(404);
      // Asking to join is the one club route for a non-member.
      expect((await eve.call("POST", `/api/clubs/${club}/requests`)).status).toBe(202);
    },
  );

  it.skipIf(!up)(
    "members leave or are removed; the owner stays; lines of a former member stay",
    async () => {
      expect((await cat.call("DELETE", `/api/clubs/${club}/members/${ids.Dan}`)).status).toBe(403);
      expect((await ben.call("DELETE", `/api/clubs/${club}/members/${ids.Ann}`)).status).toBe(400);
      expect((await ann.call("DELETE", `/api/clubs/${club}/members/${ids.Ann}`)).status).toBe(400);
      expect((await ben.call("DELETE", `/api/clubs/${club}/members/${ids.Dan}`)).status).toBe(204);
      expect((await dan.call("GET", `/api/clubs/${club}`)).status).toBe(403);
      expect((await cat.call("DELETE", `/api/clubs/${club}/members/${ids.Cat}`)).status).toBe(204);
      const l = await ledger(ann, "?from=2000-01-01");
      expect(l.members.find((m) => m.name === "Dan")).toMatchObject({ member: false });
      expect((await detail(ann)).members.map((m) => m.name)).toEqual(["Ann", "Ben"]);
    },
  );
});
