/**
 * Wild/Kill Pyramid's actions and their text forms: the betting actions (`check`, `bet 2`,
 * `call`, `raise to 4`, `all-in`, `fold`) and, in high-low, `declare high|low|both`.
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

export type WildKillAction = BetAction | DeclareAction | RebuyAction;

export const wildKillActionSchema: z.ZodType<WildKillAction> = z.discriminatedUnion("type", [
  ...betActionSchemas,
  declareActionSchema,
  ...rebuyActionSchemas,
]);

export function formatWildKillAction(a: WildKillAction): string {
  if (isRebuyAction(a)) return formatRebuyAction(a);
  return a.type === "declare" ? formatDeclareAction(a) : formatBetAction(a);
}

export function parseWildKillAction(text: string): Result<WildKillAction, RuleError> {
  const rebuy = parseRebuyAction(text);
  if (rebuy) return ok(rebuy);
  const bet = parseBetAction(text);
  if (bet.ok) return bet;
  const declare = parseDeclareAction(text);
  if (declare.ok) return declare;
  return err(
    ruleError(
      ErrorCode.malformed,
      `"${text}" is not a Wild/Kill Pyramid action: say check, bet N, call, raise to N, all-in, fold, or declare high, low or both.`,
    ),
  );
}
