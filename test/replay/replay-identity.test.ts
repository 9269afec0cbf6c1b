/**
 * Replay identity: fixed seeds and seeded random play must produce exactly the actions, events,
 * views, resampled worlds and outcomes recorded in `fixture.json` (as hashes). The fixture was
 * made on the engine before its speed work (docs/engine.md, "Speed"); a rules change, or a change
 * in the random numbers a shuffle draws, changes a hash. Regenerate only for an intended rules
 * change: `REPLAY_FIXTURE=write npx vitest run test/replay`.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import type { GameDefinition } from "../../src/core/game.js";
import { canonical } from "../../src/core/json.js";
import { parseOptions } from "../../src/core/options.js";
import { Rng } from "../../src/core/rng.js";
import { games } from "../../src/packages/index.js";

const fixturePath = join(dirname(fileURLToPath(import.meta.url)), "fixture.json");
const writing = process.env.REPLAY_FIXTURE === "write";

interface Case {
  readonly game: string;
  readonly options: Record<string, unknown>;
  readonly players: number;
  readonly seeds: number;
  /** A game still going after this many actions stops there (its hash covers what was played). */
  readonly maxSteps: number;
}

const cases: Case[] = [
  { game: "three-sided", options: {}, players: 2, seeds: 3, maxSteps: 4000 },
  { game: "three-sided", options: { hands: 3 }, players: 4, seeds: 3, maxSteps: 4000 },
  { game: "three-sided", options: { hands: 2 }, players: 7, seeds: 2, maxSteps: 4000 },
  { game: "wild-kill", options: {}, players: 2, seeds: 3, maxSteps: 4000 },
  {
    game: "wild-kill",
    options: { split: "high-low", hands: 3 },
    players: 3,
    seeds: 3,
    maxSteps: 4000,
  },
  {
    game: "wild-kill",
    options: { split: "high-low", wildKilled: "wild", low: "ace-to-six", hands: 2 },
    players: 6,
    seeds: 2,
    maxSteps: 4000,
  },
  { game: "colonial", options: {}, players: 3, seeds: 2, maxSteps: 1500 },
  { game: "pyramid-poker", options: {}, players: 2, seeds: 2, maxSteps: 1500 },
  { game: "tyramid", options: {}, players: 2, seeds: 2, maxSteps: 1500 },
];

/** One seeded random game, hashed: every action, its events, and every few steps each seat's view and a resampled world. */
function playHash(game: GameDefinition, c: Case, seed: number): string {
  const parsed = parseOptions(game, c.options, c.players);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const hash = createHash("sha256");
  const rng = Rng.fromInt(seed * 104_729 + c.players);
  let state = game.setup(parsed.value, c.players, `replay-${c.game}-${seed}`);
  for (let step = 0; step < c.maxSteps && game.outcome(state) === null; step++) {
    const seat = game.toAct(state)[0]!;
    const action = rng.pick(game.legalActions(state, seat));
    hash.update(`${step} ${seat} ${game.formatAction(action)}\n`);
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    hash.update(canonical(r.value.events));
    state = r.value.state;
    if (step % 7 === 0) {
      for (let v = 0; v < c.players; v++) hash.update(canonical(game.view(state, v)));
      hash.update(canonical(game.view(state, "spectator")));
      const world = game.resample(state, step % c.players, Rng.fromInt(step));
      hash.update(canonical(world));
    }
  }
  hash.update(canonical(game.outcome(state)));
  return hash.digest("hex").slice(0, 24);
}

function key(c: Case, seed: number): string {
  return `${c.game} ${canonical(c.options)} ${c.players}p seed ${seed}`;
}

it("seeded random games replay exactly as recorded", () => {
  const got: Record<string, string> = {};
  for (const c of cases) {
    const game = games.find((g) => g.id === c.game)!;
    for (let seed = 0; seed < c.seeds; seed++) got[key(c, seed)] = playHash(game, c, seed);
  }
  if (writing) writeFileSync(fixturePath, `${JSON.stringify(got, null, 2)}\n`);
  const want = JSON.parse(readFileSync(fixturePath, "utf8")) as Record<string, string>;
  expect(got).toEqual(want);
});
