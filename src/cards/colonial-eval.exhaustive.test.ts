/**
 * Every distinct 6- and 8-card hand of both deck compositions: the fast evaluator agrees with a
 * literal reading of the text, the order is total and consistent, and the class probabilities of
 * a deal (printed as the table in docs/rules/colonial.md) add up.
 */
import { describe, expect, it } from "vitest";
import { referenceCompare, referenceReading } from "../../test/colonial/reference.js";
import { Rng } from "../core/rng.js";
import { type ColonialCard, dealCount, forEachDistinctHand, KINDS } from "./colonial.js";
import { evaluateHand, rankCounts } from "./colonial-eval.js";
import { classOdds } from "./colonial-odds.js";

const cardsOf = (counts: readonly number[]) => {
  const cards: ColonialCard[] = [];
  counts.forEach((c, k) => {
    for (let i = 0; i < c; i++) cards.push(KINDS[k]!);
  });
  return cards;
};

describe.each([
  ["standard", 6],
  ["as-listed", 6],
  ["standard", 8],
  ["as-listed", 8],
] as const)("%s deck, %i cards", (deck, size) => {
  it("agrees with the literal reading on every distinct hand; the order is total and consistent", () => {
    const hands: { cards: ColonialCard[]; rank: number; key: string }[] = [];
    let deals = 0;
    forEachDistinctHand(deck, size, (counts, weight) => {
      const cards = cardsOf(counts);
      const ours = evaluateHand(cards);
      const ref = referenceReading(cards);
      const key = `${ref.classId} ${ref.kickers.join(" ")}`;
      if (key !== `${ours.class.id} ${ours.kickers.join(" ")}`)
        throw new Error(`${cards.join(" ")}: ${ours.description}, but the text reads ${key}`);
      expect(rankCounts(counts)).toBe(ours.rank);
      hands.push({ cards, rank: ours.rank, key });
      deals += weight;
    });
    expect(deals).toBe(dealCount(size));

    // Equal ranks exactly when the class and every kicker are equal.
    const keyOfRank = new Map<number, string>();
    const rankOfKey = new Map<string, number>();
    for (const h of hands) {
      expect(keyOfRank.get(h.rank) ?? h.key).toBe(h.key);
      expect(rankOfKey.get(h.key) ?? h.rank).toBe(h.rank);
      keyOfRank.set(h.rank, h.key);
      rankOfKey.set(h.key, h.rank);
    }

    // Antisymmetric and transitive under the literal comparison, and the ranks agree with it.
    const rng = Rng.fromSeed(`colonial-order-${deck}-${size}`);
    for (let i = 0; i < 20_000; i++) {
      const [a, b, c] = [rng.pick(hands), rng.pick(hands), rng.pick(hands)];
      const ab = referenceCompare(a.cards, b.cards);
      expect(referenceCompare(b.cards, a.cards) + ab).toBe(0);
      expect(Math.sign(a.rank - b.rank)).toBe(ab);
      const bc = referenceCompare(b.cards, c.cards);
      if (ab >= 0 && bc >= 0) expect(referenceCompare(a.cards, c.cards)).toBeGreaterThanOrEqual(0);
      if (ab <= 0 && bc <= 0) expect(referenceCompare(a.cards, c.cards)).toBeLessThanOrEqual(0);
    }
    console.log(
      `${deck} deck, ${size} cards: ${hands.length} distinct hands, ${keyOfRank.size} ranks`,
    );
  });

  it("class probabilities of a deal", () => {
    const odds = classOdds(deck, size);
    expect(odds.reduce((s, o) => s + o.deals, 0)).toBe(dealCount(size));
    const lines = [
      `${deck} deck, ${size}-card deal (${dealCount(size).toLocaleString("en")} deals):`,
      "| Hand | Deals | Probability |",
      "| --- | ---: | ---: |",
      ...odds.map(
        (o) =>
          `| ${o.name} | ${o.deals.toLocaleString("en")} | ${(100 * o.probability).toFixed(4)}% |`,
      ),
      `| Any pyramid | ${(dealCount(size) - odds.at(-1)!.deals).toLocaleString("en")} | ${(100 * (1 - odds.at(-1)!.probability)).toFixed(4)}% |`,
    ];
    console.log(lines.join("\n"));
  });
});
