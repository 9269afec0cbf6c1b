import { ErrorCode, type RuleError, ruleError } from "../core/errors.js";
import { err, ok, type Result } from "../core/result.js";
import type { Rng } from "../core/rng.js";

/**
 * A standard card as a small integer: 0..51 is `rank * 4 + suit` (rank 0 = deuce … 12 = ace;
 * suit 0 clubs, 1 diamonds, 2 hearts, 3 spades); 52 and 53 are the two jokers. Integers keep the
 * evaluators table-driven and let hands live in typed arrays.
 */
export type Card = number;

export const JOKER = 52;
export const SECOND_JOKER = 53;
export const RANK_CHARS = "23456789TJQKA";
export const SUIT_CHARS = "cdhs";
/** Plural names of the ranks, deuce first, as players say them ("a pair of sixes"). */
export const RANK_NAMES = [
  "twos",
  "threes",
  "fours",
  "fives",
  "sixes",
  "sevens",
  "eights",
  "nines",
  "tens",
  "jacks",
  "queens",
  "kings",
  "aces",
] as const;
export const RANK_NAME = [
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "jack",
  "queen",
  "king",
  "ace",
] as const;

export function rankOf(c: Card): number {
  return c >> 2;
}

export function suitOf(c: Card): number {
  return c & 3;
}

export function isJoker(c: Card): boolean {
  return c >= JOKER;
}

export function card(rank: number, suit: number): Card {
  return rank * 4 + suit;
}

/** Parses one rank: `2`…`9`, `T` or `10`, `J`, `Q`, `K`, `A` (any case); -1 when it is not one. */
export function parseRank(text: string): number {
  const t = text.toUpperCase();
  if (t === "10") return 8;
  return t.length === 1 ? RANK_CHARS.indexOf(t) : -1;
}

function badCard(token: string): RuleError {
  return ruleError(
    ErrorCode.malformed,
    `"${token}" is not a card: write a rank (2-9, T or 10, J, Q, K, A) and a suit (c, d, h, s), or Jk for a joker.`,
  );
}

/** `As`, `td`, `10h`, `Jk` (a joker; the first `Jk` in a hand is card 52, a second one 53). */
export function parseCard(text: string): Result<Card, RuleError> {
  const t = text.trim();
  if (t.toLowerCase() === "jk") return ok(JOKER);
  if (t.length < 2 || t.length > 3) return err(badCard(t));
  const rank = parseRank(t.slice(0, -1));
  const suit = SUIT_CHARS.indexOf(t.slice(-1).toLowerCase());
  if (rank < 0 || suit < 0) return err(badCard(t));
  return ok(card(rank, suit));
}

/**
 * Cards separated by spaces and/or commas. A repeated card is an error (no hand holds it twice)
 * unless `allowDuplicates`; two jokers are two different cards (52 and 53), a third is an error.
 */
export function parseCards(
  text: string,
  options: { allowDuplicates?: boolean } = {},
): Result<Card[], RuleError> {
  const tokens = text.split(/[\s,]+/).filter((t) => t.length > 0);
  const cards: Card[] = [];
  let jokers = 0;
  for (const token of tokens) {
    const r = parseCard(token);
    if (!r.ok) return r;
    let c = r.value;
    if (c === JOKER) {
      if (jokers >= 2 && !options.allowDuplicates)
        return err(
          ruleError(ErrorCode.malformed, `A deck has only two jokers; "${token}" is a third.`),
        );
      c = jokers === 0 ? JOKER : SECOND_JOKER;
      jokers++;
    } else if (!options.allowDuplicates && cards.includes(c)) {
      return err(ruleError(ErrorCode.malformed, `${formatCard(c)} appears twice ("${token}").`));
    }
    cards.push(c);
  }
  return ok(cards);
}

export function formatCard(c: Card): string {
  if (c === JOKER || c === SECOND_JOKER) return "Jk";
  if (!(Number.isInteger(c) && c >= 0 && c < JOKER)) return `?${c}`;
  return RANK_CHARS[c >> 2]! + SUIT_CHARS[c & 3]!;
}

export function formatCards(cs: ArrayLike<Card>): string {
  // A loop, not Array.from + join: every deal and showdown event of the poker games says cards.
  let out = "";
  for (let i = 0; i < cs.length; i++)
    out += i === 0 ? formatCard(cs[i]!) : ` ${formatCard(cs[i]!)}`;
  return out;
}

/** A fresh deck in order: 2c 2d 2h 2s 3c … As, then the jokers. */
export function newDeck(jokers = 0): Card[] {
  if (!(Number.isInteger(jokers) && jokers >= 0 && jokers <= 2))
    throw new RangeError(`A deck has 0, 1 or 2 jokers, not ${jokers}`);
  const deck: Card[] = [];
  for (let c = 0; c < JOKER + jokers; c++) deck.push(c);
  return deck;
}

/** A deck shuffled by the table's seeded generator, so the deal replays from the seed. */
export function shuffledDeck(rng: Rng, jokers = 0): Card[] {
  return rng.shuffle(newDeck(jokers));
}
