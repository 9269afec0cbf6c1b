/**
 * Three-sided Pyramid (its rule text; docs/rules): home poker with four hole cards and six
 * shared cards in a pyramid of three sides, turned one by one with seven betting rounds; five-card
 * hands from the hole cards and one side; high-low with a secret declaration. Rules as
 * implemented: docs/rules/three-sided.md.
 */
import {
  isBetAction,
  legalBets,
  maxRoundActions,
  placesAtEnd,
  roundRules,
} from "../../betting/index.js";
import { ErrorCode, ruleError } from "../../core/errors.js";
import type { GameDefinition, GameEvent, Outcome, Step } from "../../core/game.js";
import { err, ok, type Result } from "../../core/result.js";
import { Rng } from "../../core/rng.js";
import {
  formatThreeSidedAction,
  parseThreeSidedAction,
  type ThreeSidedAction,
  threeSidedActionSchema,
} from "./actions.js";
import { bet, declare, declareRefusal, startHand } from "./flow.js";
import { bestIndex, describeWay, sideName, sideValues } from "./hands.js";
import {
  checkThreeSidedOptions,
  type ThreeSidedOptions,
  threeSidedOptions,
  threeSidedVariants,
} from "./options.js";
import { renderThreeSided } from "./render.js";
import { nextState, ROUNDS, type ThreeSidedState } from "./state.js";
import { resampleThreeSided, type ThreeSidedView, threeSidedView, toActOf } from "./view.js";

function legalActions(s: ThreeSidedState, seat: number): ThreeSidedAction[] {
  const h = s.hand;
  if (s.over || !h) return [];
  // Betting: only the seat to act (asked without building the list of one).
  if (h.phase === "betting")
    return h.betting.round?.actor === seat ? legalBets(h.betting, seat) : [];
  if (!toActOf(s).includes(seat)) return [];
  return [
    { type: "declare", way: "high" },
    { type: "declare", way: "low" },
    { type: "declare", way: "both" },
  ];
}

function conserved(s: ThreeSidedState): number {
  const b = s.hand?.betting;
  if (!b) return s.stacks.reduce((a, c) => a + c, 0);
  return b.stacks.reduce((a, c) => a + c, 0) + b.committed.reduce((a, c) => a + c, 0) + b.dead;
}

function outcome(s: ThreeSidedState): Outcome | null {
  if (!s.over) return null;
  const payoff = s.stacks.map((c, i) => c - s.startStacks[i]!);
  const ranks = placesAtEnd(s.stacks, s.outAt);
  const winners = ranks.flatMap((r, i) => (r === 1 ? [i] : []));
  const total = s.stacks.reduce((a, c) => a + c, 0);
  const top = s.stacks[winners[0]!]!;
  const who = winners.length === 1 ? `Seat ${winners[0]}` : `Seats ${winners.join(" and ")}`;
  const hands = `${s.handsPlayed} hand${s.handsPlayed === 1 ? "" : "s"}`;
  const summary =
    top === total
      ? `${who} wins every chip (${total}) in ${hands}.`
      : `After ${hands} ${who} ${winners.length === 1 ? "leads" : "lead"} with ${top} chips.`;
  return { payoff, ranks, winners, summary };
}

/** A bound on a table's actions: the betting module's bound on each round, plus declarations. */
function maxActions(o: ThreeSidedOptions, players: number): number {
  const chips = players * o.stack;
  let perHand = players;
  for (let r = 0; r < ROUNDS; r++)
    perHand += maxRoundActions(players, chips, roundRules(o.betting, r, ROUNDS));
  return perHand * (o.hands ?? 100_000);
}

/** The table's first state: the seats, the first dealer, and the first hand begun. */
function start(options: ThreeSidedOptions, players: number, seed: string): Step<ThreeSidedState> {
  const rng = Rng.fromSeed(seed);
  const stacks = Array.from({ length: players }, () => options.stack);
  const s: ThreeSidedState = {
    rng: rng.state(),
    options,
    players,
    startStacks: [...stacks],
    stacks,
    dealer: rng.int(players),
    handsPlayed: 0,
    hand: null,
    last: null,
    over: false,
    outAt: stacks.map(() => null),
  };
  const events: GameEvent[] = [];
  startHand(s, rng, events);
  s.rng = rng.state();
  return { state: s, events };
}

export const threeSided: GameDefinition<
  ThreeSidedOptions,
  ThreeSidedState,
  ThreeSidedAction,
  ThreeSidedView
> = {
  id: "three-sided",
  rulesVersion: 1,
  name: "Three-sided Pyramid",
  summary:
    "Home poker with four hole cards and six shared cards in a pyramid of three sides, turned one at a time with a betting round after each (seven in all). Make five cards from two to four of your own and one side of the pyramid, then declare high, low or both in secret; a player who declares both must win or tie both ways.",
  minPlayers: 2,
  maxPlayers: 10,
  options: threeSidedOptions,
  checkOptions: checkThreeSidedOptions,
  variants: threeSidedVariants,
  zeroSum: true,
  hiddenInformation: true,
  actionSchema: threeSidedActionSchema,
  maxActions,

  setup: (options, players, seed) => start(options, players, seed).state,
  start,

  toAct: toActOf,
  legalActions,

  apply(s, seat, action) {
    if (s.over || !s.hand) return err(ruleError(ErrorCode.gameOver, "The game is over."));
    if (action.type === "declare") {
      const why = declareRefusal(s, seat);
      if (why) return err(ruleError(ErrorCode.illegal, why));
    } else if (s.hand.phase !== "betting") {
      return err(
        ruleError(ErrorCode.illegal, "There is no betting now: declare high, low or both."),
      );
    }
    const next = nextState(s);
    const rng = Rng.fromState(next.rng);
    const events: GameEvent[] = [];
    let r: Result<true, ReturnType<typeof ruleError>>;
    if (action.type === "declare") r = declare(next, seat, action.way, rng, events);
    else if (isBetAction(action)) r = bet(next, seat, action, rng, events);
    else r = err(ruleError(ErrorCode.illegal, "Unknown action."));
    if (!r.ok) return r;
    next.rng = rng.state();
    return ok({ state: next, events });
  },

  view: threeSidedView,
  resample: resampleThreeSided,
  outcome,
  conserved,
  formatAction: formatThreeSidedAction,
  parseAction: parseThreeSidedAction,
  render: renderThreeSided,

  hint(view, action) {
    // At the declaration the only hole cards a seat sees are its own; the view carries the
    // table's low order, so each way names the hand (and side) it would play.
    if (action.type !== "declare" || view.phase !== "declare") return "";
    const hole = view.hole.find((h) => h !== null);
    if (!hole || view.board.some((c) => c === null)) return "";
    const board = view.board as number[];
    const values = sideValues(hole, board, { low: view.low, lowQualifier: view.lowQualifier });
    const high = bestIndex(values.map((v) => v.high));
    const highText = `${describeWay(hole, board, high, "high").name} (${sideName(high)})`;
    const low = bestIndex(values.map((v) => v.low));
    const lowText =
      values[low]!.low === null
        ? "no qualifying low"
        : `${describeWay(hole, board, low, view.low).name} (${sideName(low)})`;
    if (action.way === "high") return highText;
    if (action.way === "low") return lowText;
    return `${highText} / ${lowText}`;
  },
};
