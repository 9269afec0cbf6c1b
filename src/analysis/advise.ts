/**
 * A game's adviser for the command line (`pyramids advise <game>`), its package's extra: every
 * choice of a hand or a position with its odds or its value, from what one seat knows. Words in,
 * lines and JSON out; bad words are refused with an `InputError`.
 */
import type { TableRecord } from "../core/match.js";
import { refuse } from "../games/evaluator.js";

export type AdviseFlags = Readonly<Record<string, string | undefined>>;

export interface AdviseHook {
  readonly description: string;
  /** The one argument: its name (`<hand>`) and what it is. */
  readonly argument: readonly [string, string];
  /** Whether the argument names a table record, which the host reads and hands over. */
  readonly reads: "words" | "record";
  /** The adviser's flags, as commander option specs: [flags, description, default?]. */
  readonly flags: readonly (readonly [string, string, string?])[];
  advise(argument: string | TableRecord, flags: AdviseFlags): { lines: string[]; json: unknown };
}

/** A whole number flag from `min` to `max`, or undefined when not given. */
export function wholeNumber(
  name: string,
  text: string | undefined,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max)
    refuse(`${name} must be a whole number from ${min} to ${max}, not "${text}".`);
  return n;
}
