/** Whole games played to their end by script, one in each mode, their results worked by hand. */
import { describe, expect, it } from "vitest";
import { tyramid } from "./index.js";
import { legalText, names, refused, run, table } from "./testing.js";

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
