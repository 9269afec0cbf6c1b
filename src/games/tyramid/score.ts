/**
 * The score of one play: only the contacts the new card makes with the cards it touches. A Single
 * is 1, a Tic 2 ("a Tic for two"); Tics that share the same two properties (necessarily with the
 * same values: they all share them with the played card) form a Tic group, +3 for 3 cards and +4
 * for 4 cards; an Extreme card that makes at least one Tic adds its bonus. Two or more Tics earn
 * another play.
 */
import {
  formatTic,
  highestTic,
  lowestTic,
  propertiesOf,
  sharedMask,
  type TicCard,
  type TicProperty,
} from "../../cards/tic.js";

export interface Contact {
  readonly card: string;
  readonly kind: "single" | "tic";
  readonly shared: readonly TicProperty[];
  readonly points: number;
}

export interface TicGroupScore {
  /** The two properties every card of the group shares. */
  readonly shared: readonly TicProperty[];
  /** Cards in the group, the played card included (3 or 4). */
  readonly cards: number;
  readonly bonus: number;
}

export interface PlayScore {
  readonly contacts: readonly Contact[];
  readonly groups: readonly TicGroupScore[];
  /** The Extreme card bonus (0 unless an Extreme card made a Tic). */
  readonly bonus: number;
  readonly tics: number;
  readonly total: number;
  readonly extraPlay: boolean;
}

/** The extra play needs this many Tics from one card. */
export const ticsForExtraPlay = 2;

const bitCount = [0, 1, 1, 2, 1, 2, 2, 3];
/** The three kinds of Tic by shared-property bits: number+shape, number+colour, shape+colour. */
const ticKinds = [3, 5, 6] as const;

/** The Tic-group bonus for a group of `tics` Tics of one kind: +3 for 3 cards, +4 for 4. */
export function groupBonus(tics: number): number {
  return tics >= 2 ? tics + 1 : 0;
}

/** The Extreme card bonus for a play that makes at least one Tic. */
export function extremeBonus(card: TicCard): number {
  return card === lowestTic ? 1 : card === highestTic ? 2 : 0;
}

/**
 * The engine's fast path: `(points << 2) | min(tics, 3)`, or -1 when some contact is a Nic.
 * `scoring` false (Shedding) leaves the points at 0 but still counts Tics.
 */
export function quickScore(
  card: TicCard,
  touching: readonly TicCard[],
  count: number,
  scoring: boolean,
): number {
  let points = 0;
  let tics = 0;
  let ns = 0;
  let nc = 0;
  let sc = 0;
  for (let i = 0; i < count; i++) {
    const m = sharedMask(card, touching[i]!);
    if (m === 0) return -1;
    if (bitCount[m] === 1) points += 1;
    else {
      points += 2;
      tics++;
      if (m === 3) ns++;
      else if (m === 5) nc++;
      else sc++;
    }
  }
  if (!scoring) return tics;
  points += groupBonus(ns) + groupBonus(nc) + groupBonus(sc);
  if (tics > 0) points += extremeBonus(card);
  return (points << 2) | tics;
}

export type ScoreError = { readonly nic: string };

/**
 * The full explanation of one play, for hints and `pyramids tic score`: each contact, the Tic
 * groups, the Extreme bonus, the total and whether it earns another play. A Nic makes the play
 * illegal: the result is then the name of the first card it cannot touch.
 */
export function explainPlay(
  card: TicCard,
  touching: readonly TicCard[],
  scoring = true,
): PlayScore | ScoreError {
  const contacts: Contact[] = [];
  const perKind = new Map<number, number>();
  let tics = 0;
  for (const t of touching) {
    const m = sharedMask(card, t);
    if (m === 0) return { nic: formatTic(t) };
    const tic = bitCount[m] === 2;
    if (tic) {
      tics++;
      perKind.set(m, (perKind.get(m) ?? 0) + 1);
    }
    contacts.push({
      card: formatTic(t),
      kind: tic ? "tic" : "single",
      shared: propertiesOf(m),
      points: scoring ? (tic ? 2 : 1) : 0,
    });
  }
  const groups: TicGroupScore[] = [];
  for (const kind of ticKinds) {
    const k = perKind.get(kind) ?? 0;
    if (k >= 2)
      groups.push({ shared: propertiesOf(kind), cards: k + 1, bonus: scoring ? groupBonus(k) : 0 });
  }
  const bonus = scoring && tics > 0 ? extremeBonus(card) : 0;
  const total =
    contacts.reduce((a, c) => a + c.points, 0) + groups.reduce((a, g) => a + g.bonus, 0) + bonus;
  return { contacts, groups, bonus, tics, total, extraPlay: tics >= ticsForExtraPlay };
}

export function isNic(r: PlayScore | ScoreError): r is ScoreError {
  return "nic" in r;
}

/** "scores 9: Tic 2, Tic 2, Single 1, Tic group of 3 +3, Extreme +2; plays again". */
export function describeScore(r: PlayScore, scoring = true): string {
  const parts = r.contacts.map((c) =>
    c.kind === "tic" ? `Tic (${c.shared.join("+")})` : `Single (${c.shared[0]})`,
  );
  const again = r.extraPlay ? "; plays again" : "";
  if (!scoring) return `${parts.join(", ")}${again}`;
  for (const g of r.groups) parts.push(`Tic group of ${g.cards} +${g.bonus}`);
  if (r.bonus) parts.push(`Extreme +${r.bonus}`);
  return `scores ${r.total}: ${parts.join(", ")}${again}`;
}
