/**
 * Squaring up after a table: who pays whom how many chips so that every player's net (chips at
 * the end less chips bought) is settled.
 */
import type { Seat } from "../core/game.js";

/** One payment: `from` hands `chips` to `to`. */
export interface Transfer {
  readonly from: Seat;
  readonly to: Seat;
  readonly chips: number;
}

/**
 * Transfers that square every net (nets sum to zero; a seat up is paid, a seat down pays).
 *
 * Finding the fewest transfers is NP-hard in general (it asks for the most disjoint groups of
 * players whose nets sum to zero, a partition problem). This is the usual greedy answer instead:
 * the largest debtor pays the largest creditor as much as either can, again and again. Each
 * transfer settles at least one of the two in full, and the last transfer settles both, so it
 * makes at most n − 1 transfers for n players with a net (and none when everyone is even).
 * Ties go to the lower seat, so the same nets always give the same transfers.
 */
export function settle(nets: readonly number[]): Transfer[] {
  const total = nets.reduce((a, b) => a + b, 0);
  if (total !== 0) throw new Error(`Nets must sum to zero to settle, not ${total}.`);
  const left = nets.slice();
  const out: Transfer[] = [];
  for (;;) {
    let debtor = -1;
    let creditor = -1;
    for (let seat = 0; seat < left.length; seat++) {
      const v = left[seat]!;
      if (v < 0 && (debtor < 0 || v < left[debtor]!)) debtor = seat;
      if (v > 0 && (creditor < 0 || v > left[creditor]!)) creditor = seat;
    }
    if (debtor < 0 || creditor < 0) return out;
    const chips = Math.min(-left[debtor]!, left[creditor]!);
    out.push({ from: debtor, to: creditor, chips });
    left[debtor]! += chips;
    left[creditor]! -= chips;
  }
}
