/**
 * Errors a player or a client can cause. Each has a stable `code` for programs and a `message`
 * a player understands ("It is not your turn."). The code is one of `CoreCode` or a game's own
 * (each game names its codes in its own constants), so it is a string here.
 */
export interface RuleError {
  readonly code: string;
  readonly message: string;
}

/** Codes shared by every game; games add their own (e.g. "nic", "gap", "no-room"). */
export const ErrorCode = {
  notYourTurn: "not-your-turn",
  illegal: "illegal-action",
  malformed: "malformed-action",
  gameOver: "game-over",
  badSeat: "bad-seat",
  badOption: "bad-option",
  badRecord: "bad-record",
  internal: "internal-error",
} as const;

/** A code shared by every game. */
export type CoreCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export function ruleError(code: string, message: string): RuleError {
  return { code, message };
}

/** Thrown only for programmer errors and bad CLI/user input outside the engine boundary. */
export class PyramidsError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "PyramidsError";
  }
}

/**
 * Bad input from outside a table (a command line's cards, a calculator's fields): a one-line
 * reason for the person, which a host shows as it shows its own refusals.
 */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InputError";
  }
}
