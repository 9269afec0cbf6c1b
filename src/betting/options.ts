/**
 * The table option `betting` (docs/rules): a schema a game embeds with its own
 * defaults, the cross-field checks, and the rules of each betting round derived from it.
 */
import { z } from "zod";
import type { RoundRules, Structure } from "./types.js";

export interface BettingOptions {
  readonly structure: Structure;
  /** Chips every seat puts in before the deal (0 for none). */
  readonly ante: number;
  /** No-limit, pot-limit: the smallest opening bet. Fixed-limit: the size of every bet and raise. */
  readonly bet: number;
  /** The bet in the last `bigBetRounds` rounds (fixed-limit's "big bet"); null: `bet` throughout. */
  readonly bigBet: number | null;
  readonly bigBetRounds: number;
  /** Caps a player's total bet in one round. */
  readonly maxBet: number | null;
  /** Caps one raise; an opening bet counts as a raise from nothing. */
  readonly maxRaise: number | null;
  /** How many raises may follow the opening bet in one round. */
  readonly maxRaises: number | null;
  /** A rising ante, as home tournaments play: it doubles every this many hands; null: never. */
  readonly anteDoublesEvery?: number | null;
}

/** Colonial's defaults: no-limit, ante 1, minimum bet 2, no caps. */
export const noLimitDefaults: BettingOptions = {
  structure: "no-limit",
  ante: 1,
  bet: 2,
  bigBet: null,
  bigBetRounds: 2,
  maxBet: null,
  maxRaise: null,
  maxRaises: null,
  anteDoublesEvery: null,
};

/** Three-sided and Wild/Kill defaults: fixed-limit, ante 1, bet 2 (4 in the last two rounds), 3 raises. */
export const fixedLimitDefaults: BettingOptions = {
  structure: "fixed-limit",
  ante: 1,
  bet: 2,
  bigBet: 4,
  bigBetRounds: 2,
  maxBet: null,
  maxRaise: null,
  maxRaises: 3,
  anteDoublesEvery: null,
};

const chips = z.number().int().positive().max(1e9);

/**
 * The `betting` option for a game's options schema, every field defaulted from `defaults`, so
 * `{ betting: { ante: 2 } }` keeps the other defaults. Follow it with `checkBettingOptions`.
 */
export function bettingOptionsSchema(defaults: BettingOptions) {
  return z
    .strictObject({
      structure: z
        .enum(["no-limit", "pot-limit", "fixed-limit"])
        .default(defaults.structure)
        .describe("Betting structure: no-limit, pot-limit or fixed-limit."),
      ante: z
        .number()
        .int()
        .min(0)
        .max(1e9)
        .default(defaults.ante)
        .describe("Chips every player puts in before the deal."),
      bet: chips
        .default(defaults.bet)
        .describe("Smallest opening bet (no-limit, pot-limit); every bet and raise (fixed-limit)."),
      bigBet: chips
        .nullable()
        .default(defaults.bigBet)
        .describe("The bet in the last `bigBetRounds` rounds; null keeps `bet` throughout."),
      bigBetRounds: z
        .number()
        .int()
        .min(0)
        .max(100)
        .default(defaults.bigBetRounds)
        .describe("How many of the last betting rounds use `bigBet`."),
      maxBet: chips
        .nullable()
        .default(defaults.maxBet)
        .describe("Most a player may bet in one round in all; null for no cap."),
      maxRaise: chips
        .nullable()
        .default(defaults.maxRaise)
        .describe("Largest single raise (an opening bet included); null for no cap."),
      maxRaises: z
        .number()
        .int()
        .min(0)
        .max(1000)
        .nullable()
        .default(defaults.maxRaises)
        .describe("Raises allowed after the opening bet in one round; null for no cap."),
      anteDoublesEvery: z
        .number()
        .int()
        .min(1)
        .max(1000)
        .nullable()
        .default(defaults.anteDoublesEvery ?? null)
        .describe(
          "A rising ante: it doubles every this many hands (as home tournaments do), so a table ends sooner; null keeps the ante.",
        ),
    })
    .prefault({})
    .describe("Betting: structure, ante, bet sizes and caps.");
}

/** Cross-field checks: a sentence naming the option, or null. */
export function checkBettingOptions(o: BettingOptions, key = "betting"): string | null {
  const smallest = Math.min(o.bet, o.bigBet ?? o.bet);
  const largest = Math.max(o.bet, o.bigBet ?? o.bet);
  if (o.maxBet !== null && o.maxBet < largest) {
    return `Option "${key}.maxBet": ${o.maxBet} is below the bet of ${largest}.`;
  }
  if (o.maxRaise !== null && o.maxRaise < largest) {
    return `Option "${key}.maxRaise": ${o.maxRaise} is below the bet of ${largest}.`;
  }
  if (smallest < 1) return `Option "${key}.bet": must be at least 1.`;
  return null;
}

/** The ante of a hand, `handsPlayed` hands into the table: doubled every `anteDoublesEvery`. */
export function anteForHand(o: BettingOptions, handsPlayed: number): number {
  const every = o.anteDoublesEvery ?? null;
  if (every === null || o.ante === 0) return o.ante;
  return Math.min(1e9, o.ante * 2 ** Math.floor(handsPlayed / every));
}

/** The rules of betting round `round` (0-based) of `rounds` in a hand. */
export function roundRules(o: BettingOptions, round: number, rounds: number): RoundRules {
  const big = o.bigBet !== null && round >= rounds - o.bigBetRounds;
  return {
    structure: o.structure,
    bet: big ? o.bigBet! : o.bet,
    maxBet: o.maxBet,
    maxRaise: o.maxRaise,
    maxRaises: o.maxRaises,
  };
}
