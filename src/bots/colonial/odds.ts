/**
 * The numbers the Colonial heuristic plays by: how a final hand of one rank fares against the
 * hands other players end with, and the exact odds of every draw from the cards a seat has not
 * seen. Cards of one colour and level are interchangeable, so hands and draws are counts per
 * kind (indexed like KINDS), and a few thousand distinct hands cover every deal.
 */

import { choose } from "../../cards/choose.js";
import {
  CAPSTONE_KIND,
  type ColonialCard,
  copies,
  type DeckComposition,
  KINDS,
  kindOf,
  newDeck,
} from "../../cards/colonial.js";
import { rankCounts } from "../../cards/colonial-eval.js";
import { drawFrom, Rng } from "../../core/rng.js";

/** What decides the hands players end with: the deck, the deal and the discards. */
export interface DealRules {
  readonly deck: DeckComposition;
  readonly handSize: number;
  readonly discards: number;
  readonly maxDiscard: number;
}

/** A hand's counts per kind as one number (at most 9 of a kind in any hand), for caches. */
export function countsKey(counts: readonly number[]): number {
  let k = 0;
  for (let i = counts.length - 1; i >= 0; i--) k = k * 10 + counts[i]!;
  return k;
}

const rankCache = new Map<number, number>();

/** `rankCounts`, remembered: a search meets the same few thousand hands again and again. */
export function rankOf(counts: readonly number[]): number {
  const key = countsKey(counts);
  let r = rankCache.get(key);
  if (r === undefined) {
    r = rankCounts(counts);
    rankCache.set(key, r);
  }
  return r;
}

/**
 * The discard a plain player makes, as the model of an opponent: keep the Capstone and the
 * cards a Full Pyramid wants (three third-level, two second-level, one first-level, any
 * colours), throw the extras, worst first, up to the most allowed.
 */
export function plainDiscard(counts: number[], most: number): number {
  const extra = plainExtras(counts);
  // Lowest kinds first: they make the worst kickers.
  const out = Math.min(most, extra.length);
  for (let i = 0; i < out; i++) counts[extra[i]!]!--;
  return out;
}

/** The kinds a Full Pyramid has no room for, lowest first. */
export function plainExtras(counts: readonly number[]): number[] {
  const want = [0, 1, 2, 3];
  const extra: number[] = [];
  for (let k = 0; k < CAPSTONE_KIND; k++) {
    const level = 3 - Math.floor(k / 3);
    for (let c = 0; c < counts[k]!; c++) {
      if (want[level]! > 0) want[level]!--;
      else extra.push(k);
    }
  }
  return extra;
}

/**
 * The ranks hands end with at a table of plain players (sampled deals, each discarding as
 * `plainDiscard` says and drawing from the rest of the deck), sorted: the yardstick a hand is
 * measured against.
 */
export class RankTable {
  private readonly ranks: Float64Array;

  constructor(rules: DealRules, samples = 12_000, seed = 1) {
    const rng = Rng.fromInt(seed);
    const deck = newDeck(rules.deck).map(kindOf);
    const ranks = new Float64Array(samples);
    const counts = new Array<number>(KINDS.length).fill(0);
    for (let i = 0; i < samples; i++) {
      // A partial shuffle deals the hand and every card it draws.
      const draw = drawFrom(deck, rng);
      counts.fill(0);
      for (let c = 0; c < rules.handSize; c++) counts[draw()]!++;
      for (let d = 0; d < rules.discards; d++) {
        const thrown = plainDiscard(counts, rules.maxDiscard);
        for (let c = 0; c < thrown; c++) counts[draw()]!++;
      }
      ranks[i] = rankOf(counts);
    }
    ranks.sort();
    this.ranks = ranks;
  }

  private readonly memo = new Map<number, number>();

  /** The chance a hand of this rank beats one hand from the table (a tie counts half). */
  beats(rank: number): number {
    let p = this.memo.get(rank);
    if (p === undefined) {
      const below = this.firstAtLeast(rank);
      const upTo = this.firstAtLeast(rank + 1);
      p = (below + (upTo - below) / 2) / this.ranks.length;
      this.memo.set(rank, p);
    }
    return p;
  }

  /** How many sampled ranks are below `rank`. */
  private firstAtLeast(rank: number): number {
    const r = this.ranks;
    let lo = 0;
    let hi = r.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (r[mid]! < rank) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

const tables = new Map<string, RankTable>();

export function rankTable(rules: DealRules): RankTable {
  const key = `${rules.deck} ${rules.handSize} ${rules.discards} ${rules.maxDiscard}`;
  let t = tables.get(key);
  if (!t) tables.set(key, (t = new RankTable(rules)));
  return t;
}

/** Cards a seat has not seen, per kind: the deck less every card it has seen. */
export function unseenCounts(deck: DeckComposition, seen: readonly ColonialCard[]): number[] {
  const counts = KINDS.map((_, k) => copies(k, deck));
  for (const c of seen) {
    const k = kindOf(c);
    if (counts[k]! > 0) counts[k]!--;
  }
  return counts;
}

/**
 * Every distinct draw of `k` cards from `pool` (counts per kind) added to `kept`, with its
 * probability: `visit` gets the counts of the hand it makes (reused: copy to keep).
 */
export function forEachDraw(
  kept: readonly number[],
  pool: readonly number[],
  k: number,
  visit: (hand: readonly number[], p: number) => void,
): void {
  const total = pool.reduce((a, c) => a + c, 0);
  if (k > total) k = total;
  const all = choose(total, k);
  const hand = kept.slice();
  const walk = (kind: number, left: number, weight: number) => {
    if (left === 0) {
      visit(hand, weight / all);
      return;
    }
    if (kind === pool.length) return;
    const most = Math.min(left, pool[kind]!);
    for (let x = 0; x <= most; x++) {
      hand[kind]! += x;
      walk(kind + 1, left - x, weight * choose(pool[kind]!, x));
      hand[kind]! -= x;
    }
  };
  walk(0, k, 1);
}
