import { threeSidedHeuristic, threeSidedHints } from "../bots/three-sided/index.js";
import { threeSidedEntry } from "../games/three-sided/entry.js";
import { threeSided } from "../games/three-sided/index.js";
import { threeSidedLesson } from "../games/three-sided/lesson.js";
import { gamePackage } from "./package.js";

export default gamePackage({
  entry: threeSidedEntry,
  game: threeSided,
  heuristic: (seed) => threeSidedHeuristic(seed),
  hints: threeSidedHints,
  lesson: threeSidedLesson,
});
