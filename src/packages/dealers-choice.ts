import { dealersChoicePlayer } from "../bots/dealers-choice/index.js";
import type { Player } from "../core/match.js";
import { callable } from "../games/dealers-choice/call.js";
import { dealersChoiceEntry } from "../games/dealers-choice/entry.js";
import { callableIds, dealersChoice } from "../games/dealers-choice/index.js";
import { gamePackage } from "./package.js";

// Its bots are the called games' own: the heuristic calls the table's games in rotation and
// plays each deal with that game's heuristic; a search searches each deal with its game's hints.
export default gamePackage({
  entry: dealersChoiceEntry,
  game: dealersChoice,
  deals: {
    games: callableIds.map((id) => callable[id].game),
    player: (makeDealBot) => dealersChoicePlayer(makeDealBot) as Player,
  },
});
