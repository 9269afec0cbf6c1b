/**
 * Betting and declaration actions: their zod schemas (for a game's action union), and the text
 * forms `check`, `bet 10`, `call`, `raise to 20`, `all-in`, `fold`, `declare high|low|both`.
 */
import { z } from "zod";
import { ErrorCode, type RuleError, ruleError } from "../core/errors.js";
import { err, ok, type Result } from "../core/result.js";

/**
 * One betting decision. `bet` is an opening bet of `amount`; `raise` brings the seat's bet in
 * this round to `to`. An action that puts in every chip the seat has is always `all-in`, never
 * `call`, `bet` or `raise`, so each legal move has exactly one form.
 */
export type BetAction =
  | { readonly type: "check" }
  | { readonly type: "bet"; readonly amount: number }
  | { readonly type: "call" }
  | { readonly type: "raise"; readonly to: number }
  | { readonly type: "all-in" }
  | { readonly type: "fold" };

export type BetActionType = BetAction["type"];

const chips = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The betting actions as separate strict objects, to spread into a game's discriminated union. */
export const betActionSchemas = [
  z.strictObject({ type: z.literal("check") }),
  z.strictObject({ type: z.literal("bet"), amount: chips }),
  z.strictObject({ type: z.literal("call") }),
  z.strictObject({ type: z.literal("raise"), to: chips }),
  z.strictObject({ type: z.literal("all-in") }),
  z.strictObject({ type: z.literal("fold") }),
] as const;

export const betActionSchema: z.ZodType<BetAction> = z.discriminatedUnion("type", betActionSchemas);

const betTypes: ReadonlySet<string> = new Set(["check", "bet", "call", "raise", "all-in", "fold"]);

/** Whether a game action is one of the betting actions (for routing in a game's `apply`). */
export function isBetAction(action: { readonly type: string }): action is BetAction {
  return betTypes.has(action.type);
}

export function formatBetAction(action: BetAction): string {
  switch (action.type) {
    case "bet":
      return `bet ${action.amount}`;
    case "raise":
      return `raise to ${action.to}`;
    default:
      return action.type;
  }
}

function amount(word: string | undefined, text: string): Result<number, RuleError> {
  if (word === undefined || !/^[0-9]+$/.test(word)) {
    return err(ruleError(ErrorCode.malformed, `"${text}": expected a whole number of chips.`));
  }
  const n = Number(word);
  if (n < 1 || !Number.isSafeInteger(n)) {
    return err(ruleError(ErrorCode.malformed, `"${text}": ${word} is not a number of chips.`));
  }
  return ok(n);
}

/**
 * Reads `check`, `bet 10`, `call`, `raise to 20` (or `raise 20`), `all-in` (or `all in`,
 * `allin`), `fold`; case and extra spaces do not matter. The inverse of `formatBetAction`.
 */
export function parseBetAction(text: string): Result<BetAction, RuleError> {
  const words = text.trim().toLowerCase().split(/\s+/);
  const [verb, ...rest] = words;
  const joined = words.join(" ");
  if (joined === "check" || joined === "call" || joined === "fold") return ok({ type: joined });
  if (joined === "all-in" || joined === "all in" || joined === "allin")
    return ok({ type: "all-in" });
  if (verb === "bet" && rest.length === 1) {
    const n = amount(rest[0], text);
    return n.ok ? ok({ type: "bet", amount: n.value }) : n;
  }
  if (verb === "raise") {
    const args = rest[0] === "to" ? rest.slice(1) : rest;
    if (args.length === 1) {
      const n = amount(args[0], text);
      return n.ok ? ok({ type: "raise", to: n.value }) : n;
    }
  }
  return err(
    ruleError(
      ErrorCode.malformed,
      `"${text}" is not a betting action: say check, bet N, call, raise to N, all-in or fold.`,
    ),
  );
}

/** Which halves of a high-low pot a player claims. */
export type Declaration = "high" | "low" | "both";

export const declarations: readonly Declaration[] = ["high", "low", "both"];

export type DeclareAction = { readonly type: "declare"; readonly way: Declaration };

export const declareActionSchema = z.strictObject({
  type: z.literal("declare"),
  way: z.enum(["high", "low", "both"]),
});

export function formatDeclareAction(action: DeclareAction): string {
  return `declare ${action.way}`;
}

/** Reads `declare high`, `declare low`, `declare both` (or just `high`, `low`, `both`). */
export function parseDeclareAction(text: string): Result<DeclareAction, RuleError> {
  const words = text.trim().toLowerCase().split(/\s+/);
  const way = words[0] === "declare" && words.length === 2 ? words[1] : words.join(" ");
  if (way === "high" || way === "low" || way === "both") return ok({ type: "declare", way });
  return err(
    ruleError(
      ErrorCode.malformed,
      `"${text}" is not a declaration: say declare high, low or both.`,
    ),
  );
}
