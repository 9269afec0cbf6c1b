/**
 * The table around the hands of a betting game: chips carried from hand to hand, the button, how
 * many hands are played, and the result. Colonial, Three-sided and Wild/Kill Pyramid keep these
 * fields in their states and use these functions; a dealer's-choice table starts one hand of any
 * of them from its own stacks and dealer (`TableStart`) and reads the chips back when it is over.
 */
import { z } from "zod";
import type { GameDefinition, GameEvent, HandStart, Outcome, Seat, Step } from "../core/game.js";
import { Rng, type RngState } from "../core/rng.js";
import { chipsInPlay } from "./hand.js";
import { noteOuts, type OutAt, placesAtEnd } from "./places.js";
import {
  askingRebuys,
  askRebuys,
  type BuyIns,
  firstBuyIns,
  type RebuyHooks,
  rebuyOptionsShape,
} from "./rebuy.js";
import type { Betting } from "./types.js";

/** The table options every betting game has: the starting stack and the hands agreed. */
export const tableOptionsShape = {
  stack: z.number().int().min(1).max(1e9).default(100).describe("Chips each player starts with."),
  hands: z
    .number()
    .int()
    .min(1)
    .max(100_000)
    .nullable()
    .default(null)
    .describe("Hands to play; null: until one player has all the chips."),
  ...rebuyOptionsShape,
};

export interface TableOptions {
  readonly stack: number;
  readonly hands: number | null;
  /** Rebuys each player may take (absent: none); see rebuy.ts. */
  readonly rebuy?: number | null | undefined;
  readonly rebuyBelow?: number | undefined;
}

/** The table's part of a betting game's state (plain JSON). */
export interface TableSeats {
  readonly players: number;
  /** Chips per seat when the table (or, at a dealer's-choice table, the deal) began. */
  readonly startStacks: number[];
  /** Chips behind between hands (inside a hand they live in the hand's `betting`). */
  stacks: number[];
  dealer: Seat;
  /** Hands finished (a Colonial runoff counts in its hand). */
  handsPlayed: number;
  over: boolean;
  /** Per seat, the hand its chips ran out in (null while it has chips): its place at the end. */
  outAt: OutAt;
  /** At a table with rebuys only: every buy-in, and who is asked to rebuy now. */
  buyIns?: BuyIns;
}

/** Where a table's first hand starts: the chips, the dealer, and how many hands came before. */
export interface TableStart {
  readonly stacks: readonly number[];
  readonly dealer: Seat;
  readonly handsPlayed: number;
  /** Seats already out, and in which hand (a new table: nobody). */
  readonly outAt?: OutAt;
  /** A new table with rebuys: every player's first buy-in. */
  readonly buyIns?: BuyIns;
}

/** The table's fields of a state seated at `start` (the deal's stacks are its starting stacks). */
export function seatedAt(start: TableStart) {
  const seats = {
    players: start.stacks.length,
    startStacks: [...start.stacks],
    stacks: [...start.stacks],
    dealer: start.dealer,
    handsPlayed: start.handsPlayed,
    outAt: start.outAt ? [...start.outAt] : start.stacks.map(() => null),
  };
  // Only a table with rebuys has the key: a table without keeps the state it always had.
  return start.buyIns ? { ...seats, buyIns: start.buyIns } : seats;
}

/** Deals the first hand of a table just seated (its state's generator left where the deal ended). */
export function dealFirstHand<S extends { rng: RngState }>(
  s: S,
  rng: Rng,
  startHand: (s: S, rng: Rng, events: GameEvent[]) => void,
): { state: S; events: GameEvent[] } {
  const events: GameEvent[] = [];
  startHand(s, rng, events);
  s.rng = rng.state();
  return { state: s, events };
}

/**
 * The members every betting game's definition shares: chips change hands and are never made,
 * cards are hidden, a new table is seated from the options and dealt by the game's `deal`, and
 * the result is read from the chips.
 */
export function tableMembers<O extends TableOptions, S extends TableSeats>(
  deal: (options: O, start: TableStart, rng: Rng) => { state: S; events: GameEvent[] },
) {
  /** The table's first state and its opening events: the seats, the first dealer, the first deal. */
  const start = (options: O, players: number, seed: string): Step<S> => {
    const rng = Rng.fromSeed(seed);
    return deal(options, openingStart(options, players, rng), rng);
  };
  return {
    zeroSum: true,
    hiddenInformation: true,
    setup: (options: O, players: number, seed: string): S => start(options, players, seed).state,
    start,
    outcome: tableOutcome,
    handStart: tableHandStart,
  };
}

/**
 * The chips each seat has as a hand begins: `stacks`, the chips behind, which a hand leaves alone
 * until it is paid (inside a hand its chips live in the hand's `betting`; a Colonial runoff is
 * paid inside its hand, so only a hand's first state gives its start).
 */
export function tableHandStart(s: TableSeats): HandStart {
  const bought = boughtIn(s);
  return {
    hand: s.handsPlayed + 1,
    unit: "chips",
    holdings: [...s.stacks],
    payoff: s.stacks.map((c, i) => c - bought[i]!),
  };
}

/** Per seat, every chip it has bought: its starting stack, and its rebuys. */
export function boughtIn(s: TableSeats): readonly number[] {
  return s.buyIns?.chips ?? s.startStacks;
}

/** A new table: everyone with the agreed stack, the first dealer drawn from the generator. */
export function openingStart(options: TableOptions, players: number, rng: Rng): TableStart {
  const stacks = Array.from({ length: players }, () => options.stack);
  const start = { stacks, dealer: rng.int(players), handsPlayed: 0 };
  const buyIns = firstBuyIns(options, stacks);
  return buyIns ? { ...start, buyIns } : start;
}

/**
 * A betting game a dealer's-choice table can call: its definition, how to seat a table at a
 * given start and deal its first hand, and the per-deal points a dealer may announce.
 */
// biome-ignore lint/suspicious/noExplicitAny: the callable games have their own option and state types.
export interface TableGame<O extends TableOptions = any, S extends TableSeats = any> {
  readonly game: GameDefinition<O, S>;
  /** A table seated at `start` with its first hand dealt, drawing from `rng`, and its events. */
  deal(options: O, start: TableStart, rng: Rng): { state: S; events: GameEvent[] };
  /** The options the text leaves to the dealer, in the order the call names them. */
  readonly points: readonly DealPoint[];
  /** The announced points in words: "high-low, ace-to-five lows; a rank both wild and killed stays wild". */
  announce(options: O): string;
}

/** One point a dealer may announce: an option key, its word in a call, and its values. */
export interface DealPoint {
  /** The game's option key (`low`, `lowQualifier`, `discards`). */
  readonly key: string;
  /** The word in the call's text form (`low=ace-to-six`, `qualifier=8`). */
  readonly word: string;
  readonly values: readonly PointValue[];
}

export type PointValue = string | number | boolean | null;

/** Every chip at the table: behind, in the middle, and any held aside (Colonial's runoffs). */
export function tableChips(
  s: TableSeats & { hand: { betting: Betting } | null },
  held = 0,
): number {
  // Between hands, while the table asks for rebuys, the chips are the table's: the last hand's
  // are paid out, and a rebuy since is only in `stacks`.
  const b = askingRebuys(s) ? undefined : s.hand?.betting;
  if (!b) return s.stacks.reduce((a, c) => a + c, 0) + held;
  return chipsInPlay(b) + held;
}

/** The button moves one seat left, past seats with no chips. */
export function nextDealer(dealer: Seat, stacks: readonly number[]): Seat {
  const n = stacks.length;
  for (let k = 1; k <= n; k++) {
    const seat = (dealer + k) % n;
    if (stacks[seat]! > 0) return seat;
  }
  return dealer;
}

/**
 * A hand is paid and its chips are in `s.stacks`: the table ends (the hands agreed are played, or
 * one player has every chip and nobody may rebuy) with its public event, the players who may
 * rebuy are asked (the deal waits for `nextHand`), or the button moves. True when another hand is
 * to be dealt now.
 */
export function handPlayed(s: TableSeats, options: TableOptions, events: GameEvent[]): boolean {
  s.handsPlayed++;
  // Only now, with the hand (and any runoffs) paid: a player out of chips is out, placed by it.
  s.outAt = noteOuts(s.outAt, s.stacks, s.handsPlayed);
  if (options.hands !== null && s.handsPlayed >= options.hands) return tableOver(s, events);
  if (askRebuys(s, options, events)) return false;
  return nextHand(s, events);
}

/**
 * Between hands, nobody (else) to ask about rebuys: the table ends if one player has every chip,
 * else the button moves. True when another hand is to be dealt.
 */
export function nextHand(s: TableSeats, events: GameEvent[]): boolean {
  const left = s.stacks.filter((c) => c > 0).length;
  if (left <= 1) return tableOver(s, events);
  s.dealer = nextDealer(s.dealer, s.stacks);
  return true;
}

/**
 * The rebuy hooks of a game dealt hand after hand: once every answer is in, the button moves and
 * the next hand is dealt (or the table ends); inside a hand the chips are the hand's own.
 */
export function handByHandRebuys<S extends TableSeats & { hand: { betting: Betting } | null }>(
  copy: (s: S) => S,
  startHand: (s: S, rng: Rng, events: GameEvent[]) => void,
): RebuyHooks<S> {
  return {
    copy,
    resume(s, rng, events) {
      if (nextHand(s, events)) startHand(s, rng, events);
    },
    stacksNow: (s) => s.hand?.betting.stacks ?? s.stacks,
  };
}

function tableOver(s: TableSeats, events: GameEvent[]): false {
  s.over = true;
  events.push({
    type: "over",
    audience: "public",
    text: `The table is over after ${s.handsPlayed} hand${s.handsPlayed === 1 ? "" : "s"}.`,
  });
  return false;
}

/**
 * The result once the table is over: chips won or lost since it began; places by chips, and
 * among players who ran out, by the hand they went out in.
 */
export function tableOutcome(s: TableSeats): Outcome | null {
  if (!s.over) return null;
  const bought = boughtIn(s);
  const payoff = s.stacks.map((c, i) => c - bought[i]!);
  const ranks = placesAtEnd(s.stacks, s.outAt);
  const winners = ranks.flatMap((r, i) => (r === 1 ? [i] : []));
  const total = s.stacks.reduce((a, c) => a + c, 0);
  const top = s.stacks[winners[0]!]!;
  const who = winners.length === 1 ? `Seat ${winners[0]}` : `Seats ${winners.join(" and ")}`;
  const hands = `${s.handsPlayed} hand${s.handsPlayed === 1 ? "" : "s"}`;
  const summary =
    top === total
      ? `${who} wins every chip (${total}) in ${hands}.`
      : `After ${hands} ${who} ${winners.length === 1 ? "leads" : "lead"} with ${top} chips.`;
  return { payoff, ranks, winners, summary };
}
