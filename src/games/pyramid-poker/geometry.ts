/**
 * The foundation and the spaces above it (docs/rules). A foundation of `B` base
 * spaces: level 0 is the base and level `r` has `B - r` spaces. Space `(r, i)` rests centred on
 * `(r-1, i)` and `(r-1, i+1)`. Spaces are numbered level by level from the base, left to right, so
 * a pyramid is a flat array indexed by space number.
 */

/** Precomputed neighbours of every space of one foundation size. `-1` means "none". */
export interface Geometry {
  readonly base: number;
  readonly spaces: number;
  readonly level: readonly number[];
  readonly pos: readonly number[];
  /** The two spaces a space rests on (both -1 on the base). */
  readonly leftSupport: readonly number[];
  readonly rightSupport: readonly number[];
  /** The two spaces that rest on a space, `(r+1, i-1)` and `(r+1, i)`, where they exist. */
  readonly leftCover: readonly number[];
  readonly rightCover: readonly number[];
}

const cache = new Map<number, Geometry>();

/** The geometry for a foundation of `base` spaces (cached: it is used on every move). */
export function geometry(base: number): Geometry {
  const known = cache.get(base);
  if (known) return known;
  const level: number[] = [];
  const pos: number[] = [];
  for (let r = 0; r < base; r++) {
    for (let i = 0; i < base - r; i++) {
      level.push(r);
      pos.push(i);
    }
  }
  const spaces = level.length;
  const at = (r: number, i: number) => spaceAt(base, r, i);
  const g: Geometry = {
    base,
    spaces,
    level,
    pos,
    leftSupport: level.map((r, s) => (r === 0 ? -1 : at(r - 1, pos[s]!))),
    rightSupport: level.map((r, s) => (r === 0 ? -1 : at(r - 1, pos[s]! + 1))),
    leftCover: level.map((r, s) => at(r + 1, pos[s]! - 1)),
    rightCover: level.map((r, s) => at(r + 1, pos[s]!)),
  };
  cache.set(base, g);
  return g;
}

/** The space number of `(r, i)`, or -1 when there is no such space on this foundation. */
export function spaceAt(base: number, r: number, i: number): number {
  if (!Number.isInteger(r) || !Number.isInteger(i)) return -1;
  if (r < 0 || r >= base || i < 0 || i >= base - r) return -1;
  // Levels below r hold base + (base-1) + … + (base-r+1) spaces.
  return r * base - (r * (r - 1)) / 2 + i;
}

/** Number of spaces in a complete pyramid on `base` spaces. */
export function fullPyramid(base: number): number {
  return (base * (base + 1)) / 2;
}

/**
 * Whether a tile may go on space `s` of `filled` (`filled[s]` true when a tile is there): the
 * space is empty, and it is on the base or both spaces it rests on hold tiles.
 */
export function canPlace(g: Geometry, filled: (s: number) => boolean, s: number): boolean {
  if (s < 0 || s >= g.spaces || filled(s)) return false;
  if (g.level[s] === 0) return true;
  return filled(g.leftSupport[s]!) && filled(g.rightSupport[s]!);
}

/** A tile is uncovered when neither `(r+1, i-1)` nor `(r+1, i)` holds a tile. */
export function isUncovered(g: Geometry, filled: (s: number) => boolean, s: number): boolean {
  if (s < 0 || s >= g.spaces || !filled(s)) return false;
  const a = g.leftCover[s]!;
  const b = g.rightCover[s]!;
  return !(a >= 0 && filled(a)) && !(b >= 0 && filled(b));
}

/** Every space a tile may be placed on now, in space order. */
export function openSpaces(g: Geometry, filled: (s: number) => boolean): number[] {
  const out: number[] = [];
  for (let s = 0; s < g.spaces; s++) if (canPlace(g, filled, s)) out.push(s);
  return out;
}

/** Every uncovered tile, in space order. */
export function uncoveredSpaces(g: Geometry, filled: (s: number) => boolean): number[] {
  const out: number[] = [];
  for (let s = 0; s < g.spaces; s++) if (isUncovered(g, filled, s)) out.push(s);
  return out;
}

/** `(r, i)` as the text form writes it: `"2,3"`. */
/** A space in a sentence of the log: "level 2, place 0" (its text form is `2,0`). */
export function spaceWords(g: Geometry, s: number): string {
  return `level ${g.level[s]}, place ${g.pos[s]}`;
}

export function spaceName(g: Geometry, s: number): string {
  return `${g.level[s]},${g.pos[s]}`;
}
