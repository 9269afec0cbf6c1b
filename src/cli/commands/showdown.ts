/**
 * `pyramids showdown <three-sided|wild-kill> --seat "<cards>:<declaration>:<chips>" …`: a
 * referee for a disputed pot. Given the cards, the board, each player's declaration and the chips
 * each put in, it shows who played which hand (and from which side) and who takes each pot and
 * half, and why, exactly as the game pays it: the hands come from the game's own showdown code
 * and the chips from the betting module's `awardPots`.
 */
import { Command } from "commander";
import {
  type Award,
  awardPots,
  type Betting,
  type Declaration,
  dealingOrder,
  type PotAward,
  type PotShare,
  type ShowdownHand,
} from "../../betting/index.js";
import { isLowOrder, type LowOrder, LowOrders } from "../../cards/poker/index.js";
import { type Card, formatCards, parseCards } from "../../cards/standard.js";
import type { Seat } from "../../core/game.js";
import { playedText, playHands, SIDES, toShowdown } from "../../games/three-sided/hands.js";
import {
  type Rows,
  rateHand,
  rateHigh,
  showdownHand,
  shownText,
  type WildKilled,
} from "../../games/wild-kill/hand.js";
import { printJson } from "../common.js";
import { fail } from "../fail.js";

interface ShowdownOpts {
  seat: string[];
  dealer?: string;
  board?: string;
  wild?: string;
  shared?: string;
  kill?: string;
  low?: string;
  qualifier?: string;
  split?: string;
  wildKilled?: string;
  json?: boolean;
}

/** One `--seat`: its cards, its declaration (null: high only, or folded) and the chips it put in. */
interface SeatSpec {
  readonly cards: Card[];
  readonly folded: boolean;
  readonly declare: Declaration | null;
  readonly chips: number;
}

/** What one game's showdown gives the report. */
interface Judged {
  readonly highLow: boolean;
  readonly title: string;
  readonly board: string;
  readonly boardJson: Record<string, string>;
  readonly options: Record<string, unknown>;
  readonly shown: readonly Shown[];
  readonly award: Award;
}

/** A seat's shown hand: what it played, in words, and its value for the award. */
interface Shown {
  readonly seat: Seat;
  readonly text: string;
  readonly hand: ShowdownHand;
}

const WAYS: readonly string[] = ["high", "low", "both"];

function parseSeat(text: string, index: number, holeCards: number, highLow: boolean): SeatSpec {
  const parts = text.split(":").map((p) => p.trim());
  const where = `--seat ${index + 1} ("${text}")`;
  const chipsText = parts.pop();
  const chips = Number(chipsText);
  if (parts.length === 0 || chipsText === "" || !Number.isSafeInteger(chips) || chips < 0)
    fail(`${where}: end it with the chips the player put in, e.g. "9c 7s 7h 4s:both:11".`);
  const way = parts.length === 2 ? parts[1]!.toLowerCase() : parts[0]!.toLowerCase();
  if (way === "fold" || way === "folded") {
    const cards = parts.length === 2 ? cardsOf(parts[0]!, `${where}: the cards`) : [];
    return { cards, folded: true, declare: null, chips };
  }
  if (highLow && parts.length !== 2) fail(`${where}: say "<cards>:<high|low|both|fold>:<chips>".`);
  if (!highLow && parts.length !== 1 && !(parts.length === 2 && way === "high"))
    fail(`${where}: a high-only game has no declaration; say "<cards>:<chips>" (or fold).`);
  if (highLow && !WAYS.includes(way))
    fail(`${where}: the declaration is high, low, both or fold, not "${parts[1]}".`);
  const cards = cardsOf(parts[0]!, `${where}: the cards`);
  if (cards.length !== holeCards)
    fail(`${where}: a player holds ${holeCards} cards, not ${cards.length}.`);
  return { cards, folded: false, declare: highLow ? (way as Declaration) : null, chips };
}

function cardsOf(text: string, what: string): Card[] {
  const r = parseCards(text);
  if (!r.ok) fail(`${what}: ${r.error.message}`);
  if (r.value.some((c) => c >= 52)) fail(`${what}: these games have no jokers.`);
  return r.value;
}

function row(text: string | undefined, size: number, flag: string): Card[] {
  if (text === undefined) fail(`Give ${flag} "<${size} cards>".`);
  const cards = cardsOf(text, flag);
  if (cards.length !== size) fail(`${flag} is ${size} cards, not ${cards.length}.`);
  return cards;
}

function lowOrder(text: string | undefined): LowOrder {
  if (text === undefined) return "ace-to-five";
  if (isLowOrder(text)) return text;
  fail(`--low must be one of ${LowOrders.join(", ")}, not "${text}".`);
}

function qualifier(text: string | undefined): 8 | null {
  if (text === undefined || text === "none") return null;
  if (text === "8") return 8;
  fail(`--qualifier is 8 (eight or better) or none, not "${text}".`);
}

function seatList(seats: readonly Seat[]): string {
  if (seats.length === 1) return `seat ${seats[0]}`;
  return `seats ${seats.slice(0, -1).join(", ")} and ${seats.at(-1)}`;
}

/** The hand's chips at the showdown: what each seat put in, who folded, nothing left to bet. */
function showdownBetting(specs: readonly SeatSpec[], dealer: Seat): Betting {
  return {
    dealer,
    stacks: specs.map(() => 0),
    committed: specs.map((s) => s.chips),
    dead: 0,
    status: specs.map((s) => (s.folded ? "folded" : "all-in")),
    round: null,
  };
}

/** Why a pot went as it did, in a referee's words, from the award's own account of it. */
function explainPot(
  p: PotAward,
  hands: ReadonlyMap<Seat, ShowdownHand>,
  highLow: boolean,
): string[] {
  const lines: string[] = [];
  for (const s of p.swingLosers)
    lines.push(`Seat ${s} declared both and did not win or tie both ways: no part of it.`);
  const claims = (way: "high" | "low") =>
    p.eligible.filter((s) => {
      const d = hands.get(s)?.declare;
      return d === way || d === "both";
    });
  const whyNone = (way: "high" | "low"): string => {
    const all = claims(way);
    if (all.length === 0) return `nobody declared ${way}`;
    const live = all.filter((s) => !p.swingLosers.includes(s));
    if (live.length === 0) return `every ${way} claim failed the swing`;
    return `${seatList(live)} ${live.length === 1 ? "has" : "have"} no qualifying low`;
  };
  for (const share of p.shares) lines.push(explainShare(share, p, highLow, whyNone));
  return lines;
}

function explainShare(
  share: PotShare,
  p: PotAward,
  highLow: boolean,
  whyNone: (way: "high" | "low") => string,
): string {
  const who = share.winners;
  const each = Math.floor(share.amount / who.length);
  const split = who.length === 1 ? `seat ${who[0]}` : `${seatList(who)} tie: ${each} each`;
  const odd = share.oddChips.length
    ? `; the odd chip${share.oddChips.length > 1 ? "s" : ""} to ${seatList(share.oddChips)}, first to the dealer's left`
    : "";
  switch (share.part) {
    case "alone":
      return `Only seat ${who[0]} may win it: it takes ${share.amount}.`;
    case "shared": {
      const why = `No claim on it survives (${whyNone("high")}; ${whyNone("low")})`;
      if (who.every((s) => p.swingLosers.includes(s)))
        return `${why}: every player in it failed the swing, so they share it, ${each} each${odd}.`;
      if (who.length === 1)
        return `${why}: seat ${who[0]}, the only one in it who failed no swing, takes all ${share.amount}.`;
      return `${why}: ${seatList(who)}, who failed no swing, share it, ${each} each${odd}.`;
    }
    default: {
      const way = share.part;
      if (!highLow) return `The best high takes ${share.amount}: ${split}${odd}.`;
      if (share.whole && way === "high")
        return `Nobody may take the low half (${whyNone("low")}): the best high takes all ${share.amount}: ${split}${odd}.`;
      if (share.whole)
        return `Nobody may take the high half (${whyNone("high")}): the best low takes all ${share.amount}: ${split}${odd}.`;
      const oddHalf = way === "high" && p.amount % 2 === 1 ? " (with the pot's odd chip)" : "";
      return `The ${way} half, ${share.amount}${oddHalf}: ${split}${odd}.`;
    }
  }
}

function threeSidedShowdown(
  specs: readonly SeatSpec[],
  betting: Betting,
  board: readonly Card[],
  opts: ShowdownOpts,
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

/** The Wild/Kill rows from their flags. */
function wildKillRows(opts: ShowdownOpts): Rows {
  return {
    wild: row(opts.wild, 2, "--wild"),
    shared: row(opts.shared, 3, "--shared"),
    kill: row(opts.kill, 4, "--kill"),
  };
}

function wildKillShowdown(
  specs: readonly SeatSpec[],
  betting: Betting,
  rows: Rows,
  opts: ShowdownOpts,
): Judged {
  const split = opts.split ?? "high";
  if (split !== "high" && split !== "high-low")
    fail(`--split is high or high-low, not "${split}".`);
  const wildKilled = opts.wildKilled ?? "killed";
  if (wildKilled !== "killed" && wildKilled !== "wild")
    fail(`--wild-killed is killed or wild, not "${wildKilled}".`);
  const rules = {
    wildKilled: wildKilled as WildKilled,
    low: lowOrder(opts.low),
    lowQualifier: qualifier(opts.qualifier),
  };
  const shown: Shown[] = [];
  for (const seat of dealingOrder(betting).filter((s) => !specs[s]!.folded)) {
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
  const lowText =
    split === "high-low" ? `, low ${rules.low}${rules.lowQualifier ? ", 8-or-better" : ""}` : "";
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

function potName(p: PotAward, count: number): string {
  return count === 1 ? "The pot" : p.pot === 0 ? "The main pot" : `Side pot ${p.pot}`;
}

function report(game: string, specs: readonly SeatSpec[], betting: Betting, r: Judged) {
  const award = r.award;
  const hands = new Map(r.shown.map((s) => [s.hand.seat, s.hand]));
  const lines = [
    r.title,
    r.board,
    `Seat ${betting.dealer} deals; seat ${dealingOrder(betting)[0]} is first to the dealer's left.`,
  ];
  specs.forEach((s, seat) => {
    if (s.folded) lines.push(`Seat ${seat} folded (${s.chips} in).`);
  });
  for (const s of r.shown)
    lines.push(
      `Seat ${s.seat} shows ${formatCards(specs[s.seat]!.cards)}, ${specs[s.seat]!.chips} in, ${s.text}.`,
    );
  for (const p of award.pots) {
    lines.push(`${potName(p, award.pots.length)}: ${p.amount}, for ${seatList(p.eligible)}.`);
    for (const l of explainPot(p, hands, r.highLow)) lines.push(`  ${l}`);
  }
  const payouts = specs.map((_, seat) => ({ seat, chips: award.won[seat]! }));
  lines.push(`Payouts: ${payouts.map((p) => `seat ${p.seat} ${p.chips}`).join(", ")}.`);
  const json = {
    game,
    options: r.options,
    dealer: betting.dealer,
    ...r.boardJson,
    seats: specs.map((s, seat) => ({
      seat,
      cards: formatCards(s.cards),
      declare: s.folded ? "fold" : s.declare,
      chips: s.chips,
      shows: r.shown.find((x) => x.seat === seat)?.text ?? null,
    })),
    pots: award.pots.map((p) => ({
      pot: p.pot,
      amount: p.amount,
      eligible: p.eligible,
      swingLosers: p.swingLosers,
      shares: p.shares,
      why: explainPot(p, hands, r.highLow),
    })),
    payouts,
    events: award.events.map((e) => e.text),
  };
  return { lines, json };
}

export function showdownCommand(): Command {
  return new Command("showdown")
    .description(
      "referee a disputed pot: who plays which hand and who takes each pot and half, as the game pays it",
    )
    .argument("<game>", "three-sided or wild-kill")
    .option(
      "--seat <cards:declaration:chips>",
      'one per player, in seat order: "9c 7s 7h 4s:both:11" (high-only Wild/Kill: "<cards>:<chips>"; a folded player: "fold:<chips>")',
      (v, acc: string[]) => [...acc, v],
      [],
    )
    .option(
      "--dealer <seat>",
      "the dealer's seat (default: the last, so seat 0 is first to the dealer's left)",
    )
    .option("--board <cards>", "three-sided: the six pyramid cards, positions 1 to 6")
    .option("--wild <cards>", "wild-kill: the wild row, 2 cards")
    .option("--shared <cards>", "wild-kill: the shared row, 3 cards")
    .option("--kill <cards>", "wild-kill: the kill row, 4 cards")
    .option("--split <split>", "wild-kill: high (default) or high-low")
    .option(
      "--wild-killed <rule>",
      "wild-kill: a rank both wild and killed is killed (default) or wild",
    )
    .option("--low <order>", `the low order: ${LowOrders.join(", ")} (default ace-to-five)`)
    .option("--qualifier <q>", "8 for an eight-or-better low, or none (default)")
    .option("--json", "print JSON")
    .action((game: string, opts: ShowdownOpts) => {
      if (game !== "three-sided" && game !== "wild-kill")
        fail(`The showdown referee knows three-sided and wild-kill, not "${game}".`);
      const highLow = game === "three-sided" || opts.split === "high-low";
      const holeCards = game === "three-sided" ? 4 : 5;
      const max = game === "three-sided" ? 10 : 8;
      if (opts.seat.length < 2 || opts.seat.length > max)
        fail(`Give 2 to ${max} players with --seat, not ${opts.seat.length}.`);
      const specs = opts.seat.map((t, i) => parseSeat(t, i, holeCards, highLow));
      const n = specs.length;
      const dealerText = opts.dealer ?? String(n - 1);
      const dealer = Number(dealerText);
      if (!Number.isInteger(dealer) || dealer < 0 || dealer >= n)
        fail(`--dealer is a seat from 0 to ${n - 1}, not "${dealerText}".`);
      if (specs.filter((s) => !s.folded).length === 0) fail("Every player folded: nobody shows.");
      const board = game === "three-sided" ? row(opts.board, 6, "--board") : null;
      const rows = game === "wild-kill" ? wildKillRows(opts) : null;
      const all = [
        ...specs.flatMap((s) => s.cards),
        ...(board ?? []),
        ...(rows ? [...rows.wild, ...rows.shared, ...rows.kill] : []),
      ];
      const twice = all.find((c, i) => all.indexOf(c) !== i);
      if (twice !== undefined) fail(`${formatCards([twice])} is dealt twice.`);
      const betting = showdownBetting(specs, dealer);
      const r = board
        ? threeSidedShowdown(specs, betting, board, opts)
        : wildKillShowdown(specs, betting, rows!, opts);
      const out = report(game, specs, betting, r);
      if (opts.json) printJson(out.json);
      else process.stdout.write(`${out.lines.join("\n")}\n`);
    });
}
