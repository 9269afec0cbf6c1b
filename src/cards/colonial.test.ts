import { describe, expect, it } from "vitest";
import {
  copies,
  countKinds,
  dealCount,
  earthFace,
  earthFaces,
  earthText,
  forEachDistinctHand,
  KINDS,
  newDeck,
  parseCard,
  parseCards,
  sortCards,
} from "./colonial.js";

describe("the Colonial deck", () => {
  it("has 55 cards under both compositions", () => {
    for (const deck of ["standard", "as-listed"] as const) {
      expect(newDeck(deck)).toHaveLength(55);
      expect(newDeck(deck).filter((c) => c === "C")).toHaveLength(1);
    }
  });

  it("standard is 3 first-level, 6 second-level, 9 third-level per colour", () => {
    const n = countKinds(newDeck("standard"));
    expect(n[KINDS.indexOf("P1")]).toBe(3);
    expect(n[KINDS.indexOf("G2")]).toBe(6);
    expect(n[KINDS.indexOf("O3")]).toBe(9);
  });

  it("as-listed is 9 first-level, 6 second-level, 3 third-level per colour", () => {
    const n = countKinds(newDeck("as-listed"));
    expect(n[KINDS.indexOf("P1")]).toBe(9);
    expect(n[KINDS.indexOf("G2")]).toBe(6);
    expect(n[KINDS.indexOf("O3")]).toBe(3);
    expect(copies(KINDS.indexOf("C"), "as-listed")).toBe(1);
  });
});

describe("notation", () => {
  it("reads cards in either case and writes them back", () => {
    expect(parseCard("p1")).toEqual({ ok: true, value: "P1" });
    expect(parseCard("C")).toEqual({ ok: true, value: "C" });
    const hand = parseCards("P1 g2, O3 C  G3 G3");
    expect(hand).toEqual({ ok: true, value: ["P1", "G2", "O3", "C", "G3", "G3"] });
  });

  it("names a bad token", () => {
    const r = parseCards("P1 X4 G2");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('"X4" is not a Colonial card');
    expect(parseCard("P4").ok).toBe(false);
    expect(parseCard("").ok).toBe(false);
    expect(parseCard("CC").ok).toBe(false);
  });

  it("refuses more copies than the deck holds, and wrong hand sizes", () => {
    const two = parseCards("C C P1 G1 O1 P2");
    expect(two.ok).toBe(false);
    if (!two.ok) expect(two.error).toContain("2 × Capstone");
    // Four purple third-level cards exist in the standard deck but not in the as-listed one.
    expect(parseCards("P3 P3 P3 P3 G2 G2", "standard").ok).toBe(true);
    const listed = parseCards("P3 P3 P3 P3 G2 G2", "as-listed");
    expect(listed.ok).toBe(false);
    if (!listed.ok) expect(listed.error).toContain("as-listed deck holds (3)");
    const short = parseCards("P1 G2 O3", "standard", [6, 8]);
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.error).toContain("6 or 8 cards");
  });

  it("sorts best first and shows Earth faces", () => {
    expect(sortCards(["O3", "C", "P2", "G1"])).toEqual(["C", "G1", "P2", "O3"]);
    expect(["C", "P1", "G2", "O3"].map((c) => earthFace(c as "C"))).toEqual([
      "A♠",
      "A♥",
      "K♣",
      "2♦",
    ]);
  });

  it("gives each physical card of the Earth deck its own face, and reads every face back", () => {
    // Three aces, three kings and three queens, three each of twos, threes and fours per suit.
    expect(earthFaces(["P2", "P2", "P3", "P3", "P3", "C"])).toEqual([
      "K♥",
      "Q♥",
      "2♥",
      "3♥",
      "4♥",
      "A♠",
    ]);
    expect(earthFaces(["G2", "G2", "G2", "O3", "O3", "O3", "O3"])).toEqual([
      "K♣",
      "Q♣",
      "K♣",
      "2♦",
      "3♦",
      "4♦",
      "2♦",
    ]);
    const faces: Record<string, string> = {
      "A♥": "P1",
      "K♥": "P2",
      "Q♥": "P2",
      "2♥": "P3",
      "3♥": "P3",
      "4♥": "P3",
      "A♣": "G1",
      "K♣": "G2",
      "Q♣": "G2",
      "2♣": "G3",
      "3♣": "G3",
      "4♣": "G3",
      "A♦": "O1",
      "K♦": "O2",
      "Q♦": "O2",
      "2♦": "O3",
      "3♦": "O3",
      "4♦": "O3",
      "A♠": "C",
      qh: "P2",
      "4c": "G3",
      Ad: "O1",
      as: "C",
    };
    for (const [face, card] of Object.entries(faces))
      expect(parseCard(face)).toEqual({ ok: true, value: card });
    for (const bad of ["K♠", "5♥", "J♣", "A"]) expect(parseCard(bad).ok).toBe(false);
  });

  it("writes a sentence's cards and colours in Earth faces", () => {
    expect(earthText("You are dealt C P2 P2 G3 G3 O1.")).toBe("You are dealt A♠ K♥ Q♥ 2♣ 3♣ A♦.");
    expect(earthText("Seat 2 shows Purple Full Perfect Pyramid (Capstone as P3): C.")).toBe(
      "Seat 2 shows Hearts Full Perfect Pyramid (Capstone as 2♥): A♠.",
    );
    expect(earthText("Seat 1 folds.")).toBe("Seat 1 folds.");
  });
});

describe("distinct hands", () => {
  it("weights add up to every possible deal", () => {
    for (const deck of ["standard", "as-listed"] as const) {
      let hands = 0;
      let deals = 0;
      forEachDistinctHand(deck, 6, (_c, w) => {
        hands++;
        deals += w;
      });
      expect(deals).toBe(dealCount(6));
      expect(deals).toBe(28_989_675);
      expect(hands).toBe(4128);
    }
  });
});
