/**
 * What each seat may know, and worlds consistent with it. A seat sees its own hole cards, the
 * rows turned so far, everyone's chips and bets, who has declared (and its own declaration), and
 * the hands shown at a showdown with their declarations. Never another seat's hole cards before
 * they are shown, a folded hand, a board card still face down, or a declaration before the
 * reveal. The shape is the web client's `CommunityView` (web/src/games/community).
 */
import {
  type BuyInsView,
  type Declaration,
  potTotal,
  type SeatStatus,
} from "../../betting/index.js";
import type { Card } from "../../cards/standard.js";
import type { Seat, Viewer } from "../../core/game.js";
import { Rng } from "../../core/rng.js";
import { inHand } from "./flow.js";
import type { WildKillOptions } from "./options.js";
import { copyResult, type HandResult, nextState, ROUNDS, type WildKillState } from "./state.js";

export interface WildKillView {
  readonly viewer: Viewer;
  readonly options: WildKillOptions;
  readonly players: number;
  /** 1-based number of the hand being played (the last one, when over). */
  readonly hand: number;
  readonly dealer: Seat;
  readonly phase: "betting" | "declare" | "over";
  /** The betting round (0…3): after the deal, the wild row, the shared row, the kill row. */
  readonly round: number;
  readonly rounds: number;
  readonly toAct: Seat[];
  readonly stacks: number[];
  /** Chips each seat has put in this hand. */
  readonly committed: number[];
  readonly status: SeatStatus[];
  readonly pot: number;
  /** The open betting round: each seat's bet in it, the bet to call, whose turn, the bet size. */
  readonly betting: { bets: number[]; level: number; actor: Seat; bet: number } | null;
  /** Hole cards this viewer can see per seat; null where they are hidden. */
  readonly hole: (Card[] | null)[];
  /** The nine board cards, null while face down: 0–1 wild, 2–4 shared, 5–8 kill. */
  readonly board: (Card | null)[];
  /** In the declaration: who has declared (not what). */
  readonly declared: boolean[];
  readonly myDeclaration: Declaration | null;
  readonly last: HandResult | null;
  /** At a table with rebuys: every buy-in, and who is asked to rebuy now. */
  readonly buyIns?: BuyInsView;
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
  return h.declarations.flatMap((d, seat) => (d === null && inHand(h, seat) ? [seat] : []));
}

const declarations: readonly Declaration[] = ["high", "low", "both"];

/**
 * A world consistent with `seat`'s view: every card it cannot see (other seats' hole cards not
 * shown, folded hands, board cards still face down) is dealt afresh from the cards it has not
 * seen; other seats' secret declarations are chosen again; and the generator for future
 * shuffles is replaced, since nobody knows the deals to come.
 */
export function resampleWildKill(s: WildKillState, seat: Seat, rng: Rng): WildKillState {
  // The flow never writes shared arrays in place (state.ts, nextState), so the new world shares
  // every part it does not deal afresh.
  const next = nextState(s);
  next.rng = Rng.fromInt(rng.uint32()).state();
  const h = next.hand;
  if (!h) return next;
  const n = h.hole.length;
  const hidden: boolean[] = new Array(n);
  for (let x = 0; x < n; x++) hidden[x] = x !== seat;
  if (s.over && s.last) for (const x of s.last.shown) hidden[x.seat] = false;
  const seen: boolean[] = new Array(52).fill(false);
  for (let k = 0; k < h.turned; k++) seen[h.board[k]!] = true;
  for (let x = 0; x < n; x++) if (!hidden[x]) for (const c of h.hole[x]!) seen[c] = true;
  // The unseen cards in deck order, shuffled: the hidden hands from the front, in seat order,
  // the face-down board from the back.
  const pool: Card[] = [];
  for (let c = 0; c < 52; c++) if (!seen[c]) pool.push(c);
  rng.shuffle(pool);
  let front = 0;
  let back = pool.length;
  const hole = h.hole.slice();
  for (let x = 0; x < n; x++) {
    if (!hidden[x]) continue;
    const cards = new Array<Card>(hole[x]!.length);
    for (let i = 0; i < cards.length; i++) cards[i] = pool[front++]!;
    hole[x] = cards;
  }
  const board = h.board.slice();
  for (let i = h.turned; i < board.length; i++) board[i] = pool[--back]!;
  next.hand = { ...h, hole, board, declarations: h.declarations.slice() };
  const d = next.hand.declarations;
  for (let x = 0; x < n; x++) if (d[x] !== null && x !== seat) d[x] = declarations[rng.int(3)]!;
  return next;
}
