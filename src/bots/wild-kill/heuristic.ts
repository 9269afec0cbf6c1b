/**
 * The Wild/Kill heuristic: it judges its hand by quick Monte Carlo completions of what it cannot
 * see — the other hands still in and the rows still face down, dealt from the cards its own view
 * has not shown it — and bets, calls, raises, folds and declares by that estimate, the pot odds
 * and its position. It reads only its view: never the true state, never a resample.
 */
import { qualifiesLow } from "../../cards/poker/index.js";
import type { Card } from "../../cards/standard.js";
import type { Seat } from "../../core/game.js";
import type { Player, SeatContext } from "../../core/match.js";
import { drawFrom, Rng } from "../../core/rng.js";
import type { CommunityAction } from "../../games/community/actions.js";
import { highRank, lowRank, rowsOf, survivors } from "../../games/wild-kill/hand.js";
import type { WildKillView } from "../../games/wild-kill/view.js";

export interface WildKillWeights {
  /** Completions sampled per decision. */
  readonly samples: number;
  /** Bet or raise when the share of the pot expected is this many times a fair share. */
  readonly aggression: number;
  /** Call when the expected share beats the pot odds by this factor. */
  readonly caution: number;
}

export const defaultWildKillWeights: WildKillWeights = {
  samples: 160,
  aggression: 1.6,
  caution: 1.1,
};

/** How often (0…1, ties shared) the seat's hand is the best high and the best low still in. */
export interface Chances {
  readonly high: number;
  readonly low: number;
}

/**
 * Deals the unseen cards at random `samples` times and counts how often `seat` holds the best
 * high and the best (qualifying) low among the seats still in.
 */
export function estimateChances(
  v: Pick<WildKillView, "hole" | "status" | "board" | "options">,
  seat: Seat,
  rng: Rng,
  samples: number,
): Chances {
  const mine = v.hole[seat]!;
  const rivals = v.status.flatMap((st, s) =>
    s !== seat && (st === "active" || st === "all-in") ? [s] : [],
  );
  const seen = new Set<Card>(mine);
  for (const c of v.board) if (c !== null) seen.add(c);
  const unseen: Card[] = [];
  for (let c = 0; c < 52; c++) if (!seen.has(c)) unseen.push(c);
  const o = v.options;
  const highLow = o.split === "high-low";
  const board = [...v.board] as Card[];
  let high = 0;
  let low = 0;
  for (let n = 0; n < samples; n++) {
    // A partial shuffle: only as many cards as the completion needs.
    const draw = drawFrom(unseen, rng);
    for (let i = 0; i < 9; i++) board[i] = v.board[i] ?? draw();
    const rows = rowsOf(board);
    const rate = (hole: readonly Card[]) => {
      const s = survivors(hole, rows, o.wildKilled);
      const l = highLow ? lowRank(s, o.low) : 0;
      return {
        high: highRank(s),
        low: highLow && (o.lowQualifier === null || qualifiesLow(l, o.lowQualifier)) ? l : -1,
      };
    };
    const me = rate(mine);
    let highTies = 1;
    let lowTies = 1;
    let highLost = false;
    let lowLost = me.low < 0;
    for (const _ of rivals) {
      const r = rate([draw(), draw(), draw(), draw(), draw()]);
      if (r.high > me.high) highLost = true;
      else if (r.high === me.high) highTies++;
      if (r.low > me.low) lowLost = true;
      else if (r.low === me.low && me.low >= 0) lowTies++;
    }
    if (!highLost) high += 1 / highTies;
    if (highLow && !lowLost) low += 1 / lowTies;
  }
  return { high: high / samples, low: low / samples };
}

/** The share of the pot the hand can expect, declaring the way that suits it best. */
export function expectedShare(c: Chances, highLow: boolean): number {
  if (!highLow) return c.high;
  // One way takes half a pot; both ways the whole, but only when the hand is likely to scoop.
  return Math.max(c.high / 2, c.low / 2, c.high * c.low);
}

function declareBy(c: Chances): CommunityAction {
  if (c.high * c.low > Math.max(c.high, c.low) / 2) return { type: "declare", way: "both" };
  return { type: "declare", way: c.high >= c.low ? "high" : "low" };
}

/** The bet or raise to make: the smallest, or with a strong hand about two thirds of the pot. */
function sized(
  legal: readonly CommunityAction[],
  pot: number,
  strong: boolean,
): CommunityAction | null {
  const raises = legal.filter((a) => a.type === "bet" || a.type === "raise");
  if (raises.length === 0) return legal.find((a) => a.type === "all-in") ?? null;
  if (!strong) return raises[0]!;
  const target = Math.round((pot * 2) / 3);
  const amount = (a: CommunityAction) =>
    a.type === "bet" ? a.amount : a.type === "raise" ? a.to : 0;
  return raises.reduce((best, a) =>
    Math.abs(amount(a) - target) < Math.abs(amount(best) - target) ? a : best,
  );
}

export function wildKillChoice(
  ctx: Pick<SeatContext<unknown, CommunityAction, WildKillView>, "seat" | "legal" | "view">,
  rng: Rng,
  w: WildKillWeights = defaultWildKillWeights,
): CommunityAction {
  const { view: v, legal, seat } = ctx;
  if (legal.length === 1) return legal[0]!;
  return wildKillDecision(ctx, estimateChances(v, seat, rng, w.samples), w);
}

/** The heuristic's choice once its chances are estimated (`estimateChances` on its view). */
export function wildKillDecision(
  ctx: Pick<SeatContext<unknown, CommunityAction, WildKillView>, "seat" | "legal" | "view">,
  chances: Chances,
  w: Pick<WildKillWeights, "aggression" | "caution"> = defaultWildKillWeights,
): CommunityAction {
  const { view: v, legal, seat } = ctx;
  if (legal.length === 1) return legal[0]!;
  if (legal[0]!.type === "declare") return declareBy(chances);
  const share = expectedShare(chances, v.options.split === "high-low");
  const inHand = v.status.filter((st) => st === "active" || st === "all-in").length;
  const fair = 1 / inHand;
  const b = v.betting!;
  const toCall = b.level - b.bets[seat]!;
  // Acting late (fewer players left to act behind) lets a hand bet a little lighter.
  const order = (s: Seat) => (s - v.dealer - 1 + v.players) % v.players;
  const behind = v.status.filter((st, s) => st === "active" && order(s) > order(seat)).length;
  const late = 1 - 0.15 * (1 - behind / Math.max(1, inHand - 1));
  const strong = share > fair * w.aggression * late;
  const find = (type: CommunityAction["type"]) => legal.find((a) => a.type === type);
  if (toCall === 0) {
    if (strong) return sized(legal, v.pot, share > 0.7) ?? find("check")!;
    return find("check")!;
  }
  const odds = toCall / (v.pot + toCall);
  if (strong && share > 0.5) {
    const raise = sized(legal, v.pot, share > 0.75);
    if (raise) return raise;
  }
  if (share > odds * w.caution) return find("call") ?? find("all-in") ?? find("fold")!;
  return find("fold")!;
}

export function wildKillHeuristic(seed: number, w?: WildKillWeights): Player {
  const rng = Rng.fromInt(seed);
  return (ctx) =>
    wildKillChoice(ctx as SeatContext<unknown, CommunityAction, WildKillView>, rng, w);
}
