/**
 * What the clubs' routes take and answer, as the web client reads them (`import type` there): one
 * definition for both ends of the wire. Times named `at`, `from`, `to` and `createdAt` in a body
 * the server sends are ISO 8601 strings (UTC); account ids are the ids `members` lists.
 */
import type { RatingSummary } from "../accounts/wire.js";
import type { TableStatus } from "../db/schema.js";

/** The owner (one per club, its creator), admins the owner names, and members. */
export type ClubRole = "owner" | "admin" | "member";

/** `POST /api/clubs` → 201 `ClubCreated`. */
export interface NewClub {
  readonly name: string;
}
export interface ClubCreated {
  readonly id: string;
}

/** One of `GET /api/clubs`: the clubs the signed-in account belongs to. */
export interface ClubSummary {
  readonly id: string;
  readonly name: string;
  readonly role: ClubRole;
}

export interface ClubMember {
  readonly account: string;
  readonly name: string;
  readonly role: ClubRole;
  /** When the account joined. */
  readonly since: string;
}

/** A request to join, waiting for an admin. */
export interface ClubJoinRequest {
  readonly account: string;
  readonly name: string;
  readonly at: string;
}

/** A live invite: anyone signed in who holds the code may join until it is revoked. */
export interface ClubInvite {
  readonly code: string;
  /** The name of who made it. */
  readonly by: string;
  readonly createdAt: string;
}

/** A season: the tables created from `from` (inclusive) to `to` (exclusive); `to` null: open. */
export interface Season {
  readonly from: string;
  readonly to: string | null;
}

export type RsvpAnswer = "yes" | "no" | "maybe";

/**
 * A table preset, as `POST /api/tables` takes it (without `club`, `guests` or `private`: a
 * night's table is the club's, private to its members).
 */
export interface TablePreset {
  readonly game: string;
  readonly seats: number;
  readonly options?: Record<string, unknown>;
  readonly variant?: string;
  readonly bots?: (string | null)[];
  readonly pace?: "live" | "turn-based";
  readonly clock?: { moveMs: number; bankMs?: number };
  readonly awayAfterMs?: number;
  readonly fallbackBot?: string;
  readonly rated?: boolean;
}

/** `POST /api/clubs/:id/nights` (admin) → 201 `{ id }`. `at` any time `Date.parse` reads. */
export interface NewNight extends TablePreset {
  readonly at: string;
}

export interface ClubNight {
  readonly id: string;
  readonly at: string;
  readonly preset: TablePreset;
  /** The admin who scheduled it (name). */
  readonly by: string;
  readonly createdAt: string;
  readonly rsvps: readonly { account: string; name: string; answer: RsvpAnswer }[];
  /** The reader's own answer, or null. */
  readonly mine: RsvpAnswer | null;
  /** The table opened for it, or null until an admin opens it. */
  readonly table: string | null;
}

/** `POST /api/clubs/:id/nights/:night/rsvp` → 204. */
export interface Rsvp {
  readonly answer: RsvpAnswer;
}

/** `POST /api/clubs/:id/nights/:night/open` (admin): the table, and its host token for the opener. */
export interface NightOpened {
  readonly table: string;
  readonly hostToken: string;
}

/** A table of the club (created with `club`, or opened for a night). */
export interface ClubTable {
  readonly id: string;
  readonly game: string;
  readonly status: TableStatus;
  readonly players: number;
  readonly createdAt: string;
  /** The night it was opened for, or null. */
  readonly night: string | null;
  /** The guests an admin let in by name. */
  readonly guests: readonly string[];
}

/** `GET /api/clubs/:id`. `requests` and `invites` are for the owner and admins (else absent). */
export interface ClubDetail {
  readonly id: string;
  readonly name: string;
  readonly role: ClubRole;
  /** The reader's own account id (as `members` lists it). */
  readonly me: string;
  readonly members: readonly ClubMember[];
  readonly requests?: readonly ClubJoinRequest[];
  readonly invites?: readonly ClubInvite[];
  /** Every night, soonest first. */
  readonly nights: readonly ClubNight[];
  /** The club's tables, open and finished, newest first. */
  readonly tables: readonly ClubTable[];
  readonly season: Season;
}

/** `POST /api/clubs/:id/invites` → 201 `InviteMade`; `POST /api/clubs/join` `JoinByCode` → `{ id }`. */
export interface InviteMade {
  readonly code: string;
}
export interface JoinByCode {
  readonly code: string;
}
export interface Joined {
  readonly id: string;
}

/** `POST /api/clubs/:id/requests` → 202 `{ status: "pending" }` (or "member" if one already). */
export interface RequestMade {
  readonly status: "pending" | "member";
}
/** `POST /api/clubs/:id/requests/:account` (admin) → 204. */
export interface RequestAnswer {
  readonly approve: boolean;
}

/**
 * `POST /api/clubs/:id/members/:account` (owner) → 204. `DELETE` on the same address → 204: a
 * member leaves (their own account) or an admin removes one.
 */
export interface RoleChange {
  readonly role: "admin" | "member";
}

/** `POST /api/clubs/:id/tables/:table/guests` (admin): lets one more guest in by name. */
export interface GuestLetIn {
  readonly name: string;
}

/**
 * One line of the season ledger: each changes one account's balance by `chips`.
 * - `table`: a finished chip table, `chips` its net for the member (`stack` − `bought`);
 * - `correction`: an admin's correction (`by` names them, `note` says why), as two lines with ids
 *   `<id>.from` and `<id>.to`: the side it takes chips from (`chips` < 0, `other` the side given
 *   them) and the side given them (`chips` > 0, `other` the side they came from);
 * - `payment`: a settle-up transfer marked paid, as two lines: the payer's (`chips` > 0, `other`
 *   the payee) and the payee's (`chips` < 0, `other` the payer), with the same `payment` id.
 */
export interface LedgerEntry {
  readonly id: string;
  readonly at: string;
  readonly kind: "table" | "correction" | "payment";
  readonly account: string;
  readonly name: string;
  readonly chips: number;
  readonly table: string | null;
  readonly game: string | null;
  /** A table's line: the chips bought in (every buy-in) and the final stack. */
  readonly bought: number | null;
  readonly stack: number | null;
  readonly payment: string | null;
  /** A correction's or a payment's other side. */
  readonly other: { account: string; name: string } | null;
  readonly note: string | null;
  /** Who made a correction or marked a payment (name); null for a table's line. */
  readonly by: string | null;
  /** When a correction or payment was written (`at` is when it counts); null for a table's line. */
  readonly madeAt: string | null;
}

export interface LedgerMember {
  readonly account: string;
  readonly name: string;
  /** Won or lost over the season: the tables' nets and the corrections. */
  readonly net: number;
  /** What is still to settle: `net` after the payments made (0: square). */
  readonly balance: number;
  /** Whether the account is still a member (a former member's lines stay). */
  readonly member: boolean;
}

/**
 * A transfer of the settle-up: the payments made (`paid: true`), then those that square the
 * balances left, fewest first computed. `from`/`to` null is "outside the club": the chips that
 * guests and bots won or lost at club tables (`unbalanced`).
 */
export interface LedgerTransfer {
  readonly from: string | null;
  readonly fromName: string;
  readonly to: string | null;
  readonly toName: string;
  readonly chips: number;
  readonly paid: boolean;
}

/** `GET /api/clubs/:id/ledger[?from&to]` (`from`, `to`: any time `Date.parse` reads). */
export interface ClubLedger {
  readonly season: Season;
  readonly members: readonly LedgerMember[];
  readonly settlement: readonly LedgerTransfer[];
  /** The sum of the members' nets: 0 unless guests or bots played at club tables. */
  readonly unbalanced: number;
  /** Oldest first. */
  readonly entries: readonly LedgerEntry[];
}

/** `PUT /api/clubs/:id/season` (admin): `to` null or absent leaves the season open. */
export interface SeasonChange {
  readonly from: string;
  readonly to?: string | null;
}

/**
 * `POST /api/clubs/:id/ledger/corrections` (admin) → 201 `{ id }`: `chips` of net move from
 * `from` to `to` (two lines: `from`'s net goes down, `to`'s up). Finn lost a side bet of 5 to
 * Olga: a correction of 5 from Finn to Olga.
 */
export interface Correction {
  /** Whose net goes down: a member, or a former member with lines; not `to`. */
  readonly from: string;
  /** Whose net goes up. */
  readonly to: string;
  /** A whole number from 1 to 1,000,000,000. */
  readonly chips: number;
  /** Why: 1 to 200 characters. */
  readonly note: string;
  /**
   * When the line counts (default now), no later than now: a season settled after it ended
   * gives a time inside it, so the line falls in that season.
   */
  readonly at?: string;
}

/** `POST /api/clubs/:id/ledger/payments` (admin, or either side of it) → 201 `{ id }`. */
export interface Payment {
  readonly from: string;
  readonly to: string;
  readonly chips: number;
  /** As a correction's `at`. */
  readonly at?: string;
}

export interface StandingsPlayer {
  readonly account: string;
  readonly name: string;
  /** Finished club tables of the game in the season. */
  readonly games: number;
  readonly wins: number;
  /** How many times each place was reached ("1": first). */
  readonly places: Readonly<Record<string, number>>;
  /** Games of points (Tyramid, Pyramid Poker): the points scored in all; else null. */
  readonly points: number | null;
  /** Chip games: the net over the season's tables; else null. */
  readonly net: number | null;
  /** The account's rating in the game, where the club played rated tables of it; else null. */
  readonly rating: RatingSummary | null;
}

/** `GET /api/clubs/:id/standings[?from&to]`: per game, players ranked by points or net, then wins. */
export interface ClubStandings {
  readonly season: Season;
  readonly games: readonly {
    game: string;
    name: string;
    scoring: "points" | "chips";
    players: readonly StandingsPlayer[];
  }[];
}

/** `GET /api/clubs/notices`: nights opened for which the reader said yes, newest first (14 days). */
export interface ClubNotice {
  readonly club: string;
  readonly clubName: string;
  readonly night: string;
  readonly table: string;
  readonly game: string;
  readonly at: string;
  readonly openedAt: string;
}

/**
 * What `POST /api/tables` takes beside a table's usual fields for a club's table: the club (the
 * creator must be a member) and guests let in by name (only an admin may name any).
 */
export interface ClubTableFields {
  readonly club?: string;
  readonly guests?: readonly string[];
}
