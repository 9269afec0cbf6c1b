/**
 * The Pyramid Poker heuristic: place tiles where they help your hands and hurt theirs, and take
 * the tile that does the most for your hands against theirs.
 *
 * - **Building.** A tile facing its placer is known to that side only. A good tile (ten or
 *   better, or a joker, which buys the pick of three reserve tiles) goes as high as it may, to be
 *   uncovered early, when the seat that knows it can take it; a poor one goes as low as it may,
 *   where tiles will cover it.
 * - **Making hands** (standard game). Each choice — which tile to take, which hand to put it in,
 *   which reserve tile to keep — is judged by finishing the round many times: a world consistent
 *   with the seat's view (`observe`), every tile still in the pyramid dealt round the table into
 *   hands with room, and the round scored by the table's own scoring. The choice with the best
 *   average margin (its earnings less the others' average) wins. The same worlds judge every
 *   choice, so the comparison is fair; winning positions, the chart and the weakest hand all
 *   count, because the real scoring does. Taking a tile the others need denies it to them.
 * - **Hold 'Em**: lock high tiles (a pair with a hand's tile first), burn low ones, take the
 *   highest tile it can see.
 */
import { type Card, isJoker, rankOf } from "../../cards/standard.js";
import type { Seat } from "../../core/game.js";
import type { Player, SeatContext } from "../../core/match.js";
import { Rng } from "../../core/rng.js";
import type { PyramidAction } from "../../games/pyramid-poker/actions.js";
import { spaceAt } from "../../games/pyramid-poker/geometry.js";
import { type Layout, layout } from "../../games/pyramid-poker/options.js";
import { handValue, scoreRound } from "../../games/pyramid-poker/score.js";
import type { State } from "../../games/pyramid-poker/state.js";
import type { PyramidView } from "../../games/pyramid-poker/view.js";

export interface PyramidWeights {
  /** Worlds each decision is judged in. */
  readonly worlds: number;
  /** Lowest rank (0 = two … 12 = ace) that counts as a good tile when building. */
  readonly goodRank: number;
}

export const defaultPyramidWeights: PyramidWeights = { worlds: 16, goodRank: 8 };

type Ctx = SeatContext<State, PyramidAction, PyramidView>;

/** A world to finish the round in: the pyramid's tiles to come, in a random order. */
interface World {
  readonly state: State;
  /** Tiles the pyramid still holds, jokers replaced by a reserve tile, shuffled. */
  readonly order: Card[];
}

function worldOf(s: State, rng: Rng): World {
  const reserve = s.reserve.filter((t) => !isJoker(t));
  const order: Card[] = [];
  for (const t of s.pyramid) {
    if (t < 0) continue;
    // A joker is discarded and buys a reserve tile instead.
    if (!isJoker(t)) order.push(t);
    else if (reserve.length > 0) order.push(reserve.pop()!);
  }
  return { state: s, order: rng.shuffle(order) };
}

/**
 * The seat's margin when the round ends in this world, with `extra` tile put into hand `hand`
 * of `me` first (`skip`: that tile is not among those to come). The tiles to come go round the
 * table from the next seat, each into a hand with room picked by the tile itself and its place,
 * so every choice judged in this world sees the same deal.
 */
function finish(w: World, lay: Layout, me: Seat, extra: Card, hand: number, skip: number): number {
  const s = w.state;
  const hands = s.hands.map((hs) => hs.map((h) => h.slice()));
  const room = (p: Seat, h: number) => lay.handSize - hands[p]![h]!.length - s.short[p]![h]!;
  if (extra >= 0) hands[me]![hand]!.push(extra);
  let seat = (me + 1) % lay.players;
  let i = 0;
  for (const t of w.order) {
    if (t === skip) continue;
    // The next seat with room anywhere.
    let tries = 0;
    let open: number[] = [];
    while (tries++ < lay.players) {
      open = [];
      for (let h = 0; h < lay.hands; h++) if (room(seat, h) > 0) open.push(h);
      if (open.length > 0) break;
      seat = (seat + 1) % lay.players;
    }
    if (open.length === 0) break;
    hands[seat]![open[(t + i++) % open.length]!]!.push(t);
    seat = (seat + 1) % lay.players;
  }
  const values = hands.map((hs) => hs.map((h) => handValue(h)));
  const gain = scoreRound(values, lay).gain;
  let others = 0;
  for (let p = 0; p < lay.players; p++) if (p !== me) others += gain[p]!;
  return gain[me]! - others / (lay.players - 1);
}

/** The best hand for a tile in a world, and the margin it gives. */
function bestHand(w: World, lay: Layout, me: Seat, tile: Card, skip: number): number {
  let best = Number.NEGATIVE_INFINITY;
  for (let h = 0; h < lay.hands; h++) {
    if (lay.handSize - w.state.hands[me]![h]!.length - w.state.short[me]![h]! <= 0) continue;
    best = Math.max(best, finish(w, lay, me, tile, h, skip));
  }
  return best === Number.NEGATIVE_INFINITY ? finish(w, lay, me, -1, 0, skip) : best;
}

/** The legal action with the best average over the worlds. */
function bestOver(
  legal: readonly PyramidAction[],
  worlds: readonly World[],
  value: (a: PyramidAction, w: World) => number,
): PyramidAction {
  let best = legal[0]!;
  let top = Number.NEGATIVE_INFINITY;
  for (const a of legal) {
    let sum = 0;
    for (const w of worlds) sum += value(a, w);
    if (sum > top) {
      top = sum;
      best = a;
    }
  }
  return best;
}

function placeChoice(ctx: Ctx, w: PyramidWeights, rng: Rng): PyramidAction {
  const tile = ctx.view.shown;
  const good = tile === null || isJoker(tile) || rankOf(tile) >= w.goodRank;
  const levels = ctx.legal.map((a) => (a.type === "place" ? a.level : 0));
  const want = good ? Math.max(...levels) : Math.min(...levels);
  const at = ctx.legal.filter((_, i) => levels[i] === want);
  return rng.pick(at);
}

function holdemChoice(ctx: Ctx, rng: Rng): PyramidAction {
  const { legal, view: v, seat } = ctx;
  const first = legal[0]!;
  if (first.type === "take") {
    // The highest face it can see; else any.
    let best: PyramidAction | null = null;
    let top = -1;
    for (const a of legal) {
      if (a.type !== "take") continue;
      const t = v.faces[spaceAt(v.base, a.level, a.pos)];
      if (t !== null && t !== undefined && !isJoker(t) && rankOf(t) > top) {
        top = rankOf(t);
        best = a;
      }
    }
    return best ?? rng.pick(legal);
  }
  if (first.type === "keep")
    return legal.reduce((a, b) =>
      a.type === "keep" && b.type === "keep" && rankOf(b.tile) > rankOf(a.tile) ? b : a,
    );
  const t = v.pending;
  const locks = legal.filter((a) => a.type === "lock");
  if (t === null || locks.length === 0) return rng.pick(legal);
  const mine = v.seats[seat]!.hands;
  const pair = locks.find(
    (a) =>
      a.type === "lock" && mine[a.hand - 1]!.some((c) => c !== null && rankOf(c) === rankOf(t)),
  );
  if (pair) return pair;
  if (rankOf(t) >= 8) return locks[0]!;
  return (
    legal.find((a) => a.type === "burn") ?? legal.find((a) => a.type === "community") ?? locks[0]!
  );
}

/** The heuristic's choice for the seat in `ctx`. */
export function pyramidChoice(
  ctx: Ctx,
  rng: Rng,
  weights: PyramidWeights = defaultPyramidWeights,
): PyramidAction {
  const { legal, view: v, seat: me } = ctx;
  if (legal.length === 1) return legal[0]!;
  if (v.phase === "build") return placeChoice(ctx, weights, rng);
  const lay = layout(v.options, v.players);
  if (lay.holdem) return holdemChoice(ctx, rng);
  const worlds = Array.from({ length: weights.worlds }, () => worldOf(ctx.observe(rng), rng));
  return bestOver(legal, worlds, (a, w) => {
    const s = w.state;
    switch (a.type) {
      case "take": {
        let t = s.pyramid[spaceAt(lay.base, a.level, a.pos)]!;
        const skip = t;
        if (isJoker(t)) {
          // The pick of the reserve's top three.
          const up = s.reserve.slice(-3).filter((x) => !isJoker(x));
          t = up.length ? up.reduce((x, y) => (rankOf(y) > rankOf(x) ? y : x)) : -1;
        }
        return t < 0 ? finish(w, lay, me, -1, 0, skip) : bestHand(w, lay, me, t, skip);
      }
      case "hand":
        return finish(w, lay, me, s.pending, a.hand - 1, -1);
      case "keep":
        return bestHand(w, lay, me, a.tile, -1);
      case "short": {
        // Lose a place in the hand that needs it least.
        const short = s.short.map((x) => x.slice());
        short[me]![a.hand - 1]!++;
        return finish({ ...w, state: { ...s, short } }, lay, me, -1, 0, -1);
      }
      default:
        return 0;
    }
  });
}

export function pyramidHeuristic(seed: number, w?: PyramidWeights): Player {
  const rng = Rng.fromInt(seed);
  return (ctx) => pyramidChoice(ctx as Ctx, rng, w);
}
