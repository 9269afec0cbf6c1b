/** Starting a hand (stacks, antes, sitting out, runoffs) and the questions every phase asks. */
import { ErrorCode, PyramidsError } from "../core/errors.js";
import type { GameEvent, Seat } from "../core/game.js";
import type { Betting } from "./types.js";

export interface NewHand {
  /** Chips behind per seat at the start of the hand. */
  readonly stacks: readonly number[];
  readonly dealer: Seat;
  /** Chips every playing seat puts in first; a seat with less puts in all it has. */
  readonly ante: number;
  /** Chips already in the middle that any seat still in may win (a pot carried into a runoff). */
  readonly dead?: number;
  /**
   * The seats that play this hand (a runoff's tied seats); they play even with no chips, all-in
   * for the carried pot. Default: every seat with chips; seats with none sit out.
   */
  readonly seats?: readonly Seat[];
}

function chipCount(n: unknown, what: string): number {
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 0) {
    throw new PyramidsError("bad-chips", `${what} must be a whole number of chips, not ${n}.`);
  }
  return n;
}

/** A new hand's chips, antes taken. Throws (a programmer error) on impossible input. */
export function newHand(spec: NewHand): { betting: Betting; events: GameEvent[] } {
  const n = spec.stacks.length;
  const stacks = spec.stacks.map((s, i) => chipCount(s, `Seat ${i}'s stack`));
  const ante = chipCount(spec.ante, "The ante");
  const dead = chipCount(spec.dead ?? 0, "The carried pot");
  if (!Number.isInteger(spec.dealer) || spec.dealer < 0 || spec.dealer >= n) {
    throw new PyramidsError(
      ErrorCode.badSeat,
      `The dealer must be a seat 0–${n - 1}, not ${spec.dealer}.`,
    );
  }
  let playing = spec.seats;
  if (playing === undefined) {
    const withChips: Seat[] = [];
    for (let i = 0; i < n; i++) if (stacks[i]! > 0) withChips.push(i);
    playing = withChips;
  }
  for (const s of playing) {
    if (!Number.isInteger(s) || s < 0 || s >= n)
      throw new PyramidsError(ErrorCode.badSeat, `No seat ${s}.`);
  }
  if (new Set(playing).size < 2) {
    throw new PyramidsError("too-few-players", "A hand needs at least two players.");
  }
  const status = new Array<Betting["status"][number]>(n).fill("out");
  for (const s of playing) status[s] = "active";
  const betting: Betting = {
    dealer: spec.dealer,
    stacks,
    committed: new Array<number>(n).fill(0),
    dead,
    status,
    round: null,
  };
  const events: GameEvent[] = [];
  for (const seat of dealingOrder(betting)) {
    if (betting.status[seat] === "out") continue;
    const paid = Math.min(ante, betting.stacks[seat]!);
    betting.stacks[seat]! -= paid;
    betting.committed[seat]! += paid;
    if (betting.stacks[seat] === 0) {
      betting.status[seat] = "all-in";
      events.push(event(`Seat ${seat} is all-in${paid > 0 ? ` for the ante of ${paid}` : ""}.`));
    }
  }
  if (ante > 0) events.unshift(event(`Every player antes ${ante}.`));
  return { betting, events };
}

/**
 * A copy of a hand's chips to change and return (every betting function leaves its input as it
 * was). Written out because structuredClone was a tenth of a random Colonial game.
 */
export function copyBetting(b: Betting): Betting {
  const r = b.round;
  return {
    dealer: b.dealer,
    stacks: b.stacks.slice(),
    committed: b.committed.slice(),
    dead: b.dead,
    status: b.status.slice(),
    round:
      r === null
        ? null
        : {
            rules: r.rules,
            bets: r.bets.slice(),
            level: r.level,
            lastRaise: r.lastRaise,
            wagers: r.wagers,
            actedAt: r.actedAt.slice(),
            actor: r.actor,
          },
  };
}

/** Seats from the dealer's left round to the dealer: the order of dealing, betting, odd chips. */
export function dealingOrder(b: Pick<Betting, "dealer" | "stacks">): Seat[] {
  const n = b.stacks.length;
  const out = new Array<Seat>(n);
  for (let k = 0; k < n; k++) out[k] = (b.dealer + 1 + k) % n;
  return out;
}

/** Seats still in the hand, in dealing order from the dealer's left: the order hands are shown in. */
export function contendersInDealingOrder(b: Betting): Seat[] {
  return dealingOrder(b).filter((s) => b.status[s] === "active" || b.status[s] === "all-in");
}

/** Seats still in the hand (not folded, not sitting out), in seat order. */
export function contenders(b: Betting): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < b.status.length; i++) {
    const s = b.status[i];
    if (s === "active" || s === "all-in") out.push(i);
  }
  return out;
}

/** Seats that may still bet (in the hand with chips behind). */
export function activeSeats(b: Betting): Seat[] {
  return b.status.flatMap((s, i) => (s === "active" ? [i] : []));
}

/** True once all but one have folded: the last one takes the pot without showing. */
export function handDecided(b: Betting): boolean {
  // Counted without building the list: every betting step asks this.
  let left = 0;
  for (const s of b.status) if ((s === "active" || s === "all-in") && ++left > 1) return false;
  return true;
}

/** Whether any more betting can happen this hand (at least two seats with chips still in). */
export function moreBetting(b: Betting): boolean {
  return activeSeats(b).length >= 2;
}

/** Every chip in the middle: antes, bets (this round's too) and any carried pot. */
export function potTotal(b: Betting): number {
  return b.committed.reduce((a, c) => a + c, 0) + b.dead;
}

/** Every chip in the hand, behind or in the middle: constant from `newHand` to the award. */
export function chipsInPlay(b: Betting): number {
  return b.stacks.reduce((a, c) => a + c, 0) + potTotal(b);
}

export function event(text: string, data?: unknown): GameEvent {
  return data === undefined
    ? { type: "betting", audience: "public", text }
    : { type: "betting", audience: "public", text, data };
}
