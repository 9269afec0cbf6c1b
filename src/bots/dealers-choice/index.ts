/**
 * Bots at a Pyramid night. The dealer's call is made by a documented preference; every move of
 * a deal is the called game's own bot's, given that game's view, legal moves and worlds (the
 * session's resampled state, narrowed to the deal). A deal is a table of its own game, so an
 * ISMCTS player searches it with that game's hints and its outcome (the chips won in the deal).
 */
import type { Action, GameDefinition } from "../../core/game.js";
import type { Player, SeatContext } from "../../core/match.js";
import { callable, defaultPoints } from "../../games/dealers-choice/call.js";
import type {
  CallableId,
  CallGameAction,
  DealersChoiceView,
} from "../../games/dealers-choice/index.js";
import type { DealersChoiceState } from "../../games/dealers-choice/state.js";

/**
 * The heuristic's call: the table's games in rotation, deal by deal (deal 1 the first game the
 * table lists, deal 2 the next, …), each with its own default points. Every game comes round as
 * often as the others, and the points are the ones each game's bot was tuned on.
 */
export function rotationCall(view: DealersChoiceView): CallGameAction {
  const game = view.games[(view.number - 1) % view.games.length]!;
  return { type: "call-game", game, points: defaultPoints(game) };
}

/**
 * A dealer's-choice player from a bot per called game (made on first need, one per game) and a
 * way to call. The bot of a deal sees only what the seat sees of that deal.
 */
export function dealersChoicePlayer(
  makeDealBot: (game: GameDefinition) => Player,
  call: (view: DealersChoiceView) => CallGameAction = rotationCall,
): Player<DealersChoiceState, Action, DealersChoiceView> {
  const made = new Map<CallableId, Player>();
  return (ctx) => {
    const v = ctx.view;
    if (!v.deal) return call(v);
    const id = v.deal.game;
    const game = callable[id].game;
    let bot = made.get(id);
    if (!bot) {
      bot = makeDealBot(game);
      made.set(id, bot);
    }
    const inner: SeatContext = {
      game,
      seat: ctx.seat,
      view: v.deal.view,
      legal: ctx.legal,
      observe: (rng) => ctx.observe(rng).deal!.state,
    };
    return bot(inner);
  };
}
