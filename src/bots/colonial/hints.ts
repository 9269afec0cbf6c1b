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
import type { ColonialView } from "../../games/colonial/view.js";
import { type BettingThresholds, bettingWeight } from "../betting-model.js";
import type { SearchHints } from "../hints.js";
import { betChoice, defaultColonialWeights, judgeDiscards } from "./heuristic.js";
import {
  countsKey,
  forEachDraw,
  plainDiscard,
  plainExtras,
  rankOf,
  rankTable,
  unseenCounts,
} from "./odds.js";

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
  noise = true,
): ColonialAction {
  if (legal.length === 1 || (noise && rng.int(8) === 0)) return rng.pick(legal);
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

/** Pre-draw chances by table, hand and opponents: a search meets the same hands again and again. */
const preDraw = new Map<string, number>();

/**
 * The heuristic's measure of a seat's hand in a determinisation: its chance of beating every
 * other hand still in. After the last draw, the hand's; before it, the expected chance after a
 * plain discard (the extras a Full Pyramid has no room for) and the exact odds of the draw from
 * the cards it has not seen — cheaper than the heuristic's best of every discard, and close: the
 * plain discard is the best one for most hands.
 */
export function colonialStrength(s: ColonialState, seat: Seat): number {
  const h = s.hand!;
  const o = s.options;
  const table = rankTable(o);
  const opponents = Math.max(1, contenders(h.betting).length - 1);
  const counts = countKinds(h.hands[seat]!);
  const drawsLeft = o.discards - h.discardCounts.length;
  if (drawsLeft <= 0) return table.beats(rankOf(counts)) ** opponents;
  const key = `${o.deck} ${o.handSize} ${o.discards} ${o.maxDiscard} ${opponents} ${countsKey(counts)}`;
  let chance = preDraw.get(key);
  if (chance === undefined) {
    const pool = unseenCounts(o.deck, h.hands[seat]!);
    const kept = counts.slice();
    const thrown = plainDiscard(kept, o.maxDiscard);
    let c = 0;
    forEachDraw(kept, pool, thrown, (hand, p) => {
      c += p * table.beats(rankOf(hand)) ** opponents;
    });
    preDraw.set(key, (chance = c));
  }
  return chance;
}

const w = defaultColonialWeights;
const colonialThresholds: BettingThresholds = {
  value: w.value,
  big: w.nuts,
  // A three-quarter-pot bet offers 3 to 7: the heuristic calls it from 0.3 plus its margin.
  call: 0.3 + w.margin,
  bluff: Math.max(0.05, w.bluff),
  slack: 0.1,
};

/** How likely the others' dealt hands are to have bet as they did (`betting-model.ts`). */
export function colonialWeigh(s: ColonialState, searcher: Seat): number {
  const h = s.hand;
  if (!h || h.runoff > 0) return 1;
  return bettingWeight(
    h.betting,
    searcher,
    s.options.betting.ante,
    (seat) => colonialStrength(s, seat),
    () => colonialThresholds,
  );
}

/** The discards the heuristic's exact draw odds judge best, by table, hand and opponents. */
const discardCache = new Map<string, string[]>();

/** The three discards the heuristic judges best (by its exact odds of the draw). */
function bestDiscards(
  s: ColonialState,
  seat: Seat,
  legal: readonly ColonialAction[],
): readonly ColonialAction[] {
  const h = s.hand!;
  const o = s.options;
  const choices = legal.flatMap((a) => (a.type === "discard" ? [a.cards] : []));
  if (choices.length <= 3) return legal;
  const hand = h.hands[seat]!;
  const opponents = Math.max(1, contenders(h.betting).length - 1);
  const mine = h.pile.filter((p) => p.by === seat).map((p) => p.card);
  const key = `${o.deck} ${o.handSize} ${o.discards} ${o.maxDiscard} ${opponents} ${hand.join("")} ${mine.join("")}`;
  let best = discardCache.get(key);
  if (!best) {
    const pool = unseenCounts(o.deck, [...hand, ...mine]);
    const judged = judgeDiscards(hand, choices, pool, rankTable(o), opponents);
    best = judged.slice(0, 3).map((j) => j.cards.join(" "));
    if (discardCache.size > 50_000) discardCache.clear();
    discardCache.set(key, best);
  }
  const wanted = best;
  return legal.filter((a) => a.type === "discard" && wanted.includes(a.cards.join(" ")));
}

/**
 * The moves worth searching: no fold when checking is free, and of the no-limit bet sizes (one
 * per chip) the smallest, half the pot, the heuristic's three quarters, the pot, twice the pot
 * and all-in.
 */
export function colonialMoves(
  s: ColonialState,
  seat: Seat,
  legal: readonly ColonialAction[],
): readonly ColonialAction[] {
  const h = s.hand;
  if (!h) return legal;
  // The cut only moves cards nobody has seen: a search that chose it would be choosing a deal.
  if (h.phase === "cut") return legal.filter((a) => a.type === "tap");
  if (h.phase === "discard") return bestDiscards(s, seat, legal);
  const r = h.betting.round;
  if (h.phase !== "bet" || !r) return legal;
  const free = legal.some((a) => a.type === "check");
  const sized = legal.filter((a) => a.type === "bet" || a.type === "raise");
  const out = legal.filter(
    (a) => a.type !== "bet" && a.type !== "raise" && !(free && a.type === "fold"),
  );
  if (sized.length <= 6) return [...out, ...sized];
  const amount = (a: ColonialAction) =>
    a.type === "bet" ? a.amount : a.type === "raise" ? a.to : 0;
  const pot = potTotal(h.betting);
  const wanted = [0, 0.5, 0.75, 1, 2].map((f) => r.level + f * pot);
  const chosen = new Set<ColonialAction>();
  for (const target of wanted) {
    let best = sized[0]!;
    for (const a of sized)
      if (Math.abs(amount(a) - target) < Math.abs(amount(best) - target)) best = a;
    chosen.add(best);
  }
  return [...out, ...sized.filter((a) => chosen.has(a))];
}

/**
 * The heuristic as a model of how another seat plays, cheap enough for every step of a search:
 * its betting rule (`betChoice`: value bets and raises, calls by the pot odds, folds, a bluff
 * now and then) on `colonialStrength` of the hand the determinisation dealt it, the plain
 * discard, tap at the cut and show at the announcement.
 */
export function colonialModel(
  s: ColonialState,
  seat: Seat,
  legal: readonly ColonialAction[],
  rng: Rng,
): ColonialAction {
  if (legal.length === 1) return legal[0]!;
  const h = s.hand!;
  const r = h.betting.round;
  if (h.phase !== "bet" || !r) return colonialRollout(s, seat, legal, rng, false);
  const view = {
    round: { actor: r.actor, bets: r.bets, level: r.level },
    pot: potTotal(h.betting),
    stacks: h.betting.stacks,
  } as unknown as ColonialView;
  return betChoice(view, seat, legal, colonialStrength(s, seat), w, rng);
}

export const colonialHints: SearchHints<ColonialState, ColonialAction> = {
  evaluate: colonialEvaluate,
  rolloutCap: 12,
  rollout: colonialModel,
  weigh: colonialWeigh,
  moves: colonialMoves,
  model: colonialModel,
  trees: "model",
  paired: true,
};
