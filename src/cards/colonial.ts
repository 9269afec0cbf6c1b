/**
 * The Colonial Pyramid deck: 55 hexagonal cards in three colours (purple, green, orange) and three
 * levels, plus one black Capstone. Cards of one colour and level are interchangeable, so a card is
 * its notation: `P1`, `G2`, `O3`, and `C` for the Capstone.
 *
 * The text contradicts itself on how many cards each level has (docs/rules/colonial.md, "The cards"):
 * `standard` is 3 first-level, 6 second-level and 9 third-level cards per colour (the Earth
 * improvisation and the shape of a pyramid); `as-listed` is the text's card list, 9/6/3.
 */
import { err, ok, type Result } from "../core/result.js";
import { choose } from "./choose.js";

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

/** Each composition's deck, never handed out (a frozen array copies slowly). */
const decks: Readonly<Record<DeckComposition, readonly ColonialCard[]>> = {
  standard: makeDeck("standard"),
  "as-listed": makeDeck("as-listed"),
};

function makeDeck(deck: DeckComposition): readonly ColonialCard[] {
  const cards: ColonialCard[] = [];
  KINDS.forEach((card, kind) => {
    for (let i = copies(kind, deck); i > 0; i--) cards.push(card);
  });
  return cards;
}

/** The 55 cards in a fixed order (lowest kind first), a fresh array to shuffle and deal. */
export function newDeck(deck: DeckComposition): ColonialCard[] {
  return decks[deck].slice();
}

export function isCard(text: string): text is ColonialCard {
  return text in KIND_INDEX;
}

/** An Earth face written with a suit symbol or letter: `K♥`, `kh`, `2♦`, `A♠`. */
const EARTH_FACE = /^([AKQ234])([♥♣♦♠HCDS])$/;
const SUIT_LETTERS: Readonly<Record<string, string>> = { H: "♥", C: "♣", D: "♦", S: "♠" };

/** One card from its notation (`P1`, `G3`, `C`) or its Earth face (`A♥`, `Q♣`, `4♦`, `A♠`). */
export function parseCard(text: string): Result<ColonialCard, string> {
  const t = text.trim().toUpperCase();
  if (isCard(t)) return ok(t);
  const earth = EARTH_FACE.exec(t);
  const card = earth ? fromEarthFace(earth[1]!, SUIT_LETTERS[earth[2]!] ?? earth[2]!) : null;
  if (card) return ok(card);
  return err(
    `"${text}" is not a Colonial card: write a colour (P, G or O) and a level (1, 2 or 3), e.g. P1 or G3, or C for the Capstone; or an Earth face, e.g. A♥, K♣, Q♦, 3♥ or A♠ (AH, KC, QD, 3H, AS).`,
  );
}

function fromEarthFace(rank: string, suit: string): ColonialCard | null {
  if (suit === "♠") return rank === "A" ? "C" : null;
  const colour = (Object.keys(EARTH_SUITS) as Colour[]).find((c) => EARTH_SUITS[c] === suit)!;
  const level = ([1, 2, 3] as const).find((l) => EARTH_RANKS[l].includes(rank))!;
  return `${colour}${level}` as ColonialCard;
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

/** Per kind, a count: sortCards's scratch (it is always left zeroed). */
const sortCounts = new Int32Array(KINDS.length);

/**
 * Best first, the order a player fans them (and kickers are compared in). Cards of a kind are
 * equal, so counting them kind by kind sorts them: every deal and discard sorts hands.
 */
export function sortCards(cards: readonly ColonialCard[]): ColonialCard[] {
  for (let i = 0; i < cards.length; i++) sortCounts[KIND_INDEX[cards[i]!]!]!++;
  const out: ColonialCard[] = [];
  for (let kind = KINDS.length - 1; kind >= 0; kind--) {
    for (let n = sortCounts[kind]!; n > 0; n--) out.push(KINDS[kind]!);
    sortCounts[kind] = 0;
  }
  return out;
}

export function formatCards(cards: readonly ColonialCard[]): string {
  return cards.join(" ");
}

/**
 * The Earth improvisation: a Colonial deck made of three decks of playing cards. The aces are the
 * first level, the kings and queens the second, the twos, threes and fours the third; hearts are
 * purple, clubs green, diamonds orange; the ace of spades is the Capstone. Display only: a card
 * plays as its colour and level, whichever face it shows.
 */
export const EARTH_RANKS: Readonly<Record<Level, readonly string[]>> = {
  1: ["A"],
  2: ["K", "Q"],
  3: ["2", "3", "4"],
};
export const EARTH_SUITS: Readonly<Record<Colour, string>> = { P: "♥", G: "♣", O: "♦" };
const EARTH_SUIT_NAMES: Readonly<Record<string, string>> = {
  Purple: "Hearts",
  Green: "Clubs",
  Orange: "Diamonds",
};

/** A card's Earth face; `copy` picks among its level's faces in turn (K, Q; 2, 3, 4). */
export function earthFace(card: ColonialCard, copy = 0): string {
  if (card === "C") return "A♠";
  const ranks = EARTH_RANKS[levelOf(card)!];
  return `${ranks[copy % ranks.length]}${EARTH_SUITS[colourOf(card)!]}`;
}

/**
 * The faces of a list of cards, each physical card its own: the copies of one kind take their
 * level's faces in turn, so `P2 P2 P3 P3 P3` shows `K♥ Q♥ 2♥ 3♥ 4♥`.
 */
export function earthFaces(cards: readonly ColonialCard[]): string[] {
  const seen = new Map<ColonialCard, number>();
  return cards.map((card) => {
    const copy = seen.get(card) ?? 0;
    seen.set(card, copy + 1);
    return earthFace(card, copy);
  });
}

/** A card written in a sentence: `P1`…`O3`, or the Capstone's `C` standing alone. */
const CARD_IN_TEXT = /(?<![\w♥♣♦♠])(?:[PGO][123]|C)(?![\w♥♣♦♠])/g;

/**
 * A sentence in Earth faces: its cards (the copies of a kind in turn, as `earthFaces`) and the
 * colours' names (Purple → Hearts, Green → Clubs, Orange → Diamonds).
 */
export function earthText(text: string): string {
  const seen = new Map<string, number>();
  return text
    .replace(CARD_IN_TEXT, (card) => {
      const copy = seen.get(card) ?? 0;
      seen.set(card, copy + 1);
      return earthFace(card as ColonialCard, copy);
    })
    .replace(/\b(Purple|Green|Orange)\b/g, (name) => EARTH_SUIT_NAMES[name]!);
}

/** "third-level" etc., for sentences. */
export function levelName(level: Level): string {
  return level === 1 ? "first-level" : level === 2 ? "second-level" : "third-level";
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
