/**
 * A slow, literal reading of the Colonial ranking, written apart from src/cards/colonial-eval.ts
 * to check it: try every subset of the hand as the pyramid, the Capstone as every card it could
 * stand for, classify what that makes by the text's list, and keep the reading whose class and
 * then kickers (best first) are highest.
 */
import type { ColonialCard } from "../../src/cards/colonial.js";

/** Single-card order of the text, best first. */
const ORDER = ["C", "P1", "G1", "O1", "P2", "G2", "O2", "P3", "G3", "O3"];
/** The text's list of hands, best first. */
const CLASSES = [
  "capstone",
  "full-perfect-purple",
  "full-perfect-green",
  "full-perfect-orange",
  "full",
  "second-level-perfect-purple",
  "second-level-perfect-green",
  "second-level-perfect-orange",
  "second-level",
  "first-level-perfect-purple",
  "first-level-perfect-green",
  "first-level-perfect-orange",
  "first-level",
  "high-card",
];
const COLOUR_WORD: Record<string, string> = { P: "purple", G: "green", O: "orange" };
const COLOURED = ORDER.slice(1);

export interface ReferenceReading {
  readonly classId: string;
  readonly kickers: string[];
}

/** Class of a candidate pyramid whose cards are all real or stand-in (no `C` left). */
function classify(cards: string[], capstoneAsFirst: boolean, others: string[]): string | null {
  const levels = [0, 0, 0, 0];
  for (const c of cards) levels[Number(c[1])]!++;
  const shape =
    levels[1] === 0 && levels[2] === 1 && levels[3] === 2
      ? "first-level"
      : levels[1] === 0 && levels[2] === 2 && levels[3] === 3
        ? "second-level"
        : levels[1] === 1 && levels[2] === 2 && levels[3] === 3
          ? "full"
          : null;
  if (!shape) return null;
  // "Three third level cards and two second level cards from the same color, and the Capstone
  // Card as the first level card."
  if (shape === "full" && capstoneAsFirst && new Set(others.map((c) => c[0])).size === 1) {
    return "capstone";
  }
  const colours = new Set(cards.map((c) => c[0]));
  if (colours.size === 1) return `${shape}-perfect-${COLOUR_WORD[[...colours][0]!]}`;
  return shape;
}

function better(a: ReferenceReading, b: ReferenceReading): boolean {
  const ca = CLASSES.indexOf(a.classId);
  const cb = CLASSES.indexOf(b.classId);
  if (ca !== cb) return ca < cb;
  for (let i = 0; i < a.kickers.length; i++) {
    const d = ORDER.indexOf(a.kickers[i]!) - ORDER.indexOf(b.kickers[i]!);
    if (d !== 0) return d < 0;
  }
  return false;
}

const byOrder = (x: string, y: string) => ORDER.indexOf(x) - ORDER.indexOf(y);

export function referenceReading(hand: readonly ColonialCard[]): ReferenceReading {
  let best: ReferenceReading = { classId: "high-card", kickers: [...hand].sort(byOrder) };
  const n = hand.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    const inside: string[] = [];
    const outside: string[] = [];
    for (let i = 0; i < n; i++) (mask & (1 << i) ? inside : outside).push(hand[i]!);
    if (![3, 5, 6].includes(inside.length)) continue;
    const kickers = outside.sort(byOrder);
    const others = inside.filter((c) => c !== "C");
    const stands = inside.includes("C") ? COLOURED : [null];
    for (const as of stands) {
      const cards = as ? [...others, as] : others;
      const classId = classify(cards, as !== null && as[1] === "1", others);
      if (!classId) continue;
      const reading = { classId, kickers };
      if (better(reading, best)) best = reading;
    }
  }
  return best;
}

/** Positive when a beats b, as the reference reads them. */
export function referenceCompare(a: readonly ColonialCard[], b: readonly ColonialCard[]): number {
  const ra = referenceReading(a);
  const rb = referenceReading(b);
  if (better(ra, rb)) return 1;
  if (better(rb, ra)) return -1;
  return 0;
}
