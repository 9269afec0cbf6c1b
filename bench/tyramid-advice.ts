/**
 * `npm run bench -- tyramid-advice [positions] [iterations]`: the Tyramid adviser's time per
 * position (CPU ms), at positions met along random 3-player games. Peer: the ISMCTS bot's own
 * search at the same positions with the same iterations, given the true state to resample from
 * (as the bots are), so the ratio is what advising from the view alone costs (building a world
 * from the view, scoring every move).
 */
import { adviseTyramid } from "../src/analysis/tyramid-advice.js";
import { defaultIsmcts, ismctsSearch } from "../src/bots/ismcts.js";
import { tyramidHints } from "../src/bots/tyramid/hints.js";
import { type SeatContext, Table } from "../src/core/match.js";
import { Rng } from "../src/core/rng.js";
import { tyramid } from "../src/games/tyramid/index.js";
import type { TyramidView } from "../src/games/tyramid/view.js";

const positions = Number(process.argv[3] ?? 20);
const iterations = Number(process.argv[4] ?? 2000);

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Decisions with a choice, one every few moves of random games. */
const rng = Rng.fromInt(11);
const contexts: SeatContext[] = [];
for (let g = 0; contexts.length < positions; g++) {
  const table = Table.create(tyramid, {}, 3, `advise-${g}`);
  let k = 0;
  for (let ctx = table.next(); ctx && contexts.length < positions; ctx = table.next()) {
    if (ctx.legal.length > 1 && k++ % 7 === 3) contexts.push(ctx);
    table.submit(ctx.seat, rng.pick(ctx.legal));
  }
}

function advise(i: number): number {
  const t = cpuMs();
  const a = adviseTyramid(contexts[i]!.view as TyramidView, { iterations, seed: i });
  if (!a.ok) throw new Error(a.error);
  return cpuMs() - t;
}

function search(i: number): number {
  const t = cpuMs();
  ismctsSearch(
    contexts[i]!,
    { ...defaultIsmcts, budget: { iterations }, hints: tyramidHints },
    Rng.fromInt(i),
  );
  return cpuMs() - t;
}

// Warm both up, then alternate which goes first so neither pays for the other's garbage.
for (let i = 0; i < Math.min(3, contexts.length); i++) advise(i) + search(i);
let ours = 0;
let peer = 0;
for (let i = 0; i < contexts.length; i++) {
  if (i % 2) {
    ours += advise(i);
    peer += search(i);
  } else {
    peer += search(i);
    ours += advise(i);
  }
}
const f = (x: number) => x.toFixed(0).padStart(6);
console.log(
  `Tyramid adviser, ${contexts.length} positions, ${iterations} iterations: ${f(ours / contexts.length)} CPU ms a position (${((iterations * contexts.length) / (ours / 1000)).toFixed(0)} iterations/s); the bot's search on the true state ${f(peer / contexts.length)} ms — ratio ${(ours / peer).toFixed(2)}`,
);
