import type { Action } from "../core/game.js";
import type { Player } from "../core/match.js";
import { Rng } from "../core/rng.js";

/** Picks uniformly among the legal actions; deterministic for a given seed. */
export function randomPlayer<A extends Action>(seed: number | string): Player<unknown, A> {
  const rng = typeof seed === "number" ? Rng.fromInt(seed) : Rng.fromSeed(seed);
  return ({ legal }) => rng.pick(legal);
}
