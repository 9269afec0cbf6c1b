/**
 * ISMCTS speed as a tournament plays it: iterations and playouts per CPU-second of one thread at
 * decisions met along random 2-player games, searched with a bot spec's settings (the game's
 * hints and default tree mode included, unlike `npm run bench -- bots`, which searches every game
 * with the public trees). A paired iteration plays every root move out, so it counts one
 * iteration and as many playouts as moves. Caches (Colonial's judgement of hands) fill as a
 * tournament's worker runs on, so a warm-up is played first and not counted.
 *
 *   node dist/players/speed.js <game> [--spec 200] [--seconds 5] [--warm 15] [--option key=value]…
 */
import { pathToFileURL } from "node:url";
import { ismctsSearch } from "../bots/ismcts.js";
import { ismctsConfig } from "../bots/ismcts-spec.js";
import type { GameDefinition } from "../core/game.js";
import { Table } from "../core/match.js";
import { Rng } from "../core/rng.js";
import { registry } from "../packages/index.js";
import { hintsFor } from "./bots.js";

export interface Speed {
  readonly iterationsPerSecond: number;
  readonly playoutsPerSecond: number;
  readonly decisions: number;
}

function cpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/** Searches every third decision of random games (the others play at random) for `seconds`. */
export function searchSpeed(
  game: GameDefinition,
  args: readonly string[],
  options: Record<string, unknown>,
  seconds: number,
  warm = 0,
): Speed {
  const config = ismctsConfig(game, args, hintsFor(game));
  const rng = Rng.fromInt(1);
  let start = cpu();
  let warming = warm > 0;
  let iterations = 0;
  let playouts = 0;
  let decisions = 0;
  for (let g = 0; warming || cpu() - start < seconds; g++) {
    const table = Table.create(game, options, 2, `speed${g}`);
    for (let step = 0; step < 400; step++) {
      if (warming && cpu() - start >= warm) {
        warming = false;
        iterations = playouts = decisions = 0;
        start = cpu();
      }
      const ctx = table.next();
      if (!ctx || (!warming && cpu() - start >= seconds)) break;
      if (ctx.legal.length > 1 && step % 3 === 0) {
        const r = ismctsSearch(ctx, config, rng.fork());
        iterations += r.iterations;
        playouts += r.moves.reduce((t, m) => t + m.visits, 0);
        decisions++;
      }
      table.submit(ctx.seat, rng.pick(ctx.legal));
    }
  }
  const s = cpu() - start;
  return { iterationsPerSecond: iterations / s, playoutsPerSecond: playouts / s, decisions };
}

function main(argv: readonly string[]): void {
  const [id, ...rest] = argv;
  const game = registry.get(id ?? "");
  if (!game) throw new Error(`Usage: speed <game> [--spec 200] [--seconds 5] [--warm 15]`);
  let spec = "200";
  let seconds = 5;
  let warm = 15;
  const options: Record<string, unknown> = {};
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value = ""] = [rest[i], rest[i + 1]];
    if (flag === "--spec") spec = value;
    else if (flag === "--seconds") seconds = Number(value);
    else if (flag === "--warm") warm = Number(value);
    else if (flag === "--option") {
      const [k = "", v = ""] = value.split("=", 2);
      options[k] = Number.isNaN(Number(v)) ? v : Number(v);
    } else throw new Error(`speed: cannot read "${flag}".`);
  }
  const r = searchSpeed(game, spec.split(":"), options, seconds, warm);
  process.stdout.write(
    `${game.id} ismcts:${spec}: ${r.iterationsPerSecond.toFixed(0)} iterations/s, ${r.playoutsPerSecond.toFixed(0)} playouts/s (${r.decisions} decisions)\n`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  main(process.argv.slice(2));
