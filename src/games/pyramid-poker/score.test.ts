import { describe, expect, it } from "vitest";
import { cards } from "../../cards/testing.js";
import { chartPoints, handValue, holdemValue, scoreRound } from "./score.js";

const values = (hands: string[]) => hands.map((h) => handValue(cards(h)));

describe("the advanced score chart", () => {
  it("scores the text's example hands", () => {
    const chart: [string, number][] = [
      ["4d 9c Qc Kh 7d", -1],
      ["4d 9c Qc Qh 7d", 0],
      ["4d 4c Qc Qh 7d", 0],
      ["4d Qd Qc Qh 7d", 0],
      ["4s 5d 6c 7h 8d", 1],
      ["Qs 7s 4s 9s Ks", 1],
      ["Qh Qd Qc 2d 2s", 2],
      ["Qh Qd Qc Qs 3c", 3],
      ["4s 5s 6s 7s 8s", 4],
      ["Ts Js Qs Ks As", 5],
    ];
    for (const [hand, points] of chart) expect(handValue(cards(hand)).points, hand).toBe(points);
    // And the text's order, lowest to highest, holds for the ranks.
    const ranks = chart.map(([hand]) => handValue(cards(hand)).rank);
    for (let i = 1; i < ranks.length; i++) expect(ranks[i]!).toBeGreaterThan(ranks[i - 1]!);
    expect(chartPoints("royal-flush")).toBe(5);
  });

  it("ranks a short hand with the tiles it has", () => {
    const short = handValue(cards("8c 8d Qs 6c"));
    expect(short.category).toBe("pair");
    expect(short.points).toBe(0);
    expect(short.rank).toBeGreaterThan(handValue(cards("Ac Kd Qs 6c 2h")).rank);
    expect(handValue(cards("Ah Kh Qh Jh")).points).toBe(-1);
    expect(handValue([])).toEqual({ rank: -1, category: "empty", points: -1 });
  });
});

describe("Jenn and Frank (the text's worked example)", () => {
  // Jenn: King high (-1), a flush (+1), a pair of 8s (0). Frank: a full house (2), three of a
  // kind (0), Ace high (-1); Frank wins two of the three positions.
  const jenn = values(["Kd 9c 7h 4s 2d", "Ah Jh 8h 5h 3h", "8c 8d Qs 6c 3d"]);
  const frank = values(["Qh Qd Qc 2c 2s", "Ac Js 9d 6h 4c", "5c 5d 5s Kc 7d"]);

  it("totals 0 against 1, plus Frank's 3-point bonus: Frank earns 4", () => {
    const r = scoreRound([jenn, frank], { players: 2, teams: false, advanced: true });
    expect(jenn.map((v) => v.points)).toEqual([-1, 1, 0]);
    expect(frank.map((v) => v.points)).toEqual([2, -1, 0]);
    expect(r.contests[0]!.winners).toEqual([1, 0, 1]);
    expect(r.wins).toEqual([1, 2]);
    expect(r.totals).toEqual([0, 4]);
    expect(r.earned).toEqual([0, 4]);
    expect(r.gain).toEqual([0, 4]);
  });

  it("is a win for Frank under basic scoring", () => {
    const r = scoreRound([jenn, frank], { players: 2, teams: false, advanced: false });
    expect(r.earned).toEqual([0, 1]);
    expect(r.summary).toBe("Seat 1 wins the round.");
  });
});

describe("round scoring", () => {
  const rules2 = { players: 2, teams: false, advanced: false };

  it("skunks when one player wins all three positions", () => {
    const a = values(["Ah Kh Qh Jh Th", "9c 9d 9h 9s 2c", "Kc Kd Ks 3c 3d"]);
    const b = values(["2h 3h 4h 5h 7c", "4c 4d 6s 8s Ts", "5c 6d 7s 8c Jd"]);
    expect(scoreRound([a, b], rules2).earned).toEqual([2, 0]);
    const adv = scoreRound([a, b], { ...rules2, advanced: true });
    // 5 + 3 + 2 + 4 (all three) = 14 against -1 + 0 - 1 = -2.
    expect(adv.totals).toEqual([14, -2]);
    expect(adv.earned).toEqual([16, 0]);
  });

  it("gives nobody a tied position, and no round to one win of three", () => {
    const a = values(["Ah Kd 9c 7s 3h", "2c 2d 5h 6h 8s", "Tc Td 4s 4c Kh"]);
    const b = values(["As Kc 9d 7h 3s", "3c 3d 5s 6s 8c", "Jc 7d 6c 4d 2h"]);
    const r = scoreRound([a, b], rules2);
    expect(r.contests[0]!.winners).toEqual([null, 1, 0]);
    expect(r.earned).toEqual([0, 0]);
  });

  it("pays each player the difference to the lowest total with more players", () => {
    const a = values(["Ah Kh Qh Jh 9h", "2c 3d 5h 7s 9c"]); // flush 1, high -1
    const b = values(["5c 5d 5h 8s 8c", "Kc Kd 4s 6d 9s"]); // full house 2, pair 0
    const c = values(["4c 6d 8h Ts Qc", "2d 4h 6s 8d Td"]); // -1, -1
    const r = scoreRound([a, b, c], { players: 3, teams: false, advanced: true });
    expect(r.contests[0]!.winners).toEqual([1, 1]);
    // b wins both positions: 2 + 0 + 3 = 5; a = 0; c = -2.
    expect(r.totals).toEqual([0, 5, -2]);
    expect(r.earned).toEqual([2, 7, 0]);
    const basic = scoreRound([a, b, c], { players: 3, teams: false, advanced: false });
    expect(basic.earned).toEqual([0, 1, 0]);
  });

  it("scores teams seat 0 against 3 and 1 against 2, each team earning what its members earn", () => {
    const s0 = values(["Ah Kh Qh Jh 9h", "2c 3d 5h 7s 9c"]); // flush 1, high -1
    const s3 = values(["5c 5d 5h 8s 8c", "Kc Kd 4s 6d 9s"]); // full house 2, pair 0 → wins both
    const s1 = values(["4c 4d 8h Ts Qc", "2d 4h 6s 8d Td"]); // pair 0, high -1
    const s2 = values(["3c 6d 7h 9d Jc", "Ac As Ad 3h 3s"]); // high -1, full house 2
    const r = scoreRound([s0, s1, s2, s3], { players: 4, teams: true, advanced: true });
    expect(r.contests.map((c) => c.seats)).toEqual([
      [0, 3],
      [1, 2],
    ]);
    expect(r.contests[0]!.winners).toEqual([3, 3]);
    expect(r.contests[1]!.winners).toEqual([1, 2]);
    // Seat 3: 2 + 0 + 3 = 5 against seat 0's 0: earns 5. Seat 2: 1 against seat 1's -1: earns 2.
    expect(r.totals).toEqual([0, -1, 1, 5]);
    expect(r.earned).toEqual([0, 0, 2, 5]);
    expect(r.gain).toEqual([2, 5, 2, 5]);
  });

  it("breaks a team tie under basic scoring with the single best hand", () => {
    const s0 = values(["Ah Kh Qh Jh Th", "2c 3d 5h 7s 9c"]); // royal flush wins, high card loses
    const s3 = values(["5c 5d 5h 8s 8c", "Kc Kd 4s 6d 9s"]);
    const s1 = values(["4c 4d 8h Ts Qc", "2d 4h 6s 8d Td"]);
    const s2 = values(["3c 6d 7h 9d Jc", "Ac As Ad 3h 3s"]);
    const r = scoreRound([s0, s1, s2, s3], { players: 4, teams: true, advanced: false });
    // Each pairing is one position all: no team wins a pairing, so the royal flush decides.
    expect(r.wins).toEqual([1, 1, 1, 1]);
    expect(r.earned).toEqual([1, 0, 1, 0]);
    expect(r.summary).toBe("Seats 0 and 2 win the round.");
  });

  it("values a Hold 'Em hand as its two tiles and the best three of the community", () => {
    const board = cards("Ah Kh 7c 7d 2s");
    expect(holdemValue(cards("Qh Jh"), board).category).toBe("pair");
    expect(holdemValue(cards("Qh Th"), board).category).toBe("pair");
    expect(holdemValue(cards("7h 7s"), board).category).toBe("four-of-a-kind");
    // Both hole tiles must play: a board flush needs both hole tiles of the suit.
    const flushBoard = cards("2h 5h 9h Jh Kh");
    expect(holdemValue(cards("Ah 3c"), flushBoard).category).toBe("high-card");
    expect(holdemValue(cards("Ah 3h"), flushBoard).category).toBe("flush");
    // A short hand or a short board uses what there is.
    expect(holdemValue(cards("Ah"), flushBoard).category).toBe("high-card");
    expect(holdemValue(cards("Ah Ad"), cards("Ac")).category).toBe("three-of-a-kind");
  });
});
