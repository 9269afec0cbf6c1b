/**
 * What each seat may know, and worlds consistent with it. A seat sees its own cards (and its own
 * discards while they lie in the pile, and its own folded hand), how many cards everyone
 * discarded, every hand shown at the announcement, and — when the table deals face up — every
 * hand still in and the discard pile. Never a folded hand of another seat, the stock, or a
 * secret discard choice before the reveal.
 */
import { type BuyInsView, potTotal, type SeatStatus } from "../../betting/index.js";
import { type ColonialCard, sortCards } from "../../cards/colonial.js";
import { evaluateHand } from "../../cards/colonial-eval.js";
import type { Seat, Viewer } from "../../core/game.js";
import { Rng } from "../../core/rng.js";
import { announcer, inHand } from "./flow.js";
import type { ColonialOptions } from "./options.js";
import {
  type ColonialState,
  copyOf,
  copyState,
  type HandResult,
  type Phase,
  type ShownHand,
} from "./state.js";

export interface ColonialView {
  readonly viewer: Viewer;
  readonly players: number;
  readonly options: ColonialOptions;
  /** 1-based number of the hand being played (or the last one, when over). */
  readonly hand: number;
  readonly runoff: number;
  readonly over: boolean;
  readonly dealer: Seat;
  readonly phase: Phase | "over";
  readonly toAct: Seat[];
  readonly cutter: Seat | null;
  readonly cut: number | "tap" | null;
  readonly stacks: number[];
  /** Chips each seat has put in this hand. */
  readonly committed: number[];
  readonly pot: number;
  readonly status: SeatStatus[];
  /** The open betting round: whose turn, each seat's bet in it, the bet to call. */
  readonly round: { actor: Seat; bets: number[]; level: number } | null;
  readonly betRound: number;
  /** Cards this viewer can see per seat; null where they are hidden. */
  readonly cards: (ColonialCard[] | null)[];
  readonly cardCounts: number[];
  /** Per completed discard round, how many cards each seat discarded. */
  readonly discardCounts: number[][];
  /** In the discard phase: who has chosen. */
  readonly chosen: boolean[];
  /** The viewer's own secret discard choice, until the reveal. */
  readonly myDiscard: ColonialCard[] | null;
  /** The viewer's own cards lying in the discard pile. */
  readonly myPile: ColonialCard[];
  /** The viewer's own folded hand. */
  readonly myFolded: ColonialCard[];
  /** The whole discard pile, face-up tables only. */
  readonly pile: ColonialCard[] | null;
  readonly pileCount: number;
  readonly stockCount: number;
  readonly reshuffles: number;
  readonly shown: (ShownHand | null)[];
  /** The viewer's best hand now. */
  readonly best: { description: string; rank: number } | null;
  readonly runoffsPending: { amount: number; seats: Seat[] }[];
  readonly last: HandResult | null;
  /** At a table with rebuys: every buy-in, and who is asked to rebuy now. */
  readonly buyIns?: BuyInsView;
}

export function colonialView(s: ColonialState, viewer: Viewer): ColonialView {
  const h = s.hand;
  const me = typeof viewer === "number" ? viewer : -1;
  const n = s.players;
  const faceUp = s.options.faceUp;
  const seatsOf = (cards: readonly { by: Seat; card: ColonialCard }[], seat: Seat) =>
    cards.filter((p) => p.by === seat).map((p) => p.card);
  const cards = Array.from({ length: n }, (_, seat): ColonialCard[] | null => {
    if (!h) return null;
    if (seat === me || h.shown[seat] !== null || (faceUp && inHand(h, seat)))
      return [...h.hands[seat]!];
    return null;
  });
  const mine = me >= 0 && h ? h.hands[me]! : [];
  const best = mine.length ? evaluateHand(mine) : null;
  const b = h?.betting;
  return {
    viewer,
    players: n,
    options: s.options,
    hand: s.over ? s.handsPlayed : s.handsPlayed + 1,
    runoff: h?.runoff ?? 0,
    over: s.over,
    dealer: s.dealer,
    phase: s.over || !h ? "over" : h.phase,
    toAct: toActOf(s),
    cutter: h?.cutter ?? null,
    cut: h?.cut ?? null,
    stacks: b ? [...b.stacks] : [...s.stacks],
    committed: b ? [...b.committed] : s.stacks.map(() => 0),
    pot: b ? potTotal(b) : 0,
    status: b ? [...b.status] : s.stacks.map((c) => (c > 0 ? "active" : "out")),
    round: b?.round
      ? { actor: b.round.actor, bets: [...b.round.bets], level: b.round.level }
      : null,
    betRound: h?.betRound ?? 0,
    cards,
    cardCounts: h ? h.hands.map((c) => c.length) : s.stacks.map(() => 0),
    discardCounts: h ? h.discardCounts.map((r) => [...r]) : [],
    chosen:
      h && h.phase === "discard" ? h.pending.map((p) => p !== null) : s.stacks.map(() => false),
    myDiscard: h && me >= 0 && h.pending[me] ? [...h.pending[me]!] : null,
    myPile: h && me >= 0 ? seatsOf(h.pile, me) : [],
    myFolded: h && me >= 0 ? seatsOf(h.muck, me) : [],
    pile: h && faceUp ? h.pile.map((p) => p.card) : null,
    pileCount: h?.pile.length ?? 0,
    stockCount: h?.stock.length ?? 0,
    reshuffles: h?.reshuffles ?? 0,
    shown: h ? h.shown.map((x) => (x ? copyOf(x) : null)) : s.stacks.map(() => null),
    best: best ? { description: best.description, rank: best.rank } : null,
    runoffsPending: s.runoffs.map((r) => ({ amount: r.amount, seats: [...r.seats] })),
    last: s.last ? copyOf(s.last) : null,
  };
}

export function toActOf(s: ColonialState): Seat[] {
  const h = s.hand;
  if (s.over || !h) return [];
  switch (h.phase) {
    case "cut":
      return h.cutter === null ? [] : [h.cutter];
    case "bet":
      return h.betting.round ? [h.betting.round.actor] : [];
    case "discard":
      return h.pending.flatMap((p, seat) => (p === null && inHand(h, seat) ? [seat] : []));
    case "announce": {
      const next = announcer(h);
      return next === null ? [] : [next];
    }
  }
}

/**
 * A world consistent with `seat`'s view: every card it cannot see (the stock, other hands not
 * shown or face up, other seats' discards and folded hands) is dealt afresh into the same places,
 * other seats' secret discard choices are chosen again, and the generator for future shuffles is
 * replaced, since nobody knows the cards to come.
 */
export function resampleColonial(s: ColonialState, seat: Seat, rng: Rng): ColonialState {
  const next = copyState(s);
  next.rng = Rng.fromInt(rng.uint32()).state();
  const h = next.hand;
  if (!h) return next;
  const faceUp = s.options.faceUp;
  const hiddenHand = (x: Seat) => x !== seat && h.shown[x] === null && !(faceUp && inHand(h, x));
  const pool: ColonialCard[] = [...h.stock];
  h.hands.forEach((cards, x) => {
    if (hiddenHand(x)) pool.push(...cards);
  });
  for (const p of h.pile) if (!faceUp && p.by !== seat) pool.push(p.card);
  for (const p of h.muck) if (p.by !== seat) pool.push(p.card);
  rng.shuffle(pool);
  h.stock = pool.splice(0, h.stock.length);
  h.hands = h.hands.map((cards, x) =>
    hiddenHand(x) ? sortCards(pool.splice(0, cards.length)) : cards,
  );
  h.pile = h.pile.map((p) => (!faceUp && p.by !== seat ? { by: p.by, card: pool.pop()! } : p));
  h.muck = h.muck.map((p) => (p.by !== seat ? { by: p.by, card: pool.pop()! } : p));
  h.pending = h.pending.map((p, x) => {
    if (p === null || x === seat) return p;
    const cards = [...h.hands[x]!];
    rng.shuffle(cards);
    const size = rng.int(Math.min(s.options.maxDiscard, cards.length) + 1);
    return sortCards(cards.slice(0, size));
  });
  return next;
}
