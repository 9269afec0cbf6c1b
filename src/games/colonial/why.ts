/**
 * Why one shown Colonial hand beats another, in the words of the rule text's ranking: what a
 * showdown line says after the pot is paid.
 */

import { COLOUR_NAMES, kindOf } from "../../cards/colonial.js";
import { classOfRank, type HandClass } from "../../cards/colonial-eval.js";
import type { Seat } from "../../core/game.js";
import type { ShownHand } from "./state.js";

const SHAPES = ["first-level", "second-level", "full"] as const;

function shapeRank(c: HandClass): number {
  return c.shape === null ? -1 : c.shape === "capstone" ? 3 : SHAPES.indexOf(c.shape);
}

/** The reason `a` ranks above `b` (a shown hand that beats another, never a tie). */
function reason(a: ShownHand, b: ShownHand): string {
  const ca = classOfRank(a.rank);
  const cb = classOfRank(b.rank);
  if (ca.shape === "capstone") return "the Capstone Pyramid beats every other hand";
  if (cb.shape === null && ca.shape !== null) return "any pyramid beats a hand without one";
  if (shapeRank(ca) !== shapeRank(cb))
    return "a larger pyramid beats any smaller one: full above second-level above first-level";
  if (ca.colour !== null && cb.colour === null)
    return "a perfect pyramid ranks above any other pyramid of its level";
  if (ca.colour !== null && cb.colour !== null && ca.colour !== cb.colour)
    return `among perfect pyramids of one level the colour decides: ${COLOUR_NAMES[ca.colour].toLowerCase()} ranks above ${COLOUR_NAMES[cb.colour].toLowerCase()}`;
  // The same class: the cards outside the pyramid, best first (all of them for High Card).
  const i = a.kickers.findIndex(
    (k, j) => b.kickers[j] === undefined || kindOf(k) !== kindOf(b.kickers[j]!),
  );
  const mine = a.kickers[i];
  const theirs = b.kickers[i];
  const what =
    ca.shape === null
      ? "with no pyramid the best single card decides"
      : "equal pyramids: the best card outside them decides";
  return mine && theirs ? `${what}, ${mine} above ${theirs}` : what;
}

/** "Seat 1's Purple First-Level Perfect Pyramid beats seat 0's First-Level Pyramid: …". */
export function whyColonialWins(
  shown: readonly (ShownHand | null)[],
  winner: Seat,
  loser: Seat,
): string | null {
  const a = shown[winner];
  const b = shown[loser];
  if (!a || !b || a.rank <= b.rank) return null;
  const name = (h: ShownHand) => classOfRank(h.rank).name;
  return `Seat ${winner}'s ${name(a)} beats seat ${loser}'s ${name(b)}: ${reason(a, b)}.`;
}
