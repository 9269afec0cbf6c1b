/**
 * The push API: the server's public VAPID key, and a browser subscribing to be told of a table
 * at which it holds a seat's (or the host's) token.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Sessions } from "../accounts/sessions.js";
import { ServerCode, ServerError } from "../errors.js";
import type { LiveTable } from "../live.js";
import { requestError } from "../tables/requests.js";
import { hashToken, isTableId } from "../tokens.js";
import type { Notifier } from "./notifier.js";
import { accountTarget } from "./store.js";
import { endpointProblem, subscriptionSchema } from "./subscription.js";

/**
 * The browser's `PushSubscription.toJSON()`, with the table and the token that holds a seat (or
 * hosts) there; or, signed in, with neither: the browser is told for every seat of the account.
 */
const subscribeRequest = subscriptionSchema.extend({
  table: z.string().min(1).max(64).optional(),
  token: z.string().min(1).max(200).optional(),
});

const unsubscribeRequest = z.strictObject({ endpoint: z.string().min(1).max(2048) });

export interface PushRoutesOptions {
  /** A table by id, wherever in a cluster it is played. */
  readonly find: (id: string) => Promise<LiveTable | undefined>;
  /** Tests stand a push service in on this machine; a real server never sends there. */
  readonly allowLoopback: boolean;
  /** Who a signed-in request is: its subscription covers every seat of the account. */
  readonly sessions: Sessions;
}

export function pushRoutes(app: FastifyInstance, notifier: Notifier, o: PushRoutesOptions): void {
  app.get("/api/push/key", async () => ({ publicKey: notifier.keys.publicKey }));

  app.post("/api/push/subscriptions", async (req, reply) => {
    const body = subscribeRequest.safeParse(req.body ?? {});
    if (!body.success) throw requestError(body.error);
    const { table, token, ...subscription } = body.data;
    const problem = endpointProblem(subscription.endpoint, o.allowLoopback);
    if (problem) throw new ServerError(ServerCode.badRequest, problem);
    if (table === undefined && token === undefined) {
      const who = await o.sessions.mustAccount(req);
      await notifier.store.subscribe(subscription, accountTarget(who.id));
      reply.code(201);
      return { subscribed: true };
    }
    if (table === undefined || token === undefined)
      throw new ServerError(
        ServerCode.badRequest,
        'Give both "table" and "token" (a seat there), or neither and sign in.',
      );
    const t = isTableId(table) ? await o.find(table) : undefined;
    if (!t) throw new ServerError(ServerCode.unknownTable, `There is no table "${table}".`);
    const tokenHash = hashToken(token);
    if (t.seatOfToken(tokenHash) === null && tokenHash !== t.settings.hostHash)
      throw new ServerError(
        ServerCode.badToken,
        "This token holds no seat at this table, nor hosts it.",
      );
    await notifier.store.subscribe(subscription, { table: t.id, tokenHash });
    reply.code(201);
    return { subscribed: true };
  });

  app.delete("/api/push/subscriptions", async (req) => {
    const body = unsubscribeRequest.safeParse(req.body ?? {});
    if (!body.success) throw requestError(body.error);
    return { dropped: await notifier.store.drop(body.data.endpoint) };
  });
}
