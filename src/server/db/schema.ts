/**
 * The database, the same on SQLite and PostgreSQL. JSON is stored as text and times as
 * milliseconds, so one query layer serves both without dialect-specific types.
 */
export interface Database {
  /** One row per table: what it was created with, and its place in the lobby. */
  game_table: GameTableRow;
  /** The append-only log: seat joins and leaves, and every action, in order. */
  table_log: TableLogRow;
  /** Live server processes of a cluster, each holding a lease it renews while it lives. */
  server_node: ServerNodeRow;
  /** Players who signed up; a guest plays without one. */
  account: AccountRow;
  /** Signed-in browsers: a row per session, found by the hash of its cookie. */
  account_session: SessionRow;
  /** The passkeys an account signs in with. */
  passkey: PasskeyRow;
  /** A passkey ceremony's challenge, kept until it is answered or expires. */
  auth_challenge: ChallengeRow;
  /** Failed sign-ins, per name and per address, counted against the limit. */
  sign_in_failure: SignInFailureRow;
  /** The seats that belong to an account (taken while signed in, or claimed). */
  account_seat: AccountSeatRow;
  /** An account's current rating per game. */
  rating: RatingRow;
  /** One row per account per rated table: the rating before and after it. */
  rating_change: RatingChangeRow;
  /** A rated table whose changes were applied: the primary key makes that happen once. */
  rated_table: RatedTableRow;
}

export interface AccountRow {
  id: string;
  name: string;
  /** The name folded for comparison: unique, so "maya" and "Maya" are one account. */
  name_key: string;
  /** `scrypt$N$r$p$salt$hash`, or null for an account that signs in with passkeys only. */
  password: string | null;
  /** The WebAuthn user handle (random, base64url): a passkey names its account by it. */
  user_handle: string;
  /** Seals this account's seat tokens (AES-256-GCM), so that My tables opens a seat anywhere. */
  seat_key: string;
  created_at: number;
  /** Disabled by an operator: it cannot sign in, and its sessions are gone. */
  disabled: number;
}

export interface SessionRow {
  /** SHA-256 of the cookie's token: the token itself is never stored. */
  id: string;
  account_id: string;
  created_at: number;
  expires_at: number;
}

export interface PasskeyRow {
  /** The credential id (base64url). */
  id: string;
  account_id: string;
  /** The COSE public key (base64url). */
  public_key: string;
  counter: number;
  /** JSON array of transports, as the browser reported them. */
  transports: string;
  created_at: number;
}

export interface ChallengeRow {
  id: string;
  challenge: string;
  /** "register" (with the name and user handle to create) or "login". */
  kind: string;
  /** JSON: for a registration, the account's name and user handle. */
  data: string;
  expires_at: number;
}

export interface SignInFailureRow {
  /** "name:<folded name>" or "ip:<address>". */
  key: string;
  at: number;
}

export interface AccountSeatRow {
  account_id: string;
  table_id: string;
  seat: number;
  /** The seat's token sealed with the account's seat key (base64url of iv, tag, text). */
  sealed_token: string;
  /** Whether the seat was taken while signed in (rated tables count only those). */
  claimed: number;
  at: number;
}

export interface RatingRow {
  account_id: string;
  game: string;
  rating: number;
  deviation: number;
  volatility: number;
  games: number;
  /** When its latest rated table ended: the deviation grows with the time since. */
  rated_at: number;
}

export interface RatingChangeRow {
  table_id: string;
  account_id: string;
  game: string;
  seat: number;
  /** 1 is first; tied seats share a place. */
  place: number;
  players: number;
  /** The seat's payoff: net chips, or points. */
  payoff: number;
  rating_before: number;
  rating: number;
  deviation: number;
  at: number;
}

export interface RatedTableRow {
  table_id: string;
  at: number;
}

export interface ServerNodeRow {
  id: string;
  lease_until: number;
  started_at: number;
}

/**
 * `void`: set aside because its log no longer replays under this server's rules (a rules change);
 * its outcome says why, and every seat keeps the chips it had before the hand in play.
 */
export type TableStatus = "open" | "running" | "finished" | "void";

export interface GameTableRow {
  id: string;
  game: string;
  /** The validated options with defaults filled in (JSON). */
  options: string;
  players: number;
  /** Per seat: a bot's name, or null for a human seat (JSON). */
  bots: string;
  /** Server settings of the table: clock, fallback bot (JSON). */
  settings: string;
  /** Secret until the table is finished, then revealed in the record. */
  seed: string;
  /** SHA-256 of the seed, published from the start. */
  commitment: string;
  status: TableStatus;
  /** The finished table's outcome (JSON), else null. */
  outcome: string | null;
  created_at: number;
  /** The process that owns the table and applies its actions, and until when (a lease). */
  owner: string | null;
  lease_until: number | null;
  /** How many times the table changed owner: the fencing token its log writes are checked with. */
  epoch: number;
  /** The rules version of its game the table was created under. */
  rules_version: number;
}

/**
 * join, leave and action change the seats and the game; chat, host (a host's action), request (a
 * join to a private table, waiting for the host) and away (a seat marked away or back) do not.
 */
export type LogKind = "join" | "leave" | "action" | "chat" | "host" | "request" | "away";

export interface TableLogRow {
  table_id: string;
  /** 0, 1, 2… per table; the primary key makes a second writer of the same entry fail. */
  seq: number;
  kind: LogKind;
  seat: number;
  /**
   * join: { name, tokenHash }; leave: {} ({ by: "host" } for a removal); action: the action; chat:
   * { name, text }; host: the host's action; request: { id, name, tokenHash, seat }; away: { on,
   * why } (JSON). A table-wide entry (the host's, a spectator's chat) has seat -1.
   */
  data: string;
  /** The client's own sequence number for an action, so a retry is never applied twice. */
  client_seq: number | null;
  at: number;
}
