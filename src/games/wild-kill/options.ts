/**
 * Wild/Kill Pyramid's table options (docs/rules):
 * high only or high-low with a declaration, what a rank both wild and killed does, the low
 * order, betting, stacks and how many hands are played.
 */
import { z } from "zod";
import type { Variant } from "../../core/game.js";
import {
  checkCommunityOptions,
  communityTableShape,
  lowOrderSchema,
  lowQualifierSchema,
} from "../community/options.js";

export const wildKillOptions = z.strictObject({
  split: z
    .enum(["high", "high-low"])
    .default("high")
    .describe(
      "High only, or high-low: after the last betting round each player declares high, low or both in secret, revealed together.",
    ),
  wildKilled: z
    .enum(["killed", "wild"])
    .default("killed")
    .describe(
      "A rank in both the wild row and the kill row: killed (its cards are discarded) or wild (it stays wild and is not killed).",
    ),
  low: lowOrderSchema.describe(
    "How lows rank (high-low): ace-to-five, ace-to-six or deuce-to-seven (straights and flushes count in the last two).",
  ),
  lowQualifier: lowQualifierSchema.describe(
    "High-low: 8 = a low must be five unpaired cards of eight or lower; none = any low.",
  ),
  ...communityTableShape,
});

export type WildKillOptions = z.infer<typeof wildKillOptions>;

/** Eight players take 40 hole cards and the board 9: the deck always suffices. */
export const checkWildKillOptions: (o: WildKillOptions, players: number) => string | null =
  checkCommunityOptions;

export const wildKillVariants: Readonly<Record<string, Variant<WildKillOptions>>> = {
  "high-low": {
    description: "High-low with a secret declaration of high, low or both; a match of 3 hands.",
    options: { split: "high-low", hands: 3 },
  },
  "wild-survives": {
    description: "A rank both wild and killed stays wild; high-low, ace-to-six lows, 3 hands.",
    options: { wildKilled: "wild", split: "high-low", low: "ace-to-six", hands: 3 },
  },
  "deuce-to-seven-8": {
    description: "High-low, deuce-to-seven lows, eight or better to qualify; 3 hands.",
    options: { split: "high-low", low: "deuce-to-seven", lowQualifier: 8, hands: 3 },
  },
  "pot-limit": {
    description: "Pot-limit betting, high-low; a match of 4 hands.",
    options: {
      split: "high-low",
      betting: { structure: "pot-limit" },
      hands: 4,
    } as Partial<WildKillOptions>,
  },
  "no-limit": {
    description: "No-limit betting, high only.",
    options: { betting: { structure: "no-limit", bigBet: null } } as Partial<WildKillOptions>,
  },
  "short-stacks": {
    description: "Stacks of 12 and an ante of 2, high-low: all-ins, side pots and eliminations.",
    options: { stack: 12, split: "high-low", betting: { ante: 2 } } as Partial<WildKillOptions>,
  },
  "three-hands": {
    description: "A match of three hands.",
    options: { hands: 3 },
  },
};
