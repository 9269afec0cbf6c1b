/**
 * A Three-sided Pyramid odds question: each player's four hole cards (or random), the board's
 * known positions, the low order and qualifier; read from the player's words (card-spec.ts).
 *
 * The board is six positions numbered in turn-up order (docs/rules): top 4; middle row 3 (left)
 * and 1 (right); bottom row 6, 2, 5. Sides: left 4-3-6, right 4-1-5, base 6-2-5. A hand is 2–4 of
 * the four hole cards plus 1–3 cards of one side; high and low may use different sides.
 */
import { qualifiesLow } from "../cards/poker/index.js";
import type { LowOrder } from "../cards/poker/value.js";
import { type Card, parseCards } from "../cards/standard.js";
import { type CardClaims, type Parsed, readSpec, refused, unknownCards } from "./card-spec.js";

export interface ThreeSidedSpec {
  /** Four hole cards per player, or null for a random hand. */
  readonly holes: readonly (readonly Card[] | null)[];
  /** Positions 1..6 at indexes 0..5: a card, or null while face down. */
  readonly board: readonly (Card | null)[];
  readonly low: LowOrder;
  /** "N or better" for the low, or null for any low. */
  readonly qualifier: number | null;
}

/** Board position (1..6) minus one, per side: left 4-3-6, right 4-1-5, base 6-2-5. */
export const SIDES: readonly (readonly [number, number, number])[] = [
  [3, 2, 5],
  [3, 0, 4],
  [5, 1, 4],
];

export interface ThreeSidedInput {
  readonly holes: readonly string[];
  /** "1=As 4=Kd …" (position=card), any order. */
  readonly board?: string;
  readonly low?: string;
  readonly qualifier?: string | number | null;
}

/** Reads and checks a spec; the error says what is wrong in the player's words. */
export function parseThreeSided(input: ThreeSidedInput): Parsed<ThreeSidedSpec> {
  const game = { name: "Three-sided", holeCards: 4, players: { min: 2, max: 10 } } as const;
  const spec = readSpec(input, { ...game, low: "ace-to-five" }, (claims) =>
    readBoard(input.board ?? "", claims),
  );
  if (!spec.ok) return spec;
  // The low order defaults to ace-to-five: never null here.
  return { ok: true, value: { ...spec.value, low: spec.value.low! } };
}

/** "1=As 4=Kd …": each turned position's card. */
function readBoard(text: string, claims: CardClaims): Parsed<(Card | null)[]> {
  const board: (Card | null)[] = [null, null, null, null, null, null];
  for (const token of text.split(/[\s,]+/).filter((t) => t.length > 0)) {
    const m = /^([1-6])[=:](.+)$/.exec(token);
    if (!m) return refused(`"${token}" is not a board card: write position=card, e.g. 4=As.`);
    const pos = Number(m[1]);
    const r = parseCards(m[2]!);
    if (!r.ok || r.value.length !== 1 || r.value[0]! >= 52)
      return refused(`"${m[2]}" at position ${pos} is not a card.`);
    if (board[pos - 1] !== null) return refused(`Position ${pos} is given twice.`);
    const e = claims.claim(r.value, `board position ${pos}`);
    if (e) return refused(e);
    board[pos - 1] = r.value[0]!;
  }
  return { ok: true, value: board };
}

/** The cards no one shows: the deck minus known hole and board cards. */
export function poolOf(spec: ThreeSidedSpec): Card[] {
  const known: Card[] = [];
  for (const h of spec.holes) if (h) known.push(...h);
  for (const c of spec.board) if (c !== null) known.push(c);
  return unknownCards(known);
}

/** A low rank, or 0 when it does not qualify (so "no low" loses to every low and ties no one). */
export function lowOrNone(rank: number, qualifier: number | null): number {
  return qualifier === null || qualifiesLow(rank, qualifier) ? rank : 0;
}
