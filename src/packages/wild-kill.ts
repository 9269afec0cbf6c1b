import { wildKillShowdown } from "../analysis/showdown-wild-kill.js";
import { parseWildKill } from "../analysis/wild-kill-equity.js";
import { wildKillHeuristic, wildKillHints } from "../bots/wild-kill/index.js";
import { wildKillEntry } from "../games/wild-kill/entry.js";
import { wildKillHand } from "../games/wild-kill/evaluate.js";
import { wildKill } from "../games/wild-kill/index.js";
import { wildKillLesson } from "../games/wild-kill/lesson.js";
import { lowTitle, type OddsHook, oddsQuestion } from "./odds.js";
import { gamePackage } from "./package.js";

const odds: OddsHook = {
  description: "Wild/Kill Pyramid: 5 hole cards each; rows wild 2, shared 3, kill 4",
  lowHelp: "none (high only, the default), ace-to-five, ace-to-six or deuce-to-seven",
  flags: [
    ["--wild <cards>", "the top row (its ranks are wild), up to 2 cards"],
    ["--shared <cards>", "the middle row, up to 3 cards"],
    ["--kill <cards>", "the bottom row (its ranks are killed), up to 4 cards"],
    ["--wild-killed <rule>", "a rank both wild and killed is: killed (default) or wild"],
  ],
  ask(holes, flags) {
    const spec = parseWildKill({
      holes,
      wild: flags.wild ?? "",
      shared: flags.shared ?? "",
      kill: flags.kill ?? "",
      low: flags.low ?? "none",
      qualifier: flags.qualifier ?? null,
      wildKilled: flags.wildKilled ?? "killed",
    });
    return oddsQuestion(
      "wild-kill",
      spec,
      (s) =>
        `Wild/Kill, ${s.low === null ? "high only" : `high-low, ${lowTitle(s.low, s.qualifier)}`}, wild and killed = ${s.wildKilled}`,
    );
  },
};

export default gamePackage({
  entry: wildKillEntry,
  game: wildKill,
  heuristic: (seed) => wildKillHeuristic(seed),
  hints: wildKillHints,
  lesson: wildKillLesson,
  extras: { showdown: wildKillShowdown, hand: wildKillHand, odds },
});
