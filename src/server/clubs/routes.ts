/**
 * The clubs' HTTP API. Every route needs a signed-in account (401), and but for asking to join,
 * a member of the club (403, before anything else is read); changes are the owner's or the
 * admins'. Every body is checked by a strict schema; a refusal changes nothing.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Account } from "../accounts/accounts.js";
import type { Sessions } from "../accounts/sessions.js";
import { ServerCode, ServerError } from "../errors.js";
import { requestError } from "../tables/requests.js";
import {
  type ClubLedgers,
  correctionBody,
  ledgerCsv,
  paymentBody,
  type SeasonRange,
  seasonWire,
} from "./ledger.js";
import { type ClubNights, parseTime, rsvpBody } from "./nights.js";
import type { ClubStandingsBook } from "./standings.js";
import { type ClubStore, type Membership, notAdmin, seasonOf } from "./store.js";
import type { ClubTables } from "./tables.js";
import type {
  ClubCreated,
  ClubDetail,
  ClubLedger,
  ClubNotice,
  ClubStandings,
  ClubSummary,
  InviteMade,
  Joined,
  RequestMade,
} from "./wire.js";

const newClub = z.strictObject({ name: z.string().max(400) });
const joinByCode = z.strictObject({ code: z.string().min(1).max(200) });
const requestAnswer = z.strictObject({ approve: z.boolean() });
const roleChange = z.strictObject({ role: z.enum(["admin", "member"]) });
const guestBody = z.strictObject({ name: z.string().max(200) });
const seasonBody = z.strictObject({
  from: z.string().min(1).max(64),
  to: z.string().min(1).max(64).nullable().optional(),
});
const empty = z.strictObject({});

export interface ClubParts {
  readonly store: ClubStore;
  readonly tables: ClubTables;
  readonly nights: ClubNights;
  readonly ledgers: ClubLedgers;
  readonly standings: ClubStandingsBook;
}

function body<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const r = schema.safeParse(raw ?? {});
  if (!r.success) throw requestError(r.error);
  return r.data;
}

type Params = { club: string; code?: string; account?: string; night?: string; table?: string };

export function clubRoutes(app: FastifyInstance, sessions: Sessions, parts: ClubParts): void {
  const { store, tables, nights, ledgers, standings } = parts;
  const params = (req: FastifyRequest) => req.params as Params;
  /** The signed-in member asking, or 401 / 404 / 403. */
  const member = async (req: FastifyRequest): Promise<Membership> =>
    store.member(params(req).club, await sessions.mustAccount(req));
  const admin = async (req: FastifyRequest, what: string): Promise<Membership> => {
    const m = await member(req);
    if (m.role === "member") throw notAdmin(what);
    return m;
  };
  /** The season asked for (`?from&to`), else the club's. */
  const season = (req: FastifyRequest, m: Membership): SeasonRange => {
    const q = req.query as { from?: unknown; to?: unknown };
    const own = {
      from: Number(m.club.season_from),
      to: m.club.season_to === null ? null : Number(m.club.season_to),
    };
    const read = (v: unknown, what: string) => {
      if (typeof v !== "string")
        throw new ServerError(ServerCode.badRequest, `"${what}" is given once.`);
      return parseTime(v, what);
    };
    const from = q.from === undefined ? own.from : read(q.from, "from");
    const to = q.to === undefined ? own.to : read(q.to, "to");
    return checkSeason(from, to);
  };

  app.post("/api/clubs", async (req, reply): Promise<ClubCreated> => {
    const who = await sessions.mustAccount(req);
    const { name } = body(newClub, req.body);
    const id = await store.create(who, name);
    reply.code(201);
    return { id };
  });

  app.get(
    "/api/clubs",
    async (req): Promise<ClubSummary[]> => store.mine((await sessions.mustAccount(req)).id),
  );

  app.get(
    "/api/clubs/notices",
    async (req): Promise<ClubNotice[]> => nights.notices((await sessions.mustAccount(req)).id),
  );

  app.post("/api/clubs/join", async (req): Promise<Joined> => {
    const who: Account = await sessions.mustAccount(req);
    const { code } = body(joinByCode, req.body);
    return { id: await store.joinByCode(who, code) };
  });

  app.get("/api/clubs/:club", async (req): Promise<ClubDetail> => {
    const m = await member(req);
    const isAdmin = m.role !== "member";
    const [members, requests, invites, nightList, tableList] = await Promise.all([
      store.members(m.club.id),
      isAdmin ? store.requests(m.club.id) : undefined,
      isAdmin ? store.invites(m.club.id) : undefined,
      nights.list(m),
      tables.list(m.club.id),
    ]);
    return {
      id: m.club.id,
      name: m.club.name,
      role: m.role,
      me: m.who.id,
      members,
      ...(requests ? { requests } : {}),
      ...(invites ? { invites } : {}),
      nights: nightList,
      tables: tableList,
      season: seasonOf(m.club),
    };
  });

  app.post("/api/clubs/:club/invites", async (req, reply): Promise<InviteMade> => {
    const m = await admin(req, "makes invites");
    body(empty, req.body);
    reply.code(201);
    return { code: await store.invite(m) };
  });

  app.delete("/api/clubs/:club/invites/:code", async (req, reply) => {
    const m = await admin(req, "revokes invites");
    await store.revoke(m, params(req).code!);
    return reply.code(204).send();
  });

  /** Any signed-in account that knows the club's id asks to join; an admin answers. */
  app.post("/api/clubs/:club/requests", async (req, reply): Promise<RequestMade> => {
    const who = await sessions.mustAccount(req);
    body(empty, req.body);
    const status = await store.request(params(req).club, who);
    reply.code(status === "pending" ? 202 : 200);
    return { status };
  });

  app.post("/api/clubs/:club/requests/:account", async (req, reply) => {
    const m = await admin(req, "answers requests to join");
    const { approve } = body(requestAnswer, req.body);
    await store.answer(m, params(req).account!, approve);
    return reply.code(204).send();
  });

  app.post("/api/clubs/:club/members/:account", async (req, reply) => {
    const m = await member(req);
    if (m.role !== "owner")
      throw new ServerError(ServerCode.notClubAdmin, "Only the club's owner names admins.");
    const { role } = body(roleChange, req.body);
    await store.setRole(m, params(req).account!, role);
    return reply.code(204).send();
  });

  app.delete("/api/clubs/:club/members/:account", async (req, reply) => {
    const m = await member(req);
    await store.remove(m, params(req).account!);
    return reply.code(204).send();
  });

  app.post("/api/clubs/:club/tables/:table/guests", async (req) => {
    const m = await admin(req, "lets guests in");
    const { name } = body(guestBody, req.body);
    return { guests: await tables.addGuest(m, params(req).table!, name) };
  });

  app.post("/api/clubs/:club/nights", async (req, reply) => {
    const m = await admin(req, "schedules nights");
    reply.code(201);
    return { id: await nights.schedule(m, req.body) };
  });

  app.post("/api/clubs/:club/nights/:night/rsvp", async (req, reply) => {
    const m = await member(req);
    const { answer } = body(rsvpBody, req.body);
    await nights.rsvp(m, params(req).night!, answer);
    return reply.code(204).send();
  });

  app.post("/api/clubs/:club/nights/:night/open", async (req, reply) => {
    const m = await admin(req, "opens a night's table");
    body(empty, req.body);
    const opened = await nights.openNight(m, params(req).night!, req.ip);
    reply.code(201);
    return opened;
  });

  app.get("/api/clubs/:club/ledger", async (req): Promise<ClubLedger> => {
    const m = await member(req);
    return ledgers.ledger(m.club, season(req, m));
  });

  app.get("/api/clubs/:club/ledger.csv", async (req, reply) => {
    const m = await member(req);
    const l = await ledgers.ledger(m.club, season(req, m));
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="pyramids-club-${m.club.id}-ledger.csv"`)
      .send(ledgerCsv(l.entries));
  });

  app.put("/api/clubs/:club/season", async (req) => {
    const m = await admin(req, "sets the season");
    const b = body(seasonBody, req.body);
    const s = checkSeason(parseTime(b.from, "from"), b.to == null ? null : parseTime(b.to, "to"));
    await store.setSeason(m, s.from, s.to);
    return seasonWire(s);
  });

  app.post("/api/clubs/:club/ledger/corrections", async (req, reply) => {
    const m = await admin(req, "corrects the ledger");
    const b = body(correctionBody, req.body);
    reply.code(201);
    return { id: await ledgers.correct(m, b) };
  });

  app.post("/api/clubs/:club/ledger/payments", async (req, reply) => {
    const m = await member(req);
    const b = body(paymentBody, req.body);
    reply.code(201);
    return { id: await ledgers.pay(m, b) };
  });

  app.get("/api/clubs/:club/standings", async (req): Promise<ClubStandings> => {
    const m = await member(req);
    return standings.standings(m.club, season(req, m));
  });
}

function checkSeason(from: number, to: number | null): SeasonRange {
  if (to !== null && to <= from)
    throw new ServerError(ServerCode.badRequest, 'A season\'s "to" comes after its "from".');
  return { from, to };
}
