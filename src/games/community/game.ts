/**
 * One builder for the community-card games with a declaration (Three-sided and Wild/Kill
 * Pyramid): from a game's own parts (its deal, what follows a betting round, its showdown, its
 * view and words) it makes the whole game — the table's start and deals, the checked `apply`
 * (betting in turn, one secret declaration a seat), the turn order, rebuys between hands — and
 * the game as a dealer's-choice table calls it.
 */
import {
  type BettingOptions,
  type DealPoint,
  type Declaration,
  dealTableAt,
  handByHandRebuys,
  inHand,
  isBetAction,
  type TableGame,
  type TableOptions,
  type TableStart,
  tableChips,
  tableMembers,
  takeBet,
  withRebuys,
} from "../../betting/index.js";
import { ErrorCode, type RuleError, ruleError } from "../../core/errors.js";
import type { GameDefinition, GameEvent, Seat } from "../../core/game.js";
import { err, ok, type Result } from "../../core/result.js";
import { Rng, reseedRng } from "../../core/rng.js";
import {
  type CommunityAction,
  communityActionParser,
  communityActionSchema,
  formatCommunityAction,
} from "./actions.js";
import { type CommunityHand, type CommunityTable, nextCommunityState } from "./state.js";
import { communityMaxActions, communityTurns } from "./turns.js";
import type { CommunityView } from "./view.js";

type Events = GameEvent[];

/** What every community game's options hold: the table's, and its betting. */
export type CommunityOptions = TableOptions & { readonly betting: BettingOptions };

/** The phases every community hand has; a game may add its own (Three-sided's "done"). */
type Phase = "betting" | "declare";

/** A game's own parts, from which `communityGame` builds the rest. */
export interface CommunityRules<O extends CommunityOptions, P extends string, R, V>
  extends Pick<
    GameDefinition<O, CommunityTable<O, P, R>, CommunityAction, V>,
    | "summary"
    | "options"
    | "checkOptions"
    | "variants"
    | "view"
    | "resample"
    | "render"
    | "screen"
    | "legend"
    | "hint"
  > {
  /** The catalogue entry: id, name and player counts. */
  readonly entry: {
    readonly id: string;
    readonly name: string;
    readonly minPlayers: number;
    readonly maxPlayers: number;
  };
  /** Betting rounds in a hand. */
  readonly rounds: number;
  /** Antes, the deal and the first betting round of a new hand. */
  startHand(s: CommunityTable<O, P, R>, rng: Rng, events: Events): void;
  /** A betting round is over: turn cards, call the declaration, or show down. */
  afterBetting(s: CommunityTable<O, P, R>, rng: Rng, events: Events): void;
  /** All but one folded: the pots go to the one left. */
  endUncontested(s: CommunityTable<O, P, R>, rng: Rng, events: Events): void;
  /** `seat` declared `way` (already recorded): say so, and show down once all are in. */
  declared(
    s: CommunityTable<O, P, R>,
    seat: Seat,
    way: Declaration,
    rng: Rng,
    events: Events,
  ): void;
  /** The seats to act now. */
  toAct(s: CommunityTable<O, P, R>): Seat[];
  /** The points a dealer announces at a dealer's-choice table, and their words. */
  readonly points: readonly DealPoint[];
  announce(options: O): string;
}

export function illegal(message: string): Result<never, RuleError> {
  return err(ruleError(ErrorCode.illegal, message));
}

/** Why `seat` may not declare now, or null. */
function declareRefusal(h: CommunityHand<string>, seat: Seat): string | null {
  if (h.phase !== "declare") return "There is nothing to declare now.";
  if (!inHand(h.betting, seat)) return "You are not in this hand.";
  if (h.declarations[seat] !== null) return "You have declared already.";
  return null;
}

/**
 * The game built from its parts, with rebuys when the table allows them (src/betting/rebuy.ts),
 * and the game as a dealer's-choice table deals it.
 */
export function communityGame<
  O extends CommunityOptions,
  P extends Phase | "done",
  R,
  V extends CommunityView,
>(rules: CommunityRules<O, P, R, V>) {
  type S = CommunityTable<O, P, R>;
  const deal = (options: O, start: TableStart, rng: Rng): { state: S; events: Events } =>
    dealTableAt<S>({ options, hand: null, last: null, over: false }, start, rng, rules.startHand);
  const nextState = (s: S): S => nextCommunityState(s);
  const game: GameDefinition<O, S, CommunityAction, V> = {
    id: rules.entry.id,
    rulesVersion: 1,
    name: rules.entry.name,
    summary: rules.summary,
    minPlayers: rules.entry.minPlayers,
    maxPlayers: rules.entry.maxPlayers,
    options: rules.options,
    checkOptions: rules.checkOptions,
    variants: rules.variants,
    ...tableMembers(deal),
    actionSchema: communityActionSchema,
    maxActions: communityMaxActions(rules.rounds),

    ...communityTurns<S>(rules.toAct),

    apply(s, seat, action) {
      if (s.over || !s.hand) return err(ruleError(ErrorCode.gameOver, "The game is over."));
      if (action.type === "declare") {
        const why = declareRefusal(s.hand, seat);
        if (why) return illegal(why);
      } else if (!isBetAction(action)) {
        return illegal("Unknown action.");
      } else if (s.hand.phase !== "betting") {
        return illegal("There is no betting now: declare high, low or both.");
      }
      const next = nextState(s);
      const h = next.hand!;
      const rng = Rng.fromState(next.rng);
      const events: Events = [];
      if (action.type === "declare") {
        // A fresh array: the state `apply` works on shares the input's (state.ts).
        h.declarations = h.declarations.slice();
        h.declarations[seat] = action.way;
        rules.declared(next, seat, action.way, rng, events);
      } else {
        const r = takeBet(h, seat, action, events, {
          roundOver: () => rules.afterBetting(next, rng, events),
          decided: () => rules.endUncontested(next, rng, events),
        });
        if (!r.ok) return r;
      }
      next.rng = rng.state();
      return ok({ state: next, events });
    },

    view: rules.view,
    resample: rules.resample,
    reseed: reseedRng,
    conserved: (s) => tableChips(s),
    formatAction: formatCommunityAction,
    parseAction: communityActionParser(rules.entry.name),
    render: rules.render,
    ...(rules.screen ? { screen: rules.screen } : {}),
    ...(rules.legend ? { legend: rules.legend } : {}),
    hint: rules.hint,
  };
  const played = withRebuys(game, handByHandRebuys(nextState, rules.startHand));
  const table: TableGame<O, S> = {
    game: played,
    deal,
    points: rules.points,
    announce: rules.announce,
  };
  return { game: played, table, nextState };
}
