/**
 * What each seat may know, and worlds consistent with it. A seat sees its own hole cards (its
 * folded hand too), the board cards turned so far, who has declared, its own declaration, and at
 * the showdown every hand shown and every declaration. Never another seat's hole cards before
 * they are shown, a folded hand, the board cards still face down, the stock, or another seat's
 * declaration before the reveal. The shape is the web client's `CommunityView`
 * (web/src/games/community/CommunityBoard.tsx).
 */
import { potTotal } from "../../betting/index.js";
import type { Card } from "../../cards/standard.js";
import type { Seat, Viewer } from "../../core/game.js";
import type { Rng } from "../../core/rng.js";
import {
  type CommunityView,
  redealHoles,
  redrawDeclarations,
  resampleCommunity,
} from "../community/view.js";
import { undeclared } from "./flow.js";
import { copyShown, type HandResult, ROUNDS, type ThreeSidedState } from "./state.js";

export interface ThreeSidedView extends CommunityView {
  /** The table's rules (public): the odds panel needs the low order and qualifier. */
  readonly low: ThreeSidedState["options"]["low"];
  readonly lowQualifier: ThreeSidedState["options"]["lowQualifier"];
  /** Index k = position k+1; null while face down. */
  readonly board: (Card | null)[];
  /** The viewer's own declaration this hand, until the hand is paid. */
  readonly myDeclaration: string | null;
  readonly last: {
    hand: number;
    shown: { seat: Seat; hole: Card[]; declare: string | null; text: string }[];
    won: number[];
  } | null;
}

function lastOf(last: HandResult | null): ThreeSidedView["last"] {
  if (!last) return null;
  return { hand: last.hand, shown: last.shown.map(copyShown), won: [...last.won] };
}

export function threeSidedView(s: ThreeSidedState, viewer: Viewer): ThreeSidedView {
  const h = s.hand;
  const me = typeof viewer === "number" ? viewer : -1;
  const n = s.players;
  // Hands shown at this hand's showdown (once the hand is done, `last` is this hand).
  const shownNow = new Map(
    h?.phase === "done" && s.last ? s.last.shown.map((x) => [x.seat, x.hole] as const) : [],
  );
  const b = h?.betting;
  const r = b?.round ?? null;
  return {
    low: s.options.low,
    lowQualifier: s.options.lowQualifier,
    players: n,
    hand: h?.phase === "done" ? s.handsPlayed : s.handsPlayed + 1,
    dealer: s.dealer,
    phase: s.over ? "over" : h?.phase === "declare" ? "declare" : "betting",
    round: Math.max(0, h?.round ?? 0),
    rounds: ROUNDS,
    stacks: b ? [...b.stacks] : [...s.stacks],
    committed: b ? [...b.committed] : s.stacks.map(() => 0),
    status: b ? [...b.status] : s.stacks.map((c) => (c > 0 ? "active" : "out")),
    pot: b ? potTotal(b) : 0,
    betting: r ? { bets: [...r.bets], level: r.level, actor: r.actor, bet: r.rules.bet } : null,
    hole: Array.from({ length: n }, (_, seat): Card[] | null => {
      if (!h) return null;
      if (seat === me && h.hole[seat]!.length > 0) return [...h.hole[seat]!];
      const shown = shownNow.get(seat);
      return shown ? [...shown] : null;
    }),
    board: h
      ? h.board.map((c, k) => (k < h.turned ? c : null))
      : Array.from({ length: 6 }, () => null),
    declared:
      h?.phase === "declare"
        ? h.declarations.map((d) => d !== null)
        : Array.from({ length: n }, () => false),
    myDeclaration: h && me >= 0 && h.phase === "declare" ? (h.declarations[me] ?? null) : null,
    last: lastOf(s.last),
  };
}

export function toActOf(s: ThreeSidedState): Seat[] {
  const h = s.hand;
  if (s.over || !h) return [];
  if (h.phase === "betting") return h.betting.round ? [h.betting.round.actor] : [];
  if (h.phase === "declare") return undeclared(s);
  return [];
}

/**
 * A world consistent with `seat`'s view: every card it cannot see (the board cards still face
 * down, other seats' hole cards not shown, folded hands) is dealt afresh into the same
 * places; other seats' secret declarations are chosen again; and the generator for the next
 * hands is replaced, since nobody knows the cards to come.
 */
export function resampleThreeSided(s: ThreeSidedState, seat: Seat, rng: Rng): ThreeSidedState {
  const shown = (h: NonNullable<ThreeSidedState["hand"]>) =>
    h.phase === "done" && s.last ? s.last.shown : [];
  return resampleCommunity(s, seat, rng, shown, (h, { hidden, pool }) => {
    // The unseen cards, dealt to the face-down board then the hidden hands.
    let p = 0;
    const board = h.board.slice();
    for (let k = h.turned; k < board.length; k++) board[k] = pool[p++]!;
    h.board = board;
    h.hole = redealHoles(h.hole, hidden, () => pool[p++]!);
    if (h.phase === "declare") h.declarations = redrawDeclarations(h.declarations, seat, rng);
  });
}
