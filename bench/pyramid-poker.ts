/**
 * `npm run bench -- pyramid-poker [games]`: random self-play of whole Pyramid Poker matches in
 * every mode, through the same runner `pyramids sim` uses (a view and the legal actions for every
 * step, the schema check and apply). The peer is the conformance toy "High card", the smallest
 * game the runner can drive: the ratio of time per action says what the game itself costs on top
 * of the runner, and holds on a busy machine where raw rates do not.
 */
import { randomPlayer } from "../src/bots/random.js";
import type { GameDefinition } from "../src/core/game.js";
import { runMatchSync } from "../src/core/match.js";
import { pyramidPoker } from "../src/games/pyramid-poker/index.js";
import { makeToy } from "../test/conformance/toys.js";

const count = Number(process.argv[3] ?? 300);

function run(game: GameDefinition, options: object, players: number, games: number) {
  let actions = 0;
  const start = process.cpuUsage();
  for (let g = 0; g < games; g++) {
    const seats = Array.from({ length: players }, (_, s) => randomPlayer(g * 131 + s));
    actions += runMatchSync(game, options, seats, `bench-${g}`).record.actions.length;
  }
  const used = process.cpuUsage(start);
  const seconds = (used.user + used.system) / 1e6;
  return { games: games / seconds, actions, microsPerAction: (seconds * 1e6) / actions };
}

// Warm the JIT on both before timing anything.
run(makeToy(), {}, 4, 2000);
run(pyramidPoker, {}, 2, 30);
const toy = run(makeToy(), {}, 4, count * 50);
process.stdout.write(
  `peer: toy High card, 4 players: ${toy.microsPerAction.toFixed(2)} µs CPU per action\n\n`,
);
const modes: [string, object, number][] = [
  ["2 players", {}, 2],
  ["3 players", {}, 3],
  ["4 players", {}, 4],
  ["4 players, teams", { teams: true }, 4],
  ["Hold 'Em", { variant: "holdem" }, 2],
  ["2 players, basic", { scoring: "basic" }, 2],
  ["2 players, one round (target 1)", { target: 1 }, 2],
];
for (const [name, options, players] of modes) {
  const r = run(pyramidPoker, options, players, count);
  process.stdout.write(
    `${name.padEnd(34)} ${r.games.toFixed(0).padStart(6)} matches/s  ` +
      `${(r.actions / count).toFixed(0).padStart(5)} actions/match  ` +
      `${r.microsPerAction.toFixed(2)} µs/action = ${(r.microsPerAction / toy.microsPerAction).toFixed(1)}× the toy\n`,
  );
}
