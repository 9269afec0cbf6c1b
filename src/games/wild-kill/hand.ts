/**
 * Wild/Kill Pyramid's hands, as pure functions the game, the CLI, the bots and the odds tools
 * share: which cards survive the kill row, which ranks are wild, and the best high and low of
 * what survives. The evaluators are src/cards/poker's (wild cards, lows, short hands); nothing
 * here ranks a hand itself.
 */

import type { Declaration, ShowdownHand } from "../../betting/index.js";
import {
  describeHand,
  evaluateHighWild,
  evaluateLowWild,
  type HandDescription,
  type LowOrder,
  qualifiesLow,
  type WildSet,
  wildSet,
} from "../../cards/poker/index.js";
import { type Card, formatCards, rankOf } from "../../cards/standard.js";
import type { Seat } from "../../core/game.js";

/** What happens to a rank that is both wild (top row) and killed (bottom row). */
export type WildKilled = "killed" | "wild";

/** Board places: 0–1 the wild row, 2–4 the shared row, 5–8 the kill row (turn-up order). */
export const ROWS = {
  wild: [0, 1],
  shared: [2, 3, 4],
  kill: [5, 6, 7, 8],
} as const;
export const BOARD_SIZE = 9;
export const HOLE_SIZE = 5;
/** Board cards face up during each betting round: none, the wild row, + shared, + kill. */
export const TURNED_IN_ROUND = [0, 2, 5, 9] as const;

/** The three rows as laid out (any row may be shorter while it is still being completed). */
export interface Rows {
  readonly wild: readonly Card[];
  readonly shared: readonly Card[];
  readonly kill: readonly Card[];
}

/** The rows of a nine-card board in the game's order. */
export function rowsOf(board: readonly Card[]): Rows {
  return { wild: board.slice(0, 2), shared: board.slice(2, 5), kill: board.slice(5, 9) };
}

export interface Survivors {
  /** Ranks (0 = deuce … 12 = ace) whose cards are wild in play. */
  readonly wildRanks: number[];
  /** Ranks whose cards are discarded from the shared row and every hand. */
  readonly killedRanks: number[];
  /** The hole cards and shared cards that survive, hole cards first. */
  readonly cards: Card[];
  /** The hole and shared cards the kill row discarded. */
  readonly killed: Card[];
  readonly wild: WildSet;
}

/** The ranks set in a 13-bit mask (bit r for rank r), lowest first. */
function ranksIn(mask: number): number[] {
  const out: number[] = [];
  for (let r = 0; r < 13; r++) if (mask & (1 << r)) out.push(r);
  return out;
}

/** Bit r set for every rank r among the cards. */
function rankMask(cards: readonly Card[]): number {
  let m = 0;
  for (const c of cards) m |= 1 << rankOf(c);
  return m;
}

/** Wild sets by rank mask, made once each (a game meets only a few); never change one. */
const wildSets = new Map<number, WildSet>();
function wildOfRanks(mask: number): WildSet {
  let w = wildSets.get(mask);
  if (w === undefined) {
    w = wildSet({ ranks: ranksIn(mask) });
    wildSets.set(mask, w);
  }
  return w;
}

/** What survives, in the cheapest form: the cards, the wild set, and the two rank masks. */
export interface SurvivingCards {
  /** The hole cards and shared cards that survive, hole cards first, in the order given. */
  readonly cards: Card[];
  readonly wild: WildSet;
  /** Bit r set for each rank r wild in play, and for each rank killed. */
  readonly wildMask: number;
  readonly killedMask: number;
}

/**
 * The game's one rule of what a player plays with at the showdown (the game, the bots and the
 * odds tools all come here): their hole cards and the shared row, less every card of a kill-row
 * rank; the wild row's ranks wild. A rank in both rows is killed (`"killed"`, the default) or
 * stays wild and is not killed (`"wild"`). The wild row's own two cards are never played, and the
 * kill row's cards are not in anyone's hand. Rows may be incomplete (a board being turned).
 */
export function survivingCards(
  hole: readonly Card[],
  rows: Rows,
  rule: WildKilled = "killed",
): SurvivingCards {
  let wildMask = rankMask(rows.wild);
  let killedMask = rankMask(rows.kill);
  if (rule === "killed") wildMask &= ~killedMask;
  else killedMask &= ~wildMask;
  const cards: Card[] = [];
  for (const c of hole) if (!(killedMask & (1 << rankOf(c)))) cards.push(c);
  for (const c of rows.shared) if (!(killedMask & (1 << rankOf(c)))) cards.push(c);
  return { cards, wild: wildOfRanks(wildMask), wildMask, killedMask };
}

/** `survivingCards` described in full: the ranks as lists and the cards killed too. */
export function survivors(hole: readonly Card[], rows: Rows, rule: WildKilled): Survivors {
  const s = survivingCards(hole, rows, rule);
  const killed: Card[] = [];
  for (const c of hole) if (s.killedMask & (1 << rankOf(c))) killed.push(c);
  for (const c of rows.shared) if (s.killedMask & (1 << rankOf(c))) killed.push(c);
  return {
    wildRanks: ranksIn(s.wildMask),
    killedRanks: ranksIn(s.killedMask),
    cards: s.cards,
    killed,
    wild: s.wild,
  };
}

/** The best high hand's rank (higher is better; five of a kind tops a straight flush). */
export function highRank(s: Survivors): number {
  return evaluateHighWild(s.cards, s.wild);
}

/** The best low's rank under `order` (higher is the better low). */
export function lowRank(s: Survivors, order: LowOrder): number {
  return evaluateLowWild(s.cards, order, s.wild);
}

export interface WildKillRules {
  readonly wildKilled: WildKilled;
  readonly low: LowOrder;
  /** `8`: a low must be five unpaired cards eight or lower; null: any low counts. */
  readonly lowQualifier: 8 | null;
}

export interface RatedHand {
  readonly survivors: Survivors;
  readonly high: HandDescription;
  readonly low: HandDescription;
  /** Whether the low may win a low half (always, without a qualifier). */
  readonly lowQualifies: boolean;
}

/** The surviving cards and their best high, described (a high-only showdown needs no low). */
export function rateHigh(
  hole: readonly Card[],
  rows: Rows,
  wildKilled: WildKilled,
): Pick<RatedHand, "survivors" | "high"> {
  const s = survivors(hole, rows, wildKilled);
  return { survivors: s, high: describeHand(s.cards, "high", s.wild) };
}

/** The surviving cards and their best high and low, described for people. */
export function rateHand(hole: readonly Card[], rows: Rows, rules: WildKillRules): RatedHand {
  const s = survivors(hole, rows, rules.wildKilled);
  const high = describeHand(s.cards, "high", s.wild);
  const low = describeHand(s.cards, rules.low, s.wild);
  const lowQualifies = rules.lowQualifier === null || qualifiesLow(low.rank, rules.lowQualifier);
  return { survivors: s, high, low, lowQualifies };
}

/**
 * A shown hand as the award values it: its high, and in a high-low game its declaration and its
 * low (null when it does not qualify). `rated` has the low exactly when the game is high-low.
 */
export function showdownHand(
  seat: Seat,
  r: Pick<RatedHand, "high">,
  rated: RatedHand | null,
  declared: Declaration | null,
): ShowdownHand {
  if (!rated || declared === null) return { seat, high: r.high.rank };
  return {
    seat,
    high: r.high.rank,
    low: rated.lowQualifies ? rated.low.rank : null,
    declare: declared,
  };
}

/** The shown hand in words; `rated` has the low too exactly when the game is high-low. */
export function shownText(
  r: Pick<RatedHand, "survivors" | "high">,
  declared: Declaration | null,
  rated: RatedHand | null,
): string {
  const killed = r.survivors.killed.length ? `; killed ${formatCards(r.survivors.killed)}` : "";
  if (!rated) return `${r.high.name}${killed}`;
  const low = rated.lowQualifies ? rated.low.name : `${rated.low.name}, no qualifying low`;
  const parts =
    declared === "high"
      ? [`high: ${r.high.name}`]
      : declared === "low"
        ? [`low: ${low}`]
        : [`high: ${r.high.name}`, `low: ${low}`];
  return `${parts.join("; ")}${killed}`;
}
