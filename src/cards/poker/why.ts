/**
 * Why one poker hand beats another, one way of a pot, from the names players read ("Straight,
 * five high", "Two pair, kings and nines", "5-4-3-2-A"): what a showdown line says.
 */
import type { Seat } from "../../core/game.js";

/** The kinds of high hand, best first, as their names begin. */
const KINDS = [
  ["five of a kind", "five of a kind"],
  ["royal flush", "a straight flush"],
  ["straight flush", "a straight flush"],
  ["four of a kind", "four of a kind"],
  ["full house", "a full house"],
  ["flush", "a flush"],
  ["straight", "a straight"],
  ["three of a kind", "three of a kind"],
  ["two pair", "two pair"],
  ["pair", "a pair"],
] as const;

function kindOf(name: string): { rank: number; words: string } {
  const lower = name.toLowerCase();
  const i = KINDS.findIndex(([prefix]) => lower.startsWith(prefix));
  return i < 0 ? { rank: KINDS.length, words: "no pair" } : { rank: i, words: KINDS[i]![1] };
}

function reason(winner: string, loser: string, part: "high" | "low"): string {
  if (part === "low") return "the lower low wins";
  const a = kindOf(winner);
  const b = kindOf(loser);
  if (loser === "No cards") return "a player whose cards are all killed has the worst hand";
  if (a.rank !== b.rank) return `${a.words} ranks above ${b.words}`;
  return `both are ${a.words}: the higher cards decide`;
}

/** "Seat 0's Straight, five high beats seat 1's Two pair, kings and nines for high: …". */
export function whyPokerWins(
  winner: Seat,
  winnerHand: string,
  loser: Seat,
  loserHand: string,
  part: "high" | "low",
): string {
  return `Seat ${winner}'s ${winnerHand} beats seat ${loser}'s ${loserHand} for ${part}: ${reason(winnerHand, loserHand, part)}.`;
}
