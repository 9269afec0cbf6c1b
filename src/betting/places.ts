/** Places at the end of a table of chips: by chips, and for players who ran out, by when. */
import type { Seat } from "../core/game.js";

/** Per seat, the hand in which its chips ran out; null while it has chips. */
export type OutAt = readonly (number | null)[];

/** `outAt` after hand `hand` is settled: seats left without chips went out in it. */
export function noteOuts(outAt: OutAt, stacks: readonly number[], hand: number): (number | null)[] {
  return stacks.map((chips, seat) => outAt[seat] ?? (chips === 0 ? hand : null));
}

/**
 * Places (1 best; equals share one): more chips is better; among players who ran out, the one
 * who went out later is better, and players out in the same hand share a place.
 */
export function placesAtEnd(stacks: readonly number[], outAt: OutAt): number[] {
  const better = (a: Seat, b: Seat) => {
    const [ca, cb] = [stacks[a]!, stacks[b]!];
    if (ca > 0 || cb > 0) return ca > cb;
    return (outAt[a] ?? 0) > (outAt[b] ?? 0);
  };
  return stacks.map((_, seat) => 1 + stacks.filter((_, other) => better(other, seat)).length);
}
