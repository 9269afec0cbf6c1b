/**
 * Betting rounds: who acts, what they may do (as ranges and as an exact list), and applying it.
 *
 * A round opens with the first active seat to the dealer's left and ends when every seat that can
 * still bet has acted and matched the highest bet, or when all but one have folded. An all-in for
 * less than a full raise does not reopen the betting: a seat that has acted may raise again only
 * when the bet has risen by at least a full raise since it last acted.
 */
import { ErrorCode, PyramidsError, type RuleError, ruleError } from "../core/errors.js";
import type { GameEvent, Seat } from "../core/game.js";
import { err, ok, type Result } from "../core/result.js";
import type { BetAction } from "./actions.js";
import { copyBetting, event, handDecided, potTotal } from "./hand.js";
import type { Betting, Round, RoundRules } from "./types.js";

export interface BetStep {
  readonly betting: Betting;
  readonly events: GameEvent[];
}

/** May seats fold when it is not their turn (Colonial: "at any time")? */
export interface FoldRule {
  readonly foldOutOfTurn?: boolean;
}

function whole(n: number | null, min: number): boolean {
  return n === null || (Number.isSafeInteger(n) && n >= min);
}

function checkRules(rules: RoundRules): void {
  if (!whole(rules.bet, 1) || !whole(rules.maxBet, 1) || !whole(rules.maxRaise, 1)) {
    throw new PyramidsError(
      "bad-rules",
      `Round rules need whole chip sizes: ${JSON.stringify(rules)}`,
    );
  }
  if (!whole(rules.maxRaises, 0)) {
    throw new PyramidsError("bad-rules", `maxRaises must be 0 or more: ${rules.maxRaises}`);
  }
}

function othersActive(b: Betting, seat: Seat): boolean {
  return b.status.some((s, i) => i !== seat && s === "active");
}

function needsAction(b: Betting, r: Round, seat: Seat): boolean {
  if (b.status[seat] !== "active") return false;
  if (r.bets[seat]! < r.level) return true;
  return r.actedAt[seat] === null && othersActive(b, seat);
}

/** The first seat after `after` (clockwise, `after` itself last) that must still act. */
function nextActor(b: Betting, r: Round, after: Seat): Seat | null {
  const n = b.stacks.length;
  for (let k = 1; k <= n; k++) {
    const seat = (after + k) % n;
    if (needsAction(b, r, seat)) return seat;
  }
  return null;
}

/**
 * Opens a betting round. If nobody needs to act (fewer than two seats can bet, or the hand is
 * decided), the round is over at once and `betting.round` stays null.
 */
export function openRound(b: Betting, rules: RoundRules): BetStep {
  checkRules(rules);
  if (b.round !== null) throw new PyramidsError("round-open", "A betting round is already open.");
  const next = copyBetting(b);
  const n = b.stacks.length;
  const round: Round = {
    rules: {
      structure: rules.structure,
      bet: rules.bet,
      maxBet: rules.maxBet,
      maxRaise: rules.maxRaise,
      maxRaises: rules.maxRaises,
    },
    bets: new Array<number>(n).fill(0),
    level: 0,
    lastRaise: rules.bet,
    wagers: 0,
    actedAt: new Array<number | null>(n).fill(null),
    actor: 0,
  };
  const first = handDecided(b) ? null : nextActor(next, round, b.dealer);
  if (first === null) return { betting: next, events: [] };
  round.actor = first;
  next.round = round;
  return { betting: next, events: [] };
}

/**
 * An upper bound on the actions in one betting round with `players` seats and `chips` in play, for
 * a game's `maxActions`. Each seat acts at most once per rise of the highest bet, plus one fold
 * or all-in each; the bet rises at most once per chip, or (with a raise cap) once per allowed
 * bet or raise plus once per short all-in.
 */
export function maxRoundActions(players: number, chips: number, rules: RoundRules): number {
  const rises = rules.maxRaises === null ? chips : Math.min(chips, rules.maxRaises + 1 + players);
  return players * (rises + 3);
}

/** Whose turn it is to bet, or null when no round is open. */
export function actor(b: Betting): Seat | null {
  return b.round === null ? null : b.round.actor;
}

/**
 * What the seat to act may do, as ranges for a UI. Amounts: `call` is the chips a call adds;
 * `bet` is the opening bet; `raise` is the total the seat's bet is raised to; `allIn` says what
 * going all-in adds and brings the bet to. A bet, call or raise always leaves chips behind:
 * anything that takes every chip is `allIn`.
 */
export interface BetOptions {
  readonly seat: Seat;
  /** The highest bet this round, and the seat's own bet so far. */
  readonly level: number;
  readonly bet: number;
  readonly fold: true;
  readonly check: boolean;
  readonly call: number | null;
  readonly open: { readonly min: number; readonly max: number } | null;
  readonly raise: { readonly min: number; readonly max: number } | null;
  readonly allIn: { readonly adds: number; readonly to: number } | null;
  /** The pot-limit maximum, or null in other structures (for "pot" buttons). */
  readonly potMax: number | null;
}

/** The highest total the seat's bet may reach this round under the limits (ignoring its stack). */
function ceiling(b: Betting, r: Round, seat: Seat): number {
  const rules = r.rules;
  const toCall = r.level - r.bets[seat]!;
  let max: number;
  if (rules.structure === "fixed-limit") max = r.level + rules.bet;
  else if (rules.structure === "pot-limit")
    max = Math.max(r.level + potTotal(b) + toCall, r.level + r.lastRaise);
  else max = Number.POSITIVE_INFINITY;
  if (rules.maxRaise !== null) max = Math.min(max, r.level + rules.maxRaise);
  if (rules.maxBet !== null) max = Math.min(max, rules.maxBet);
  return max;
}

/** Whether the seat may put in more than a call: reopened, under the raise cap, someone to answer. */
function mayRaise(b: Betting, r: Round, seat: Seat): boolean {
  const acted = r.actedAt[seat] ?? null;
  const reopened = acted === null || r.level - acted >= r.lastRaise;
  const capped = r.rules.maxRaises !== null && r.wagers >= r.rules.maxRaises + 1;
  return reopened && !capped && othersActive(b, seat) && ceiling(b, r, seat) > r.level;
}

export function betOptions(b: Betting, seat: Seat): BetOptions | null {
  const r = b.round;
  if (r === null || r.actor !== seat) return null;
  const stack = b.stacks[seat]!;
  const mine = r.bets[seat]!;
  const toCall = r.level - mine;
  const allTo = mine + stack;
  const max = ceiling(b, r, seat);
  const raising = mayRaise(b, r, seat);
  // A raise clamped by maxBet may be smaller than a full raise: raising to the cap is allowed.
  const min = Math.min(r.level + r.lastRaise, max);
  const range = raising && min <= allTo - 1 ? { min, max: Math.min(max, allTo - 1) } : null;
  const allIn = stack > 0 && (allTo <= r.level || (raising && allTo <= max));
  return {
    seat,
    level: r.level,
    bet: mine,
    fold: true,
    check: toCall === 0,
    call: toCall > 0 && toCall < stack ? toCall : null,
    open: r.level === 0 ? range : null,
    raise: r.level > 0 ? range : null,
    allIn: allIn ? { adds: stack, to: allTo } : null,
    potMax: r.rules.structure === "pot-limit" ? Math.min(max, allTo) : null,
  };
}

/** Whether `seat` may fold now: its turn, or any time it is still in if the game allows that. */
export function mayFold(b: Betting, seat: Seat, rule: FoldRule = {}): boolean {
  const s = b.status[seat];
  if ((s !== "active" && s !== "all-in") || handDecided(b)) return false;
  return actor(b) === seat || rule.foldOutOfTurn === true;
}

/**
 * Every legal betting action for `seat`, exactly, in a fixed order: fold, check, call, each bet
 * or raise amount from smallest to largest, all-in. Empty when the seat may not act.
 */
export function legalBets(b: Betting, seat: Seat, rule: FoldRule = {}): BetAction[] {
  const o = betOptions(b, seat);
  if (o === null) return mayFold(b, seat, rule) ? [{ type: "fold" }] : [];
  const out: BetAction[] = [{ type: "fold" }];
  if (o.check) out.push({ type: "check" });
  if (o.call !== null) out.push({ type: "call" });
  if (o.open) for (let n = o.open.min; n <= o.open.max; n++) out.push({ type: "bet", amount: n });
  if (o.raise) for (let n = o.raise.min; n <= o.raise.max; n++) out.push({ type: "raise", to: n });
  if (o.allIn) out.push({ type: "all-in" });
  return out;
}

function illegal(message: string): Result<never, RuleError> {
  return err(ruleError(ErrorCode.illegal, message));
}

/** Why an action is not allowed for the seat to act, or null if it is. */
function refusal(o: BetOptions, stack: number, a: BetAction): string | null {
  const toCall = o.level - o.bet;
  switch (a.type) {
    case "fold":
      return null;
    case "check":
      return o.check ? null : `You cannot check: it is ${toCall} to call.`;
    case "call":
      if (o.call !== null) return null;
      if (toCall === 0) return "There is no bet to call: check instead.";
      return `Calling takes all your chips: that is all-in.`;
    case "all-in":
      if (o.allIn !== null) return null;
      return o.raise || o.open
        ? `All your chips is more than the limit allows: the most is ${(o.raise ?? o.open)!.max}.`
        : "You may not raise now, so you cannot go all-in: call or fold.";
    case "bet":
    case "raise": {
      const range = a.type === "bet" ? o.open : o.raise;
      const n = a.type === "bet" ? a.amount : a.to;
      const word = a.type === "bet" ? "bet" : "raise to";
      if (a.type === "bet" && o.level > 0) return `There is a bet already: raise, call or fold.`;
      if (a.type === "raise" && o.level === 0) return "There is no bet to raise: bet instead.";
      if (n === o.bet + stack && o.allIn !== null) return `That is all your chips: say all-in.`;
      if (range === null) {
        return o.allIn ? "You can only go all-in, call or fold." : "You may not raise now.";
      }
      if (n < range.min) return `The smallest you may ${word} is ${range.min}.`;
      if (n > range.max) {
        return n > o.bet + stack
          ? `You have only ${stack} chips.`
          : `The most you may ${word} is ${range.max}.`;
      }
      return null;
    }
  }
}

/**
 * Applies a betting action. Refuses, with a sentence and nothing changed, anything not in
 * `legalBets`. When the action ends the round, the round is closed: an uncalled bet goes back to
 * its owner and `betting.round` becomes null.
 */
export function applyBet(
  b: Betting,
  seat: Seat,
  action: BetAction,
  rule: FoldRule = {},
): Result<BetStep, RuleError> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= b.stacks.length) {
    return err(ruleError(ErrorCode.badSeat, `There is no seat ${seat}.`));
  }
  const o = betOptions(b, seat);
  if (o === null) {
    if (action.type === "fold" && mayFold(b, seat, rule)) return ok(fold(b, seat));
    return err(ruleError(ErrorCode.notYourTurn, "It is not your turn to bet."));
  }
  const why = refusal(o, b.stacks[seat]!, action);
  if (why !== null) return illegal(why);
  if (action.type === "fold") return ok(fold(b, seat));
  const next = copyBetting(b);
  const r = next.round!;
  const before = r.level;
  const to =
    action.type === "check"
      ? r.bets[seat]!
      : action.type === "call"
        ? r.level
        : action.type === "bet"
          ? action.amount
          : action.type === "raise"
            ? action.to
            : r.bets[seat]! + next.stacks[seat]!;
  const adds = to - r.bets[seat]!;
  next.stacks[seat]! -= adds;
  next.committed[seat]! += adds;
  r.bets[seat] = to;
  if (to > before) {
    const increment = to - before;
    // A full raise (or one that reaches the maxBet cap) counts and sets the next minimum raise.
    const capped = r.rules.maxBet !== null && to === r.rules.maxBet;
    if (increment >= r.lastRaise || capped) {
      r.wagers++;
      r.lastRaise = Math.max(r.lastRaise, increment);
    }
    r.level = to;
  }
  r.actedAt[seat] = r.level;
  if (next.stacks[seat] === 0) next.status[seat] = "all-in";
  const events = [event(describe(seat, action, to, before), { seat, action, to })];
  return ok(advance(next, seat, events));
}

function describe(seat: Seat, a: BetAction, to: number, before: number): string {
  if (a.type === "all-in") {
    const what = to > before ? `${before === 0 ? "betting" : "raising to"} ${to}` : `for ${to}`;
    return `Seat ${seat} goes all-in, ${what}.`;
  }
  switch (a.type) {
    case "check":
      return `Seat ${seat} checks.`;
    case "call":
      return `Seat ${seat} calls ${to}.`;
    case "bet":
      return `Seat ${seat} bets ${to}.`;
    case "raise":
      return `Seat ${seat} raises to ${to}.`;
    case "fold":
      return `Seat ${seat} folds.`;
  }
}

/** Folds a seat (its turn or not); the state passed in is not changed. */
function fold(b: Betting, seat: Seat): BetStep {
  const next = copyBetting(b);
  next.status[seat] = "folded";
  const events = [event(`Seat ${seat} folds.`, { seat, action: { type: "fold" } })];
  return advance(next, next.round?.actor === seat ? seat : null, events);
}

/**
 * After an action by `after` (or an out-of-turn fold, `after` null): passes the turn on, or
 * closes the round when nobody needs to act or the hand is decided.
 */
function advance(b: Betting, after: Seat | null, events: GameEvent[]): BetStep {
  const r = b.round;
  if (r === null) return { betting: b, events };
  let next: Seat | null = null;
  if (!handDecided(b)) {
    if (after === null && needsAction(b, r, r.actor)) next = r.actor;
    else next = nextActor(b, r, after ?? r.actor);
  }
  if (next !== null) {
    r.actor = next;
    return { betting: b, events };
  }
  return { betting: b, events: [...events, ...closeRound(b)] };
}

/**
 * Ends the round in place: the part of the top bet nobody matched goes back to its owner, if that
 * owner is still in (a seat that bet and then folded out of turn leaves its chips in the pot).
 */
function closeRound(b: Betting): GameEvent[] {
  const r = b.round!;
  b.round = null;
  const sorted = [...r.bets].sort((x, y) => y - x);
  const excess = sorted[0]! - (sorted[1] ?? 0);
  if (excess <= 0) return [];
  const top = r.bets.indexOf(sorted[0]!);
  if (b.status[top] === "folded") return [];
  b.stacks[top]! += excess;
  b.committed[top]! -= excess;
  if (b.status[top] === "all-in") b.status[top] = "active";
  return [event(`${excess} uncalled goes back to seat ${top}.`, { seat: top, returned: excess })];
}
