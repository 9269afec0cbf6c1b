import { colonialAdviser } from "../analysis/advise-colonial.js";
import { colonialHeuristic, colonialHints } from "../bots/colonial/index.js";
import { colonialEntry } from "../games/colonial/entry.js";
import { colonialHand } from "../games/colonial/evaluate.js";
import { colonial } from "../games/colonial/index.js";
import { gamePackage } from "./package.js";

export default gamePackage({
  entry: colonialEntry,
  game: colonial,
  heuristic: (seed) => colonialHeuristic(seed),
  hints: colonialHints,
  extras: { hand: colonialHand, advise: colonialAdviser },
});
