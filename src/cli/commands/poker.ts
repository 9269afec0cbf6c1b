import {
  describeHand,
  type HandDescription,
  type HandOrder,
  isLowOrder,
  JOKERS_WILD,
  LowOrders,
  parseWild,
  qualifiesLow,
  type WildSet,
} from "../../cards/poker/index.js";
import { type Card, formatCards, JOKER, parseCards } from "../../cards/standard.js";
import type { HandEvaluator } from "../../games/evaluator.js";
import { fail } from "../fail.js";

type Flags = Record<string, string | boolean | undefined>;

function orderOf(flags: Flags): HandOrder {
  const low = flags.low;
  if (low === undefined || low === false) return "high";
  if (typeof low === "string" && isLowOrder(low)) return low;
  fail(`--low must be one of ${LowOrders.join(", ")}, not "${String(low)}".`);
}

/** The wild set from --wild; a hand holding jokers plays them wild even without it. */
function wildOf(flags: Flags, cards: readonly Card[]): WildSet | undefined {
  if (typeof flags.wild === "string") {
    const w = parseWild(flags.wild);
    if (!w.ok) fail(w.error.message);
    return w.value;
  }
  return cards.some((c) => c >= JOKER) ? JOKERS_WILD : undefined;
}

function hand(text: string): Card[] {
  const r = parseCards(text);
  if (!r.ok) fail(r.error.message);
  if (r.value.length === 0) fail("A hand needs at least one card.");
  return r.value;
}

function report(cards: Card[], order: HandOrder, wild: WildSet | undefined, d: HandDescription) {
  return {
    cards: formatCards(cards),
    order,
    wild: wild ? formatCards([...wild.keys()].filter((c) => wild[c] && c < JOKER)) || "Jk" : null,
    name: d.name,
    category: d.category,
    used: formatCards(d.cards),
    rank: d.rank,
    ...(order === "high" ? {} : { qualifies8: qualifiesLow(d.rank, 8) }),
  };
}

function lines(r: ReturnType<typeof report>): string[] {
  const out = [`${r.name}  (${r.used})`];
  const extra = [`${r.order}`, `rank ${r.rank}`];
  if (r.qualifies8 !== undefined)
    extra.push(r.qualifies8 ? "qualifies 8-or-better" : "no 8-or-better low");
  out.push(extra.join(", "));
  return out;
}

/** `pyramids eval poker "As Kd …" [--low order] [--wild "2 Jk"]` and `pyramids compare poker A B`. */
export const pokerEvaluator: HandEvaluator = {
  flags: [
    ["--low <order>", `rank as a low: ${LowOrders.join(", ")}`],
    [
      "--wild <cards>",
      'wild ranks and/or cards, e.g. "2", "2 Jk", "Js Jh" (jokers are always wild)',
    ],
  ],
  evaluate(args, flags) {
    const cards = hand(args.join(" "));
    const order = orderOf(flags);
    const wild = wildOf(flags, cards);
    const r = report(cards, order, wild, describeHand(cards, order, wild));
    return { lines: lines(r), json: r };
  },
  compare(a, b, flags) {
    const ca = hand(a);
    const cb = hand(b);
    const order = orderOf(flags);
    const wild = wildOf(flags, [...ca, ...cb]);
    const ra = report(ca, order, wild, describeHand(ca, order, wild));
    const rb = report(cb, order, wild, describeHand(cb, order, wild));
    const winner = ra.rank > rb.rank ? "A" : ra.rank < rb.rank ? "B" : "tie";
    return {
      winner,
      lines: [`A: ${ra.name}  (${ra.used})`, `B: ${rb.name}  (${rb.used})`],
      json: { winner, a: ra, b: rb },
    };
  },
};
