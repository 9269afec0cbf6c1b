import { z } from "zod";
import type { Seat } from "../../core/game.js";

export const options = z.strictObject({
  variant: z
    .enum(["standard", "holdem"])
    .default("standard")
    .describe(
      'standard: hands of five face-up tiles; "holdem": the 2-player Texas Hold \'Em variant (three 2-tile hidden hands, 5 community spaces, 3 burn spaces)',
    ),
  scoring: z
    .enum(["basic", "advanced"])
    .default("advanced")
    .describe(
      "basic: the round's winner scores 1 (2 for a skunk); advanced: the score chart, each player earning the difference to the lowest total",
    ),
  teams: z
    .boolean()
    .default(false)
    .describe("4 players only: seats 0 and 2 against seats 1 and 3, scored 0 v 3 and 1 v 2"),
  target: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .nullable()
    .default(null)
    .describe(
      "points that win the match; null: under advanced scoring 11 (20 in team play), under basic scoring 1 (the first round somebody wins)",
    ),
  maxRounds: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(100)
    .describe(
      "a match still short of the target after this many rounds ends; the highest score wins",
    ),
});

export type Options = z.infer<typeof options>;

export function checkOptions(o: Options, players: number): string | null {
  if (o.variant === "holdem" && players !== 2)
    return `Option "variant": the Hold 'Em variant is for 2 players, not ${players}.`;
  if (o.teams && players !== 4) return `Option "teams": team play needs 4 players, not ${players}.`;
  return null;
}

/** Everything about a table that follows from its options and player count. */
export interface Layout {
  readonly players: number;
  readonly holdem: boolean;
  readonly teams: boolean;
  readonly advanced: boolean;
  readonly target: number;
  readonly maxRounds: number;
  /** Base spaces of the foundation. */
  readonly base: number;
  /** Tiles in each player's face-down supply. */
  readonly supply: number;
  /** Hands each player builds, and tiles in each (before any ends short). */
  readonly hands: number;
  readonly handSize: number;
  /** Side of the board per seat (0 or 1): a placed tile faces its placer's side. */
  readonly sides: readonly number[];
  /** Hold 'Em: community and burn spaces, and how many of them each player may fill. */
  readonly community: number;
  readonly burns: number;
  readonly shared: number;
}

/** Tiles in the set: 52 cards and two jokers. */
export const TILES = 54;

export function layout(o: Options, players: number): Layout {
  const holdem = o.variant === "holdem";
  return {
    players,
    holdem,
    teams: o.teams,
    advanced: o.scoring === "advanced",
    target: o.target ?? (o.scoring === "basic" ? 1 : o.teams ? 20 : 11),
    maxRounds: o.maxRounds,
    base: holdem ? 6 : players === 4 ? 9 : 8,
    supply: players === 2 && !holdem ? 15 : 10,
    hands: players === 2 ? 3 : 2,
    handSize: holdem ? 2 : 5,
    sides: sidesFor(players),
    community: holdem ? 5 : 0,
    burns: holdem ? 3 : 0,
    shared: holdem ? 4 : 0,
  };
}

/** 2 players: seat 0 | seat 1; 3 players: seats 0 and 1 | seat 2; 4: seats 0 and 1 | 2 and 3. */
export function sidesFor(players: number): number[] {
  const split = players === 2 ? 1 : 2;
  return Array.from({ length: players }, (_, s) => (s < split ? 0 : 1));
}

/** Team play: the opponent each seat is scored against (0 v 3, 1 v 2). */
export function teamOpponent(seat: Seat): Seat {
  return 3 - seat;
}

/** Team play: partners are seats 0 and 2, and 1 and 3. */
export function teamOf(seat: Seat): number {
  return seat % 2;
}
