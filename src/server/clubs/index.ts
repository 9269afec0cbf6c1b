/**
 * Clubs put together: the store, the club's tables and their gate, nights, the season ledger and
 * standings, and their routes. The lobby asks the gate (`ClubGate`) about club tables.
 */
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { GameRegistry } from "../../packages/registry.js";
import type { Sessions } from "../accounts/sessions.js";
import type { Database } from "../db/schema.js";
import { ServerCode, ServerError } from "../errors.js";
import type { ClubGate } from "../lobby.js";
import type { Notifier } from "../push/notifier.js";
import { ClubLedgers } from "./ledger.js";
import { ClubNights, type OpenTable } from "./nights.js";
import { ClubResults, type FindTable } from "./results.js";
import { type ClubParts, clubRoutes } from "./routes.js";
import { ClubStandingsBook } from "./standings.js";
import { ClubStore } from "./store.js";
import { ClubTables } from "./tables.js";

export interface ClubsConfig {
  readonly db: Kysely<Database>;
  readonly now: () => number;
  readonly sessions: Sessions;
  readonly games: GameRegistry;
  /** A table by id, finished ones read back from their log. */
  readonly find: FindTable;
  /** Opens a table (a night's). */
  readonly open: OpenTable;
  readonly notifier: Notifier | null;
}

export class Clubs {
  readonly parts: ClubParts;
  readonly gate: ClubGate;

  constructor(private readonly config: ClubsConfig) {
    const store = new ClubStore(config.db, config.now);
    const tables = new ClubTables(store);
    const results = new ClubResults(store, config.find);
    this.parts = {
      store,
      tables,
      nights: new ClubNights(store, tables, config.games, config.open, config.notifier),
      ledgers: new ClubLedgers(store, results),
      standings: new ClubStandingsBook(store, results, config.games),
    };
    const sessions = config.sessions;
    this.gate = {
      /** `club` names a club the creator belongs to; only an admin names guests. */
      async creating(req, club, raw) {
        if (club === undefined) {
          if (raw !== undefined)
            throw new ServerError(
              ServerCode.badRequest,
              '"guests" are for a club\'s table: name its "club".',
            );
          return null;
        }
        const m = await store.member(club, await sessions.mustAccount(req));
        const guests = ClubTables.guests(raw ?? []);
        if (guests.length > 0 && m.role === "member")
          throw new ServerError(
            ServerCode.notClubAdmin,
            "Only the club's owner or an admin lets guests in.",
          );
        return (table) => tables.register(table, m.club.id, null, guests);
      },
      async mayJoin(req, table, name) {
        await tables.mayJoin(table, await sessions.account(req), name);
      },
      hidden: (ids) => tables.clubs(ids),
    };
  }

  routes(app: FastifyInstance): void {
    clubRoutes(app, this.config.sessions, this.parts);
  }
}
