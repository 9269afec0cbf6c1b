/**
 * The course of a hand (the text's Article 5; docs/rules/wild-kill.md): ante → five hole cards each and nine
 * board cards face down → betting → the wild row turned → betting → the shared row turned →
 * betting → the kill row turned → betting → (high-low) secret declarations revealed together →
 * the showdown on the surviving cards → the button moves and the next hand is dealt, until one
 * player has every chip or the agreed hands are played. Every function here works on a fresh
 * copy of the state and pushes its events.
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
  type ShowdownHand,
} from "../../betting/index.js";
import { formatCards, RANK_NAMES, rankOf, shuffledDeck } from "../../cards/standard.js";
import { type GameEvent, publicEvent, type Seat } from "../../core/game.js";
import type { Rng } from "../../core/rng.js";
import { dealHoles, qualifierWords, tellDealt, whyByName } from "../community/deal.js";
import {
  BOARD_SIZE,
  HOLE_SIZE,
  type RatedHand,
  rateHand,
  rateHigh,
  rowsOf,
  showdownHand,
  shownText,
  survivors,
  TURNED_IN_ROUND,
} from "./hand.js";
import { type HandState, ROUNDS, type ShownHand, type WildKillState } from "./state.js";

type Events = GameEvent[];

/**
 * The points the text has the dealer announce before the deal: high only or high-low (with the
 * low order and its qualifier), and what a rank both wild and killed does.
 */
function announcement(s: WildKillState): GameEvent {
  const { split, low, lowQualifier, wildKilled } = s.options;
  const qualifies = qualifierWords(lowQualifier);
  const game =
    split === "high" ? "high only" : `high-low with a declaration; low is ${low}, ${qualifies}`;
  const both = wildKilled === "killed" ? "is killed, not wild" : "stays wild and is not killed";
  return publicEvent(
    "points",
    `Seat ${s.dealer} announces: ${game}; a rank both wild and killed ${both}.`,
    split === "high" ? { split, wildKilled } : { split, low, lowQualifier, wildKilled },
  );
}

/** Antes, then five cards each one at a time from the dealer's left, then the nine board cards. */
export function startHand(s: WildKillState, rng: Rng, events: Events) {
  const betting = openHand(s, announcement(s), events);
  const deck = shuffledDeck(rng);
  const { order, hole } = dealHoles(betting, HOLE_SIZE, () => deck.pop()!);
  const board: number[] = [];
  for (let i = 0; i < BOARD_SIZE; i++) board.push(deck.pop()!);
  const hand: HandState = {
    betting: betting,
    phase: "betting",
    round: 0,
    hole,
    board,
    turned: 0,
    declarations: new Array<null>(s.players).fill(null),
  };
  s.hand = hand;
  events.push(
    publicEvent(
      "deal",
      `Seat ${s.dealer} deals five cards to each player and lays out the pyramid face down: two wild, three shared, four kill.`,
    ),
  );
  tellDealt(order, hole, events);
  openBetting(s, rng, events);
}

function openBetting(s: WildKillState, rng: Rng, events: Events) {
  const h = s.hand!;
  const opened = openRound(h.betting, roundRules(s.options.betting, h.round, ROUNDS));
  h.betting = opened.betting;
  h.phase = "betting";
  events.push(...opened.events);
  if (h.betting.round) {
    events.push(
      publicEvent("round", `Betting round ${h.round + 1}: seat ${h.betting.round.actor} to act.`, {
        round: h.round + 1,
      }),
    );
  } else afterBetting(s, rng, events);
}

function rankList(ranks: readonly number[]): string {
  const names = ranks.map((r) => RANK_NAMES[r]!);
  return names.length <= 1
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** Turns the next row face up, saying what it does. */
function turnRow(s: WildKillState, events: Events) {
  const h = s.hand!;
  const from = h.turned;
  const to = TURNED_IN_ROUND[h.round + 1]!;
  h.turned = to;
  const cards = h.board.slice(from, to);
  const row = to === 2 ? "wild" : to === 5 ? "shared" : "kill";
  let text = `The ${row} row: ${formatCards(cards)}.`;
  if (row === "wild") text += ` ${cap(rankList(ranksOf(cards)))} are wild.`;
  if (row === "kill") {
    const wild = ranksOf(rowsOf(h.board).wild);
    const both = ranksOf(cards).filter((r) => wild.includes(r));
    const killed = survivors([], rowsOf(h.board), s.options.wildKilled).killedRanks;
    text += ` Every card of ${rankList(killed) || "no rank"} is killed.`;
    if (both.length)
      text +=
        s.options.wildKilled === "killed"
          ? ` ${cap(rankList(both))} were wild and are killed.`
          : ` ${cap(rankList(both))} stay wild and are not killed.`;
  }
  events.push(publicEvent("turn", text, { row, cards }));
}

function ranksOf(cards: readonly number[]): number[] {
  return [...new Set(cards.map(rankOf))].sort((a, b) => a - b);
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A betting round is over: turn the next row, declare, show down, or the hand is decided. */
export function afterBetting(s: WildKillState, rng: Rng, events: Events) {
  const h = s.hand!;
  if (handDecided(h.betting)) return endUncontested(s, rng, events);
  if (h.round < ROUNDS - 1) {
    turnRow(s, events);
    h.round++;
    return openBetting(s, rng, events);
  }
  if (s.options.split === "high-low") {
    h.phase = "declare";
    events.push(
      publicEvent(
        "declare",
        "Declarations: everyone still in declares high, low or both, in secret; all are revealed together.",
      ),
    );
    return;
  }
  showdown(s, rng, events);
}

/** A secret declaration, recorded: when the last one is in, all are revealed and shown down. */
export function declared(
  s: WildKillState,
  seat: Seat,
  way: Declaration,
  rng: Rng,
  events: Events,
): void {
  const h = s.hand!;
  events.push(
    { type: "declared", audience: [seat], text: `You declare ${way}.`, data: { seat, way } },
    publicEvent("declared", `Seat ${seat} has declared.`, { seat }),
  );
  if (contenders(h.betting).every((x) => h.declarations[x] !== null)) {
    for (const x of contendersInDealingOrder(h.betting)) {
      events.push(
        publicEvent("reveal", `Seat ${x} declares ${h.declarations[x]}.`, {
          seat: x,
          way: h.declarations[x],
        }),
      );
    }
    showdown(s, rng, events);
  }
}

/** Every hand still in is shown and rated on its surviving cards; the pots are awarded. */
function showdown(s: WildKillState, rng: Rng, events: Events) {
  const h = s.hand!;
  const highLow = s.options.split === "high-low";
  const rows = rowsOf(h.board);
  const hands: ShowdownHand[] = [];
  const shown: ShownHand[] = [];
  for (const seat of contendersInDealingOrder(h.betting)) {
    // High only: the low is never shown or paid, so it is not described (a tenth of a hand).
    const r = highLow
      ? rateHand(h.hole[seat]!, rows, s.options)
      : rateHigh(h.hole[seat]!, rows, s.options.wildKilled);
    const declared = highLow ? h.declarations[seat]! : null;
    const low = highLow ? (r as RatedHand) : null;
    hands.push(showdownHand(seat, r, low, declared));
    const text = shownText(r, declared, low);
    shown.push({
      seat,
      hole: [...h.hole[seat]!],
      declare: declared,
      text,
      survivors: [...r.survivors.cards],
      high: r.high.name,
      low: low ? low.low.name : null,
    });
    events.push(
      publicEvent("show", `Seat ${seat} shows ${formatCards(h.hole[seat]!)}: ${text}.`, {
        seat,
        cards: [...h.hole[seat]!],
      }),
    );
  }
  const nameOf = (seat: Seat, part: "high" | "low") => {
    const x = shown.find((y) => y.seat === seat)!;
    return (part === "high" ? x.high : x.low) ?? "no low";
  };
  const why = whyByName(nameOf);
  const award = awardPots(h.betting, hands, { split: s.options.split, why });
  events.push(...award.events);
  h.betting = award.betting;
  finish(s, rng, events, award.won, award.events, shown);
}

export function endUncontested(s: WildKillState, rng: Rng, events: Events) {
  const h = s.hand!;
  const award = awardUncontested(h.betting);
  events.push(...award.events);
  h.betting = award.betting;
  finish(s, rng, events, award.won, award.events, []);
}

/** The hand is paid: move the button and deal again, or end the table. */
function finish(
  s: WildKillState,
  rng: Rng,
  events: Events,
  won: readonly number[],
  awardEvents: readonly GameEvent[],
  shown: ShownHand[],
) {
  const h = s.hand!;
  s.stacks = [...h.betting.stacks];
  s.last = {
    hand: s.handsPlayed + 1,
    board: h.board.map((c, i) => (i < h.turned ? c : null)),
    shown,
    won: [...won],
    lines: awardEvents.map((e) => e.text),
  };
  if (handPlayed(s, s.options, events)) startHand(s, rng, events);
}

/** The course of a hand, as the community-game builder takes it (community/game.ts). */
export const wildKillHand = { startHand, afterBetting, endUncontested, declared };
