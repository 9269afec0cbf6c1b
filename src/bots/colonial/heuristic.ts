/**
 * The Colonial Pyramid heuristic, from the text's own strategy (weigh discarding the extra cards
 * against discarding more to raise the odds of a likelier pyramid) and plain poker sense:
 *
 * - **Discard** to the choice whose exact draw odds, from the cards it has not seen, give the best
 *   expected chance of beating the hands the others will end with.
 * - **Bet by that chance**: before the last draw, the best discard's expected chance; after it,
 *   the chance of the hand it holds. It bets and raises for value when it is well ahead, calls
 *   when the pot pays for its chance, checks when it can, and folds otherwise.
 * - It always shows at the announcement (the chips are in; only a shown hand can win them), cuts
 *   a number of cards drawn from its seed or taps (a cut changes no odds, so it varies by seed
 *   as a person's would), and never folds a hand it may keep for free.
 *
 * "The others' hands" are measured against a table of sampled final hands of plain players of
 * the same deck and discards (`RankTable`); with several opponents still in, it must beat each.
 * It reads only the seat's view.
 */

import type { BetAction } from "../../betting/index.js";
import { type ColonialCard, countKinds, kindOf } from "../../cards/colonial.js";
import type { Player, SeatContext } from "../../core/match.js";
import { Rng } from "../../core/rng.js";
import type { ColonialAction } from "../../games/colonial/actions.js";
import type { ColonialView } from "../../games/colonial/view.js";
import { forEachDraw, type RankTable, rankOf, rankTable, unseenCounts } from "./odds.js";

export interface ColonialWeights {
  /** Chance of winning above which it bets or raises. */
  readonly value: number;
  /** Chance above which it moves all-in (or raises as much as it may). */
  readonly nuts: number;
  /** An opening bet or raise as a share of the pot. */
  readonly size: number;
  /** Added to the pot odds a call must beat: a little caution against strong bettors. */
  readonly margin: number;
  /** How often it bets a weak hand when nobody has bet. */
  readonly bluff: number;
}

export const defaultColonialWeights: ColonialWeights = {
  value: 0.68,
  nuts: 0.9,
  size: 0.75,
  margin: 0.03,
  bluff: 0.05,
};

type Ctx = SeatContext<unknown, ColonialAction, ColonialView>;

/** Every card this seat has seen: its hand, hands shown or face up, its discards and folds. */
function seenCards(v: ColonialView): ColonialCard[] {
  const seen: ColonialCard[] = [];
  v.cards.forEach((cards) => {
    if (cards) seen.push(...cards);
  });
  if (v.pile) seen.push(...v.pile);
  else seen.push(...v.myPile);
  seen.push(...v.myFolded);
  return seen;
}

interface Judged {
  readonly cards: readonly ColonialCard[];
  /** Expected chance of beating every opponent still in. */
  readonly chance: number;
}

/** The expected chance each discard gives, best first. */
export function judgeDiscards(
  hand: readonly ColonialCard[],
  choices: readonly (readonly ColonialCard[])[],
  pool: readonly number[],
  table: RankTable,
  opponents: number,
): Judged[] {
  const out = choices.map((cards) => {
    const kept = countKinds(hand);
    for (const c of cards) kept[kindOf(c)]!--;
    let chance = 0;
    forEachDraw(kept, pool, cards.length, (h, p) => {
      chance += p * table.beats(rankOf(h)) ** opponents;
    });
    return { cards, chance };
  });
  // Stable: among equals, the smaller discard (listed first) stays first.
  return out.sort((a, b) => b.chance - a.chance);
}

/** The chance this seat's hand wins now: before its last draw, after its best discard. */
function handChance(v: ColonialView, me: number, table: RankTable, opponents: number): number {
  const hand = v.cards[me] ?? [];
  const drawsLeft = v.options.discards - v.discardCounts.length;
  if (drawsLeft <= 0 || hand.length === 0)
    return table.beats(rankOf(countKinds(hand))) ** opponents;
  const pool = unseenCounts(v.options.deck, seenCards(v));
  const best = judgeDiscards(hand, discardSets(hand, v.options.maxDiscard), pool, table, opponents);
  return best[0]!.chance;
}

/** The distinct discards worth judging: the engine's list, rebuilt from the hand. */
function discardSets(hand: readonly ColonialCard[], most: number): ColonialCard[][] {
  const out: ColonialCard[][] = [];
  const seen = new Set<string>();
  const n = hand.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    const cards = hand.filter((_, i) => mask & (1 << i));
    if (cards.length > most) continue;
    const key = cards.join(" ");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(cards);
  }
  return out.sort((a, b) => a.length - b.length);
}

function opponentsIn(v: ColonialView, me: number): number {
  let n = 0;
  v.status.forEach((s, seat) => {
    if (seat !== me && (s === "active" || s === "all-in")) n++;
  });
  return Math.max(1, n);
}

/** The legal bet or raise nearest `target` (the seat's total bet this round), or all-in. */
function sized(legal: readonly ColonialAction[], target: number): ColonialAction | null {
  let best: ColonialAction | null = null;
  let gap = Number.POSITIVE_INFINITY;
  for (const a of legal) {
    const to = a.type === "bet" ? a.amount : a.type === "raise" ? a.to : null;
    if (to === null) continue;
    const d = Math.abs(to - target);
    if (d < gap) {
      gap = d;
      best = a;
    }
  }
  if (best) return best;
  return legal.find((a) => a.type === "all-in") ?? null;
}

function find(legal: readonly ColonialAction[], type: BetAction["type"]): ColonialAction | null {
  return legal.find((a) => a.type === type) ?? null;
}

/** A betting decision from the chance of winning, the pot and the price of staying in. */
export function betChoice(
  v: Pick<ColonialView, "round" | "stacks" | "pot">,
  me: number,
  legal: readonly ColonialAction[],
  chance: number,
  w: ColonialWeights,
  rng: Rng,
): ColonialAction {
  const round = v.round!;
  const mine = round.bets[me] ?? 0;
  const toCall = round.level - mine;
  const stack = v.stacks[me] ?? 0;
  const passive = find(legal, "check") ?? find(legal, "call");
  const allIn = find(legal, "all-in");
  if (chance >= w.nuts) {
    const big = sized(legal, round.level + Math.max(v.pot + toCall, 2 * round.level));
    return (stack <= v.pot ? allIn : null) ?? big ?? allIn ?? passive ?? legal[0]!;
  }
  if (chance >= w.value || (toCall === 0 && rng.float() < w.bluff)) {
    const target = round.level + Math.max(1, Math.round(w.size * (v.pot + toCall)));
    const raise = sized(legal, target);
    if (raise) return raise;
    return passive ?? allIn ?? legal[0]!;
  }
  if (toCall === 0) return find(legal, "check") ?? legal[0]!;
  // The pot odds: what a call adds against what it may win.
  const price = Math.min(toCall, stack);
  const odds = price / (v.pot + price);
  if (chance >= odds + w.margin) return find(legal, "call") ?? allIn ?? legal[0]!;
  return find(legal, "fold") ?? legal[0]!;
}

/** The heuristic's choice for the seat in `ctx`, from its view alone. */
export function colonialChoice(
  ctx: Ctx,
  rng: Rng,
  w: ColonialWeights = defaultColonialWeights,
): ColonialAction {
  const { legal, view: v, seat: me } = ctx;
  if (legal.length === 1) return legal[0]!;
  const table = rankTable(v.options);
  const opponents = opponentsIn(v, me);
  switch (v.phase) {
    case "cut":
      return legal[rng.int(legal.length)]!;
    case "announce":
      return legal.find((a) => a.type === "show") ?? legal[0]!;
    case "discard": {
      const hand = v.cards[me] ?? [];
      const choices = legal.flatMap((a) => (a.type === "discard" ? [a.cards] : []));
      const pool = unseenCounts(v.options.deck, seenCards(v));
      const best = judgeDiscards(hand, choices, pool, table, opponents)[0];
      return legal.find((a) => a.type === "discard" && a.cards === best?.cards) ?? legal[0]!;
    }
    case "bet":
      return betChoice(v, me, legal, handChance(v, me, table, opponents), w, rng);
    default:
      return legal[0]!;
  }
}

export function colonialHeuristic(seed: number, w?: ColonialWeights): Player {
  const rng = Rng.fromInt(seed);
  return (ctx) => colonialChoice(ctx as Ctx, rng, w);
}
