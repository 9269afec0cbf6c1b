/**
 * The accounts' HTTP API: sign up, sign in and out, the account itself, and My tables. Every body
 * is checked by a strict schema; every refusal is `{ error: { code, message } }`.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { readJson, StoredDataError, settingsColumn } from "../db/columns.js";
import { ServerCode, ServerError } from "../errors.js";
import type { LiveTable } from "../live.js";
import type { TableHost } from "../play.js";
import { requestError } from "../tables/requests.js";
import { hashToken, isTableId } from "../tokens.js";
import type { Account, Accounts } from "./accounts.js";
import type { Sessions } from "./sessions.js";
import type { Me, MyTable, SignedIn } from "./wire.js";

// Lengths are checked by the accounts' own rules (with their own codes); these bound the body.
const credentials = z.strictObject({
  name: z.string().max(200),
  password: z.string().max(4000),
});
const passwordChange = z.strictObject({
  old: z.string().max(4000).optional(),
  password: z.string().max(4000),
});
const deletion = z.strictObject({ password: z.string().max(4000).optional() });
const claims = z.strictObject({
  seats: z
    .array(z.strictObject({ table: z.string().max(64), token: z.string().min(1).max(200) }))
    .max(200),
});

/** What the routes need of the tables: finding one (here or elsewhere in a cluster). */
export type TableFinder = Pick<TableHost, "find">;

export function accountRoutes(app: FastifyInstance, sessions: Sessions, tables: TableFinder): void {
  const accounts: Accounts = sessions.accounts;
  const body = <S extends z.ZodType>(schema: S, raw: unknown): z.output<S> => {
    const r = schema.safeParse(raw ?? {});
    if (!r.success) throw requestError(r.error);
    return r.data;
  };

  app.post("/api/account", async (req, reply) => {
    const { name, password } = body(credentials, req.body);
    const who = await accounts.create(name, password);
    await sessions.start(req, reply, who);
    reply.code(201);
    return me(who);
  });

  app.post("/api/session", async (req, reply) => {
    const { name, password } = body(credentials, req.body);
    const who = await accounts.signIn(name, password, req.ip);
    await sessions.start(req, reply, who);
    return me(who);
  });

  app.delete("/api/session", async (req, reply) => {
    await sessions.end(req, reply);
    return reply.code(204).send();
  });

  /** Signs out on every device, this one included. */
  app.delete("/api/sessions", async (req, reply) => {
    const who = await sessions.mustAccount(req);
    await accounts.endAllSessions(who.id);
    sessions.clear(req, reply);
    return reply.code(204).send();
  });

  app.get("/api/me", async (req): Promise<Me> => describe(await sessions.mustAccount(req)));

  /** Who is signed in, if anyone: a page asks this without a refusal in the browser's console. */
  app.get("/api/session", async (req): Promise<{ account: Me | null }> => {
    const who = await sessions.account(req);
    return { account: who ? await describe(who) : null };
  });

  const describe = async (who: Account): Promise<Me> => {
    const row = await accounts.byId(who.id);
    const passkeys = await accounts.db
      .selectFrom("passkey")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("account_id", "=", who.id)
      .executeTakeFirst();
    return { ...me(who), password: row?.password != null, passkeys: Number(passkeys?.n ?? 0) };
  };

  app.put("/api/account/password", async (req, reply) => {
    const who = await sessions.mustAccount(req);
    const { old, password } = body(passwordChange, req.body);
    await accounts.changePassword(who, old ?? null, password);
    return reply.code(204).send();
  });

  /** Deletes the account (its password again, if it has one). */
  app.delete("/api/account", async (req, reply) => {
    const who = await sessions.mustAccount(req);
    const { password } = body(deletion, req.body);
    const row = await accounts.byId(who.id);
    if (row?.password != null) await accounts.signIn(row.name, password ?? "", req.ip);
    await accounts.delete(who);
    sessions.clear(req, reply);
    return reply.code(204).send();
  });

  /** My tables: every table the account has a seat at, newest first. */
  app.get("/api/me/tables", async (req): Promise<MyTable[]> => {
    const who = await sessions.mustAccount(req);
    const seats = await accounts.seats(who.id);
    if (seats.length === 0) return [];
    const rows = await accounts.db
      .selectFrom("game_table")
      .select(["id", "game", "status", "players", "settings", "outcome", "created_at"])
      .where(
        "id",
        "in",
        seats.map((s) => s.table_id),
      )
      .execute();
    return seats.flatMap((s): MyTable[] => {
      const row = rows.find((r) => r.id === s.table_id);
      if (!row) return [];
      let rated = false;
      let place: number | null = null;
      try {
        rated = readJson(settingsColumn, row.settings, `Table ${row.id}'s settings`).rated;
        const outcome =
          row.outcome === null ? null : (JSON.parse(row.outcome) as { ranks?: unknown });
        const ranks = Array.isArray(outcome?.ranks) ? (outcome.ranks as number[]) : null;
        place = ranks?.[s.seat] ?? null;
      } catch (e) {
        if (!(e instanceof StoredDataError) && !(e instanceof SyntaxError)) throw e;
      }
      return [
        {
          table: row.id,
          game: row.game,
          seat: s.seat,
          status: row.status,
          players: row.players,
          rated,
          place,
          claimed: s.claimed === 1,
          opens: s.opens,
          createdAt: Number(row.created_at),
        },
      ];
    });
  });

  /** The account's seat at a live table and its token: My tables opens it on any device. */
  app.get("/api/me/tables/:id/seat", async (req) => {
    const who = await sessions.mustAccount(req);
    const { id } = req.params as { id: string };
    const held = isTableId(id) ? await accounts.seatToken(who, id) : null;
    if (!held)
      throw new ServerError(ServerCode.unknownTable, `You have no seat at a table "${id}".`);
    if (held.token === null)
      throw new ServerError(
        ServerCode.seatTokenElsewhere,
        "The host let you in at this table, but your seat's key is still only in the browser you asked from: open the table there once and it opens anywhere from then on.",
      );
    return { table: id, seat: held.seat, token: held.token };
  });

  /**
   * Claims seats this browser holds tokens for (taken as a guest): each token is proved against
   * its table, and the seat becomes the account's. Tokens that prove nothing are left out.
   */
  app.post("/api/me/claim", async (req) => {
    const who = await sessions.mustAccount(req);
    const { seats } = body(claims, req.body);
    const claimed: { table: string; seat: number }[] = [];
    for (const { table, token } of seats) {
      const t = isTableId(table) ? await findQuietly(tables, table) : undefined;
      const seat = t?.seatOfToken(hashToken(token)) ?? null;
      if (!t || seat === null) continue;
      // A seat joined for this account (the host approving its request) is its own, not claimed.
      await accounts.addSeat(who, t.id, seat, token, t.seats[seat]?.account !== who.id);
      claimed.push({ table: t.id, seat });
    }
    return { claimed };
  });
}

/** A table by id, or undefined for one set aside (void) or unknown. */
async function findQuietly(tables: TableFinder, id: string): Promise<LiveTable | undefined> {
  try {
    return await tables.find(id);
  } catch (e) {
    if (e instanceof ServerError) return undefined;
    throw e;
  }
}

function me(who: Account): SignedIn {
  return { name: who.name, createdAt: who.createdAt };
}

/**
 * The accounts' pages by their plain addresses (`/players/<name>`, `/leaderboard/<game>`, `/me`,
 * `/account`), sent on to the web client's own routes, which live after the #.
 */
export function accountPages(app: FastifyInstance): void {
  const to = (hash: string) => `/#/${hash}`;
  app.get("/me", async (_req, reply) => reply.redirect(to("me")));
  app.get("/account", async (_req, reply) => reply.redirect(to("account")));
  app.get("/players/:name", async (req, reply) =>
    reply.redirect(to(`players/${encodeURIComponent((req.params as { name: string }).name)}`)),
  );
  app.get("/leaderboard", async (_req, reply) => reply.redirect(to("leaderboard")));
  app.get("/leaderboard/:game", async (req, reply) =>
    reply.redirect(to(`leaderboard/${encodeURIComponent((req.params as { game: string }).game)}`)),
  );
}
