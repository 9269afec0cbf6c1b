/**
 * Wild/Kill Pyramid (the home-poker text, Article 5): five hole cards under a pyramid
 * of nine — the top row makes its ranks wild, the middle row is shared, the bottom row kills
 * every card of its ranks. Four betting rounds, high only or high-low with a declaration, and a
 * showdown on the surviving cards. Rules as implemented: docs/rules/wild-kill.md.
 */
import {
  declarations,
  isBetAction,
  legalBets,
  maxRoundActions,
  placesAtEnd,
  roundRules,
} from "../../betting/index.js";
import { ErrorCode, ruleError } from "../../core/errors.js";
import type { GameDefinition, GameEvent, Outcome, Step } from "../../core/game.js";
import { err, ok } from "../../core/result.js";
import { Rng } from "../../core/rng.js";
import {
  formatWildKillAction,
  parseWildKillAction,
  type WildKillAction,
  wildKillActionSchema,
} from "./actions.js";
import { bet, declare, declareRefusal, startHand } from "./flow.js";
import {
  checkWildKillOptions,
  type WildKillOptions,
  wildKillOptions,
  wildKillVariants,
} from "./options.js";
import { myHand, renderWildKill } from "./render.js";
import { nextState, ROUNDS, type WildKillState } from "./state.js";
import { resampleWildKill, toActOf, type WildKillView, wildKillView } from "./view.js";

function legalActions(s: WildKillState, seat: number): WildKillAction[] {
  const h = s.hand;
  if (s.over || !h) return [];
  // Betting: only the seat to act (asked without building the list of one).
  if (h.phase === "betting")
    return h.betting.round?.actor === seat ? legalBets(h.betting, seat) : [];
  if (!toActOf(s).includes(seat)) return [];
  return declarations.map((way) => ({ type: "declare" as const, way }));
}

function conserved(s: WildKillState): number {
  const b = s.hand?.betting;
  if (!b) return s.stacks.reduce((a, c) => a + c, 0);
  return b.stacks.reduce((a, c) => a + c, 0) + b.committed.reduce((a, c) => a + c, 0) + b.dead;
}

function outcome(s: WildKillState): Outcome | null {
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
function maxActions(o: WildKillOptions, players: number): number {
  const chips = players * o.stack;
  let perHand = players;
  for (let r = 0; r < ROUNDS; r++)
    perHand += maxRoundActions(players, chips, roundRules(o.betting, r, ROUNDS));
  return perHand * (o.hands ?? 100_000);
}

/** The table's first state: the seats, the first dealer, and the first hand begun. */
function start(options: WildKillOptions, players: number, seed: string): Step<WildKillState> {
  const rng = Rng.fromSeed(seed);
  const stacks = Array.from({ length: players }, () => options.stack);
  const s: WildKillState = {
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

export const wildKill: GameDefinition<
  WildKillOptions,
  WildKillState,
  WildKillAction,
  WildKillView
> = {
  id: "wild-kill",
  rulesVersion: 1,
  name: "Wild/Kill Pyramid",
  summary:
    "Home poker under a pyramid of nine: five hole cards each; the top row makes its ranks wild (its own two cards are dead), the middle row is shared, and the bottom row kills every card of its ranks, in the shared row and in your hand. Four betting rounds, high only or high-low with a secret declaration; five of a kind beats a straight flush.",
  minPlayers: 2,
  maxPlayers: 8,
  options: wildKillOptions,
  checkOptions: checkWildKillOptions,
  variants: wildKillVariants,
  zeroSum: true,
  hiddenInformation: true,
  actionSchema: wildKillActionSchema,
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
    } else if (!isBetAction(action)) {
      return err(ruleError(ErrorCode.illegal, "Unknown action."));
    } else if (s.hand.phase !== "betting") {
      return err(
        ruleError(ErrorCode.illegal, "There is no betting now: declare high, low or both."),
      );
    }
    const next = nextState(s);
    const rng = Rng.fromState(next.rng);
    const events: GameEvent[] = [];
    const r =
      action.type === "declare"
        ? declare(next, seat, action.way, rng, events)
        : bet(next, seat, action, rng, events);
    if (!r.ok) return r;
    next.rng = rng.state();
    return ok({ state: next, events });
  },

  view: wildKillView,
  resample: resampleWildKill,
  outcome,
  conserved,
  formatAction: formatWildKillAction,
  parseAction: parseWildKillAction,
  render: renderWildKill,

  hint(view, action) {
    if (action.type !== "declare" && action.type !== "fold") return "";
    const mine = myHand(view);
    if (!mine) return "";
    if (action.type === "fold") return `give up ${mine.high}`;
    if (action.way === "high") return mine.high;
    if (action.way === "low") return mine.low ?? "";
    return `${mine.high} / ${mine.low ?? ""}`;
  },
};
