/**
 * The outcome of a table set aside as `void`: why, and what its seats keep. The hand in play is
 * void, the hands before it stand: each seat keeps what it held when the hand in play began (a
 * betting game's chips behind, Pyramid Poker's match points), as far as the log still replays.
 */
import { z } from "zod";
import type { HandStart } from "../core/game.js";

export const handStartSchema = z.object({
  hand: z.number().int().min(1),
  unit: z.enum(["chips", "points"]),
  holdings: z.array(z.number()),
  payoff: z.array(z.number()),
});

export const voidOutcomeSchema = z.object({
  void: z.literal(true),
  reason: z.string(),
  /** Per seat: won (+) or lost (−) in the hands finished before the hand in play (0 if none). */
  payoff: z.array(z.number()),
  /** What each seat keeps; absent for a game of one hand or a table that never replayed. */
  kept: handStartSchema.optional(),
});
export type VoidOutcome = z.infer<typeof voidOutcomeSchema>;

/** The first sentence of the reason of a table its host closed. */
export const CLOSED_BY_HOST = "The host closed the table.";

/**
 * Whether a void table's stored outcome says its host closed it: such a table ended by choice,
 * and is replayed up to the close with its seed revealed like a finished one; only a table set
 * aside by a fault has no replay.
 */
export function closedByHost(outcome: string | null): boolean {
  return voidReason(outcome)?.startsWith(CLOSED_BY_HOST) === true;
}

/**
 * `said` is the sentence saying why ("The table was set aside: …."); the outcome adds what each
 * seat keeps, in the reason (what players read) and as data (`kept`).
 */
export function voidOutcome(kept: HandStart | null, players: number, said: string): VoidOutcome {
  if (!kept)
    return {
      void: true,
      reason: `${said} The hand in play is void: no seat wins or loses anything by it.`,
      payoff: Array.from({ length: players }, () => 0),
    };
  const what = kept.unit === "chips" ? "Hand" : "Round";
  const each = kept.holdings.map((h, seat) => `seat ${seat}: ${h}`).join(", ");
  return {
    void: true,
    reason: `${said} ${what} ${kept.hand} is void: each seat keeps the ${kept.unit} it had when it began (${each}).`,
    payoff: [...kept.payoff],
    kept: {
      hand: kept.hand,
      unit: kept.unit,
      holdings: [...kept.holdings],
      payoff: [...kept.payoff],
    },
  };
}

/**
 * The reason a void table's stored outcome gives, or null. The row says void whatever its outcome
 * holds: an outcome that does not parse loses only the why.
 */
export function voidReason(outcome: string | null): string | null {
  if (outcome === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(outcome);
  } catch {
    return null;
  }
  const r = voidOutcomeSchema.safeParse(json);
  return r.success ? r.data.reason : null;
}
