/**
 * TIC cards: 125 cards, every combination of a number 1–5, a shape (ordered by its number of
 * sides, 1 to 5) and a colour (in rainbow order). Notation `<number>-<shape>-<colour>`, e.g.
 * `3-star-orange`. Two cards share one property (a Single), two (a Tic) or none (a Nic); no two
 * cards share all three.
 *
 * A card is an integer 0…124 = (number-1)·25 + shape·5 + colour, so cards sort by number, then
 * shape, then colour — the order the high-card draw for the first player uses.
 */
import { err, ok, type Result } from "../core/result.js";

export type TicCard = number;

export const ticNumbers = [1, 2, 3, 4, 5] as const;
export const ticShapes = ["circle", "crescent", "triangle", "square", "star"] as const;
export const ticColours = ["violet", "cyan", "yellow", "orange", "red"] as const;

export type TicShape = (typeof ticShapes)[number];
export type TicColour = (typeof ticColours)[number];
export type TicProperty = "number" | "shape" | "colour";

export const ticDeckSize = 125;

/** The two Extreme cards, whose play earns a bonus in Tyramid when it makes a Tic. */
export const lowestTic: TicCard = 0; // 1-circle-violet
export const highestTic: TicCard = 124; // 5-star-red

export function ticCard(number: number, shape: number, colour: number): TicCard {
  return (number - 1) * 25 + shape * 5 + colour;
}

export function ticNumber(card: TicCard): number {
  return Math.floor(card / 25) + 1;
}

/** Shape index 0…4 (= sides − 1). */
export function ticShape(card: TicCard): number {
  return Math.floor(card / 5) % 5;
}

/** Colour index 0…4 in rainbow order. */
export function ticColour(card: TicCard): number {
  return card % 5;
}

export function isTicCard(x: unknown): x is TicCard {
  return typeof x === "number" && Number.isInteger(x) && x >= 0 && x < ticDeckSize;
}

const names: readonly string[] = Array.from(
  { length: ticDeckSize },
  (_, c) => `${ticNumber(c)}-${ticShapes[ticShape(c)]}-${ticColours[ticColour(c)]}`,
);
const byName = new Map(names.map((n, c) => [n, c]));

/** `3-star-orange`. */
export function formatTic(card: TicCard): string {
  const name = names[card];
  if (name === undefined) throw new RangeError(`${card} is not a TIC card (0…124).`);
  return name;
}

/** A new ordered deck of all 125 cards. */
export function ticDeck(): TicCard[] {
  return Array.from({ length: ticDeckSize }, (_, c) => c);
}

/**
 * The exact notation only (`5-star-red`), for engine boundaries where an action must equal a
 * legal one; `parseTic` is the forgiving reader for people.
 */
export function ticFromName(name: string): TicCard | undefined {
  return byName.get(name);
}

/**
 * Reads `3-star-orange` (case and surrounding spaces forgiven). The error names the bad part:
 * `"6" is not a TIC number (1–5) in "6-star-red"`.
 */
export function parseTic(text: string): Result<TicCard, string> {
  const token = text.trim();
  const exact = byName.get(token.toLowerCase());
  if (exact !== undefined) return ok(exact);
  const parts = token.toLowerCase().split("-");
  if (token === "") return err("An empty card: a TIC card is written like 3-star-orange.");
  if (parts.length !== 3)
    return err(`"${token}" is not a TIC card: write number-shape-colour, like 3-star-orange.`);
  const [n, s, c] = parts as [string, string, string];
  if (!/^[1-5]$/.test(n)) return err(`"${n}" is not a TIC number (1–5) in "${token}".`);
  if (!(ticShapes as readonly string[]).includes(s))
    return err(`"${s}" is not a TIC shape (${ticShapes.join(", ")}) in "${token}".`);
  return err(`"${c}" is not a TIC colour (${ticColours.join(", ")}) in "${token}".`);
}

/** A comma- or space-separated list of cards; the error names the first bad token. */
export function parseTicList(text: string): Result<TicCard[], string> {
  const tokens = text
    .split(/[\s,]+/)
    .map((t) => t.trim())
    .filter(Boolean);
  const cards: TicCard[] = [];
  for (const t of tokens) {
    const r = parseTic(t);
    if (!r.ok) return r;
    if (cards.includes(r.value))
      return err(`"${t}" is listed twice: the deck has one of each card.`);
    cards.push(r.value);
  }
  return ok(cards);
}

/** Bits of the properties two cards share: 1 number, 2 shape, 4 colour. */
export const sharesNumber = 1;
export const sharesShape = 2;
export const sharesColour = 4;

const sharedTable = new Uint8Array(ticDeckSize * ticDeckSize);
for (let a = 0; a < ticDeckSize; a++) {
  for (let b = 0; b < ticDeckSize; b++) {
    sharedTable[a * ticDeckSize + b] =
      (ticNumber(a) === ticNumber(b) ? sharesNumber : 0) |
      (ticShape(a) === ticShape(b) ? sharesShape : 0) |
      (ticColour(a) === ticColour(b) ? sharesColour : 0);
  }
}

/** The shared-property bits of two cards (a table lookup: this is on the engine's hot path). */
export function sharedMask(a: TicCard, b: TicCard): number {
  return sharedTable[a * ticDeckSize + b]!;
}

const bitCount = [0, 1, 1, 2, 1, 2, 2, 3];

/** How many properties two cards share: 0 (Nic), 1 (Single), 2 (Tic), 3 (the same card). */
export function sharedCount(a: TicCard, b: TicCard): number {
  return bitCount[sharedTable[a * ticDeckSize + b]!]!;
}

export type Commonness = "nic" | "single" | "tic";

export interface CommonnessInfo {
  readonly kind: Commonness;
  /** The shared properties, in the order number, shape, colour. */
  readonly shared: readonly TicProperty[];
}

export function propertiesOf(mask: number): TicProperty[] {
  const out: TicProperty[] = [];
  if (mask & sharesNumber) out.push("number");
  if (mask & sharesShape) out.push("shape");
  if (mask & sharesColour) out.push("colour");
  return out;
}

/** The commonness of two different cards: Nic, Single or Tic, and what they share. */
export function commonness(a: TicCard, b: TicCard): CommonnessInfo {
  if (a === b) throw new RangeError(`A card has no commonness with itself (${formatTic(a)}).`);
  const mask = sharedMask(a, b);
  const n = bitCount[mask]!;
  return { kind: n === 0 ? "nic" : n === 1 ? "single" : "tic", shared: propertiesOf(mask) };
}

/** The value of one property of a card, as a word: `3`, `star`, `orange`. */
export function propertyValue(card: TicCard, property: TicProperty): string {
  if (property === "number") return String(ticNumber(card));
  if (property === "shape") return ticShapes[ticShape(card)]!;
  return ticColours[ticColour(card)]!;
}
