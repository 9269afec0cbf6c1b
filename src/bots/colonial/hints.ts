/**
 * What ISMCTS knows about Colonial Pyramid beyond the rules. A table plays until one player has
 * every chip, so rollouts stop after about a hand and the state is judged by the chips: each
 * seat's chips behind, and the pot to the best hand still in (the determinised state knows every
 * hand). Rollouts play like a plain player, not at random: random no-limit betting shoves every
 * other move, and a search that expects that learns little about real hands.
 */
import { contenders, potTotal } from "../../betting/index.js";
import { countKinds, KINDS, sortCards } from "../../cards/colonial.js";
import type { Seat } from "../../core/game.js";
import type { Rng } from "../../core/rng.js";
import type { ColonialAction } from "../../games/colonial/actions.js";
import type { ColonialState } from "../../games/colonial/state.js";
import type { SearchHints } from "../hints.js";
import { plainExtras, rankOf } from "./odds.js";

/** Chips each seat would have if the pot went now to the best hand still in, less its start. */
export function colonialEvaluate(s: ColonialState): number[] {
  const h = s.hand;
  const chips = h ? h.betting.stacks.slice() : s.stacks.slice();
  if (h) {
    const left = contenders(h.betting);
    const ranks = left.map((seat) => rankOf(countKinds(h.hands[seat]!)));
    const top = Math.max(...ranks);
    const winners = left.filter((_, i) => ranks[i] === top);
    const pot = potTotal(h.betting);
    for (const seat of winners) chips[seat]! += pot / winners.length;
  }
  for (const r of s.runoffs) for (const seat of r.seats) chips[seat]! += r.amount / r.seats.length;
  return chips.map((c, i) => c - s.startStacks[i]!);
}

/** Check or call, discard toward a Full Pyramid, show; now and then any legal move. */
export function colonialRollout(
  s: ColonialState,
  seat: Seat,
  legal: readonly ColonialAction[],
  rng: Rng,
): ColonialAction {
  if (legal.length === 1 || rng.int(8) === 0) return rng.pick(legal);
  const h = s.hand!;
  switch (h.phase) {
    case "cut":
      return { type: "tap" };
    case "announce":
      return { type: "show" };
    case "discard": {
      const extras = plainExtras(countKinds(h.hands[seat]!)).slice(0, s.options.maxDiscard);
      return { type: "discard", cards: sortCards(extras.map((k) => KINDS[k]!)) };
    }
    default:
      return (
        legal.find((a) => a.type === "check") ??
        legal.find((a) => a.type === "call") ??
        legal.find((a) => a.type === "all-in") ??
        rng.pick(legal)
      );
  }
}

export const colonialHints: SearchHints<ColonialState, ColonialAction> = {
  evaluate: colonialEvaluate,
  rolloutCap: 12,
  rollout: colonialRollout,
};
