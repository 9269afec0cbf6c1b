/**
 * A club's tables: which tables are the club's, the guests let in by name, and the gate a join
 * passes. A club table is private to its members: a signed-in member sits at once, a guest an
 * admin named sits under that name, anyone else is refused.
 */
import type { Account } from "../accounts/accounts.js";
import { ServerCode, ServerError } from "../errors.js";
import { checkName, sameName } from "../names.js";
import type { ClubStore, Membership } from "./store.js";
import { iso } from "./store.js";
import type { ClubTable } from "./wire.js";

/** Guests let in at one table, at most. */
export const MAX_GUESTS = 16;

export class ClubTables {
  constructor(private readonly store: ClubStore) {}

  /** The guests' names checked as a table's names are (`bad-name`), each once. */
  static guests(raw: readonly string[]): string[] {
    if (raw.length > MAX_GUESTS)
      throw new ServerError(ServerCode.badRequest, `At most ${MAX_GUESTS} guests at a table.`);
    const out: string[] = [];
    for (const r of raw) {
      const name = checkName(r);
      if (!out.some((o) => sameName(o, name))) out.push(name);
    }
    return out;
  }

  async register(
    table: string,
    club: string,
    night: string | null,
    guests: readonly string[],
  ): Promise<void> {
    await this.store.db
      .insertInto("club_table")
      .values({
        table_id: table,
        club_id: club,
        night_id: night,
        guests: JSON.stringify(guests),
        created_at: this.store.now(),
      })
      .execute();
  }

  /** The club's tables, newest first (a table removed by the operator is left out). */
  async list(club: string): Promise<ClubTable[]> {
    const rows = await this.store.db
      .selectFrom("club_table")
      .innerJoin("game_table", "game_table.id", "club_table.table_id")
      .select([
        "game_table.id",
        "game_table.game",
        "game_table.status",
        "game_table.players",
        "club_table.created_at",
        "club_table.night_id",
        "club_table.guests",
      ])
      .where("club_table.club_id", "=", club)
      .orderBy("club_table.created_at", "desc")
      .execute();
    return rows.map((r) => ({
      id: r.id,
      game: r.game,
      status: r.status,
      players: r.players,
      createdAt: iso(r.created_at),
      night: r.night_id,
      guests: parseGuests(r.guests),
    }));
  }

  /** The club a table belongs to and its guests, or undefined for a table of no club. */
  async of(table: string): Promise<{ club: string; guests: string[] } | undefined> {
    const row = await this.store.db
      .selectFrom("club_table")
      .select(["club_id", "guests"])
      .where("table_id", "=", table)
      .executeTakeFirst();
    return row ? { club: row.club_id, guests: parseGuests(row.guests) } : undefined;
  }

  /** Refuses a join to a club's table by anyone but a member or a guest let in by name. */
  async mayJoin(table: string, who: Account | null, name: string | null): Promise<void> {
    const of = await this.of(table);
    if (!of) return;
    if (who && (await this.store.role(of.club, who.id))) return;
    const as = who?.name ?? name;
    if (as !== null && of.guests.some((g) => sameName(g, as))) return;
    throw new ServerError(
      ServerCode.clubOnly,
      "This table is for its club's members and the guests an admin let in by name.",
    );
  }

  /** Lets one more guest in by name at a table of the club. */
  async addGuest(m: Membership, table: string, raw: string): Promise<string[]> {
    const of = await this.of(table);
    if (!of || of.club !== m.club.id)
      throw new ServerError(ServerCode.unknownTable, `The club has no table "${table}".`);
    const guests = ClubTables.guests([...of.guests, raw]);
    await this.store.db
      .updateTable("club_table")
      .set({ guests: JSON.stringify(guests) })
      .where("table_id", "=", table)
      .execute();
    return guests;
  }

  /** Of `ids`, the tables that belong to a club: the public lobby does not list them. */
  async clubs(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.store.db
      .selectFrom("club_table")
      .select("table_id")
      .where("table_id", "in", [...ids])
      .execute();
    return new Set(rows.map((r) => r.table_id));
  }
}

function parseGuests(text: string): string[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}
