/**
 * The card constants of the fast evaluators (see tables.ts for the scheme): per-rank key
 * multipliers, and per-card steps for the rank key, the suit counter and the card bit sets.
 */
export const RANK_KEYS = [
  0x2000, 0x8001, 0x11000, 0x3a000, 0x91000, 0x176005, 0x366000, 0x41a013, 0x47802e, 0x479068,
  0x48c0e4, 0x48f211, 0x494493,
] as const;
export const ROW_SHIFT = 12;
export const SUIT_BIAS = 0x3333;
export const FLUSH_CHECK = 0x8888;
export const MAX_KEY = 4 * RANK_KEYS[12] + 3 * RANK_KEYS[11];

/** Per card (0..53): its rank key, its suit counter step and its rank bit. Jokers add nothing. */
export const CARD_KEY = new Int32Array(54);
export const CARD_SUIT = new Int32Array(54);
export const CARD_BIT = new Int32Array(54);
/** The card's bit in a 4×13-bit card set split over two words: clubs and diamonds, hearts and spades. */
export const CARD_LO = new Int32Array(54);
export const CARD_HI = new Int32Array(54);
for (let c = 0; c < 52; c++) {
  const r = c >> 2;
  const s = c & 3;
  CARD_KEY[c] = RANK_KEYS[r]!;
  CARD_SUIT[c] = 1 << (4 * s);
  CARD_BIT[c] = 1 << r;
  if (s < 2) CARD_LO[c] = 1 << (r + 16 * s);
  else CARD_HI[c] = 1 << (r + 16 * (s - 2));
}

/** How many multisets of 0..7 ranks with at most four of each there are. */
export const RANK_MULTISETS = 76_155;

/**
 * Every multiset of 0..7 ranks with at most four of each: its key, its size and its counts
 * (13 per multiset), listed by size, smallest first.
 */
export function rankMultisets(): { keys: Int32Array; counts: Uint8Array; sizes: Uint8Array } {
  const keys = new Int32Array(RANK_MULTISETS);
  const counts = new Uint8Array(RANK_MULTISETS * 13);
  const sizes = new Uint8Array(RANK_MULTISETS);
  const cur = new Uint8Array(13);
  let at = 0;
  const walk = (rank: number, left: number, key: number) => {
    if (rank === 13) {
      if (left !== 0) return;
      keys[at] = key;
      counts.set(cur, at * 13);
      at++;
      return;
    }
    for (let n = 0; n <= 4 && n <= left; n++) {
      cur[rank] = n;
      walk(rank + 1, left - n, key + n * RANK_KEYS[rank]!);
    }
    cur[rank] = 0;
  };
  for (let size = 0; size <= 7; size++) {
    const from = at;
    walk(0, size, 0);
    sizes.fill(size, from, at);
  }
  if (at !== RANK_MULTISETS)
    throw new Error(`poker keys: ${at} rank multisets, not ${RANK_MULTISETS}`);
  return { keys, counts, sizes };
}
