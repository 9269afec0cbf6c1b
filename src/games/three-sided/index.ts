/**
 * Three-sided Pyramid (its rule text; docs/rules): home poker with four hole cards and six
 * shared cards in a pyramid of three sides, turned one by one with seven betting rounds; five-card
 * hands from the hole cards and one side; high-low with a secret declaration. Rules as
 * implemented: docs/rules/three-sided.md.
 */

import {
  handByHandRebuys,
  isBetAction,
  type TableGame,
  tableChips,
  tableMembers,
  withRebuys,
} from "../../betting/index.js";
import { ErrorCode, ruleError } from "../../core/errors.js";
import type { GameDefinition, GameEvent } from "../../core/game.js";
import { err, ok, type Result } from "../../core/result.js";
import { Rng, reseedRng } from "../../core/rng.js";
import {
  type CommunityAction,
  communityActionParser,
  communityActionSchema,
  formatCommunityAction,
} from "../community/actions.js";
import { communityMaxActions, communityTurns } from "../community/turns.js";
import { threeSidedEntry } from "./entry.js";
import { bet, dealTable, declare, declareRefusal, startHand } from "./flow.js";
import { bestIndex, describeWay, sideName, sideValues } from "./hands.js";
import {
  checkThreeSidedOptions,
  type ThreeSidedOptions,
  threeSidedOptions,
  threeSidedVariants,
} from "./options.js";
import { renderThreeSided, threeSidedScreen } from "./render.js";
import { nextState, ROUNDS, type ThreeSidedState } from "./state.js";
import { resampleThreeSided, type ThreeSidedView, threeSidedView, toActOf } from "./view.js";

const turns = communityTurns<ThreeSidedState>(toActOf);

const threeSidedRules: GameDefinition<
  ThreeSidedOptions,
  ThreeSidedState,
  CommunityAction,
  ThreeSidedView
> = {
  id: threeSidedEntry.id,
  rulesVersion: 1,
  name: threeSidedEntry.name,
  summary:
    "Home poker with four hole cards and six shared cards in a pyramid of three sides, turned one at a time with a betting round after each (seven in all). Make five cards from two to four of your own and one side of the pyramid, then declare high, low or both in secret; a player who declares both must win or tie both ways.",
  minPlayers: threeSidedEntry.minPlayers,
  maxPlayers: threeSidedEntry.maxPlayers,
  options: threeSidedOptions,
  checkOptions: checkThreeSidedOptions,
  variants: threeSidedVariants,
  ...tableMembers(dealTable),
  actionSchema: communityActionSchema,
  maxActions: communityMaxActions(ROUNDS),

  ...turns,

  apply(s, seat, action) {
    if (s.over || !s.hand) return err(ruleError(ErrorCode.gameOver, "The game is over."));
    if (action.type === "declare") {
      const why = declareRefusal(s, seat);
      if (why) return err(ruleError(ErrorCode.illegal, why));
    } else if (s.hand.phase !== "betting") {
      return err(
        ruleError(ErrorCode.illegal, "There is no betting now: declare high, low or both."),
      );
    }
    const next = nextState(s);
    const rng = Rng.fromState(next.rng);
    const events: GameEvent[] = [];
    let r: Result<true, ReturnType<typeof ruleError>>;
    if (action.type === "declare") r = declare(next, seat, action.way, rng, events);
    else if (isBetAction(action)) r = bet(next, seat, action, rng, events);
    else r = err(ruleError(ErrorCode.illegal, "Unknown action."));
    if (!r.ok) return r;
    next.rng = rng.state();
    return ok({ state: next, events });
  },

  view: threeSidedView,
  resample: resampleThreeSided,
  reseed: reseedRng,
  conserved: (s) => tableChips(s),
  formatAction: formatCommunityAction,
  parseAction: communityActionParser("Three-sided Pyramid"),
  render: renderThreeSided,
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
};

/** The game as tables play it: with rebuys when the table allows them (src/betting/rebuy.ts). */
export const threeSided = withRebuys(threeSidedRules, handByHandRebuys(nextState, startHand));

/** Three-sided Pyramid at a dealer's-choice table: the dealer announces the low order and qualifier. */
export const threeSidedTable: TableGame<ThreeSidedOptions, ThreeSidedState> = {
  game: threeSided,
  deal: dealTable,
  points: [
    { key: "low", word: "low", values: ["ace-to-five", "ace-to-six", "deuce-to-seven"] },
    { key: "lowQualifier", word: "qualifier", values: [null, 8] },
  ],
  announce: (o) => `${o.low} lows${o.lowQualifier === 8 ? ", eight or better" : ""}`,
};
