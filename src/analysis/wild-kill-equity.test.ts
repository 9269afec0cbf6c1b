import { describe, expect, it } from "vitest";
import { evaluateHigh } from "../cards/poker/index.js";
import { cards } from "../cards/testing.js";
import { unwrap } from "../core/testing.js";
import { chooseMethod, type EquityTask, runHere, runTaskRange, taskWork } from "./equity-run.js";
import { type EquityReport, Tally } from "./hilo-equity.js";
import {
  parseWildKill,
  type WildKillInput,
  wildKillHand,
  wildKillValues,
} from "./wild-kill-equity.js";

const spec = (input: WildKillInput) => unwrap(parseWildKill(input));
function task(input: WildKillInput, method: EquityTask["method"], samples = 0): EquityTask {
  return { game: "wild-kill", spec: spec(input), method, samples, seed: "test" };
}

describe("Wild/Kill hands", () => {
  it("kills every card of the bottom row's ranks, in hand and in the shared row", () => {
    const h = wildKillHand(
      cards("As Ad 9c 8c 2h"),
      cards("7s 4d"),
      cards("9h Tc 2d"),
      cards("5c 6h 8d Qc"),
    );
    expect(h.cards.sort()).toEqual(cards("As Ad 9c 2h 9h Tc 2d").sort());
    // The top row's ranks are wild everywhere (not the two top cards, which nobody holds).
    expect([...cards("7c 7h 4c 4h")].every((c) => h.wild[c] === 1)).toBe(true);
    expect(h.wild[cards("9c")[0]!]).toBe(0);
  });

  it("a rank both wild and killed is killed by default, or wild under the other ruling", () => {
    const hole = cards("7c Kd Kh 2s 3s");
    const killed = wildKillHand(hole, cards("7s 4d"), cards("9h Tc 2d"), cards("7h 5c 6h 8d"));
    expect(killed.cards).not.toContain(cards("7c")[0]);
    expect(killed.wild[cards("7c")[0]!]).toBe(0);
    const wild = wildKillHand(
      hole,
      cards("7s 4d"),
      cards("9h Tc 2d"),
      cards("7h 5c 6h 8d"),
      "wild",
    );
    expect(wild.cards).toContain(cards("7c")[0]);
    expect(wild.wild[cards("7c")[0]!]).toBe(1);
  });

  it("fewer than five survivors play what they make; five of a kind tops a straight flush", () => {
    const s = spec({ holes: ["random", "random"] });
    // Kill 2, 3, 4, 5: the hand keeps Ks Kd, the shared row keeps nothing.
    const short = wildKillValues(
      s,
      cards("Ks Kd 2c 3c 4c"),
      cards("9s 9d"),
      cards("5h 5d 2h"),
      cards("2s 3s 4s 5s"),
    );
    expect(short.high).toBe(evaluateHigh(cards("Ks Kd")));
    // Wild nines: K K K + two nines = five kings, above a royal flush.
    const five = wildKillValues(
      s,
      cards("Ks Kd Kh 9c 9h"),
      cards("9s 3d"),
      cards("2h 4d 6c"),
      cards("5s 7d 8c Jc"),
    );
    const royal = evaluateHigh(cards("As Ks Qs Js Ts"));
    expect(five.high).toBeGreaterThan(royal);
  });
});

describe("Wild/Kill equity", () => {
  const BOARD = { wild: "7s 4d", shared: "9h Tc 2d", kill: "5c 6h 8d Qc" };

  it("refuses bad input with a reason", () => {
    expect(parseWildKill({ holes: ["As Ad 9c 8c"], ...BOARD })).toMatchObject({ ok: false });
    expect(parseWildKill({ holes: ["As Ad 9c 8c 2h", "random"], wild: "7s 4d 3c" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("wild row"),
    });
    expect(parseWildKill({ holes: ["As Ad 9c 8c 2h", "random"], kill: "As" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("As is both"),
    });
    expect(
      parseWildKill({ holes: ["As Ad 9c 8c 2h", "random"], wildKilled: "both" }),
    ).toMatchObject({
      ok: false,
    });
  });

  it("a hand-checked showdown: aces and nines beat kings; a wild seven makes kings trips", () => {
    // Kills 5 6 8 Q: seat 1 keeps A A 9 2 + 9 T 2 (aces and nines), seat 2 K K J 3 + 9 T 2.
    const r = runHere(task({ holes: ["As Ad 9c 8c 2h", "Kh Kd Qs Js 3c"], ...BOARD }, "enumerate"));
    expect(r.deals).toBe(1);
    expect(r.seats.map((s) => s.equity.value)).toEqual([1, 0]);
    const w = runHere(task({ holes: ["As Ad 9c 8c 2h", "Kh Kd 7c Js 3c"], ...BOARD }, "enumerate"));
    expect(w.seats.map((s) => s.equity.value)).toEqual([0, 1]);
  });

  it("sampling agrees with exact enumeration; exact shares sum to one", () => {
    const input = {
      holes: ["As Ad 9c 8c 2h", "Kh Kd Qs Js 3c"],
      wild: "7s 4d",
      shared: "9h Tc 2d",
      kill: "5c 6h",
      low: "ace-to-five",
    };
    const exact = runHere(task(input, "enumerate"));
    expect(exact.deals).toBe(595); // C(35, 2) pairs for the kill row
    const [p, q] = exact.seats as [EquityReport["seats"][0], EquityReport["seats"][0]];
    expect(p.equity.value + q.equity.value).toBeCloseTo(1, 12);
    const sampled = runHere(task(input, "sample", 20_000));
    sampled.seats.forEach((s, i) => {
      for (const key of ["highWin", "lowWin", "scoop", "equity"] as const)
        expect(Math.abs(s[key].value - exact.seats[i]![key].value)).toBeLessThanOrEqual(
          2 * s[key].error + 1e-9,
        );
    });
    // Exact is stable under splitting the work.
    const t = task(input, "enumerate");
    const a = new Tally(2);
    runTaskRange(t, 0, taskWork(t).units, a);
    const b = new Tally(2);
    runTaskRange(t, 0, 100, b);
    runTaskRange(t, 100, taskWork(t).units, b);
    expect(Array.from(b.counts)).toEqual(Array.from(a.counts));
  });

  it("suit-symmetric hands on a suit-symmetric board share everything equally", () => {
    // Spades ↔ diamonds, hearts ↔ clubs maps each hand to the other and every row to itself.
    const r = runHere(
      task(
        {
          holes: ["As Kd Qh Jc 3s", "Ad Ks Qc Jh 3d"],
          wild: "7s 7d",
          shared: "9h 9c",
          kill: "5s 5d",
          low: "deuce-to-seven",
        },
        "enumerate",
      ),
    );
    expect(r.deals).toBe(36 * 595);
    const [p, q] = r.seats as [EquityReport["seats"][0], EquityReport["seats"][0]];
    for (const key of ["highWin", "highTie", "lowWin", "lowTie", "scoop", "equity"] as const)
      expect(p[key].value, key).toBeCloseTo(q[key].value, 12);
  });

  it("enumerates when deals are few, samples otherwise", () => {
    expect(
      chooseMethod("wild-kill", spec({ holes: ["As Ad 9c 8c 2h", "random"], ...BOARD }), "auto"),
    ).toEqual({
      method: "enumerate",
    });
    expect(
      chooseMethod("wild-kill", spec({ holes: ["As Ad 9c 8c 2h", "random"] }), "auto"),
    ).toEqual({
      method: "sample",
    });
  });
});
