/**
 * A table's pace: `live`, played in one sitting with a clock of seconds or minutes a move, or
 * `turn-based`, played apart in time with hours or days a move. A turn-based table is never idle
 * while a seat has time left, and its players are never "away" for closing the page: its clock,
 * not their presence, decides when the away rule moves for them.
 */
export type Pace = "live" | "turn-based";
export const paces: readonly Pace[] = ["live", "turn-based"];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A turn-based table's time per move: from one hour to a week, a day unless the host says. */
export const turnBased = { minMoveMs: HOUR, maxMoveMs: 7 * DAY, defaultMoveMs: DAY } as const;
/**
 * A turn-based table's optional time bank: a reserve per seat, for the whole table, that a move
 * taking longer than its time draws from before the away rule moves for the seat. Up to 14 days.
 */
export const timeBank = { maxBankMs: 14 * DAY } as const;
/** A live table's clock, when it has one. */
export const live = { minMoveMs: 100, maxMoveMs: DAY } as const;

/**
 * An open turn-based table waits this long for its players to join, however short the server's
 * expiry of live tables: friends playing apart in time join over days.
 */
export const turnBasedOpenMs = 7 * DAY;

/** The table's pace (tables made before paces existed are live). */
export function paceOf(settings: { readonly pace?: Pace | undefined }): Pace {
  return settings.pace ?? "live";
}

/** What the lobby and a table's page show of its pace and clock. */
export function paceInfo(settings: {
  readonly pace?: Pace | undefined;
  readonly clockMs: number | null;
  readonly bankMs?: number | undefined;
}): {
  pace: Pace;
  clock: { moveMs: number; bankMs?: number } | null;
} {
  const bank = bankOf(settings);
  return {
    pace: paceOf(settings),
    clock:
      settings.clockMs === null
        ? null
        : { moveMs: settings.clockMs, ...(bank > 0 ? { bankMs: bank } : {}) },
  };
}

/** Each seat's time bank at the start of the table (0: none). */
export function bankOf(settings: {
  readonly clockMs: number | null;
  readonly bankMs?: number | undefined;
}): number {
  return settings.clockMs === null ? 0 : (settings.bankMs ?? 0);
}

/** A duration as a player reads it: "1 hour", "36 hours", "3 days", "90 seconds". */
export function spelledDuration(ms: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (ms % DAY === 0) return unit(ms / DAY, "day");
  if (ms % HOUR === 0) return unit(ms / HOUR, "hour");
  if (ms % 60_000 === 0) return unit(ms / 60_000, "minute");
  return unit(Math.round(ms / 1000), "second");
}
