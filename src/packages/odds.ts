import type { EquityTask } from "../analysis/equity-run.js";
import type { Method } from "../analysis/hilo-equity.js";

/** The words of `pyramids odds <id>` beyond the hole cards: `--low`, `--qualifier`, the game's own. */
export type OddsFlags = Readonly<Record<string, string | undefined>>;

/** A question of odds, read: its task at a method, and its words for the report. */
export interface OddsQuestion {
  task(method: Method, samples: number, seed: string): EquityTask;
  readonly title: string;
  /** Each player's hand in words, "random" where unknown. */
  readonly hands: readonly string[];
}

/**
 * `pyramids odds <id>`, a package's extra: each player's chance of the best high, the best low
 * and both, from the hole cards and the game's own cards known (its flags).
 */
export interface OddsHook {
  readonly description: string;
  /** The `--low` orders the game knows, in words. */
  readonly lowHelp: string;
  /** The game's own flags, as commander option specs: [flags, description]. */
  readonly flags: readonly (readonly [string, string])[];
  /** The question from the command's words, or a sentence saying what is wrong. */
  ask(
    holes: readonly string[],
    flags: OddsFlags,
  ): { ok: true; value: OddsQuestion } | { ok: false; error: string };
  /** What an exact count counts (default "deal"). */
  unit?(method: Method): string;
}
