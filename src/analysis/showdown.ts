/**
 * A referee for a disputed pot of a high-low community game (`pyramids showdown <game>`): given
 * the cards, the board, each player's declaration and the chips each put in, who played which hand
 * and who takes each pot and half, and why, exactly as the game pays it: the hands come from the
 * game's own showdown code (its package's `showdown` extra) and the chips from the betting
 * module's `awardPots`. Bad words are refused with an `InputError`.
 */
import {
  type Award,
  type Betting,
  type Declaration,
  dealingOrder,
  type PotAward,
  type PotShare,
  type ShowdownHand,
} from "../betting/index.js";
import { isLowOrder, type LowOrder, LowOrders } from "../cards/poker/index.js";
import { type Card, formatCards, parseCards } from "../cards/standard.js";
import type { Seat } from "../core/game.js";
import { refuse } from "../games/evaluator.js";

/** The words of `pyramids showdown <game>` beyond the seats and the dealer. */
export type ShowdownFlags = Readonly<Record<string, string | undefined>>;

/** A game's showdown, its package's extra. */
export interface ShowdownHook {
  /** Cards each player holds. */
  readonly holeCards: number;
  readonly maxPlayers: number;
  /** The game's own flags, as commander option specs: [flags, description]. */
  readonly flags: readonly (readonly [string, string])[];
  /** Whether players declare high, low or both with these flags. */
  highLow(flags: ShowdownFlags): boolean;
  /** The shared cards from the flags (refused if missing or malformed). */
  board(flags: ShowdownFlags): Card[];
  /** Plays the seats' hands against the board and awards the pots. */
  judge(
    specs: readonly SeatSpec[],
    betting: Betting,
    board: readonly Card[],
    flags: ShowdownFlags,
  ): Judged;
}

/** One `--seat`: its cards, its declaration (null: high only, or folded) and the chips it put in. */
export interface SeatSpec {
  readonly cards: Card[];
  readonly folded: boolean;
  readonly declare: Declaration | null;
  readonly chips: number;
}

/** What one game's showdown gives the report. */
export interface Judged {
  readonly highLow: boolean;
  readonly title: string;
  readonly board: string;
  readonly boardJson: Record<string, string>;
  readonly options: Record<string, unknown>;
  readonly shown: readonly Shown[];
  readonly award: Award;
}

/** A seat's shown hand: what it played, in words, and its value for the award. */
export interface Shown {
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
    refuse(`${where}: end it with the chips the player put in, e.g. "9c 7s 7h 4s:both:11".`);
  const way = parts.length === 2 ? parts[1]!.toLowerCase() : parts[0]!.toLowerCase();
  if (way === "fold" || way === "folded") {
    const cards = parts.length === 2 ? cardsOf(parts[0]!, `${where}: the cards`) : [];
    return { cards, folded: true, declare: null, chips };
  }
  if (highLow && parts.length !== 2)
    refuse(`${where}: say "<cards>:<high|low|both|fold>:<chips>".`);
  if (!highLow && parts.length !== 1 && !(parts.length === 2 && way === "high"))
    refuse(`${where}: a high-only game has no declaration; say "<cards>:<chips>" (or fold).`);
  if (highLow && !WAYS.includes(way))
    refuse(`${where}: the declaration is high, low, both or fold, not "${parts[1]}".`);
  const cards = cardsOf(parts[0]!, `${where}: the cards`);
  if (cards.length !== holeCards)
    refuse(`${where}: a player holds ${holeCards} cards, not ${cards.length}.`);
  return { cards, folded: false, declare: highLow ? (way as Declaration) : null, chips };
}

export function cardsOf(text: string, what: string): Card[] {
  const r = parseCards(text);
  if (!r.ok) refuse(`${what}: ${r.error.message}`);
  if (r.value.some((c) => c >= 52)) refuse(`${what}: these games have no jokers.`);
  return r.value;
}

export function row(text: string | undefined, size: number, flag: string): Card[] {
  if (text === undefined) refuse(`Give ${flag} "<${size} cards>".`);
  const cards = cardsOf(text, flag);
  if (cards.length !== size) refuse(`${flag} is ${size} cards, not ${cards.length}.`);
  return cards;
}

function lowOrder(text: string | undefined): LowOrder {
  if (text === undefined) return "ace-to-five";
  if (isLowOrder(text)) return text;
  refuse(`--low must be one of ${LowOrders.join(", ")}, not "${text}".`);
}

function qualifier(text: string | undefined): 8 | null {
  if (text === undefined || text === "none") return null;
  if (text === "8") return 8;
  refuse(`--qualifier is 8 (eight or better) or none, not "${text}".`);
}

/** How lows rank and what qualifies one, from `--low` and `--qualifier`. */
export interface LowRule {
  readonly low: LowOrder;
  readonly lowQualifier: 8 | null;
}

export function lowRule(flags: ShowdownFlags): LowRule {
  return { low: lowOrder(flags.low), lowQualifier: qualifier(flags.qualifier) };
}

/** The low rule in a title's words: "low ace-to-five, 8-or-better". */
export function lowRuleText(rule: LowRule): string {
  return `low ${rule.low}${rule.lowQualifier ? ", 8-or-better" : ""}`;
}

/** The seats that show their hands: every seat that did not fold, in dealing order. */
export function showingSeats(specs: readonly SeatSpec[], betting: Betting): Seat[] {
  return dealingOrder(betting).filter((s) => !specs[s]!.folded);
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

/** The referee's report of one showdown: lines for people, JSON for programs. */
export function refereeShowdown(
  game: string,
  hook: ShowdownHook,
  seats: readonly string[],
  dealerWord: string | undefined,
  flags: ShowdownFlags,
): { lines: string[]; json: unknown } {
  const highLow = hook.highLow(flags);
  const { holeCards, maxPlayers: max } = hook;
  if (seats.length < 2 || seats.length > max)
    refuse(`Give 2 to ${max} players with --seat, not ${seats.length}.`);
  const specs = seats.map((t, i) => parseSeat(t, i, holeCards, highLow));
  const n = specs.length;
  const dealerText = dealerWord ?? String(n - 1);
  const dealer = Number(dealerText);
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= n)
    refuse(`--dealer is a seat from 0 to ${n - 1}, not "${dealerText}".`);
  if (specs.filter((s) => !s.folded).length === 0) refuse("Every player folded: nobody shows.");
  const board = hook.board(flags);
  const all = [...specs.flatMap((s) => s.cards), ...board];
  const twice = all.find((c, i) => all.indexOf(c) !== i);
  if (twice !== undefined) refuse(`${formatCards([twice])} is dealt twice.`);
  const betting = showdownBetting(specs, dealer);
  return report(game, specs, betting, hook.judge(specs, betting, board, flags));
}
