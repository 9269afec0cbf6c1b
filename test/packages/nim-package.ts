/**
 * A toy game as one package, for the test that a game joins the project by one declaration and
 * one registration: Nim's engine (`test/bots/nim.ts`), its entry, a heuristic that plays the
 * known winning move, and rollouts that play it. `packages` is what a server's `--games` module exports.
 */
import type { Player } from "../../src/core/match.js";
import { Rng } from "../../src/core/rng.js";
import { gamePackage } from "../../src/packages/package.js";
import { type NimState, nim } from "../bots/nim.js";

type NimAction = ReturnType<typeof nim.legalActions>[number];

/** The move that leaves a multiple of four stones: with two players, the winning one. */
const winning = (stones: number, legal: readonly NimAction[]) =>
  legal.find((a) => (stones - a.n) % 4 === 0);

/** Takes what leaves the next player a multiple of four (a win with two players), else one. */
function nimHeuristic(seed: number): Player<NimState, NimAction, { stones: number }> {
  const rng = Rng.fromInt(seed);
  return ({ view, legal }) => winning(view.stones, legal) ?? rng.pick(legal);
}

export const nimPackage = gamePackage({
  entry: {
    id: "nim",
    name: "Nim",
    minPlayers: 2,
    maxPlayers: 4,
    playNowPlayers: 2,
    blurb: "One pile of stones; take one to three in turn, and take the last to win.",
  },
  game: nim,
  heuristic: nimHeuristic,
  // Rollouts take the winning move when there is one, so a short search already sees it.
  hints: {
    rollout: (state: NimState, _seat, legal, rng) =>
      winning(state.stones, legal) ?? rng.pick(legal),
  },
});

export const packages = [nimPackage];
