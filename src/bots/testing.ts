/** Helpers for the bots' tests: bots played through whole tables, and through rollouts. */
import { expect } from "vitest";
import type { Action, GameDefinition, Seat } from "../core/game.js";
import { type Player, runMatchSync, type Table } from "../core/match.js";
import type { Rng } from "../core/rng.js";
import { randomPlayer } from "./random.js";
import { Tally } from "./stats.js";

/** A bot made from a seed, as the heuristics are. */
export type SeededBot = (seed: number) => Player;

/**
 * A bot's share of `tables` heads-up tables against a random player (a tie shared), the seats
 * swapped every other table so that neither seat's advantage counts; two tables per seed.
 */
export function shareAgainstRandom(
  game: GameDefinition,
  options: unknown,
  bot: SeededBot,
  tables: number,
): Tally {
  const win = new Tally();
  for (let g = 0; g < tables; g++) {
    const me = g % 2;
    const seats = me === 0 ? [bot(g), randomPlayer(g)] : [randomPlayer(g), bot(g)];
    const r = runMatchSync(game, options, seats, `beat-${g >> 1}`);
    win.add(r.outcome.winners.includes(me) ? 1 / r.outcome.winners.length : 0);
  }
  return win;
}

/** Two copies of a bot (seeds `g` and `g + 1`) and a random player, for three-seat tables. */
export function twoBotsAndRandom(bot: SeededBot, g: number): Player[] {
  return [bot(g), bot(g + 1), randomPlayer(g)];
}

/**
 * Plays two tables from one seed, each with fresh players, and expects the same record: the bots
 * are deterministic. A refused action throws (runMatchSync), so both tables were played legally.
 */
export function expectSameForSeed(
  game: GameDefinition,
  options: unknown,
  players: () => Player[],
  seed: string,
): void {
  const play = () => runMatchSync(game, options, players(), seed).record;
  expect(play()).toEqual(play());
}

/** A bot's search rollout policy: one legal action for the seat. */
export type Rollout<S, A> = (state: S, seat: Seat, legal: readonly A[], rng: Rng) => A;

/**
 * Plays a table to its end by a rollout policy, expecting every action it picks to be legal and
 * accepted; `before` looks at each state before its action is picked.
 */
export function rollOutLegally<S, A extends Action>(
  table: Table<unknown, S, A, unknown>,
  rollout: Rollout<S, A>,
  rng: Rng,
  before: (state: S) => void = () => {},
): void {
  for (let ctx = table.next(); ctx; ctx = table.next()) {
    before(table.state);
    const a = rollout(table.state, ctx.seat, ctx.legal, rng);
    expect(ctx.legal).toContainEqual(a);
    expect(table.submit(ctx.seat, a).ok).toBe(true);
  }
}
