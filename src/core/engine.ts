import { ErrorCode, type RuleError, ruleError } from "./errors.js";
import type { Action, GameDefinition, GameEvent, Step } from "./game.js";
import { canonical } from "./json.js";
import { describeIssue, parseOptions } from "./options.js";
import { err, ok, type Result } from "./result.js";

/** A table's first state and the events of its opening (none for a game without `start`). */
export function startTable<O, S>(
  game: GameDefinition<O, S>,
  options: O,
  players: number,
  seed: string,
): Step<S> {
  return game.start
    ? game.start(options, players, seed)
    : { state: game.setup(options, players, seed), events: [] };
}

/** A new table from untrusted options: validated, defaults filled, dealt from the seed. */
export function newTable<O, S>(
  game: GameDefinition<O, S>,
  rawOptions: unknown,
  players: number,
  seed: string,
): Result<{ options: O; state: S; events: readonly GameEvent[] }, RuleError> {
  const options = parseOptions(game, rawOptions, players);
  if (!options.ok) return options;
  const start = startTable(game, options.value, players, seed);
  return ok({ options: options.value, state: start.state, events: start.events });
}

/**
 * Applies an untrusted action for a seat: checks the seat, the turn and the action's shape before
 * the game sees it, and turns anything unexpected into an error instead of a crash. The state
 * passed in is never changed.
 */
export function act<S, A extends Action>(
  game: GameDefinition<unknown, S, A>,
  state: S,
  seat: unknown,
  rawAction: unknown,
): Result<Step<S>, RuleError> {
  if (game.outcome(state) !== null) return err(ruleError(ErrorCode.gameOver, "The game is over."));
  const toAct = game.toAct(state);
  if (typeof seat !== "number" || !Number.isInteger(seat)) {
    return err(ruleError(ErrorCode.notYourTurn, "It is not your turn."));
  }
  const inTurn = toAct.includes(seat);
  // A seat outside toAct may still take one of the game's anytime actions (fold at any time).
  const anytime = inTurn ? [] : (game.anytimeActions?.(state, seat) ?? []);
  if (!inTurn && anytime.length === 0) {
    return err(ruleError(ErrorCode.notYourTurn, "It is not your turn."));
  }
  const action = game.actionSchema.safeParse(rawAction);
  if (!action.success) {
    return err(ruleError(ErrorCode.malformed, describeIssue(action.error, "Action")));
  }
  if (!inTurn && !anytime.some((a) => canonical(a) === canonical(action.data))) {
    const what = anytime.map((a) => game.formatAction(a)).join(", ");
    return err(
      ruleError(ErrorCode.notYourTurn, `It is not your turn: all you may do now is ${what}.`),
    );
  }
  try {
    return game.apply(state, seat, action.data);
  } catch (e) {
    return err(ruleError(ErrorCode.internal, `The engine failed on this action: ${String(e)}`));
  }
}

/** Parses an action's text form for a game, with a clear error for anything else. */
export function parseActionText<A extends Action>(
  game: GameDefinition<unknown, unknown, A>,
  text: string,
): Result<A, RuleError> {
  try {
    return game.parseAction(text.trim());
  } catch (e) {
    return err(ruleError(ErrorCode.malformed, `Cannot read "${text}": ${String(e)}`));
  }
}
