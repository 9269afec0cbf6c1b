/**
 * Colonial Pyramid — the card game of the Twelve Colonies:
 * pyramids of hexagonal cards, a wild Capstone, betting, secret discards, announcements and
 * runoffs. Rules as implemented: docs/rules/colonial.md.
 */
import {
  isBetAction,
  legalBets,
  maxRoundActions,
  placesAtEnd,
  roundRules,
} from "../../betting/index.js";
import { type ColonialCard, earthFaces, earthText, sortCards } from "../../cards/colonial.js";
import { evaluateHand } from "../../cards/colonial-eval.js";
import { ErrorCode, ruleError } from "../../core/errors.js";
import type { GameDefinition, GameEvent, Outcome, Seat, Step } from "../../core/game.js";
import { err, ok } from "../../core/result.js";
import { Rng } from "../../core/rng.js";
import {
  type ColonialAction,
  colonialActionSchema,
  discardChoices,
  formatColonialAction,
  parseColonialAction,
} from "./actions.js";
import {
  bet,
  chooseDiscard,
  cutDeck,
  cutRefusal,
  discardRefusal,
  fold,
  mayFoldNow,
  show,
  showRefusal,
  startHand,
} from "./flow.js";
import {
  type ColonialOptions,
  checkColonialOptions,
  colonialOptions,
  colonialVariants,
  discardRounds,
} from "./options.js";
import { renderColonial } from "./render.js";
import { type ColonialState, copyState } from "./state.js";
import { type ColonialView, colonialView, resampleColonial, toActOf } from "./view.js";

function legalActions(s: ColonialState, seat: Seat): ColonialAction[] {
  const h = s.hand;
  if (s.over || !h || !toActOf(s).includes(seat)) return [];
  switch (h.phase) {
    case "cut":
      return [
        { type: "tap" },
        ...Array.from({ length: h.stock.length - 1 }, (_, i) => ({
          type: "cut" as const,
          at: i + 1,
        })),
      ];
    case "bet":
      return legalBets(h.betting, seat);
    case "discard":
      return [
        ...discardChoices(h.hands[seat]!, s.options.maxDiscard).map((cards) => ({
          type: "discard" as const,
          cards,
        })),
        { type: "fold" },
      ];
    case "announce":
      return [{ type: "show" }, { type: "fold" }];
  }
}

function refusal(s: ColonialState, seat: Seat, a: ColonialAction): string | null {
  switch (a.type) {
    case "fold":
      return mayFoldNow(s, seat) ? null : "You cannot fold now.";
    case "tap":
      return cutRefusal(s, seat, "tap");
    case "cut":
      return cutRefusal(s, seat, a.at);
    case "discard":
      return discardRefusal(s, seat, a.cards);
    case "show":
      return showRefusal(s, seat);
    default:
      return s.hand!.phase === "bet" ? null : "There is no betting now.";
  }
}

/** Chips in play: behind, in the middle, and held for runoffs still to come. */
function conserved(s: ColonialState): number {
  const held = s.runoffs.reduce((a, r) => a + r.amount, 0);
  if (!s.hand) return s.stacks.reduce((a, c) => a + c, 0) + held;
  const b = s.hand.betting;
  return (
    b.stacks.reduce((a, c) => a + c, 0) + b.committed.reduce((a, c) => a + c, 0) + b.dead + held
  );
}

function outcome(s: ColonialState): Outcome | null {
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

/** A bound on a table's actions: the betting module's bound on each round, plus the rest. */
function maxActions(o: ColonialOptions, players: number): number {
  const chips = players * o.stack;
  const rounds = discardRounds(o) + 1;
  let betting = 0;
  for (let r = 0; r < rounds; r++)
    betting += maxRoundActions(players, chips, roundRules(o.betting, r, rounds));
  // The cut, a discard and a show or fold each, and a fold out of turn by anyone.
  const perHand = 1 + betting + discardRounds(o) * players + 2 * players;
  // A hand's pots (at most one per player) may each be played off up to five times.
  const withRunoffs = perHand * (1 + 5 * players);
  return withRunoffs * (o.hands ?? 100_000);
}

/** Events as the table shows them: with `earth`, their cards in the Earth improvisation's faces. */
function shownAs(o: ColonialOptions, events: GameEvent[]): GameEvent[] {
  return o.earth ? events.map((e) => ({ ...e, text: earthText(e.text) })) : events;
}

/** The table's first state: the seats, the first dealer, and the first hand begun. */
function start(options: ColonialOptions, players: number, seed: string): Step<ColonialState> {
  const rng = Rng.fromSeed(seed);
  const stacks = Array.from({ length: players }, () => options.stack);
  const s: ColonialState = {
    rng: rng.state(),
    options,
    players,
    startStacks: [...stacks],
    stacks,
    dealer: rng.int(players),
    handsPlayed: 0,
    hand: null,
    runoffs: [],
    last: null,
    over: false,
    outAt: stacks.map(() => null),
  };
  const events: GameEvent[] = [];
  startHand(s, rng, events);
  s.rng = rng.state();
  return { state: s, events: shownAs(options, events) };
}

export const colonial: GameDefinition<
  ColonialOptions,
  ColonialState,
  ColonialAction,
  ColonialView
> = {
  id: "colonial",
  rulesVersion: 1,
  name: "Colonial Pyramid",
  summary:
    "The Colonies' card game: build pyramids of hexagonal cards (third level at the base, a first-level card on top), the black Capstone wild. Ante, bet, discard in secret and draw, bet again, then show or fold; perfect pyramids rank by colour, and tied hands play a runoff.",
  minPlayers: 2,
  maxPlayers: 6,
  defaultPlayers: 4,
  options: colonialOptions,
  checkOptions: checkColonialOptions,
  variants: colonialVariants,
  zeroSum: true,
  hiddenInformation: true,
  actionSchema: colonialActionSchema,
  maxActions,

  setup: (options, players, seed) => start(options, players, seed).state,
  start,

  toAct: toActOf,
  legalActions,

  anytimeActions(s, seat) {
    if (toActOf(s).includes(seat) || !mayFoldNow(s, seat)) return [];
    return [{ type: "fold" }];
  },

  apply(s, seat, action) {
    if (s.over || !s.hand) return err(ruleError(ErrorCode.gameOver, "The game is over."));
    // Refuse before copying the state: most refused actions are cheap to spot.
    const why = refusal(s, seat, action);
    if (why) return err(ruleError(ErrorCode.illegal, why));
    const next = copyState(s);
    const rng = Rng.fromState(next.rng);
    const events: GameEvent[] = [];
    let r: ReturnType<typeof fold>;
    switch (action.type) {
      case "fold":
        r = fold(next, seat, rng, events);
        break;
      case "tap":
        r = cutDeck(next, seat, "tap", rng, events);
        break;
      case "cut":
        r = cutDeck(next, seat, action.at, rng, events);
        break;
      case "discard":
        r = chooseDiscard(next, seat, action.cards, rng, events);
        break;
      case "show":
        r = show(next, seat, rng, events);
        break;
      default:
        r = isBetAction(action)
          ? bet(next, seat, action, rng, events)
          : err(ruleError(ErrorCode.illegal, "Unknown action."));
    }
    if (!r.ok) return r;
    next.rng = rng.state();
    return ok({ state: next, events: shownAs(next.options, events) });
  },

  view: colonialView,
  resample: resampleColonial,
  outcome,
  conserved,
  formatAction: formatColonialAction,
  showAction(view, action) {
    if (!view.options.earth) return formatColonialAction(action);
    const mine = typeof view.viewer === "number" ? view.cards[view.viewer] : null;
    if (action.type !== "discard" || !mine || action.cards.length === 0)
      return earthText(formatColonialAction(action));
    return `discard ${splitFaces(mine, action.cards).thrown.join(" ")}`;
  },
  parseAction: parseColonialAction,
  render: renderColonial,

  hint(view, action) {
    const text = hintText(view, action);
    return view.options.earth && action.type !== "discard" ? earthText(text) : text;
  },
};

/**
 * A hand's Earth faces split by a discard: the discarded cards take the first faces of their
 * kind in the hand, the kept cards the others, so the list and its hint name each card once.
 */
function splitFaces(hand: readonly ColonialCard[], thrown: readonly ColonialCard[]) {
  const faces = earthFaces(hand);
  const left = [...thrown];
  const out = { thrown: [] as string[], kept: [] as string[] };
  hand.forEach((card, i) => {
    const k = left.indexOf(card);
    if (k >= 0) left.splice(k, 1);
    (k >= 0 ? out.thrown : out.kept).push(faces[i]!);
  });
  return out;
}

/** A note beside an action in the terminal: what a discard keeps, what a show or fold gives. */
function hintText(view: ColonialView, action: ColonialAction): string {
  const mine = typeof view.viewer === "number" ? view.cards[view.viewer] : null;
  if (!mine) return "";
  if (action.type === "show") return view.best?.description ?? "";
  if (action.type === "discard" && view.options.earth) {
    const kept = splitFaces(mine, action.cards).kept;
    return kept.length ? `keep ${kept.join(" ")}` : "keep nothing";
  }
  if (action.type === "discard") {
    const kept = [...mine];
    for (const c of action.cards) kept.splice(kept.indexOf(c), 1);
    return kept.length ? `keep ${sortCards(kept).join(" ")}` : "keep nothing";
  }
  if (action.type === "fold" && view.best) return `give up ${evaluateHand(mine).description}`;
  return "";
}
