/**
 * The paired search (`paired` hint, with `trees=model`): every root move is played out from the
 * same determinisation with the same random numbers (the same later draws, the same model
 * choices where the play has not diverged), so root moves are compared on the same deal and the
 * deal's luck cancels out of their differences. The others play the game's model, the searcher
 * its rollout policy after its first move. It keeps the default move (the searcher's own
 * policy's) unless another beats it clearly.
 */
import type { Action, Seat } from "../core/game.js";
import type { SeatContext } from "../core/match.js";
import { Rng } from "../core/rng.js";
import type { Allowance } from "./budget.js";
import type { SearchHints } from "./hints.js";
import {
  type Arms,
  armKey,
  armOf,
  checkHints,
  credit,
  movesOf,
  type Objective,
  playOut,
  reportOf,
  reseeded,
  rewardOf,
  type SearchReport,
} from "./playout.js";

/** Standard errors by which a paired search's best move must beat the default move. */
const PAIRED_Z = 1.5;

export interface PairedConfig {
  readonly objective: Objective;
  readonly hints: SearchHints;
}

/** One decision by paired playouts, drawing determinisations with `draw` while time allows. */
export function pairedSearch<S, A extends Action>(
  ctx: SeatContext<S, A>,
  config: PairedConfig,
  rng: Rng,
  allowance: Allowance,
  draw: () => S,
): SearchReport<A> {
  checkHints(config.hints);
  const search = new Paired<S, A>(ctx, config, rng, allowance);
  let moves: readonly A[] | null = null;
  let done = 0;
  while (allowance.more()) {
    const s = draw();
    if (!moves) {
      moves = search.rootMoves(s);
      // One move worth searching (the cut's tap): nothing to compare.
      if (moves.length === 1)
        return {
          action: moves[0]!,
          iterations: 0,
          moves: [{ action: moves[0]!, visits: 0, mean: 0, margin: Number.POSITIVE_INFINITY }],
        };
      search.base = search.defaultMove(ctx, s, moves);
    }
    if (search.iterate(s, moves)) done++;
  }
  return search.report(done);
}

class Paired<S, A extends Action> {
  private readonly arms: Arms = new Map();
  /** Each root move's paired differences from the default move's result, by arm key. */
  private readonly gaps = new Map<string, { sum: number; squares: number }>();
  /** The default move's index in the root moves, or -1 when there is no policy to ask. */
  base = -1;
  /** The default move's arm key, once a paired iteration has completed with one. */
  private baseKey: string | null = null;
  private readonly me: Seat;

  constructor(
    private readonly ctx: SeatContext<S, A>,
    private readonly config: PairedConfig,
    private readonly rng: Rng,
    private readonly allowance: Allowance,
  ) {
    this.me = ctx.seat;
  }

  private key(action: A): string {
    return armKey(this.ctx.game, this.me, action);
  }

  /** The searcher's moves at the root: the game's chosen few of the legal ones. */
  rootMoves(state: S): readonly A[] {
    const legal = this.ctx.legal;
    const few = movesOf(this.ctx.game, this.config.hints, state, this.me);
    const keys = new Set(legal.map((a) => this.key(a)));
    const kept = few.filter((a) => keys.has(this.key(a)));
    return kept.length > 0 ? kept : legal;
  }

  /**
   * The default move by index in `moves`, or -1: the game's heuristic's from the searcher's
   * context (`policy`), else its rollout policy's (or the model's) on this determinisation.
   */
  defaultMove(ctx: SeatContext<S, A>, state: S, moves: readonly A[]): number {
    const { rollout, model, policy } = this.config.hints;
    let move: A;
    if (policy) move = policy(ctx, this.rng.fork()) as A;
    else if (rollout ?? model) {
      const legal = this.ctx.game.legalActions(state, this.me);
      move = (rollout ?? model)!(state, this.me, legal, this.rng.fork()) as A;
    } else return -1;
    const k = this.key(move);
    return moves.findIndex((m) => this.key(m) === k);
  }

  /** Every root move played out from one determinisation; false when the time ran out. */
  iterate(observed: S, moves: readonly A[]): boolean {
    const seed = this.rng.int(0x7fffffff);
    const results: number[] = [];
    for (const move of moves) {
      const rng = Rng.fromInt(seed);
      const payoff = this.playout(reseeded(this.ctx.game, observed, rng), move, rng);
      if (!payoff) return false;
      results.push(rewardOf(this.config.objective, payoff)[this.me] ?? 0);
    }
    for (const [i, move] of moves.entries()) {
      const k = this.key(move);
      const arm = armOf(this.arms, k, move);
      arm.available++;
      credit(arm, results[i]!);
      if (this.base >= 0) {
        const d = results[i]! - results[this.base]!;
        let gap = this.gaps.get(k);
        if (!gap) this.gaps.set(k, (gap = { sum: 0, squares: 0 }));
        gap.sum += d;
        gap.squares += d * d;
      }
    }
    if (this.base >= 0) this.baseKey = this.key(moves[this.base]!);
    return true;
  }

  /**
   * Plays `first` for the searcher, then the model for the others and for it the rollout policy
   * (playing for the win, `winRollout` where the game has one).
   */
  private playout(start: S, first: A, rng: Rng): readonly number[] | null {
    const { game } = this.ctx;
    const hints = this.config.hints as SearchHints<S, A>;
    const { rollout, model } = hints;
    const own =
      this.config.objective === "win" && hints.winRollout ? hints.winRollout : (rollout ?? model);
    return playOut(
      game,
      hints,
      this.allowance,
      start,
      hints.hand?.(start),
      (state, seat, played) => {
        if (played === 0 && seat === this.me) return first;
        const legal = game.legalActions(state, seat);
        const policy = seat === this.me ? own : (model ?? rollout);
        return policy ? policy(state, seat, legal, rng) : rng.pick(legal);
      },
      this.config.objective,
    );
  }

  /**
   * The best mean, but the default move unless the best beats it by more than `PAIRED_Z`
   * standard errors of their paired difference. A few dozen deals cannot tell an all-in from a
   * check with a hundred chips riding on the river's luck; a move chosen by noise against a
   * sound default only loses.
   */
  report(iterations: number): SearchReport<A> {
    const r = reportOf(this.ctx.game, this.me, this.arms, this.ctx.legal, iterations, true);
    const baseKey = this.baseKey;
    if (!baseKey || r.moves.length === 0) return r;
    const best = r.moves[0]!;
    const k = this.key(best.action);
    if (k === baseKey) return r;
    const gap = this.gaps.get(k);
    const n = best.visits;
    if (gap && n > 1) {
      const mean = gap.sum / n;
      const variance = Math.max(0, gap.squares / n - mean * mean) * (n / (n - 1));
      if (mean > PAIRED_Z * Math.sqrt(variance / n)) return r;
    }
    const base = r.moves.find((m) => this.key(m.action) === baseKey);
    return base ? { ...r, action: base.action } : r;
  }
}
