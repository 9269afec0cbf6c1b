/**
 * Who may do what at a Three-sided or Wild/Kill table, the same in both: during a betting round
 * the seat to bet, after the last the seats still to declare high, low or both; and the bound on
 * a table's actions, the betting rounds' bounds plus one declaration a seat each hand.
 */
import {
  type Betting,
  type BettingOptions,
  declarations,
  legalBets,
  maxRoundActions,
  roundRules,
  type TableSeats,
} from "../../betting/index.js";
import { checkElseFold, foldIfAble, type Seat } from "../../core/game.js";
import type { CommunityAction } from "./actions.js";

/** What the turn order reads of a community table. */
interface CommunityTurnState extends TableSeats {
  readonly hand: { readonly phase: string; readonly betting: Betting } | null;
}

/**
 * A game's `toAct`, `legalActions`, `awayAction` and `leaveAction` from its `toAct`: an away seat
 * checks where it may and folds otherwise, a leaver's folds, and neither declares (the fallback
 * bot declares for it).
 */
export function communityTurns<S extends CommunityTurnState>(toAct: (s: S) => Seat[]) {
  function legalActions(s: S, seat: Seat): CommunityAction[] {
    const h = s.hand;
    if (s.over || !h) return [];
    // Betting: only the seat to act (asked without building the list of one).
    if (h.phase === "betting")
      return h.betting.round?.actor === seat ? legalBets(h.betting, seat) : [];
    if (!toAct(s).includes(seat)) return [];
    return declarations.map((way) => ({ type: "declare" as const, way }));
  }
  return {
    toAct,
    legalActions,
    awayAction: (s: S, seat: Seat) => checkElseFold(legalActions(s, seat)),
    leaveAction: (s: S, seat: Seat) => foldIfAble(legalActions(s, seat)),
  };
}

/** A bound on a table's actions for a game of `rounds` betting rounds a hand. */
export function communityMaxActions(rounds: number) {
  return (
    o: { readonly stack: number; readonly hands?: number | null; readonly betting: BettingOptions },
    players: number,
  ): number => {
    const chips = players * o.stack;
    let perHand = players;
    for (let r = 0; r < rounds; r++)
      perHand += maxRoundActions(players, chips, roundRules(o.betting, r, rounds));
    return perHand * (o.hands ?? 100_000);
  };
}
