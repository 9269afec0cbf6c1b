/** The inbox's routes: a browser's seats by their tokens, or a signed-in player's account. */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Sessions } from "./accounts/sessions.js";
import { ServerError } from "./errors.js";
import { byUrgency, type InboxEntry, inboxEntry } from "./inbox.js";
import type { LiveTable } from "./live.js";
import { requestError } from "./tables/requests.js";
import { hashToken, isTableId } from "./tokens.js";

export const inboxRequest = z.strictObject({
  seats: z
    .array(z.strictObject({ table: z.string().min(1).max(64), token: z.string().min(1).max(200) }))
    .max(200),
});

export function inboxRoutes(
  app: FastifyInstance,
  find: (id: string) => Promise<LiveTable | undefined>,
  sessions: Sessions,
): void {
  /** A signed-in player's inbox: every seat of the account, on whichever device it was taken. */
  app.get("/api/inbox", async (req) => {
    const who = await sessions.mustAccount(req);
    const turns: InboxEntry[] = [];
    // Only tables being played can wait for a move: finished ones are not read at all.
    const seats = await sessions.accounts.db
      .selectFrom("account_seat")
      .innerJoin("game_table", "game_table.id", "account_seat.table_id")
      .select(["account_seat.table_id", "account_seat.seat"])
      .where("account_seat.account_id", "=", who.id)
      .where("game_table.status", "=", "running")
      .execute();
    for (const { table_id, seat } of seats) {
      const t = await find(table_id);
      const entry = t ? inboxEntry(t, seat) : null;
      if (entry) turns.push(entry);
    }
    return { turns: turns.sort(byUrgency) };
  });

  app.post("/api/inbox", async (req) => {
    const body = inboxRequest.safeParse(req.body ?? {});
    if (!body.success) throw requestError(body.error);
    const turns: InboxEntry[] = [];
    for (const { table, token } of body.data.seats) {
      // A table that is gone, finished or unknown simply has no turn to show.
      const t = isTableId(table) ? await find(table).catch(noTurn) : undefined;
      const seat = t?.seatOfToken(hashToken(token)) ?? null;
      const entry = t && seat !== null ? inboxEntry(t, seat) : null;
      if (entry) turns.push(entry);
    }
    return { turns: turns.sort(byUrgency) };
  });
}

/** A table set aside (410) or otherwise refused has no turn to show; a failure of the server does fail. */
function noTurn(e: unknown): undefined {
  if (e instanceof ServerError) return undefined;
  throw e;
}
