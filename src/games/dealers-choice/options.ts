/**
 * Pyramid night's table options: which Pyramids the dealer may call, and the table's betting,
 * stacks and deals, shared by every deal whatever game is called.
 */
import { z } from "zod";
import { type BettingOptions, checkBettingOptions } from "../../betting/index.js";
import type { Variant } from "../../core/game.js";
import { communityTableShape } from "../community/options.js";
import { callable, callableIds } from "./call.js";

/** `--option games=three-sided,wild-kill` arrives as one string; a list is read as it is. */
function listOf(v: unknown): unknown {
  return typeof v === "string" ? v.split(",").map((x) => x.trim()) : v;
}

export const dealersChoiceOptions = z.strictObject({
  games: z
    .preprocess(
      listOf,
      z
        .array(z.enum(callableIds))
        .min(1)
        .refine((g) => new Set(g).size === g.length, "a game is listed twice"),
    )
    .default([...callableIds])
    .describe("The Pyramids a dealer may call: three-sided, wild-kill, colonial (default all)."),
  // The betting (fixed limit by default), stacks and deals of the community games it deals.
  ...communityTableShape,
});

export type DealersChoiceOptions = z.infer<typeof dealersChoiceOptions>;

/** The players every callable game seats (the intersection of their ranges), or a sentence. */
export function checkDealersChoiceOptions(o: DealersChoiceOptions, players: number): string | null {
  for (const id of o.games) {
    const g = callable[id].game;
    if (players < g.minPlayers || players > g.maxPlayers) {
      return `Option "games": ${g.name} is for ${g.minPlayers}–${g.maxPlayers} players, not ${players}.`;
    }
  }
  return checkBettingOptions(o.betting as BettingOptions);
}

export const dealersChoiceVariants: Readonly<Record<string, Variant<DealersChoiceOptions>>> = {
  "four-deals": {
    description: "A session of four deals.",
    options: { hands: 4 },
  },
  "three-sided-and-wild-kill": {
    description: "Only Three-sided and Wild/Kill may be called (up to 8 players); four deals.",
    options: { games: ["three-sided", "wild-kill"], hands: 4 },
  },
  "wild-kill-only": {
    description: "Only Wild/Kill may be called, its points announced deal by deal; four deals.",
    options: { games: ["wild-kill"], hands: 4 },
  },
  "three-sided-only": {
    description: "Only Three-sided may be called (up to 10 players); four deals.",
    options: { games: ["three-sided"], hands: 4 },
  },
  "colonial-only": {
    description: "Only Colonial may be called, its variants announced deal by deal; four deals.",
    options: { games: ["colonial"], hands: 4 },
  },
  "short-stacks": {
    description:
      "Stacks of 12 and an ante of 2: all-ins, side pots and players sitting out; eight deals.",
    options: { stack: 12, betting: { ante: 2 }, hands: 8 } as Partial<DealersChoiceOptions>,
  },
  "no-limit": {
    description: "No-limit betting for every deal; four deals.",
    options: {
      betting: { structure: "no-limit", bigBet: null },
      hands: 4,
    } as Partial<DealersChoiceOptions>,
  },
};
