/**
 * Wild/Kill Pyramid equity (the seed's Article 5): five hole cards each; a board of three rows,
 * top 2 (their ranks wild everywhere, the two cards themselves unusable), middle 3 (shared), bottom
 * 4 (every card of their ranks is killed, in the shared row and in hands). Browser-safe.
 *
 * Exact when the unknown cards are few (every deal enumerated), else Monte Carlo.
 */
import {
  evaluateHighWild,
  evaluateLowWild,
  qualifiesLow,
  type WildSet,
} from "../cards/poker/index.js";
import type { LowOrder } from "../cards/poker/value.js";
import { type Card, parseCards } from "../cards/standard.js";
import { survivingCards, type WildKilled } from "../games/wild-kill/hand.js";
import { type CardClaims, type Parsed, readSpec, refused, unknownCards } from "./card-spec.js";
import {
  dealWork,
  type Method,
  type RunOptions,
  type Tally,
  visitDeals,
  type Work,
  winners,
} from "./hilo-equity.js";

/** A rank both wild (top row) and killed (bottom row): killed (the default ruling) or wild. */
export type { WildKilled };

export interface WildKillSpec {
  /** Five hole cards per player, or null for a random hand. */
  readonly holes: readonly (readonly Card[] | null)[];
  /** The rows' known cards (at most 2, 3 and 4); the rest are face down. */
  readonly wild: readonly Card[];
  readonly shared: readonly Card[];
  readonly kill: readonly Card[];
  /** High only, or high-low (a low order given). */
  readonly low: LowOrder | null;
  readonly qualifier: number | null;
  readonly wildKilled: WildKilled;
}

export const ROW_SIZES = { wild: 2, shared: 3, kill: 4 } as const;

/**
 * What a player plays with once the board is up: their surviving hand cards and the surviving
 * shared cards, and which cards are wild. The game's own rule (src/games/wild-kill/hand.ts,
 * `survivingCards`), so the odds and the game can never disagree.
 */
export function wildKillHand(
  hole: readonly Card[],
  wildRow: readonly Card[],
  shared: readonly Card[],
  killRow: readonly Card[],
  wildKilled: WildKilled = "killed",
): { cards: Card[]; wild: WildSet } {
  const s = survivingCards(hole, { wild: wildRow, shared, kill: killRow }, wildKilled);
  return { cards: s.cards, wild: s.wild };
}

/** A player's best high and low (0 when no qualifying low, or high only) from a full board. */
export function wildKillValues(
  spec: WildKillSpec,
  hole: readonly Card[],
  wildRow: readonly Card[],
  shared: readonly Card[],
  killRow: readonly Card[],
): { high: number; low: number } {
  const { cards, wild } = wildKillHand(hole, wildRow, shared, killRow, spec.wildKilled);
  // The game's own ranks. A hand with no cards ranks 0 both ways, below every hand; here 0 also
  // means "no claim", which changes nothing: four killed ranks leave at most twelve cards, so
  // two players can never both be left with nothing.
  const high = evaluateHighWild(cards, wild);
  if (spec.low === null) return { high, low: 0 };
  const low = evaluateLowWild(cards, spec.low, wild);
  return { high, low: spec.qualifier === null || qualifiesLow(low, spec.qualifier) ? low : 0 };
}

export interface WildKillInput {
  readonly holes: readonly string[];
  readonly wild?: string;
  readonly shared?: string;
  readonly kill?: string;
  /** A low order for high-low, or "none"/undefined for high only. */
  readonly low?: string;
  readonly qualifier?: string | number | null;
  readonly wildKilled?: string;
}

/** Reads and checks a spec; the error says what is wrong in the player's words. */
export function parseWildKill(input: WildKillInput): Parsed<WildKillSpec> {
  const game = { name: "Wild/Kill", holeCards: 5, players: { min: 2, max: 8 } } as const;
  const spec = readSpec(input, { ...game, low: "none" }, (claims) => readRows(input, claims));
  if (!spec.ok) return spec;
  const { holes, low, qualifier, board } = spec.value;
  return { ok: true, value: { holes, ...board, low, qualifier } };
}

/** The rows' turned cards, and what a rank both wild and killed does. */
function readRows(
  input: WildKillInput,
  claims: CardClaims,
): Parsed<Pick<WildKillSpec, "wild" | "shared" | "kill" | "wildKilled">> {
  const rows: Record<keyof typeof ROW_SIZES, Card[]> = { wild: [], shared: [], kill: [] };
  for (const row of ["wild", "shared", "kill"] as const) {
    const r = parseCards(input[row] ?? "");
    if (!r.ok) return refused(`The ${row} row: ${r.error.message}`);
    if (r.value.length > ROW_SIZES[row])
      return refused(`The ${row} row has ${ROW_SIZES[row]} cards, not ${r.value.length}.`);
    const e = claims.claim(r.value, `the ${row} row`);
    if (e) return refused(e);
    rows[row] = r.value;
  }
  const wk = input.wildKilled ?? "killed";
  if (wk !== "killed" && wk !== "wild")
    return refused(`A rank both wild and killed is "killed" or "wild", not "${wk}".`);
  return { ok: true, value: { ...rows, wildKilled: wk } };
}

/** The cards no one shows: the deck minus known hole and row cards. */
export function wildKillPool(spec: WildKillSpec): Card[] {
  const known: Card[] = [...spec.wild, ...spec.shared, ...spec.kill];
  for (const h of spec.holes) if (h) known.push(...h);
  return unknownCards(known);
}

/** Unknown groups in dealing order: the face-down cards of each row, then each random hand. */
function groupsOf(spec: WildKillSpec): number[] {
  const g: number[] = [];
  for (const row of ["wild", "shared", "kill"] as const) {
    const k = ROW_SIZES[row] - spec[row].length;
    if (k > 0) g.push(k);
  }
  for (const h of spec.holes) if (h === null) g.push(5);
  return g;
}

export function wildKillWork(spec: WildKillSpec, method: Method, samples = 0): Work {
  return dealWork(wildKillPool(spec), groupsOf(spec), method, samples);
}

/** Fills rows and random hands from `cards` (in groupsOf order) and tallies the showdown. */
class Showdown {
  readonly wild: Card[];
  readonly shared: Card[];
  readonly kill: Card[];
  readonly holes: Card[][];
  readonly high: Int32Array;
  readonly low: Int32Array;
  constructor(readonly spec: WildKillSpec) {
    this.wild = [...spec.wild];
    this.shared = [...spec.shared];
    this.kill = [...spec.kill];
    this.holes = spec.holes.map((h) => (h ? [...h] : [0, 0, 0, 0, 0]));
    this.high = new Int32Array(spec.holes.length);
    this.low = new Int32Array(spec.holes.length);
  }
  /** Whether the known hands' values are those of the current board (rows are dealt first). */
  private fresh = false;
  tally(cards: ArrayLike<Card>, tally: Tally): void {
    const spec = this.spec;
    let at = 0;
    let same = this.fresh;
    for (const row of ["wild", "shared", "kill"] as const) {
      const target = this[row];
      for (let i = spec[row].length; i < ROW_SIZES[row]; i++) {
        if (target[i] !== cards[at]) same = false;
        target[i] = cards[at++]!;
      }
    }
    this.fresh = true;
    const n = spec.holes.length;
    for (let p = 0; p < n; p++) {
      if (spec.holes[p] === null) {
        const h = this.holes[p]!;
        for (let j = 0; j < 5; j++) h[j] = cards[at++]!;
      } else if (same) continue;
      const v = wildKillValues(spec, this.holes[p]!, this.wild, this.shared, this.kill);
      this.high[p] = v.high;
      this.low[p] = v.low;
    }
    tally.add(winners(this.high, n), winners(this.low, n));
  }
}

/** Runs units from..to-1 of a method into the tally; `progress` hears of units done. */
export function runWildKill(
  spec: WildKillSpec,
  method: Method,
  from: number,
  to: number,
  tally: Tally,
  opts: RunOptions = {},
): void {
  const show = new Showdown(spec);
  const visit = (cards: Int32Array) => show.tally(cards, tally);
  visitDeals(wildKillPool(spec), groupsOf(spec), method === "sample", from, to, visit, opts);
}
