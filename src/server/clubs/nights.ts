/**
 * A club's scheduled nights: a time and a table preset an admin sets, the members' answers (yes,
 * no, maybe), and the table an admin opens from the preset when the night comes, which tells the
 * members who said yes (their notices, and a push notification where they turned them on).
 */
import { z } from "zod";
import type { GameRegistry } from "../../packages/registry.js";
import type { ClubNightRow } from "../db/schema.js";
import { ServerCode, ServerError } from "../errors.js";
import type { LiveTable } from "../live.js";
import { pushMessage } from "../push/messages.js";
import type { Notifier } from "../push/notifier.js";
import { accountTarget } from "../push/store.js";
import { checkTableRequest } from "../tables/create.js";
import { type CreateTableRequest, createTableRequest, requestError } from "../tables/requests.js";
import { newTableId } from "../tokens.js";
import { type ClubStore, iso, type Membership } from "./store.js";
import type { ClubTables } from "./tables.js";
import type { ClubNight, ClubNotice, RsvpAnswer, TablePreset } from "./wire.js";

/** A night's preset: a table's request, but never private (the club's own gate keeps it). */
const presetShape = createTableRequest.omit({ private: true });
export const newNightBody = presetShape.extend({ at: z.string().min(1).max(64) });
export const rsvpBody = z.strictObject({ answer: z.enum(["yes", "no", "maybe"]) });

/** Notices of opened nights are kept this long. */
export const NOTICE_MS = 14 * 86_400_000;

/** A time as `Date.parse` reads it (ISO 8601, say), between the years 2000 and 2200; else 400. */
export function parseTime(raw: string, what: string): number {
  const ms = /^\d{1,15}$/.test(raw) ? Number(raw) : Date.parse(raw);
  if (!Number.isFinite(ms) || ms < Date.UTC(2000, 0) || ms > Date.UTC(2200, 0))
    throw new ServerError(
      ServerCode.badRequest,
      `"${what}" is not a time: give an ISO 8601 date and time, such as 2026-05-01T19:30:00Z.`,
    );
  return ms;
}

/** Opens a table from a request: the table service's `create`, as the lobby calls it. */
export type OpenTable = (
  req: CreateTableRequest,
  from: string,
) => Promise<{ table: LiveTable; hostToken: string }>;

export class ClubNights {
  constructor(
    private readonly store: ClubStore,
    private readonly tables: ClubTables,
    private readonly games: GameRegistry,
    private readonly open: OpenTable,
    private readonly notifier: Notifier | null,
  ) {}

  async schedule(m: Membership, raw: unknown): Promise<string> {
    const body = newNightBody.safeParse(raw ?? {});
    if (!body.success) throw requestError(body.error);
    const { at: when, ...preset } = body.data;
    const at = parseTime(when, "at");
    checkTableRequest(this.games, preset);
    const id = newTableId();
    await this.store.db
      .insertInto("club_night")
      .values({
        id,
        club_id: m.club.id,
        at,
        preset: JSON.stringify(preset),
        by_id: m.who.id,
        created_at: this.store.now(),
        table_id: null,
        opened_at: null,
      })
      .execute();
    return id;
  }

  private async night(m: Membership, id: string): Promise<ClubNightRow> {
    const row =
      id.length <= 64
        ? await this.store.db
            .selectFrom("club_night")
            .selectAll()
            .where("id", "=", id)
            .where("club_id", "=", m.club.id)
            .executeTakeFirst()
        : undefined;
    if (!row) throw new ServerError(ServerCode.unknownNight, `The club has no night "${id}".`);
    return row;
  }

  async rsvp(m: Membership, id: string, answer: RsvpAnswer): Promise<void> {
    const night = await this.night(m, id);
    await this.store.db
      .insertInto("club_rsvp")
      .values({ night_id: night.id, account_id: m.who.id, answer, at: this.store.now() })
      .onConflict((c) =>
        c.columns(["night_id", "account_id"]).doUpdateSet({ answer, at: this.store.now() }),
      )
      .execute();
  }

  /**
   * Opens the night's table from its preset (once: a second opening is 409) and tells the
   * members who said yes. The opener holds the table's host token.
   */
  async openNight(
    m: Membership,
    id: string,
    from: string,
  ): Promise<{ table: string; hostToken: string }> {
    const night = await this.night(m, id);
    // Claimed first, so that two admins clicking at once open one table.
    const claimed = await this.store.db
      .updateTable("club_night")
      .set({ opened_at: this.store.now() })
      .where("id", "=", night.id)
      .where("opened_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0)
      throw new ServerError(ServerCode.nightOpened, "This night's table is open already.");
    let opened: { table: LiveTable; hostToken: string };
    try {
      const preset = presetShape.parse(JSON.parse(night.preset));
      opened = await this.open(preset, from);
    } catch (e) {
      await this.store.db
        .updateTable("club_night")
        .set({ opened_at: null })
        .where("id", "=", night.id)
        .execute();
      throw e;
    }
    const t = opened.table;
    await this.tables.register(t.id, m.club.id, night.id, []);
    await this.store.db
      .updateTable("club_night")
      .set({ table_id: t.id })
      .where("id", "=", night.id)
      .execute();
    await this.tell(m, night.id, t);
    return { table: t.id, hostToken: opened.hostToken };
  }

  /** A push notification to each member who said yes (but the opener): no card, only the table. */
  private async tell(m: Membership, night: string, t: LiveTable): Promise<void> {
    if (!this.notifier) return;
    const yes = await this.store.db
      .selectFrom("club_rsvp")
      .innerJoin("club_member", (j) =>
        j
          .onRef("club_member.account_id", "=", "club_rsvp.account_id")
          .on("club_member.club_id", "=", m.club.id),
      )
      .select("club_rsvp.account_id")
      .where("club_rsvp.night_id", "=", night)
      .where("club_rsvp.answer", "=", "yes")
      .execute();
    const targets = yes
      .filter((y) => y.account_id !== m.who.id)
      .map((y) => accountTarget(y.account_id));
    if (targets.length === 0) return;
    this.notifier.tell(
      targets,
      pushMessage("night", { id: t.id, game: t.game.id, gameName: t.game.name }, [], m.club.name),
    );
  }

  /** Every night of the club, soonest first, with the answers and the reader's own. */
  async list(m: Membership): Promise<ClubNight[]> {
    const db = this.store.db;
    const nights = await db
      .selectFrom("club_night")
      .selectAll()
      .where("club_id", "=", m.club.id)
      .orderBy("at")
      .execute();
    if (nights.length === 0) return [];
    const rsvps = await db
      .selectFrom("club_rsvp")
      .innerJoin("account", "account.id", "club_rsvp.account_id")
      .select(["club_rsvp.night_id", "club_rsvp.account_id", "account.name", "club_rsvp.answer"])
      .where(
        "club_rsvp.night_id",
        "in",
        nights.map((n) => n.id),
      )
      .orderBy("club_rsvp.at")
      .execute();
    const names = await this.store.names(nights.map((n) => n.by_id));
    return nights.map((n) => {
      const answers = rsvps
        .filter((r) => r.night_id === n.id)
        .map((r) => ({ account: r.account_id, name: r.name, answer: r.answer }));
      return {
        id: n.id,
        at: iso(n.at),
        preset: JSON.parse(n.preset) as TablePreset,
        by: names.get(n.by_id) ?? "Deleted player",
        createdAt: iso(n.created_at),
        rsvps: answers,
        mine: answers.find((a) => a.account === m.who.id)?.answer ?? null,
        table: n.table_id,
      };
    });
  }

  /** The nights opened lately for which the account said yes, in the clubs it still belongs to. */
  async notices(account: string): Promise<ClubNotice[]> {
    const rows = await this.store.db
      .selectFrom("club_rsvp")
      .innerJoin("club_night", "club_night.id", "club_rsvp.night_id")
      .innerJoin("club", "club.id", "club_night.club_id")
      .innerJoin("club_member", (j) =>
        j
          .onRef("club_member.club_id", "=", "club.id")
          .onRef("club_member.account_id", "=", "club_rsvp.account_id"),
      )
      .innerJoin("game_table", "game_table.id", "club_night.table_id")
      .select([
        "club.id as club",
        "club.name as clubName",
        "club_night.id as night",
        "club_night.table_id as table",
        "game_table.game",
        "club_night.at",
        "club_night.opened_at",
      ])
      .where("club_rsvp.account_id", "=", account)
      .where("club_rsvp.answer", "=", "yes")
      .where("club_night.opened_at", ">=", this.store.now() - NOTICE_MS)
      .orderBy("club_night.opened_at", "desc")
      .execute();
    return rows.map((r) => ({
      club: r.club,
      clubName: r.clubName,
      night: r.night,
      table: r.table!,
      game: r.game,
      at: iso(r.at),
      openedAt: iso(r.opened_at!),
    }));
  }
}
