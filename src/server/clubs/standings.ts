/**
 * Standings per game over a season of the club's finished tables: games, wins and places per
 * account; Tyramid and Pyramid Poker ranked by points, the chip games by net; the account's
 * rating in the game where the club played rated tables of it.
 */
import type { GameRegistry } from "../../packages/registry.js";
import { isProvisional } from "../accounts/glicko.js";
import type { ClubRow } from "../db/schema.js";
import { type SeasonRange, seasonWire } from "./ledger.js";
import type { ClubResults } from "./results.js";
import type { ClubStore } from "./store.js";
import type { ClubStandings, StandingsPlayer } from "./wire.js";

const round = (x: number) => Math.round(x * 100) / 100;

export class ClubStandingsBook {
  constructor(
    private readonly store: ClubStore,
    private readonly results: ClubResults,
    private readonly games: GameRegistry,
  ) {}

  async standings(club: ClubRow, season: SeasonRange): Promise<ClubStandings> {
    await this.results.sync(club.id);
    let q = this.store.db
      .selectFrom("club_result")
      .selectAll()
      .where("club_id", "=", club.id)
      .where("account_id", "is not", null)
      .where("at", ">=", season.from);
    if (season.to !== null) q = q.where("at", "<", season.to);
    const rows = await q.execute();
    const names = await this.store.names(rows.map((r) => r.account_id!));
    const ratedGames = new Set(rows.filter((r) => r.rated === 1).map((r) => r.game));
    const ratings =
      ratedGames.size === 0
        ? []
        : await this.store.db
            .selectFrom("rating")
            .selectAll()
            .where("game", "in", [...ratedGames])
            .where("account_id", "in", [...new Set(rows.map((r) => r.account_id!))])
            .execute();
    const byGame = new Map<string, Map<string, StandingsPlayer>>();
    for (const r of rows) {
      const chips = r.bought !== null;
      const players = byGame.get(r.game) ?? new Map<string, StandingsPlayer>();
      byGame.set(r.game, players);
      const account = r.account_id!;
      const p = players.get(account) ?? {
        account,
        name: names.get(account) ?? r.name,
        games: 0,
        wins: 0,
        places: {},
        points: chips ? null : 0,
        net: chips ? 0 : null,
        rating: null,
      };
      const rating = ratedGames.has(r.game)
        ? ratings.find((x) => x.account_id === account && x.game === r.game)
        : undefined;
      players.set(account, {
        ...p,
        games: p.games + 1,
        wins: p.wins + (r.place === 1 ? 1 : 0),
        places: { ...p.places, [r.place]: (p.places[r.place] ?? 0) + 1 },
        points: p.points === null ? null : round(p.points + r.payoff),
        net: p.net === null ? null : p.net + Number(r.stack) - Number(r.bought),
        rating: rating
          ? {
              rating: round(rating.rating),
              deviation: round(rating.deviation),
              games: Number(rating.games),
              provisional: isProvisional(rating),
            }
          : p.rating,
      });
    }
    const games = [...byGame].map(([game, players]) => {
      const list = [...players.values()];
      const chips = list.some((p) => p.net !== null);
      list.sort(
        (a, b) =>
          (chips ? b.net! - a.net! : b.points! - a.points!) ||
          b.wins - a.wins ||
          a.name.localeCompare(b.name),
      );
      return {
        game,
        name: this.games.get(game)?.name ?? game,
        scoring: chips ? ("chips" as const) : ("points" as const),
        players: list,
      };
    });
    games.sort((a, b) => a.name.localeCompare(b.name));
    return { season: seasonWire(season), games };
  }
}
