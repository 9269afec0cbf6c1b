/**
 * `npm run bench -- bots [game…] [--seconds s]`: per game, the engine's raw speed (full random
 * games per second on one core, applying actions directly) and ISMCTS iterations per second at
 * decisions met along random games; the ratio says how many playouts one iteration costs.
 * Without game ids it measures every registered game and the toy game of the tests.
 */

import { hintsFor } from "../src/bots/hints.js";
import { defaultIsmcts, ismctsSearch } from "../src/bots/ismcts.js";
import type { GameDefinition } from "../src/core/game.js";
import { Table } from "../src/core/match.js";
import { Rng } from "../src/core/rng.js";
import { games } from "../src/games/index.js";
import { makeToy } from "../test/conformance/toys.js";

const args = process.argv.slice(3);
const sIdx = args.indexOf("--seconds");
const seconds = sIdx >= 0 ? Number(args[sIdx + 1]) : 2;
const wanted = args.filter((a, i) => !a.startsWith("--") && (sIdx < 0 || i !== sIdx + 1));
const all = [...games, makeToy()];
const chosen = wanted.length ? all.filter((g) => wanted.includes(g.id)) : all;

function randomGame(game: GameDefinition, players: number, seed: string, rng: Rng): number {
  let state = game.setup(game.options.parse({}), players, seed);
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

function playouts(game: GameDefinition, players: number): { perSecond: number; actions: number } {
  const rng = Rng.fromInt(1);
  let n = 0;
  let actions = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000)
    actions += randomGame(game, players, `b${n++}`, rng);
  return { perSecond: n / ((performance.now() - start) / 1000), actions: actions / n };
}

/** Decisions met along random games, searched with a fixed number of iterations each. */
function iterations(game: GameDefinition, players: number): number {
  const rng = Rng.fromInt(2);
  let done = 0;
  let spent = 0;
  for (let g = 0; spent < seconds * 1000; g++) {
    const table = Table.create(game, {}, players, `i${g}`);
    for (let ctx = table.next(); ctx && spent < seconds * 1000; ctx = table.next()) {
      if (ctx.legal.length > 1) {
        const t = performance.now();
        const r = ismctsSearch(
          ctx,
          { ...defaultIsmcts, budget: { iterations: 200 }, hints: hintsFor(game.id) },
          rng.fork(),
        );
        spent += performance.now() - t;
        done += r.iterations;
      }
      table.submit(ctx.seat, rng.pick(ctx.legal));
    }
  }
  return done / (spent / 1000);
}

for (const game of chosen) {
  const players = 2;
  const p = playouts(game, players);
  const it = iterations(game, players);
  console.log(
    `${game.id.padEnd(14)} ${players}p  random games/s ${p.perSecond.toFixed(0).padStart(8)} (${p.actions.toFixed(1)} actions)   ISMCTS iterations/s ${it.toFixed(0).padStart(7)}   ratio ${(it / p.perSecond).toFixed(2)}`,
  );
}
