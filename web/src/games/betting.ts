import type { Action, Seat } from "../net/protocol";

/** An open betting round as the views show it: each seat's bet in it and the bet to match. */
export interface OpenRound {
  readonly bets: readonly number[];
  readonly level: number;
}

/**
 * The chips a call costs `seat`: the bet to match less what the seat has in front of it already
 * this round. Null when nothing is to call, for a spectator, or with no round open.
 */
export function toCallOf(round: OpenRound | null | undefined, seat: Seat | null): number | null {
  if (!round || seat === null) return null;
  const cost = round.level - (round.bets[seat] ?? 0);
  return cost > 0 ? cost : null;
}

/** The words on a betting game's buttons; a call says what it costs ("Call 4"). */
export function betLabel(a: Action, toCall: number | null): string | null {
  switch (a.type) {
    case "fold":
      return "Fold";
    case "check":
      return "Check";
    case "call":
      return toCall === null ? "Call" : `Call ${toCall}`;
    case "all-in":
      return "All in";
    case "bet":
      return `Bet ${a.amount}`;
    case "raise":
      return `Raise to ${a.to}`;
    default:
      return null;
  }
}

/** A betting game's line under each seat: its chips, and its status when it is not simply in. */
export function bettingSeatInfo(
  v: { readonly stacks: readonly number[]; readonly status: readonly string[] },
  s: Seat,
): string[] {
  const status = v.status[s];
  return [`${v.stacks[s]} chips`, ...(status && status !== "active" ? [status] : [])];
}
