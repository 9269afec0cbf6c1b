import type { AwayNote } from "./away.js";
import { act, startTable } from "./engine.js";
import { ErrorCode, type RuleError, ruleError } from "./errors.js";
import {
  type Action,
  type GameDefinition,
  type GameEvent,
  type Outcome,
  rulesVersionOf,
  type Seat,
} from "./game.js";
import { canonical } from "./json.js";
import { parseOptions } from "./options.js";
import { err, ok, type Result } from "./result.js";
import type { Rng } from "./rng.js";

/** Everything needed to replay a table exactly: seed + options + seats + action list. */
export interface TableRecord {
  readonly game: string;
  readonly options: unknown;
  readonly players: number;
  readonly seed: string;
  /** The rules version the table was played under (absent: version 1). */
  readonly rulesVersion?: number;
  readonly actions: readonly RecordedAction[];
  /** Optional labels per seat ("you", "random", "ismcts"). */
  readonly seats?: readonly string[];
}

export interface RecordedAction {
  readonly seat: Seat;
  readonly action: Action;
  /** Present when the server moved for the player (clock ran out, or away), and who chose. */
  readonly away?: AwayNote;
}

/** What a player (human or bot) is given when it must act. */
export interface SeatContext<S = unknown, A extends Action = Action, V = unknown> {
  readonly game: GameDefinition<unknown, S, A, V>;
  readonly seat: Seat;
  readonly view: V;
  readonly legal: readonly A[];
  /**
   * A full state consistent with this seat's view, hidden cards redealt at random: the only
   * way a bot sees a whole state, so it can never read the true one.
   */
  observe(rng: Rng): S;
}

/**
 * A seat's context at `state`: its view, its legal actions and resamples. The true state stays
 * behind `observe`, so whoever is handed the context (a bot in this thread or a worker's) can
 * never read what the seat may not see.
 */
export function seatContext<S, A extends Action, V>(
  game: GameDefinition<unknown, S, A, V>,
  state: S,
  seat: Seat,
): SeatContext<S, A, V> {
  return {
    game,
    seat,
    view: game.view(state, seat),
    legal: game.legalActions(state, seat),
    observe: (rng) => game.resample(state, seat, rng),
  };
}

export type Player<S = unknown, A extends Action = Action, V = unknown> = (
  ctx: SeatContext<S, A, V>,
) => A | Promise<A>;

export interface MatchResult<S> {
  readonly record: TableRecord;
  readonly state: S;
  readonly outcome: Outcome;
  readonly events: readonly GameEvent[];
  /** Actions players sent that the engine refused (a bot's are bugs: sims report them). */
  readonly rejected: number;
}

/**
 * One table being played: who must act next, submitting their action, the record so far. The
 * match runners below and the server drive tables through it.
 */
export class Table<O, S, A extends Action, V> {
  state: S;
  readonly actions: RecordedAction[] = [];
  /** Every event so far, the opening's first. */
  readonly events: GameEvent[] = [];
  /** The events of the table's opening, before the first action (the first hand's deal). */
  readonly opening: readonly GameEvent[];
  rejected = 0;
  private readonly limit: number;

  constructor(
    readonly game: GameDefinition<O, S, A, V>,
    readonly options: O,
    readonly players: number,
    readonly seed: string,
  ) {
    const start = startTable(game, options, players, seed);
    this.state = start.state;
    this.opening = start.events;
    this.events.push(...start.events);
    this.limit = game.maxActions(options, players);
  }

  static create<O, S, A extends Action, V>(
    game: GameDefinition<O, S, A, V>,
    rawOptions: unknown,
    players: number,
    seed: string,
  ) {
    const options = parseOptions(game, rawOptions, players);
    if (!options.ok) throw new Error(options.error.message);
    return new Table(game, options.value, players, seed);
  }

  outcome(): Outcome | null {
    return this.game.outcome(this.state);
  }

  /** The context for the next seat to act (the lowest of several acting at once). */
  next(): SeatContext<S, A, V> | null {
    if (this.outcome()) return null;
    if (this.actions.length >= this.limit)
      throw new Error(`${this.game.name} ran past ${this.limit} actions.`);
    const seat = this.game.toAct(this.state)[0];
    if (seat === undefined) throw new Error(`${this.game.name}: nobody to act but no outcome.`);
    return this.contextFor(seat);
  }

  contextFor(seat: Seat): SeatContext<S, A, V> {
    return seatContext(this.game, this.state, seat);
  }

  submit(seat: Seat, action: unknown): Result<readonly GameEvent[], RuleError> {
    const result = act(this.game, this.state, seat, action);
    if (!result.ok) {
      this.rejected++;
      return result;
    }
    this.state = result.value.state;
    this.actions.push({ seat, action: action as Action });
    this.events.push(...result.value.events);
    return ok(result.value.events);
  }

  record(seatLabels?: readonly string[]): TableRecord {
    return {
      game: this.game.id,
      options: this.options,
      players: this.players,
      seed: this.seed,
      rulesVersion: rulesVersionOf(this.game),
      actions: this.actions,
      ...(seatLabels ? { seats: seatLabels } : {}),
    };
  }

  result(seatLabels?: readonly string[]): MatchResult<S> {
    const outcome = this.outcome();
    if (!outcome) throw new Error("The table is not over.");
    return {
      record: this.record(seatLabels),
      state: this.state,
      outcome,
      events: this.events,
      rejected: this.rejected,
    };
  }
}

export interface MatchHooks<S> {
  /** Called once before the first action with the table's opening events (the first deal). */
  onStart?(state: S, events: readonly GameEvent[]): void | Promise<void>;
  /** Called after every applied action, e.g. to draw the table. */
  onStep?(state: S, seat: Seat, action: Action, events: readonly GameEvent[]): void | Promise<void>;
  /** Called when a player returns an illegal action; the player is asked again. */
  onRejected?(seat: Seat, error: RuleError): void | Promise<void>;
}

/**
 * Drives a table to its end with any mix of players and bots. When several seats act at once,
 * each is asked in seat order; their choices stay secret because each sees only its own view.
 */
export async function runMatch<O, S, A extends Action, V>(
  game: GameDefinition<O, S, A, V>,
  rawOptions: unknown,
  players: readonly Player<S, A, V>[],
  seed: string,
  hooks: MatchHooks<S> = {},
  seatLabels?: readonly string[],
): Promise<MatchResult<S>> {
  const table = Table.create(game, rawOptions, players.length, seed);
  await hooks.onStart?.(table.state, table.opening);
  let refusedInARow = 0;
  for (let ctx = table.next(); ctx; ctx = table.next()) {
    const action = await players[ctx.seat]!(ctx);
    const result = table.submit(ctx.seat, action);
    if (!result.ok) {
      if (++refusedInARow > 1000)
        throw new Error(`Seat ${ctx.seat} keeps sending illegal actions.`);
      await hooks.onRejected?.(ctx.seat, result.error);
      continue;
    }
    refusedInARow = 0;
    await hooks.onStep?.(table.state, ctx.seat, action, result.value);
  }
  return table.result(seatLabels);
}

/**
 * The same for players that answer at once (bots): no promises, for fast self-play. A bot whose
 * action is refused ends the table with an error: that is a bug, never a choice.
 */
export function runMatchSync<O, S, A extends Action, V>(
  game: GameDefinition<O, S, A, V>,
  rawOptions: unknown,
  players: readonly Player<S, A, V>[],
  seed: string,
): MatchResult<S> {
  const table = Table.create(game, rawOptions, players.length, seed);
  for (let ctx = table.next(); ctx; ctx = table.next()) {
    const action = players[ctx.seat]!(ctx);
    if (action instanceof Promise)
      throw new Error("runMatchSync needs players that answer at once.");
    const result = table.submit(ctx.seat, action);
    if (!result.ok)
      throw new Error(
        `Seat ${ctx.seat} sent an illegal action ${canonical(action)}: ${result.error.message}`,
      );
  }
  return table.result();
}

export interface ReplayError extends RuleError {
  /** Index in the record's action list of the first action that failed, or -1 for the setup. */
  readonly index: number;
}

/** Replays a record to its final state; a tampered record fails at its first bad action. */
export function replay<S>(
  game: GameDefinition<unknown, S>,
  record: TableRecord,
  upTo = record.actions.length,
): Result<
  { state: S; events: GameEvent[]; states: S[]; opening: readonly GameEvent[] },
  ReplayError
> {
  if (record.game !== game.id) {
    return err({
      ...ruleError(ErrorCode.badRecord, `The record is for "${record.game}", not "${game.id}".`),
      index: -1,
    });
  }
  const options = parseOptions(game, record.options, record.players);
  if (!options.ok) return err({ ...options.error, code: ErrorCode.badRecord, index: -1 });
  const start = startTable(game, options.value, record.players, String(record.seed));
  let state = start.state;
  const states: S[] = [state];
  const events: GameEvent[] = [...start.events];
  const end = Math.min(upTo, record.actions.length);
  for (let i = 0; i < end; i++) {
    const entry = record.actions[i];
    const result = act(game, state, entry?.seat, entry?.action);
    if (!result.ok) {
      return err({
        code: ErrorCode.badRecord,
        message: `Action ${i + 1} (seat ${entry?.seat}: ${safeText(game, entry?.action)}) is not legal: ${result.error.message}`,
        index: i,
      });
    }
    state = result.value.state;
    states.push(state);
    events.push(...result.value.events);
  }
  return ok({ state, events, states, opening: start.events });
}

function safeText(game: GameDefinition, action: unknown): string {
  try {
    return game.formatAction(action as Action);
  } catch {
    return canonical(action);
  }
}
