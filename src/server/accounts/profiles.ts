/**
 * Profiles and leaderboards, read from the accounts' seats, the finished tables' outcomes and the
 * ratings: what `/players/<name>` and `/leaderboard/<game>` show.
 */
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { GameRegistry } from "../../packages/registry.js";
import { outcomeColumn, readJson, StoredDataError, settingsColumn } from "../db/columns.js";
import type { Database } from "../db/schema.js";
import { ServerCode, ServerError } from "../errors.js";
import { nameKey } from "./accounts.js";
import { isProvisional, PROVISIONAL_DEVIATION } from "./glicko.js";
import type { GameStats, Leaderboard, Profile, RatingSummary } from "./wire.js";

/** A leaderboard lists ratings with this many rated games at least, and not provisional. */
export const LEADERBOARD_GAMES = 10;
export const LEADERBOARD_SIZE = 100;
/** The tables a profile reads its counts from (the newest), and lists. */
const PROFILE_TABLES = 1000;
const RECENT = 20;

const round = (x: number) => Math.round(x * 100) / 100;

export function profileRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  games: GameRegistry,
): void {
  app.get("/api/players/:name", async (req): Promise<Profile> => {
    const { name } = req.params as { name: string };
    const account = await db
      .selectFrom("account")
      .select(["id", "name", "created_at"])
      .where("name_key", "=", nameKey(name))
      .executeTakeFirst();
    if (!account) throw new ServerError(ServerCode.unknownPlayer, `No player is called "${name}".`);
    const [ratings, changes, seats] = await Promise.all([
      db.selectFrom("rating").selectAll().where("account_id", "=", account.id).execute(),
      db
        .selectFrom("rating_change")
        .select(["table_id", "game", "rating", "deviation", "at"])
        .where("account_id", "=", account.id)
        .orderBy("at")
        .execute(),
      db
        .selectFrom("account_seat")
        .innerJoin("game_table", "game_table.id", "account_seat.table_id")
        .select([
          "game_table.id",
          "game_table.game",
          "game_table.status",
          "game_table.players",
          "game_table.settings",
          "game_table.outcome",
          "game_table.created_at",
          "account_seat.seat",
        ])
        .where("account_seat.account_id", "=", account.id)
        .orderBy("game_table.created_at", "desc")
        .limit(PROFILE_TABLES)
        .execute(),
    ]);
    const tables = seats.map((s) => {
      let place: number | null = null;
      let payoff: number | null = null;
      let rated = false;
      try {
        rated = readJson(settingsColumn, s.settings, `Table ${s.id}'s settings`).rated;
        const o =
          s.outcome === null ? null : readJson(outcomeColumn, s.outcome, `Table ${s.id}'s outcome`);
        if (o && "ranks" in o && s.status === "finished") {
          place = o.ranks[s.seat] ?? null;
          payoff = o.payoff[s.seat] ?? null;
        }
      } catch (e) {
        if (!(e instanceof StoredDataError)) throw e;
      }
      return {
        table: s.id,
        game: s.game,
        seat: s.seat,
        status: s.status,
        players: s.players,
        rated,
        place,
        payoff,
        createdAt: Number(s.created_at),
      };
    });
    const perGame: Record<string, GameStats> = {};
    for (const game of new Set([...tables.map((t) => t.game), ...ratings.map((r) => r.game)])) {
      const r = ratings.find((x) => x.game === game);
      perGame[game] = gameStats(
        tables.filter((t) => t.game === game),
        r ? { rating: r.rating, deviation: r.deviation, games: Number(r.games) } : null,
        changes.filter((c) => c.game === game),
        games.get(game)?.ledger !== undefined,
      );
    }
    const ratingsOut: Record<string, RatingSummary> = {};
    for (const r of ratings)
      ratingsOut[r.game] = {
        rating: round(r.rating),
        deviation: round(r.deviation),
        games: Number(r.games),
        provisional: isProvisional(r),
      };
    return {
      name: account.name,
      createdAt: Number(account.created_at),
      ratings: ratingsOut,
      games: perGame,
      recent: tables.slice(0, RECENT).map(({ payoff: _p, ...t }) => t),
    };
  });

  app.get("/api/leaderboard/:game", async (req): Promise<Leaderboard> => {
    const { game } = req.params as { game: string };
    const known = games.get(game);
    if (!known) throw new ServerError(ServerCode.unknownGame, `There is no game "${game}".`);
    const rows = await db
      .selectFrom("rating")
      .innerJoin("account", "account.id", "rating.account_id")
      .select(["account.name", "rating.rating", "rating.deviation", "rating.games"])
      .where("rating.game", "=", game)
      .where("rating.deviation", "<", PROVISIONAL_DEVIATION)
      .where("rating.games", ">=", LEADERBOARD_GAMES)
      .where("account.disabled", "=", 0)
      .orderBy("rating.rating", "desc")
      .limit(LEADERBOARD_SIZE)
      .execute();
    return {
      game,
      name: known.name,
      minGames: LEADERBOARD_GAMES,
      players: rows.map((r, i) => ({
        rank: i + 1,
        name: r.name,
        rating: round(r.rating),
        deviation: round(r.deviation),
        games: Number(r.games),
      })),
    };
  });
}

/** One game of a profile: counts, places, the rating and its history, and for chips the net. */
function gameStats(
  tables: {
    table: string;
    status: string;
    place: number | null;
    payoff: number | null;
    createdAt: number;
  }[],
  rating: { rating: number; deviation: number; games: number } | null,
  changes: { table_id: string; rating: number; deviation: number; at: number }[],
  chips: boolean,
): GameStats {
  const finished = tables.filter((t) => t.place !== null);
  const places: Record<string, number> = {};
  for (const t of finished) places[t.place!] = (places[t.place!] ?? 0) + 1;
  let total = 0;
  const net = chips
    ? [...finished].reverse().map((t) => {
        total += t.payoff ?? 0;
        return { table: t.table, at: t.createdAt, net: t.payoff ?? 0, total };
      })
    : null;
  return {
    played: finished.length,
    wins: places[1] ?? 0,
    places,
    rating: rating
      ? {
          ...rating,
          rating: round(rating.rating),
          deviation: round(rating.deviation),
          provisional: isProvisional(rating),
        }
      : null,
    history: changes.map((c) => ({
      table: c.table_id,
      at: Number(c.at),
      rating: round(c.rating),
      deviation: round(c.deviation),
    })),
    net,
  };
}
