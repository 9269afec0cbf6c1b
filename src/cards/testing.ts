/** Cards for tests, written as players write them; a fixture that does not read throws. */
import { unwrap } from "../core/testing.js";
import { type ColonialCard, parseCards as parseColonial } from "./colonial.js";
import { type Card, parseCard, parseCards } from "./standard.js";
import { type TicCard, ticFromName } from "./tic.js";

/** Standard cards: `cards("As Kd 2c")`. */
export const cards = (text: string): Card[] => unwrap(parseCards(text));

/** One standard card: `card("As")`. */
export const card = (text: string): Card => unwrap(parseCard(text));

/** Colonial cards of the standard deck: `colonialCards("C P3 G2")`. */
export const colonialCards = (text: string): ColonialCard[] => unwrap(parseColonial(text));

/** One TIC card by its name: `ticCard("4-star-red")`. */
export function ticCard(name: string): TicCard {
  const c = ticFromName(name);
  if (c === undefined) throw new Error(`bad fixture card ${name}`);
  return c;
}
