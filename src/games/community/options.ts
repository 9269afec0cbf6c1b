/**
 * What Three-sided and Wild/Kill Pyramid's table options hold alike: a low order and its
 * qualifier (each game describes them in its own words), the betting (fixed limit by default),
 * the stacks and the agreed hands.
 */
import { z } from "zod";
import {
  type BettingOptions,
  bettingOptionsSchema,
  checkBettingOptions,
  fixedLimitDefaults,
  tableOptionsShape,
} from "../../betting/index.js";

/** How lows rank; ace-to-five unless the table says otherwise. */
export const lowOrderSchema = z
  .enum(["ace-to-five", "ace-to-six", "deuce-to-seven"])
  .default("ace-to-five");

/** "Eight or better" for a low to win, or null: any low. */
export const lowQualifierSchema = z.union([z.null(), z.literal(8)]).default(null);

/** The betting, stacks and hands of a community table. */
export const communityTableShape = {
  betting: bettingOptionsSchema(fixedLimitDefaults),
  ...tableOptionsShape,
};

/** The deck always suffices (ten players take at most 40 hole cards and the board 6 to 9). */
export function checkCommunityOptions(
  o: { readonly betting: unknown },
  _players: number,
): string | null {
  return checkBettingOptions(o.betting as BettingOptions);
}
