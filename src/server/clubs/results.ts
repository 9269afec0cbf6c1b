/**
 * A finished club table's result per seat, written once: its place and payoff, and at a chip
 * table the chips bought and the final stack, read from the table's own ledger (so the season's
 * sums are the tables' own). Written the first time a club's ledger or standings are read after
 * the table ends; the primary key (table, seat) makes a second writer (another request, another
 * process) insert nothing.
 */
import type { ClubResultRow } from "../db/schema.js";
import { tableLedger } from "../ledger.js";
import type { LiveTable } from "../live.js";
import { seatName } from "../seat-name.js";
import type { ClubStore } from "./store.js";

/** A finished table by id (read back from its log if need be), or undefined. */
export type FindTable = (id: string) => Promise<LiveTable | undefined>;

export class ClubResults {
  constructor(
    private readonly store: ClubStore,
    private readonly find: FindTable,
  ) {}

  /** Writes the results of the club's finished tables that have none yet. */
  async sync(club: string): Promise<void> {
    const db = this.store.db;
    const pending = await db
      .selectFrom("club_table")
      .innerJoin("game_table", "game_table.id", "club_table.table_id")
      .leftJoin("club_result", "club_result.table_id", "club_table.table_id")
      .select(["club_table.table_id", "club_table.created_at"])
      .where("club_table.club_id", "=", club)
      .where("game_table.status", "=", "finished")
      .where("club_result.table_id", "is", null)
      .execute();
    for (const p of pending) {
      const t = await this.find(p.table_id).catch(() => undefined);
      if (!t) continue;
      const rows = resultRows(t, club, Number(p.created_at));
      if (rows.length === 0) continue;
      await db
        .insertInto("club_result")
        .values(rows)
        .onConflict((c) => c.columns(["table_id", "seat"]).doNothing())
        .execute();
    }
  }
}

/** One row per seat of a finished table; none for a table not finished. */
export function resultRows(t: LiveTable, club: string, at: number): ClubResultRow[] {
  const outcome = t.table.outcome();
  if (!outcome) return [];
  const ledger = t.game.ledger ? tableLedger(t) : null;
  return t.seats.map((s, seat) => ({
    table_id: t.id,
    seat,
    club_id: club,
    account_id: s.account ?? null,
    name: seatName(t, seat),
    game: t.game.id,
    place: outcome.ranks[seat] ?? t.seats.length,
    payoff: outcome.payoff[seat] ?? 0,
    bought: ledger ? ledger.players[seat]!.buyIns.chips : null,
    stack: ledger ? ledger.players[seat]!.stack : null,
    rated: t.settings.rated ? 1 : 0,
    at,
  }));
}
