/**
 * Tyramid (`004_4b932d6497b5208b.txt`): build a flat pyramid of TIC cards, one card at a time,
 * scoring the Singles and Tics each card makes with the cards it touches. Hourglass and Shedding
 * are the `mode` option. The rules as built: docs/rules/tyramid.md.
 */
import { formatTic } from "../../cards/tic.js";
import {
  type GameDefinition,
  type GameEvent,
  type Outcome,
  renderOfScreen,
  type Step,
} from "../../core/game.js";
import { reseedRng } from "../../core/rng.js";
import { tyramidEntry } from "./entry.js";
import {
  checkTyramidOptions,
  placesToFill,
  type TyramidOptions,
  tyramidOptions,
} from "./options.js";
import { hint, screen } from "./render.js";
import { apply, legalActions, type TyramidAction } from "./rules.js";
import { setupState, type TyramidState } from "./state.js";
import { formatAction, parseAction, tyramidActionSchema } from "./text.js";
import { resample, type TyramidView, view } from "./view.js";

/** The deal as the table sees it: the high-card draw (if any), the deal, who plays first. */
function start(o: TyramidOptions, players: number, seed: string): Step<TyramidState> {
  const state = setupState(o, players, seed);
  const events: GameEvent[] = [];
  if (state.firstDraw) {
    const draw = state.firstDraw.map((c, seat) => `seat ${seat} ${formatTic(c)}`).join(", ");
    events.push({
      type: "draw",
      audience: "public",
      text: `High card for the first player: ${draw}.`,
    });
  }
  events.push({
    type: "deal",
    audience: "public",
    text: `Each player is dealt ${state.handSize} cards; seat ${state.toMove} plays first.`,
  });
  for (const [seat, hand] of state.hands.entries())
    events.push({
      type: "dealt",
      audience: [seat],
      text: `You are dealt ${hand.map(formatTic).join(" ")}.`,
    });
  return { state, events };
}

/** Places 1 for the best; tied values share a place. */
function ranksBy(values: readonly number[], better: (a: number, b: number) => boolean): number[] {
  return values.map((v) => 1 + values.filter((w) => better(w, v)).length);
}

function outcome(s: TyramidState): Outcome | null {
  if (s.phase !== "over") return null;
  if (s.mode === "shedding") {
    const counts = s.hands.map((h) => h.length);
    const ranks = ranksBy(counts, (a, b) => a < b);
    const winners = s.winner !== null ? [s.winner] : ranks.flatMap((r, i) => (r === 1 ? [i] : []));
    const payoff = counts.map((_, i) => (winners.includes(i) ? 1 / winners.length : 0));
    const how =
      s.winner !== null
        ? "plays their last card first"
        : `holds the fewest cards (${counts[winners[0]!]})`;
    const who = winners.map((w) => `Seat ${w}`).join(" and ");
    return {
      payoff,
      ranks,
      winners,
      summary: `${who} ${winners.length > 1 ? "share the win: each" : "wins:"} ${how}.`,
    };
  }
  const ranks = ranksBy(s.scores, (a, b) => a > b);
  const winners = ranks.flatMap((r, i) => (r === 1 ? [i] : []));
  const best = s.scores[winners[0]!]!;
  const who = winners.map((w) => `Seat ${w}`).join(" and ");
  return {
    payoff: s.scores,
    ranks,
    winners,
    summary:
      winners.length > 1
        ? `${who} share the win with ${best} points.`
        : `${who} wins with ${best} points.`,
  };
}

export const tyramid: GameDefinition<TyramidOptions, TyramidState, TyramidAction, TyramidView> = {
  id: tyramidEntry.id,
  rulesVersion: 1,
  name: tyramidEntry.name,
  summary:
    "Build a flat pyramid of TIC cards one card at a time; each card must share a number, shape or colour with every card it touches, and scores 1 per Single, 2 per Tic, more for Tic groups. Two or more Tics earn another play. Hourglass and Shedding variations.",
  minPlayers: tyramidEntry.minPlayers,
  maxPlayers: tyramidEntry.maxPlayers,
  options: tyramidOptions,
  checkOptions: checkTyramidOptions,
  variants: {
    short: { description: "a quick 5-row pyramid", options: { rows: 5 } },
    "high-card": {
      description: "the first player is chosen by a high-card draw",
      options: { firstPlayer: "high-card" },
    },
    hourglass: {
      description: "the Hourglass: 5 rows above and 5 below the centre card",
      options: { mode: "hourglass" },
    },
    "small-hourglass": {
      description: "a 3-row-each-side hourglass",
      options: { mode: "hourglass", halfRows: 3 },
    },
    shedding: {
      description: "Shedding: 10 cards each, no scoring, first to play their last card wins",
      options: { mode: "shedding" },
    },
  },
  zeroSum: false,
  hiddenInformation: true,
  actionSchema: tyramidActionSchema,
  maxActions(o, players) {
    // Each card placed may be followed by a stop; each reveal takes a card from the deck and
    // is followed by at most one keep; between two of those, at most `players` passes.
    const places = placesToFill(o);
    return 2 * places + 2 * 125 + players * (places + 126);
  },
  setup: setupState,
  start,
  toAct: (s) => (s.phase === "over" ? [] : [s.toMove]),
  legalActions,
  apply,
  view,
  resample,
  reseed: reseedRng,
  outcome,
  formatAction,
  parseAction,
  render: renderOfScreen(screen),
  legend: () => "Key: 3★O three, star, orange · ● ☾ ▲ ■ ★ circle to star · V C Y O R violet…red",
  screen,
  hint,
};
