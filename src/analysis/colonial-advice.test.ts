import { describe, expect, it } from "vitest";
import { type ColonialCard, copies, countKinds, KINDS, sortCards } from "../cards/colonial.js";
import { classOfRank, HAND_CLASSES, rankHand } from "../cards/colonial-eval.js";
import { colonialCards as cards } from "../cards/testing.js";
import { Rng } from "../core/rng.js";
import { discardChoices } from "../games/colonial/actions.js";
import { adviseColonial, atLeast, type DiscardAdvice, discardSets } from "./colonial-advice.js";

const classIndex = (id: string) => HAND_CLASSES.findIndex((c) => c.id === id);

function advise(hand: string, extra: Parameters<typeof adviseColonial>[0] | object = {}) {
  const r = adviseColonial({ hand: cards(hand), ...extra });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

function option(advice: ReturnType<typeof advise>, discard: string): DiscardAdvice {
  const want = sortCards(discard ? cards(discard) : []).join(" ");
  const o = advice.options.find((x) => x.discard.join(" ") === want);
  if (!o) throw new Error(`no discard ${want}`);
  return o;
}

/** The cards the seat cannot see, one entry per physical card. */
function unseenCards(hand: readonly ColonialCard[], seen: readonly ColonialCard[]): ColonialCard[] {
  const gone = countKinds([...hand, ...seen]);
  const out: ColonialCard[] = [];
  KINDS.forEach((k, i) => {
    for (let c = copies(i, "standard") - gone[i]!; c > 0; c--) out.push(k);
  });
  return out;
}

describe("the Colonial discard adviser", () => {
  it("lists every distinct discard of up to maxDiscard cards", () => {
    expect(discardSets(cards("P1 G1 O1 P2 G2 O2"), 4)).toHaveLength(57);
    // Two P3s and four G3s: 0–2 P3s with 0–4 G3s, at most 4 in all.
    expect(discardSets(cards("P3 P3 G3 G3 G3 G3"), 4)).toHaveLength(5 + 4 + 3);
    // Exactly the discards the engine accepts.
    for (const hand of ["P3 P3 G3 G3 G3 G3", "C P3 P3 P3 P2 O1", "P3 G3 O3 P2 G2 O1 G1 P1"]) {
      const mine = discardSets(cards(hand), 4).map((d) => d.join(" "));
      const engine = discardChoices(cards(hand), 4).map((d) => d.join(" "));
      expect([...mine].sort()).toEqual([...engine].sort());
    }
    const a = advise("P1 G1 O1 P2 G2 O2", { maxDiscard: 2 });
    expect(a.options).toHaveLength(1 + 6 + 15);
    expect(a.options.every((o) => o.discard.length <= 2)).toBe(true);
  });

  it("gets a hand one card from a Capstone Pyramid exactly right (checked by hand)", () => {
    // C P3 P3 P3 P2 O1, the O1 thrown (and seen in the pile): 48 unseen cards, one drawn.
    // P2 (5 left) makes the Capstone; P1 (3) a Purple Full Perfect (Capstone as P2); any other
    // first- or second-level card (G1 3, O1 1, G2 6, O2 6) a mixed Full with the Capstone
    // standing in; a third-level card (P3 6, G3 9, O3 9) a Purple Second-Level Perfect.
    const a = advise("C P3 P3 P3 P2 O1", { seen: cards("O1") });
    const o = option(a, "O1");
    expect(a.unseen).toBe(48);
    const p = (n: number) => n / 48;
    expect(o.classes[classIndex("capstone")]).toBeCloseTo(p(5), 12);
    expect(o.classes[classIndex("full-perfect-purple")]).toBeCloseTo(p(3), 12);
    expect(o.classes[classIndex("full")]).toBeCloseTo(p(3 + 1 + 6 + 6), 12);
    expect(o.classes[classIndex("second-level-perfect-purple")]).toBeCloseTo(p(6 + 9 + 9), 12);
    expect(o.classes.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12);
    expect(o.draws).toBe(48);
  });

  it("standing pat keeps the hand's own class for certain", () => {
    const a = advise("P3 G3 O3 G2 O2 P1");
    const pat = option(a, "");
    expect(pat.classes[classIndex("full")]).toBe(1);
    expect(pat.draws).toBe(1);
  });

  it("agrees with a Monte Carlo draw within its error", () => {
    const hand = cards("P3 G2 O2 P1 G1 O1");
    const discard = cards("P1 G1 O1 O2");
    const a = advise("P3 G2 O2 P1 G1 O1", { opponents: 2 });
    const exact = option(a, "P1 G1 O1 O2");
    const pool = unseenCards(hand, []);
    const keep = cards("P3 G2");
    const rng = Rng.fromInt(12345);
    const samples = 40_000;
    const counts = new Array<number>(HAND_CLASSES.length).fill(0);
    let wins = 0;
    for (let i = 0; i < samples; i++) {
      const deck = rng.shuffle([...pool]);
      const mine = [...keep, ...deck.slice(0, discard.length)];
      const r = rankHand(mine);
      counts[classOfRank(r).index]!++;
      // Two opponents, each from what is left: independent under the model, so each from its
      // own shuffle of the remaining deck.
      const rest = deck.slice(discard.length);
      let beaten = 1;
      for (let o = 0; o < 2; o++) {
        const opp = rng.shuffle([...rest]).slice(0, 6);
        const q = rankHand(opp);
        beaten *= r > q ? 1 : r === q ? 0.5 : 0;
      }
      wins += beaten;
    }
    counts.forEach((c, i) => {
      const p = exact.classes[i]!;
      const sd = Math.sqrt((p * (1 - p)) / samples);
      expect(Math.abs(c / samples - p)).toBeLessThanOrEqual(5 * sd + 1e-9);
    });
    // Given the final hand the two opponents are independent draws from the rest, so the mean
    // of the product of their scores is the model's score to the power two.
    const w = exact.win;
    const sd = Math.sqrt((w * (1 - w)) / samples);
    expect(Math.abs(wins / samples - w)).toBeLessThanOrEqual(5 * sd);
  });

  it("beats one opponent exactly as a full enumeration of opponent hands says", () => {
    const a = advise("C P3 P3 P3 P2 O1", { seen: cards("O1") });
    const pat = option(a, "");
    // Standing pat keeps the Full Pyramid; against one opponent dealt from the 48 unseen cards.
    const mine = rankHand(cards("C P3 P3 P3 P2 O1"));
    const pool = unseenCards(cards("C P3 P3 P3 P2 O1"), cards("O1"));
    // Every opponent hand of physical cards would be C(48, 6) = 12 million: sample instead.
    const rng = Rng.fromInt(9);
    let score = 0;
    const n = 30_000;
    for (let i = 0; i < n; i++) {
      const q = rankHand(rng.shuffle([...pool]).slice(0, 6));
      score += mine > q ? 1 : mine === q ? 0.5 : 0;
    }
    const sd = Math.sqrt((pat.winOne * (1 - pat.winOne)) / n);
    expect(Math.abs(score / n - pat.winOne)).toBeLessThanOrEqual(5 * sd);
  });

  it("ranks the options by the chance to beat the opponents", () => {
    const a = advise("P3 G2 O2 P1 G1 O1", { opponents: 3 });
    for (let i = 1; i < a.options.length; i++)
      expect(a.options[i - 1]!.win).toBeGreaterThanOrEqual(a.options[i]!.win);
    expect(a.best).toBe(a.options[0]);
    // More opponents can only lower every chance.
    const one = advise("P3 G2 O2 P1 G1 O1", { opponents: 1 });
    expect(one.best.win).toBeGreaterThan(a.best.win);
    expect(atLeast(a.best, 0)).toBeCloseTo(1, 12);
  });

  it("seen cards leave the draw", () => {
    // Every P2 but the one in hand seen: the Capstone Pyramid cannot be drawn.
    const a = advise("C P3 P3 P3 P2 O1", { seen: cards("P2 P2 P2 P2 P2") });
    expect(option(a, "O1").classes[classIndex("capstone")]).toBe(0);
  });

  it("refuses bad input with a reason", () => {
    const bad = (input: Parameters<typeof adviseColonial>[0]) => {
      const r = adviseColonial(input);
      expect(r.ok).toBe(false);
      return r.ok ? "" : r.error;
    };
    expect(bad({ hand: cards("P1 P1 P1 P2 P2") })).toMatch(/6 or 8 cards/);
    expect(bad({ hand: cards("P1 P1 P1 P2 P2 P2"), seen: cards("P1") })).toMatch(/one deck/);
    expect(bad({ hand: cards("P1 P1 P1 P2 P2 P2"), opponents: 0 })).toMatch(/Opponents/);
    expect(bad({ hand: cards("P1 P1 P1 P2 P2 P2"), maxDiscard: 7 })).toMatch(/0 to 6/);
  });

  it("handles eight-card hands", () => {
    const a = advise("P3 G3 O3 P2 G2 O1 G1 P1", { winChances: false });
    expect(a.options).toHaveLength(163);
    for (const o of a.options) expect(o.classes.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 10);
  });
});
