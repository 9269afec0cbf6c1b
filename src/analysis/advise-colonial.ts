/** Colonial's discard adviser for the command line (`pyramids advise colonial "<hand>"`). */
import {
  type ColonialCard,
  DECK_COMPOSITIONS,
  type DeckComposition,
  parseCards,
} from "../cards/colonial.js";
import { evaluateHand, HAND_CLASSES } from "../cards/colonial-eval.js";
import { refuse } from "../games/evaluator.js";
import { type AdviseHook, wholeNumber } from "./advise.js";
import {
  adviseColonial,
  type ColonialAdvice,
  type DiscardAdvice,
  likelyClasses,
} from "./colonial-advice.js";

const pct = (p: number) => `${(100 * p).toFixed(1)}%`.padStart(6);
/** "Purple Second-Level Perfect" for the table's narrow column. */
const shortName = (i: number) => HAND_CLASSES[i]!.name.replace(/ Pyramid$/, "");

function colonialLines(a: ColonialAdvice): string[] {
  const n = a.opponents;
  const now = evaluateHand(a.hand);
  const lines = [
    `Hand ${a.hand.join(" ")}: ${now.description}`,
    `${a.unseen} unseen cards${a.seen.length ? ` (seen: ${a.seen.join(" ")})` : ""}; against ${n} random opponent${n === 1 ? "" : "s"} dealt from the rest, ties counting half`,
    `Best: ${a.best.discard.length ? `discard ${a.best.discard.join(" ")}` : "stand pat"} — ${pct(a.best.win).trim()} to beat ${n === 1 ? "the opponent" : `all ${n}`}`,
    "",
    `${"win".padStart(6)} ${"vs 1".padStart(6)}  ${"discard".padEnd(12)} ${"keep".padEnd(18)} final hand`,
  ];
  for (const o of a.options) lines.push(optionLine(o));
  return lines;
}

function optionLine(o: DiscardAdvice): string {
  const classes = likelyClasses(o)
    .slice(0, 4)
    .map(([i, p]) => `${shortName(i)} ${pct(p).trim()}`);
  const more = likelyClasses(o).length > 4 ? " …" : "";
  const discard = o.discard.length ? o.discard.join(" ") : "none";
  return `${pct(o.win)} ${pct(o.winOne)}  ${discard.padEnd(12)} ${o.keep.join(" ").padEnd(18)} ${classes.join(" · ")}${more}`;
}

function colonialJson(a: ColonialAdvice) {
  const option = (o: DiscardAdvice) => ({
    discard: o.discard,
    keep: o.keep,
    draws: o.draws,
    win: o.win,
    winOne: o.winOne,
    classes: Object.fromEntries(HAND_CLASSES.map((c, i) => [c.id, o.classes[i]!])),
  });
  return {
    hand: a.hand,
    deck: a.deck,
    seen: a.seen,
    opponents: a.opponents,
    unseen: a.unseen,
    best: option(a.best),
    options: a.options.map(option),
  };
}

export const colonialAdviser: AdviseHook = {
  description: "every discard of a Colonial hand: exact odds of each final hand, chance to win",
  argument: ["<hand>", 'the hand, e.g. "C P3 P3 P3 P2 O1" (6 or 8 cards)'],
  reads: "words",
  flags: [
    ["--opponents <n>", "random opponents to beat (1–5)", "1"],
    ["--deck <deck>", `deck composition: ${DECK_COMPOSITIONS.join(" or ")}`, "standard"],
    ["--seen <cards>", "cards you know are not in the stock (your discards, face-up cards)"],
    ["--max-discard <n>", "most cards one discard may throw", "4"],
  ],
  advise(handText, flags) {
    if (typeof handText !== "string") refuse("Give the hand as words.");
    const deckWord = flags.deck ?? "standard";
    if (!DECK_COMPOSITIONS.includes(deckWord as DeckComposition))
      refuse(`--deck must be ${DECK_COMPOSITIONS.join(" or ")}, not "${deckWord}".`);
    const deck = deckWord as DeckComposition;
    const hand = parseCards(handText, deck, [6, 8]);
    if (!hand.ok) refuse(hand.error);
    let seen: ColonialCard[] = [];
    if (flags.seen !== undefined) {
      const r = parseCards(flags.seen, deck);
      if (!r.ok) refuse(`--seen: ${r.error}`);
      seen = r.value;
    }
    const r = adviseColonial({
      hand: hand.value,
      deck,
      seen,
      opponents: wholeNumber("--opponents", flags.opponents, 1, 5),
      maxDiscard: wholeNumber("--max-discard", flags.maxDiscard, 0, hand.value.length),
    });
    if (!r.ok) refuse(r.error);
    return { lines: colonialLines(r.value), json: colonialJson(r.value) };
  },
};
