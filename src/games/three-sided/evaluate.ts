/**
 * `pyramids eval three-sided "<4 hole cards>" "<6 board cards, positions 1..6>" [--low order]`:
 * the best high and the best low a Three-sided Pyramid hand makes (2–4 hole cards and 1–3 cards
 * of one side), with the side and the five cards each uses. Declared by the package as its `hand`.
 */
import { isLowOrder, type LowOrder, LowOrders, qualifiesLow } from "../../cards/poker/index.js";
import { type Card, formatCards, parseCards } from "../../cards/standard.js";
import { type EvaluatorFlags, type HandEvaluator, refuse } from "../evaluator.js";
import { describeWay, SIDES, sideCards, sideName, sideValues } from "./hands.js";

type Flags = EvaluatorFlags;

function lowOf(flags: Flags): LowOrder {
  const low = flags.low;
  if (low === undefined || low === false) return "ace-to-five";
  if (typeof low === "string" && isLowOrder(low)) return low;
  refuse(`--low must be one of ${LowOrders.join(", ")}, not "${String(low)}".`);
}

function group(text: string | undefined, size: number, what: string): Card[] {
  if (text === undefined) refuse(`Give the ${size} ${what} as one quoted argument.`);
  const r = parseCards(text);
  if (!r.ok) refuse(r.error.message);
  if (r.value.length !== size) refuse(`The ${what} are ${size} cards, not ${r.value.length}.`);
  return r.value;
}

export const threeSidedHand: HandEvaluator = {
  flags: [],
  evaluate(args, flags) {
    if (args.length !== 2)
      refuse(
        'Say: pyramids eval three-sided "<4 hole cards>" "<6 board cards in position order 1..6>".',
      );
    const hole = group(args[0], 4, "hole cards");
    const board = group(args[1], 6, "board cards");
    const all = [...hole, ...board];
    if (new Set(all).size !== all.length) refuse("A card appears twice.");
    const low = lowOf(flags);
    const values = sideValues(hole, board, { low, lowQualifier: null });
    const best = (way: "high" | "low") =>
      values.reduce((b, v, i) => ((v[way] ?? -1) > (values[b]![way] ?? -1) ? i : b), 0);
    const way = (side: number, order: "high" | LowOrder) => {
      const d = describeWay(hole, board, side, order);
      const rank = order === "high" ? values[side]!.high : values[side]!.low!;
      return {
        name: d.name,
        used: formatCards(d.cards),
        side: SIDES[side]!.name,
        positions: [...SIDES[side]!.positions],
        rank,
      };
    };
    const high = way(best("high"), "high");
    const lowHand = {
      ...way(best("low"), low),
      qualifies8: qualifiesLow(values[best("low")]!.low!, 8),
    };
    const sides = SIDES.map((s, i) => ({
      side: s.name,
      positions: [...s.positions],
      cards: formatCards(sideCards(board, i)),
      high: way(i, "high").name,
      low: way(i, low).name,
    }));
    const lines = [
      `High: ${high.name}  (${high.used})  ${sideName(best("high"))}`,
      `Low, ${low}: ${lowHand.name}  (${lowHand.used})  ${sideName(best("low"))}, ${lowHand.qualifies8 ? "qualifies 8-or-better" : "no 8-or-better low"}`,
      ...sides.map(
        (s) => `  ${s.side} ${s.positions.join("-")} (${s.cards}): high ${s.high}; low ${s.low}`,
      ),
    ];
    return {
      lines,
      json: { hole: formatCards(hole), board: formatCards(board), low, high, lowHand, sides },
    };
  },
};
