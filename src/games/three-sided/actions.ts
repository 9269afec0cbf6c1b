/**
 * Three-sided Pyramid's actions: the betting actions and a declaration, with their text forms
 * (`check`, `bet 2`, `call`, `raise to 4`, `all-in`, `fold`, `declare high|low|both`).
 */
import { z } from "zod";
import {
  type BetAction,
  betActionSchemas,
  type DeclareAction,
  declareActionSchema,
  formatBetAction,
  formatDeclareAction,
  formatRebuyAction,
  isRebuyAction,
  parseBetAction,
  parseDeclareAction,
  parseRebuyAction,
  type RebuyAction,
  rebuyActionSchemas,
} from "../../betting/index.js";
import { ErrorCode, type RuleError, ruleError } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";

export type ThreeSidedAction = BetAction | DeclareAction | RebuyAction;

export const threeSidedActionSchema: z.ZodType<ThreeSidedAction> = z.discriminatedUnion("type", [
  ...betActionSchemas,
  declareActionSchema,
  ...rebuyActionSchemas,
]);

export function formatThreeSidedAction(a: ThreeSidedAction): string {
  if (isRebuyAction(a)) return formatRebuyAction(a);
  return a.type === "declare" ? formatDeclareAction(a) : formatBetAction(a);
}

/**
 * A declaration (`declare low`, or just `low`) or a betting action. Text that is neither names
 * both, declaration first: the text alone cannot tell whether the table is betting or declaring.
 */
export function parseThreeSidedAction(text: string): Result<ThreeSidedAction, RuleError> {
  const rebuy = parseRebuyAction(text);
  if (rebuy) return ok(rebuy);
  const declared = parseDeclareAction(text);
  if (declared.ok) return declared;
  const bet = parseBetAction(text);
  if (bet.ok) return bet;
  // A malformed amount ("bet x") keeps its own, more precise message.
  if (/^\s*(bet|raise)\b/i.test(text)) return bet;
  return err(
    ruleError(
      ErrorCode.malformed,
      `"${text}" is not a Three-sided Pyramid action: at the declaration say declare high, low or both; in betting, check, bet N, call, raise to N, all-in or fold.`,
    ),
  );
}
