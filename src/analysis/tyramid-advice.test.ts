import { describe, expect, it } from "vitest";
import { jsonEqual } from "../core/json.js";
import { Rng } from "../core/rng.js";
import { unwrap } from "../core/testing.js";
import { tyramid } from "../games/tyramid/index.js";
import type { TyramidState } from "../games/tyramid/state.js";
import { adviseTyramid, worldFromView } from "./tyramid-advice.js";

/** A position some random moves into a game. */
function position(seed: string, moves: number, options: object = {}, players = 3): TyramidState {
  let s = tyramid.setup(tyramid.options.parse(options), players, seed);
  const rng = Rng.fromInt(moves * 7 + seed.length);
  for (let i = 0; i < moves && tyramid.outcome(s) === null; i++) {
    const seat = tyramid.toAct(s)[0]!;
    s = unwrap(tyramid.apply(s, seat, rng.pick(tyramid.legalActions(s, seat)))).state;
  }
  return s;
}

const positions = [
  position("a", 0),
  position("b", 9),
  position("c", 25),
  position("d", 40, {}, 2),
  position("e", 15, { mode: "hourglass" }, 4),
  position("f", 12, { mode: "shedding" }),
].filter((s) => tyramid.outcome(s) === null);

describe("the Tyramid adviser", () => {
  it("builds a world the seat cannot tell from the real table", () => {
    for (const s of positions) {
      for (let seat = 0; seat < s.players; seat++) {
        const view = tyramid.view(s, seat);
        const world = unwrap(worldFromView(view));
        expect(jsonEqual(tyramid.view(world, seat), view)).toBe(true);
      }
    }
  });

  it("gives each play the score the engine gives it", () => {
    let checked = 0;
    for (const s of positions) {
      const seat = s.toMove;
      const a = unwrap(adviseTyramid(tyramid.view(s, seat), { iterations: 50 }));
      expect(a.moves.map((m) => m.text).sort()).toEqual(
        tyramid
          .legalActions(s, seat)
          .map((x) => tyramid.formatAction(x))
          .sort(),
      );
      for (const m of a.moves) {
        const after = unwrap(tyramid.apply(s, seat, m.action)).state;
        const gained = after.scores[seat]! - s.scores[seat]!;
        if (m.action.type === "play") {
          expect(m.immediate?.total ?? -1).toBe(s.mode === "shedding" ? 0 : gained);
          expect(m.immediate!.extraPlay).toBe(after.phase === "extra");
          checked++;
        } else expect(m.immediate).toBeNull();
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("never reads hidden cards: tables that differ only there get the same advice", () => {
    for (const s of positions.slice(0, 4)) {
      const seat = s.toMove;
      const other = tyramid.resample(s, seat, Rng.fromInt(99));
      // The redeal really changed what the seat cannot see…
      expect(jsonEqual({ h: other.hands, d: other.deck }, { h: s.hands, d: s.deck })).toBe(false);
      // …and nothing it can.
      expect(jsonEqual(tyramid.view(other, seat), tyramid.view(s, seat))).toBe(true);
      const a = adviseTyramid(tyramid.view(s, seat), { iterations: 300, seed: 5 });
      const b = adviseTyramid(tyramid.view(other, seat), { iterations: 300, seed: 5 });
      expect(a).toEqual(b);
    }
  });

  it("searches: the most visited move comes first", () => {
    const s = positions[2]!;
    const a = unwrap(adviseTyramid(tyramid.view(s, s.toMove), { iterations: 400 }));
    expect(a.iterations).toBe(400);
    const visits = a.moves.map((m) => m.visits);
    expect(visits.reduce((x, y) => x + y, 0)).toBe(400);
    expect(a.best.visits).toBe(Math.max(...visits));
  });

  it("refuses a spectator, a seat not to move, and a finished game", () => {
    const s = positions[1]!;
    const spectator = adviseTyramid(tyramid.view(s, "spectator"));
    expect(spectator.ok).toBe(false);
    const waiting = adviseTyramid(tyramid.view(s, (s.toMove + 1) % s.players), { iterations: 10 });
    expect(waiting.ok ? "" : waiting.error).toMatch(/turn/);
    const broken = { ...tyramid.view(s, s.toMove), deck: 3 };
    const bad = adviseTyramid(broken, { iterations: 10 });
    expect(bad.ok ? "" : bad.error).toMatch(/does not add up/);
  });
});
