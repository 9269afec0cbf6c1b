/**
 * The course of a hand: ante → four hole cards each, one at a time from the dealer's left → six
 * board cards face down → a betting round, then each board card turned in order 1 to 6 with a
 * betting round after it → secret declarations (high, low or both), revealed together → the
 * pots paid (high-low, swing rule) → the button moves and the next hand is dealt, until one
 * player has every chip or the hands agreed are played. Every function here works on the state
 * `apply` made (state.ts, nextState: the hand's arrays are shared, so they are replaced, never
 * written in place) and pushes its events.
 */
import {
  awardPots,
  awardUncontested,
  contenders,
  contendersInDealingOrder,
  type Declaration,
  handDecided,
  handPlayed,
  openHand,
  openRound,
  roundRules,
} from "../../betting/index.js";
import { formatCards, newDeck } from "../../cards/standard.js";
import { type GameEvent, publicEvent, type Seat } from "../../core/game.js";
import type { Rng } from "../../core/rng.js";
import { dealHoles, qualifierWords, tellDealt, whyByName } from "../community/deal.js";
import { describeWay, playedText, playHands, toShowdown } from "./hands.js";
import {
  BOARD_SIZE,
  type HandResult,
  ROUNDS,
  type ShownHand,
  type ThreeSidedState,
} from "./state.js";

type Events = GameEvent[];

export const HOLE_CARDS = 4;

/** The points the text has the dealer settle before the deal: the low order and its qualifier. */
function announcement(s: ThreeSidedState): GameEvent {
  const { low, lowQualifier } = s.options;
  const qualifies = qualifierWords(lowQualifier);
  return publicEvent(
    "points",
    `Seat ${s.dealer} announces: high-low with a declaration; low is ${low}, ${qualifies}.`,
    { split: "high-low", low, lowQualifier },
  );
}

/** Deals a new hand: antes, four hole cards each, the board face down, the first round. */
export function startHand(s: ThreeSidedState, rng: Rng, events: Events): void {
  const betting = openHand(s, announcement(s), events);
  const stock = rng.shuffle(newDeck());
  // Dealt from the top of the shuffled stock: one card each in turn, then the board.
  let top = 0;
  const { order, hole } = dealHoles(betting, HOLE_CARDS, () => stock[top++]!);
  const board = stock.slice(top, top + BOARD_SIZE);
  s.hand = {
    betting: betting,
    phase: "betting",
    round: -1,
    hole,
    board,
    turned: 0,
    declarations: new Array<null>(s.players).fill(null),
  };
  events.push(
    publicEvent(
      "deal",
      `Seat ${s.dealer} deals ${HOLE_CARDS} cards to each player and lays out the pyramid face down.`,
    ),
  );
  tellDealt(order, hole, events);
  openBetting(s, rng, events);
}

/** Opens the next betting round; with nobody able to bet, goes straight on. */
function openBetting(s: ThreeSidedState, rng: Rng, events: Events): void {
  const h = s.hand!;
  h.round++;
  const opened = openRound(h.betting, roundRules(s.options.betting, h.round, ROUNDS));
  h.betting = opened.betting;
  events.push(...opened.events);
  if (h.betting.round) {
    events.push(
      publicEvent(
        "round",
        `Betting round ${h.round + 1} of ${ROUNDS}: seat ${h.betting.round.actor} to act.`,
        { round: h.round },
      ),
    );
  } else afterBetting(s, rng, events);
}

/** A betting round is over: turn the next card, declare, or the hand is decided. */
export function afterBetting(s: ThreeSidedState, rng: Rng, events: Events): void {
  const h = s.hand!;
  if (handDecided(h.betting)) {
    endUncontested(s, rng, events);
    return;
  }
  if (h.turned < BOARD_SIZE) {
    const card = h.board[h.turned]!;
    h.turned++;
    events.push(
      publicEvent("turn", `Position ${h.turned} is turned: ${formatCards([card])}.`, {
        position: h.turned,
        card,
      }),
    );
    openBetting(s, rng, events);
    return;
  }
  h.phase = "declare";
  events.push(
    publicEvent("declare", "Declare: everyone still in chooses high, low or both, in secret."),
  );
}

/** Seats still to declare. */
export function undeclared(s: ThreeSidedState): Seat[] {
  const h = s.hand;
  if (h?.phase !== "declare") return [];
  return contenders(h.betting).filter((seat) => h.declarations[seat] === null);
}

/** A secret declaration, recorded: when the last is in, all are revealed and the pots paid. */
export function declared(
  s: ThreeSidedState,
  seat: Seat,
  way: Declaration,
  rng: Rng,
  events: Events,
): void {
  events.push(publicEvent("declared", `Seat ${seat} has declared.`, { seat }));
  events.push({
    type: "my-declaration",
    audience: [seat],
    text: `You declare ${way}.`,
    data: { seat, way },
  });
  if (undeclared(s).length === 0) showdown(s, rng, events);
}

function showdown(s: ThreeSidedState, rng: Rng, events: Events): void {
  const h = s.hand!;
  const seats = contendersInDealingOrder(h.betting);
  const declared = seats.map((x) => `seat ${x} ${h.declarations[x]}`).join(", ");
  events.push(
    publicEvent("reveal", `The declarations: ${declared}.`, {
      declarations: [...h.declarations],
    }),
  );
  const rule = { low: s.options.low, lowQualifier: s.options.lowQualifier };
  const played = playHands(h.betting, h.hole, h.board, h.declarations, seats, rule);
  const shown: ShownHand[] = played.map((p) => ({
    seat: p.seat,
    hole: [...h.hole[p.seat]!],
    declare: p.declare,
    text: playedText(p, h.hole[p.seat]!, h.board, rule),
  }));
  for (const x of shown) {
    events.push(
      publicEvent("show", `Seat ${x.seat} shows ${formatCards(x.hole)} — ${x.text}.`, {
        seat: x.seat,
        cards: x.hole,
        declare: x.declare,
      }),
    );
  }
  const nameOf = (seat: Seat, part: "high" | "low") => {
    const p = played.find((x) => x.seat === seat)!;
    const side = part === "high" ? p.highSide : p.lowSide;
    return describeWay(h.hole[seat]!, h.board, side, part === "high" ? "high" : rule.low).name;
  };
  const why = whyByName(nameOf);
  const award = awardPots(h.betting, played.map(toShowdown), { split: "high-low", why });
  events.push(...award.events);
  finish(s, rng, events, award.betting.stacks, award.won, shown);
}

export function endUncontested(s: ThreeSidedState, rng: Rng, events: Events): void {
  const award = awardUncontested(s.hand!.betting);
  events.push(...award.events);
  finish(s, rng, events, award.betting.stacks, award.won, []);
}

/** The hand is paid: the table ends, or the button moves and the next hand is dealt. */
function finish(
  s: ThreeSidedState,
  rng: Rng,
  events: Events,
  stacks: readonly number[],
  won: readonly number[],
  shown: ShownHand[],
): void {
  const h = s.hand!;
  s.stacks = [...stacks];
  const last: HandResult = {
    hand: s.handsPlayed + 1,
    shown,
    won: [...won],
  };
  s.last = last;
  // The finished hand's chips are settled into the table's stacks.
  h.betting = { ...h.betting, stacks: [...stacks], committed: stacks.map(() => 0), dead: 0 };
  h.phase = "done";
  if (handPlayed(s, s.options, events)) startHand(s, rng, events);
}

/** The course of a hand, as the community-game builder takes it (community/game.ts). */
export const threeSidedHand = { startHand, afterBetting, endUncontested, declared };
