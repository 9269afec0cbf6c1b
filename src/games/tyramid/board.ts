/**
 * The flat pyramid (docs/rules). Row r (1 = the peak) has r places 0…r-1; place (r, i)
 * touches (r-1, i-1) and (r-1, i) next to the peak side and (r, i-1), (r, i+1) beside it. Only
 * the first incomplete row can be played: its first card anywhere, then the chain grows at
 * either end, so a row never has a gap.
 *
 * The Hourglass is two such halves sharing row 1 (the centre card): the lower half grows down, the
 * upper half is the same geometry mirrored, growing up. A board is a list of halves.
 */

/** A place holds a card (0…124) or nothing. */
export type Cell = number | null;

export interface HalfBoard {
  /** rows[r-1] is row r; rows[0] is the peak (the centre card in the Hourglass). */
  readonly rows: readonly (readonly Cell[])[];
  /** The row being built (2…), or 0 once the half is complete. */
  readonly row: number;
  /** The chain's ends in the current row, both -1 while it is empty. */
  readonly left: number;
  readonly right: number;
}

export type HalfName = "lower" | "upper";
export const halfNames: readonly HalfName[] = ["lower", "upper"];

/** A half with `rows` rows (the peak included), nothing played yet but the peak. */
export function newHalf(peak: number, rows: number): HalfBoard {
  const grid: Cell[][] = [[peak]];
  for (let r = 2; r <= rows; r++) grid.push(new Array<Cell>(r).fill(null));
  return { rows: grid, row: rows >= 2 ? 2 : 0, left: -1, right: -1 };
}

/** Places where a card may go in this half now (before any commonness check). */
export function openPlaces(h: HalfBoard): number[] {
  if (h.row === 0) return [];
  if (h.left < 0) return Array.from({ length: h.row }, (_, i) => i);
  const out: number[] = [];
  if (h.left > 0) out.push(h.left - 1);
  if (h.right < h.row - 1) out.push(h.right + 1);
  return out;
}

export function isOpen(h: HalfBoard, row: number, place: number): boolean {
  if (h.row === 0 || row !== h.row || !Number.isInteger(place) || place < 0 || place >= row)
    return false;
  return h.left < 0 || place === h.left - 1 || place === h.right + 1;
}

/**
 * The cards (r, i) would touch, written into `out`; returns how many. The row before is always
 * complete when row r is being built.
 */
export function touchingCards(h: HalfBoard, row: number, place: number, out: number[]): number {
  let n = 0;
  const above = h.rows[row - 2]!;
  if (place - 1 >= 0) out[n++] = above[place - 1]!;
  if (place <= row - 2) out[n++] = above[place]!;
  const same = h.rows[row - 1]!;
  const l = place > 0 ? same[place - 1] : null;
  const r = place < row - 1 ? same[place + 1] : null;
  if (l !== null && l !== undefined) out[n++] = l;
  if (r !== null && r !== undefined) out[n++] = r;
  return n;
}

/** The half after a card is put at (row, place); rows not touched are shared, not copied. */
export function placeCard(h: HalfBoard, row: number, place: number, card: number): HalfBoard {
  const rows = h.rows.slice();
  const line = rows[row - 1]!.slice();
  line[place] = card;
  rows[row - 1] = line;
  const left = h.left < 0 ? place : Math.min(h.left, place);
  const right = h.right < 0 ? place : Math.max(h.right, place);
  if (right - left + 1 < row) return { rows, row, left, right };
  return { rows, row: row < rows.length ? row + 1 : 0, left: -1, right: -1 };
}

/** Places in a half besides its peak. */
export function halfPlaces(rows: number): number {
  return (rows * (rows + 1)) / 2 - 1;
}
