import { findGame } from "../../../src/packages/index.js";
import type { LedgerTransfer } from "../net/protocol";

/** Whether a game is played for chips, so its table has a ledger (the others score points). */
export function isChipGame(game: string): boolean {
  return typeof findGame(game)?.ledger === "function";
}

/** A player's net as the ledger shows it: "+40", "−15" (a minus sign, not a hyphen), "0". */
export function netText(net: number): string {
  if (net > 0) return `+${net}`;
  if (net < 0) return `−${-net}`;
  return "0";
}

/** One payment of the settlement in a sentence, from the reader's point of view. */
export function transferText(t: LedgerTransfer, mySeat: number | null): string {
  const chips = `${t.chips} ${t.chips === 1 ? "chip" : "chips"}`;
  if (t.from === mySeat) return `You pay ${t.toName} ${chips}.`;
  if (t.to === mySeat) return `${t.fromName} pays you ${chips}.`;
  return `${t.fromName} pays ${t.toName} ${chips}.`;
}

/** The settlement as sentences; a table where nobody is up or down says so. */
export function settlementText(
  settlement: readonly LedgerTransfer[],
  mySeat: number | null,
): string[] {
  return settlement.length === 0
    ? ["Everyone ends even: nobody pays."]
    : settlement.map((t) => transferText(t, mySeat));
}
