/**
 * Wild/Kill Pyramid (the home-poker text, Article 5): five hole cards under a pyramid
 * of nine — the top row makes its ranks wild, the middle row is shared, the bottom row kills
 * every card of its ranks. Four betting rounds, high only or high-low with a declaration, and a
 * showdown on the surviving cards. Rules as implemented: docs/rules/wild-kill.md.
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
import { err, ok } from "../../core/result.js";
import { Rng, reseedRng } from "../../core/rng.js";
import {
  type CommunityAction,
  communityActionParser,
  communityActionSchema,
  formatCommunityAction,
} from "../community/actions.js";
import { communityMaxActions, communityTurns } from "../community/turns.js";
import { wildKillEntry } from "./entry.js";
import { bet, dealTable, declare, declareRefusal, startHand } from "./flow.js";
import {
  checkWildKillOptions,
  type WildKillOptions,
  wildKillOptions,
  wildKillVariants,
} from "./options.js";
import { myHand, renderWildKill, wildKillScreen } from "./render.js";
import { nextState, ROUNDS, type WildKillState } from "./state.js";
import { resampleWildKill, toActOf, type WildKillView, wildKillView } from "./view.js";

const turns = communityTurns<WildKillState>(toActOf);

const wildKillRules: GameDefinition<WildKillOptions, WildKillState, CommunityAction, WildKillView> =
  {
    id: wildKillEntry.id,
    rulesVersion: 1,
    name: wildKillEntry.name,
    summary:
      "Home poker under a pyramid of nine: five hole cards each; the top row makes its ranks wild (its own two cards are dead), the middle row is shared, and the bottom row kills every card of its ranks, in the shared row and in your hand. Four betting rounds, high only or high-low with a secret declaration; five of a kind beats a straight flush.",
    minPlayers: wildKillEntry.minPlayers,
    maxPlayers: wildKillEntry.maxPlayers,
    options: wildKillOptions,
    checkOptions: checkWildKillOptions,
    variants: wildKillVariants,
    ...tableMembers(dealTable),
    actionSchema: communityActionSchema,
    maxActions: communityMaxActions(ROUNDS),

    ...turns,

    apply(s, seat, action) {
      if (s.over || !s.hand) return err(ruleError(ErrorCode.gameOver, "The game is over."));
      if (action.type === "declare") {
        const why = declareRefusal(s, seat);
        if (why) return err(ruleError(ErrorCode.illegal, why));
      } else if (!isBetAction(action)) {
        return err(ruleError(ErrorCode.illegal, "Unknown action."));
      } else if (s.hand.phase !== "betting") {
        return err(
          ruleError(ErrorCode.illegal, "There is no betting now: declare high, low or both."),
        );
      }
      const next = nextState(s);
      const rng = Rng.fromState(next.rng);
      const events: GameEvent[] = [];
      const r =
        action.type === "declare"
          ? declare(next, seat, action.way, rng, events)
          : bet(next, seat, action, rng, events);
      if (!r.ok) return r;
      next.rng = rng.state();
      return ok({ state: next, events });
    },

    view: wildKillView,
    resample: resampleWildKill,
    reseed: reseedRng,
    conserved: (s) => tableChips(s),
    formatAction: formatCommunityAction,
    parseAction: communityActionParser("Wild/Kill Pyramid"),
    render: renderWildKill,
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
  };

/** The game as tables play it: with rebuys when the table allows them (src/betting/rebuy.ts). */
export const wildKill = withRebuys(wildKillRules, handByHandRebuys(nextState, startHand));

/**
 * Wild/Kill Pyramid at a dealer's-choice table: "The dealer shall announce these points before
 * the deal" — high only or high-low, a rank both wild and killed, and the low order and qualifier.
 */
export const wildKillTable: TableGame<WildKillOptions, WildKillState> = {
  game: wildKill,
  deal: dealTable,
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
};
