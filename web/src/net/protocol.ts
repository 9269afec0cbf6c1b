/**
 * The server's wire protocol as the client reads it (docs/protocol.md is the reference). Kept as
 * plain types here so the browser bundle never pulls in server code.
 */

export type Seat = number;

export interface Action {
  readonly type: string;
  readonly [k: string]: unknown;
}

export interface SeenEvent {
  readonly type: string;
  readonly text: string;
  readonly data?: unknown;
}

export interface SeatSummary {
  readonly seat: Seat;
  readonly kind: "human" | "bot";
  readonly bot: string | null;
  readonly name: string | null;
  readonly taken: boolean;
  readonly left: boolean;
  /** A player's seat with a live connection to the table (always false for a bot seat). */
  readonly connected: boolean;
  /** The player has been disconnected past the grace period: the away rule plays the seat. */
  readonly away: boolean;
}

export type TableStatus = "open" | "running" | "finished";

export interface TableView {
  readonly version: number;
  readonly status: TableStatus;
  readonly view: unknown;
  readonly toAct: readonly Seat[];
  readonly legal: readonly Action[];
  readonly deadlines: Readonly<Record<string, number>>;
}

export interface Outcome {
  readonly payoff: readonly number[];
  readonly ranks: readonly number[];
  readonly winners: readonly Seat[];
  readonly summary: string;
}

export type ServerFrame =
  | ({
      type: "welcome";
      table: string;
      game: string;
      seat: Seat | null;
      players: number;
      commitment: string;
      seats: readonly SeatSummary[];
      lastSeq: number;
      history: readonly { version: number; events: readonly SeenEvent[] }[];
    } & TableView)
  | ({ type: "events"; events: readonly SeenEvent[] } & TableView)
  | ({ type: "seats"; seats: readonly SeatSummary[] } & TableView)
  | { type: "ack"; seq: number; version: number; duplicate?: true }
  | { type: "over"; version: number; outcome: Outcome; seed: string; commitment: string }
  | { type: "error"; code: string; message: string; seq?: number }
  | { type: "pong" }
  | { type: "bye"; reason: string };

export type ClientMessage =
  | { type: "hello"; table: string; token?: string; since?: number }
  | { type: "act"; seq: number; action: Action; version?: number }
  | { type: "ping" };
