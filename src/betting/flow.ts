/**
 * The course of betting the betting games share: a table seated and its first hand dealt, a hand
 * opened with its antes, and a bet taken, each game saying what comes after.
 */

import type { RuleError } from "../core/errors.js";
import { type GameEvent, publicEvent, type Seat } from "../core/game.js";
import { ok, type Result } from "../core/result.js";
import type { Rng, RngState } from "../core/rng.js";
import type { BetAction } from "./actions.js";
import { handDecided, newHand } from "./hand.js";
import { anteForHand, type BettingOptions } from "./options.js";
import { applyBet } from "./round.js";
import { dealFirstHand, seatedAt, type TableSeats, type TableStart } from "./table.js";
import type { Betting } from "./types.js";

/** A betting game's table: its seats and chips, its generator and its options. */
export interface BettingTable extends TableSeats {
  rng: RngState;
  readonly options: { readonly betting: BettingOptions };
}

/**
 * A table seated at `start` with no hand played, its first hand dealt by `startHand` (a new
 * table, or one deal at a dealer's choice). `fields` are the game's own: its options, no hand yet.
 */
export function dealTableAt<S extends BettingTable>(
  fields: Omit<S, keyof ReturnType<typeof seatedAt> | "rng">,
  start: TableStart,
  rng: Rng,
  startHand: (s: S, rng: Rng, events: GameEvent[]) => void,
): { state: S; events: GameEvent[] } {
  // The game's fields and the seats make a whole state of the game's; no check can say so.
  const s = { rng: rng.state(), ...fields, ...seatedAt(start) } as unknown as S;
  return dealFirstHand(s, rng, startHand);
}

/**
 * A new hand's betting, its antes taken: the events say the hand and its dealer, then the game's
 * announcement (the points the dealer settles before the deal), then the antes.
 */
export function openHand(s: BettingTable, announcement: GameEvent, events: GameEvent[]): Betting {
  const started = newHand({
    stacks: s.stacks,
    dealer: s.dealer,
    ante: anteForHand(s.options.betting, s.handsPlayed),
  });
  events.push(
    publicEvent("hand", `Hand ${s.handsPlayed + 1}: seat ${s.dealer} deals.`, {
      hand: s.handsPlayed + 1,
      dealer: s.dealer,
    }),
    announcement,
    ...started.events,
  );
  return started.betting;
}

/** What a game does once a bet is taken. */
export interface AfterBet {
  /** The betting round is over. */
  roundOver(): void;
  /** Everyone but one has folded while the round goes on. */
  decided(): void;
  /** Told first, of any bet taken (Colonial mucks a folded hand). */
  taken?(): void;
}

/** A betting action by the seat to act, taken into the hand's betting. */
export function takeBet(
  hand: { betting: Betting },
  seat: Seat,
  action: BetAction,
  events: GameEvent[],
  after: AfterBet,
): Result<true, RuleError> {
  const r = applyBet(hand.betting, seat, action);
  if (!r.ok) return r;
  hand.betting = r.value.betting;
  events.push(...r.value.events);
  after.taken?.();
  if (hand.betting.round === null) after.roundOver();
  else if (handDecided(hand.betting)) after.decided();
  return ok(true);
}

/** Still in the hand: not folded, not sitting out (all-in players are in). */
export function inHand(betting: Betting, seat: Seat): boolean {
  const st = betting.status[seat];
  return st === "active" || st === "all-in";
}
