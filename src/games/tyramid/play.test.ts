/**
 * How a card is played and how a turn goes: rows, chains and Nics; the extra play, revealing,
 * keeping, passing and the refill.
 */
import { describe, expect, it } from "vitest";
import { touchingCards } from "./board.js";
import { tyramid } from "./index.js";
import { legalText, names, refused, run, table } from "./testing.js";

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
