/**
 * `pyramids eval wild-kill "<5 hole cards>" --wild "<2>" --shared "<3>" --kill "<4>"
 * [--low order] [--wild-killed killed|wild] [--json]`: the cards that survive the kill row and
 * their best high (and, with --low, best low). Declared by the package as its `hand`.
 */
import { isLowOrder, type LowOrder, LowOrders } from "../../cards/poker/index.js";
import { type Card, formatCards, parseCards, RANK_NAMES } from "../../cards/standard.js";
import { type EvaluatorFlags, type HandEvaluator, refuse } from "../evaluator.js";
import { rateHand, type WildKilled } from "./hand.js";

type Flags = EvaluatorFlags;

function cardsOf(text: unknown, what: string, count: number): Card[] {
  if (typeof text !== "string") refuse(`Give the ${what} (${count} cards).`);
  const r = parseCards(text);
  if (!r.ok) refuse(`${what}: ${r.error.message}`);
  if (r.value.length !== count || r.value.some((c) => c >= 52))
    refuse(`The ${what} is ${count} cards (no jokers), not "${text}".`);
  return r.value;
}

export const wildKillHand: HandEvaluator = {
  flags: [
    ["--shared <cards>", "wild-kill: the shared (middle) row, 3 cards"],
    ["--kill <cards>", "wild-kill: the kill (bottom) row, 4 cards"],
    [
      "--wild-killed <rule>",
      "wild-kill: a rank both wild and killed is killed (default) or stays wild",
    ],
  ],
  evaluate(args, flags: Flags) {
    const hole = cardsOf(args.join(" "), "hand", 5);
    const wild = cardsOf(flags.wild, "wild row (--wild)", 2);
    const shared = cardsOf(flags.shared, "shared row (--shared)", 3);
    const kill = cardsOf(flags.kill, "kill row (--kill)", 4);
    const all = [...hole, ...wild, ...shared, ...kill];
    const twice = all.find((c, i) => all.indexOf(c) !== i);
    if (twice !== undefined) refuse(`${formatCards([twice])} is dealt twice.`);
    const rule = flags.wildKilled ?? "killed";
    if (rule !== "killed" && rule !== "wild")
      refuse(`--wild-killed must be killed or wild, not "${String(rule)}".`);
    const low = flags.low;
    if (low !== undefined && !(typeof low === "string" && isLowOrder(low)))
      refuse(`--low must be one of ${LowOrders.join(", ")}, not "${String(low)}".`);
    const order: LowOrder = (low as LowOrder | undefined) ?? "ace-to-five";
    const r = rateHand(
      hole,
      { wild, shared, kill },
      {
        wildKilled: rule as WildKilled,
        low: order,
        lowQualifier: null,
      },
    );
    const s = r.survivors;
    const names = (ranks: number[]) => ranks.map((x) => RANK_NAMES[x]).join(", ") || "none";
    const json = {
      hole: formatCards(hole),
      wildRow: formatCards(wild),
      shared: formatCards(shared),
      kill: formatCards(kill),
      wildKilled: rule,
      wildRanks: s.wildRanks.map((x) => RANK_NAMES[x]),
      killedRanks: s.killedRanks.map((x) => RANK_NAMES[x]),
      survivors: formatCards(s.cards),
      killed: formatCards(s.killed),
      high: {
        name: r.high.name,
        category: r.high.category,
        used: formatCards(r.high.cards),
        rank: r.high.rank,
      },
      ...(low === undefined
        ? {}
        : {
            low: {
              order,
              name: r.low.name,
              category: r.low.category,
              used: formatCards(r.low.cards),
              rank: r.low.rank,
            },
          }),
    };
    const lines = [
      `Wild: ${names(s.wildRanks)}. Killed: ${names(s.killedRanks)}.`,
      `Surviving: ${formatCards(s.cards) || "nothing"}${s.killed.length ? `  (killed ${formatCards(s.killed)})` : ""}`,
      `High: ${r.high.name}${r.high.cards.length ? `  (${formatCards(r.high.cards)})` : ""}`,
    ];
    if (low !== undefined)
      lines.push(
        `Low (${order}): ${r.low.name}${r.low.cards.length ? `  (${formatCards(r.low.cards)})` : ""}`,
      );
    return { lines, json };
  },
};
