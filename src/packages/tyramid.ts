import { tyramidAdviser } from "../analysis/advise-tyramid.js";
import { tyramidHeuristic, tyramidHints } from "../bots/tyramid/index.js";
import { tyramidEntry } from "../games/tyramid/entry.js";
import { tyramid } from "../games/tyramid/index.js";
import { gamePackage } from "./package.js";

export default gamePackage({
  entry: tyramidEntry,
  game: tyramid,
  heuristic: (seed) => tyramidHeuristic(seed),
  hints: tyramidHints,
  extras: { advise: tyramidAdviser },
});
