/**
 * The actions of the community-card games with a declaration (Three-sided and Wild/Kill
 * Pyramid) and their text forms: the betting actions (`check`, `bet 2`, `call`, `raise to 4`,
 * `all-in`, `fold`) and `declare high|low|both`.
 */
import { z } from "zod";
import {
  type BetAction,
  betActionSchemas,
  type DeclareAction,
  declareActionSchema,
  formatBetAction,
  formatDeclareAction,
  parseBetAction,
  parseDeclareAction,
} from "../../betting/index.js";
import { ErrorCode, type RuleError, ruleError } from "../../core/errors.js";
import { err, type Result } from "../../core/result.js";

export type CommunityAction = BetAction | DeclareAction;

export const communityActionSchema: z.ZodType<CommunityAction> = z.discriminatedUnion("type", [
  ...betActionSchemas,
  declareActionSchema,
]);

export function formatCommunityAction(a: CommunityAction): string {
  return a.type === "declare" ? formatDeclareAction(a) : formatBetAction(a);
}

/**
 * A parser for the game `name`: a declaration (`declare low`, or just `low`) or a betting action.
 * Text that is neither names both, declaration first: the text alone cannot tell whether the
 * table is betting or declaring.
 */
export function communityActionParser(
  name: string,
): (text: string) => Result<CommunityAction, RuleError> {
  return (text) => {
    const declared = parseDeclareAction(text);
    if (declared.ok) return declared;
    const bet = parseBetAction(text);
    if (bet.ok) return bet;
    // A malformed amount ("bet x") keeps its own, more precise message.
    if (/^\s*(bet|raise)\b/i.test(text)) return bet;
    return err(
      ruleError(
        ErrorCode.malformed,
        `"${text}" is not a ${name} action: at the declaration say declare high, low or both; in betting, check, bet N, call, raise to N, all-in or fold.`,
      ),
    );
  };
}
