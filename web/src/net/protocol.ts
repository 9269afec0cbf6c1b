/**
 * The server's wire protocol as the client reads it (docs/protocol.md is the reference). Types
 * only: the browser bundle never pulls in server code. The table night's types (chat, the host's
 * settings, the ledger) are the server's own, imported as types.
 */
import type { ChatLine, HostState, SeatSummary, SeenEvent } from "../../../src/server/protocol.js";

export type {
  ChatLine,
  HostState,
  JoinRequest,
  LedgerLine,
  LedgerReport,
  LedgerTransfer,
  SeatSummary,
  SeenEvent,
} from "../../../src/server/protocol.js";

export type Seat = number;

export interface Action {
  readonly type: string;
  readonly [k: string]: unknown;
}

export type TableStatus = "open" | "running" | "finished";

export interface TableView {
  readonly version: number;
  readonly status: TableStatus;
  readonly view: unknown;
  readonly toAct: readonly Seat[];
  readonly legal: readonly Action[];
  readonly deadlines: Readonly<Record<string, number>>;
  /** The host's settings: paused, private, spectators' chat, the requests waiting. */
  readonly host: HostState;
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
      /** The latest chat, oldest first. */
      chat: readonly ChatLine[];
    } & TableView)
  | ({ type: "events"; events: readonly SeenEvent[] } & TableView)
  | ({ type: "seats"; seats: readonly SeatSummary[] } & TableView)
  | { type: "ack"; seq: number; version: number; duplicate?: true }
  | ({ type: "chat" } & ChatLine)
  | { type: "over"; version: number; outcome: Outcome; seed: string; commitment: string }
  | { type: "error"; code: string; message: string; seq?: number }
  | { type: "pong" }
  | { type: "bye"; reason: string };

export type ClientMessage =
  | { type: "hello"; table: string; token?: string; since?: number; name?: string }
  | { type: "act"; seq: number; action: Action; version?: number }
  | { type: "ping" }
  | { type: "chat"; text: string }
  | { type: "away"; on: boolean };
