/**
 * `npm run bench -- tyramid [games]`: full random Tyramid games per second, per mode, on one core.
 * Peer: the same engine with a structuredClone of the whole state before every apply (the
 * simple way to keep apply from mutating its input), so the ratio shows what sharing unchanged
 * parts of the state buys. Also the bare loop a bot's playouts use (legalActions + apply only).
 * Rates are per second of this process's CPU time, so other work on a shared machine distorts
 * them less than wall time would.
 */

import { randomPlayer } from "../src/bots/random.js";
import type { GameDefinition } from "../src/core/game.js";
import { runMatchSync } from "../src/core/match.js";
import { Rng } from "../src/core/rng.js";
import { tyramid } from "../src/games/tyramid/index.js";

const games = Number(process.argv[3] ?? 2000);

/** CPU seconds (user + system) used by this process so far. */
function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

const cloning: GameDefinition = {
  ...tyramid,
  apply: (s, seat, a) => tyramid.apply(structuredClone(s), seat, a),
};

function perSecond(game: GameDefinition, options: unknown, n: number): number {
  const start = cpuSeconds();
  for (let g = 0; g < n; g++) {
    const players = [randomPlayer(g * 3 + 1), randomPlayer(g * 3 + 2), randomPlayer(g * 3 + 3)];
    runMatchSync(game, options, players, `bench-${g}`);
  }
  return n / (cpuSeconds() - start);
}

/** legalActions + apply only, no views or schema checks: what a bot's random playout costs. */
function bareLoop(options: unknown, n: number): number {
  const o = tyramid.options.parse(options);
  const rng = Rng.fromInt(7);
  const start = cpuSeconds();
  for (let g = 0; g < n; g++) {
    let s = tyramid.setup(o, 3, `bench-${g}`);
    while (tyramid.outcome(s) === null) {
      const seat = s.toMove;
      const r = tyramid.apply(s, seat, rng.pick(tyramid.legalActions(s, seat)));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  }
  return n / (cpuSeconds() - start);
}

for (const mode of ["standard", "hourglass", "shedding"]) {
  const options = { mode };
  perSecond(tyramid, options, 100); // warm up
  const ours = perSecond(tyramid, options, games);
  const peer = perSecond(cloning, options, games);
  const bare = bareLoop(options, games);
  process.stdout.write(
    `${mode.padEnd(9)} 3 players: ${ours.toFixed(0)} games/s through the match runner; ` +
      `structuredClone peer ${peer.toFixed(0)} games/s (ours ${(ours / peer).toFixed(2)}×); ` +
      `bare legalActions+apply ${bare.toFixed(0)} games/s\n`,
  );
}
