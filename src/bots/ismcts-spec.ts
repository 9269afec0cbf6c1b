import type { GameDefinition } from "../core/game.js";
import {
  type Budget,
  defaultBudget,
  defaultLevels,
  type Level,
  levels,
  levelWallCap,
} from "./budget.js";
import type { SearchHints } from "./hints.js";
import {
  defaultIsmcts,
  type IsmctsConfig,
  type Objective,
  objectives,
  type TreeMode,
  treeModes,
} from "./ismcts.js";

/**
 * ISMCTS settings from the words after its name on the command line: `ismcts:100ms`,
 * `ismcts:5000` (iterations), `ismcts:2000:100ms` (whichever ends first), `ismcts:normal` and
 * `ismcts:hard` (the game's calibrated iterations for about 0.1 s and 1 s a move on an idle core,
 * with a wall cap of 1 s and 5 s only as a safety limit; `wall=off` drops the cap), `c=0.5`,
 * `trees=single|public|own|model` (default: the game's hint, else public),
 * `objective=margin|payoff|win` (default: the game's hint, else margin), `cap=40` (rollout length before the game's evaluate is used),
 * `weigh=on|off` (the opponent model's determinisations), `paired=on|off` (root moves compared
 * on the same deals; with trees=model).
 */
export function ismctsConfig(
  game: GameDefinition,
  args: readonly string[],
  gameHints: SearchHints = {},
): IsmctsConfig {
  let iterations: number | undefined;
  let milliseconds: number | undefined;
  let level: Level | undefined;
  let wall = true;
  let exploration = defaultIsmcts.exploration;
  let trees: TreeMode = gameHints.trees ?? defaultIsmcts.trees;
  let objective: Objective = gameHints.objective ?? defaultIsmcts.objective;
  const hints = { ...gameHints };
  for (const arg of args) {
    const ms = /^(\d+(?:\.\d+)?)ms$/.exec(arg);
    const it = /^(\d+)(?:it)?$/.exec(arg);
    const [key, value] = arg.split("=", 2) as [string, string | undefined];
    if (ms) milliseconds = positive(Number(ms[1]), arg);
    else if (levels.includes(arg as Level)) level = arg as Level;
    else if (key === "wall" && (value === "on" || value === "off")) wall = value === "on";
    else if (it) iterations = positive(Number(it[1]), arg);
    else if (key === "c" && value !== undefined) {
      exploration = Number(value);
      if (!(exploration >= 0)) throw new Error(`ismcts: c must be a number ≥ 0, not "${value}".`);
    } else if (key === "trees" && value !== undefined) {
      if (!treeModes.includes(value as TreeMode))
        throw new Error(`ismcts: trees must be ${treeModes.join(", ")}, not "${value}".`);
      trees = value as TreeMode;
    } else if (key === "objective" && value !== undefined) {
      if (!objectives.includes(value as Objective))
        throw new Error(`ismcts: objective must be ${objectives.join(", ")}, not "${value}".`);
      objective = value as Objective;
    } else if ((key === "paired" || key === "weigh") && (value === "on" || value === "off")) {
      if (value === "off") delete hints[key];
      else if (key === "paired") hints.paired = true;
      else if (!hints.weigh)
        throw new Error(`ismcts: ${game.name} has no opponent model to weigh deals by.`);
    } else if (key === "cap" && value !== undefined) {
      if (!hints.evaluate)
        throw new Error(
          `ismcts: ${game.name} has no evaluate function, so rollouts cannot be cut.`,
        );
      hints.rolloutCap = positive(Number(value), arg);
    } else
      throw new Error(
        `ismcts: cannot read "${arg}" (use e.g. normal, hard, 100ms, 5000 iterations, c=0.7, trees=public, cap=40).`,
      );
  }
  if (objective === "win" && !hints.winValue)
    throw new Error(`ismcts: ${game.name} sets no value on winning the table (objective=win).`);
  if (level !== undefined && iterations !== undefined)
    throw new Error(`ismcts: ${level} is a number of iterations already; give one or the other.`);
  // A level's wall time is a safety cap; one given in ms (ismcts:hard:3000ms) replaces it.
  const wallIsCap = level !== undefined && milliseconds === undefined;
  if (level !== undefined) {
    iterations = (gameHints.levels ?? defaultLevels)[level];
    if (wallIsCap) milliseconds = levelWallCap[level];
  }
  if (!wall) milliseconds = undefined;
  const budget: Budget =
    iterations === undefined && milliseconds === undefined
      ? defaultBudget
      : {
          ...(iterations !== undefined ? { iterations } : {}),
          ...(milliseconds !== undefined ? { milliseconds } : {}),
        };
  return {
    budget,
    ...(wallIsCap && milliseconds !== undefined ? { wallIsCap } : {}),
    exploration,
    trees,
    objective,
    hints,
  };
}

function positive(n: number, text: string): number {
  if (!(n > 0) || !Number.isFinite(n)) throw new Error(`ismcts: "${text}" must be positive.`);
  return n;
}
