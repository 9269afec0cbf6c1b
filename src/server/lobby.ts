import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { RuleError } from "../core/errors.js";
import type { Viewer } from "../core/game.js";
import { bots, botsFor } from "../players/bots.js";
import type { Sessions } from "./accounts/sessions.js";
import type { Cluster } from "./cluster/cluster.js";
import {
  botsColumn,
  joinData,
  outcomeColumn,
  readJson,
  StoredDataError,
  settingsColumn,
} from "./db/columns.js";
import type { GameTableRow, TableLogRow, TableStatus } from "./db/schema.js";
import { httpStatus, ServerCode, ServerError } from "./errors.js";
import { handHistories } from "./hand-history.js";
import { hostRequest } from "./host.js";
import { tableLedger } from "./ledger.js";
import { gameListing } from "./listing.js";
import type { LiveTable } from "./live.js";
import { paceInfo } from "./pace.js";
import { voidError } from "./tables/reader.js";
import { createTableRequest, requestError } from "./tables/requests.js";
import type { TableService } from "./tables/service.js";
import { hashToken, isTableId } from "./tokens.js";

const joinRequest = z.strictObject({
  seat: z.number().int().min(0).max(15).optional(),
  /** Checked by the table (`bad-name`, `name-taken`); none: "Player N". */
  name: z.string().max(200).optional(),
});
/** A new table's body: a table's request, and for a club's table the club and its guests. */
const newTableRequest = createTableRequest.extend({
  club: z.string().min(1).max(64).optional(),
  guests: z.array(z.string().max(200)).max(64).optional(),
});

/**
 * What the lobby asks of the clubs: whether a new table may be the club's it names (the table is
 * then registered as the club's), whether a join to a club's table may pass, and which tables
 * the public list leaves out.
 */
export interface ClubGate {
  creating(
    req: FastifyRequest,
    club: string | undefined,
    guests: readonly string[] | undefined,
  ): Promise<((table: string) => Promise<void>) | null>;
  mayJoin(req: FastifyRequest, table: string, name: string | null): Promise<void>;
  hidden(ids: readonly string[]): Promise<Set<string>>;
}

const leaveRequest = z.strictObject({ token: z.string().min(1).max(200) });
const statuses = z
  .string()
  .transform((s) => s.split(","))
  .pipe(z.array(z.enum(["open", "running", "finished", "void"])).min(1));

/**
 * The lobby: JSON over HTTP. Every body is checked by a strict schema, and every refusal is
 * `{ error: { code, message } }` with a fitting status.
 */
export function lobbyRoutes(
  app: FastifyInstance,
  service: TableService,
  cluster: Cluster | null = null,
  sessions: Sessions | null = null,
  clubs: ClubGate | null = null,
): void {
  // Every route naming a table: an id of the wrong shape names no table, before any query.
  app.addHook("preHandler", async (req, reply) => {
    const id = (req.params as { id?: unknown } | undefined)?.id;
    if (id !== undefined && !isTableId(id)) return refuse(reply, unknownTable(String(id)));
  });

  app.get("/api/games", async () =>
    [...service.games.values()].map((g) => gameListing(g, botsFor(g, service.games))),
  );

  app.get("/api/bots", async () => Object.keys(bots));

  app.post("/api/tables", async (req, reply) => {
    const body = newTableRequest.safeParse(req.body ?? {});
    if (!body.success) return refuse(reply, requestError(body.error));
    const { club, guests, ...request } = body.data;
    if ((club !== undefined || guests !== undefined) && !clubs)
      return refuse(reply, new ServerError(ServerCode.badRequest, "This server has no clubs."));
    // A club's table: checked before it is opened, so that a refusal opens nothing.
    const registered = clubs ? await clubs.creating(req, club, guests) : null;
    const { table, hostToken } = await service.create(request, req.ip);
    await registered?.(table.id);
    reply.code(201);
    return { ...tableInfo(table), hostToken };
  });

  app.get("/api/tables", async (req, reply) => {
    const q = req.query as { status?: string; limit?: string };
    const wanted = statuses.safeParse(q.status ?? "open,running");
    if (!wanted.success)
      return refuse(
        reply,
        new ServerError(
          ServerCode.badRequest,
          'status is a list of "open", "running", "finished", "void".',
        ),
      );
    const limit = Math.min(500, Math.max(1, Number(q.limit) || 100));
    const listed = await service.store.list(wanted.data as TableStatus[], limit);
    // A club's tables are its members' own: the public list leaves them out.
    const hidden = clubs ? await clubs.hidden(listed.map((r) => r.id)) : new Set<string>();
    const rows = listed.filter((r) => !hidden.has(r.id));
    // In a cluster most tables live in other processes: their seats and versions come from the
    // log, so every process lists the same tables the same way.
    // The joins in the log also name the players of tables no longer in memory (finished).
    const logged = await service.store.seatsAndVersions(
      rows.filter((r) => !service.get(r.id)).map((r) => r.id),
    );
    type Listed = ReturnType<typeof tableInfo | typeof loggedInfo | typeof rowInfo>;
    return rows.flatMap((row): Listed[] => {
      const t = service.get(row.id);
      if (t) return [tableInfo(t)];
      try {
        if (cluster && row.status !== "finished") return [loggedInfo(row, logged)];
        return [rowInfo(row, logged)];
      } catch (e) {
        // One table's bad row does not hide the others.
        if (!(e instanceof StoredDataError)) throw e;
        req.log.warn({ table: row.id, err: e.message }, "a table left out of the list");
        return [];
      }
    });
  });

  app.get("/api/tables/:id", async (req, reply) => {
    const { id } = req.params as { id: string };
    const t = service.get(id);
    if (t) return tableInfo(t);
    const row = await service.store.table(id);
    if (!row) return refuse(reply, unknownTable(id));
    const logged = await service.store.seatsAndVersions([id]);
    if (cluster && row.status !== "finished") return loggedInfo(row, logged);
    return rowInfo(row, logged);
  });

  app.post("/api/tables/:id/join", async (req, reply) => {
    const body = joinRequest.safeParse(req.body ?? {});
    if (!body.success) return refuse(reply, requestError(body.error));
    const id = (req.params as { id: string }).id;
    // Signed in, the seat is the account's and carries its name.
    const who = (await sessions?.account(req)) ?? null;
    const name = who?.name ?? body.data.name ?? null;
    await clubs?.mayJoin(req, id, name);
    const ask = { seat: body.data.seat, name, account: who?.id ?? null };
    const joined = cluster
      ? await cluster.join(id, ask)
      : await service.join(await liveTable(service, id), ask);
    if (who && "seat" in joined)
      await sessions!.accounts.addSeat(who, id, joined.seat, joined.token, false);
    // A private table: the request waits for the host; the token works once they approve.
    if ("request" in joined) reply.code(202);
    return { table: id, ...joined };
  });

  /** Where a request to join a private table stands: waiting, approved (with its seat), denied. */
  app.get("/api/tables/:id/requests/:request", async (req) => {
    const { id, request } = req.params as { id: string; request: string };
    const t = await (cluster ?? service).find(id);
    if (!t) throw unknownTable(id);
    if (t.requests.some((r) => r.id === request)) return { request, status: "pending" };
    const answer = t.answered.get(request);
    if (answer === undefined)
      throw new ServerError(ServerCode.unknownRequest, "No such request to join this table.");
    return answer === "denied"
      ? { request, status: "denied" }
      : { request, status: "approved", seat: answer };
  });

  app.post("/api/tables/:id/host", async (req, reply) => {
    const token = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(req.headers.authorization ?? "")?.[1];
    if (token === undefined)
      return refuse(
        reply,
        new ServerError(
          ServerCode.notHost,
          "Send the host token as Authorization: Bearer <token>.",
        ),
      );
    const body = hostRequest.safeParse(req.body ?? {});
    if (!body.success) return refuse(reply, requestError(body.error));
    const id = (req.params as { id: string }).id;
    if (cluster) return { table: id, ...(await cluster.host(id, hashToken(token), body.data)) };
    const t = await liveTable(service, id);
    return { table: id, ...(await service.host(t, hashToken(token), body.data)) };
  });

  app.post("/api/tables/:id/leave", async (req, reply) => {
    const body = leaveRequest.safeParse(req.body ?? {});
    if (!body.success) return refuse(reply, requestError(body.error));
    const id = (req.params as { id: string }).id;
    if (cluster) return { table: id, ...(await cluster.leave(id, body.data.token)) };
    const t = await liveTable(service, id);
    return { table: t.id, ...(await service.leave(t, body.data.token)) };
  });

  /** What a spectator sees now (spectators follow a table live over WebSocket). */
  app.get("/api/tables/:id/view", async (req) => {
    const { id } = req.params as { id: string };
    const t = await (cluster ?? service).find(id);
    if (!t) throw unknownTable(id);
    return { table: t.id, seats: t.summary(), ...t.viewFor("spectator") };
  });

  /**
   * A table being played or finished, or one its host closed: a closed night's ledger squares
   * the night up, and its hands stay downloadable, as a finished table's do.
   */
  const ended = async (id: string): Promise<LiveTable> => {
    const t = await (cluster ?? service).find(id).catch(async (e: unknown) => {
      if (e instanceof ServerError && e.code === ServerCode.void) {
        const closed = await service.closed(id);
        if (closed) return closed;
      }
      throw e;
    });
    if (!t) throw unknownTable(id);
    return t;
  };

  /** Buy-ins, stacks and nets per player; once the table is over, who pays whom (public). */
  app.get("/api/tables/:id/ledger", async (req) => {
    const { id } = req.params as { id: string };
    return tableLedger(await ended(id));
  });

  /**
   * Hand histories as plain text, seen as the seat whose token is in `Authorization: Bearer`
   * (never in the URL), else as a spectator.
   */
  const histories = async (req: FastifyRequest) => {
    const { id } = req.params as { id: string };
    const t = await ended(id);
    const viewer = viewerOf(t, req.headers.authorization);
    const [log, row] = await Promise.all([service.store.log(id), service.store.table(id)]);
    return { t, viewer, h: handHistories(t, viewer, log, row?.created_at ?? Date.now()) };
  };
  const sendText = (reply: FastifyReply, file: string, text: string) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("content-disposition", `attachment; filename="${file}"`)
      .send(text);

  app.get("/api/tables/:id/hands.txt", async (req, reply) => {
    const { t, h } = await histories(req);
    if (h.count === 0)
      throw new ServerError(ServerCode.unknownHand, `Table ${t.id} has no finished hand yet.`);
    return sendText(reply, `pyramids-${t.id}-hands.txt`, h.all());
  });

  app.get("/api/tables/:id/hands/:file", async (req, reply) => {
    const { file } = req.params as { file: string };
    const n = /^([1-9][0-9]{0,8})\.txt$/.exec(file)?.[1];
    const { t, h } = await histories(req);
    const text = n === undefined ? null : h.text(Number(n));
    if (text === null)
      throw new ServerError(
        ServerCode.unknownHand,
        `Table ${t.id} has no finished hand "${file}": its hands are 1.txt to ${h.count}.txt.`,
      );
    return sendText(reply, `pyramids-${t.id}-hand-${n}.txt`, text);
  });

  app.get("/api/tables/:id/record", async (req) =>
    service.record((req.params as { id: string }).id),
  );
}

/**
 * Who reads a hand history: the seat whose token is in `Authorization: Bearer <token>`, or with
 * no such header a spectator. A header that names no seat is refused, never read as a spectator.
 */
function viewerOf(t: LiveTable, authorization: string | undefined): Viewer {
  if (authorization === undefined) return "spectator";
  const token = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(authorization.trim())?.[1];
  if (!token)
    throw new ServerError(
      ServerCode.badRequest,
      'The Authorization header is "Bearer <seat token>", the token joining gave.',
    );
  const hash = hashToken(token);
  const seat = t.seatOfToken(hash);
  if (seat !== null) return seat;
  if (t.revoked.has(hash))
    throw new ServerError(ServerCode.tokenRevoked, "This token's player left the table.");
  throw new ServerError(ServerCode.badToken, "This token holds no seat at this table.");
}

async function liveTable(service: TableService, id: string): Promise<LiveTable> {
  const t = service.get(id);
  if (t) return t;
  const row = await service.store.table(id);
  if (row?.status === "void") throw voidError(row);
  if (row?.status === "finished")
    throw new ServerError(
      ServerCode.finished,
      `Table ${id} is finished; fetch /api/tables/${id}/record.`,
    );
  throw unknownTable(id);
}

function unknownTable(id: string): ServerError {
  return new ServerError(ServerCode.unknownTable, `There is no table "${id}".`);
}

export function refuse(reply: FastifyReply, e: RuleError) {
  return reply.code(httpStatus(e)).send({ error: { code: e.code, message: e.message } });
}

function tableInfo(t: LiveTable) {
  return {
    id: t.id,
    game: t.game.id,
    options: t.options,
    players: t.players,
    status: t.status,
    commitment: t.commitment,
    ...paceInfo(t.settings),
    seats: t.summary(),
    version: t.version,
    outcome: t.table.outcome(),
    host: t.hostState(),
    rated: t.settings.rated ?? false,
  };
}

/**
 * A table another process plays, as tableInfo shows one: its seats from the joins and leaves in
 * its log (as applyEntry reads them), its version from the count of its actions.
 */
function loggedInfo(
  row: GameTableRow,
  logged: { entries: TableLogRow[]; versions: Map<string, number> },
) {
  const settings = readJson(settingsColumn, row.settings, `Table ${row.id}'s settings`);
  const bots = readJson(botsColumn, row.bots, `Table ${row.id}'s bots`);
  const seats = bots.map((bot, seat) => ({
    seat,
    kind: bot === null ? ("human" as const) : ("bot" as const),
    bot,
    name: null as string | null,
    taken: bot !== null,
    left: false,
  }));
  let status: TableStatus = bots.every((b) => b !== null) ? "running" : "open";
  for (const e of logged.entries) {
    const s = e.table_id === row.id ? seats[e.seat] : undefined;
    if (!s) continue;
    if (e.kind === "join") {
      s.name = readJson(joinData, e.data, `Table ${row.id}'s log entry ${e.seq}`).name;
      s.taken = true;
      if (status === "open" && seats.every((x) => x.taken)) status = "running";
    } else if (status === "open") {
      s.name = null;
      s.taken = false;
    } else {
      s.left = true;
      s.bot = settings.fallbackBot;
    }
  }
  return {
    id: row.id,
    game: row.game,
    options: readJson(z.unknown(), row.options, `Table ${row.id}'s options`),
    players: row.players,
    status,
    commitment: row.commitment,
    ...paceInfo(settings),
    seats,
    version: logged.versions.get(row.id) ?? 0,
    rated: settings.rated,
  };
}

/** The name a join entry gave; none for an entry that does not read (the table is set aside). */
function joinedName(data: string): string | null {
  try {
    return readJson(joinData, data, "a join").name;
  } catch (e) {
    if (e instanceof StoredDataError) return null;
    throw e;
  }
}

/** The players' names per seat from a table's joins (a leave before the start frees the seat). */
function loggedNames(
  row: GameTableRow,
  bots: readonly (string | null)[],
  entries: readonly TableLogRow[],
): (string | null)[] {
  const names: (string | null)[] = bots.map(() => null);
  const taken = bots.map((b) => b !== null);
  let started = taken.every(Boolean);
  for (const e of entries) {
    if (e.table_id !== row.id || e.seat < 0 || e.seat >= bots.length) continue;
    if (e.kind === "join") {
      names[e.seat] = joinedName(e.data);
      taken[e.seat] = true;
      started ||= taken.every(Boolean);
    } else if (!started) {
      names[e.seat] = null;
      taken[e.seat] = false;
    }
  }
  return names;
}

function rowInfo(row: GameTableRow, logged: { entries: TableLogRow[] }) {
  const settings = readJson(settingsColumn, row.settings, `Table ${row.id}'s settings`);
  const bots = readJson(botsColumn, row.bots, `Table ${row.id}'s bots`);
  const names = loggedNames(row, bots, logged.entries);
  return {
    id: row.id,
    game: row.game,
    options: readJson(z.unknown(), row.options, `Table ${row.id}'s options`),
    players: row.players,
    // Who sat where: bots by name, players by the names they joined with.
    seats: bots.map((bot, seat) => ({
      seat,
      kind: bot === null ? "human" : "bot",
      bot,
      name: bot === null ? (names[seat] ?? null) : null,
      taken: true,
      left: false,
    })),
    status: row.status,
    commitment: row.commitment,
    ...paceInfo(settings),
    outcome:
      row.outcome === null
        ? null
        : readJson(outcomeColumn, row.outcome, `Table ${row.id}'s outcome`),
    rated: settings.rated,
  };
}
