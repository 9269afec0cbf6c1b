import { describe, expect, it } from "vitest";
import { awardPots, type Declaration, newHand } from "../../betting/index.js";
import { evaluateHigh, highCategory } from "../../cards/poker/index.js";
import { type Card, newDeck } from "../../cards/standard.js";
import { cards } from "../../cards/testing.js";
import { plain } from "../../cli/paint.js";
import { act } from "../../core/engine.js";
import type { GameEvent, Seat } from "../../core/game.js";
import { Rng } from "../../core/rng.js";
import { byText, tableState } from "../testing.js";
import { startHand } from "./flow.js";
import { describeWay, playHands, type SideValue, sideValues, toShowdown } from "./hands.js";
import { threeSided } from "./index.js";
import type { ThreeSidedState } from "./state.js";

const aceToFive = { low: "ace-to-five", lowQualifier: null } as const;

function bestOf(values: readonly SideValue[], way: "high" | "low"): number {
  return Math.max(...values.map((v) => v[way] ?? -1));
}

describe("hands: 2-4 hole cards and 1-3 cards of one side", () => {
  it("refuses a flush that needs shared cards from two sides", () => {
    const hole = cards("As Ks 7d 2c");
    // Spades at positions 1 (right), 2 (base) and 3 (left): each side holds only one.
    const board = cards("Qs Ts Js 8h 3d 9c");
    const unconstrained = evaluateHigh([...hole, ...board]);
    expect(highCategory(unconstrained)).toBe("straight-flush");
    const best = bestOf(sideValues(hole, board, aceToFive), "high");
    expect(highCategory(best)).not.toBe("flush");
    expect(highCategory(best)).not.toBe("straight-flush");
    // The best allowed: A K + Q J T from no side; the right side (8h Qs 3d) gives a pair at most.
    expect(best).toBeLessThan(unconstrained);
  });

  it("allows four hole cards with one card of a side", () => {
    const hole = cards("As Ks Qs Js");
    const board = cards("2c Ts 3d 4h 5c 6d"); // the ten of spades is on the base only
    const v = sideValues(hole, board, aceToFive);
    expect(highCategory(v[2]!.high)).toBe("straight-flush");
    expect(highCategory(v[0]!.high)).not.toBe("straight-flush");
    expect(describeWay(hole, board, 2, "high").name).toMatch(/royal|straight flush/i);
  });

  it("ranks each low order as the table agrees", () => {
    const hole = cards("2c 3d 4h Ah");
    const board = cards("5s 7c 6d Kc 9h Qs"); // left Kc 6d Qs, right Kc 5s 9h, base Qs 7c 9h
    const name = (low: "ace-to-five" | "ace-to-six" | "deuce-to-seven") => {
      const v = sideValues(hole, board, { low, lowQualifier: null });
      const side = v.findIndex((x) => x.low === bestOf(v, "low"));
      return describeWay(hole, board, side, low).name;
    };
    expect(name("ace-to-five")).toBe("5-4-3-2-A"); // the wheel, from the right side
    expect(name("ace-to-six")).toBe("6-4-3-2-A"); // the wheel is a straight: the left side's 6
    expect(name("deuce-to-seven")).toBe("9-5-4-3-2"); // aces high: 2-3-4 + 5s 9h
  });

  it("an eight-or-better qualifier leaves a nine-low without a low", () => {
    const hole = cards("2c 3d 4h 9h");
    const board = cards("Ks 7c Qd Kc Jh Qs");
    const free = sideValues(hole, board, aceToFive);
    const eight = sideValues(hole, board, { low: "ace-to-five", lowQualifier: 8 });
    expect(free.some((v) => v.low !== null)).toBe(true);
    expect(eight.every((v) => v.low === null)).toBe(true);
  });
});

/** A showdown with chosen hands: antes of 10 each, no bets. */
function showdown(
  holes: string[],
  board: string,
  ways: Declaration[],
  rule: { low: "ace-to-five"; lowQualifier: 8 | null } = aceToFive,
) {
  const n = holes.length;
  const { betting } = newHand({ stacks: holes.map(() => 100), dealer: n - 1, ante: 10 });
  const all = [...holes.map(cards), cards(board)].flat();
  expect(new Set(all).size).toBe(all.length);
  const seats = holes.map((_, i) => i);
  const played = playHands(betting, holes.map(cards), cards(board), ways, seats, rule);
  const award = awardPots(betting, played.map(toShowdown), { split: "high-low" });
  return { played, won: award.won, award };
}

describe("the declaration and the pot", () => {
  // Board: 1 Ks, 2 Kd, 3 2h, 4 7c, 5 Kh, 6 8d. Left 7c 2h 8d; right 7c Ks Kh; base 8d Kd Kh.
  const board = "Ks Kd 2h 7c Kh 8d";

  it("a both declarer who ties high and wins low takes the low half and half the high", () => {
    // Seat 0 declares both: the base gives aces and kings (tying seat 1) and a king-low nobody
    // else claims. The left side would give a 7-low but lose high: it must not be chosen.
    const r = showdown(["Ac Ad 3c 4d", "As Ah 3s 4h"], board, ["both", "high"]);
    expect(r.played[0]!.highSide).toBe(2);
    expect(r.played[0]!.lowSide).toBe(2);
    expect(r.award.pots[0]!.swingLosers).toEqual([]);
    // Pot 20: high half 10 split 5 and 5, low half 10 to seat 0.
    expect(r.won).toEqual([15, 5]);
  });

  it("a both declarer who ties low but loses high takes nothing; the halves go to the others", () => {
    // Seat 0 (both) and seat 1 (low) hold the same low ranks; seat 2 (high) has three kings.
    const r = showdown(["Ac 3c 4c 6d", "Ah 3h 4s 6s", "Kc Qs Jd 9s"], board, [
      "both",
      "low",
      "high",
    ]);
    expect(r.award.pots[0]!.swingLosers).toEqual([0]);
    // Pot 30: high 15 to seat 2, low 15 to seat 1.
    expect(r.won).toEqual([0, 15, 15]);
  });

  it("when nobody declares low, the best high takes the whole pot", () => {
    const r = showdown(["Ac 3c 4c 6d", "Kc Qs Jd 9s", "Ah 3h 4s 6s"], board, [
      "high",
      "high",
      "high",
    ]);
    expect(r.won).toEqual([0, 30, 0]);
  });

  it("when no low qualifies, the high half takes the whole pot", () => {
    const r = showdown(["Qc Jc 9c 9d", "Tc Ts Jd 9s"], "Ks Kd Qh 7c Kh Qd", ["low", "high"], {
      low: "ace-to-five",
      lowQualifier: 8,
    });
    expect(r.won).toEqual([0, 20]);
  });

  it("the odd chip goes to the high half", () => {
    const { betting } = newHand({ stacks: [100, 100, 100], dealer: 2, ante: 1 });
    const holes = ["Kc Qs Jd 9s", "Ac 3c 4c 5d", "Td 9c 4s 4h"].map(cards);
    const played = playHands(
      betting,
      holes,
      cards(board),
      ["high", "low", "high"],
      [0, 1, 2],
      aceToFive,
    );
    const award = awardPots(betting, played.map(toShowdown), { split: "high-low" });
    expect(award.won).toEqual([2, 1, 0]);
  });
});

describe("two both-declarers show in turn from the dealer's left", () => {
  // Board 1 3d, 2 Ah, 3 4d, 4 Td, 5 5h, 6 Jc: left Td 4d Jc, right Td 3d 5h, base Jc Ah 5h.
  // Js Jh 2d 5d: three jacks and a J-T-5-4-2 low on the left; jacks full of fives on the base.
  // Qs Qc Ts 4h: queens and tens on the left; a J-T-5-4-A low on the base. Choosing best
  // replies round and round, the two chase each other's sides for ever (left-base, then
  // base-left, …): there is no side each would keep. Shown in turn there is one answer.
  const board = cards("3d Ah 4d Td 5h Jc");
  const jacks = cards("Js Jh 2d 5d");
  const queens = cards("Qs Qc Ts 4h");

  /** The showdown with `first` to the dealer's left, seats numbered from `dealer`. */
  function inTurn(first: Card[], second: Card[], players: number, dealer: number) {
    const holes: Card[][] = Array.from({ length: players }, () => []);
    const a = (dealer + 1) % players;
    const b = (dealer + 2) % players;
    holes[a] = first;
    holes[b] = second;
    const stacks = holes.map((_, i) => (i === a || i === b ? 100 : 0));
    const { betting } = newHand({ stacks, dealer, ante: 10 });
    const ways = holes.map((_, i) => (i === a || i === b ? "both" : null));
    const played = playHands(betting, holes, board, ways, [a, b].sort(), aceToFive);
    const award = awardPots(betting, played.map(toShowdown), { split: "high-low" });
    const of = (seat: number) => ({
      side: played.find((p) => p.seat === seat)!.highSide,
      won: award.won[seat],
    });
    return { first: of(a), second: of(b) };
  }

  it("the first chooses against the other's best hands, the second against the hand shown", () => {
    // Jacks first, against queens' best high (left) and best low (base): the left wins high and
    // loses low by one card, the base wins high only, the right neither; every side fails the
    // swing, so the better high, the base, is shown. Queens then lose high to jacks full on any
    // side and fail too, showing their best high (left). No claim survives: they share 20.
    const r = inTurn(jacks, queens, 2, 1);
    expect(r.first).toEqual({ side: 2, won: 10 });
    expect(r.second).toEqual({ side: 0, won: 10 });
    // Queens first cannot win high against jacks full; they show the left side, and jacks,
    // answering that hand, take the left: three jacks and J-T-5-4-2 win both ways.
    const q = inTurn(queens, jacks, 2, 1);
    expect(q.first).toEqual({ side: 0, won: 0 });
    expect(q.second).toEqual({ side: 0, won: 20 });
  });

  it("gives the same result however the seats are numbered", () => {
    const want = inTurn(jacks, queens, 2, 1);
    for (const [players, dealer] of [
      [2, 0],
      [3, 0],
      [3, 1],
      [3, 2],
      [5, 3],
    ] as const) {
      expect(inTurn(jacks, queens, players, dealer), `${players} seats, dealer ${dealer}`).toEqual(
        want,
      );
    }
    const other = inTurn(queens, jacks, 2, 1);
    for (const [players, dealer] of [
      [2, 0],
      [4, 2],
    ] as const) {
      expect(inTurn(queens, jacks, players, dealer)).toEqual(other);
    }
  });
});

describe("the dealer's announcement and the text of actions", () => {
  it("every deal starts by announcing the low order and its qualifier", () => {
    const s = table({ low: "deuce-to-seven", lowQualifier: 8 }, 3, "points");
    const events: GameEvent[] = [];
    startHand(structuredClone(s), Rng.fromSeed("next deal"), events);
    const texts = events.map((e) => e.text);
    const points = events.find((e) => e.type === "points")!;
    expect(points.audience).toBe("public");
    expect(points.text).toBe(
      `Seat ${s.dealer} announces: high-low with a declaration; low is deuce-to-seven, a low must be 8 or better.`,
    );
    // Before the antes and the deal.
    expect(texts.indexOf(points.text)).toBeLessThan(texts.findIndex((x) => x.includes("antes")));
  });

  it("a word that is no action names the declaration as well as the bets", () => {
    const r = threeSided.parseAction("sideways");
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toContain("declare high, low or both");
      expect(r.error.message).toContain("check, bet N");
    }
    const amount = threeSided.parseAction("bet x");
    expect(!amount.ok && amount.error.message).toContain("whole number of chips");
  });
});

/** A table with chosen cards: the named seats' hole cards and the board, the rest the stock. */
function rig(s: ThreeSidedState, holes: Record<number, string>, board: string): ThreeSidedState {
  const next = structuredClone(s);
  const h = next.hand!;
  const rest = newDeck();
  const take = (c: Card) => {
    if (!rest.includes(c)) throw new Error(`rig: card ${c} twice`);
    rest.splice(rest.indexOf(c), 1);
    return c;
  };
  for (const [seat, text] of Object.entries(holes)) h.hole[Number(seat)] = cards(text).map(take);
  h.board = cards(board).map(take);
  h.hole = h.hole.map((x, seat) => (holes[seat] ? x : x.map(() => rest.shift()!)));
  return next;
}

const { play } = byText(threeSided);

const table = (options: unknown, players: number, seed = "scripted"): ThreeSidedState =>
  tableState(threeSided, options, players, seed);

describe("a scripted hand, chip by chip", () => {
  it("plays seven rounds, a declaration and a split pot", () => {
    let s = table({ hands: 1 }, 3);
    const d = s.dealer;
    const [a, b, c] = [(d + 1) % 3, (d + 2) % 3, d]; // a acts first every round
    expect(s.hand!.betting.stacks).toEqual([99, 99, 99]);
    // a: aces and kings from the base; b: a six-low from the right; c: junk.
    s = rig(s, { [a]: "Ac Ad 9c Td", [b]: "2c 3d 4h 6s", [c]: "Qc Jc 8s 6h" }, "5s Kd 2h 7c Kh 8d");
    expect(threeSided.view(s, a).board).toEqual([null, null, null, null, null, null]);
    // Round 1 (bets of 2): a bets, b calls, c folds.
    let r = play(s, [
      [a, "bet 2"],
      [b, "call"],
      [c, "fold"],
    ]);
    expect(r.texts).toContain("Position 1 is turned: 5s.");
    expect(threeSided.view(r.state, b).board).toEqual([
      cards("5s")[0],
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(r.state.hand!.betting.stacks[a]).toBe(97);
    // Rounds 2-3: check, check. Round 4: a bets 2, b raises to 4, a calls. Round 5: checks.
    r = play(r.state, [
      [a, "check"],
      [b, "check"],
      [a, "check"],
      [b, "check"],
      [a, "bet 2"],
      [b, "raise to 4"],
      [a, "call"],
      [a, "check"],
      [b, "check"],
    ]);
    expect(r.state.hand!.turned).toBe(5);
    expect(r.state.hand!.betting.stacks).toEqual([0, 1, 2].map((x) => (x === c ? 99 : 93)));
    // Rounds 6-7 (bets of 4): a bets 4, b calls; then checks.
    r = play(r.state, [
      [a, "bet 4"],
      [b, "call"],
      [a, "check"],
      [b, "check"],
    ]);
    expect(r.state.hand!.phase).toBe("declare");
    expect(threeSided.toAct(r.state)).toEqual([a, b].sort());
    // Pot: antes 3 + 2*2 + 2*4 + 2*4 = 23.
    expect(threeSided.view(r.state, "spectator").pot).toBe(23);
    // The declaration hints name the hand each way would play, from the seat's own view.
    const hint = (seat: Seat, way: string) =>
      threeSided.hint!(threeSided.view(r.state, seat), { type: "declare", way } as never);
    expect(hint(b, "low")).toBe("6-5-4-3-2 (right 4-1-5)");
    expect(hint(b, "high")).not.toBe(hint(b, "low"));
    expect(hint(a, "both")).toContain(" / ");
    r = play(r.state, [[b, "declare low"]]);
    // The declaration is secret until everyone has declared.
    expect(threeSided.view(r.state, a).declared[b]).toBe(true);
    expect(threeSided.view(r.state, a).myDeclaration).toBeNull();
    expect(threeSided.view(r.state, b).myDeclaration).toBe("low");
    // "low" as a value, not the view's `low` (order) key.
    expect(JSON.stringify(threeSided.view(r.state, a))).not.toMatch(/"low"(?!:)/);
    r = play(r.state, [[a, "declare high"]]);
    const o = threeSided.outcome(r.state)!;
    // High half 12 (the odd chip) to a, low half 11 to b; c lost the ante.
    expect(r.state.stacks[a]).toBe(89 + 12);
    expect(r.state.stacks[b]).toBe(89 + 11);
    expect(r.state.stacks[c]).toBe(99);
    expect(o.payoff[a]).toBe(1);
    expect(o.payoff[b]).toBe(0);
    expect(o.payoff[c]).toBe(-1);
    const v = threeSided.view(r.state, "spectator");
    expect(v.phase).toBe("over");
    expect(v.last!.won[a]).toBe(12);
    expect(v.last!.shown.map((x) => x.seat).sort()).toEqual([a, b].sort());
    // The folded hand is never shown.
    expect(v.hole[c]).toBeNull();
    expect(v.last!.shown.find((x) => x.seat === b)!.text).toContain("low: 6-5-4-3-2");
    expect(v.last!.shown.find((x) => x.seat === a)!.text).toContain("base 6-2-5");
    expect(threeSided.render!(v, "spectator", plain)).toContain("Three-sided Pyramid");
  });

  it("refuses bad actions with a sentence and changes nothing", () => {
    const s = table({}, 3);
    const actor = threeSided.toAct(s)[0]!;
    const other = (actor + 1) % 3;
    const before = JSON.stringify(s);
    const tries: [Seat, unknown][] = [
      [actor, { type: "declare", way: "high" }],
      [actor, { type: "raise", to: 4 }],
      [actor, { type: "bet", amount: 3 }],
      [other, { type: "check" }],
      [actor, { type: "declare", way: "sideways" }],
    ];
    for (const [seat, action] of tries) {
      const r = act(threeSided, s, seat, action);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message.length).toBeGreaterThan(5);
    }
    expect(JSON.stringify(s)).toBe(before);
  });

  it("takes the pot unseen when everyone else folds, and deals the next hand", () => {
    let s = table({ hands: 2 }, 2);
    const first = threeSided.toAct(s)[0]!;
    const r = play(s, [[first, "fold"]]);
    s = r.state;
    expect(s.handsPlayed).toBe(1);
    expect(s.last!.shown).toEqual([]);
    expect(s.stacks[first]).toBe(99);
    expect(s.stacks[1 - first]).toBe(101);
    expect(s.dealer).not.toBe(r.state.hand!.betting.dealer === s.dealer ? -1 : s.dealer);
    expect(threeSided.view(s, first).last!.shown).toEqual([]);
  });
});
