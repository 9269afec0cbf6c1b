/** Tyramid tables dealt by hand for the rule tests, and the moves played on them. */
import { expect } from "vitest";
import { ticCard as c } from "../../cards/testing.js";
import { formatTic } from "../../cards/tic.js";
import { act } from "../../core/engine.js";
import type { GameEvent } from "../../core/game.js";
import { canonical } from "../../core/json.js";
import { newHalf } from "./board.js";
import { tyramid } from "./index.js";
import { type TyramidOptions, tyramidOptions } from "./options.js";
import type { TyramidAction } from "./rules.js";
import { setupState, type TyramidState } from "./state.js";

export interface Fixture {
  peak: string;
  hands: string[][];
  /** The deck from the top down. */
  deck: string[];
  toMove?: number;
}

/** A table dealt by hand: the given peak, hands and deck order; every other field as set up. */
export function table(options: Partial<TyramidOptions>, f: Fixture): TyramidState {
  const o = tyramidOptions.parse(options);
  const base = setupState(o, f.hands.length, "fixture");
  const peak = c(f.peak);
  const n = o.mode === "hourglass" ? o.halfRows + 1 : o.rows;
  const halves = o.mode === "hourglass" ? [newHalf(peak, n), newHalf(peak, n)] : [newHalf(peak, n)];
  const state: TyramidState = {
    ...base,
    halves,
    hands: f.hands.map((h) => h.map(c).sort((a, b) => a - b)),
    deck: f.deck.map(c).reverse(),
    toMove: f.toMove ?? 0,
  };
  const all = [peak, ...state.hands.flat(), ...state.deck];
  if (new Set(all).size !== all.length) throw new Error("a fixture card is dealt twice");
  return state;
}

/** Plays text actions for whoever is to move; each must be legal. */
export function run(state: TyramidState, lines: string[]) {
  let s = state;
  const events: GameEvent[] = [];
  for (const line of lines) {
    const parsed = tyramid.parseAction(line);
    if (!parsed.ok) throw new Error(`${line}: ${parsed.error.message}`);
    const legal = tyramid.legalActions(s, s.toMove).map(canonical);
    expect(legal, `"${line}" should be legal`).toContain(canonical(parsed.value));
    const r = act(tyramid, s, s.toMove, parsed.value);
    if (!r.ok) throw new Error(`${line}: ${r.error.message}`);
    s = r.value.state;
    events.push(...r.value.events);
  }
  return { state: s, events };
}

/** Applies one action that must be refused, and returns the error. */
export function refused(s: TyramidState, action: TyramidAction) {
  const before = canonical(s);
  const r = act(tyramid, s, s.toMove, action);
  expect(canonical(s)).toBe(before);
  if (r.ok) throw new Error(`${tyramid.formatAction(action)} was accepted`);
  return r.error;
}

export const names = (cards: readonly number[]) => cards.map(formatTic);
export const legalText = (s: TyramidState) =>
  tyramid.legalActions(s, s.toMove).map(tyramid.formatAction);
