import { describe, expect, it } from "vitest";
import { runMatchSync } from "../core/match.js";
import { Rng } from "../core/rng.js";
import { findGame } from "../packages/index.js";
import { noteOuts, placesAtEnd } from "./places.js";

describe("places at the end of a table", () => {
  it("ranks by chips, then players out of chips by when they went out", () => {
    // Seat 3 went out in hand 2, seats 1 and 2 together in hand 5; seat 0 has every chip.
    expect(placesAtEnd([400, 0, 0, 0], [null, 5, 5, 2])).toEqual([1, 2, 2, 4]);
    // With chips left at several seats (a match of agreed hands), chips first.
    expect(placesAtEnd([10, 0, 30, 0], [null, 3, null, 1])).toEqual([2, 3, 1, 4]);
    expect(placesAtEnd([20, 20, 0], [null, null, 4])).toEqual([1, 1, 3]);
  });

  it("notes a seat's hand once, when its chips first run out", () => {
    let out = noteOuts([null, null, null], [5, 0, 3], 2);
    expect(out).toEqual([null, 2, null]);
    out = noteOuts(out, [8, 0, 0], 4);
    expect(out).toEqual([null, 2, 4]);
  });

  it.each(["colonial", "three-sided", "wild-kill"])(
    "%s: a player who went out first is placed last",
    (id) => {
      const game = findGame(id)!;
      const options = { stack: 6, betting: { ante: 2 } };
      let checked = 0;
      for (let g = 0; g < 30; g++) {
        const rng = Rng.fromInt(g);
        const played = runMatchSync(
          game,
          options,
          Array.from({ length: 4 }, () => (ctx) => ctx.legal[rng.int(ctx.legal.length)]!),
          `places-${g}`,
        );
        const s = played.state as { stacks: number[]; outAt: (number | null)[] };
        const { ranks } = played.outcome;
        for (let a = 0; a < 4; a++)
          for (let b = 0; b < 4; b++) {
            const [oa, ob] = [s.outAt[a], s.outAt[b]];
            if (a === b || oa == null || ob == null) continue;
            if (oa > ob) {
              checked++;
              expect(ranks[a]).toBeLessThan(ranks[b]!);
            }
            if (oa === ob) expect(ranks[a]).toBe(ranks[b]);
          }
      }
      expect(checked).toBeGreaterThan(0);
    },
  );
});
