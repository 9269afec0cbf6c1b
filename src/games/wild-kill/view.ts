/**
 * What each seat may know, and worlds consistent with it. A seat sees its own hole cards, the
 * rows turned so far, everyone's chips and bets, who has declared (and its own declaration), and
 * the hands shown at a showdown with their declarations. Never another seat's hole cards before
 * they are shown, a folded hand, a board card still face down, or a declaration before the
 * reveal. The shape is the web client's `CommunityView` (web/src/games/community).
 */
import { type Declaration, inHand, potTotal } from "../../betting/index.js";
import type { Card } from "../../cards/standard.js";
import type { Seat, Viewer } from "../../core/game.js";
import type { Rng } from "../../core/rng.js";
import {
  type CommunityView,
  redealHoles,
  redrawDeclarations,
  resampleCommunity,
} from "../community/view.js";
import type { WildKillOptions } from "./options.js";
import { copyResult, type HandResult, ROUNDS, type WildKillState } from "./state.js";

export interface WildKillView extends CommunityView {
  readonly viewer: Viewer;
  readonly options: WildKillOptions;
  readonly toAct: Seat[];
  /** The nine board cards, null while face down: 0–1 wild, 2–4 shared, 5–8 kill. */
  readonly board: (Card | null)[];
  readonly myDeclaration: Declaration | null;
  readonly last: HandResult | null;
}

export function wildKillView(s: WildKillState, viewer: Viewer): WildKillView {
  const h = s.hand!;
  const b = h.betting;
  const me = typeof viewer === "number" ? viewer : -1;
  const shownAtEnd = new Map(
    s.over && s.last ? s.last.shown.map((x) => [x.seat, x.hole] as const) : [],
  );
  const hole = h.hole.map((cards, seat): Card[] | null => {
    if (seat === me) return [...cards];
    const shown = shownAtEnd.get(seat);
    return shown ? [...shown] : null;
  });
  const declaring = !s.over && h.phase === "declare";
  return {
    viewer,
    options: s.options,
    players: s.players,
    hand: s.over ? s.handsPlayed : s.handsPlayed + 1,
    dealer: s.dealer,
    phase: s.over ? "over" : h.phase,
    round: h.round,
    rounds: ROUNDS,
    toAct: toActOf(s),
    stacks: [...b.stacks],
    committed: [...b.committed],
    status: [...b.status],
    pot: potTotal(b),
    betting: b.round
      ? {
          bets: [...b.round.bets],
          level: b.round.level,
          actor: b.round.actor,
          bet: b.round.rules.bet,
        }
      : null,
    hole,
    board: h.board.map((c, i) => (i < h.turned ? c : null)),
    declared: h.declarations.map((d) => declaring && d !== null),
    myDeclaration: declaring && me >= 0 ? h.declarations[me]! : null,
    last: s.last ? copyResult(s.last) : null,
  };
}

export function toActOf(s: WildKillState): Seat[] {
  const h = s.hand;
  if (s.over || !h) return [];
  if (h.phase === "betting") return h.betting.round ? [h.betting.round.actor] : [];
  return h.declarations.flatMap((d, seat) => (d === null && inHand(h.betting, seat) ? [seat] : []));
}

/**
 * A world consistent with `seat`'s view: every card it cannot see (other seats' hole cards not
 * shown, folded hands, board cards still face down) is dealt afresh from the cards it has not
 * seen; other seats' secret declarations are chosen again; and the generator for future
 * shuffles is replaced, since nobody knows the deals to come.
 */
export function resampleWildKill(s: WildKillState, seat: Seat, rng: Rng): WildKillState {
  const shown = () => (s.over && s.last ? s.last.shown : []);
  return resampleCommunity(s, seat, rng, shown, (h, { hidden, pool }) => {
    // The unseen cards: the hidden hands from the front, in seat order, the face-down board from
    // the back.
    let front = 0;
    let back = pool.length;
    h.hole = redealHoles(h.hole, hidden, () => pool[front++]!);
    const board = h.board.slice();
    for (let i = h.turned; i < board.length; i++) board[i] = pool[--back]!;
    h.board = board;
    h.declarations = redrawDeclarations(h.declarations, seat, rng);
  });
}
