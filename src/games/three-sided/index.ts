/**
 * Three-sided Pyramid (its rule text; docs/rules): home poker with four hole cards and six
 * shared cards in a pyramid of three sides, turned one by one with seven betting rounds; five-card
 * hands from the hole cards and one side; high-low with a secret declaration. Rules as
 * implemented: docs/rules/three-sided.md.
 */

import { renderOfScreen } from "../../core/game.js";
import { communityGame } from "../community/game.js";
import { threeSidedEntry } from "./entry.js";
import { threeSidedHand } from "./flow.js";
import { bestIndex, describeWay, sideName, sideValues } from "./hands.js";
import { checkThreeSidedOptions, threeSidedOptions, threeSidedVariants } from "./options.js";
import { threeSidedScreen } from "./render.js";
import { ROUNDS } from "./state.js";
import { resampleThreeSided, threeSidedView, toActOf } from "./view.js";

const built = communityGame({
  entry: threeSidedEntry,
  summary:
    "Home poker with four hole cards and six shared cards in a pyramid of three sides, turned one at a time with a betting round after each (seven in all). Make five cards from two to four of your own and one side of the pyramid, then declare high, low or both in secret; a player who declares both must win or tie both ways.",
  options: threeSidedOptions,
  checkOptions: checkThreeSidedOptions,
  variants: threeSidedVariants,
  rounds: ROUNDS,
  ...threeSidedHand,
  toAct: toActOf,
  view: threeSidedView,
  resample: resampleThreeSided,
  render: renderOfScreen(threeSidedScreen),
  legend: () => "Key: Ks king of spades, T ten · ## face down · 1–6 the order the cards turn",
  screen: threeSidedScreen,

  hint(view, action) {
    // At the declaration the only hole cards a seat sees are its own; the view carries the
    // table's low order, so each way names the hand (and side) it would play.
    if (action.type !== "declare" || view.phase !== "declare") return "";
    const hole = view.hole.find((h) => h !== null);
    if (!hole || view.board.some((c) => c === null)) return "";
    const board = view.board as number[];
    const values = sideValues(hole, board, { low: view.low, lowQualifier: view.lowQualifier });
    const high = bestIndex(values.map((v) => v.high));
    const highText = `${describeWay(hole, board, high, "high").name} (${sideName(high)})`;
    const low = bestIndex(values.map((v) => v.low));
    const lowText =
      values[low]!.low === null
        ? "no qualifying low"
        : `${describeWay(hole, board, low, view.low).name} (${sideName(low)})`;
    if (action.way === "high") return highText;
    if (action.way === "low") return lowText;
    return `${highText} / ${lowText}`;
  },

  // At a dealer's-choice table the dealer announces the low order and qualifier.
  points: [
    { key: "low", word: "low", values: ["ace-to-five", "ace-to-six", "deuce-to-seven"] },
    { key: "lowQualifier", word: "qualifier", values: [null, 8] },
  ],
  announce: (o) => `${o.low} lows${o.lowQualifier === 8 ? ", eight or better" : ""}`,
});

/** The game as tables play it: with rebuys when the table allows them (src/betting/rebuy.ts). */
export const threeSided = built.game;

/** Three-sided Pyramid at a dealer's-choice table: the dealer announces the low order and qualifier. */
export const threeSidedTable = built.table;
