import { describe, expect, it } from "vitest";
import { ticCard as c } from "../../cards/testing.js";
import { formatTic } from "../../cards/tic.js";
import { act } from "../../core/engine.js";
import type { GameEvent } from "../../core/game.js";
import { canonical } from "../../core/json.js";
import { parseOptions } from "../../core/options.js";
import { Rng } from "../../core/rng.js";
import { newHalf, touchingCards } from "./board.js";
import { tyramid } from "./index.js";
import { type TyramidOptions, tyramidOptions } from "./options.js";
import { canPlace, type TyramidAction } from "./rules.js";
import { setupState, type TyramidState } from "./state.js";

interface Fixture {
  peak: string;
  hands: string[][];
  /** The deck from the top down. */
  deck: string[];
  toMove?: number;
}

/** A table dealt by hand: the given peak, hands and deck order; every other field as set up. */
function table(options: Partial<TyramidOptions>, f: Fixture): TyramidState {
  const o = tyramidOptions.parse(options);
  const base = setupState(o, f.hands.length, "fixture");
  const peak = c(f.peak);
  const n = o.mode === "hourglass" ? o.halfRows + 1 : o.rows;
  const halves = o.mode === "hourglass" ? [newHalf(peak, n), newHalf(peak, n)] : [newHalf(peak, n)];
  const state: TyramidState = {
    ...base,
    halves,
    hands: f.hands.map((h) => h.map(c).sort((a, b) => a - b)),
    deck: f.deck.map(c).reverse(),
    toMove: f.toMove ?? 0,
  };
  const all = [peak, ...state.hands.flat(), ...state.deck];
  if (new Set(all).size !== all.length) throw new Error("a fixture card is dealt twice");
  return state;
}

/** Plays text actions for whoever is to move; each must be legal. */
function run(state: TyramidState, lines: string[]) {
  let s = state;
  const events: GameEvent[] = [];
  for (const line of lines) {
    const parsed = tyramid.parseAction(line);
    if (!parsed.ok) throw new Error(`${line}: ${parsed.error.message}`);
    const legal = tyramid.legalActions(s, s.toMove).map(canonical);
    expect(legal, `"${line}" should be legal`).toContain(canonical(parsed.value));
    const r = act(tyramid, s, s.toMove, parsed.value);
    if (!r.ok) throw new Error(`${line}: ${r.error.message}`);
    s = r.value.state;
    events.push(...r.value.events);
  }
  return { state: s, events };
}

/** Applies one action that must be refused, and returns the error. */
function refused(s: TyramidState, action: TyramidAction) {
  const before = canonical(s);
  const r = act(tyramid, s, s.toMove, action);
  expect(canonical(s)).toBe(before);
  if (r.ok) throw new Error(`${tyramid.formatAction(action)} was accepted`);
  return r.error;
}

const names = (cards: readonly number[]) => cards.map(formatTic);
const legalText = (s: TyramidState) => tyramid.legalActions(s, s.toMove).map(tyramid.formatAction);

describe("placement", () => {
  const s0 = table(
    { rows: 4 },
    {
      peak: "3-star-orange",
      hands: [
        ["3-star-red", "1-circle-violet", "3-circle-red", "3-star-violet", "5-star-yellow"],
        ["3-star-yellow", "2-square-cyan", "4-triangle-violet", "5-crescent-cyan", "1-star-cyan"],
      ],
      deck: ["2-circle-orange", "4-star-orange", "1-star-orange", "2-star-cyan", "4-circle-cyan"],
    },
  );

  it("row 2 may be started on either side of the peak", () => {
    expect(legalText(s0)).toEqual([
      "play 3-circle-red at 2,0",
      "play 3-circle-red at 2,1",
      "play 3-star-violet at 2,0",
      "play 3-star-violet at 2,1",
      "play 3-star-red at 2,0",
      "play 3-star-red at 2,1",
      "play 5-star-yellow at 2,0",
      "play 5-star-yellow at 2,1",
    ]);
  });

  it("a Nic is refused with the card it cannot touch", () => {
    const e = refused(s0, { type: "play", card: "1-circle-violet", row: 2, place: 0 });
    expect(e.code).toBe("nic");
    expect(e.message).toBe(
      "1-circle-violet has nothing in common with 3-star-orange: a Nic is not allowed.",
    );
  });

  it("only the current row can be played, and not a card one does not hold", () => {
    expect(refused(s0, { type: "play", card: "3-star-red", row: 3, place: 1 }).code).toBe(
      "wrong-row",
    );
    expect(refused(s0, { type: "play", card: "3-star-red", row: 2, place: 2 }).code).toBe(
      "wrong-row",
    );
    expect(refused(s0, { type: "play", card: "3-star-yellow", row: 2, place: 0 }).code).toBe(
      "not-held",
    );
    expect(refused(s0, { type: "play", card: "3-STAR-RED", row: 2, place: 0 }).code).toBe(
      "malformed-action",
    );
    expect(
      refused(s0, { type: "play", card: "3-star-red", half: "upper", row: 2, place: 0 }).message,
    ).toMatch(/no halves/);
    expect(refused(s0, { type: "stop" }).code).toBe("illegal-action");
    expect(refused(s0, { type: "reveal" }).code).toBe("must-play");
  });

  it("a new row starts anywhere, then grows from its chain without gaps", () => {
    const { state: s } = run(s0, ["play 3-star-red at 2,0", "play 3-star-yellow at 2,1", "stop"]);
    // Row 3 is empty: 3-star-violet (a Single or better with all of row 2) may go anywhere.
    expect(legalText(s).filter((t) => t.startsWith("play 3-star-violet"))).toEqual([
      "play 3-star-violet at 3,0",
      "play 3-star-violet at 3,1",
      "play 3-star-violet at 3,2",
    ]);
    const { state: s2 } = run(s, ["play 3-star-violet at 3,0"]);
    expect(s2.halves[0]!.row).toBe(3);
    const gap = refused(s2, { type: "play", card: "1-star-cyan", row: 3, place: 2 });
    expect(gap.code).toBe("gap");
    expect(gap.message).toBe(
      "Place 3,2 would leave a gap: row 3 grows from its chain at 3,0–0, so play at 3,1.",
    );
    expect(refused(s2, { type: "play", card: "1-star-cyan", row: 3, place: 0 }).code).toBe("gap");
    expect(legalText(s2)).toContain("play 1-star-cyan at 3,1");
  });

  it("a card touches the two cards above it and its neighbours in the row", () => {
    const { state: s } = run(s0, [
      "play 3-star-red at 2,0",
      "play 3-star-yellow at 2,1",
      "play 1-star-cyan at 3,1",
    ]);
    const out = [0, 0, 0, 0];
    const h = s.halves[0]!;
    expect(names(out.slice(0, touchingCards(h, 3, 0, out)))).toEqual(["3-star-red", "1-star-cyan"]);
    expect(names(out.slice(0, touchingCards(h, 3, 2, out)))).toEqual([
      "3-star-yellow",
      "1-star-cyan",
    ]);
  });
});

describe("a full standard game, scripted", () => {
  // 2 players, a 3-row pyramid: singles, a Tic group of 3, an extra play, Reveal 3 ending in a
  // play and in a keep, drawing to 5, the Extreme bonus, and the end when the last row is full.
  const start = table(
    { rows: 3 },
    {
      peak: "3-star-orange",
      hands: [
        ["3-star-red", "1-circle-violet", "2-square-cyan", "4-triangle-violet", "5-crescent-cyan"],
        ["3-star-yellow", "3-circle-red", "1-crescent-violet", "2-circle-orange", "4-square-cyan"],
      ],
      deck: [
        "5-star-yellow", // seat 0 draws after turn 1
        "2-triangle-violet", // seat 1 draws two after turn 2
        "4-circle-red",
        "5-star-red", // seat 0 is stuck in turn 3 and reveals these three
        "1-square-orange",
        "2-crescent-cyan",
        "1-triangle-cyan", // seat 1 is stuck in turn 4 and reveals these three
        "4-crescent-orange",
        "2-square-violet",
        "1-circle-cyan",
        "4-star-cyan",
      ],
    },
  );

  it("plays to the end with the scores worked by hand", () => {
    let { state: s, events } = run(start, ["play 3-star-red at 2,0"]);
    expect(s.scores).toEqual([2, 0]); // a Tic with the peak
    expect(names(s.hands[0]!)).toContain("5-star-yellow"); // drew back to 5
    expect(s.hands[0]).toHaveLength(5);
    expect(events.find((e) => e.type === "drew")).toMatchObject({
      audience: [0],
      text: "You draw 5-star-yellow.",
    });

    ({ state: s } = run(s, ["play 3-star-yellow at 2,1"]));
    expect(s.scores).toEqual([2, 7]); // Tics with the peak and 3-star-red: a 3-card Tic group
    expect(s.phase).toBe("extra");
    expect(s.hands[1]).toHaveLength(4); // no refill during the sequence
    // Row 3 is new: its first card may go anywhere the commonness allows.
    expect(legalText(s)).toEqual([
      "play 3-circle-red at 3,0",
      "play 3-circle-red at 3,1",
      "play 3-circle-red at 3,2",
      "stop",
    ]);

    ({ state: s } = run(s, ["play 3-circle-red at 3,0"]));
    expect(s.scores).toEqual([2, 9]); // one Tic (3 + red): the turn ends
    expect(s.toMove).toBe(0);
    expect(names(s.hands[1]!)).toEqual([
      "1-crescent-violet",
      "2-circle-orange",
      "2-triangle-violet",
      "4-circle-red",
      "4-square-cyan",
    ]);

    // Seat 0 holds nothing that fits 3,1 (touching 3-star-red, 3-star-yellow, 3-circle-red).
    expect(legalText(s)).toEqual(["reveal"]);
    ({ state: s, events } = run(s, ["reveal"]));
    expect(events[0]).toMatchObject({
      audience: "public",
      text: "Seat 0 cannot play and reveals 5-star-red, 1-square-orange, 2-crescent-cyan.",
    });
    expect(tyramid.view(s, 1).revealed).toEqual([
      "5-star-red",
      "1-square-orange",
      "2-crescent-cyan",
    ]);
    expect(legalText(s)).toEqual(["play 5-star-red at 3,1"]);
    ({ state: s } = run(s, ["play 5-star-red at 3,1"]));
    // A Tic with 3-star-red, Singles with 3-star-yellow and 3-circle-red, +2 Extreme.
    expect(s.scores).toEqual([8, 9]);
    expect(names(s.discards)).toEqual(["1-square-orange", "2-crescent-cyan"]);
    expect(s.hands[0]).toHaveLength(5);

    expect(legalText(s)).toEqual(["reveal"]);
    ({ state: s } = run(s, ["reveal"]));
    expect(legalText(s)).toEqual([
      "keep 1-triangle-cyan",
      "keep 4-crescent-orange",
      "keep 2-square-violet",
    ]);
    ({ state: s } = run(s, ["keep 4-crescent-orange"]));
    expect(s.hands[1]).toHaveLength(6);
    expect(tyramid.view(s, 0).known).toEqual([[], ["4-crescent-orange"]]);
    expect(s.toMove).toBe(0);

    // Tics with 3-star-yellow (star + yellow) and 5-star-red (5 + star): the pyramid is full.
    ({ state: s, events } = run(s, ["play 5-star-yellow at 3,2"]));
    expect(s.scores).toEqual([12, 9]);
    expect(s.phase).toBe("over");
    expect(events.at(-1)?.text).toBe("The pyramid is complete.");
    expect(tyramid.toAct(s)).toEqual([]);
    expect(tyramid.outcome(s)).toEqual({
      payoff: [12, 9],
      ranks: [1, 2],
      winners: [0],
      summary: "Seat 0 wins with 12 points.",
    });
  });
});

describe("a full hourglass game, scripted", () => {
  // 2 players, 2 rows each side of the centre card 2-square-cyan.
  const start = table(
    { mode: "hourglass", halfRows: 2 },
    {
      peak: "2-square-cyan",
      hands: [
        ["2-square-violet", "2-circle-cyan", "4-square-cyan", "1-star-red", "5-triangle-orange"],
        ["2-square-yellow", "3-square-cyan", "2-star-cyan", "1-crescent-violet", "4-triangle-red"],
      ],
      deck: [
        "2-square-red",
        "5-square-cyan",
        "2-square-orange",
        "1-circle-violet",
        "4-square-red",
        "5-crescent-yellow",
        "1-triangle-violet",
        "3-circle-yellow",
        "4-crescent-orange",
        "5-star-violet",
        "1-square-yellow",
      ],
    },
  );

  it("offers both halves, mirrors the upper half, and ends when both are complete", () => {
    expect(legalText(start).filter((t) => t.includes("2-square-violet"))).toEqual([
      "play 2-square-violet at lower 2,0",
      "play 2-square-violet at lower 2,1",
      "play 2-square-violet at upper 2,0",
      "play 2-square-violet at upper 2,1",
    ]);
    expect(
      refused(start, { type: "play", card: "2-square-violet", row: 2, place: 0 }).message,
    ).toMatch(/upper.*lower/);
    const script: [string, number[]][] = [
      ["play 2-square-violet at upper 2,0", [2, 0]], // a Tic with the centre
      ["play 2-square-yellow at upper 2,1", [2, 7]], // Tics with the centre and 2-square-violet
      ["stop", [2, 7]], // the extra play declined
      ["play 2-circle-cyan at lower 2,0", [4, 7]],
      ["play 3-square-cyan at lower 2,1", [4, 10]], // Tic with the centre, Single (cyan)
      ["play 4-square-cyan at lower 3,1", [7, 10]],
      ["play 2-star-cyan at lower 3,0", [7, 13]],
      // Upper row 3 touches upper row 2 (towards the centre), not the centre itself.
      ["play 2-square-red at upper 3,1", [14, 13]],
      ["play 2-square-orange at upper 3,0", [21, 13]], // a Tic group of 3 again: another play
      ["play 4-square-red at upper 3,2", [24, 13]],
      ["play 5-square-cyan at lower 3,2", [24, 20]],
    ];
    let s = start;
    for (const [line, scores] of script) {
      s = run(s, [line]).state;
      expect(s.scores, line).toEqual(scores);
    }
    expect(s.halves.map((h) => h.row)).toEqual([0, 0]);
    expect(tyramid.outcome(s)?.summary).toBe("Seat 0 wins with 24 points.");
    // The last card ended the game before the turn's draw.
    expect(s.hands.map((h) => h.length)).toEqual([5, 4]);
  });
});

describe("a full shedding game, scripted", () => {
  it("ends with the pyramid complete: the fewest cards wins; nothing is scored or drawn", () => {
    const start = table(
      { mode: "shedding", rows: 3 },
      {
        peak: "3-star-orange",
        hands: [
          [
            "3-star-red",
            "3-star-violet",
            "5-star-yellow",
            "1-circle-violet",
            "2-square-cyan",
            "4-triangle-violet",
            "5-crescent-cyan",
            "1-crescent-cyan",
            "2-triangle-cyan",
            "4-square-violet",
          ],
          [
            "3-star-yellow",
            "3-circle-red",
            "1-crescent-violet",
            "2-circle-orange",
            "4-square-cyan",
            "1-square-violet",
            "2-crescent-violet",
            "4-circle-violet",
            "5-square-violet",
            "1-triangle-cyan",
          ],
        ],
        deck: ["2-star-red", "4-star-red", "1-star-red"],
      },
    );
    const { state: s, events } = run(start, [
      "play 3-star-red at 2,0",
      "play 3-star-yellow at 2,1", // two Tics: may play again
      "play 3-circle-red at 3,0",
      "play 3-star-violet at 3,1", // two Tics again
      "play 5-star-yellow at 3,2",
    ]);
    expect(events[1]?.text).toBe("Seat 1 plays 3-star-yellow at 2,1: 2 Tics: may play again.");
    expect(s.scores).toEqual([0, 0]);
    expect(s.deck).toHaveLength(3);
    expect(s.hands.map((h) => h.length)).toEqual([7, 8]);
    expect(tyramid.outcome(s)).toEqual({
      payoff: [1, 0],
      ranks: [1, 2],
      winners: [0],
      summary: "Seat 0 wins: holds the fewest cards (7).",
    });
  });

  it("the first player to play their last card wins at once", () => {
    const s0 = table(
      { mode: "shedding", rows: 5 },
      {
        peak: "3-star-orange",
        hands: [["1-circle-violet", "2-square-cyan"], ["3-star-red"]],
        deck: ["2-star-red"],
        toMove: 1,
      },
    );
    const { state: s, events } = run(s0, ["play 3-star-red at 2,1"]);
    expect(events.at(-1)?.text).toBe("Seat 1 has played their last card and wins.");
    expect(tyramid.outcome(s)?.winners).toEqual([1]);
  });

  it("a card played from the revealed cards does not shed one from the hand", () => {
    const s0 = table(
      { mode: "shedding", rows: 5 },
      {
        peak: "3-star-orange",
        hands: [["1-circle-violet", "2-square-cyan"], ["4-circle-red"]],
        deck: ["1-square-violet", "5-star-red", "2-triangle-cyan"],
      },
    );
    const { state: s } = run(s0, ["reveal", "play 5-star-red at 2,0"]);
    expect(s.hands[0]).toHaveLength(2);
    expect(names(s.discards)).toEqual(["1-square-violet", "2-triangle-cyan"]);
    expect(s.toMove).toBe(1);
  });
});

describe("turns", () => {
  it("the extra play may be declined, and the hand is refilled only when the turn ends", () => {
    const s0 = table(
      { rows: 4 },
      {
        peak: "3-star-orange",
        hands: [
          ["3-star-red", "3-star-yellow", "3-star-violet", "1-circle-cyan", "2-circle-cyan"],
          [
            "1-square-violet",
            "2-square-violet",
            "4-square-violet",
            "5-square-violet",
            "1-triangle-violet",
          ],
        ],
        deck: [
          "4-star-red",
          "4-circle-cyan",
          "5-triangle-cyan",
          "1-crescent-violet",
          "4-star-yellow",
          "4-star-violet",
          "5-circle-cyan",
        ],
      },
    );
    let { state: s } = run(s0, [
      "play 3-star-red at 2,0",
      "reveal",
      "keep 1-crescent-violet",
      "play 3-star-yellow at 2,1",
    ]);
    expect(s.phase).toBe("extra");
    expect(s.hands[0]).toHaveLength(4);
    ({ state: s } = run(s, ["play 3-star-violet at 3,1"]));
    expect(s.phase).toBe("extra");
    expect(s.toMove).toBe(0);
    expect(s.hands[0]).toHaveLength(3);
    expect(legalText(s)).toContain("stop");
    ({ state: s } = run(s, ["stop"]));
    expect(s.toMove).toBe(1);
    expect(names(s.hands[0]!)).toEqual([
      "1-circle-cyan",
      "2-circle-cyan",
      "4-star-violet",
      "4-star-yellow",
      "4-star-red",
    ]);
    expect(s.deck).toHaveLength(1);
  });

  it("reveals what is left when the deck has fewer than 3, passes on an empty deck, and ends when all pass", () => {
    const s0 = table(
      { rows: 4 },
      {
        peak: "3-star-orange",
        hands: [["1-circle-violet"], ["2-square-cyan"]],
        deck: ["4-triangle-violet"],
      },
    );
    let { state: s, events } = run(s0, ["reveal"]);
    expect(names(s.revealed)).toEqual(["4-triangle-violet"]);
    ({ state: s } = run(s, ["keep 4-triangle-violet"]));
    expect(s.deck).toHaveLength(0);
    expect(legalText(s)).toEqual(["pass"]);
    expect(refused(s, { type: "reveal" }).message).toMatch(/empty/);
    ({ state: s, events } = run(s, ["pass"]));
    expect(s.phase).toBe("play");
    expect(legalText(s)).toEqual(["pass"]);
    ({ state: s, events } = run(s, ["pass"]));
    expect(events.at(-1)?.text).toBe("Every player has passed in a row: the game ends.");
    expect(tyramid.outcome(s)).toEqual({
      payoff: [0, 0],
      ranks: [1, 1],
      winners: [0, 1],
      summary: "Seat 0 and Seat 1 share the win with 0 points.",
    });
  });
});

describe("hidden information", () => {
  const s0 = table(
    { rows: 4 },
    {
      peak: "3-star-orange",
      hands: [
        [
          "1-circle-violet",
          "2-square-cyan",
          "4-triangle-violet",
          "5-crescent-cyan",
          "1-square-cyan",
        ],
        ["3-star-red", "3-star-yellow", "1-star-cyan", "3-circle-red", "5-star-violet"],
      ],
      deck: [
        "2-circle-violet",
        "1-square-violet",
        "4-crescent-cyan",
        "5-star-red",
        "3-star-violet",
      ],
    },
  );

  it("a seat sees its own hand and the counts, never another hand or the deck", () => {
    const v = tyramid.view(s0, 1);
    expect(v.hand).toEqual([
      "1-star-cyan",
      "3-circle-red",
      "3-star-yellow",
      "3-star-red",
      "5-star-violet",
    ]);
    expect(v.handCounts).toEqual([5, 5]);
    expect(v.deck).toBe(5);
    expect(JSON.stringify(v)).not.toContain("1-circle-violet");
    expect(JSON.stringify(v)).not.toContain("2-circle-violet");
    expect(tyramid.view(s0, "spectator").hand).toBeNull();
  });

  it("resampling keeps known cards and deals a stuck seat only cards it could not play", () => {
    const { state: s } = run(s0, ["reveal", "keep 1-square-violet"]);
    expect(s.stuck).toEqual([true, false]);
    for (let k = 0; k < 50; k++) {
      const r = tyramid.resample(s, 1, Rng.fromInt(k));
      expect(r.hands[1]).toEqual(s.hands[1]);
      expect(names(r.hands[0]!)).toContain("1-square-violet");
      expect(r.hands[0]).toHaveLength(6);
      for (const card of r.hands[0]!) expect(canPlace(r, card)).toBe(false);
      const all = [...r.hands.flat(), ...r.deck].sort((a, b) => a - b);
      expect(all).toEqual([...s.hands.flat(), ...s.deck].sort((a, b) => a - b));
    }
  });
});

describe("options", () => {
  const check = (o: unknown, players = 4) => {
    const r = parseOptions(tyramid, o, players);
    return r.ok ? null : r.error.message;
  };

  it("reject a pyramid that needs more than the 125 cards", () => {
    expect(check({ rows: 14 })).toBeNull();
    expect(check({ rows: 15 })).toBe(
      'Option "rows": a 15-row pyramid and 4 opening hands need 140 cards; the deck has 125.',
    );
    expect(check({ mode: "shedding", rows: 12 })).toBeNull();
    expect(check({ mode: "shedding", rows: 13 })).toMatch(/^Option "rows"/);
    expect(check({ mode: "hourglass", halfRows: 8 })).toBeNull();
    expect(check({ mode: "hourglass", halfRows: 9 })).toMatch(/^Option "halfRows"/);
    expect(check({ rows: 1 })).toMatch(/^Option "rows"/);
    expect(check({ mode: "pyramid" })).toMatch(/^Option "mode"/);
  });

  it("a fixed first player must be at the table", () => {
    expect(check({ firstPlayer: 2 }, 3)).toBeNull();
    expect(check({ firstPlayer: 3 }, 3)).toMatch(/^Option "firstPlayer"/);
    expect(setupState(tyramidOptions.parse({ firstPlayer: 2 }), 3, "x").toMove).toBe(2);
  });

  it("high card: the highest number, then shape, then colour plays first", () => {
    for (const seed of ["a", "b", "c", "d"]) {
      const s = setupState(tyramidOptions.parse({ firstPlayer: "high-card" }), 4, seed);
      const draw = s.firstDraw!;
      expect(draw).toHaveLength(4);
      expect(s.toMove).toBe(draw.indexOf(Math.max(...draw)));
      expect(tyramid.view(s, 0).firstDraw).toEqual(names(draw));
    }
  });

  it("deals 5 cards (10 in Shedding) and a peak, from the seed", () => {
    const s = setupState(tyramidOptions.parse({}), 3, "deal");
    expect(s.hands.map((h) => h.length)).toEqual([5, 5, 5]);
    expect(s.deck).toHaveLength(125 - 15 - 1);
    expect(canonical(setupState(tyramidOptions.parse({}), 3, "deal"))).toBe(canonical(s));
    const sh = setupState(tyramidOptions.parse({ mode: "shedding" }), 4, "deal");
    expect(sh.hands.map((h) => h.length)).toEqual([10, 10, 10, 10]);
  });
});

describe("text forms", () => {
  it("round trip and name what is wrong", () => {
    for (const text of [
      "play 5-star-red at 4,2",
      "play 5-star-red at upper 4,2",
      "stop",
      "reveal",
      "keep 3-star-orange",
      "pass",
    ]) {
      const a = tyramid.parseAction(text);
      expect(a.ok && tyramid.formatAction(a.value)).toBe(text);
    }
    expect(tyramid.parseAction("Play 5-STAR-RED at 4, 2")).toEqual({
      ok: true,
      value: { type: "play", card: "5-star-red", row: 4, place: 2 },
    });
    const bad = (t: string) => {
      const r = tyramid.parseAction(t);
      return r.ok ? null : r.error.message;
    };
    expect(bad("play 5-star-pink at 4,2")).toMatch(/"pink" is not a TIC colour/);
    expect(bad("play 5-star-red at four")).toMatch(/"four" is not a place/);
    expect(bad("keep")).toMatch(/keep and one card/);
    expect(bad("dance")).toMatch(/"dance" is not a Tyramid action/);
  });

  it("hints say what each legal play would score", () => {
    const s = table(
      { rows: 3 },
      {
        peak: "3-star-orange",
        hands: [["3-star-red", "5-star-orange"], ["1-circle-violet"]],
        deck: ["2-circle-violet"],
      },
    );
    const v = tyramid.view(s, 0);
    const hints = tyramid.legalActions(s, 0).map((a) => tyramid.hint!(v, a));
    expect(hints[0]).toBe("scores 2: Tic (number+shape)");
    expect(hints[2]).toBe("scores 2: Tic (shape+colour)");
    const drawn = tyramid.render!(v, 0, (_t, text) => text);
    expect(drawn).toContain("3★O");
    expect(drawn).toContain("2,0");
    expect(drawn).toContain("3-star-red         2,0 → 2  2,1 → 2");
  });
});
