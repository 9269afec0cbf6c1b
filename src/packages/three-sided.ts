import { threeSidedShowdown } from "../analysis/showdown-three-sided.js";
import { parseThreeSided } from "../analysis/three-sided-equity.js";
import { threeSidedHeuristic, threeSidedHints } from "../bots/three-sided/index.js";
import { threeSidedEntry } from "../games/three-sided/entry.js";
import { threeSidedHand } from "../games/three-sided/evaluate.js";
import { threeSided } from "../games/three-sided/index.js";
import { threeSidedLesson } from "../games/three-sided/lesson.js";
import { lowTitle, type OddsHook, oddsQuestion } from "./odds.js";
import { gamePackage } from "./package.js";

const odds: OddsHook = {
  description: "Three-sided Pyramid: 4 hole cards each, board positions 1-6",
  lowHelp: "ace-to-five (default), ace-to-six or deuce-to-seven",
  flags: [["--board <cards>", 'turned board cards as position=card, e.g. "1=As 2=Kd 4=7c"']],
  ask(holes, flags) {
    const spec = parseThreeSided({
      holes,
      board: flags.board ?? "",
      low: flags.low ?? "ace-to-five",
      qualifier: flags.qualifier ?? null,
    });
    return oddsQuestion("three-sided", spec, (s) => `Three-sided, ${lowTitle(s.low, s.qualifier)}`);
  },
  // With every hand known the fast method weighs board arrangements, not deals.
  unit: (method) => (method === "fast" ? "board arrangement" : "deal"),
};

export default gamePackage({
  entry: threeSidedEntry,
  game: threeSided,
  heuristic: (seed) => threeSidedHeuristic(seed),
  hints: threeSidedHints,
  lesson: threeSidedLesson,
  extras: { showdown: threeSidedShowdown, hand: threeSidedHand, odds },
});
