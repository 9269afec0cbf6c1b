/**
 * Colonial Pyramid hand evaluation (docs/rules): a hand of 6 (or 8) cards is
 * valued as the best pyramid it can form, the Capstone standing for any card, and the cards left
 * outside the pyramid as kickers compared best first. One integer rank orders all hands of one
 * size: higher wins, equal ranks tie.
 *
 * Cards of one colour and level are interchangeable, so a hand is read from its counts per kind
 * (indexed like KINDS). For each class, from the top down, the first one the hand can form is its
 * class, and the pyramid is built from the lowest cards that fit, which leaves the best kickers:
 * within a level any card will do for a mixed pyramid, so the lowest colours go in; and the
 * Capstone goes in only when the pyramid cannot be formed without it, because as a kicker it is
 * the best card there is.
 */
import {
  CAPSTONE_KIND,
  COLOUR_NAMES,
  COLOURS,
  type ColonialCard,
  type Colour,
  colourValue,
  countKinds,
  KINDS,
  kindIndex,
  type Level,
  levelName,
} from "./colonial.js";

/** How many cards of each level a pyramid needs: index 1, 2, 3 = first, second, third level. */
export type Shape = "first-level" | "second-level" | "full";
const NEEDS: Readonly<Record<Shape, readonly [0, number, number, number]>> = {
  "first-level": [0, 0, 1, 2],
  "second-level": [0, 0, 2, 3],
  full: [0, 1, 2, 3],
};

export interface HandClass {
  /** Position in the ranking: 0 High Card … 13 Capstone Pyramid. */
  readonly index: number;
  /** A stable id: `high-card`, `first-level`, `first-level-perfect-orange`, …, `capstone`. */
  readonly id: string;
  readonly name: string;
  readonly shape: Shape | "capstone" | null;
  /** The colour of a perfect pyramid; null otherwise. */
  readonly colour: Colour | null;
}

const SHAPE_NAMES: Readonly<Record<Shape, string>> = {
  "first-level": "First-Level",
  "second-level": "Second-Level",
  full: "Full",
};

/** The ranking, lowest first. */
export const HAND_CLASSES: readonly HandClass[] = (() => {
  const list: HandClass[] = [
    { index: 0, id: "high-card", name: "High Card", shape: null, colour: null },
  ];
  for (const shape of ["first-level", "second-level", "full"] as const) {
    list.push({
      index: list.length,
      id: shape,
      name: `${SHAPE_NAMES[shape]} Pyramid`,
      shape,
      colour: null,
    });
    for (const colour of ["O", "G", "P"] as const) {
      list.push({
        index: list.length,
        id: `${shape}-perfect-${COLOUR_NAMES[colour].toLowerCase()}`,
        name: `${COLOUR_NAMES[colour]} ${SHAPE_NAMES[shape]} Perfect Pyramid`,
        shape,
        colour,
      });
    }
  }
  list.push({
    index: list.length,
    id: "capstone",
    name: "Capstone Pyramid",
    shape: "capstone",
    colour: null,
  });
  return list;
})();

const CLASS_OF_SHAPE: Readonly<Record<Shape, number>> = {
  "first-level": 1,
  "second-level": 5,
  full: 9,
};
/** Class index of a perfect pyramid: the mixed one plus 1 (orange), 2 (green), 3 (purple). */
function perfectClass(shape: Shape, colour: Colour): number {
  return CLASS_OF_SHAPE[shape] + 1 + colourValue(colour);
}
const CAPSTONE_CLASS = 13;

/** What the Capstone stands for in a pyramid: a level, and a colour when the colour matters. */
export interface CapstoneRole {
  readonly level: Level;
  readonly colour: Colour | null;
}

interface Reading {
  cls: number;
  /** Cards in the pyramid, per kind (the Capstone counted at CAPSTONE_KIND). */
  used: number[];
  capstoneAs: CapstoneRole | null;
}

/** The highest-ranking reading of a hand given as counts per kind. */
function bestReading(n: readonly number[]): Reading {
  const cap = n[CAPSTONE_KIND]! > 0;
  // The Capstone Pyramid: five cards of one colour under the Capstone as the first-level card.
  if (cap) {
    for (const c of COLOURS) {
      const k3 = kindIndex(c, 3);
      const k2 = kindIndex(c, 2);
      if (n[k3]! >= 3 && n[k2]! >= 2) {
        const used = new Array<number>(KINDS.length).fill(0);
        used[k3] = 3;
        used[k2] = 2;
        used[CAPSTONE_KIND] = 1;
        return { cls: CAPSTONE_CLASS, used, capstoneAs: { level: 1, colour: c } };
      }
    }
  }
  for (const shape of ["full", "second-level", "first-level"] as const) {
    for (const c of COLOURS) {
      const r = perfect(n, cap, shape, c);
      if (r) return r;
    }
    const r = mixed(n, cap, shape);
    if (r) return r;
  }
  return { cls: 0, used: new Array<number>(KINDS.length).fill(0), capstoneAs: null };
}

/** A perfect pyramid of one colour, the Capstone filling at most one missing card. */
function perfect(n: readonly number[], cap: boolean, shape: Shape, c: Colour): Reading | null {
  const need = NEEDS[shape];
  const used = new Array<number>(KINDS.length).fill(0);
  let missing = 0;
  let missingLevel: Level = 1;
  for (const level of [1, 2, 3] as const) {
    const k = kindIndex(c, level);
    const take = Math.min(need[level], n[k]!);
    used[k] = take;
    if (take < need[level]) {
      missing += need[level] - take;
      missingLevel = level;
    }
  }
  if (missing === 0) return { cls: perfectClass(shape, c), used, capstoneAs: null };
  if (missing > 1 || !cap) return null;
  used[CAPSTONE_KIND] = 1;
  return { cls: perfectClass(shape, c), used, capstoneAs: { level: missingLevel, colour: c } };
}

/** A pyramid of any colours: the lowest cards of each level go in. */
function mixed(n: readonly number[], cap: boolean, shape: Shape): Reading | null {
  const need = NEEDS[shape];
  const used = new Array<number>(KINDS.length).fill(0);
  let missing = 0;
  let missingLevel: Level = 1;
  for (const level of [1, 2, 3] as const) {
    let want = need[level];
    // Kinds of one level are contiguous, orange first.
    const low = kindIndex("O", level);
    for (let k = low; k < low + 3 && want > 0; k++) {
      const take = Math.min(want, n[k]!);
      used[k] = take;
      want -= take;
    }
    if (want > 0) {
      missing += want;
      missingLevel = level;
    }
  }
  if (missing === 0) return { cls: CLASS_OF_SHAPE[shape], used, capstoneAs: null };
  if (missing > 1 || !cap) return null;
  used[CAPSTONE_KIND] = 1;
  return { cls: CLASS_OF_SHAPE[shape], used, capstoneAs: { level: missingLevel, colour: null } };
}

/** Up to 8 kicker digits of 4 bits under the class: an exact integer below 2^53. */
const KICKER_SLOTS = 8;
const CLASS_UNIT = 16 ** KICKER_SLOTS;

function encode(cls: number, n: readonly number[], used: readonly number[]): number {
  let rank = cls * CLASS_UNIT;
  let place = CLASS_UNIT / 16;
  for (let k = KINDS.length - 1; k >= 0; k--) {
    for (let left = n[k]! - used[k]!; left > 0; left--) {
      rank += (k + 1) * place;
      place /= 16;
    }
  }
  return rank;
}

/**
 * The rank of a hand given as counts per kind (hot path for enumeration and bots). Hands of the
 * same size compare by rank: higher wins, equal ties.
 */
export function rankCounts(counts: readonly number[]): number {
  const r = bestReading(counts);
  return encode(r.cls, counts, r.used);
}

/** The class index (0 High Card … 13 Capstone Pyramid) encoded in a rank. */
export function classOfRank(rank: number): HandClass {
  return HAND_CLASSES[Math.floor(rank / CLASS_UNIT)]!;
}

export interface PyramidLayout {
  /** Rows from the top: the first-level card, then the second level, then the base. */
  readonly rows: readonly (readonly ColonialCard[])[];
}

/** A hand read at its best: what the engine lays out when a player shows. */
export interface HandValue {
  readonly rank: number;
  readonly class: HandClass;
  /** The pyramid, or null for High Card. */
  readonly pyramid: PyramidLayout | null;
  readonly capstoneAs: CapstoneRole | null;
  /** Cards outside the pyramid, best first (every card for High Card). */
  readonly kickers: readonly ColonialCard[];
  /** "Green Second-Level Perfect Pyramid, kicker P1". */
  readonly description: string;
}

export function rankHand(cards: readonly ColonialCard[]): number {
  return rankCounts(countKinds(cards));
}

/** Positive when `a` wins, negative when `b` wins, 0 for a tie (hands of the same size). */
export function compareHands(a: readonly ColonialCard[], b: readonly ColonialCard[]): number {
  return Math.sign(rankHand(a) - rankHand(b));
}

export function evaluateHand(cards: readonly ColonialCard[]): HandValue {
  const n = countKinds(cards);
  const r = bestReading(n);
  const rank = encode(r.cls, n, r.used);
  const cls = HAND_CLASSES[r.cls]!;
  const kickers: ColonialCard[] = [];
  for (let k = KINDS.length - 1; k >= 0; k--) {
    for (let left = n[k]! - r.used[k]!; left > 0; left--) kickers.push(KINDS[k]!);
  }
  const pyramid = cls.shape === null ? null : layout(r.used, r.capstoneAs);
  return {
    rank,
    class: cls,
    pyramid,
    capstoneAs: r.capstoneAs,
    kickers,
    description: describe(cls, r.capstoneAs, kickers),
  };
}

/**
 * Rows from the top, best card first within a row. The Capstone sits in the row of the level it
 * stands for (at the top for a Capstone Pyramid).
 */
function layout(used: readonly number[], capstoneAs: CapstoneRole | null): PyramidLayout {
  const rows: ColonialCard[][] = [[], [], []];
  for (let k = KINDS.length - 2; k >= 0; k--) {
    const level = 3 - Math.floor(k / 3);
    for (let i = 0; i < used[k]!; i++) rows[level - 1]!.push(KINDS[k]!);
  }
  if (capstoneAs) rows[capstoneAs.level - 1]!.push("C");
  return { rows: rows.filter((row) => row.length > 0) };
}

function describe(
  cls: HandClass,
  capstoneAs: CapstoneRole | null,
  kickers: readonly ColonialCard[],
): string {
  if (cls.shape === null) {
    const [high, ...rest] = kickers;
    return `High Card ${high}${rest.length ? `, then ${rest.join(" ")}` : ""}`;
  }
  let text = cls.name;
  if (cls.shape === "capstone") text += ` (${COLOUR_NAMES[capstoneAs!.colour!].toLowerCase()})`;
  else if (capstoneAs) {
    text += capstoneAs.colour
      ? ` (Capstone as ${capstoneAs.colour}${capstoneAs.level})`
      : ` (Capstone as a ${levelName(capstoneAs.level)} card)`;
  }
  if (kickers.length === 1) text += `, kicker ${kickers[0]}`;
  else if (kickers.length > 1) text += `, kickers ${kickers.join(" ")}`;
  return text;
}
