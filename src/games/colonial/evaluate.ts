/**
 * `pyramids eval colonial "<6 or 8 cards>" [--deck standard|as-listed]` and
 * `pyramids compare colonial "<hand A>" "<hand B>"`: declared by the package as its `hand`.
 */
import {
  type ColonialCard,
  DECK_COMPOSITIONS,
  type DeckComposition,
  overDeck,
  parseCards,
} from "../../cards/colonial.js";
import { evaluateHand, type HandValue } from "../../cards/colonial-eval.js";
import { type EvaluatorFlags, type HandEvaluator, refuse } from "../evaluator.js";

type Flags = EvaluatorFlags;

function deckOf(flags: Flags): DeckComposition {
  const deck = flags.deck ?? "standard";
  if (!DECK_COMPOSITIONS.includes(deck as DeckComposition))
    refuse(`--deck must be ${DECK_COMPOSITIONS.join(" or ")}, not "${String(deck)}".`);
  return deck as DeckComposition;
}

function handOf(text: string, deck: DeckComposition, label = ""): ColonialCard[] {
  const r = parseCards(text, deck, [6, 8]);
  if (!r.ok) refuse(`${label}${r.error}`);
  return r.value;
}

/** The pyramid drawn centred, top row first, then the kickers. */
function drawing(v: HandValue): string[] {
  const lines: string[] = [];
  if (v.pyramid) {
    const width = 3 * 4 - 1;
    for (const row of v.pyramid.rows) {
      const text = row.map((c) => c.padEnd(2)).join("  ");
      lines.push(`  ${" ".repeat(Math.floor((width - text.length) / 2))}${text}`);
    }
    if (v.kickers.length) lines.push(`  kickers: ${v.kickers.join(" ")}`);
  }
  return lines;
}

function json(cards: readonly ColonialCard[], deck: DeckComposition, v: HandValue) {
  return {
    cards,
    deck,
    class: v.class.id,
    name: v.class.name,
    colour: v.class.colour,
    description: v.description,
    rank: v.rank,
    pyramid: v.pyramid?.rows ?? null,
    capstoneAs: v.capstoneAs,
    kickers: v.kickers,
  };
}

export const colonialHand: HandEvaluator = {
  flags: [["--deck <deck>", "colonial: deck composition, standard (3/6/9) or as-listed (9/6/3)"]],
  evaluate(args, flags) {
    const deck = deckOf(flags);
    const cards = handOf(args.join(" "), deck);
    const v = evaluateHand(cards);
    return {
      lines: [v.description, ...drawing(v), `rank ${v.rank}`],
      json: json(cards, deck, v),
    };
  },
  compare(a, b, flags) {
    const deck = deckOf(flags);
    const ha = handOf(a, deck, "Hand A: ");
    const hb = handOf(b, deck, "Hand B: ");
    if (ha.length !== hb.length)
      refuse(`Hands A and B must be the same size (A has ${ha.length} cards, B ${hb.length}).`);
    const both = overDeck([...ha, ...hb], deck);
    if (both) refuse(`Hands A and B cannot be dealt from one deck: ${both}`);
    const va = evaluateHand(ha);
    const vb = evaluateHand(hb);
    const winner = va.rank > vb.rank ? "A" : va.rank < vb.rank ? "B" : "tie";
    return {
      winner,
      lines: [`A: ${va.description}`, `B: ${vb.description}`],
      json: { winner, a: json(ha, deck, va), b: json(hb, deck, vb) },
    };
  },
};
