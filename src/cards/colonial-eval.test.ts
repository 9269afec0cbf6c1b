import { describe, expect, it } from "vitest";
import { referenceReading } from "../../test/colonial/reference.js";
import { type ColonialCard, forEachDistinctHand, KINDS } from "./colonial.js";
import {
  classOfRank,
  compareHands,
  evaluateHand,
  HAND_CLASSES,
  rankCounts,
} from "./colonial-eval.js";
import { colonialCards as hand } from "./testing.js";

const value = (text: string) => evaluateHand(hand(text));
const cmp = (a: string, b: string) => compareHands(hand(a), hand(b));

describe("every class of the text's ranking", () => {
  it.each([
    ["C P3 P3 P3 P2 P2", "capstone", "Capstone Pyramid (purple)"],
    ["P1 P2 P2 P3 P3 P3", "full-perfect-purple", "Purple Full Perfect Pyramid"],
    ["G1 G2 G2 G3 G3 G3", "full-perfect-green", "Green Full Perfect Pyramid"],
    ["O1 O2 O2 O3 O3 O3", "full-perfect-orange", "Orange Full Perfect Pyramid"],
    ["P1 G2 O2 P3 G3 O3", "full", "Full Pyramid"],
    [
      "P2 P2 P3 P3 P3 G3",
      "second-level-perfect-purple",
      "Purple Second-Level Perfect Pyramid, kicker G3",
    ],
    [
      "G2 G2 G3 G3 G3 P2",
      "second-level-perfect-green",
      "Green Second-Level Perfect Pyramid, kicker P2",
    ],
    [
      "O2 O2 O3 O3 O3 O3",
      "second-level-perfect-orange",
      "Orange Second-Level Perfect Pyramid, kicker O3",
    ],
    ["P2 O2 G3 G3 O3 P3", "second-level", "Second-Level Pyramid, kicker P3"],
    [
      "P2 P3 P3 G1 G1 O2",
      "first-level-perfect-purple",
      "Purple First-Level Perfect Pyramid, kickers G1 G1 O2",
    ],
    [
      "G2 G3 G3 P1 O1 P2",
      "first-level-perfect-green",
      "Green First-Level Perfect Pyramid, kickers P1 O1 P2",
    ],
    [
      "O2 O3 O3 P1 G1 O1",
      "first-level-perfect-orange",
      "Orange First-Level Perfect Pyramid, kickers P1 G1 O1",
    ],
    ["P2 G3 O3 P1 G1 O1", "first-level", "First-Level Pyramid, kickers P1 G1 O1"],
    ["P1 G1 O1 P2 G2 O2", "high-card", "High Card P1, then G1 O1 P2 G2 O2"],
  ])("%s is %s", (text, id, description) => {
    const v = value(text);
    expect(v.class.id).toBe(id);
    expect(v.description).toBe(description);
    expect(classOfRank(v.rank).id).toBe(id);
  });

  it("ranks the classes in the text's order", () => {
    const ladder = [
      "P1 G1 O1 P2 G2 O2",
      "P2 G3 O3 P1 G1 O1",
      "O2 O3 O3 P1 G1 O1",
      "G2 G3 G3 P1 O1 P2",
      "P2 P3 P3 G1 G1 O2",
      "P2 O2 G3 G3 O3 P3",
      "O2 O2 O3 O3 O3 O3",
      "G2 G2 G3 G3 G3 P2",
      "P2 P2 P3 P3 P3 G3",
      "P1 G2 O2 P3 G3 O3",
      "O1 O2 O2 O3 O3 O3",
      "G1 G2 G2 G3 G3 G3",
      "P1 P2 P2 P3 P3 P3",
      "C P3 P3 P3 P2 P2",
    ];
    for (let i = 1; i < ladder.length; i++) {
      expect(cmp(ladder[i]!, ladder[i - 1]!), `${ladder[i]} beats ${ladder[i - 1]}`).toBe(1);
      expect(cmp(ladder[i - 1]!, ladder[i]!)).toBe(-1);
    }
    expect(HAND_CLASSES.map((c) => c.index)).toEqual([...HAND_CLASSES.keys()]);
  });
});

describe("colours", () => {
  it("rank perfect pyramids purple > green > orange at every level", () => {
    for (const [p, g, o] of [
      ["P1 P2 P2 P3 P3 P3", "G1 G2 G2 G3 G3 G3", "O1 O2 O2 O3 O3 O3"],
      ["P2 P2 P3 P3 P3 O3", "G2 G2 G3 G3 G3 O3", "O2 O2 O3 O3 O3 O3"],
      ["P2 P3 P3 O2 O2 O1", "G2 G3 G3 O2 O2 O1", "O2 O3 O3 O2 O2 O1"],
    ] as const) {
      expect(cmp(p, g)).toBe(1);
      expect(cmp(g, o)).toBe(1);
      expect(cmp(p, o)).toBe(1);
    }
  });

  it("do not rank mixed pyramids: equal cards outside tie", () => {
    expect(cmp("P1 G2 O2 P3 G3 O3", "O1 P2 G2 O3 O3 G3")).toBe(0);
    expect(cmp("P2 G3 O3 P1 G1 O1", "O2 O3 O3 P1 G1 O1")).toBe(-1); // the orange one is perfect
    expect(cmp("P2 G3 O3 P1 G1 O1", "G2 O3 P3 P1 G1 O1")).toBe(0);
  });

  it("a perfect pyramid beats a mixed one of its size whatever the kickers", () => {
    expect(cmp("O2 O3 O3 O3 O3 O3", "P2 G3 O3 C P1 P1")).toBe(1);
  });
});

describe("the Capstone", () => {
  it("stands for a third-level, second-level or first-level card", () => {
    const third = value("C P3 P3 P2 P2 P1");
    expect(third.class.id).toBe("full-perfect-purple");
    expect(third.capstoneAs).toEqual({ level: 3, colour: "P" });
    expect(third.description).toBe("Purple Full Perfect Pyramid (Capstone as P3)");
    expect(third.pyramid?.rows).toEqual([["P1"], ["P2", "P2"], ["P3", "P3", "C"]]);

    const second = value("C G3 G3 G3 G2 G1");
    expect(second.class.id).toBe("full-perfect-green");
    expect(second.capstoneAs).toEqual({ level: 2, colour: "G" });

    const first = value("C G3 O3 P3 G2 G2");
    expect(first.class.id).toBe("full");
    expect(first.capstoneAs).toEqual({ level: 1, colour: null });
    expect(first.description).toBe("Full Pyramid (Capstone as a first-level card)");

    const low = value("C O3 O2 P1 G1 O1");
    expect(low.class.id).toBe("first-level-perfect-orange");
    expect(low.capstoneAs).toEqual({ level: 3, colour: "O" });
    expect(low.kickers).toEqual(["P1", "G1", "O1"]);
  });

  it("as the first-level card over one colour makes the Capstone Pyramid, above any perfect pyramid", () => {
    const capstone = value("C P3 P3 P3 P2 P2");
    expect(capstone.class.id).toBe("capstone");
    expect(capstone.pyramid?.rows).toEqual([["C"], ["P2", "P2"], ["P3", "P3", "P3"]]);
    expect(cmp("C O3 O3 O3 O2 O2", "P1 P2 P2 P3 P3 P3")).toBe(1);
    // The same Capstone completing a purple full pyramid lower down is only a Full Perfect one.
    expect(cmp("C P3 P3 P2 P2 P1", "C O3 O3 O3 O2 O2")).toBe(-1);
    expect(cmp("C P3 P3 P2 P2 P1", "P1 P2 P2 P3 P3 P3")).toBe(0);
  });

  it("over mixed colours as the first-level card is a plain Full Pyramid", () => {
    expect(value("C P3 P3 G3 P2 P2").class.id).toBe("full");
  });

  it("stays out as a kicker when the pyramid does not need it", () => {
    const v = evaluateHand(hand("C P3 P3 P2 G3 G3 G2 O1"));
    expect(v.class.id).toBe("full");
    expect(v.capstoneAs).toBeNull();
    expect(v.kickers).toEqual(["C", "P3"]);
    // With six cards the same Capstone completes a Full Pyramid instead.
    expect(value("C O3 O3 O2 G3 P1").description).toBe(
      "Full Pyramid (Capstone as a second-level card)",
    );
  });

  it("is the highest card of a High Card hand", () => {
    expect(value("C P1 G1 O1 P2 G2").class.id).toBe("high-card");
    expect(cmp("C O1 O1 O2 O2 O2", "P1 P1 G1 G1 O1 O1")).toBe(1);
  });
});

describe("tie-breaks", () => {
  it("one kicker: level first, then colour", () => {
    expect(cmp("G2 G2 G3 G3 G3 P2", "G2 G2 G3 G3 G3 O2")).toBe(1);
    expect(cmp("G2 G2 G3 G3 G3 O2", "G2 G2 G3 G3 G3 P3")).toBe(1);
    expect(cmp("P2 O2 G3 G3 O3 P3", "P2 O2 G3 G3 O3 O3")).toBe(1);
    expect(cmp("G2 G2 G3 G3 G3 P2", "G2 G2 G3 G3 G3 P2")).toBe(0);
  });

  it("three kickers, compared one at a time", () => {
    expect(cmp("P2 G3 O3 P1 G1 O1", "P2 G3 O3 P1 G1 G1")).toBe(-1);
    expect(cmp("P2 G3 O3 O1 O2 O2", "P2 G3 O3 P2 P2 P2")).toBe(1);
    expect(cmp("P2 G3 O3 P1 O2 O2", "P2 G3 O3 P1 O2 G2")).toBe(-1);
    expect(cmp("O2 O3 O3 P1 G1 O1", "O2 O3 O3 O1 G1 P1")).toBe(0);
  });

  it("High Card chains down to the last card", () => {
    expect(cmp("P1 G1 O1 P2 G2 O2", "P1 G1 O1 P2 G2 G2")).toBe(-1);
    expect(cmp("P1 G1 O1 P2 G2 O2", "G1 P1 O2 G2 P2 O1")).toBe(0);
    expect(cmp("P1 P1 O1 O2 O2 O2", "P1 G1 G1 P2 P2 P2")).toBe(1);
  });

  it("eight cards: the pyramid plus every other card as kickers", () => {
    const v = evaluateHand(hand("P1 P2 P2 P3 P3 P3 G1 O3"));
    expect(v.class.id).toBe("full-perfect-purple");
    expect(v.kickers).toEqual(["G1", "O3"]);
    expect(v.description).toBe("Purple Full Perfect Pyramid, kickers G1 O3");
    expect(compareHands(hand("P1 P2 P2 P3 P3 P3 G1 O3"), hand("P1 P2 P2 P3 P3 P3 G1 G3"))).toBe(-1);
  });
});

describe("hands that read two ways take the higher reading", () => {
  it("a mixed second-level pyramid over two first-level perfect ones", () => {
    // Reads as purple or green First-Level Perfect, or as a mixed Second-Level Pyramid.
    const v = value("G3 G3 G2 P3 P3 P2");
    expect(v.class.id).toBe("second-level");
    expect(v.kickers).toEqual(["P3"]);
  });

  it("a perfect reading over a mixed one with better kickers", () => {
    // Mixed, O3 O3 P2 would leave O1 P3 P3; the purple pyramid leaves only O1 O3 O3.
    const v = value("P3 P3 P2 O3 O3 O1");
    expect(v.class.id).toBe("first-level-perfect-purple");
    expect(v.kickers).toEqual(["O1", "O3", "O3"]);
  });

  it("the Capstone reading that ranks highest", () => {
    // C as P1 gives Purple Full Perfect; as the first-level card it gives the Capstone Pyramid.
    expect(value("C P3 P3 P3 P2 P2").class.id).toBe("capstone");
    // C as G3 gives a green perfect first-level pyramid; kept out, a mixed one with C as kicker.
    const v = value("C G3 G2 P3 O1 O1");
    expect(v.class.id).toBe("first-level-perfect-green");
  });

  it("the best kickers among equal classes", () => {
    // Two orange third-level cards or the purple pair could go in; the low ones do.
    const v = value("P2 P3 O3 O3 P1 G1");
    expect(v.class.id).toBe("first-level");
    expect(v.kickers).toEqual(["P1", "G1", "P3"]);
  });
});

describe("agreement with a literal reading of the text", () => {
  it("on every distinct 6-card hand of both decks", () => {
    let checked = 0;
    for (const deck of ["standard", "as-listed"] as const) {
      forEachDistinctHand(deck, 6, (counts) => {
        const cards: ColonialCard[] = [];
        counts.forEach((c, k) => {
          for (let i = 0; i < c; i++) cards.push(KINDS[k]!);
        });
        const ours = evaluateHand(cards);
        const ref = referenceReading(cards);
        if (ours.class.id !== ref.classId || ours.kickers.join(" ") !== ref.kickers.join(" ")) {
          throw new Error(
            `${cards.join(" ")}: ${ours.description} but the text reads ${ref.classId} ${ref.kickers.join(" ")}`,
          );
        }
        expect(rankCounts(counts)).toBe(ours.rank);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(8000);
  });
});
