import { describe, expect, test } from "vitest";
import { formatTic, ticDeck } from "../../../src/cards/tic.js";
import { cardName, cardText, parseColonial, parseStandard, parseTic, ticCode } from "./notation";

describe("card notation", () => {
  test("standard cards: all 52 and the joker read; bad tokens do not", () => {
    const read = Array.from({ length: 52 }, (_, c) => parseStandard(cardText(c)));
    expect(read.every((c) => c?.kind === "standard")).toBe(true);
    expect(new Set(read.map((c) => JSON.stringify(c))).size).toBe(52);
    expect(cardText(52)).toBe("Jk");
    expect(cardText(51)).toBe("As");
    expect(cardText(0)).toBe("2c");
    expect(parseStandard("Jk")).toEqual({ kind: "joker" });
    for (const bad of ["10h", "as", "Ax", "", "JK"]) expect(parseStandard(bad)).toBeNull();
  });
  test("Colonial cards and the Capstone", () => {
    expect(parseColonial("P1")).toEqual({ kind: "colonial", colour: "P", level: 1 });
    expect(parseColonial("C")).toEqual({ kind: "capstone" });
    for (const bad of ["P4", "X1", "p1", "CC"]) expect(parseColonial(bad)).toBeNull();
  });
  test("TIC cards read the same from text and from the engine's numbers", () => {
    for (const card of ticDeck()) {
      const fromText = parseTic(formatTic(card));
      expect(fromText).toEqual(parseTic(card));
      expect(ticCode(fromText!)).toBe(formatTic(card));
    }
    for (const bad of ["6-star-red", "1-hexagon-red", "1-star-pink", 125, -1, 2.5])
      expect(parseTic(bad)).toBeNull();
  });
  test("every card has a name in words, never its code", () => {
    expect(cardName("O1")).toBe("Orange, level 1");
    expect(cardName("C")).toBe("Capstone, wild");
    expect(cardName("Kh")).toBe("King of hearts");
    expect(cardName("Jk")).toBe("Joker");
    expect(cardName("3-star-red")).toBe("3 — star — red");
    expect(cardName("hello")).toBeNull();
    const codes = [
      ...["P", "G", "O"].flatMap((c) => [1, 2, 3].map((l) => `${c}${l}`)),
      "C",
      ...Array.from({ length: 53 }, (_, c) => cardText(c)),
      ...ticDeck().map(formatTic),
    ];
    for (const code of codes) {
      const name = cardName(code);
      expect(name).not.toBeNull();
      expect(name!.toLowerCase()).not.toBe(code.toLowerCase());
    }
  });
});
