/**
 * Lessons: a game taught by doing, one rule a step, on the game's real engine. A lesson is plain
 * data kept with its game (`src/games/<id>/lesson.ts`): a fixed seed and options, and per step
 * the other seats' moves that build the position, the words to show, what to highlight, the move
 * the learner is asked to make and a hint for any other move. Nothing here draws: the terminal
 * and the web page walk a lesson with `lessonPosition` and `tryLessonMove`.
 */
import { act, newTable, parseActionText } from "./engine.js";
import { ErrorCode, type RuleError, ruleError } from "./errors.js";
import type { Action, GameDefinition, GameEvent, Seat } from "./game.js";
import { canonical } from "./json.js";
import { personal } from "./personal.js";
import { err, ok, type Result } from "./result.js";

/** A move another seat makes while a position is built, in the game's text form. */
export interface ScriptedMove {
  readonly seat: Seat;
  readonly move: string;
}

export interface LessonStep {
  /** The other seats' moves, in order, that lead from the previous step's move to this position. */
  readonly before?: readonly ScriptedMove[];
  /** The words shown beside the board: the rule this step teaches and what to do. */
  readonly say: string;
  /**
   * What the board points at: the cards, tiles, places or words the asked move is made of, as
   * the game writes them (`P3`, `Ks`, `4,1`, `3-star-red`, `call`).
   */
  readonly highlight: readonly string[];
  /**
   * What the learner's view must show at this step (each one a value somewhere in it: a card in
   * the hand, a phase's name): the check that the scripted moves built the position the words
   * speak of.
   */
  readonly shows?: readonly string[];
  /** The move the learner is asked to make, in the game's text form. */
  readonly move: string;
  /** Said when the learner makes any other move. */
  readonly hint: string;
}

export interface Lesson {
  /** The id of the game it teaches. */
  readonly game: string;
  readonly title: string;
  /** The table it is played at: always the same deal. */
  readonly seed: string;
  readonly players: number;
  readonly options: Readonly<Record<string, unknown>>;
  /** The learner's seat. */
  readonly learner: Seat;
  readonly steps: readonly LessonStep[];
  /** The other seats' moves after the last asked move, that finish what it began (a showdown). */
  readonly after?: readonly ScriptedMove[];
  /** The closing words, once the last move is made. */
  readonly done: string;
}

/** Where a lesson stands at one step: the state, and what the learner saw happen to reach it. */
export interface LessonPosition<S = unknown> {
  readonly step: number;
  readonly state: S;
  /** The events the learner may see since the previous step's position, in their own words. */
  readonly events: readonly GameEvent[];
}

function broken(lesson: Lesson, message: string): RuleError {
  return ruleError(ErrorCode.internal, `The ${lesson.title} lesson is broken: ${message}`);
}

function sees(e: GameEvent, seat: Seat): boolean {
  return e.audience === "public" || e.audience.includes(seat);
}

/** Applies one scripted or asked move; an error here means the lesson no longer fits its engine. */
function play<S>(
  game: GameDefinition<unknown, S>,
  lesson: Lesson,
  state: S,
  seat: Seat,
  text: string,
): Result<{ state: S; events: readonly GameEvent[] }, RuleError> {
  const action = parseActionText(game, text);
  if (!action.ok) return err(broken(lesson, `"${text}": ${action.error.message}`));
  const step = act(game, state, seat, action.value);
  if (!step.ok) return err(broken(lesson, `seat ${seat} "${text}": ${step.error.message}`));
  return ok(step.value);
}

/**
 * The position at step `index` (0-based; `steps.length` is the position after the last move),
 * rebuilt from the seed: each earlier step's scripted moves and asked move, then this step's
 * scripted moves. Replaying is what makes Back and Next free: no position is ever stored.
 */
export function lessonPosition<S>(
  game: GameDefinition<unknown, S>,
  lesson: Lesson,
  index: number,
): Result<LessonPosition<S>, RuleError> {
  if (!Number.isInteger(index) || index < 0 || index > lesson.steps.length)
    return err(broken(lesson, `there is no step ${index + 1}.`));
  const table = newTable(game, lesson.options, lesson.players, lesson.seed);
  if (!table.ok) return err(broken(lesson, table.error.message));
  let state = table.value.state;
  let events: GameEvent[] = [...table.value.events];
  const playAll = (list: readonly ScriptedMove[]): RuleError | null => {
    for (const m of list) {
      const r = play(game, lesson, state, m.seat, m.move);
      if (!r.ok) return r.error;
      state = r.value.state;
      events.push(...r.value.events);
    }
    return null;
  };
  for (let i = 0; i < index; i++) {
    const step = lesson.steps[i]!;
    const built = playAll(step.before ?? []);
    if (built) return err(built);
    // What the learner sees at a step begins with the previous step's own move.
    events = [];
    const moved = playAll([{ seat: lesson.learner, move: step.move }]);
    if (moved) return err(moved);
  }
  const here = lesson.steps[index];
  const built = playAll(here ? (here.before ?? []) : (lesson.after ?? []));
  if (built) return err(built);
  const seen = events
    .filter((e) => sees(e, lesson.learner))
    .map((e) => ({ ...e, text: personal(e.text, lesson.learner) }));
  return ok({ step: index, state, events: seen });
}

/** What became of a move the learner made at a step. */
export type LessonAnswer =
  | { readonly ok: true }
  /** Not the asked move: `reason` is the engine's refusal when the move is not legal at all. */
  | { readonly ok: false; readonly hint: string; readonly reason?: string };

/**
 * Judges the learner's move at step `index`: the asked move is accepted, any other is refused
 * with the step's hint (and, when the game itself would refuse it, the game's reason). Nothing
 * is played either way: the next position is `lessonPosition(index + 1)`.
 */
export function judgeLessonMove<S>(
  game: GameDefinition<unknown, S>,
  lesson: Lesson,
  position: LessonPosition<S>,
  action: Action,
): LessonAnswer {
  const step = lesson.steps[position.step];
  if (!step) return { ok: false, hint: lesson.done, reason: "The lesson is over." };
  const asked = parseActionText(game, step.move);
  if (asked.ok && canonical(asked.value) === canonical(action)) return { ok: true };
  const legal = act(game, position.state, lesson.learner, action);
  return legal.ok
    ? { ok: false, hint: step.hint }
    : { ok: false, hint: step.hint, reason: legal.error.message };
}

/** Judges a typed line: a line the game cannot read is refused with its reason and the hint. */
export function judgeLessonLine<S>(
  game: GameDefinition<unknown, S>,
  lesson: Lesson,
  position: LessonPosition<S>,
  line: string,
): LessonAnswer {
  const action = parseActionText(game, line);
  if (!action.ok) {
    const hint = lesson.steps[position.step]?.hint ?? lesson.done;
    return { ok: false, hint, reason: action.error.message };
  }
  return judgeLessonMove(game, lesson, position, action.value);
}

/** The asked move of a step as an action (the web board compares its clicks with it). */
export function askedAction<A extends Action>(
  game: GameDefinition<unknown, unknown, A>,
  lesson: Lesson,
  index: number,
): A | null {
  const step = lesson.steps[index];
  if (!step) return null;
  const a = parseActionText(game, step.move);
  return a.ok ? a.value : null;
}

/** The values a view holds (strings and numbers, at any depth), as text. */
function leaves(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === "string" || typeof value === "number") out.add(String(value));
  else if (Array.isArray(value)) for (const v of value) leaves(v, out);
  else if (value !== null && typeof value === "object")
    for (const v of Object.values(value)) leaves(v, out);
  return out;
}

/**
 * What a seat is shown: the values of its view, and the words of its table as the terminal draws
 * it (a game that keeps cards as numbers in its view names them there).
 */
function shown<S>(game: GameDefinition<unknown, S>, state: S, seat: Seat): Set<string> {
  const view = game.view(state, seat);
  const out = leaves(view);
  const drawn = game.render?.(view, seat, (_tints, text) => text) ?? "";
  for (const word of drawn.split(/[\s[\]()|,.:;*]+/)) if (word) out.add(word);
  return out;
}

/** Every way a lesson no longer fits its game's engine; empty when it is sound. */
export function lessonProblems<S>(game: GameDefinition<unknown, S>, lesson: Lesson): string[] {
  const problems: string[] = [];
  if (lesson.game !== game.id) problems.push(`it teaches ${lesson.game}, not ${game.id}`);
  if (lesson.steps.length < 6 || lesson.steps.length > 15)
    problems.push(`it has ${lesson.steps.length} steps, not 6 to 15`);
  for (let i = 0; i <= lesson.steps.length; i++) {
    const at = lessonPosition(game, lesson, i);
    if (!at.ok) {
      problems.push(at.error.message);
      break;
    }
    const step = lesson.steps[i];
    if (!step) break;
    const where = `step ${i + 1}`;
    const asked = parseActionText(game, step.move);
    if (!asked.ok || !act(game, at.value.state, lesson.learner, asked.value).ok) {
      problems.push(`${where}: "${step.move}" is not a legal move there`);
      continue;
    }
    const seen = shown(game, at.value.state, lesson.learner);
    for (const s of step.shows ?? [])
      if (!seen.has(s)) problems.push(`${where}: the learner's view does not show ${s}`);
    const words = new Set([step.move, ...step.move.split(/\s+/)]);
    for (const h of step.highlight)
      if (!words.has(h) && !seen.has(h)) problems.push(`${where}: nothing to highlight as ${h}`);
    const others = [
      ...game.legalActions(at.value.state, lesson.learner),
      ...(game.anytimeActions?.(at.value.state, lesson.learner) ?? []),
    ];
    for (const a of others) {
      if (canonical(a) === canonical(asked.value)) continue;
      const answer = judgeLessonMove(game, lesson, at.value, a);
      if (answer.ok || answer.hint !== step.hint)
        problems.push(`${where}: ${game.formatAction(a)} is not refused with the step's hint`);
    }
  }
  return problems;
}

/** Scripted moves written as `"1: take 3,0"` lines (seat, colon, the move's text form). */
export function moves(...lines: readonly string[]): ScriptedMove[] {
  return lines.map((line) => {
    const at = line.indexOf(":");
    return { seat: Number(line.slice(0, at)), move: line.slice(at + 1).trim() };
  });
}
