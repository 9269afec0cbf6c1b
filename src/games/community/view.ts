/**
 * What a Three-sided or Wild/Kill view holds alike: the hand's place at the table, its betting,
 * and the cards as the viewer may see them. Each game's view adds its board's layout, its rules
 * and its last hand.
 */
import type { BuyInsView, Declaration, SeatStatus } from "../../betting/index.js";
import type { Card } from "../../cards/standard.js";
import type { Seat } from "../../core/game.js";
import { Rng } from "../../core/rng.js";
import { type CommunityHand, type CommunityTable, nextCommunityState } from "./state.js";

export interface CommunityView {
  readonly players: number;
  /** 1-based number of the hand being played (the last one, when over). */
  readonly hand: number;
  readonly dealer: Seat;
  readonly phase: "betting" | "declare" | "over";
  /** The betting round open or last opened, 0-based; `rounds` in all. */
  readonly round: number;
  readonly rounds: number;
  readonly stacks: number[];
  /** Chips each seat has put in this hand. */
  readonly committed: number[];
  readonly status: SeatStatus[];
  readonly pot: number;
  /** The open betting round: each seat's bet in it, the bet to call, whose turn, the bet size. */
  readonly betting: { bets: number[]; level: number; actor: Seat; bet: number } | null;
  /** Hole cards per seat as this viewer sees them; null where hidden. */
  readonly hole: (Card[] | null)[];
  /** The board cards, null while face down. */
  readonly board: (Card | null)[];
  /** In the declaration: who has declared (not what). */
  readonly declared: boolean[];
  /** At a table with rebuys: every buy-in, and who is asked to rebuy now. */
  readonly buyIns?: BuyInsView;
}

/**
 * What a resample for `seat` deals afresh: `hidden`, the hands it cannot see (all but its own and
 * those `shown`); `pool`, every card neither turned on the board nor in a hand it can see, in deck
 * order, shuffled.
 */
function unseenCards(
  h: CommunityHand<unknown>,
  seat: Seat,
  shown: readonly { readonly seat: Seat }[],
  rng: Rng,
): { hidden: boolean[]; pool: Card[] } {
  const n = h.hole.length;
  const hidden: boolean[] = new Array(n);
  for (let x = 0; x < n; x++) hidden[x] = x !== seat;
  for (const x of shown) hidden[x.seat] = false;
  const seen: boolean[] = new Array(52).fill(false);
  for (let k = 0; k < h.turned; k++) seen[h.board[k]!] = true;
  for (let x = 0; x < n; x++) if (!hidden[x]) for (const c of h.hole[x]!) seen[c] = true;
  const pool: Card[] = [];
  for (let c = 0; c < 52; c++) if (!seen[c]) pool.push(c);
  rng.shuffle(pool);
  return { hidden, pool };
}

/**
 * A world consistent with `seat`'s view, as both games make one. The state `apply` works on (the
 * flows never write shared arrays in place, state.ts, so the new world shares every part it does
 * not deal afresh), with the generator for the hands to come replaced, since nobody knows them;
 * then `redeal` deals the hand's unseen cards (`unseenCards`, the hands in `shown` seen too) into
 * the places `seat` cannot see, in the game's own order.
 */
export function resampleCommunity<O, P, R>(
  s: CommunityTable<O, P, R>,
  seat: Seat,
  rng: Rng,
  shown: (hand: CommunityHand<P>) => readonly { readonly seat: Seat }[],
  redeal: (hand: CommunityHand<P>, unseen: { hidden: boolean[]; pool: Card[] }) => void,
): CommunityTable<O, P, R> {
  const next = nextCommunityState(s);
  next.rng = Rng.fromInt(rng.uint32()).state();
  const h = next.hand;
  if (h) redeal(h, unseenCards(h, seat, shown(h), rng));
  return next;
}

/** The hole cards with each `hidden` hand dealt afresh, card by card, from `draw`. */
export function redealHoles(
  hole: readonly Card[][],
  hidden: readonly boolean[],
  draw: () => Card,
): Card[][] {
  return hole.map((cards, x) => {
    if (!hidden[x]) return cards;
    const dealt = new Array<Card>(cards.length);
    for (let i = 0; i < dealt.length; i++) dealt[i] = draw();
    return dealt;
  });
}

const WAYS: readonly Declaration[] = ["high", "low", "both"];

/** Every other seat's secret declaration, made, chosen again in seat order; `seat`'s own kept. */
export function redrawDeclarations(
  declarations: readonly (Declaration | null)[],
  seat: Seat,
  rng: Rng,
): (Declaration | null)[] {
  return declarations.map((d, x) => (d === null || x === seat ? d : rng.pick(WAYS)));
}
