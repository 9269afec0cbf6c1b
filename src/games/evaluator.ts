/**
 * A game's hand described on its own (`pyramids eval <game> …`, `pyramids compare <game> A B`):
 * an extra a game's package may declare beside its engine. Plain functions of words in and
 * lines out, so any host can ask; bad words are refused with an `InputError`.
 */
import { InputError } from "../core/errors.js";

export type EvaluatorFlags = Record<string, string | boolean | undefined>;

export interface HandEvaluator {
  /** Flags this kind accepts, as commander option specs: [flags, description, default?]. */
  readonly flags: readonly (readonly [string, string, string?])[];
  /** Describes one hand for people (lines) and programs (json). `args` are the positionals. */
  evaluate(args: readonly string[], flags: EvaluatorFlags): { lines: string[]; json: unknown };
  /** Compares two hands: who wins, with lines for people and json for programs. */
  compare?(
    a: string,
    b: string,
    flags: EvaluatorFlags,
  ): { winner: "A" | "B" | "tie"; lines: string[]; json: unknown };
}

/** Refuses a host's input with a one-line reason. */
export function refuse(message: string): never {
  throw new InputError(message);
}
