/**
 * The Colonial Pyramid deck: 55 hexagonal cards in three colours (purple, green, orange) and three
 * levels, plus one black Capstone. Cards of one colour and level are interchangeable, so a card is
 * its notation: `P1`, `G2`, `O3`, and `C` for the Capstone.
 *
 * The text contradicts itself on how many cards each level has (docs/rules):
 * `standard` is 3 first-level, 6 second-level and 9 third-level cards per colour (the Earth
 * improvisation and the shape of a pyramid); `as-listed` is the text's card list, 9/6/3.
 */
import { err, ok, type Result } from "../core/result.js";

export type Colour = "P" | "G" | "O";
export type Level = 1 | 2 | 3;
/** `P1` … `O3`, or `C` for the Capstone. */
export type ColonialCard = "P1" | "G1" | "O1" | "P2" | "G2" | "O2" | "P3" | "G3" | "O3" | "C";
export type DeckComposition = "standard" | "as-listed";

export const COLOURS: readonly Colour[] = ["P", "G", "O"];
export const COLOUR_NAMES: Readonly<Record<Colour, string>> = {
  P: "Purple",
  G: "Green",
  O: "Orange",
};
export const DECK_COMPOSITIONS: readonly DeckComposition[] = ["standard", "as-listed"];

/**
 * The ten kinds of card, lowest first in the single-card order of the text (third level below
 * second below first, orange below green below purple, the Capstone on top). A card's index here
 * is its value as a kicker or a high card.
 */
export const KINDS: readonly ColonialCard[] = [
  "O3",
  "G3",
  "P3",
  "O2",
  "G2",
  "P2",
  "O1",
  "G1",
  "P1",
  "C",
];
export const CAPSTONE_KIND = 9;

const KIND_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  KINDS.map((k, i) => [k, i]),
);

/** The value of a card in the single-card order: 0 (O3) … 9 (Capstone). */
export function kindOf(card: ColonialCard): number {
  return KIND_INDEX[card]!;
}

/** The kind index of a coloured card. */
export function kindIndex(colour: Colour, level: Level): number {
  return (3 - level) * 3 + colourValue(colour);
}

/** Orange 0, green 1, purple 2: higher is better. */
export function colourValue(colour: Colour): number {
  return colour === "O" ? 0 : colour === "G" ? 1 : 2;
}

export function colourOf(card: ColonialCard): Colour | null {
  return card === "C" ? null : (card[0] as Colour);
}

export function levelOf(card: ColonialCard): Level | null {
  return card === "C" ? null : (Number(card[1]) as Level);
}

/** How many copies of a kind the deck holds. */
export function copies(kind: number, deck: DeckComposition): number {
  if (kind === CAPSTONE_KIND) return 1;
  const level = 3 - Math.floor(kind / 3);
  const perLevel = deck === "standard" ? [0, 3, 6, 9] : [0, 9, 6, 3];
  return perLevel[level]!;
}

/** The 55 cards in a fixed order (lowest kind first); shuffle a copy to deal. */
export function newDeck(deck: DeckComposition): ColonialCard[] {
  const cards: ColonialCard[] = [];
  KINDS.forEach((card, kind) => {
    for (let i = copies(kind, deck); i > 0; i--) cards.push(card);
  });
  return cards;
}

export function isCard(text: string): text is ColonialCard {
  return text in KIND_INDEX;
}

/** One card from its notation; letters in either case. */
export function parseCard(text: string): Result<ColonialCard, string> {
  const t = text.trim().toUpperCase();
  if (isCard(t)) return ok(t);
  return err(
    `"${text}" is not a Colonial card: write a colour (P, G or O) and a level (1, 2 or 3), e.g. P1 or G3, or C for the Capstone.`,
  );
}

/**
 * Cards separated by spaces or commas. Refuses a bad token (naming it), more copies of a card
 * than the deck holds, and, when `sizes` is given, a count not among them.
 */
export function parseCards(
  text: string,
  deck: DeckComposition = "standard",
  sizes?: readonly number[],
): Result<ColonialCard[], string> {
  const tokens = text.split(/[\s,]+/).filter((t) => t.length > 0);
  const cards: ColonialCard[] = [];
  for (const token of tokens) {
    const card = parseCard(token);
    if (!card.ok) return card;
    cards.push(card.value);
  }
  if (sizes && !sizes.includes(cards.length)) {
    const want = sizes.join(" or ");
    return err(`A Colonial hand has ${want} cards; "${text.trim()}" has ${cards.length}.`);
  }
  const tooMany = overDeck(cards, deck);
  if (tooMany) return err(tooMany);
  return ok(cards);
}

/** Why these cards cannot all come from one deck (too many of a kind), or null. */
export function overDeck(cards: readonly ColonialCard[], deck: DeckComposition): string | null {
  const counts = countKinds(cards);
  for (let kind = 0; kind < KINDS.length; kind++) {
    const have = counts[kind]!;
    const most = copies(kind, deck);
    if (have > most) {
      const card = KINDS[kind]!;
      const name = card === "C" ? "Capstone" : card;
      return `${have} × ${name} is more than the ${deck} deck holds (${most}).`;
    }
  }
  return null;
}

/** How many of each kind, indexed like KINDS. */
export function countKinds(cards: readonly ColonialCard[]): number[] {
  const counts = new Array<number>(KINDS.length).fill(0);
  for (const c of cards) counts[KIND_INDEX[c]!]!++;
  return counts;
}

/** Best first, the order a player fans them (and kickers are compared in). */
export function sortCards(cards: readonly ColonialCard[]): ColonialCard[] {
  return [...cards].sort((a, b) => KIND_INDEX[b]! - KIND_INDEX[a]!);
}

export function formatCards(cards: readonly ColonialCard[]): string {
  return cards.join(" ");
}

/**
 * The Earth improvisation's faces (display only): first level = aces, second = kings (and
 * queens), third = twos to fours; purple = hearts, green = clubs, orange = diamonds; the
 * Capstone = the ace of spades. Interchangeable cards show one face: K for the second level,
 * 2 for the third.
 */
export function earthFace(card: ColonialCard): string {
  if (card === "C") return "A♠";
  const rank = { 1: "A", 2: "K", 3: "2" }[levelOf(card)!];
  const suit = { P: "♥", G: "♣", O: "♦" }[colourOf(card)!];
  return `${rank}${suit}`;
}

/** "third-level" etc., for sentences. */
export function levelName(level: Level): string {
  return level === 1 ? "first-level" : level === 2 ? "second-level" : "third-level";
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/**
 * Visits every distinct hand of `size` cards the deck can deal, as counts per kind, with the
 * number of deals that give it (the product of C(copies, count) over the kinds). The weights sum
 * to C(55, size). The counts array is reused between calls: copy it to keep it.
 */
export function forEachDistinctHand(
  deck: DeckComposition,
  size: number,
  visit: (counts: readonly number[], weight: number) => void,
): void {
  const counts = new Array<number>(KINDS.length).fill(0);
  const walk = (kind: number, left: number, weight: number) => {
    if (kind === KINDS.length) {
      if (left === 0) visit(counts, weight);
      return;
    }
    const most = Math.min(left, copies(kind, deck));
    for (let c = 0; c <= most; c++) {
      counts[kind] = c;
      walk(kind + 1, left - c, weight * choose(copies(kind, deck), c));
    }
    counts[kind] = 0;
  };
  walk(0, size, 1);
}

/** C(55, size): how many deals of `size` cards there are. */
export function dealCount(size: number): number {
  return choose(
    KINDS.reduce((sum, _k, kind) => sum + copies(kind, "standard"), 0),
    size,
  );
}
