import { describe, expect, it } from "vitest";
import { ticCard as c } from "../../cards/testing.js";
import { explainPlay, isNic, type PlayScore, quickScore } from "./score.js";

function score(card: string, ...touching: string[]): PlayScore {
  const r = explainPlay(c(card), touching.map(c));
  if (isNic(r)) throw new Error(`a Nic with ${r.nic}`);
  // The engine's fast path must agree with the explanation.
  const q = quickScore(c(card), touching.map(c), touching.length, true);
  expect(q >> 2).toBe(r.total);
  expect(q & 3).toBe(r.tics);
  return r;
}

describe("the text's worked numbers", () => {
  it("a Single is 1 and a Tic is 2 ('a Tic for two')", () => {
    expect(score("3-star-orange", "3-circle-red").total).toBe(1);
    expect(score("3-star-orange", "3-star-red").total).toBe(2);
  });

  it("a 3-card Tic group is 7: two Tics of one kind, 2 × 2 + 3", () => {
    const r = score("4-crescent-yellow", "4-crescent-red", "4-crescent-cyan");
    expect(r.groups).toEqual([{ shared: ["number", "shape"], cards: 3, bonus: 3 }]);
    expect(r.total).toBe(7);
  });

  it("a 4-card Tic group is 10: three Tics of one kind, 3 × 2 + 4", () => {
    const r = score(
      "2-crescent-violet",
      "5-crescent-violet",
      "1-crescent-violet",
      "4-crescent-violet",
    );
    expect(r.groups).toEqual([{ shared: ["shape", "colour"], cards: 4, bonus: 4 }]);
    expect(r.total).toBe(10);
  });

  it("a 3-card Tic group and one different Tic is 9", () => {
    const r = score("4-star-red", "4-circle-red", "4-square-red", "4-star-cyan");
    // 4-circle-red and 4-square-red share 4 + red with it; 4-star-cyan shares 4 + star.
    expect(r.contacts.map((x) => x.kind)).toEqual(["tic", "tic", "tic"]);
    expect(r.groups).toEqual([{ shared: ["number", "colour"], cards: 3, bonus: 3 }]);
    expect(r.total).toBe(9);
  });

  it("two Tics of different kinds are no group: 4 points", () => {
    const r = score("3-star-red", "3-star-orange", "3-circle-red");
    expect(r.groups).toEqual([]);
    expect(r.total).toBe(4);
  });

  it("1-circle-violet adds 1 with a Tic and nothing without", () => {
    expect(score("1-circle-violet", "1-circle-red").total).toBe(2 + 1);
    expect(score("1-circle-violet", "1-circle-red").bonus).toBe(1);
    expect(score("1-circle-violet", "1-star-red", "2-square-violet").total).toBe(2);
    expect(score("1-circle-violet", "1-star-red").bonus).toBe(0);
  });

  it("5-star-red adds 2 with a Tic and nothing without", () => {
    expect(score("5-star-red", "5-star-cyan").total).toBe(2 + 2);
    expect(score("5-star-red", "5-star-cyan", "3-star-red").total).toBe(4 + 2);
    expect(score("5-star-red", "5-circle-cyan", "3-star-violet").total).toBe(2);
    expect(score("5-star-red", "5-circle-cyan").bonus).toBe(0);
  });

  it("another play takes 2 or more Tics", () => {
    expect(score("3-star-red", "3-star-orange").extraPlay).toBe(false);
    expect(score("3-star-red", "3-star-orange", "1-circle-red").extraPlay).toBe(false);
    expect(score("3-star-red", "3-star-orange", "3-circle-red").extraPlay).toBe(true);
  });

  it("a Nic is refused and named", () => {
    expect(explainPlay(c("3-star-red"), [c("3-star-orange"), c("1-circle-violet")])).toEqual({
      nic: "1-circle-violet",
    });
    expect(quickScore(c("3-star-red"), [c("1-circle-violet")], 1, true)).toBe(-1);
  });

  it("Shedding counts Tics but scores nothing", () => {
    const r = explainPlay(c("5-star-red"), [c("5-star-cyan"), c("3-star-red")], false);
    expect(isNic(r) ? null : [r.total, r.bonus, r.tics, r.extraPlay]).toEqual([0, 0, 2, true]);
  });
});
