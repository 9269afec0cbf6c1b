/**
 * Exact class probabilities for a Colonial deal: every distinct hand of the deck, weighted by how
 * many deals give it (cards of one colour and level are interchangeable, so there are only a few
 * thousand distinct hands among the 28,989,675 six-card deals).
 */
import { type DeckComposition, dealCount, forEachDistinctHand } from "./colonial.js";
import { classOfRank, HAND_CLASSES, rankCounts } from "./colonial-eval.js";

export interface ClassOdds {
  readonly id: string;
  readonly name: string;
  /** Deals (ordered card sets of the 55) that give this class. */
  readonly deals: number;
  readonly probability: number;
}

/** Best class first, as the text lists them. */
export function classOdds(deck: DeckComposition, size: number): ClassOdds[] {
  const deals = new Array<number>(HAND_CLASSES.length).fill(0);
  forEachDistinctHand(deck, size, (counts, weight) => {
    deals[classOfRank(rankCounts(counts)).index]! += weight;
  });
  const total = dealCount(size);
  return HAND_CLASSES.map((c) => ({
    id: c.id,
    name: c.name,
    deals: deals[c.index]!,
    probability: deals[c.index]! / total,
  })).reverse();
}
