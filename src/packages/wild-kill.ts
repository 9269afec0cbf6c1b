import { wildKillHeuristic, wildKillHints } from "../bots/wild-kill/index.js";
import { wildKillEntry } from "../games/wild-kill/entry.js";
import { wildKill } from "../games/wild-kill/index.js";
import { wildKillLesson } from "../games/wild-kill/lesson.js";
import { gamePackage } from "./package.js";

export default gamePackage({
  entry: wildKillEntry,
  game: wildKill,
  heuristic: (seed) => wildKillHeuristic(seed),
  hints: wildKillHints,
  lesson: wildKillLesson,
});
