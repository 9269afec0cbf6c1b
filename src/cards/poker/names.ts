import { RANK_NAME, RANK_NAMES } from "../standard.js";
import { Category, cardValues, categoryOf, MISSING_LOW } from "./value.js";

/** A card value (1 or 14 = ace, 2…13) as a player says it, singular or plural. */
function one(v: number): string {
  return v === 1 ? "ace" : RANK_NAME[v - 2]!;
}
function many(v: number): string {
  return v === 1 ? "aces" : RANK_NAMES[v - 2]!;
}
function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
const SHORT = "A23456789TJQKA";
function short(v: number): string {
  return SHORT[v - 1] ?? "?";
}

/**
 * A name a player reads for a high-style value: "Full house, queens over twos", "Royal flush",
 * "Pair of nines", "Ace high". For a low order pass `low`: unpaired hands read as their cards,
 * "7-5-4-3-2", and a hand short of five cards says so.
 */
export function valueName(value: number, low = false): string {
  const v = cardValues(value);
  const cards = v.filter((x) => x !== 0 && x !== MISSING_LOW);
  const missing = 5 - cards.length;
  const suffix = missing > 0 ? ` (${5 - missing} card${5 - missing === 1 ? "" : "s"})` : "";
  const top = v[0]!;
  switch (categoryOf(value)) {
    case Category.fiveOfAKind:
      return `Five of a kind, ${many(top)}`;
    case Category.straightFlush:
      return top === 14 && !low ? "Royal flush" : `Straight flush, ${one(top)} high`;
    case Category.quads:
      return `Four of a kind, ${many(top)}${suffix}`;
    case Category.fullHouse:
      return `Full house, ${many(top)} over ${many(v[3]!)}`;
    case Category.flush:
      return `Flush, ${one(top)} high`;
    case Category.straight:
      return `Straight, ${one(top)} high`;
    case Category.trips:
      return `Three of a kind, ${many(top)}${suffix}`;
    case Category.twoPair:
      return `Two pair, ${many(top)} and ${many(v[2]!)}${suffix}`;
    case Category.pair:
      return `Pair of ${many(top)}${suffix}`;
    default:
      if (cards.length === 0) return "No cards";
      if (low) return `${cards.map(short).join("-")}${suffix}`;
      return `${cap(one(cards[0]!))} high${suffix}`;
  }
}
