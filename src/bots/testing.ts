/** Helpers for the bots' tests: bots played through whole tables, and through rollouts. */
import type { GameDefinition } from "../core/game.js";
import { type Player, runMatchSync, type TableRecord } from "../core/match.js";
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
 * The records of two tables played from one seed, each with fresh players: equal when the bots
 * are deterministic. A refused action throws (runMatchSync), so both tables were played legally.
 */
export function playTwice(
  game: GameDefinition,
  options: unknown,
  players: () => Player[],
  seed: string,
): [TableRecord, TableRecord] {
  const play = () => runMatchSync(game, options, players(), seed).record;
  return [play(), play()];
}
