/**
 * How long a bot may think. Iterations are deterministic for a seed; milliseconds are not (the
 * machine's speed decides how far the search gets), so tournaments that must replay exactly use
 * iterations. Both may be given: the bot stops at whichever comes first.
 */
export interface Budget {
  readonly iterations?: number;
  readonly milliseconds?: number;
}

/**
 * A clock in milliseconds. Bots never read the clock themselves (nothing under src/ but the hosts
 * may): whoever runs a bot with a time budget passes one in, usually `() => performance.now()`.
 */
export type Clock = () => number;

/**
 * The default when a bot is named without a budget: 1,000 iterations or 1 s, whichever ends
 * first, so no game or table length keeps a player waiting longer than a second a move. A host
 * without a clock (a deterministic test) gets the iterations alone (`withoutClock`).
 */
export const defaultBudget: Budget = { iterations: 1000, milliseconds: 1000 };

/**
 * The searching levels people choose (`normal`, `hard`): iterations a move, calibrated game by
 * game (`SearchHints.levels`) so that on an idle core a move takes about 0.1 s and 1 s. A level
 * plays the same on a busy server, in CI and on a laptop; the milliseconds are only a safety
 * cap for a machine so loaded that the iterations would keep a player waiting.
 */
export type Level = "normal" | "hard";
export const levels: readonly Level[] = ["normal", "hard"];

/** Iterations a move where a game's hints calibrate none (ISMCTS's usual speed, about 1,000/s). */
export const defaultLevels: Readonly<Record<Level, number>> = { normal: 100, hard: 1000 };

/** The safety cap of each level: ten and five times the time a move takes on an idle core. */
export const levelWallCap: Readonly<Record<Level, number>> = { normal: 1000, hard: 5000 };

/** A budget a host without a clock can keep: its iterations (the default's when it has none). */
export function withoutClock(budget: Budget): Budget {
  return { iterations: budget.iterations ?? 1000 };
}

/** Tracks one decision's budget: call `more()` before each unit of work. */
export class Allowance {
  private used = 0;
  private readonly deadline: number;

  constructor(
    private readonly budget: Budget,
    private readonly clock?: Clock,
  ) {
    if (budget.iterations === undefined && budget.milliseconds === undefined)
      throw new Error("A budget needs iterations, milliseconds or both.");
    if (budget.iterations !== undefined && !(budget.iterations >= 1))
      throw new Error(`A budget's iterations must be at least 1, not ${budget.iterations}.`);
    if (budget.milliseconds !== undefined) {
      if (!(budget.milliseconds > 0))
        throw new Error(`A budget's milliseconds must be positive, not ${budget.milliseconds}.`);
      if (!clock) throw new Error("A time budget needs a clock.");
      this.deadline = clock() + budget.milliseconds;
    } else this.deadline = Number.POSITIVE_INFINITY;
  }

  /** Whether another unit of work fits; the first always does, so a bot always has an answer. */
  more(): boolean {
    if (this.used === 0) {
      this.used = 1;
      return true;
    }
    if (this.budget.iterations !== undefined && this.used >= this.budget.iterations) return false;
    if (this.clock && this.deadline !== Number.POSITIVE_INFINITY && this.clock() >= this.deadline)
      return false;
    this.used++;
    return true;
  }

  /**
   * Whether the time is up, for work inside one unit (a long rollout) to give up early. An
   * iteration budget never expires mid-unit: it counts whole units.
   */
  expired(): boolean {
    return this.clock !== undefined && this.deadline !== Number.POSITIVE_INFINITY
      ? this.clock() >= this.deadline
      : false;
  }

  get spent(): number {
    return this.used;
  }
}
