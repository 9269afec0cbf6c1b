/**
 * Card notation as the engines write it (DESIGN.md): standard `As Td 2c`, joker `Jk`; Colonial
 * `P1 G2 O3`, Capstone `C`; TIC `3-star-orange`. The faces here draw from these parsed forms.
 */

export type Suit = "s" | "h" | "d" | "c";
export type StandardCard = { kind: "standard"; rank: string; suit: Suit } | { kind: "joker" };

export const suitSymbol: Record<Suit, string> = { s: "♠", h: "♥", d: "♦", c: "♣" };
export const suitName: Record<Suit, string> = {
  s: "spades",
  h: "hearts",
  d: "diamonds",
  c: "clubs",
};
const rankNames: Record<string, string> = {
  A: "ace",
  K: "king",
  Q: "queen",
  J: "jack",
  T: "ten",
  "9": "nine",
  "8": "eight",
  "7": "seven",
  "6": "six",
  "5": "five",
  "4": "four",
  "3": "three",
  "2": "two",
};

export function parseStandard(text: string): StandardCard | null {
  if (text === "Jk") return { kind: "joker" };
  const m = /^([AKQJT2-9])([shdc])$/.exec(text);
  if (!m) return null;
  return { kind: "standard", rank: m[1]!, suit: m[2] as Suit };
}

/** "10" rather than "T" on a face. */
export function rankLabel(rank: string): string {
  return rank === "T" ? "10" : rank;
}

/** "King of hearts", "Joker": a card in words, as a sentence begins. */
export function standardName(card: StandardCard): string {
  if (card.kind === "joker") return "Joker";
  const rank = rankNames[card.rank]!;
  return `${rank[0]!.toUpperCase()}${rank.slice(1)} of ${suitName[card.suit]}`;
}

export type ColonialColour = "P" | "G" | "O";
export type ColonialCard =
  | { kind: "colonial"; colour: ColonialColour; level: 1 | 2 | 3 }
  | { kind: "capstone" };

export const colonialColourName: Record<ColonialColour, string> = {
  P: "purple",
  G: "green",
  O: "orange",
};

export function parseColonial(text: string): ColonialCard | null {
  if (text === "C") return { kind: "capstone" };
  const m = /^([PGO])([123])$/.exec(text);
  if (!m) return null;
  return { kind: "colonial", colour: m[1] as ColonialColour, level: Number(m[2]) as 1 | 2 | 3 };
}

/** "Orange, level 1", "Capstone, wild": a Colonial card in words. */
export function colonialName(card: ColonialCard): string {
  if (card.kind === "capstone") return "Capstone, wild";
  const colour = colonialColourName[card.colour];
  return `${colour[0]!.toUpperCase()}${colour.slice(1)}, level ${card.level}`;
}

export const ticShapes = ["circle", "crescent", "triangle", "square", "star"] as const;
export const ticColours = ["violet", "cyan", "yellow", "orange", "red"] as const;
export type TicShape = (typeof ticShapes)[number];
export type TicColour = (typeof ticColours)[number];
export interface TicCard {
  number: number;
  shape: TicShape;
  colour: TicColour;
}

/** `3-star-orange`, or the engine's card index 0…124 = (number−1)·25 + shape·5 + colour. */
export function parseTic(card: string | number): TicCard | null {
  if (typeof card === "number") {
    if (!Number.isInteger(card) || card < 0 || card > 124) return null;
    return {
      number: Math.floor(card / 25) + 1,
      shape: ticShapes[Math.floor(card / 5) % 5]!,
      colour: ticColours[card % 5]!,
    };
  }
  const m = /^([1-5])-([a-z]+)-([a-z]+)$/.exec(card);
  if (!m) return null;
  const shape = ticShapes.find((s) => s === m[2]);
  const colour = ticColours.find((c) => c === m[3]);
  if (!shape || !colour) return null;
  return { number: Number(m[1]), shape, colour };
}

/** A TIC card's text form, `3-star-red`, as the engine writes it. */
export function ticCode(card: TicCard): string {
  return `${card.number}-${card.shape}-${card.colour}`;
}

/** "3 — star — red": a TIC card in words, its three properties apart. */
export function ticName(card: TicCard): string {
  return `${card.number} — ${card.shape} — ${card.colour}`;
}

/**
 * A standard card held as the engines' integer (rank·4 + suit, ranks 2…A, suits c d h s; 52 and
 * 53 the jokers) in its text form, `As`; text passes through.
 */
export function cardText(card: number | string): string {
  if (typeof card === "string") return card;
  if (card >= 52) return "Jk";
  return "23456789TJQKA"[card >> 2]! + "cdhs"[card & 3]!;
}

/**
 * A card, tile or TIC card in words, from its code in any game's notation (`P1`, `C`, `Kh`, `Jk`,
 * `3-star-red`): what a screen reader and a hover say, and how a lesson finds a card it points
 * at. Null for text that is no card.
 */
export function cardName(code: string): string | null {
  const colonial = parseColonial(code);
  if (colonial) return colonialName(colonial);
  const standard = parseStandard(code);
  if (standard) return standardName(standard);
  const tic = parseTic(code);
  return tic ? ticName(tic) : null;
}
