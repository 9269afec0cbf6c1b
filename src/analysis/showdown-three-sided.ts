/** Three-sided Pyramid's showdown for the referee (`pyramids showdown three-sided`). */
import { awardPots, type Betting, dealingOrder } from "../betting/index.js";
import { type Card, formatCards } from "../cards/standard.js";
import { playedText, playHands, SIDES, toShowdown } from "../games/three-sided/hands.js";
import {
  type Judged,
  lowOrder,
  qualifier,
  row,
  type SeatSpec,
  type ShowdownFlags,
  type ShowdownHook,
  type Shown,
} from "./showdown.js";

function judge(
  specs: readonly SeatSpec[],
  betting: Betting,
  board: readonly Card[],
  opts: ShowdownFlags,
): Judged {
  const rule = { low: lowOrder(opts.low), lowQualifier: qualifier(opts.qualifier) };
  const seats = dealingOrder(betting).filter((s) => !specs[s]!.folded);
  const holes = specs.map((s) => s.cards);
  const played = playHands(
    betting,
    holes,
    board,
    specs.map((s) => s.declare),
    seats,
    rule,
  );
  const shown: Shown[] = played.map((p) => ({
    seat: p.seat,
    text: `declares ${p.declare} — ${playedText(p, holes[p.seat]!, board, rule)}`,
    hand: toShowdown(p),
  }));
  const award = awardPots(betting, played.map(toShowdown), { split: "high-low" });
  const lowText = `low ${rule.low}${rule.lowQualifier ? ", 8-or-better" : ""}`;
  return {
    highLow: true,
    title: `Three-sided Pyramid, high-low, ${lowText}.`,
    board: `Board (positions 1 to 6): ${formatCards(board)}; ${SIDES.map((s) => `${s.name} ${s.positions.join("-")}`).join(", ")}.`,
    boardJson: { board: formatCards(board) },
    options: { low: rule.low, lowQualifier: rule.lowQualifier },
    shown,
    award,
  };
}

export const threeSidedShowdown: ShowdownHook = {
  holeCards: 4,
  maxPlayers: 10,
  flags: [["--board <cards>", "three-sided: the six pyramid cards, positions 1 to 6"]],
  highLow: () => true,
  board: (flags) => row(flags.board, 6, "--board"),
  judge,
};
