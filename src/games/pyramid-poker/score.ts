/**
 * Scoring a round: hands valued by the poker evaluator, positions compared (all #1 hands, all #2
 * hands…), then basic or advanced points (docs/rules).
 */
import {
  evaluateConstrained,
  evaluateHigh,
  HOLDEM_TILES,
  highCategory,
  isRoyal,
} from "../../cards/poker/index.js";
import type { Card } from "../../cards/standard.js";
import type { Seat } from "../../core/game.js";
import { teamOf } from "./options.js";

export type HandCategory = ReturnType<typeof highCategory> | "royal-flush" | "empty";

export interface HandValue {
  /** The evaluator's rank: higher beats lower, equal ties. -1 for a hand with no tiles. */
  readonly rank: number;
  readonly category: HandCategory;
  /** Advanced chart points for this hand. */
  readonly points: number;
}

/** The advanced score chart; anything lower than a pair scores -1. */
const CHART: Record<HandCategory, number> = {
  empty: -1,
  "high-card": -1,
  pair: 0,
  "two-pair": 0,
  "three-of-a-kind": 0,
  straight: 1,
  flush: 1,
  "full-house": 2,
  "four-of-a-kind": 3,
  "straight-flush": 4,
  "royal-flush": 5,
  "five-of-a-kind": 5,
};

/** Chart points for a hand of this category. */
export function chartPoints(category: HandCategory): number {
  return CHART[category];
}

/** A hand's rank, category and chart points; a short hand is ranked with the tiles it has. */
export function rankValue(rank: number): HandValue {
  if (rank < 0) return { rank: -1, category: "empty", points: CHART.empty };
  const category: HandCategory = isRoyal(rank) ? "royal-flush" : highCategory(rank);
  return { rank, category, points: CHART[category] };
}

/** A standard hand: its (up to five) tiles. */
export function handValue(cards: readonly Card[]): HandValue {
  return rankValue(cards.length === 0 ? -1 : evaluateHigh(cards));
}

/**
 * A Hold 'Em hand: its own tiles (2, or fewer when short) and the best 3 of the community. If the
 * community ended with fewer than 3 tiles, all of them are used.
 */
export function holdemValue(hole: readonly Card[], community: readonly Card[]): HandValue {
  if (hole.length === 2 && community.length >= 3)
    return rankValue(evaluateConstrained(hole, community, HOLDEM_TILES));
  const want = Math.min(3, community.length);
  let best = -1;
  for (const pick of subsets(community.length, want)) {
    const cards = [...hole, ...pick.map((i) => community[i]!)];
    if (cards.length > 0) best = Math.max(best, evaluateHigh(cards));
  }
  return rankValue(best);
}

function subsets(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let i = k - 1; i < n; i++) for (const rest of subsets(i, k - 1)) out.push([...rest, i]);
  return out;
}

/** One comparison of positions: all seats at the table, or one pairing in team play. */
export interface Contest {
  readonly seats: readonly Seat[];
  /** Per position: the seat whose hand beat every other, or null when the best hands tied. */
  readonly winners: readonly (Seat | null)[];
}

export interface RoundScore {
  readonly contests: readonly Contest[];
  /** Positions each seat won. */
  readonly wins: readonly number[];
  /** Advanced: chart points plus the bonus for positions won; basic: null. */
  readonly totals: readonly number[] | null;
  /** What each seat earned itself this round. */
  readonly earned: readonly number[];
  /** What each seat's score goes up by (in team play, its team's earnings). */
  readonly gain: readonly number[];
  /** One line: who won the round and how. */
  readonly summary: string;
}

export interface ScoringRules {
  readonly players: number;
  readonly teams: boolean;
  readonly advanced: boolean;
}

/**
 * Scores a round from every seat's hand values (`values[seat][hand]`). Positions are compared in
 * each contest; advanced totals are chart points plus 3 for winning two positions and 4 for three.
 */
export function scoreRound(values: readonly (readonly HandValue[])[], r: ScoringRules): RoundScore {
  const n = r.players;
  const contests: Contest[] = r.teams
    ? [contest([0, 3], values), contest([1, 2], values)]
    : [contest(range(n), values)];
  const wins = new Array<number>(n).fill(0);
  for (const c of contests) for (const w of c.winners) if (w !== null) wins[w]!++;
  if (r.advanced) return advanced(values, contests, wins, r);
  return basic(values, contests, wins, r);
}

function range(n: number): Seat[] {
  return Array.from({ length: n }, (_, i) => i);
}

function contest(seats: Seat[], values: readonly (readonly HandValue[])[]): Contest {
  const positions = values[seats[0]!]!.length;
  const winners: (Seat | null)[] = [];
  for (let h = 0; h < positions; h++) {
    let best = -Infinity;
    let who: Seat | null = null;
    for (const s of seats) {
      const rank = values[s]![h]!.rank;
      if (rank > best) {
        best = rank;
        who = s;
      } else if (rank === best) who = null;
    }
    winners.push(who);
  }
  return { seats, winners };
}

/** Advanced bonus for positions won: two earn 3, three earn 4 (with two hands, both earn 3). */
export function bonus(wins: number): number {
  return wins >= 3 ? 4 : wins === 2 ? 3 : 0;
}

function advanced(
  values: readonly (readonly HandValue[])[],
  contests: Contest[],
  wins: number[],
  r: ScoringRules,
): RoundScore {
  const totals = values.map(
    (hands, s) => hands.reduce((t, v) => t + v.points, 0) + bonus(wins[s]!),
  );
  const earned = new Array<number>(r.players).fill(0);
  for (const c of contests) {
    const low = Math.min(...c.seats.map((s) => totals[s]!));
    for (const s of c.seats) earned[s] = totals[s]! - low;
  }
  const gain = r.teams ? teamGain(earned) : earned;
  return { contests, wins, totals, earned, gain, summary: advancedSummary(earned, gain, r) };
}

/** Team play: each seat's score rises by what both members of its team earned. */
function teamGain(earned: readonly number[]): number[] {
  const team = [earned[0]! + earned[2]!, earned[1]! + earned[3]!];
  return earned.map((_, s) => team[teamOf(s)]!);
}

function advancedSummary(earned: readonly number[], gain: readonly number[], r: ScoringRules) {
  if (r.teams) {
    return `Seats 0 and 2 earn ${gain[0]}; seats 1 and 3 earn ${gain[1]}.`;
  }
  const parts = earned.flatMap((e, s) => (e > 0 ? [`seat ${s} earns ${e}`] : []));
  return parts.length === 0 ? "Equal totals: nobody earns." : `${capital(parts.join(", "))}.`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function basic(
  values: readonly (readonly HandValue[])[],
  contests: Contest[],
  wins: number[],
  r: ScoringRules,
): RoundScore {
  const n = r.players;
  const earned = new Array<number>(n).fill(0);
  let summary: string;
  if (r.teams) {
    const team = teamRound(values, contests, wins);
    if (team === null) summary = "The teams tie: nobody scores.";
    else {
      for (let s = 0; s < n; s++) if (teamOf(s) === team) earned[s] = 1;
      summary = `Seats ${team} and ${team + 2} win the round.`;
    }
    return { contests, wins, totals: null, earned, gain: earned, summary };
  }
  const positions = values[0]!.length;
  const most = Math.max(...wins);
  const leaders = range(n).filter((s) => wins[s] === most);
  // Two players must win two positions of three; with more, the most positions wins.
  const winner = leaders.length === 1 && (n === 2 ? most >= 2 : most >= 1) ? leaders[0]! : null;
  if (winner === null) summary = "Nobody wins the round.";
  else {
    const skunk = n === 2 && most === positions && positions === 3;
    earned[winner] = skunk ? 2 : 1;
    summary = `Seat ${winner} ${skunk ? "skunks the table" : "wins the round"}.`;
  }
  return { contests, wins, totals: null, earned, gain: earned, summary };
}

/**
 * Team play under basic scoring: a team wins its pairing when its member won more positions; the
 * team with more pairings wins, and a tie goes to the team holding the single best hand.
 */
function teamRound(
  values: readonly (readonly HandValue[])[],
  contests: Contest[],
  wins: number[],
): number | null {
  const pairings = [0, 0];
  for (const c of contests) {
    const [a, b] = c.seats as [Seat, Seat];
    if (wins[a]! > wins[b]!) pairings[teamOf(a)]!++;
    else if (wins[b]! > wins[a]!) pairings[teamOf(b)]!++;
  }
  if (pairings[0] !== pairings[1]) return pairings[0]! > pairings[1]! ? 0 : 1;
  let best = -Infinity;
  let team: number | null = null;
  values.forEach((hands, s) => {
    for (const v of hands) {
      if (v.rank > best) {
        best = v.rank;
        team = teamOf(s);
      } else if (v.rank === best && team !== teamOf(s)) team = null;
    }
  });
  return team;
}

/**
 * A finished round as the table saw it, kept in the state for the views: every hand shown, what
 * it made (its chart points follow from that), who won each position and what each seat earned.
 */
export interface RoundResult {
  readonly round: number;
  readonly hands: readonly (readonly (readonly Card[])[])[];
  readonly community: readonly Card[];
  readonly categories: readonly (readonly HandCategory[])[];
  readonly contests: readonly Contest[];
  readonly totals: readonly number[] | null;
  readonly earned: readonly number[];
  readonly gain: readonly number[];
  readonly summary: string;
}
