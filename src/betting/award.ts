/**
 * Awarding the pots: high only, or high-low with declarations and the swing rule; ties split
 * with odd chips by the ruling; or, for a game that plays ties off, a runoff instead of a split.
 */
import { PyramidsError } from "../core/errors.js";
import { type GameEvent, publicEvent, type Seat } from "../core/game.js";
import type { Declaration } from "./actions.js";
import { contenders, copyBetting, dealingOrder, event, potTotal } from "./hand.js";
import { pots } from "./pots.js";
import type { Betting } from "./types.js";

/**
 * How good a hand is, higher is better: a number, or numbers compared left to right (category,
 * then kickers). All strengths in one showdown must have the same shape.
 */
export type Strength = number | readonly number[];

/** A seat's hand at the showdown, as the game has valued it. */
export interface ShowdownHand {
  readonly seat: Seat;
  /** Its high value; null if it cannot win high. */
  readonly high: Strength | null;
  /** Its low value (higher = better low); null if it has no qualifying low. High-low only. */
  readonly low?: Strength | null;
  /** Its declaration. High-low only. */
  readonly declare?: Declaration;
}

export interface ShowdownRules {
  readonly split: "high" | "high-low";
  /** Tied best hands for a pot: share it (default), or play a runoff for it. High only. */
  readonly ties?: "split" | "runoff";
  /**
   * Why the winner's hand beats the best hand that lost that way of the pot, in words ("Seat 1's
   * Purple First-Level Perfect Pyramid beats seat 0's First-Level Pyramid: a perfect pyramid ranks
   * above any other pyramid of its level"): said in the log after the pot is paid.
   */
  readonly why?: (winner: Seat, loser: Seat, part: "high" | "low") => string | null;
}

/**
 * One part of a pot and who took it: a half of a high-low pot, the whole pot (high only, or a
 * high-low pot one half of which nobody could take), a pot no claim survived for, shared, or a
 * pot only one seat may win.
 */
export interface PotShare {
  /** `alone`: only one seat may win the pot, and takes it unseen. */
  readonly part: "high" | "low" | "shared" | "alone";
  /** The whole pot, not a half. */
  readonly whole: boolean;
  readonly amount: number;
  readonly winners: readonly Seat[];
  /** Winners paid one chip more than the even share: the first winners to the dealer's left. */
  readonly oddChips: readonly Seat[];
}

/** What one pot did. Chips per seat in `paid`; `runoff` when it is held for a runoff instead. */
export interface PotAward {
  readonly pot: number;
  readonly amount: number;
  readonly eligible: readonly Seat[];
  /** Best high (or the whole pot's winners, high only), and best low; empty if nobody. */
  readonly high: readonly Seat[];
  readonly low: readonly Seat[];
  /** Declared both and did not win or tie both ways, so took nothing. */
  readonly swingLosers: readonly Seat[];
  /**
   * No claim on the pot survived, so it was shared: by the eligible seats that did not fail a
   * swing, or by all of them when every one did.
   */
  readonly shared: boolean;
  /** Who took which part, in the order paid (high half before low half). */
  readonly shares: readonly PotShare[];
  readonly paid: readonly number[];
  readonly runoff: boolean;
}

/** A pot the tied seats play for again: a new hand with `amount` carried and only `seats` in. */
export interface Runoff {
  readonly amount: number;
  readonly seats: readonly Seat[];
}

export interface Award {
  /** The hand's chips afterwards: stacks paid, nothing left in the middle except runoffs. */
  readonly betting: Betting;
  readonly pots: readonly PotAward[];
  readonly runoffs: readonly Runoff[];
  /** Chips won per seat, over all pots (runoff pots not included). */
  readonly won: readonly number[];
  readonly events: GameEvent[];
}

export function compareStrength(a: Strength, b: Strength): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "number" || typeof b === "number" || a.length !== b.length) {
    throw new PyramidsError("bad-strength", "Hand strengths in one showdown must share a shape.");
  }
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return a[i]! - b[i]!;
  }
  return 0;
}

/** The seats holding the best of `values` (ties all returned); empty if none has a value. */
function best(seats: readonly Seat[], value: (s: Seat) => Strength | null | undefined): Seat[] {
  let top: Strength | null = null;
  let winners: Seat[] = [];
  for (const s of seats) {
    const v = value(s);
    if (v === null || v === undefined) continue;
    const c = top === null ? 1 : compareStrength(v, top);
    if (c > 0) [top, winners] = [v, [s]];
    else if (c === 0) winners.push(s);
  }
  return winners;
}

/**
 * Splits `amount` among `winners` as evenly as chips allow; the odd chips go one each to the
 * first winners to the dealer's left.
 */
export function splitChips(amount: number, winners: readonly Seat[], b: Betting): number[] {
  const paid = b.stacks.map(() => 0);
  if (winners.length === 0) return paid;
  const order = dealingOrder(b).filter((s) => winners.includes(s));
  const share = Math.floor(amount / winners.length);
  let odd = amount - share * winners.length;
  for (const s of order) paid[s] = share + (odd-- > 0 ? 1 : 0);
  return paid;
}

function add(into: number[], more: readonly number[]): void {
  for (let i = 0; i < into.length; i++) into[i]! += more[i]!;
}

/** Pays one part of a pot into `paid` and says who took it. */
function payShare(
  paid: number[],
  b: Betting,
  part: PotShare["part"],
  whole: boolean,
  amount: number,
  winners: readonly Seat[],
): PotShare {
  const chips = splitChips(amount, winners, b);
  add(paid, chips);
  const even = Math.floor(amount / winners.length);
  const oddChips = dealingOrder(b).filter((s) => winners.includes(s) && chips[s]! > even);
  return { part, whole, amount, winners: [...winners], oddChips };
}

function highLow(
  b: Betting,
  eligible: readonly Seat[],
  amount: number,
  hand: (s: Seat) => ShowdownHand,
) {
  const claims = (way: "high" | "low") =>
    eligible.filter((s) => {
      const d = hand(s).declare;
      if (d === undefined) {
        throw new PyramidsError("no-declaration", `Seat ${s} has not declared high, low or both.`);
      }
      return d === way || d === "both";
    });
  const highOf = (s: Seat) => hand(s).high;
  const lowOf = (s: Seat) => hand(s).low;
  const topHigh = best(claims("high"), highOf);
  const topLow = best(claims("low"), lowOf);
  // The swing rule, judged against every claim at once: a "both" must win or tie each way.
  const swingLosers = eligible.filter(
    (s) => hand(s).declare === "both" && !(topHigh.includes(s) && topLow.includes(s)),
  );
  const live = (s: Seat) => !swingLosers.includes(s);
  const high = best(claims("high").filter(live), highOf);
  const low = best(claims("low").filter(live), lowOf);
  const paid = b.stacks.map(() => 0);
  const shared = high.length === 0 && low.length === 0;
  let shares: PotShare[];
  if (shared) {
    // "Must win or tie both ways to take any part of the pot": a failed swing takes nothing,
    // unless every seat that could take the pot failed one (nobody else can take it).
    const unfailed = eligible.filter(live);
    const sharers = unfailed.length > 0 ? unfailed : eligible;
    shares = [payShare(paid, b, "shared", true, amount, sharers)];
  } else if (low.length === 0) shares = [payShare(paid, b, "high", true, amount, high)];
  else if (high.length === 0) shares = [payShare(paid, b, "low", true, amount, low)];
  else {
    // The odd chip of an uneven pot goes to the high half.
    const lowHalf = Math.floor(amount / 2);
    shares = [
      payShare(paid, b, "high", false, amount - lowHalf, high),
      payShare(paid, b, "low", false, lowHalf, low),
    ];
  }
  return { high, low, swingLosers, shared, shares, paid };
}

/**
 * Awards every pot to the best eligible hands. `hands` must value every seat still in that is
 * eligible for a contested pot (other entries are ignored); a pot with one eligible seat goes to
 * it unseen, as does everything when all but one have folded. Throws on missing hands: a game bug.
 */
export function awardPots(b: Betting, hands: readonly ShowdownHand[], rules: ShowdownRules): Award {
  if (b.round !== null)
    throw new PyramidsError("round-open", "Close the betting before the award.");
  if (rules.ties === "runoff" && rules.split !== "high") {
    throw new PyramidsError("bad-rules", "Runoffs are for high-only games.");
  }
  const bySeat = new Map(hands.map((h) => [h.seat, h]));
  const hand = (s: Seat): ShowdownHand => {
    const h = bySeat.get(s);
    if (!h) throw new PyramidsError("no-hand", `No showdown hand given for seat ${s}.`);
    return h;
  };
  const won = b.stacks.map(() => 0);
  const results: PotAward[] = [];
  const runoffs: Runoff[] = [];
  const events: GameEvent[] = [];
  const all = pots(b);
  all.forEach((pot, index) => {
    const name = all.length === 1 ? "the pot" : index === 0 ? "the main pot" : `side pot ${index}`;
    let award: Omit<PotAward, "pot" | "amount" | "eligible" | "runoff">;
    if (pot.eligible.length === 1) {
      const paid = b.stacks.map(() => 0);
      const alone = payShare(paid, b, "alone", true, pot.amount, pot.eligible);
      award = {
        high: [...pot.eligible],
        low: [],
        swingLosers: [],
        shared: false,
        shares: [alone],
        paid,
      };
    } else if (rules.split === "high-low") {
      award = highLow(b, pot.eligible, pot.amount, hand);
    } else {
      const high = best(pot.eligible, (s) => hand(s).high);
      const shared = high.length === 0;
      const winners = shared ? pot.eligible : high;
      if (rules.ties === "runoff" && winners.length > 1) {
        runoffs.push({ amount: pot.amount, seats: [...winners] });
        results.push({
          pot: index,
          amount: pot.amount,
          eligible: pot.eligible,
          high,
          low: [],
          swingLosers: [],
          shared: false,
          shares: [],
          paid: b.stacks.map(() => 0),
          runoff: true,
        });
        events.push(event(`Seats ${winners.join(", ")} tie for ${name} (${pot.amount}): runoff.`));
        return;
      }
      const paid = b.stacks.map(() => 0);
      const share = payShare(paid, b, shared ? "shared" : "high", true, pot.amount, winners);
      award = { high, low: [], swingLosers: [], shared, shares: [share], paid };
    }
    add(won, award.paid);
    results.push({
      pot: index,
      amount: pot.amount,
      eligible: pot.eligible,
      runoff: false,
      ...award,
    });
    for (const s of award.swingLosers) {
      events.push(event(`Seat ${s} declared both and did not win both ways: no share of ${name}.`));
    }
    award.paid.forEach((chips, s) => {
      if (chips === 0) return;
      const half =
        rules.split === "high-low" && !award.shared && award.high.length && award.low.length
          ? award.high.includes(s) && award.low.includes(s)
            ? " (high and low)"
            : award.high.includes(s)
              ? " (high)"
              : " (low)"
          : "";
      events.push(event(`Seat ${s} wins ${chips} from ${name}${half}.`, { seat: s, chips }));
    });
    if (rules.why) events.push(...reasons(rules.why, award, pot.eligible, hand));
  });
  const next = copyBetting(b);
  for (let s = 0; s < won.length; s++) {
    next.stacks[s]! += won[s]!;
    next.committed[s] = 0;
  }
  next.dead = 0;
  return { betting: next, pots: results, runoffs, won, events };
}

/**
 * Why each part of a pot went where it did: its first winner's hand against the best hand that
 * could have taken that part and did not (none when the others folded or failed a swing).
 */
function reasons(
  why: NonNullable<ShowdownRules["why"]>,
  award: Omit<PotAward, "pot" | "amount" | "eligible" | "runoff">,
  eligible: readonly Seat[],
  hand: (s: Seat) => ShowdownHand,
): GameEvent[] {
  const out: GameEvent[] = [];
  for (const share of award.shares) {
    if (share.part !== "high" && share.part !== "low") continue;
    const part = share.part;
    const strength = (s: Seat) => (part === "high" ? hand(s).high : (hand(s).low ?? null));
    const claims = (s: Seat) => {
      const d = hand(s).declare;
      return d === undefined || d === part || d === "both";
    };
    const losers = eligible.filter(
      (s) =>
        !share.winners.includes(s) &&
        !award.swingLosers.includes(s) &&
        claims(s) &&
        strength(s) !== null,
    );
    const runnerUp = best(losers, strength)[0];
    const winner = share.winners[0];
    if (runnerUp === undefined || winner === undefined) continue;
    const text = why(winner, runnerUp, part);
    if (text) out.push(publicEvent("why", text, { seat: winner, over: runnerUp, part }));
  }
  return out;
}

/** All but one folded: the last seat takes everything without showing. */
export function awardUncontested(b: Betting): Award {
  const left = contenders(b);
  if (left.length !== 1) {
    throw new PyramidsError("contested", "More than one seat is still in: award at the showdown.");
  }
  if (b.round !== null)
    throw new PyramidsError("round-open", "Close the betting before the award.");
  // What awardPots(b, [], { split: "high" }) gives, without building pots: with one seat still
  // in, every chip in the middle is one pot that seat alone may win (none when the middle is
  // empty). Most hands of random play end so, and the general award was a tenth of their time.
  const seat = left[0]!;
  const amount = potTotal(b);
  const won = new Array<number>(b.stacks.length).fill(0);
  const next = copyBetting(b);
  for (let s = 0; s < won.length; s++) next.committed[s] = 0;
  next.dead = 0;
  if (amount === 0) return { betting: next, pots: [], runoffs: [], won, events: [] };
  won[seat] = amount;
  next.stacks[seat]! += amount;
  const pot: PotAward = {
    pot: 0,
    amount,
    eligible: [seat],
    runoff: false,
    high: [seat],
    low: [],
    swingLosers: [],
    shared: false,
    shares: [{ part: "alone", whole: true, amount, winners: [seat], oddChips: [] }],
    paid: won.slice(),
  };
  const events = [event(`Seat ${seat} wins ${amount} from the pot.`, { seat, chips: amount })];
  return { betting: next, pots: [pot], runoffs: [], won, events };
}
