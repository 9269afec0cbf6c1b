/**
 * What the accounts' routes answer, as the web client reads it (`import type` there): one
 * definition for both ends of the wire.
 */
import type { TableStatus } from "../db/schema.js";

/** `POST /api/account`, `POST /api/session`, a passkey's sign-up or sign-in. */
export interface SignedIn {
  readonly name: string;
  readonly createdAt: number;
}

/** `GET /api/me`. */
export interface Me extends SignedIn {
  /** Whether the account has a password (else it signs in by passkey only). */
  readonly password: boolean;
  readonly passkeys: number;
}

/** One of My tables (`GET /api/me/tables`). */
export interface MyTable {
  readonly table: string;
  readonly game: string;
  readonly seat: number;
  readonly status: TableStatus;
  readonly players: number;
  readonly rated: boolean;
  /** The seat's place once finished (1 best), else null. */
  readonly place: number | null;
  /** Joined as a guest and claimed later, rather than taken signed in. */
  readonly claimed: boolean;
  /**
   * The seat opens on any device (its token is sealed for the account); false for a seat the
   * host granted whose token is still only in the browser that asked.
   */
  readonly opens: boolean;
  readonly createdAt: number;
}

/** A rating as profiles show it: provisional ("1500?") while its deviation is 110 or more. */
export interface RatingSummary {
  readonly rating: number;
  readonly deviation: number;
  readonly games: number;
  readonly provisional: boolean;
}

/** One game of a profile. */
export interface GameStats {
  /** Finished tables, rated or not. */
  readonly played: number;
  readonly wins: number;
  /** How many times each place was reached ("1": first). */
  readonly places: Readonly<Record<string, number>>;
  readonly rating: RatingSummary | null;
  /** The rating after each rated table, oldest first. */
  readonly history: readonly { table: string; at: number; rating: number; deviation: number }[];
  /** Chip games: each finished table's net and the running total; null for games of points. */
  readonly net: readonly { table: string; at: number; net: number; total: number }[] | null;
}

/** `GET /api/players/:name`. */
export interface Profile {
  readonly name: string;
  readonly createdAt: number;
  readonly ratings: Readonly<Record<string, RatingSummary>>;
  readonly games: Readonly<Record<string, GameStats>>;
  readonly recent: readonly Omit<MyTable, "claimed" | "opens">[];
}

/** `GET /api/leaderboard/:game`. */
export interface Leaderboard {
  readonly game: string;
  readonly name: string;
  readonly minGames: number;
  readonly players: readonly {
    rank: number;
    name: string;
    rating: number;
    deviation: number;
    games: number;
  }[];
}
