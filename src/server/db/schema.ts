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
