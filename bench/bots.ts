/**
 * `npm run bench -- bots [game…] [--seconds s]`: per game, 2 players, default options: the
 * engine's raw speed (full random games per CPU-second of one core, applying actions directly:
 * a Colonial game runs until one player has every chip, a Pyramid Poker match to 11) and ISMCTS
 * iterations and playouts per second as the `ismcts` bot searches (`searchSpeed` in
 * src/players/speed.ts: the bot's own settings, 200-iteration searches along random games, after an
 * untimed warm-up that fills Colonial's cache of judged hands). The peer, measured in the same run, is the
 * conformance toy "High card" (one secret choice each): µs per action against it holds on a busy
 * machine where raw rates do not. Without game ids it measures every registered game.
 *
 * The betting games are measured twice: one deal (`hands=1`) and the table's default match to the
 * last chip. The home-poker texts name the game deal by deal ("the dealer shall say which Pyramid
 * is being played", "the dealer shall announce these points before the deal"), so for
 * Three-sided and Wild/Kill one deal is the text's whole game; the match is a table's session.
 * `--options '{"hands":1}'` gives every game measured those table options instead. With both
 * Pyramid night and Three-sided measured, the last lines give the night's cost per action over
 * Three-sided's, table by table.
 */

import type { GameDefinition } from "../src/core/game.js";
import { Rng } from "../src/core/rng.js";
import { games } from "../src/packages/index.js";
import { searchSpeed } from "../src/players/speed.js";
import { makeToy } from "../test/conformance/toys.js";

const args = process.argv.slice(3);
const sIdx = args.indexOf("--seconds");
const seconds = sIdx >= 0 ? Number(args[sIdx + 1]) : 2;
const oIdx = args.indexOf("--options");
/** Table options for every game measured (`--options '{"hands":1}'`): one hand, not the whole match. */
const given: Record<string, unknown> | null = oIdx >= 0 ? JSON.parse(args[oIdx + 1]!) : null;
const valueAt = new Set([sIdx, oIdx].filter((i) => i >= 0).map((i) => i + 1));
const wanted = args.filter((a, i) => !a.startsWith("--") && !valueAt.has(i));
const chosen = wanted.length ? games.filter((g) => wanted.includes(g.id)) : games;

/** The tables measured for a game: the options given, else the defaults and, where the game is
 * played in hands, one deal. */
function tablesOf(game: GameDefinition): { label: string; options: Record<string, unknown> }[] {
  if (given) return [{ label: JSON.stringify(given), options: given }];
  const dealt = game.options.safeParse({ hands: 1 }).success;
  return dealt
    ? [
        { label: "one deal", options: { hands: 1 } },
        { label: "to the last chip", options: {} },
      ]
    : [{ label: "defaults", options: {} }];
}

function randomGame(
  game: GameDefinition,
  options: unknown,
  players: number,
  seed: string,
  rng: Rng,
): number {
  let state = game.setup(options, players, seed);
  let actions = 0;
  // As a table does it: the first seat to act (the lowest of several choosing at once) moves.
  while (game.outcome(state) === null) {
    const seat = game.toAct(state)[0]!;
    const r = game.apply(state, seat, rng.pick(game.legalActions(state, seat)));
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
    actions++;
  }
  return actions;
}

/** CPU seconds this thread has used (the machine is shared: wall time would count others). */
function cpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

interface Playouts {
  readonly perSecond: number;
  /** Actions per game. */
  readonly actions: number;
  readonly microsPerAction: number;
}

function playouts(game: GameDefinition, tableOptions: unknown, players: number): Playouts {
  const rng = Rng.fromInt(1);
  // Parsed once, as a table parses its options once.
  const options = game.options.parse(tableOptions);
  let n = 0;
  let actions = 0;
  // Warm the JIT first, untimed.
  for (const end = cpu() + Math.min(0.5, seconds / 4); cpu() < end; )
    randomGame(game, options, players, `w${n++}`, rng);
  n = 0;
  const start = cpu();
  while (cpu() - start < seconds) actions += randomGame(game, options, players, `b${n++}`, rng);
  const used = cpu() - start;
  return { perSecond: n / used, actions: actions / n, microsPerAction: (used * 1e6) / actions };
}

const peer = playouts(makeToy(), {}, 2);
console.log(
  `peer: toy High card, 2 players: ${peer.perSecond.toFixed(0)} games/s, ${peer.microsPerAction.toFixed(2)} µs per action\n`,
);
console.log(
  "game           table             players  random games/s  actions/game  µs/action (× peer)  ISMCTS iterations/s  playouts/s",
);
/** µs per action by game and table, for the night's comparison with Three-sided below. */
const perAction = new Map<string, number>();
for (const game of chosen) {
  for (const table of tablesOf(game)) {
    const players = 2;
    const p = playouts(game, table.options, players);
    perAction.set(`${game.id} ${table.label}`, p.microsPerAction);
    const search = searchSpeed(game, ["200"], table.options, seconds, seconds);
    console.log(
      `${game.id.padEnd(14)} ${table.label.padEnd(17)} ${String(players).padStart(7)}  ${p.perSecond.toFixed(0).padStart(14)}  ${p.actions.toFixed(1).padStart(12)}  ${p.microsPerAction.toFixed(2).padStart(9)} (${(p.microsPerAction / peer.microsPerAction).toFixed(1).padStart(5)}×)  ${search.iterationsPerSecond.toFixed(0).padStart(19)}  ${search.playoutsPerSecond.toFixed(0).padStart(10)}`,
    );
  }
}

// A Pyramid night plays the called games' own hands; what it adds around them (the call, the
// session's copy) should keep its cost per action within 2× of the cheapest of them.
for (const label of ["one deal", "to the last chip"]) {
  const night = perAction.get(`dealers-choice ${label}`);
  const threeSided = perAction.get(`three-sided ${label}`);
  if (night && threeSided)
    console.log(
      `Pyramid night ÷ Three-sided, µs per action, ${label}: ${(night / threeSided).toFixed(2)}×`,
    );
}
