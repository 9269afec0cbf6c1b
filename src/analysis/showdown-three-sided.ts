/** Three-sided Pyramid's showdown for the referee (`pyramids showdown three-sided`). */
import { awardPots } from "../betting/index.js";
import { formatCards } from "../cards/standard.js";
import { playedText, playHands, SIDES, toShowdown } from "../games/three-sided/hands.js";
import {
  lowRule,
  lowRuleText,
  row,
  type ShowdownHook,
  type Shown,
  showingSeats,
} from "./showdown.js";

export const threeSidedShowdown: ShowdownHook = {
  holeCards: 4,
  maxPlayers: 10,
  flags: [["--board <cards>", "three-sided: the six pyramid cards, positions 1 to 6"]],
  highLow: () => true,
  board: (flags) => row(flags.board, 6, "--board"),
  judge(specs, betting, board, flags) {
    const rule = lowRule(flags);
    const holes = specs.map((s) => s.cards);
    const played = playHands(
      betting,
      holes,
      board,
      specs.map((s) => s.declare),
      showingSeats(specs, betting),
      rule,
    );
    const shown: Shown[] = played.map((p) => ({
      seat: p.seat,
      text: `declares ${p.declare} — ${playedText(p, holes[p.seat]!, board, rule)}`,
      hand: toShowdown(p),
    }));
    const award = awardPots(betting, played.map(toShowdown), { split: "high-low" });
    return {
      highLow: true,
      title: `Three-sided Pyramid, high-low, ${lowRuleText(rule)}.`,
      board: `Board (positions 1 to 6): ${formatCards(board)}; ${SIDES.map((s) => `${s.name} ${s.positions.join("-")}`).join(", ")}.`,
      boardJson: { board: formatCards(board) },
      options: { low: rule.low, lowQualifier: rule.lowQualifier },
      shown,
      award,
    };
  },
};
