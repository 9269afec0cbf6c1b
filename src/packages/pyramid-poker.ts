import { pyramidHeuristic } from "../bots/pyramid-poker/index.js";
import { pyramidPokerEntry } from "../games/pyramid-poker/entry.js";
import { pyramidPoker } from "../games/pyramid-poker/index.js";
import { gamePackage } from "./package.js";

// Searches of Pyramid Poker play plainly: its heuristic has no hints to give them yet, only
// the levels' iterations, about 0.1 s and 1 s a move on an idle core (~4,500 a second).
export default gamePackage({
  entry: pyramidPokerEntry,
  game: pyramidPoker,
  heuristic: (seed) => pyramidHeuristic(seed),
  hints: { levels: { normal: 450, hard: 4500 } },
});
