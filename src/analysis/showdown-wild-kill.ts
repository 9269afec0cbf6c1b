/** Wild/Kill Pyramid's showdown for the referee (`pyramids showdown wild-kill`). */
import { awardPots, type Betting } from "../betting/index.js";
import { formatCards } from "../cards/standard.js";
import { refuse } from "../games/evaluator.js";
import {
  type Rows,
  rateHand,
  rateHigh,
  showdownHand,
  shownText,
  type WildKilled,
} from "../games/wild-kill/hand.js";
import {
  type Judged,
  lowRule,
  lowRuleText,
  row,
  type SeatSpec,
  type ShowdownFlags,
  type ShowdownHook,
  type Shown,
  showingSeats,
} from "./showdown.js";

/** The Wild/Kill rows from their flags. */
function wildKillRows(opts: ShowdownFlags): Rows {
  return {
    wild: row(opts.wild, 2, "--wild"),
    shared: row(opts.shared, 3, "--shared"),
    kill: row(opts.kill, 4, "--kill"),
  };
}

function judge(
  specs: readonly SeatSpec[],
  betting: Betting,
  rows: Rows,
  opts: ShowdownFlags,
): Judged {
  const split = opts.split ?? "high";
  if (split !== "high" && split !== "high-low")
    refuse(`--split is high or high-low, not "${split}".`);
  const wildKilled = opts.wildKilled ?? "killed";
  if (wildKilled !== "killed" && wildKilled !== "wild")
    refuse(`--wild-killed is killed or wild, not "${wildKilled}".`);
  const rules = { wildKilled: wildKilled as WildKilled, ...lowRule(opts) };
  const shown: Shown[] = [];
  for (const seat of showingSeats(specs, betting)) {
    const hole = specs[seat]!.cards;
    const rated = split === "high-low" ? rateHand(hole, rows, rules) : null;
    const r = rated ?? rateHigh(hole, rows, rules.wildKilled);
    const declared = specs[seat]!.declare;
    const text = shownText(r, declared, rated);
    const used = formatCards(r.survivors.cards) || "nothing";
    shown.push({
      seat,
      text: `${declared ? `declares ${declared}: ` : ""}${text} (plays ${used})`,
      hand: showdownHand(seat, r, rated, declared),
    });
  }
  const award = awardPots(
    betting,
    shown.map((s) => s.hand),
    { split },
  );
  const lowText = split === "high-low" ? `, ${lowRuleText(rules)}` : "";
  return {
    highLow: split === "high-low",
    title: `Wild/Kill Pyramid, ${split}${lowText}; a rank both wild and killed is ${wildKilled === "killed" ? "killed" : "wild"}.`,
    board: `Wild ${formatCards(rows.wild)}, shared ${formatCards(rows.shared)}, kill ${formatCards(rows.kill)}.`,
    boardJson: {
      wild: formatCards(rows.wild),
      shared: formatCards(rows.shared),
      kill: formatCards(rows.kill),
    },
    options: { split, low: rules.low, lowQualifier: rules.lowQualifier, wildKilled },
    shown,
    award,
  };
}

export const wildKillShowdown: ShowdownHook = {
  holeCards: 5,
  maxPlayers: 8,
  flags: [
    ["--wild <cards>", "wild-kill: the wild row, 2 cards"],
    ["--shared <cards>", "wild-kill: the shared row, 3 cards"],
    ["--kill <cards>", "wild-kill: the kill row, 4 cards"],
    ["--split <split>", "wild-kill: high (default) or high-low"],
    ["--wild-killed <rule>", "wild-kill: a rank both wild and killed is killed (default) or wild"],
  ],
  highLow: (flags) => flags.split === "high-low",
  board: (flags) => {
    const rows = wildKillRows(flags);
    return [...rows.wild, ...rows.shared, ...rows.kill];
  },
  judge: (specs, betting, board, flags) =>
    judge(
      specs,
      betting,
      { wild: board.slice(0, 2), shared: board.slice(2, 5), kill: board.slice(5) },
      flags,
    ),
};
