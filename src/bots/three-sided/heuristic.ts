/**
 * The Three-sided Pyramid heuristic: it bets and declares by how often its hand would win, from
 * a few hundred Monte Carlo completions of what it cannot see (the board cards still face down,
 * the other hands still in), dealt from the cards missing from its own view, and by its
 * position. It reads only the seat's view (and, through `observe`, the table's options, which are
 * public); never the true state.
 */
import type { BetAction, Declaration } from "../../betting/index.js";
import { type Card, newDeck } from "../../cards/standard.js";
import type { Player, SeatContext } from "../../core/match.js";
import { drawFrom, Rng } from "../../core/rng.js";
import type { CommunityAction } from "../../games/community/actions.js";
import { type LowRule, type SideValue, sideValues } from "../../games/three-sided/hands.js";
import type { ThreeSidedState } from "../../games/three-sided/state.js";
import type { ThreeSidedView } from "../../games/three-sided/view.js";

export interface ThreeSidedWeights {
  /** Monte Carlo completions per decision. */
  readonly samples: number;
  /** Bet or raise when the expected share of the pot is this many times a fair share. */
  readonly aggression: number;
  /** Multiplies the share when the seat acts last in every round (the best position). */
  readonly position: number;
}

export const defaultThreeSidedWeights: ThreeSidedWeights = {
  samples: 200,
  aggression: 1.5,
  position: 1.15,
};

/** How often, over the completions, the seat wins each way and both ways from one side. */
export interface Equity {
  /** Shares of a win (ties split) of the high half and the low half against every other hand. */
  readonly high: number;
  readonly low: number;
  /** Win or tie both ways from one side, against every other hand both ways. */
  readonly scoop: number;
}

function best(values: readonly SideValue[], way: "high" | "low"): number {
  let b = -1;
  for (const v of values) {
    const x = way === "high" ? v.high : (v.low ?? -1);
    if (x > b) b = x;
  }
  return b;
}

/**
 * The seat's chances from `hole` and the turned `board` (nulls face down) against `opponents`
 * unknown hands, over `samples` completions dealt from the cards it has not seen.
 */
export function estimateEquity(
  hole: readonly Card[],
  board: readonly (Card | null)[],
  opponents: number,
  rule: LowRule,
  samples: number,
  rng: Rng,
): Equity {
  const seen = new Set<Card>([...hole, ...board.filter((c): c is Card => c !== null)]);
  const unseen = newDeck().filter((c) => !seen.has(c));
  const full = [...board] as Card[];
  let high = 0;
  let low = 0;
  let scoop = 0;
  for (let n = 0; n < samples; n++) {
    // A partial shuffle: only the cards this completion needs.
    const draw = drawFrom(unseen, rng);
    for (let i = 0; i < full.length; i++) if (board[i] === null) full[i] = draw();
    const mine = sideValues(hole, full, rule);
    const myHigh = best(mine, "high");
    const myLow = best(mine, "low");
    let highTies = 1;
    let lowTies = 1;
    let wonHigh = true;
    let wonLow = myLow >= 0;
    const others: SideValue[][] = [];
    for (let o = 0; o < opponents; o++) {
      const theirs = sideValues([draw(), draw(), draw(), draw()], full, rule);
      others.push(theirs);
      const h = best(theirs, "high");
      const l = best(theirs, "low");
      if (h > myHigh) wonHigh = false;
      else if (h === myHigh) highTies++;
      if (l > myLow) wonLow = false;
      else if (l === myLow && l >= 0) lowTies++;
    }
    if (wonHigh) high += 1 / highTies;
    if (wonLow) low += 1 / lowTies;
    // Both ways from one side: against every other hand's best of each way.
    const topHigh = Math.max(-1, ...others.map((t) => best(t, "high")));
    const topLow = Math.max(-1, ...others.map((t) => best(t, "low")));
    if (mine.some((v) => v.high >= topHigh && v.low !== null && v.low >= topLow)) scoop++;
  }
  return { high: high / samples, low: low / samples, scoop: scoop / samples };
}

/** The share of the pot each declaration is worth, by the equity. */
export function declarationValues(e: Equity): Record<Declaration, number> {
  return { high: e.high / 2, low: e.low / 2, both: e.scoop };
}

function bestDeclaration(e: Equity): Declaration {
  const v = declarationValues(e);
  // A scoop is only worth the risk of the swing rule when it is likelier than not.
  if (e.scoop > 0.55 && v.both >= Math.max(v.high, v.low)) return "both";
  return v.high >= v.low ? "high" : "low";
}

/**
 * Whether the seat has the best position: the last seat still betting in dealing order (every
 * round opens to the dealer's left, so it always acts after the others have shown their hand).
 */
function inPosition(view: ThreeSidedView, seat: number): boolean {
  const n = view.players;
  for (let k = 0; k < n; k++) {
    const s = (view.dealer - k + n) % n;
    if (view.status[s] === "active") return s === seat;
  }
  return false;
}

function pick(legal: readonly CommunityAction[], type: BetAction["type"]) {
  return legal.find((a) => a.type === type);
}

/** The bet or raise nearest half the pot (fixed-limit has just one). */
function aggressive(legal: readonly CommunityAction[], pot: number): CommunityAction | undefined {
  const sized = legal.filter((a) => a.type === "bet" || a.type === "raise");
  if (sized.length === 0) return undefined;
  const amount = (a: CommunityAction) =>
    a.type === "bet" ? a.amount : a.type === "raise" ? a.to : 0;
  return sized.reduce((b, a) =>
    Math.abs(amount(a) - pot / 2) < Math.abs(amount(b) - pot / 2) ? a : b,
  );
}

export function threeSidedChoice(
  ctx: Pick<
    SeatContext<ThreeSidedState, CommunityAction, ThreeSidedView>,
    "seat" | "legal" | "view" | "observe"
  >,
  rng: Rng,
  w: ThreeSidedWeights = defaultThreeSidedWeights,
): CommunityAction {
  const { view, legal, seat } = ctx;
  if (legal.length === 1) return legal[0]!;
  const options = ctx.observe(rng).options;
  const rule: LowRule = { low: options.low, lowQualifier: options.lowQualifier };
  const hole = view.hole[seat] ?? [];
  const opponents = view.status.filter(
    (st, s) => s !== seat && (st === "active" || st === "all-in"),
  ).length;
  return threeSidedDecision(
    ctx,
    estimateEquity(hole, view.board, opponents, rule, w.samples, rng),
    w,
  );
}

/** The heuristic's choice once its equity is estimated (`estimateEquity` on its view). */
export function threeSidedDecision(
  ctx: Pick<
    SeatContext<ThreeSidedState, CommunityAction, ThreeSidedView>,
    "seat" | "legal" | "view"
  >,
  e: Equity,
  w: Pick<ThreeSidedWeights, "aggression" | "position"> = defaultThreeSidedWeights,
): CommunityAction {
  const { view, legal, seat } = ctx;
  if (legal.length === 1) return legal[0]!;
  const opponents = view.status.filter(
    (st, s) => s !== seat && (st === "active" || st === "all-in"),
  ).length;
  if (view.phase === "declare") {
    const way = bestDeclaration(e);
    return legal.find((a) => a.type === "declare" && a.way === way) ?? legal[0]!;
  }
  const values = declarationValues(e);
  let share = Math.max(values.high + values.low * 0.5, values.low + values.high * 0.5, values.both);
  if (inPosition(view, seat)) share *= w.position;
  const fair = 1 / (opponents + 1);
  const b = view.betting!;
  const toCall = b.level - (b.bets[seat] ?? 0);
  const pot = view.pot;
  if (share >= fair * w.aggression) {
    const more = aggressive(legal, pot);
    if (more) return more;
  }
  if (toCall === 0) return pick(legal, "check") ?? legal[0]!;
  // Call when the expected share of the pot after calling beats the price.
  if (share * (pot + toCall) >= toCall) {
    return pick(legal, "call") ?? pick(legal, "all-in") ?? pick(legal, "fold")!;
  }
  return pick(legal, "fold")!;
}

export function threeSidedHeuristic(seed: number, w?: ThreeSidedWeights): Player {
  const rng = Rng.fromInt(seed);
  return (ctx) =>
    threeSidedChoice(ctx as SeatContext<ThreeSidedState, CommunityAction, ThreeSidedView>, rng, w);
}
