import { z } from "zod";
import type { Action, Outcome, Seat } from "../core/game.js";
import type { Pace } from "./pace.js";

/**
 * The WebSocket protocol (docs/protocol.md is its reference). Client messages are validated by
 * these strict schemas, so a stray field — a `seat` to act for another seat, say — is refused.
 */
export const clientMessage = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("hello"),
    table: z.string().min(1).max(64),
    /** A seat token from joining; absent for a spectator. */
    token: z.string().min(1).max(200).optional(),
    /** The last version this client has seen: events after it are sent again. */
    since: z.number().int().min(0).optional(),
    /** A spectator's name in the chat (a seat chats under its player's name); checked as names are. */
    name: z.string().max(200).optional(),
  }),
  z.strictObject({
    type: z.literal("act"),
    /** The client's own number for this action, increasing per seat; a retry reuses it. */
    seq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    action: z.looseObject({ type: z.string().max(64) }),
    /** The version the client chose this action at: a refusal after the table moved on is `stale`. */
    version: z.number().int().min(0).optional(),
  }),
  z.strictObject({ type: z.literal("ping") }),
  /** A line of chat; its length and characters are checked by the server (`bad-chat`). */
  z.strictObject({ type: z.literal("chat"), text: z.string().max(2000) }),
  /** A player marks their own seat away (played by the away rule) or back. */
  z.strictObject({ type: z.literal("away"), on: z.boolean() }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

/** An event as a viewer receives it: its audience has been checked and is not repeated. */
export interface SeenEvent {
  readonly type: string;
  readonly text: string;
  readonly data?: unknown;
}

export interface SeatSummary {
  readonly seat: Seat;
  readonly kind: "human" | "bot";
  /** The bot playing the seat (a bot seat, or a human seat whose player left). */
  readonly bot: string | null;
  readonly name: string | null;
  readonly taken: boolean;
  readonly left: boolean;
  /** A player's seat with a live connection to the table (always false for a bot seat). */
  readonly connected: boolean;
  /**
   * The away rule plays the seat: its player has been disconnected past the grace period, marked
   * themselves away, or ran out of time twice in a row.
   */
  readonly away: boolean;
  /** The host muted the player's chat. */
  readonly muted: boolean;
}

/** One line of chat, as every watcher receives it and `welcome` repeats the latest. */
/** A line of chat in a finished table's record. */
export interface RecordChatLine {
  /** The player's seat, or null for a spectator. */
  readonly seat: Seat | null;
  readonly name: string;
  readonly text: string;
  /** The game's actions applied before it was said: a replay at step k shows lines with step <= k. */
  readonly step: number;
}

export interface ChatLine {
  /** The player's seat, or null for a spectator. */
  readonly seat: Seat | null;
  readonly name: string;
  readonly text: string;
  /** The table's version when it was said. */
  readonly version: number;
}

/** A request to join a private table, waiting for the host. */
export interface JoinRequest {
  readonly id: string;
  readonly name: string;
  /** The seat asked for, if any. */
  readonly seat: Seat | null;
}

/** What the host has set, told to every watcher. */
export interface HostState {
  /** The host paused the table: no move is applied, no clock runs. */
  readonly paused: boolean;
  /** Joins wait for the host's approval. */
  readonly private: boolean;
  readonly spectatorChat: boolean;
  /** The move clock (ms) from the next hand on, where the host changed it and it waits. */
  readonly nextClockMs?: number | null;
  readonly requests: readonly JoinRequest[];
}

/** What a viewer is told about the table at one version. */
export interface TableView {
  readonly version: number;
  readonly status: "open" | "running" | "finished";
  readonly view: unknown;
  readonly toAct: readonly Seat[];
  /**
   * The viewer's legal actions: a seat to act, all of them; a seat not to act, what it may do
   * out of turn (a fold at any time), usually nothing; a spectator, nothing.
   */
  readonly legal: readonly Action[];
  /** Per seat to act with a clock: when its time runs out (ms since the epoch). */
  readonly deadlines: Readonly<Record<string, number>>;
  /**
   * A table with a time bank: per seat, the bank it has left (ms), not counting the turn in play
   * (a seat's deadline already includes its bank).
   */
  readonly banks?: Readonly<Record<string, number>>;
  /** The host's settings: paused, private, spectator chat, the requests waiting. */
  readonly host: HostState;
}

export type ServerFrame =
  | ({
      type: "welcome";
      table: string;
      game: string;
      seat: Seat | null;
      players: number;
      commitment: string;
      /** Live, or turn-based (apart in time), and the table's time per move. */
      pace: Pace;
      clock: { moveMs: number; bankMs?: number } | null;
      seats: readonly SeatSummary[];
      /** The last client sequence number applied for this seat (0 if none). */
      lastSeq: number;
      history: readonly { version: number; events: readonly SeenEvent[] }[];
      /** The latest chat (up to 50 lines), oldest first. */
      chat: readonly ChatLine[];
    } & TableView)
  | ({ type: "events"; events: readonly SeenEvent[] } & TableView)
  | ({ type: "seats"; seats: readonly SeatSummary[] } & TableView)
  | { type: "ack"; seq: number; version: number; duplicate?: true }
  | ({ type: "chat" } & ChatLine)
  | {
      type: "over";
      version: number;
      outcome: Outcome;
      seed: string;
      commitment: string;
    }
  | { type: "error"; code: string; message: string; seq?: number }
  | { type: "pong" }
  | { type: "bye"; reason: string };

/** One player's line of a table's ledger (`GET /api/tables/:id/ledger`). */
export interface LedgerLine {
  readonly seat: Seat;
  readonly name: string;
  /** How many times the player bought in (the first buy-in included), and the chips bought. */
  readonly buyIns: { readonly count: number; readonly chips: number };
  /** Chips in front of the player now (at the end, their final stack). */
  readonly stack: number;
  /** `stack` less the chips bought: what the player is up (+) or down (−). */
  readonly net: number;
}

/** A payment that squares the table at its end: `from` pays `to` this many chips. */
export interface LedgerTransfer {
  readonly from: Seat;
  readonly fromName: string;
  readonly to: Seat;
  readonly toName: string;
  readonly chips: number;
}

/** A table's ledger: every buy-in and stack; once the table has ended, who pays whom. */
export interface LedgerReport {
  readonly table: string;
  readonly game: string;
  readonly version: number;
  readonly over: boolean;
  readonly players: readonly LedgerLine[];
  /** Chips in the middle now (pots, bets, a pot held for a runoff); 0 once the table is over. */
  readonly pot: number;
  /** The fewest transfers the greedy match finds; null while the table is being played. */
  readonly settlement: readonly LedgerTransfer[] | null;
}
