/**
 * Settle-up: the transfers that square a set of balances (summing to zero) with the fewest
 * payments. Pure: no database, no clock.
 *
 * Any set of transfers splits the players into groups that pay only among themselves (the
 * connected parts of who pays whom); each group's balances sum to zero, and a group of k players
 * needs at least k − 1 transfers, which it can always be squared with. So the fewest payments
 * are n − g, n the players with a balance and g the most groups of zero sum they can be split
 * into. That g is found exactly by a dynamic program over the subsets (2^n of them): the best
 * count of zero-sum "prefixes" in an order of a subset's players is the best over its players
 * removed last, plus one if the subset itself sums to zero. Up to EXACT_LIMIT players that is at
 * most 4096 subsets; past it a greedy answer (the largest debtor pays the largest creditor, again
 * and again) squares every balance in at most n − 1 payments, not always the fewest.
 */

export interface Transfer<K> {
  readonly from: K;
  readonly to: K;
  readonly chips: number;
}

/** Players with a balance up to which the answer is exactly the fewest payments. */
export const EXACT_LIMIT = 12;

/**
 * The transfers that square `balances` (a key and its balance: positive is owed to them,
 * negative owes). Keys with a zero balance take no part. Throws if the balances do not sum to
 * zero or are not whole numbers: a caller's bug, not a player's input.
 */
export function settleUp<K>(balances: readonly (readonly [K, number])[]): Transfer<K>[] {
  const open = balances.filter(([, b]) => b !== 0);
  if (open.some(([, b]) => !Number.isSafeInteger(b)))
    throw new Error("Balances to settle are whole numbers.");
  if (open.reduce((s, [, b]) => s + b, 0) !== 0) throw new Error("Balances to settle sum to zero.");
  if (open.length === 0) return [];
  if (open.length > EXACT_LIMIT) return squareGroup(open);
  return zeroSumGroups(open.map(([, b]) => b)).flatMap((g) => squareGroup(g.map((i) => open[i]!)));
}

/**
 * The most groups of zero sum the balances split into, as lists of indexes. Every balance is
 * non-zero, and they sum to zero.
 */
export function zeroSumGroups(balances: readonly number[]): number[][] {
  const n = balances.length;
  const full = (1 << n) - 1;
  const sum = new Array<number>(full + 1).fill(0);
  const best = new Array<number>(full + 1).fill(0);
  for (let mask = 1; mask <= full; mask++) {
    const low = mask & -mask;
    sum[mask] = sum[mask ^ low]! + balances[31 - Math.clz32(low)]!;
    let b = 0;
    for (let m = mask; m; m &= m - 1) b = Math.max(b, best[mask ^ (m & -m)]!);
    best[mask] = b + (sum[mask] === 0 ? 1 : 0);
  }
  // Walk back an order that reaches the best: each subset of zero sum met closes a group.
  const groups: number[][] = [];
  let current: number[] = [];
  let mask = full;
  while (mask) {
    const closes = sum[mask] === 0 ? 1 : 0;
    let last = -1;
    for (let m = mask; m; m &= m - 1) {
      const bit = m & -m;
      if (best[mask ^ bit]! + closes === best[mask]) {
        last = 31 - Math.clz32(bit);
        break;
      }
    }
    if (closes && current.length > 0) {
      groups.push(current);
      current = [];
    }
    current.push(last);
    mask ^= 1 << last;
  }
  groups.push(current);
  return groups;
}

/**
 * Squares one group of balances summing to zero in at most one fewer transfers than its
 * players: the largest debtor pays the largest creditor what the smaller of the two owes or is
 * owed, which squares at least one of them each time (and both at the last).
 */
function squareGroup<K>(group: readonly (readonly [K, number])[]): Transfer<K>[] {
  const left = group.map(([k, b]) => ({ k, b }));
  const out: Transfer<K>[] = [];
  for (;;) {
    let debtor: { k: K; b: number } | undefined;
    let creditor: { k: K; b: number } | undefined;
    for (const x of left) {
      if (x.b < 0 && (!debtor || x.b < debtor.b)) debtor = x;
      if (x.b > 0 && (!creditor || x.b > creditor.b)) creditor = x;
    }
    if (!debtor || !creditor) return out;
    const chips = Math.min(-debtor.b, creditor.b);
    out.push({ from: debtor.k, to: creditor.k, chips });
    debtor.b += chips;
    creditor.b -= chips;
  }
}
