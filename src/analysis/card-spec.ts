/**
 * The card specs the odds tools read, in the player's words, for the community games with a
 * declaration (Three-sided and Wild/Kill): each player's hole cards or "random", the low order and
 * its qualifier, every card claimed once. Each game's parser adds its board through these, and
 * an error says what is wrong in one sentence.
 */
import type { LowOrder } from "../cards/poker/value.js";
import { type Card, formatCard, parseCards } from "../cards/standard.js";

/** A spec read, or the sentence that says why not. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** The sentence that says why a spec cannot be read. */
export function refused(error: string): { ok: false; error: string } {
  return { ok: false, error };
}

export const LOW_ORDERS: readonly LowOrder[] = ["ace-to-five", "ace-to-six", "deuce-to-seven"];

/** The cards named so far and where: a card named twice, or a joker, is refused. */
export class CardClaims {
  private readonly seen = new Map<Card, string>();

  /** `game`: the game's short name, for "… has no jokers". */
  constructor(private readonly game: string) {}

  /** Claims `cards` for `where` ("player 2's hand"); the error, or null. */
  claim(cards: readonly Card[], where: string): string | null {
    for (const c of cards) {
      if (c >= 52) return `${where}: ${this.game} has no jokers.`;
      const before = this.seen.get(c);
      if (before !== undefined) return `${formatCard(c)} is both in ${before} and in ${where}.`;
      this.seen.set(c, where);
    }
    return null;
  }
}

/**
 * Each player's hole cards (`size` of them), or null for "random" (also "?" or nothing). The
 * number of players must be `min` to `max`.
 */
function readHoles(
  texts: readonly string[],
  size: number,
  players: { readonly min: number; readonly max: number },
  claims: CardClaims,
  game: string,
): Parsed<(Card[] | null)[]> {
  if (texts.length < players.min || texts.length > players.max)
    return refused(`${game} needs ${players.min} to ${players.max} players, not ${texts.length}.`);
  const holes: (Card[] | null)[] = [];
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i]!.trim();
    if (text === "" || text.toLowerCase() === "random" || text === "?") {
      holes.push(null);
      continue;
    }
    const r = parseCards(text);
    if (!r.ok) return refused(`Player ${i + 1}: ${r.error.message}`);
    if (r.value.length !== size)
      return refused(
        `Player ${i + 1} needs ${size} hole cards (or "random"), not ${r.value.length}.`,
      );
    const e = claims.claim(r.value, `player ${i + 1}'s hand`);
    if (e) return refused(e);
    holes.push(r.value);
  }
  return { ok: true, value: holes };
}

/** The low order; `none`, where given, is a low order too (high only): it reads as null. */
function readLowOrder(text: string, none: boolean): Parsed<LowOrder | null> {
  if (none && text === "none") return { ok: true, value: null };
  if (LOW_ORDERS.includes(text as LowOrder)) return { ok: true, value: text as LowOrder };
  const orders = none
    ? `none (high only) or one of ${LOW_ORDERS.join(", ")}`
    : LOW_ORDERS.join(", ");
  return { ok: false, error: `The low order is ${orders}, not "${text}".` };
}

/** The low qualifier: "N or better" as a rank from 5 to 13, or null (none) for any low. */
function readQualifier(q: string | number | null | undefined): Parsed<number | null> {
  if (q === undefined || q === null || q === "" || q === "none") return { ok: true, value: null };
  const n = Number(q);
  if (!(Number.isInteger(n) && n >= 5 && n <= 13))
    return {
      ok: false,
      error: `The low qualifier is "none" or a rank from 5 to 13 (8 = eight or better), not "${q}".`,
    };
  return { ok: true, value: n };
}

/** The cards no one shows: the deck minus `known`, in deck order. */
export function unknownCards(known: Iterable<Card>): Card[] {
  const used = new Uint8Array(52);
  for (const c of known) used[c] = 1;
  const pool: Card[] = [];
  for (let c = 0; c < 52; c++) if (!used[c]) pool.push(c);
  return pool;
}

/** What both games' specs hold alike, read: the hole cards, the low order and its qualifier. */
export interface CommonSpec {
  readonly holes: (Card[] | null)[];
  /** Null: high only (where the game allows it). */
  readonly low: LowOrder | null;
  readonly qualifier: number | null;
}

/**
 * Reads a spec: the hole cards, the low order (or its default) and the qualifier, then the game's
 * own board with `readBoard`, which claims its cards after the hands'.
 */
export function readSpec<B>(
  input: {
    readonly holes: readonly string[];
    readonly low?: string | undefined;
    readonly qualifier?: string | number | null | undefined;
  },
  game: {
    readonly name: string;
    readonly holeCards: number;
    readonly players: { readonly min: number; readonly max: number };
    /** The low order when none is given; "none" means high only is allowed. */
    readonly low: LowOrder | "none";
  },
  readBoard: (claims: CardClaims) => Parsed<B>,
): Parsed<CommonSpec & { readonly board: B }> {
  const claims = new CardClaims(game.name);
  const holes = readHoles(input.holes, game.holeCards, game.players, claims, game.name);
  if (!holes.ok) return holes;
  const low = readLowOrder(input.low ?? game.low, game.low === "none");
  if (!low.ok) return low;
  const qualifier = readQualifier(input.qualifier);
  if (!qualifier.ok) return qualifier;
  const board = readBoard(claims);
  if (!board.ok) return board;
  return {
    ok: true,
    value: { holes: holes.value, low: low.value, qualifier: qualifier.value, board: board.value },
  };
}
