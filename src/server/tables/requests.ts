/**
 * What callers hand the table service and what it answers: the body of a new table, a seat's
 * action, a line of chat, a join and its answer.
 */
import { z } from "zod";
import type { RuleError } from "../../core/errors.js";
import type { Seat } from "../../core/game.js";
import { describeIssue } from "../../core/options.js";
import type { Result } from "../../core/result.js";
import { ServerCode, ServerError } from "../errors.js";
import { live, paces, spelledDuration, timeBank, turnBased } from "../pace.js";

export const createTableRequest = z.strictObject({
  game: z.string().min(1).max(64),
  /** Options over the variant's (if any) over the defaults. */
  options: z.record(z.string(), z.unknown()).optional(),
  variant: z.string().max(64).optional(),
  seats: z.number().int().min(1).max(16),
  /** Per seat: a bot's name, or null for a player. Missing entries are players. */
  bots: z.array(z.string().max(64).nullable()).max(16).optional(),
  /** `live` (the default) or `turn-based`: played apart in time, hours or days a move. */
  pace: z.enum(paces).optional(),
  /**
   * The time per move: 100 ms to a day at a live table, 1 hour to 7 days at a turn-based one; a
   * turn-based table may add a time bank per seat, 0 (none) to 14 days.
   */
  clock: z
    .strictObject({
      moveMs: z.number().int().min(live.minMoveMs).max(turnBased.maxMoveMs),
      bankMs: z.number().int().min(0).max(timeBank.maxBankMs).optional(),
    })
    .optional(),
  /** A player disconnected this long (ms) is played by the away rule until they return; 0: never. */
  awayAfterMs: z.number().int().min(0).max(86_400_000).optional(),
  /** The bot that plays for a player who left or ran out of time. Default "random". */
  fallbackBot: z.string().max(64).optional(),
  /** Joins wait for the host's approval. */
  private: z.boolean().optional(),
  /** Rated: seats for signed-in players only, no bots; the result changes their ratings. */
  rated: z.boolean().optional(),
});
export type CreateTableRequest = z.infer<typeof createTableRequest>;

/**
 * The time per move a table of the request's pace takes: a turn-based table's is from an hour to
 * seven days (a day unless given), a live table's at most a day (none unless given).
 */
export function requestedClock(req: CreateTableRequest): number | null {
  const moveMs = req.clock?.moveMs;
  if (req.pace === "turn-based") {
    if (moveMs === undefined) return turnBased.defaultMoveMs;
    if (moveMs < turnBased.minMoveMs)
      throw new ServerError(
        ServerCode.badRequest,
        `A turn-based table's time per move is from ${spelledDuration(turnBased.minMoveMs)} to ${spelledDuration(turnBased.maxMoveMs)}; "clock.moveMs" is ${moveMs}.`,
      );
    return moveMs;
  }
  if (moveMs !== undefined && moveMs > live.maxMoveMs)
    throw new ServerError(
      ServerCode.badRequest,
      `A live table's time per move is at most ${spelledDuration(live.maxMoveMs)}; a longer one needs "pace": "turn-based".`,
    );
  return moveMs ?? null;
}

/**
 * The time bank each seat of a new table gets (0: none): only a turn-based table has one, the
 * reserve for the odd move that needs longer than the table's time per move.
 */
export function requestedBank(req: CreateTableRequest): number {
  const bankMs = req.clock?.bankMs ?? 0;
  if (bankMs > 0 && req.pace !== "turn-based")
    throw new ServerError(
      ServerCode.badRequest,
      `A time bank ("clock.bankMs") is for turn-based tables; a live table's time per move is all it has.`,
    );
  return bankMs;
}

/** Zod's complaint about a request body as one sentence. */
export function requestError(e: z.ZodError): ServerError {
  return new ServerError(ServerCode.badRequest, describeIssue(e, "Field"));
}

export type ActResult = Result<{ version: number; duplicate?: true }, RuleError>;

/**
 * An action as a seat's connection sends it: `seq`, the client's sequence number, makes a resend
 * harmless; `seen`, the version the client had drawn; `tokenHash` proves the seat where the action
 * arrives at another process than the owner.
 */
export interface SeatAction {
  readonly seat: Seat;
  readonly seq: number | null;
  readonly action: unknown;
  readonly seen?: { version: number; strict: boolean } | undefined;
  readonly tokenHash: string;
}

/** A line of chat as said: from a seat (its token's hash proves it) or a spectator (seat null). */
export interface ChatSaid {
  readonly seat: Seat | null;
  readonly tokenHash: string | null;
  readonly name: string;
  readonly text: string;
}

/**
 * A player asking to join, as the lobby takes it and hands it on to the process that plays the
 * table: the seat wanted (none: the first free one), the name given (null: a default one), and
 * the account of a player signed in, whose seat it becomes.
 */
export interface JoinAsk {
  readonly seat?: Seat | undefined;
  readonly name: string | null;
  readonly account?: string | null | undefined;
}

/**
 * A join as the table's owner runs it: with the hash of the token the player's process made for
 * them. Only the hash travels between processes, and a join asked twice with it seats once.
 */
export interface HashedJoin extends JoinAsk {
  readonly tokenHash: string;
}

/** A join's answer: the seat given, or at a private table the request waiting for the host. */
export type Joined = { seat: Seat } | { request: string };
