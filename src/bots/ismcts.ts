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
 * client follows a table by), each by its type and data, never its words. So chance and other
 * seats' secret moves that the owner cannot tell apart lead to the same node, and different
 * draws it can see lead to different nodes. Keying by events rather than by the whole view after
 * every step makes the search about twice as fast on Tyramid (measured on mid-game positions);
 * a step with an event that carries no data is keyed by the owner's view after it as well, as
 * such an event may say in words what its data does not (a tile placed, without the space).
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
import { pairedSearch } from "./paired.js";
import {
  type Arm,
  type Arms,
  armKey,
  armOf,
  checkHints,
  credit,
  cutHere,
  movesOf,
  type Objective,
  type Pick,
  playOut,
  playPicks,
  reportOf,
  reseeded,
  rewardOf,
  type SearchReport,
} from "./playout.js";

export type { Objective, SearchReport } from "./playout.js";

export type TreeMode = "single" | "public" | "own" | "model";
export const treeModes: readonly TreeMode[] = ["single", "public", "own", "model"];

export interface IsmctsConfig {
  readonly budget: Budget;
  /**
   * The budget's milliseconds are only a safety cap on its iterations (a level's): a host
   * without a clock keeps the iterations alone.
   */
  readonly wallIsCap?: boolean;
  /** Needed for a time budget. */
  readonly clock?: Clock;
  /** UCB1 exploration constant on payoffs normalised to [0, 1]. */
  readonly exploration: number;
  readonly trees: TreeMode;
  readonly objective: Objective;
  readonly hints: SearchHints;
}

export const objectives: readonly Objective[] = ["margin", "payoff", "win"];

export const defaultIsmcts: IsmctsConfig = {
  // A search called directly may have no clock: the default's iterations (a bot spec adds 1 s).
  budget: withoutClock(defaultBudget),
  exploration: 0.7,
  trees: "public",
  objective: "margin",
  hints: {},
};

class InfoSet {
  /** Move statistics by `armKey`: in a single tree several seats act at one node. */
  readonly arms: Arms = new Map();
  /** Next information sets by what the owner sees after the move. */
  readonly children = new Map<string, InfoSet>();
}

/** One decision: search from `ctx` and return the most visited legal move. */
export function ismctsSearch<S, A extends Action>(
  ctx: SeatContext<S, A>,
  config: IsmctsConfig,
  rng: Rng,
): SearchReport<A> {
  const allowance = new Allowance(config.budget, config.clock);
  const { weigh, tries = 16 } = config.hints;
  const draw = weigh ? () => determinise(ctx, weigh, tries, rng) : () => ctx.observe(rng);
  if (config.hints.paired && config.trees === "model")
    return pairedSearch(ctx, config, rng, allowance, draw);
  const search = new Search<S, A>(ctx.game, ctx.seat, config, rng, allowance);
  let done = 0;
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

/** Whose views key a tree: a seat, or "spectator" for the public tree. */
type Owner = Viewer;

class Search<S, A extends Action> {
  private readonly tops = new Map<Owner, InfoSet>();
  private lo = Number.POSITIVE_INFINITY;
  private hi = Number.NEGATIVE_INFINITY;
  private readonly hints: SearchHints<S, A>;

  constructor(
    private readonly game: GameDefinition<unknown, S, A>,
    private readonly me: Seat,
    private readonly config: IsmctsConfig,
    private readonly rng: Rng,
    private readonly allowance: Allowance,
  ) {
    checkHints(config.hints);
    this.hints = config.hints;
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
    let state = reseeded(game, observed, this.rng);
    const hand = this.hints.hand?.(observed);
    const visits: { arm: Arm; seat: Seat }[] = [];
    // Where each tree stands in this iteration. A tree that has just grown a node is out: the
    // new node is met again by later iterations. A seat's tree is entered when it first acts.
    const at = new Map<Owner, InfoSet>();
    const out = new Set<Owner>();
    let inTree = true;
    while (inTree && game.outcome(state) === null && !cutHere(this.hints, state, 0, hand)) {
      const acting = game.toAct(state);
      for (const seat of acting) {
        const owner = this.treeOf(seat);
        if (owner !== null && !at.has(owner) && !out.has(owner))
          this.descend(at, out, owner, this.top(owner), this.entryKey(state, owner), true);
      }
      if (acting.some((s) => out.has(this.treeOf(s)!))) break;
      // Every acting seat picks before any pick is applied: secret choices stay independent.
      const picks: Pick<A>[] = [];
      for (const seat of acting) {
        const owner = this.treeOf(seat);
        if (owner === null) {
          picks.push({ seat, action: this.modelMove(state, seat) });
          continue;
        }
        const node = at.get(owner)!;
        const { arm, grown } = this.select(node, seat, movesOf(game, this.hints, state, seat));
        visits.push({ arm, seat });
        picks.push({ seat, action: arm.action as A });
        if (grown) inTree = false;
      }
      const step = playPicks(game, state, picks);
      state = step.state;
      for (const [owner, node] of [...at]) {
        if (!out.has(owner)) this.descend(at, out, owner, node, stepKey(game, owner, picks, step));
      }
    }
    const payoff = this.rollout(state, hand);
    if (!payoff) return false;
    const reward = rewardOf(this.config.objective, payoff);
    for (const r of reward) {
      if (r < this.lo) this.lo = r;
      if (r > this.hi) this.hi = r;
    }
    for (const { arm, seat } of visits) credit(arm, reward[seat] ?? 0);
    return true;
  }

  /**
   * Another seat's move by the game's model of how it plays (`trees=model`), on the cards the
   * determinisation dealt it: its hint `model`, else its rollout policy, else uniform.
   */
  private modelMove(state: S, seat: Seat): A {
    const { model, rollout } = this.hints;
    const legal = this.game.legalActions(state, seat);
    if (model) return model(state, seat, legal, this.rng);
    if (rollout) return rollout(state, seat, legal, this.rng);
    return this.rng.pick(movesOf(this.game, this.hints, state, seat));
  }

  /** Where a tree is entered: everything its owner knows there. */
  private entryKey(state: S, owner: Owner): string {
    return JSON.stringify(this.game.view(state, owner));
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

  /** UCB1 with availability counts; an untried action is taken first (`grown`). */
  private select(node: InfoSet, seat: Seat, legal: readonly A[]): { arm: Arm; grown: boolean } {
    if (legal.length === 0) throw new Error(`Seat ${seat} is to act but has no legal action.`);
    const untried: Arm[] = [];
    const tried: Arm[] = [];
    for (const action of legal) {
      const arm = armOf(node.arms, armKey(this.game, seat, action), action);
      arm.available++;
      (arm.visits === 0 ? untried : tried).push(arm);
    }
    if (untried.length > 0) return { arm: untried[this.rng.int(untried.length)]!, grown: true };
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
    return { arm: best, grown: false };
  }

  /** Plays on to the end (or to the cap) by the rollout policy, else uniformly. */
  private rollout(start: S, hand: number | undefined): readonly number[] | null {
    const { game, hints, rng } = this;
    const { rollout } = hints;
    return playOut(
      game,
      hints,
      this.allowance,
      start,
      hand,
      (state, seat) =>
        rollout
          ? rollout(state, seat, game.legalActions(state, seat), rng)
          : rng.pick(movesOf(game, hints, state, seat)),
      this.config.objective,
    );
  }

  report(legal: readonly A[], iterations: number): SearchReport<A> {
    const root = this.top(this.me).children.values().next().value;
    return reportOf(this.game, this.me, root?.arms, legal, iterations);
  }
}

/**
 * What a tree's owner learns from one step: its own moves and the events it may see, each by
 * its type and data, so rewording an event's text never changes a search. A step with a seen
 * event that carries no data adds the owner's view after it, as the words may say what no data
 * does.
 */
export function stepKey<S, A extends Action>(
  game: GameDefinition<unknown, S, A>,
  owner: Viewer,
  picks: readonly Pick<A>[],
  step: { readonly state: S; readonly events: readonly GameEvent[] },
): string {
  let k = "";
  for (const p of picks) if (p.seat === owner) k += `${game.formatAction(p.action)}\n`;
  let wordsOnly = false;
  for (const e of step.events) {
    if (e.audience !== "public" && (owner === "spectator" || !e.audience.includes(owner))) continue;
    if (e.data === undefined) wordsOnly = true;
    k += `${e.type} ${e.data === undefined ? "" : JSON.stringify(e.data)}\n`;
  }
  return wordsOnly ? `${k}${JSON.stringify(game.view(step.state, owner))}` : k;
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
