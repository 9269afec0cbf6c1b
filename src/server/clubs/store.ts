/**
 * Clubs and their members in the database: who belongs with which role, the invites and the
 * requests to join. Every question a route asks before anything else is here: is the club
 * there, and is the account a member (an admin, the owner)?
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Account } from "../accounts/accounts.js";
import type { ClubRoleName, ClubRow, Database } from "../db/schema.js";
import { ServerCode, ServerError } from "../errors.js";
import { CONTROL, INVISIBLE } from "../names.js";
import { newTableId } from "../tokens.js";
import type {
  ClubInvite,
  ClubJoinRequest,
  ClubMember,
  ClubRole,
  ClubSummary,
  Season,
} from "./wire.js";

export const MAX_CLUB_NAME = 60;

/** A club and the reader's place in it. */
export interface Membership {
  readonly club: ClubRow;
  readonly role: ClubRole;
  readonly who: Account;
}

export const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

export function seasonOf(club: ClubRow): Season {
  return {
    from: iso(club.season_from),
    to: club.season_to === null ? null : iso(club.season_to),
  };
}

/** A club's name: 1 to 60 characters once trimmed, one line, nothing invisible. */
export function checkClubName(raw: string): string {
  const name = raw.normalize("NFC").trim();
  if (name.length === 0 || [...name].length > MAX_CLUB_NAME)
    throw new ServerError(
      ServerCode.badName,
      `A club's name is 1 to ${MAX_CLUB_NAME} characters long.`,
    );
  if (CONTROL.test(name) || INVISIBLE.test(name))
    throw new ServerError(
      ServerCode.badName,
      "A club's name may not hold control or invisible characters.",
    );
  return name;
}

export function notAdmin(what: string): ServerError {
  return new ServerError(ServerCode.notClubAdmin, `Only the club's owner or an admin ${what}.`);
}

export class ClubStore {
  constructor(
    readonly db: Kysely<Database>,
    readonly now: () => number,
  ) {}

  async create(owner: Account, rawName: string): Promise<string> {
    const name = checkClubName(rawName);
    const id = newTableId();
    const at = this.now();
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto("club")
        .values({
          id,
          name,
          owner_id: owner.id,
          season_from: at,
          season_to: null,
          created_at: at,
        })
        .execute();
      await tx
        .insertInto("club_member")
        .values({ club_id: id, account_id: owner.id, role: "owner", since: at })
        .execute();
    });
    return id;
  }

  async mine(account: string): Promise<ClubSummary[]> {
    const rows = await this.db
      .selectFrom("club_member")
      .innerJoin("club", "club.id", "club_member.club_id")
      .select(["club.id", "club.name", "club_member.role", "club.created_at"])
      .where("club_member.account_id", "=", account)
      .orderBy("club.created_at")
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name, role: r.role }));
  }

  async club(id: string): Promise<ClubRow> {
    const row = /^[A-Za-z0-9_-]{1,64}$/.test(id)
      ? await this.db.selectFrom("club").selectAll().where("id", "=", id).executeTakeFirst()
      : undefined;
    if (!row) throw new ServerError(ServerCode.unknownClub, `There is no club "${id}".`);
    return row;
  }

  async role(club: string, account: string): Promise<ClubRoleName | null> {
    const row = await this.db
      .selectFrom("club_member")
      .select("role")
      .where("club_id", "=", club)
      .where("account_id", "=", account)
      .executeTakeFirst();
    return row?.role ?? null;
  }

  /** The club and the account's role in it; 404 for no such club, 403 for a non-member. */
  async member(id: string, who: Account): Promise<Membership> {
    const club = await this.club(id);
    const role = await this.role(club.id, who.id);
    if (!role)
      throw new ServerError(ServerCode.notMember, "Only the club's members see or change it.");
    return { club, role, who };
  }

  /** As `member`, and the owner or an admin: `what` says what only they may do. */
  async admin(id: string, who: Account, what: string): Promise<Membership> {
    const m = await this.member(id, who);
    if (m.role === "member") throw notAdmin(what);
    return m;
  }

  async members(club: string): Promise<ClubMember[]> {
    const rows = await this.db
      .selectFrom("club_member")
      .innerJoin("account", "account.id", "club_member.account_id")
      .select(["account.id", "account.name", "club_member.role", "club_member.since"])
      .where("club_member.club_id", "=", club)
      .orderBy("club_member.since")
      .orderBy("account.name")
      .execute();
    return rows.map((r) => ({ account: r.id, name: r.name, role: r.role, since: iso(r.since) }));
  }

  async requests(club: string): Promise<ClubJoinRequest[]> {
    const rows = await this.db
      .selectFrom("club_request")
      .innerJoin("account", "account.id", "club_request.account_id")
      .select(["account.id", "account.name", "club_request.at"])
      .where("club_request.club_id", "=", club)
      .orderBy("club_request.at")
      .execute();
    return rows.map((r) => ({ account: r.id, name: r.name, at: iso(r.at) }));
  }

  async invites(club: string): Promise<ClubInvite[]> {
    const rows = await this.db
      .selectFrom("club_invite")
      .innerJoin("account", "account.id", "club_invite.by_id")
      .select(["club_invite.code", "account.name", "club_invite.created_at"])
      .where("club_invite.club_id", "=", club)
      .where("club_invite.revoked_at", "is", null)
      .orderBy("club_invite.created_at")
      .execute();
    return rows.map((r) => ({ code: r.code, by: r.name, createdAt: iso(r.created_at) }));
  }

  async invite(m: Membership): Promise<string> {
    const code = randomBytes(12).toString("base64url");
    await this.db
      .insertInto("club_invite")
      .values({
        code,
        club_id: m.club.id,
        by_id: m.who.id,
        created_at: this.now(),
        revoked_at: null,
      })
      .execute();
    return code;
  }

  async revoke(m: Membership, code: string): Promise<void> {
    const r = await this.db
      .updateTable("club_invite")
      .set({ revoked_at: this.now() })
      .where("club_id", "=", m.club.id)
      .where("code", "=", code)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0)
      throw new ServerError(
        ServerCode.unknownInvite,
        "The club has no live invite with this code.",
      );
  }

  /** Joins the club an invite names; a member already stays as they are. */
  async joinByCode(who: Account, code: string): Promise<string> {
    const invite =
      code.length <= 64
        ? await this.db
            .selectFrom("club_invite")
            .selectAll()
            .where("code", "=", code)
            .executeTakeFirst()
        : undefined;
    if (!invite)
      throw new ServerError(
        ServerCode.unknownInvite,
        "This invite does not exist: ask the club for a new link.",
      );
    if (invite.revoked_at !== null)
      throw new ServerError(
        ServerCode.inviteRevoked,
        "This invite was revoked: ask the club for a new link.",
      );
    await this.addMember(invite.club_id, who.id);
    return invite.club_id;
  }

  /** A request to join, waiting for an admin; a member already is told so. */
  async request(club: string, who: Account): Promise<"pending" | "member"> {
    await this.club(club);
    if (await this.role(club, who.id)) return "member";
    await this.db
      .insertInto("club_request")
      .values({ club_id: club, account_id: who.id, at: this.now() })
      .onConflict((c) => c.columns(["club_id", "account_id"]).doNothing())
      .execute();
    return "pending";
  }

  async answer(m: Membership, account: string, approve: boolean): Promise<void> {
    const r = await this.db
      .deleteFrom("club_request")
      .where("club_id", "=", m.club.id)
      .where("account_id", "=", account)
      .executeTakeFirst();
    if (Number(r.numDeletedRows) === 0)
      throw new ServerError(
        ServerCode.unknownRequest,
        "No request to join from this account waits.",
      );
    if (approve) await this.addMember(m.club.id, account);
  }

  private async addMember(club: string, account: string): Promise<void> {
    await this.db
      .insertInto("club_member")
      .values({ club_id: club, account_id: account, role: "member", since: this.now() })
      .onConflict((c) => c.columns(["club_id", "account_id"]).doNothing())
      .execute();
    await this.db
      .deleteFrom("club_request")
      .where("club_id", "=", club)
      .where("account_id", "=", account)
      .execute();
  }

  /** The owner makes a member an admin, or an admin a member again. */
  async setRole(m: Membership, account: string, role: "admin" | "member"): Promise<void> {
    if (m.role !== "owner")
      throw new ServerError(ServerCode.notClubAdmin, "Only the club's owner names admins.");
    const theirs = await this.role(m.club.id, account);
    if (!theirs) throw unknownMember();
    if (theirs === "owner")
      throw new ServerError(ServerCode.badRequest, "The owner stays the owner.");
    await this.db
      .updateTable("club_member")
      .set({ role })
      .where("club_id", "=", m.club.id)
      .where("account_id", "=", account)
      .execute();
  }

  /** An admin removes a member (not the owner, nor another admin unless the owner), or one leaves. */
  async remove(m: Membership, account: string): Promise<void> {
    const theirs = await this.role(m.club.id, account);
    if (!theirs) throw unknownMember();
    if (theirs === "owner")
      throw new ServerError(
        ServerCode.badRequest,
        "The owner cannot leave or be removed: the club is theirs.",
      );
    const self = account === m.who.id;
    if (!self && (m.role === "member" || (theirs === "admin" && m.role !== "owner")))
      throw new ServerError(
        ServerCode.notClubAdmin,
        theirs === "admin"
          ? "Only the club's owner removes an admin."
          : "Only the club's owner or an admin removes a member.",
      );
    await this.db
      .deleteFrom("club_member")
      .where("club_id", "=", m.club.id)
      .where("account_id", "=", account)
      .execute();
  }

  async setSeason(m: Membership, from: number, to: number | null): Promise<void> {
    await this.db
      .updateTable("club")
      .set({ season_from: from, season_to: to })
      .where("id", "=", m.club.id)
      .execute();
  }

  /** Names of accounts by id (a deleted account is left out). */
  async names(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom("account")
      .select(["id", "name"])
      .where("id", "in", [...new Set(ids)])
      .execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}

export function unknownMember(): ServerError {
  return new ServerError(ServerCode.unknownMember, "No member of the club is this account.");
}
