/**
 * Colonial Pyramid's table options (docs/rules/colonial.md, "Options"): the deck composition, the
 * variants the text lists, ties, the cut, betting, stacks and the Earth display.
 */
import { z } from "zod";
import {
  type BettingOptions,
  bettingOptionsSchema,
  checkBettingOptions,
  noLimitDefaults,
  tableOptionsShape,
} from "../../betting/index.js";
import type { Variant } from "../../core/game.js";

export const colonialOptions = z.strictObject({
  deck: z
    .enum(["standard", "as-listed"])
    .default("standard")
    .describe(
      "Deck composition: standard = 3 first-level, 6 second-level, 9 third-level cards per colour; as-listed = 9/6/3 (the text's card list).",
    ),
  handSize: z
    .union([z.literal(6), z.literal(8)])
    .default(6)
    .describe(
      "Cards dealt to each player; with 8 the best pyramid is formed and the rest are kickers.",
    ),
  discards: z
    .union([z.literal(0), z.literal(1), z.literal(2)])
    .default(1)
    .describe("Rounds of discard and draw, each followed by a betting round."),
  maxDiscard: z
    .number()
    .int()
    .min(0)
    .max(8)
    .default(4)
    .describe("Most cards a player may discard in one round."),
  faceUp: z.boolean().default(false).describe("Deal every card face up."),
  ties: z
    .enum(["runoff", "split"])
    .default("runoff")
    .describe(
      "Tied best hands: play a runoff hand among the tied players for the pot (split after 5), or split it.",
    ),
  cut: z
    .boolean()
    .default(true)
    .describe(
      "The player to the dealer's right cuts the deck (or taps to decline) before the deal.",
    ),
  betting: bettingOptionsSchema(noLimitDefaults),
  ...tableOptionsShape,
  earth: z
    .boolean()
    .default(false)
    .describe(
      "Show the cards as the Earth improvisation does (aces, kings, twos; hearts, clubs, diamonds; ace of spades). Display only.",
    ),
});

export type ColonialOptions = z.infer<typeof colonialOptions>;

/** Rounds of discard and draw a hand has: none when no card may be discarded (`maxDiscard: 0`). */
export function discardRounds(o: Pick<ColonialOptions, "discards" | "maxDiscard">): number {
  return o.maxDiscard === 0 ? 0 : o.discards;
}

/** Cross-field checks (six hands of eight, 48 cards, always fit the deck). */
export function checkColonialOptions(o: ColonialOptions, _players: number): string | null {
  if (o.maxDiscard > o.handSize) {
    return `Option "maxDiscard": ${o.maxDiscard} is more than the ${o.handSize} cards in a hand.`;
  }
  return checkBettingOptions(o.betting as BettingOptions);
}

export const colonialVariants: Readonly<Record<string, Variant<ColonialOptions>>> = {
  "no-discard": {
    description: "No discard: the hands are played as dealt, one betting round.",
    options: { discards: 0 },
  },
  "double-discard": {
    description: "Discard and draw twice, a betting round after each.",
    options: { discards: 2 },
  },
  "face-up": {
    description: "Every card dealt face up.",
    options: { faceUp: true },
  },
  "eight-cards": {
    description: "Eight cards each; the best pyramid plays, the rest are kickers.",
    options: { handSize: 8 },
  },
  "as-listed": {
    description: "The text's card list: 9 first-level, 6 second-level, 3 third-level per colour.",
    options: { deck: "as-listed" },
  },
  "split-ties": {
    description: "Tied best hands split the pot instead of playing a runoff.",
    options: { ties: "split" },
  },
  "no-cut": {
    description: "The deck is dealt without a cut.",
    options: { cut: false },
  },
  "pot-limit": {
    description: "Pot-limit betting, discards of up to 3.",
    options: { betting: { structure: "pot-limit" }, maxDiscard: 3 } as Partial<ColonialOptions>,
  },
  "fixed-limit": {
    description:
      "Fixed-limit betting: bet 2, 4 in the last round, at most 3 raises; a match of 4 hands.",
    options: {
      betting: { structure: "fixed-limit", bet: 2, bigBet: 4, bigBetRounds: 1, maxRaises: 3 },
      hands: 4,
    } as Partial<ColonialOptions>,
  },
  capped: {
    description:
      "No-limit with caps: at most 10 in a round, raises of at most 5; a match of 4 hands.",
    options: { betting: { maxBet: 10, maxRaise: 5 }, hands: 4 } as Partial<ColonialOptions>,
  },
  "short-stacks": {
    description: "Stacks of 12 and an ante of 2: all-ins, side pots and eliminations.",
    options: { stack: 12, betting: { ante: 2 } } as Partial<ColonialOptions>,
  },
  "three-hands": {
    description: "A match of three hands.",
    options: { hands: 3 },
  },
  earth: {
    description: "The Earth improvisation's faces (display only).",
    options: { earth: true },
  },
};
