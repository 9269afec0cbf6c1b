import { describe, expect, it } from "vitest";
import { Rng } from "../core/rng.js";
import {
  formatCard,
  formatCards,
  JOKER,
  newDeck,
  parseCard,
  parseCards,
  rankOf,
  SECOND_JOKER,
  shuffledDeck,
  suitOf,
} from "./standard.js";

describe("standard cards", () => {
  it("numbers cards rank * 4 + suit, deuce of clubs first and ace of spades last", () => {
    expect(parseCard("2c")).toEqual({ ok: true, value: 0 });
    expect(parseCard("2d")).toEqual({ ok: true, value: 1 });
    expect(parseCard("As")).toEqual({ ok: true, value: 51 });
    expect(parseCard("Jk")).toEqual({ ok: true, value: JOKER });
    expect(rankOf(51)).toBe(12);
    expect(suitOf(51)).toBe(3);
  });

  it("reads lower case, 10 for ten and any spacing or commas", () => {
    const r = parseCards(" as,10d  td7h jK ");
    expect(r.ok).toBe(false); // "td7h" is one token, and not a card
    const s = parseCards(" as, 10d  7h,jK JK");
    expect(s).toEqual({ ok: true, value: [51, 33, 22, JOKER, SECOND_JOKER] });
  });

  it("names the bad token", () => {
    const r = parseCards("As Kx Qd");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('"Kx"');
    for (const bad of ["", "A", "1s", "11h", "Asd", "Zz"]) expect(parseCard(bad).ok).toBe(false);
  });

  it("refuses a repeated card unless duplicates are allowed", () => {
    const r = parseCards("As Kd as");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain("As appears twice");
    expect(parseCards("As as", { allowDuplicates: true })).toEqual({ ok: true, value: [51, 51] });
    expect(parseCards("Jk Jk Jk").ok).toBe(false);
  });

  it("formats every card and round-trips the whole deck", () => {
    const deck = newDeck(2);
    expect(deck).toHaveLength(54);
    const text = formatCards(deck);
    expect(text.startsWith("2c 2d 2h 2s 3c")).toBe(true);
    expect(text.endsWith("Ks Ac Ad Ah As Jk Jk")).toBe(true);
    expect(parseCards(text)).toEqual({ ok: true, value: deck });
    expect(formatCard(33)).toBe("Td");
  });

  it("shuffles through the seeded generator", () => {
    const a = shuffledDeck(Rng.fromSeed("x"));
    const b = shuffledDeck(Rng.fromSeed("x"));
    const c = shuffledDeck(Rng.fromSeed("y"));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect([...a].sort((x, y) => x - y)).toEqual(newDeck());
  });
});
