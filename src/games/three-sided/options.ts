/**
 * Three-sided Pyramid's table options (docs/rules):
 * the low order, the low qualifier, betting, stacks and the agreed number of hands.
 */
import { z } from "zod";
import type { Variant } from "../../core/game.js";
import {
  checkCommunityOptions,
  communityTableShape,
  lowOrderSchema,
  lowQualifierSchema,
} from "../community/options.js";

export const threeSidedOptions = z.strictObject({
  low: lowOrderSchema.describe(
    "Low ranking: ace-to-five (5-4-3-2-A best, straights and flushes ignored), ace-to-six (6-4-3-2-A best) or deuce-to-seven (7-5-4-3-2 best).",
  ),
  lowQualifier: lowQualifierSchema.describe(
    "A low must be eight or better to win the low half; null: any low may win.",
  ),
  ...communityTableShape,
});

export type ThreeSidedOptions = z.infer<typeof threeSidedOptions>;

/** Ten players take 40 hole cards and the board 6: the deck always suffices. */
export const checkThreeSidedOptions: (o: ThreeSidedOptions, players: number) => string | null =
  checkCommunityOptions;

export const threeSidedVariants: Readonly<Record<string, Variant<ThreeSidedOptions>>> = {
  "ace-to-six": {
    description: "Lows ranked ace-to-six: straights and flushes count against, 6-4-3-2-A best.",
    options: { low: "ace-to-six", hands: 6 },
  },
  "deuce-to-seven": {
    description: "Lows ranked deuce-to-seven: aces high, 7-5-4-3-2 best.",
    options: { low: "deuce-to-seven", hands: 6 },
  },
  "eight-or-better": {
    description: "A low must be eight or better to win the low half.",
    options: { lowQualifier: 8, hands: 6 },
  },
  "no-limit": {
    description: "No-limit betting, ante 1, minimum bet 2.",
    options: { betting: { structure: "no-limit", bigBet: null } } as Partial<ThreeSidedOptions>,
  },
  "pot-limit": {
    description: "Pot-limit betting; a match of 6 hands.",
    options: {
      betting: { structure: "pot-limit", bigBet: null },
      hands: 6,
    } as Partial<ThreeSidedOptions>,
  },
  "short-stacks": {
    description: "Stacks of 15 and an ante of 2: all-ins, side pots and eliminations.",
    options: { stack: 15, betting: { ante: 2 } } as Partial<ThreeSidedOptions>,
  },
  "five-hands": {
    description: "A match of five hands.",
    options: { hands: 5 },
  },
};
