import { type GameDefinition, renderOfScreen } from "../../core/game.js";
import { reseedRng } from "../../core/rng.js";
import { actionSchema, formatAction, type PyramidAction, parseAction } from "./actions.js";
import { pyramidPokerEntry } from "./entry.js";
import { fullPyramid } from "./geometry.js";
import { checkOptions, layout, type Options, options } from "./options.js";
import { hint, screen } from "./render.js";
import { matchOutcome, roundOpening } from "./round.js";
import { apply, legalActions, toAct } from "./rules.js";
import { type State, setup } from "./state.js";
import { type PyramidView, resample, view } from "./view.js";

export const pyramidPoker: GameDefinition<Options, State, PyramidAction, PyramidView> = {
  id: pyramidPokerEntry.id,
  rulesVersion: 1,
  name: pyramidPokerEntry.name,
  summary:
    "Build a pyramid of 54 poker tiles, each facing only its placer's side, then dismantle it " +
    "tile by tile into poker hands. 2–4 players, team play, and a 2-player Texas Hold 'Em variant.",
  minPlayers: pyramidPokerEntry.minPlayers,
  maxPlayers: pyramidPokerEntry.maxPlayers,
  options,
  checkOptions,
  variants: {
    basic: {
      description: "basic scoring: win the round, skunk for all three",
      options: { scoring: "basic" },
    },
    teams: {
      description: "4 players in teams: 0 and 2 against 1 and 3, to 20",
      options: { teams: true },
      players: [4],
    },
    "teams-basic": {
      description: "teams with basic scoring; a tie goes to the best hand",
      options: { teams: true, scoring: "basic" },
      players: [4],
    },
    holdem: {
      description: "Texas Hold 'Em: three 2-tile hidden hands and a 5-tile community board",
      options: { variant: "holdem" },
      players: [2],
    },
    "holdem-basic": {
      description: "Texas Hold 'Em with basic scoring",
      options: { variant: "holdem", scoring: "basic" },
      players: [2],
    },
  },
  zeroSum: false,
  hiddenInformation: true,
  actionSchema,
  maxActions(o, players) {
    const lay = layout(o, players);
    // Every tile placed and taken, each taken tile put somewhere, and a keep per joker.
    const perRound = Math.min(fullPyramid(lay.base), players * lay.supply) * 3 + 2;
    return perRound * lay.maxRounds;
  },
  setup,
  start(o, players, seed) {
    const state = setup(o, players, seed);
    return { state, events: roundOpening(state) };
  },
  toAct,
  legalActions,
  apply,
  view,
  resample,
  reseed: reseedRng,
  outcome: (s) => (s.phase === "over" ? matchOutcome(s) : null),
  // Scores change only when a round ends, so during a round they are its starting scores.
  handStart: (s) => ({
    hand: s.round,
    unit: "points",
    holdings: [...s.scores],
    payoff: [...s.scores],
  }),
  formatAction,
  parseAction,
  render: renderOfScreen(screen),
  legend: () => "Key: Ks king of spades, Jk joker · ▒A ▒B a tile's back · [ ] free · ++ open",
  screen,
  hint,
};
