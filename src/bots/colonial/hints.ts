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
import { type ColonialAction, discardChoices } from "../../games/colonial/actions.js";
import type { ColonialState } from "../../games/colonial/state.js";
import { type BettingThresholds, bettingWeight } from "../betting-model.js";
import type { SearchHints } from "../hints.js";
import { betChoice, defaultColonialWeights, judgeDiscards } from "./heuristic.js";
import { plainExtras, rankOf, rankTable, unseenCounts } from "./odds.js";

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

/** The heuristic's judgement of a hand before a draw: its best discards and their chance. */
interface Judgement {
  /** Expected chance of beating every other hand still in, after the best discard. */
  readonly chance: number;
  /** The three best discards, as card lists joined by spaces, best first. */
  readonly best: readonly string[];
}

/** Judgements by table, opponents, hand and own discards: a search meets the same hands again. */
const judgements = new Map<string, Judgement>();

/**
 * The heuristic's own judgement of a seat's hand before a draw (`judgeDiscards`: every discard
 * by the exact odds of its draw from the cards the seat has not seen), remembered. A hand costs
 * about 10 ms the first time, and the few thousand hands a deck deals are met again and again.
 */
export function colonialJudgement(s: ColonialState, seat: Seat): Judgement {
  const h = s.hand!;
  const o = s.options;
  const hand = h.hands[seat]!;
  const opponents = Math.max(1, contenders(h.betting).length - 1);
  const mine = h.pile.filter((p) => p.by === seat).map((p) => p.card);
  const key = `${o.deck} ${o.handSize} ${o.discards} ${o.maxDiscard} ${opponents} ${hand.join("")} ${mine.join("")}`;
  let j = judgements.get(key);
  if (!j) {
    const pool = unseenCounts(o.deck, [...hand, ...mine]);
    const judged = judgeDiscards(
      hand,
      discardChoices(hand, o.maxDiscard),
      pool,
      rankTable(o),
      opponents,
    );
    j = { chance: judged[0]?.chance ?? 0, best: judged.slice(0, 3).map((d) => d.cards.join(" ")) };
    if (judgements.size > 100_000) judgements.clear();
    judgements.set(key, j);
  }
  return j;
}

/**
 * The heuristic's measure of a seat's hand in a determinisation: its chance of beating every
 * other hand still in. After the last draw, the hand's against the table; before it, that of
 * its best discard, exactly as the heuristic judges it (`colonialJudgement`).
 */
export function colonialStrength(s: ColonialState, seat: Seat): number {
  const h = s.hand!;
  const o = s.options;
  const drawsLeft = o.discards - h.discardCounts.length;
  if (drawsLeft > 0) return colonialJudgement(s, seat).chance;
  const opponents = Math.max(1, contenders(h.betting).length - 1);
  return rankTable(o).beats(rankOf(countKinds(h.hands[seat]!))) ** opponents;
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

/** The three discards the heuristic judges best (by its exact odds of the draw). */
function bestDiscards(
  s: ColonialState,
  seat: Seat,
  legal: readonly ColonialAction[],
): readonly ColonialAction[] {
  if (legal.length <= 3) return legal;
  const best = colonialJudgement(s, seat).best;
  const out = legal.filter((a) => a.type === "discard" && best.includes(a.cards.join(" ")));
  return out.length > 0 ? out : legal;
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
 * now and then) on `colonialStrength` of the hand the determinisation dealt it, its best
 * discard (both remembered by hand), tap at the cut and show at the announcement.
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
  if (h.phase === "discard") {
    const best = colonialJudgement(s, seat).best[0];
    const a = legal.find((x) => x.type === "discard" && x.cards.join(" ") === best);
    if (a) return a;
  }
  if (h.phase !== "bet" || !r) return colonialRollout(s, seat, legal, rng, false);
  // The betting choice reads only the round, the pot and the stacks: no whole view is made.
  const view = {
    round: { actor: r.actor, bets: r.bets, level: r.level },
    pot: potTotal(h.betting),
    stacks: h.betting.stacks,
  };
  return betChoice(view, seat, legal, colonialStrength(s, seat), w, rng);
}

export const colonialHints: SearchHints<ColonialState, ColonialAction> = {
  evaluate: colonialEvaluate,
  rolloutCap: 12,
  hand: (s) => s.handsPlayed,
  rollout: colonialModel,
  weigh: colonialWeigh,
  moves: colonialMoves,
  model: colonialModel,
  trees: "model",
  paired: true,
  // About 0.1 s and 1 s a move on an idle core (~5,000 iterations a second: docs/bots.md).
  levels: { normal: 500, hard: 5000 },
};
