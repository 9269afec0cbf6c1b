import { ErrorCode, type RuleError, ruleError } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";
import { type Card, JOKER, parseCard, parseRank, RANK_NAMES, SECOND_JOKER } from "../standard.js";
import { bestHigh } from "./best.js";
import { evaluateHigh } from "./high.js";
import { CARD_BIT, CARD_KEY, RANK_KEYS, ROW_SHIFT } from "./keys.js";
import { evaluateLow } from "./low.js";
import { highRankOfValue, lowTables, OFFSETS, wildTables } from "./tables.js";
import { type LowOrder, RULES } from "./value.js";

/**
 * Which cards are wild: one flag per card 0..53. Build it with `wildSet` or `parseWild`.
 * A wild card stands for whatever card makes the best hand: in a high hand it may copy a rank the
 * hand holds (five of a kind, which ranks above a straight flush) but a flush is five different
 * cards, so a wild completing one becomes the best card of that suit the hand lacks.
 */
export type WildSet = Uint8Array;

/** Rank indexes (0 = deuce … 12 = ace), single cards, and whether the jokers are wild (default yes). */
export function wildSet(
  spec: { ranks?: readonly number[]; cards?: readonly Card[]; jokers?: boolean } = {},
): WildSet {
  const w = new Uint8Array(54);
  for (const r of spec.ranks ?? []) {
    if (!(Number.isInteger(r) && r >= 0 && r < 13)) throw new RangeError(`No rank index ${r}`);
    for (let s = 0; s < 4; s++) w[r * 4 + s] = 1;
  }
  for (const c of spec.cards ?? []) {
    if (!(Number.isInteger(c) && c >= 0 && c < 54)) throw new RangeError(`No card ${c}`);
    w[c] = 1;
  }
  if (spec.jokers ?? true) w[JOKER] = w[SECOND_JOKER] = 1;
  return w;
}

/** Only the jokers are wild. */
export const JOKERS_WILD: WildSet = wildSet();

/**
 * `"2"` (every deuce), `"2 Jk"`, `"Js Jh"` (two cards), `"deuces"`: ranks, cards and `Jk`,
 * separated by spaces or commas. Jokers are always wild.
 */
export function parseWild(text: string): Result<WildSet, RuleError> {
  const ranks: number[] = [];
  const cards: Card[] = [];
  for (const token of text.split(/[\s,]+/).filter((t) => t.length > 0)) {
    const named = RANK_WORDS.indexOf(token.toLowerCase());
    const r = named >= 0 ? named : parseRank(token);
    if (r >= 0) {
      ranks.push(r);
      continue;
    }
    const c = parseCard(token);
    if (!c.ok)
      return err(
        ruleError(
          ErrorCode.malformed,
          `"${token}" is not a wild rank or card: write a rank (2-9, T, J, Q, K, A), a card (Js) or Jk.`,
        ),
      );
    if (c.value < JOKER) cards.push(c.value);
  }
  return ok(wildSet({ ranks, cards }));
}

/** The ranks' plural names as a wild rank is called: deuces and treys, then as in any hand. */
const RANK_WORDS: readonly string[] = ["deuces", "treys", ...RANK_NAMES.slice(2)];

export function countWild(cards: ArrayLike<Card>, wild: WildSet, count = cards.length): number {
  let w = 0;
  for (let i = 0; i < count; i++) w += wild[cards[i]!]!;
  return w;
}

const counts = new Int32Array(13);
const suitMasks = new Int32Array(4);

/**
 * The best high hand with wild cards, on the same dense scale as evaluateHigh (five of a kind on
 * top), so hands with and without wild cards compare directly.
 */
export function evaluateHighWild(
  cards: ArrayLike<Card>,
  wild: WildSet,
  count = cards.length,
): number {
  let w = 0;
  for (let i = 0; i < count; i++) w += wild[cards[i]!]!;
  if (w === 0) return evaluateHigh(cards, count);
  if (count <= 7 && w <= 4) return highWildFromTables(cards, wild, count, w);
  counts.fill(0);
  suitMasks.fill(0);
  let n = 0;
  for (let i = 0; i < count; i++) {
    const c = cards[i]!;
    if (wild[c] || c >= 52) continue;
    counts[c >> 2]!++;
    suitMasks[c & 3]! |= CARD_BIT[c]!;
    n++;
  }
  return highRankOfValue(bestHigh(counts, suitMasks, n, w));
}

/** Up to seven cards with one to four wild: two lookups, and one more per suit that could flush. */
function highWildFromTables(
  cards: ArrayLike<Card>,
  wild: WildSet,
  count: number,
  w: number,
): number {
  const t = wildTables();
  let key = 0;
  let suits = 0;
  for (let i = 0; i < count; i++) {
    const c = cards[i]!;
    if (wild[c] || c >= 52) continue;
    key += CARD_KEY[c]!;
    suits += 1 << ((c & 3) << 2);
  }
  let best = t.ranks[w - 1]![key + OFFSETS[key >>> ROW_SHIFT]!]!;
  for (let s = 0; s < 4; s++) {
    if (((suits >> (s << 2)) & 15) + w < 5) continue;
    let m = 0;
    for (let i = 0; i < count; i++) {
      const c = cards[i]!;
      if ((c & 3) === s && c < 52 && !wild[c]) m |= CARD_BIT[c]!;
    }
    const v = t.flush[w - 1]![m]!;
    if (v > best) best = v;
  }
  return best;
}

const ACE_LOW_FIRST = [12, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const DEUCE_FIRST = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const naturals = new Int32Array(64);
const candidates = new Int32Array(7);

/**
 * The best low with wild cards. Every wild is used (a wild can copy any natural it replaces), so
 * the search tries each way to take the remaining cards from the naturals. A wild never makes a
 * flush in a low (it can always take another suit) and never pairs (a rank the hand lacks is
 * always better). Ace-to-five: the wilds take the lowest ranks the naturals lack. With straights
 * counting, they take u of the lowest u + 2 lacking ranks: a wild above those could move down to
 * one of at least three free lower ranks, and at most two of them complete a straight.
 */
export function evaluateLowWild(
  cards: ArrayLike<Card>,
  order: LowOrder,
  wild: WildSet,
  count = cards.length,
): number {
  let w = 0;
  let n = 0;
  for (let i = 0; i < count; i++) {
    const c = cards[i]!;
    if (wild[c]) w++;
    else if (c < 52 && n < naturals.length) naturals[n++] = c;
  }
  if (w === 0) return evaluateLow(cards, order, count);
  const u = Math.min(w, 5);
  const k = Math.min(n + u, 5) - u;
  const rules = RULES[order];
  // Five cards at most and never a flush: the plain low tables by rank key give the value.
  const t = lowTables();
  const table = order === "ace-to-five" ? t.a5 : order === "ace-to-six" ? t.a6 : t.d27;
  const lowFirst = rules.aceLow ? ACE_LOW_FIRST : DEUCE_FIRST;
  const want = u + (rules.straights ? 2 : 0);
  let best = 0;
  const chooseWilds = (from: number, left: number, key: number) => {
    if (left === 0) {
      const v = table[key + OFFSETS[key >>> ROW_SHIFT]!]!;
      if (v > best) best = v;
      return;
    }
    for (let i = from; i <= candidateCount - left; i++) {
      chooseWilds(i + 1, left - 1, key + RANK_KEYS[candidates[i]!]!);
    }
  };
  let candidateCount = 0;
  // Natural subsets of size k; `present` is their rank bits.
  const visitSubset = (from: number, depth: number, key: number, present: number) => {
    if (depth === k) {
      candidateCount = 0;
      for (let i = 0; i < 13 && candidateCount < want; i++) {
        const r = lowFirst[i]!;
        if ((present & (1 << r)) === 0) candidates[candidateCount++] = r;
      }
      chooseWilds(0, u, key);
      return;
    }
    for (let i = from; i <= n - (k - depth); i++) {
      const c = naturals[i]!;
      visitSubset(i + 1, depth + 1, key + CARD_KEY[c]!, present | CARD_BIT[c]!);
    }
  };
  visitSubset(0, 0, 0, 0);
  return best;
}
