import type { Parsed } from "../analysis/card-spec.js";
import type { EquityTask } from "../analysis/equity-run.js";
import type { Method } from "../analysis/hilo-equity.js";
import { formatCards } from "../cards/standard.js";

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

type SpecOf<G extends EquityTask["game"]> = Extract<EquityTask, { game: G }>["spec"];

/**
 * The question of a game's spec, once read: its task at any method, its title and each player's
 * hand in words; or the spec's refusal.
 */
export function oddsQuestion<G extends EquityTask["game"]>(
  game: G,
  spec: Parsed<SpecOf<G>>,
  title: (spec: SpecOf<G>) => string,
): ReturnType<OddsHook["ask"]> {
  if (!spec.ok) return spec;
  const s = spec.value;
  return {
    ok: true,
    value: {
      // The union's member for `game`, which the compiler cannot narrow for a generic G.
      task: (method, samples, seed) => ({ game, spec: s, method, samples, seed }) as EquityTask,
      title: title(s),
      hands: s.holes.map((h) => (h ? formatCards(h) : "random")),
    },
  };
}

/** A low order and its qualifier in a title's words: "ace-to-five low, 8 or better". */
export function lowTitle(low: string, qualifier: number | null): string {
  return `${low} low${qualifier ? `, ${qualifier} or better` : ""}`;
}
