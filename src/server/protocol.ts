import { z } from "zod";
import type { Action, Outcome, Seat } from "../core/game.js";

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
  /** The player has been disconnected past the grace period: the away rule plays the seat. */
  readonly away: boolean;
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
      /** The last client sequence number applied for this seat (0 if none). */
      lastSeq: number;
      history: readonly { version: number; events: readonly SeenEvent[] }[];
    } & TableView)
  | ({ type: "events"; events: readonly SeenEvent[] } & TableView)
  | { type: "seats"; seats: readonly SeatSummary[]; status: "open" | "running" | "finished" }
  | { type: "ack"; seq: number; version: number; duplicate?: true }
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
