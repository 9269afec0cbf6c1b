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
  parseBetAction,
  parseDeclareAction,
} from "../../betting/index.js";
import type { RuleError } from "../../core/errors.js";
import type { Result } from "../../core/result.js";

export type ThreeSidedAction = BetAction | DeclareAction;

export const threeSidedActionSchema: z.ZodType<ThreeSidedAction> = z.discriminatedUnion("type", [
  ...betActionSchemas,
  declareActionSchema,
]);

export function formatThreeSidedAction(a: ThreeSidedAction): string {
  return a.type === "declare" ? formatDeclareAction(a) : formatBetAction(a);
}

/** A declaration (`declare low`, or just `low`) or a betting action. */
export function parseThreeSidedAction(text: string): Result<ThreeSidedAction, RuleError> {
  const declared = parseDeclareAction(text);
  return declared.ok ? declared : parseBetAction(text);
}
