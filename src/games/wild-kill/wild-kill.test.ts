import { describe, expect, it } from "vitest";
import { newHand, openRound, roundRules } from "../../betting/index.js";
import { formatCards } from "../../cards/standard.js";
import { cards } from "../../cards/testing.js";
import { plain } from "../../cli/paint.js";
import { act } from "../../core/engine.js";
import type { GameEvent, Seat } from "../../core/game.js";
import { canonical } from "../../core/json.js";
import { Rng } from "../../core/rng.js";
import { byText, inTurn, tableState } from "../testing.js";
import { startHand } from "./flow.js";
import { wildKill } from "./index.js";
import { ROUNDS, type WildKillState } from "./state.js";

/**
 * A table whose first hand is dealt as given: `dealer` deals, each seat holds `hole[seat]`, and
 * the pyramid is `board` (wild row, shared row, kill row, nine cards in all).
 */
function rigged(
  options: unknown,
  dealer: Seat,
  hole: readonly string[],
  board: string,
): WildKillState {
  const s = structuredClone(tableState(wildKill, options, hole.length, "rigged"));
  const o = s.options;
  s.dealer = dealer;
  const started = newHand({ stacks: s.stacks, dealer, ante: o.betting.ante });
  const opened = openRound(started.betting, roundRules(o.betting, 0, ROUNDS));
  const dealt = hole.map(cards);
  const pyramid = cards(board);
  if (pyramid.length !== 9) throw new Error("A pyramid is nine cards.");
  if (new Set([...dealt.flat(), ...pyramid]).size !== dealt.flat().length + 9)
    throw new Error("A card is dealt twice.");
  s.hand = {
    ...s.hand!,
    betting: opened.betting,
    hole: dealt,
    board: pyramid,
    turned: 0,
    round: 0,
    phase: "betting",
  };
  return s;
}

const { play, refuse } = byText(wildKill);

/** Three checks in a row (dealer 0: seats 1, 2, 0), one betting round. */
const checks3 = inTurn([1, 2, 0], "check");
const allChecks3 = [...checks3, ...checks3, ...checks3, ...checks3];

const BOARD = "Kh Ks  5d 8c Qd  9c 9d Jh Th"; // kings wild; nines, jacks and tens killed

/**
 * A high-low hand (antes of 10, seat 0 dealing) on BOARD that all check down to the declarations:
 * seat by seat, `declarations[seat]` ("declare low").
 */
const checkedDown = (hole: readonly string[], declarations: readonly string[]) =>
  play(rigged({ split: "high-low", hands: 1, betting: { ante: 10 } }, 0, hole, BOARD), [
    ...allChecks3,
    ...declarations.map((text, seat): [Seat, string] => [seat, text]),
  ]);

describe("the dealer's announcement", () => {
  it("every deal starts by announcing high only or high-low and what a rank both wild and killed does", () => {
    const announced = (options: unknown) => {
      const events: GameEvent[] = [];
      const s = tableState(wildKill, options, 3, "points");
      startHand(structuredClone(s), Rng.fromSeed("next deal"), events);
      const e = events.find((x) => x.type === "points")!;
      expect(e.audience).toBe("public");
      const texts = events.map((x) => x.text);
      expect(texts.indexOf(e.text)).toBeLessThan(texts.findIndex((x) => x.includes("antes")));
      return e.text.replace(/^Seat \d announces: /, "");
    };
    expect(announced({})).toBe("high only; a rank both wild and killed is killed, not wild.");
    expect(
      announced({ split: "high-low", low: "ace-to-six", lowQualifier: 8, wildKilled: "wild" }),
    ).toBe(
      "high-low with a declaration; low is ace-to-six, a low must be 8 or better; a rank both wild and killed stays wild and is not killed.",
    );
  });
});

describe("Wild/Kill Pyramid, a hand", () => {
  it("plays a scripted high-low hand chip by chip", () => {
    const s0 = rigged(
      { split: "high-low", hands: 1 },
      0,
      ["2c 2d 6s 6h Ac", "Kc Qs Qh 4s Jc", "Ad 2h 3c 4d 7s"],
      BOARD,
    );
    expect(wildKill.toAct(s0)).toEqual([1]);
    expect(s0.hand!.betting.committed).toEqual([1, 1, 1]);
    expect(s0.hand!.betting.stacks).toEqual([99, 99, 99]);

    // Round 1, bets of 2, nothing turned.
    let r = play(s0, [
      [1, "bet 2"],
      [2, "call"],
      [0, "call"],
    ]);
    expect(r.state.hand!.turned).toBe(2);
    expect(r.texts).toContain("The wild row: Kh Ks. Kings are wild.");
    expect(wildKill.view(r.state, 0).pot).toBe(9);
    expect(wildKill.view(r.state, 0).stacks).toEqual([97, 97, 97]);

    // Round 2, bets of 2: seat 0 folds to a bet; seat 1 check-raises.
    expect(refuse(r.state, 1, "bet 4")).toMatch(/smallest|most/);
    r = play(r.state, [
      [1, "check"],
      [2, "bet 2"],
      [0, "fold"],
      [1, "raise to 4"],
      [2, "call"],
    ]);
    expect(r.texts).toContain("The shared row: 5d 8c Qd.");
    expect(wildKill.view(r.state, 1).pot).toBe(17);
    expect(wildKill.view(r.state, 1).stacks).toEqual([97, 93, 93]);

    // Round 3, the big bet of 4.
    r = play(r.state, [
      [1, "bet 4"],
      [2, "call"],
    ]);
    expect(r.texts).toContain(
      "The kill row: 9c 9d Jh Th. Every card of nines, tens and jacks is killed.",
    );
    expect(wildKill.view(r.state, 1).pot).toBe(25);

    // Round 4: checked through; the declaration follows.
    r = play(r.state, [
      [1, "check"],
      [2, "check"],
    ]);
    expect(wildKill.view(r.state, 1).phase).toBe("declare");
    expect(wildKill.toAct(r.state)).toEqual([1, 2]);
    expect(wildKill.legalActions(r.state, 0)).toEqual([]); // folded: nothing to declare
    expect(refuse(r.state, 1, "check")).toMatch(/no betting now/);

    r = play(r.state, [[2, "declare low"]]);
    // Seat 1 sees that seat 2 declared, not what.
    const mid = wildKill.view(r.state, 1);
    expect(mid.declared).toEqual([false, false, true]);
    expect(mid.myDeclaration).toBeNull();
    expect(wildKill.view(r.state, 2).myDeclaration).toBe("low");
    expect(refuse(r.state, 2, "declare high")).toMatch(/not your turn/i);

    r = play(r.state, [[1, "declare high"]]);
    const end = r.state;
    expect(end.over).toBe(true);
    expect(r.texts).toContain("Seat 1 declares high.");
    expect(r.texts).toContain("Seat 2 declares low.");
    // Seat 1: the wild Kc makes four queens; the Jc is killed. Seat 2: the wheel for low.
    expect(end.last!.shown.map((x) => [x.seat, x.declare, x.text])).toEqual([
      [1, "high", "high: Four of a kind, queens; killed Jc"],
      [2, "low", "low: 5-4-3-2-A"],
    ]);
    // 25 chips: 13 to the high half (the odd chip), 12 to the low half.
    expect(end.last!.won).toEqual([0, 13, 12]);
    expect(end.stacks).toEqual([97, 102, 101]);
    expect(wildKill.outcome(end)!.payoff).toEqual([-3, 2, 1]);
    expect(wildKill.outcome(end)!.summary).toBe("After 1 hand Seat 1 leads with 102 chips.");
    // The folded hand is never shown, not even at the end.
    const seen = wildKill.view(end, "spectator");
    expect(seen.hole).toEqual([null, cards("Kc Qs Qh 4s Jc"), cards("Ad 2h 3c 4d 7s")]);
    expect(canonical(seen)).not.toContain(canonical(cards("2c 2d 6s 6h Ac")));
    expect(seen.board).toEqual(cards(BOARD));
  });

  it("a both-declarer who wins high and ties low takes the high half and shares the low", () => {
    const r = checkedDown(
      ["6s 6h 7c 2c 3h", "Ac 2s 3d 4c Kc", "Ad 2h 3c 4d 7s"],
      ["declare high", "declare both", "declare low"],
    );
    // Seat 1: a six-high straight with the wild king, and the wheel; seat 2 also has the wheel.
    expect(r.state.last!.shown[0]!.text).toBe("high: Straight, six high; low: 5-4-3-2-A");
    // 30 chips: 15 high to seat 1; 15 low split 8 (seat 1, first to the dealer's left) and 7.
    expect(r.state.last!.won).toEqual([0, 23, 7]);
    expect(r.state.stacks).toEqual([90, 113, 97]);
  });

  it("a both-declarer who ties high but loses low gets nothing; the others take the halves", () => {
    // Seats 1 and 2 both make an eight-high straight; seat 0's wheel beats seat 1's low.
    const r = checkedDown(
      ["Ad 2h 3c 4d 7s", "2s 3d 4c 6s 7c", "3h 4h 6d 7d Ac"],
      ["declare low", "declare both", "declare high"],
    );
    const shown = Object.fromEntries(r.state.last!.shown.map((x) => [x.seat, x.text]));
    expect(shown[1]).toBe("high: Straight, eight high; low: 6-5-4-3-2");
    expect(shown[2]).toBe("high: Straight, eight high");
    expect(shown[0]).toBe("low: 5-4-3-2-A");
    expect(r.texts).toContain(
      "Seat 1 declared both and did not win both ways: no share of the pot.",
    );
    // The high half goes to seat 2 (seat 1 no longer competes), the low half to seat 0.
    expect(r.state.last!.won).toEqual([15, 0, 15]);
  });

  it("with nobody declaring low, the best high takes the whole pot", () => {
    // Seat 2 keeps three cards after the kill and still plays them.
    const r = checkedDown(
      ["6s 6h 7c 2c 3h", "Ac 2s 3d 4c Kc", "9s Js Tc Jd 9h"],
      ["declare high", "declare high", "declare high"],
    );
    expect(r.state.last!.shown.find((x) => x.seat === 2)!.text).toBe(
      "high: Queen high (3 cards); killed 9s Js Tc Jd 9h",
    );
    expect(r.state.last!.shown.find((x) => x.seat === 2)!.survivors).toEqual(cards("5d 8c Qd"));
    expect(r.state.last!.won).toEqual([0, 30, 0]);
  });

  it("five of a kind beats a straight flush at the showdown (high only)", () => {
    const s = rigged(
      { hands: 1 },
      0,
      ["As Ad 7c 3d 4s", "Kh Qh Jh Th 2s", "Tc Td 5c 6c 8d"],
      "7h 3s  Ah 5s 6d  9c 9d 8s 4c",
    );
    const r = play(s, allChecks3);
    const text = Object.fromEntries(r.state.last!.shown.map((x) => [x.seat, x.text]));
    expect(text[0]).toBe("Five of a kind, aces; killed 4s");
    expect(text[1]).toBe("Royal flush");
    expect(r.state.last!.won).toEqual([3, 0, 0]);
    expect(r.texts).toContain("Seat 0 wins 3 from the pot.");
  });

  it("a rank both wild and killed: killed by default, wild and spared when the table says so", () => {
    const hole = ["Kc 3c 4c 5c 6c", "Ah Ad As Qs Qh"];
    const board = "Kh 2s  Qd Jd Td  Kd 9h 8h 7h";
    // Heads-up, dealer 0: seat 1 then seat 0 check each of the four rounds.
    const allChecks2 = Array.from({ length: 4 }, () => inTurn([1, 0], "check")).flat();
    const killed = play(rigged({ hands: 1 }, 0, hole, board), allChecks2);
    expect(killed.texts).toContain(
      "The kill row: Kd 9h 8h 7h. Every card of sevens, eights, nines and kings is killed. Kings were wild and are killed.",
    );
    expect(killed.state.last!.won).toEqual([0, 2]); // aces full of queens beats queen high
    const wild = play(rigged({ hands: 1, wildKilled: "wild" }, 0, hole, board), allChecks2);
    expect(wild.texts).toContain(
      "The kill row: Kd 9h 8h 7h. Every card of sevens, eights and nines is killed. Kings stay wild and are not killed.",
    );
    expect(wild.state.last!.shown[1]!.text).toBe("Straight flush, seven high");
    expect(wild.state.last!.won).toEqual([2, 0]);
  });

  it("shows each seat only its own hole cards and the rows turned so far", () => {
    const s = rigged({}, 0, ["2c 2d 6s 6h Ac", "Kc Qs Qh 4s Jc", "Ad 2h 3c 4d 7s"], BOARD);
    const v = wildKill.view(s, 1);
    expect(v.hole).toEqual([null, cards("Kc Qs Qh 4s Jc"), null]);
    expect(v.board).toEqual(Array(9).fill(null));
    expect(v.betting).toEqual({ bets: [0, 0, 0], level: 0, actor: 1, bet: 2 });
    expect(wildKill.view(s, "spectator").hole).toEqual([null, null, null]);
    const after = play(s, checks3).state;
    expect(wildKill.view(after, 2).board).toEqual([...cards("Kh Ks"), ...Array(7).fill(null)]);
    // Resampling for seat 1 keeps its cards and the turned row, and redeals the rest.
    const world = wildKill.resample(after, 1, Rng.fromInt(5));
    expect(world.hand!.hole[1]).toEqual(after.hand!.hole[1]);
    expect(world.hand!.board.slice(0, 2)).toEqual(after.hand!.board.slice(0, 2));
    expect(formatCards(world.hand!.hole[0]!)).not.toBe(formatCards(after.hand!.hole[0]!));
    const all = [...world.hand!.hole.flat(), ...world.hand!.board];
    expect(new Set(all).size).toBe(all.length);
  });

  it("draws the table for a terminal and refuses bad actions with a sentence", () => {
    const s = rigged({}, 0, ["2c 2d 6s 6h Ac", "Kc Qs Qh 4s Jc", "Ad 2h 3c 4d 7s"], BOARD);
    const after = play(s, [...checks3, ...checks3, ...checks3]).state;
    const text = wildKill.render!(wildKill.view(after, 1), 1, plain);
    expect(text).toContain("Wild/Kill Pyramid");
    expect(text).toContain("Kc*"); // wild
    expect(text).toContain("Jcx"); // killed
    expect(text).toContain("You have Four of a kind, queens.");
    expect(refuse(after, 2, "check")).toMatch(/not your turn/i);
    expect(refuse(after, 1, "declare high")).toMatch(/nothing to declare/);
    expect(wildKill.parseAction("raise 3").ok).toBe(true);
    expect(wildKill.parseAction("declare sideways").ok).toBe(false);
  });

  it("plays to the agreed number of hands, or until one player has every chip", () => {
    const rng = Rng.fromInt(11);
    for (const options of [{ hands: 5 }, { stack: 6, betting: { ante: 2 } }]) {
      let s = tableState(wildKill, options, 3, "to the end");
      while (!wildKill.outcome(s)) {
        const seat = rng.pick(wildKill.toAct(s));
        const r = act(wildKill, s, seat, rng.pick(wildKill.legalActions(s, seat)));
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
      }
      const o = wildKill.outcome(s)!;
      expect(o.payoff.reduce((a, b) => a + b, 0)).toBe(0);
      if ("hands" in options) expect(s.handsPlayed).toBe(5);
      else expect(s.stacks.filter((c) => c > 0)).toEqual([18]);
    }
  });
});
