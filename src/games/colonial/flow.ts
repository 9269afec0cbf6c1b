/**
 * The course of a hand (docs/rules/colonial.md, "Playing a hand"): ante → cut or tap → deal from the
 * dealer's left → betting → secret simultaneous discards → draws in dealing order → betting →
 * announcements in dealing order → the pot to the best hand (or a runoff among tied hands) → the
 * button moves and the next hand begins, until one player has every chip or the hands agreed are
 * played. Every function here works on a fresh copy of the state and pushes its events.
 */
import {
  anteForHand,
  applyBet,
  awardPots,
  awardUncontested,
  type BetAction,
  contenders,
  contendersInDealingOrder,
  dealingOrder,
  dealTableAt,
  handDecided,
  handPlayed,
  inHand,
  newHand,
  openRound,
  roundRules,
  type TableStart,
  takeBet,
} from "../../betting/index.js";
import { type ColonialCard, newDeck, sortCards } from "../../cards/colonial.js";
import { evaluateHand } from "../../cards/colonial-eval.js";
import { ErrorCode, type RuleError, ruleError } from "../../core/errors.js";
import { type GameEvent, publicEvent, type Seat } from "../../core/game.js";
import { err, ok, type Result } from "../../core/result.js";
import type { Rng } from "../../core/rng.js";
import { type ColonialOptions, discardRounds } from "./options.js";
import type { ColonialState, HandState, PendingRunoff } from "./state.js";
import { whyColonialWins } from "./why.js";

type Events = GameEvent[];

function privateEvent(seat: Seat, type: string, text: string, data?: unknown): GameEvent {
  return data === undefined
    ? { type, audience: [seat], text }
    : { type, audience: [seat], text, data };
}

function illegal(message: string): Result<never, RuleError> {
  return err(ruleError(ErrorCode.illegal, message));
}

/** The seat offered the cut: the nearest player in the hand to the dealer's right. */
function cutterFor(dealer: Seat, playing: readonly boolean[]): Seat | null {
  const n = playing.length;
  for (let k = 1; k < n; k++) {
    const seat = (dealer - k + n) % n;
    if (playing[seat]) return seat;
  }
  return null;
}

/** A table seated at `start`, its first hand dealt (a new table, or one deal at a dealer's choice). */
export function dealTable(
  options: ColonialOptions,
  start: TableStart,
  rng: Rng,
): { state: ColonialState; events: Events } {
  return dealTableAt<ColonialState>(
    { options, hand: null, runoffs: [], last: null, over: false },
    start,
    rng,
    startHand,
  );
}

/** Starts a hand (or, with `runoff`, a runoff among the tied seats: no ante, the pot carried). */
export function startHand(s: ColonialState, rng: Rng, events: Events, runoff?: PendingRunoff) {
  const o = s.options;
  const started = newHand(
    runoff
      ? {
          stacks: s.stacks,
          dealer: s.dealer,
          ante: 0,
          dead: runoff.amount,
          seats: runoff.seats,
        }
      : { stacks: s.stacks, dealer: s.dealer, ante: anteForHand(o.betting, s.handsPlayed) },
  );
  events.push(
    publicEvent(
      "hand",
      runoff
        ? `Runoff ${runoff.depth}: seats ${runoff.seats.join(", ")} play a new hand for ${runoff.amount} chips.`
        : `Hand ${s.handsPlayed + 1}: seat ${s.dealer} deals.`,
      { hand: s.handsPlayed + 1, runoff: runoff?.depth ?? 0, dealer: s.dealer },
    ),
    ...started.events,
  );
  const playing = started.betting.status.map((st) => st !== "out");
  const n = s.players;
  const hand: HandState = {
    runoff: runoff?.depth ?? 0,
    betting: started.betting,
    phase: "cut",
    cutter: o.cut ? cutterFor(s.dealer, playing) : null,
    cut: null,
    stock: rng.shuffle(newDeck(o.deck)),
    pile: [],
    muck: [],
    hands: Array.from({ length: n }, () => []),
    betRound: 0,
    discardCounts: [],
    pending: Array.from({ length: n }, () => null),
    shown: Array.from({ length: n }, () => null),
    reshuffles: 0,
  };
  s.hand = hand;
  if (hand.cutter === null) {
    deal(s, events);
    openBetting(s, rng, events);
  } else {
    events.push(publicEvent("cut", `Seat ${hand.cutter} may cut the deck or tap to decline.`));
  }
}

export function cutRefusal(s: ColonialState, seat: Seat, at: number | "tap"): string | null {
  const h = s.hand!;
  if (h.phase !== "cut" || seat !== h.cutter) return "It is not your cut.";
  if (at !== "tap" && !(Number.isInteger(at) && at >= 1 && at < h.stock.length))
    return `Cut between 1 and ${h.stock.length - 1} cards off the top.`;
  return null;
}

/** The cut: lift `at` cards off the top and put the rest on them; or a tap, and no cut. */
export function cutDeck(
  s: ColonialState,
  seat: Seat,
  at: number | "tap",
  rng: Rng,
  events: Events,
): Result<true, RuleError> {
  const h = s.hand!;
  const why = cutRefusal(s, seat, at);
  if (why) return illegal(why);
  if (at !== "tap") h.stock = [...h.stock.slice(at), ...h.stock.slice(0, at)];
  h.cut = at;
  events.push(
    publicEvent(
      "cut",
      at === "tap" ? `Seat ${seat} taps the deck: no cut.` : `Seat ${seat} cuts ${at} cards.`,
      { seat, at },
    ),
  );
  deal(s, events);
  openBetting(s, rng, events);
  return ok(true);
}

/** One card at a time from the dealer's left, the dealer last. */
function deal(s: ColonialState, events: Events) {
  const h = s.hand!;
  const order = contendersInDealingOrder(h.betting);
  // Round by round off the top of the stock, which is cut to what is left once.
  let top = 0;
  for (let i = 0; i < s.options.handSize; i++) {
    for (const seat of order) h.hands[seat]!.push(h.stock[top++]!);
  }
  h.stock = h.stock.slice(top);
  h.phase = "bet";
  events.push(
    publicEvent("deal", `Seat ${s.dealer} deals ${s.options.handSize} cards to each player.`),
  );
  for (const seat of order) {
    h.hands[seat] = sortCards(h.hands[seat]!);
    const cards = h.hands[seat]!.join(" ");
    events.push(
      s.options.faceUp
        ? publicEvent("dealt", `Seat ${seat} is dealt ${cards}.`, { seat, cards: h.hands[seat] })
        : privateEvent(seat, "dealt", `You are dealt ${cards}.`, { seat, cards: h.hands[seat] }),
    );
  }
}

function openBetting(s: ColonialState, rng: Rng, events: Events) {
  const h = s.hand!;
  const rules = roundRules(s.options.betting, h.betRound, discardRounds(s.options) + 1);
  const opened = openRound(h.betting, rules);
  h.betting = opened.betting;
  h.betRound++;
  events.push(...opened.events);
  if (h.betting.round) {
    h.phase = "bet";
    events.push(
      publicEvent("round", `Betting round ${h.betRound}: seat ${h.betting.round.actor} to act.`, {
        round: h.betRound,
      }),
    );
  } else afterBetting(s, rng, events);
}

/** A betting round is over: discard, announce, or the hand is decided. */
function afterBetting(s: ColonialState, rng: Rng, events: Events) {
  const h = s.hand!;
  if (handDecided(h.betting)) return endUncontested(s, rng, events);
  if (h.discardCounts.length < discardRounds(s.options)) {
    h.phase = "discard";
    h.pending = h.pending.map(() => null);
    events.push(
      publicEvent(
        "discard",
        `Discard ${h.discardCounts.length + 1}: everyone still in chooses up to ${s.options.maxDiscard} cards, in secret.`,
      ),
    );
    return;
  }
  h.phase = "announce";
  events.push(publicEvent("announce", `Announcements: seat ${announcer(h)} shows or folds first.`));
}

/** A betting action by the seat to act. */
export function bet(
  s: ColonialState,
  seat: Seat,
  action: BetAction,
  rng: Rng,
  events: Events,
): Result<true, RuleError> {
  const h = s.hand!;
  if (h.phase !== "bet") return illegal("There is no betting now.");
  return takeBet(h, seat, action, events, {
    roundOver: () => afterBetting(s, rng, events),
    decided: () => endUncontested(s, rng, events),
    taken: () => {
      if (action.type === "fold") muck(h, seat);
    },
  });
}

/** Whether the seat may fold now, in turn or not: still in, not shown, hand undecided. */
export function mayFoldNow(s: ColonialState, seat: Seat): boolean {
  const h = s.hand;
  if (!h || s.over || h.phase === "cut") return false;
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) return false;
  return inHand(h.betting, seat) && h.shown[seat] === null && !handDecided(h.betting);
}

/** A fold at any time: the hand goes to the muck unseen. */
export function fold(s: ColonialState, seat: Seat, rng: Rng, events: Events) {
  const h = s.hand!;
  if (!mayFoldNow(s, seat)) return illegal("You cannot fold now.");
  const r = applyBet(h.betting, seat, { type: "fold" }, { foldOutOfTurn: true });
  if (!r.ok) return r;
  h.betting = r.value.betting;
  events.push(...r.value.events);
  muck(h, seat);
  if (handDecided(h.betting)) endUncontested(s, rng, events);
  else if (h.phase === "bet" && h.betting.round === null) afterBetting(s, rng, events);
  else if (h.phase === "discard" && everyoneChose(h)) drawAll(s, rng, events);
  else if (h.phase === "announce" && announcer(h) === null) showdown(s, rng, events);
  return ok(true);
}

function muck(h: HandState, seat: Seat) {
  h.muck.push(...h.hands[seat]!.map((card) => ({ card, by: seat })));
  h.hands[seat] = [];
  h.pending[seat] = null;
}

function everyoneChose(h: HandState): boolean {
  return h.pending.every((p, seat) => p !== null || !inHand(h.betting, seat));
}

export function discardRefusal(
  s: ColonialState,
  seat: Seat,
  cards: readonly ColonialCard[],
): string | null {
  const h = s.hand!;
  if (h.phase !== "discard" || !inHand(h.betting, seat) || h.pending[seat] !== null)
    return "You have no discard to choose now.";
  if (cards.length > s.options.maxDiscard) return `Discard at most ${s.options.maxDiscard} cards.`;
  const sorted = sortCards(cards);
  if (sorted.join(" ") !== cards.join(" "))
    return `List the discards best first: discard ${sorted.join(" ")}.`;
  const left = [...h.hands[seat]!];
  for (const c of cards) {
    const i = left.indexOf(c);
    if (i < 0) return `You do not hold ${c} to discard.`;
    left.splice(i, 1);
  }
  return null;
}

/** A secret discard choice; when the last one is in, the discards are revealed and replaced. */
export function chooseDiscard(
  s: ColonialState,
  seat: Seat,
  cards: readonly ColonialCard[],
  rng: Rng,
  events: Events,
): Result<true, RuleError> {
  const h = s.hand!;
  const why = discardRefusal(s, seat, cards);
  if (why) return illegal(why);
  h.pending[seat] = [...cards];
  events.push(publicEvent("chose", `Seat ${seat} has chosen a discard.`, { seat }));
  if (everyoneChose(h)) drawAll(s, rng, events);
  return ok(true);
}

/**
 * The discards go on the pile in dealing order with their counts announced; then each player,
 * in dealing order, is dealt as many, the discard pile becoming the stock if the stock runs out.
 */
function drawAll(s: ColonialState, rng: Rng, events: Events) {
  const h = s.hand!;
  const order = contendersInDealingOrder(h.betting);
  const counts = h.hands.map(() => 0);
  for (const seat of order) {
    const cards = h.pending[seat]!;
    for (const c of cards) h.hands[seat]!.splice(h.hands[seat]!.indexOf(c), 1);
    h.pile.push(...cards.map((card) => ({ card, by: seat })));
    counts[seat] = cards.length;
    const which = s.options.faceUp && cards.length ? `: ${cards.join(" ")}` : "";
    events.push(
      publicEvent("discarded", `Seat ${seat} discards ${cards.length}${which}.`, {
        seat,
        count: cards.length,
      }),
    );
  }
  for (const seat of order) {
    const drawn: ColonialCard[] = [];
    for (let k = 0; k < counts[seat]!; k++) {
      if (h.stock.length === 0) reshuffle(h, rng, events);
      drawn.push(h.stock.shift()!);
    }
    h.hands[seat] = sortCards([...h.hands[seat]!, ...drawn]);
    const who = seat === s.dealer ? "Dealer" : `Seat ${seat}`;
    events.push(
      publicEvent(
        "drew",
        `${who} takes ${drawn.length}${s.options.faceUp && drawn.length ? `: ${drawn.join(" ")}` : ""}.`,
        { seat, count: drawn.length },
      ),
    );
    if (drawn.length && !s.options.faceUp)
      events.push(privateEvent(seat, "drew", `You draw ${drawn.join(" ")}.`, { cards: drawn }));
  }
  h.discardCounts.push(counts);
  h.pending = h.pending.map(() => null);
  openBetting(s, rng, events);
}

function reshuffle(h: HandState, rng: Rng, events: Events) {
  if (h.pile.length === 0) throw new Error("Both the stock and the discard pile are empty.");
  h.stock = rng.shuffle(h.pile.map((p) => p.card));
  h.pile = [];
  h.reshuffles++;
  events.push(
    publicEvent(
      "reshuffle",
      "The stock has run out: the discard pile is shuffled into a new stock.",
    ),
  );
}

/** The next player to announce, in dealing order; null when everyone still in has shown. */
export function announcer(h: HandState): Seat | null {
  return (
    dealingOrder(h.betting).find((seat) => inHand(h.betting, seat) && h.shown[seat] === null) ??
    null
  );
}

export function showRefusal(s: ColonialState, seat: Seat): string | null {
  const h = s.hand!;
  return h.phase !== "announce" || announcer(h) !== seat ? "It is not your turn to show." : null;
}

export function show(
  s: ColonialState,
  seat: Seat,
  rng: Rng,
  events: Events,
): Result<true, RuleError> {
  const h = s.hand!;
  const why = showRefusal(s, seat);
  if (why) return illegal(why);
  const v = evaluateHand(h.hands[seat]!);
  h.shown[seat] = {
    cards: [...h.hands[seat]!],
    rank: v.rank,
    description: v.description,
    rows: (v.pyramid?.rows ?? []).map((r) => [...r]),
    kickers: [...v.kickers],
  };
  events.push(
    publicEvent("show", `Seat ${seat} shows ${v.description}: ${h.hands[seat]!.join(" ")}.`, {
      seat,
      cards: h.hands[seat],
      rank: v.rank,
    }),
  );
  if (announcer(h) === null) showdown(s, rng, events);
  return ok(true);
}

function showdown(s: ColonialState, rng: Rng, events: Events) {
  const h = s.hand!;
  const hands = contenders(h.betting).map((seat) => ({ seat, high: h.shown[seat]!.rank }));
  const ties = h.runoff >= 5 ? "split" : s.options.ties;
  const why = (w: Seat, l: Seat) => whyColonialWins(h.shown, w, l);
  const award = awardPots(h.betting, hands, { split: "high", ties, why });
  events.push(...award.events);
  const runoffs = award.runoffs.map((r) => ({
    amount: r.amount,
    seats: [...r.seats],
    depth: h.runoff + 1,
  }));
  finish(s, rng, events, award.betting.stacks, award.won, award.events, runoffs);
}

function endUncontested(s: ColonialState, rng: Rng, events: Events) {
  const award = awardUncontested(s.hand!.betting);
  events.push(...award.events);
  finish(s, rng, events, award.betting.stacks, award.won, award.events, []);
}

/** The hand (or runoff) is paid: play the next runoff, or move the button and deal again. */
function finish(
  s: ColonialState,
  rng: Rng,
  events: Events,
  stacks: readonly number[],
  won: readonly number[],
  awardEvents: readonly GameEvent[],
  runoffs: PendingRunoff[],
) {
  const h = s.hand!;
  s.stacks = [...stacks];
  s.last = {
    hand: s.handsPlayed + 1,
    runoff: h.runoff,
    won: [...won],
    shown: h.shown,
    lines: awardEvents.map((e) => e.text),
  };
  s.hand = null;
  s.runoffs = [...runoffs, ...s.runoffs];
  const next = s.runoffs.shift();
  if (next) return startHand(s, rng, events, next);
  if (handPlayed(s, s.options, events)) startHand(s, rng, events);
}
