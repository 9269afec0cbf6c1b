/**
 * Information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012), generic over the
 * engine contract.
 *
 * Each iteration determinises: it asks `observe` (the game's `resample` of the true state from
 * this seat's point of view) for a whole state consistent with what the seat knows, gives that
 * state a fresh generator so future shuffles and draws are sampled rather than foreseen, and
 * plays it down the tree and then out (at random, or by the game's rollout policy in `hints`).
 *
 * Tree nodes are information sets, not states. A tree is entered at its owner's view, and a
 * node's children are keyed by what the owner learns from the step: its own moves and the
 * events the game lets it see (public events and those addressed to it, the same stream a
 * client follows a table by). So chance and other seats' secret moves that the owner cannot
 * tell apart lead to the same node, and different draws it can see lead to different nodes.
 * Keying by events rather than by the whole view after every step makes the search about twice
 * as fast on Tyramid (measured on mid-game positions).
 *
 * Three ways to hold the trees (`trees`), which differ in what the other seats' simulated
 * choices may depend on:
 *  - "single" (SO-ISMCTS): one tree keyed by the searching seat's views; every seat's move
 *    statistics sit in it, so the opponents' simulated choices are conditioned on what the
 *    searcher knows (its own cards included) and averaged over their own.
 *  - "public" (MO-ISMCTS in spirit; the default): the searcher's own tree keyed by its views, and
 *    one tree for the other seats keyed by the public (spectator) view: an opponent's simulated
 *    choice depends only on what everyone saw, never on the searcher's cards or secret moves.
 *  - "own": every seat its own tree keyed by its own view, so a simulated opponent acts on
 *    exactly what it knows, its own cards included. The most faithful, but its opponent trees
 *    branch on every hand they might hold and need many iterations to grow.
 *
 * Simultaneous secret choices (several seats in `toAct`) are decoupled: every acting seat picks
 * from its own statistics at the same node before any of the choices is applied, so no seat's
 * pick depends on another's secret pick. They are then applied in seat order.
 *
 * Selection is UCB1 over the actions legal in the current determinisation, with availability
 * counts (an action's exploration term uses how often it was available, not the node's visits).
 *
 * Every seat maximises its own reward. By default (`objective: "margin"`) that is its payoff less
 * the average of the others': in a zero-sum chip game this orders outcomes exactly as the payoff
 * does, and in a points game it is what a player plays for (winning, not a big score beside a
 * bigger one). `objective: "payoff"` takes the payoff as it is. Rewards are then normalised per
 * search by the smallest and largest seen so far, so the same exploration constant serves chips,
 * points and single-hand games alike.
 */
import type { Action, GameDefinition, GameEvent, Seat, Viewer } from "../core/game.js";
import type { SeatContext } from "../core/match.js";
import { Rng } from "../core/rng.js";
import { Allowance, type Budget, type Clock, defaultBudget, withoutClock } from "./budget.js";
import type { SearchHints } from "./hints.js";

/** Standard errors by which a paired search's best move must beat the default move. */
const PAIRED_Z = 1.5;

export type TreeMode = "single" | "public" | "own" | "model";
export const treeModes: readonly TreeMode[] = ["single", "public", "own", "model"];

export interface IsmctsConfig {
  readonly budget: Budget;
  /** Needed for a time budget. */
  readonly clock?: Clock;
  /** UCB1 exploration constant on payoffs normalised to [0, 1]. */
  readonly exploration: number;
  readonly trees: TreeMode;
  readonly objective: Objective;
  readonly hints: SearchHints;
}

export type Objective = "margin" | "payoff";
export const objectives: readonly Objective[] = ["margin", "payoff"];

export const defaultIsmcts: IsmctsConfig = {
  // A search called directly may have no clock: the default's iterations (a bot spec adds 1 s).
  budget: withoutClock(defaultBudget),
  exploration: 0.7,
  trees: "public",
  objective: "margin",
  hints: {},
};

interface Arm {
  readonly action: Action;
  visits: number;
  total: number;
  /** Sum of squared rewards, for the spread of the mean (`margin` in reports). */
  squares: number;
  available: number;
}

/** Normal quantile of a two-sided 95% interval. */
const Z95 = 1.959964;

class InfoSet {
  /** Move statistics by `seat action-text`: in a single tree several seats act at one node. */
  readonly arms = new Map<string, Arm>();
  /** Next information sets by what the owner sees after the move. */
  readonly children = new Map<string, InfoSet>();
}

export interface SearchReport<A extends Action = Action> {
  readonly action: A;
  /** Iterations completed (one cut short by the clock in its rollout is not counted). */
  readonly iterations: number;
  /**
   * The searching seat's root moves, most visited first, each with its mean reward and the
   * half-width of that mean's 95% interval (Infinity below two visits). The tree's later visits
   * depend on earlier rewards, so the interval is a guide to the search's noise, not exact.
   */
  readonly moves: readonly { action: A; visits: number; mean: number; margin: number }[];
}

/** One decision: search from `ctx` and return the most visited legal move. */
export function ismctsSearch<S, A extends Action>(
  ctx: SeatContext<S, A>,
  config: IsmctsConfig,
  rng: Rng,
): SearchReport<A> {
  const allowance = new Allowance(config.budget, config.clock);
  const search = new Search<S, A>(ctx.game, ctx.seat, config, rng, allowance);
  let done = 0;
  const { weigh, tries = 16 } = config.hints;
  const draw = weigh ? () => determinise(ctx, weigh, tries, rng) : () => ctx.observe(rng);
  if (config.hints.paired && config.trees === "model") {
    let moves: readonly A[] | null = null;
    let base = -1;
    while (allowance.more()) {
      const s = draw();
      if (!moves) {
        moves = search.rootMoves(s, ctx.legal);
        // One move worth searching (the cut's tap): nothing to compare.
        if (moves.length === 1)
          return {
            action: moves[0]!,
            iterations: 0,
            moves: [{ action: moves[0]!, visits: 0, mean: 0, margin: Number.POSITIVE_INFINITY }],
          };
        base = search.defaultMove(s, moves);
      }
      if (search.pairedIteration(s, moves, base)) done++;
    }
    return search.pairedReport(ctx.legal, done);
  }
  while (allowance.more()) if (search.iterate(draw())) done++;
  return search.report(ctx.legal, done);
}

/**
 * A determinisation drawn from the beliefs `weigh` gives: each draw is kept with probability
 * its weight; after `tries` draws the likeliest seen is kept (so a search never stalls on a
 * view every deal contradicts, e.g. a bluff the model thinks unlikely).
 */
export function determinise<S, A extends Action>(
  ctx: SeatContext<S, A>,
  weigh: (state: S, searcher: Seat, rng: Rng) => number,
  tries: number,
  rng: Rng,
): S {
  let best: S | undefined;
  let bestWeight = Number.NEGATIVE_INFINITY;
  for (let t = 0; t < tries; t++) {
    const s = ctx.observe(rng);
    const w = weigh(s, ctx.seat, rng);
    if (w >= 1 || rng.float() < w) return s;
    if (w > bestWeight) {
      bestWeight = w;
      best = s;
    }
  }
  return best!;
}

/** Records one choice on the path so the result can be credited to it. */
interface Visit {
  readonly arm: Arm;
  readonly seat: Seat;
}

/** Whose views key a tree: a seat, or "spectator" for the public tree. */
type Owner = Viewer;

class Search<S, A extends Action> {
  private readonly tops = new Map<Owner, InfoSet>();
  private lo = Number.POSITIVE_INFINITY;
  private hi = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly game: GameDefinition<unknown, S, A>,
    private readonly me: Seat,
    private readonly config: IsmctsConfig,
    private readonly rng: Rng,
    private readonly allowance: Allowance,
  ) {
    if (config.hints.rolloutCap !== undefined && !config.hints.evaluate)
      throw new Error("A rollout cap needs an evaluate function to score the unfinished state.");
    if (config.hints.hand !== undefined && !config.hints.evaluate)
      throw new Error("Stopping at the hand's end needs an evaluate function to score the table.");
  }

  /** Whether a playout stops here, scored by `evaluate`: the cap reached or the hand over. */
  private cut(state: S, played: number, hand: number | undefined): boolean {
    const { rolloutCap, hand: handOf } = this.config.hints;
    if (rolloutCap !== undefined && played >= rolloutCap) return true;
    return hand !== undefined && handOf!(state) !== hand;
  }

  /** The tree a seat chooses from; null for a seat that plays the game's model instead. */
  private treeOf(seat: Seat): Owner | null {
    switch (this.config.trees) {
      case "model":
        return seat === this.me ? this.me : null;
      case "single":
        return this.me;
      case "public":
        return seat === this.me ? this.me : "spectator";
      case "own":
        return seat;
    }
  }

  private top(owner: Owner): InfoSet {
    let t = this.tops.get(owner);
    if (!t) this.tops.set(owner, (t = new InfoSet()));
    return t;
  }

  /** One iteration; false when the time ran out during its rollout and nothing was learnt. */
  iterate(observed: S): boolean {
    const game = this.game;
    let state = fresh(observed, this.rng);
    const hand = this.config.hints.hand?.(observed);
    const visits: Visit[] = [];
    // Where each tree stands in this iteration. A tree that has just grown a node is out: the
    // new node is met again by later iterations. A seat's tree is entered when it first acts.
    const at = new Map<Owner, InfoSet>();
    const out = new Set<Owner>();
    let inTree = true;
    while (inTree && game.outcome(state) === null && !this.cut(state, 0, hand)) {
      const acting = game.toAct(state);
      for (const seat of acting) {
        const owner = this.treeOf(seat);
        if (owner !== null && !at.has(owner) && !out.has(owner))
          this.descend(at, out, owner, this.top(owner), this.entryKey(state, owner), true);
      }
      if (acting.some((s) => out.has(this.treeOf(s)!))) break;
      // Every acting seat picks before any pick is applied: secret choices stay independent.
      const picks: { seat: Seat; action: A }[] = [];
      for (const seat of acting) {
        const owner = this.treeOf(seat);
        if (owner === null) {
          picks.push({ seat, action: this.modelMove(state, seat) });
          continue;
        }
        const node = at.get(owner)!;
        const { arm, fresh } = this.select(node, seat, this.movesOf(state, seat));
        visits.push({ arm, seat });
        picks.push({ seat, action: arm.action as A });
        if (fresh) inTree = false;
      }
      const step = this.play(state, picks);
      state = step.state;
      for (const [owner, node] of [...at]) {
        if (!out.has(owner))
          this.descend(at, out, owner, node, this.stepKey(owner, picks, step.events));
      }
    }
    const payoff = this.rollout(state, hand);
    if (!payoff) return false;
    const reward = this.reward(payoff);
    for (const r of reward) {
      if (r < this.lo) this.lo = r;
      if (r > this.hi) this.hi = r;
    }
    for (const { arm, seat } of visits) {
      const r = reward[seat] ?? 0;
      arm.visits++;
      arm.total += r;
      arm.squares += r * r;
    }
    return true;
  }

  /**
   * Another seat's move by the game's model of how it plays (`trees=model`), on the cards the
   * determinisation dealt it: its hint `model`, else its rollout policy, else uniform.
   */
  private modelMove(state: S, seat: Seat): A {
    const { model, rollout } = this.config.hints;
    const legal = this.game.legalActions(state, seat);
    if (model) return model(state, seat, legal, this.rng) as A;
    if (rollout) return rollout(state, seat, legal, this.rng) as A;
    return this.rng.pick(this.movesOf(state, seat));
  }

  /** The moves searched for a seat: the legal ones, or the game's chosen few of them. */
  private movesOf(state: S, seat: Seat): readonly A[] {
    const legal = this.game.legalActions(state, seat);
    const moves = this.config.hints.moves;
    if (!moves || legal.length <= 1) return legal;
    const few = moves(state, seat, legal) as readonly A[];
    return few.length > 0 ? few : legal;
  }

  /** The searcher's moves at the root: the game's chosen few of the legal ones. */
  rootMoves(state: S, legal: readonly A[]): readonly A[] {
    const few = this.movesOf(state, this.me);
    const keys = new Set(legal.map((a) => this.game.formatAction(a)));
    const kept = few.filter((a) => keys.has(this.game.formatAction(a)));
    return kept.length > 0 ? kept : legal;
  }

  /**
   * One paired iteration (`paired` hint, with `trees=model`): every root move is played out
   * from the same determinisation with the same random numbers (the same later draws, the same
   * model choices where the play has not diverged), so root moves are compared on the same
   * deal and the deal's luck cancels out of their differences. The others play the model, the
   * searcher its rollout policy after its first move; the statistics sit on the root's arms.
   */
  pairedIteration(observed: S, moves: readonly A[], base: number): boolean {
    const root = this.rootNode();
    const seed = this.rng.int(0x7fffffff);
    const results: number[] = [];
    for (const move of moves) {
      const rng = Rng.fromInt(seed);
      const payoff = this.playout(fresh(observed, rng), move, rng);
      if (!payoff) return false;
      const r = this.reward(payoff)[this.me] ?? 0;
      results.push(r);
    }
    this.base = base;
    for (const [i, move] of moves.entries()) {
      const k = `${this.me} ${this.game.formatAction(move)}`;
      let arm = root.arms.get(k);
      if (!arm)
        root.arms.set(k, (arm = { action: move, visits: 0, total: 0, squares: 0, available: 0 }));
      arm.visits++;
      arm.available++;
      arm.total += results[i]!;
      arm.squares += results[i]! * results[i]!;
      if (base >= 0) {
        const d = results[i]! - results[base]!;
        let gap = this.gaps.get(k);
        if (!gap) this.gaps.set(k, (gap = { sum: 0, squares: 0 }));
        gap.sum += d;
        gap.squares += d * d;
      }
    }
    this.baseKey = base >= 0 ? `${this.me} ${this.game.formatAction(moves[base]!)}` : null;
    return true;
  }

  /** Each root move's paired differences from the default move's result. */
  private readonly gaps = new Map<string, { sum: number; squares: number }>();
  private base = -1;
  private baseKey: string | null = null;

  /**
   * The move the searcher's own policy (its rollout policy, else the model) would play on this
   * determinisation, by index in `moves`, or -1: the move a paired search keeps unless another
   * beats it clearly.
   */
  defaultMove(state: S, moves: readonly A[]): number {
    const { rollout, model } = this.config.hints;
    const policy = rollout ?? model;
    if (!policy) return -1;
    const legal = this.game.legalActions(state, this.me);
    const a = policy(state, this.me, legal, this.rng.fork()) as A;
    const k = this.game.formatAction(a);
    return moves.findIndex((m) => this.game.formatAction(m) === k);
  }

  /**
   * The paired search's answer: the best mean, but the default move unless the best beats it by
   * more than `PAIRED_Z` standard errors of their paired difference. A few dozen deals cannot
   * tell an all-in from a check with a hundred chips riding on the river's luck; a move chosen
   * by noise against a sound default only loses.
   */
  pairedReport(legal: readonly A[], iterations: number): SearchReport<A> {
    const r = this.report(legal, iterations, true);
    if (this.base < 0 || !this.baseKey || r.moves.length === 0) return r;
    const best = r.moves[0]!;
    const k = `${this.me} ${this.game.formatAction(best.action)}`;
    if (k === this.baseKey) return r;
    const gap = this.gaps.get(k);
    const n = best.visits;
    if (gap && n > 1) {
      const mean = gap.sum / n;
      const variance = Math.max(0, gap.squares / n - mean * mean) * (n / (n - 1));
      if (mean > PAIRED_Z * Math.sqrt(variance / n)) return r;
    }
    const base = r.moves.find(
      (m) => `${this.me} ${this.game.formatAction(m.action)}` === this.baseKey,
    );
    return base ? { ...r, action: base.action } : r;
  }

  private rootNode(): InfoSet {
    const top = this.top(this.me);
    let root = top.children.values().next().value;
    if (!root) top.children.set("root", (root = new InfoSet()));
    return root;
  }

  /** Plays `first` for the searcher, then the model for the others and the rollout policy for it. */
  private playout(start: S, first: A, rng: Rng): readonly number[] | null {
    const game = this.game;
    const { rollout, model, evaluate } = this.config.hints;
    const hand = this.config.hints.hand?.(start);
    let state = start;
    for (let played = 0; ; played++) {
      const outcome = game.outcome(state);
      if (outcome) return outcome.payoff;
      if (this.cut(state, played, hand)) return evaluate!(state);
      if ((played & 255) === 255 && this.allowance.expired()) return null;
      const picks = game.toAct(state).map((seat) => {
        if (played === 0 && seat === this.me) return { seat, action: first };
        const legal = game.legalActions(state, seat);
        const policy = seat === this.me ? (rollout ?? model) : (model ?? rollout);
        const action = policy ? (policy(state, seat, legal, rng) as A) : rng.pick(legal);
        return { seat, action };
      });
      state = this.play(state, picks).state;
    }
  }

  /** Where a tree is entered: everything its owner knows there. */
  private entryKey(state: S, owner: Owner): string {
    return JSON.stringify(this.game.view(state, owner));
  }

  /** What a tree's owner learns from one step: its own moves and the events it may see. */
  private stepKey(
    owner: Owner,
    picks: readonly { seat: Seat; action: A }[],
    events: readonly GameEvent[],
  ): string {
    let k = "";
    for (const p of picks) if (p.seat === owner) k += `${this.game.formatAction(p.action)}\n`;
    for (const e of events)
      if (e.audience === "public" || (owner !== "spectator" && e.audience.includes(owner)))
        k += `${e.text}\n`;
    return k;
  }

  /**
   * Moves a tree to the child information set under `k`, growing it if new. Growing a node
   * below the first ends the tree's part in this iteration; entering at a new first node does
   * not, so every iteration makes at least one choice in the tree.
   */
  private descend(
    at: Map<Owner, InfoSet>,
    out: Set<Owner>,
    owner: Owner,
    from: InfoSet,
    k: string,
    entering = false,
  ): void {
    let next = from.children.get(k);
    if (!next) {
      next = new InfoSet();
      from.children.set(k, next);
      if (!entering) out.add(owner);
    }
    at.set(owner, next);
  }

  /** UCB1 with availability counts; an untried action is taken first. */
  private select(node: InfoSet, seat: Seat, legal: readonly A[]): { arm: Arm; fresh: boolean } {
    if (legal.length === 0) throw new Error(`Seat ${seat} is to act but has no legal action.`);
    const untried: Arm[] = [];
    const tried: Arm[] = [];
    for (const action of legal) {
      const k = `${seat} ${this.game.formatAction(action)}`;
      let arm = node.arms.get(k);
      if (!arm) node.arms.set(k, (arm = { action, visits: 0, total: 0, squares: 0, available: 0 }));
      arm.available++;
      (arm.visits === 0 ? untried : tried).push(arm);
    }
    if (untried.length > 0) return { arm: untried[this.rng.int(untried.length)]!, fresh: true };
    const span = this.hi - this.lo;
    const c = this.config.exploration;
    let best = tried[0]!;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const arm of tried) {
      const mean = arm.total / arm.visits;
      const value = span > 0 ? (mean - this.lo) / span : 0.5;
      const score = value + c * Math.sqrt(Math.log(arm.available) / arm.visits);
      if (score > bestScore) {
        bestScore = score;
        best = arm;
      }
    }
    return { arm: best, fresh: false };
  }

  /**
   * Applies every pick, in seat order; picks were all made before any was applied. An earlier
   * pick can end a later seat's choice (a fold that ends the hand during secret discards): such a
   * pick is dropped. The first pick always applies, so the search always moves on.
   */
  private play(
    state: S,
    picks: readonly { seat: Seat; action: A }[],
  ): { state: S; events: readonly GameEvent[] } {
    let s = state;
    let events: readonly GameEvent[] = [];
    for (const [i, { seat, action }] of picks.entries()) {
      if (i > 0 && !this.game.toAct(s).includes(seat)) continue;
      const r = this.game.apply(s, seat, action);
      if (!r.ok && i > 0) continue;
      if (!r.ok)
        throw new Error(
          `${this.game.name} refused seat ${seat}'s ${this.game.formatAction(action)} in a search: ${r.error.message}`,
        );
      s = r.value.state;
      events = events.length === 0 ? r.value.events : [...events, ...r.value.events];
    }
    return { state: s, events };
  }

  /**
   * Plays on to the end (or to the cap) and returns each seat's payoff or estimate; null when a
   * time budget runs out first (a game that ends only after many hands, played without a cap).
   */
  private rollout(start: S, hand: number | undefined): readonly number[] | null {
    const game = this.game;
    const { rollout, evaluate } = this.config.hints;
    let state = start;
    for (let played = 0; ; played++) {
      const outcome = game.outcome(state);
      if (outcome) return outcome.payoff;
      if (this.cut(state, played, hand)) return evaluate!(state);
      if ((played & 255) === 255 && this.allowance.expired()) return null;
      const acting = game.toAct(state);
      const picks = acting.map((seat) => {
        const action = rollout
          ? rollout(state, seat, game.legalActions(state, seat), this.rng)
          : this.rng.pick(this.movesOf(state, seat));
        return { seat, action };
      });
      state = this.play(state, picks).state;
    }
  }

  private reward(payoff: readonly number[]): readonly number[] {
    const n = payoff.length;
    if (this.config.objective === "payoff" || n < 2) return payoff;
    const total = payoff.reduce((t, p) => t + p, 0);
    return payoff.map((p) => p - (total - p) / (n - 1));
  }

  report(legal: readonly A[], iterations: number, byMean = false): SearchReport<A> {
    const root = this.top(this.me).children.values().next().value;
    const moves = legal.map((action) => {
      const arm = root?.arms.get(`${this.me} ${this.game.formatAction(action)}`);
      const visits = arm?.visits ?? 0;
      const mean = visits > 0 ? arm!.total / visits : 0;
      let margin = Number.POSITIVE_INFINITY;
      if (visits > 1) {
        const variance = Math.max(0, (arm!.squares - visits * mean * mean) / (visits - 1));
        margin = Z95 * Math.sqrt(variance / visits);
      }
      return { action, visits, mean, margin };
    });
    // Stable sort keeps the game's order among equals, so the choice is deterministic.
    // Paired: every searched move has the same visits, and the best mean wins.
    if (byMean) moves.sort((a, b) => +(b.visits > 0) - +(a.visits > 0) || b.mean - a.mean);
    else moves.sort((a, b) => b.visits - a.visits || b.mean - a.mean);
    return { action: moves[0]!.action, iterations, moves };
  }
}

/**
 * The determinised state with a generator of its own: `resample` redeals what the seat cannot
 * see, but a state that kept the true generator would let the search foresee every later shuffle
 * (the next hand's deal, a reshuffled discard pile). States carry it as `rng` (docs/engine.md).
 */
function fresh<S>(state: S, rng: Rng): S {
  const s = state as { rng?: unknown };
  if (Array.isArray(s.rng) && s.rng.length === 4) return { ...state, rng: rng.fork().state() };
  return state;
}

/** A bot: ISMCTS with a generator seeded once, so a table's decisions replay for its seed. */
export function ismctsPlayer<S, A extends Action>(
  seed: number,
  config: Partial<IsmctsConfig> = {},
): (ctx: SeatContext<S, A>) => A {
  const full = { ...defaultIsmcts, ...config };
  const rng = Rng.fromInt(seed);
  return (ctx) => {
    if (ctx.legal.length === 1) return ctx.legal[0]!;
    return ismctsSearch(ctx, full, rng.fork()).action;
  };
}
