/** Helpers for the games' tests: tables from raw options, and actions played by their text. */
import { act, newTable } from "../core/engine.js";
import type { Action, GameDefinition, GameEvent, Seat } from "../core/game.js";

/** A table's first state from raw options, as a player would ask; throws if they are refused. */
export function tableState<O, S>(
  game: GameDefinition<O, S>,
  options: unknown,
  players: number,
  seed: string,
): S {
  const t = newTable(game, options, players, seed);
  if (!t.ok) throw new Error(t.error.message);
  return t.value.state;
}

/** A seat and the text of its action: `[1, "bet 2"]`. */
export type TextStep = readonly [Seat, string];

/** What a run of actions did: the state after it and every event, with their texts. */
export interface Played<S> {
  readonly state: S;
  readonly events: GameEvent[];
  readonly texts: string[];
}

/** Plays and refuses actions by their text form through the engine boundary (`act`). */
export function byText<S, A extends Action>(game: GameDefinition<unknown, S, A>) {
  /** Plays the steps in order; throws with the refusal if one is not legal. */
  function play(state: S, steps: readonly TextStep[]): Played<S> {
    let s = state;
    const events: GameEvent[] = [];
    for (const [seat, text] of steps) {
      const action = game.parseAction(text);
      if (!action.ok) throw new Error(action.error.message);
      const r = act(game, s, seat, action.value);
      if (!r.ok) throw new Error(`seat ${seat} "${text}": ${r.error.message}`);
      s = r.value.state;
      events.push(...r.value.events);
    }
    return { state: s, events, texts: events.map((e) => e.text) };
  }

  /** The message of an action that must be refused, unread or illegal; throws if it is played. */
  function refuse(state: S, seat: Seat, text: string): string {
    const action = game.parseAction(text);
    if (!action.ok) return action.error.message;
    const r = act(game, state, seat, action.value);
    if (r.ok) throw new Error(`seat ${seat} "${text}" was accepted`);
    return r.error.message;
  }

  return { play, refuse };
}

/** The same action for each seat in turn: `inTurn([1, 2, 0], "check")`, a round of checks. */
export const inTurn = (seats: readonly Seat[], text: string): TextStep[] =>
  seats.map((seat) => [seat, text]);
