/**
 * Wild/Kill Pyramid (the home-poker text, Article 5): five hole cards under a pyramid
 * of nine — the top row makes its ranks wild, the middle row is shared, the bottom row kills
 * every card of its ranks. Four betting rounds, high only or high-low with a declaration, and a
 * showdown on the surviving cards. Rules as implemented: docs/rules/wild-kill.md.
 */

import { renderOfScreen } from "../../core/game.js";
import { communityGame } from "../community/game.js";
import { wildKillEntry } from "./entry.js";
import { wildKillHand } from "./flow.js";
import { checkWildKillOptions, wildKillOptions, wildKillVariants } from "./options.js";
import { myHand, wildKillScreen } from "./render.js";
import { ROUNDS } from "./state.js";
import { resampleWildKill, toActOf, wildKillView } from "./view.js";

const built = communityGame({
  entry: wildKillEntry,
  summary:
    "Home poker under a pyramid of nine: five hole cards each; the top row makes its ranks wild (its own two cards are dead), the middle row is shared, and the bottom row kills every card of its ranks, in the shared row and in your hand. Four betting rounds, high only or high-low with a secret declaration; five of a kind beats a straight flush.",
  options: wildKillOptions,
  checkOptions: checkWildKillOptions,
  variants: wildKillVariants,
  rounds: ROUNDS,
  ...wildKillHand,
  toAct: toActOf,
  view: wildKillView,
  resample: resampleWildKill,
  render: renderOfScreen(wildKillScreen),
  legend: () => "Key: Ks king of spades, T ten · * wild · x killed · [] face down",
  screen: wildKillScreen,

  hint(view, action) {
    if (action.type !== "declare" && action.type !== "fold") return "";
    const mine = myHand(view);
    if (!mine) return "";
    if (action.type === "fold") return `give up ${mine.high}`;
    if (action.way === "high") return mine.high;
    if (action.way === "low") return mine.low ?? "";
    return `${mine.high} / ${mine.low ?? ""}`;
  },

  // "The dealer shall announce these points before the deal" — high only or high-low, a rank
  // both wild and killed, and the low order and qualifier.
  points: [
    { key: "split", word: "split", values: ["high", "high-low"] },
    { key: "wildKilled", word: "wild-killed", values: ["killed", "wild"] },
    { key: "low", word: "low", values: ["ace-to-five", "ace-to-six", "deuce-to-seven"] },
    { key: "lowQualifier", word: "qualifier", values: [null, 8] },
  ],
  announce(o) {
    const lows = `${o.low} lows${o.lowQualifier === 8 ? ", eight or better" : ""}`;
    const split = o.split === "high" ? "high only" : `high-low, ${lows}`;
    const both = o.wildKilled === "wild" ? "stays wild" : "is killed";
    return `${split}; a rank both wild and killed ${both}`;
  },
});

/** The game as tables play it: with rebuys when the table allows them (src/betting/rebuy.ts). */
export const wildKill = built.game;

/** Wild/Kill Pyramid at a dealer's-choice table, its points announced before the deal. */
export const wildKillTable = built.table;
