/**
 * Colonial Pyramid's actions and their text forms: `tap`, `cut 20`, the betting actions (`check`,
 * `bet 10`, `call`, `raise to 20`, `all-in`, `fold`), `discard P1 G2`, `keep` (discard none),
 * `show`. A discard is secret and final, so `discard` alone is refused with a question, never read
 * as discarding nothing.
 */
import { z } from "zod";
import {
  type BetAction,
  betActionSchemas,
  formatBetAction,
  formatRebuyAction,
  parseBetAction,
  parseRebuyAction,
  type RebuyAction,
  rebuyActionSchemas,
} from "../../betting/index.js";
import { type ColonialCard, KINDS, parseCard, sortCards } from "../../cards/colonial.js";
import { ErrorCode, type RuleError, ruleError } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";

export type ColonialAction =
  | BetAction
  | RebuyAction
  | { readonly type: "tap" }
  | { readonly type: "cut"; readonly at: number }
  /** The cards to discard, best first (the canonical order). */
  | { readonly type: "discard"; readonly cards: readonly ColonialCard[] }
  | { readonly type: "show" };

const card = z.enum(KINDS as unknown as [ColonialCard, ...ColonialCard[]]);

export const colonialActionSchema: z.ZodType<ColonialAction> = z.discriminatedUnion("type", [
  ...betActionSchemas,
  z.strictObject({ type: z.literal("tap") }),
  z.strictObject({ type: z.literal("cut"), at: z.number().int().min(1).max(54) }),
  z.strictObject({ type: z.literal("discard"), cards: z.array(card).max(8) }),
  z.strictObject({ type: z.literal("show") }),
  ...rebuyActionSchemas,
]);

export function formatColonialAction(a: ColonialAction): string {
  switch (a.type) {
    case "tap":
      return "tap";
    case "cut":
      return `cut ${a.at}`;
    case "discard":
      return a.cards.length === 0 ? "keep" : `discard ${a.cards.join(" ")}`;
    case "show":
      return "show";
    case "rebuy":
    case "no-rebuy":
      return formatRebuyAction(a);
    default:
      return formatBetAction(a);
  }
}

function malformed(message: string): Result<never, RuleError> {
  return err(ruleError(ErrorCode.malformed, message));
}

/** Reads any action's text form; discards may be written in any order and case. */
export function parseColonialAction(text: string): Result<ColonialAction, RuleError> {
  const words = text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  const verb = words[0]?.toLowerCase();
  if (verb === "tap" && words.length === 1) return ok({ type: "tap" });
  if (verb === "show" && words.length === 1) return ok({ type: "show" });
  if (verb === "cut") {
    const n = Number(words[1]);
    if (words.length !== 2 || !/^[0-9]+$/.test(words[1]!) || n < 1 || n > 54)
      return malformed(`"${text}": say cut N, N the number of cards lifted off the top (1–54).`);
    return ok({ type: "cut", at: n });
  }
  if (verb === "keep" && words.length === 1) return ok({ type: "discard", cards: [] });
  if (verb === "discard") {
    const rest = words.slice(1);
    if (rest.length === 0)
      return malformed(
        "Discard which cards? Name them (discard P1 G2); to discard none, say keep.",
      );
    if (rest.length === 1 && rest[0]!.toLowerCase() === "none")
      return ok({ type: "discard", cards: [] });
    const cards: ColonialCard[] = [];
    for (const w of rest) {
      const c = parseCard(w);
      if (!c.ok) return malformed(c.error);
      cards.push(c.value);
    }
    return ok({ type: "discard", cards: sortCards(cards) });
  }
  const rebuy = parseRebuyAction(text);
  if (rebuy) return ok(rebuy);
  const bet = parseBetAction(text);
  if (bet.ok) return bet;
  return malformed(
    `"${text}" is not a Colonial Pyramid action: say tap, cut N, check, bet N, call, raise to N, all-in, fold, discard <cards>, keep, or show.`,
  );
}

/**
 * Every distinct set of up to `most` cards from a hand (cards of one kind are interchangeable),
 * each best first; smallest sets first, then in the order of the hand.
 */
export function discardChoices(hand: readonly ColonialCard[], most: number): ColonialCard[][] {
  const kinds: { card: ColonialCard; count: number }[] = [];
  for (const c of sortCards(hand)) {
    const last = kinds[kinds.length - 1];
    if (last && last.card === c) last.count++;
    else kinds.push({ card: c, count: 1 });
  }
  // One walk per size, so the sets come smallest first without a sort; within a size, in the
  // order of the hand. Random play and every search ask for this list at each discard.
  const out: ColonialCard[][] = [];
  const chosen: ColonialCard[] = [];
  const walk = (i: number, left: number) => {
    if (left === 0) {
      out.push(chosen.slice());
      return;
    }
    if (i === kinds.length) return;
    const { card, count } = kinds[i]!;
    const upTo = Math.min(count, left);
    for (let k = 0; k <= upTo; k++) {
      walk(i + 1, left - k);
      chosen.push(card);
    }
    chosen.length -= upTo + 1;
  };
  const largest = Math.min(most, hand.length);
  for (let size = 0; size <= largest; size++) walk(0, size);
  return out;
}
