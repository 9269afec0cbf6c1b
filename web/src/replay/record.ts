import { awayEvent } from "../../../src/core/away.js";
import { act, newTable } from "../../../src/core/engine.js";
import type { GameDefinition, GameEvent, Viewer } from "../../../src/core/game.js";
import { findGame } from "../../../src/packages/index.js";
import type { TableRecord } from "../net/api";

/**
 * A finished table rebuilt in the browser from its record: the seed, the options and the actions,
 * run through the same engine the server used. Every position is kept, so stepping back is free.
 */
export interface Replayed {
  game: GameDefinition;
  states: unknown[];
  /** The events of the table's opening, before the first action (the first hand's deal). */
  opening: readonly GameEvent[];
  /** events[k] happened on action k (states[k] → states[k+1]). */
  events: GameEvent[][];
  /** The first action the engine refused, if the record is not a real table. */
  broken: string | null;
}

export function rebuild(record: TableRecord): Replayed {
  const game = findGame(record.game);
  if (!game) throw new Error(`This client does not know the game "${record.game}".`);
  const start = newTable(game, record.options, record.players, record.seed);
  if (!start.ok) throw new Error(start.error.message);
  const states: unknown[] = [start.value.state];
  const events: GameEvent[][] = [];
  let broken: string | null = null;
  for (const [i, { seat, action, away }] of record.actions.entries()) {
    const step = act(game, states[states.length - 1], seat, action);
    if (!step.ok) {
      broken = `Action ${i + 1} (${JSON.stringify(action)} by seat ${seat}) does not replay: ${step.error.message}`;
      break;
    }
    states.push(step.value.state);
    // A move the server made for a player says so, as it did at the table.
    events.push([...(away ? [awayEvent(seat, away)] : []), ...step.value.events]);
  }
  return { game, states, opening: start.value.events, events, broken };
}

export function seenBy(e: GameEvent, viewer: Viewer | "all"): boolean {
  return (
    viewer === "all" ||
    e.audience === "public" ||
    (typeof viewer === "number" && e.audience.includes(viewer))
  );
}

/**
 * A record file's text as a table record, or the one sentence that says why it is not one.
 * Whether its actions are legal is the replay's to find out, step by step.
 */
export function readRecord(name: string, text: string): TableRecord | string {
  const notRecord = `${name} is not a table record: a record is the JSON file a finished table or the terminal client saves, with its game, players, seed and actions.`;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return notRecord;
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return notRecord;
  const r = data as Partial<TableRecord>;
  if (
    typeof r.game !== "string" ||
    typeof r.seed !== "string" ||
    !Array.isArray(r.actions) ||
    typeof r.players !== "number"
  )
    return notRecord;
  return { options: {}, ...r, id: name } as TableRecord;
}
