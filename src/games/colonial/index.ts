/**
 * Colonial Pyramid — the card game of the Twelve Colonies:
 * pyramids of hexagonal cards, a wild Capstone, betting, secret discards, announcements and
 * runoffs. Rules as implemented: docs/rules/colonial.md.
 */

import {
  handByHandRebuys,
  isBetAction,
  legalBets,
  maxRoundActions,
  roundRules,
  type TableGame,
  type TableStart,
  tableChips,
  tableMembers,
  withRebuys,
} from "../../betting/index.js";
import { type ColonialCard, earthFaces, earthText, sortCards } from "../../cards/colonial.js";
import { evaluateHand } from "../../cards/colonial-eval.js";
import { ErrorCode, ruleError } from "../../core/errors.js";
import {
  checkElseFold,
  foldIfAble,
  type GameDefinition,
  type GameEvent,
  renderOfScreen,
  type Seat,
} from "../../core/game.js";
import { err, ok } from "../../core/result.js";
import { Rng, reseedRng } from "../../core/rng.js";
import {
  type ColonialAction,
  colonialActionSchema,
  discardChoices,
  formatColonialAction,
  parseColonialAction,
} from "./actions.js";
import { colonialEntry } from "./entry.js";
import {
  bet,
  chooseDiscard,
  cutDeck,
  cutRefusal,
  dealTable,
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
import { colonialScreen } from "./render.js";
import { type ColonialState, copyState } from "./state.js";
import { type ColonialView, colonialView, resampleColonial, toActOf } from "./view.js";

/** Per size of the stock, the tap and every cut (each frozen: handed out at every cut). */
const cutsBySize = new Map<number, ColonialAction[]>();

function cutActions(stock: number): readonly ColonialAction[] {
  let cuts = cutsBySize.get(stock);
  if (!cuts) {
    cuts = [Object.freeze({ type: "tap" as const })];
    for (let at = 1; at < stock; at++) cuts.push(Object.freeze({ type: "cut" as const, at }));
    cutsBySize.set(stock, cuts);
  }
  return cuts;
}

function legalActions(s: ColonialState, seat: Seat): ColonialAction[] {
  const h = s.hand;
  if (s.over || !h || !toActOf(s).includes(seat)) return [];
  switch (h.phase) {
    case "cut":
      return cutActions(h.stock.length).slice();
    case "bet":
      return legalBets(h.betting, seat);
    case "discard": {
      const list: ColonialAction[] = discardChoices(h.hands[seat]!, s.options.maxDiscard).map(
        (cards) => ({ type: "discard" as const, cards }),
      );
      list.push({ type: "fold" });
      return list;
    }
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

/** A table seated at `start`, its first hand dealt; its events in the table's faces. */
function dealShown(options: ColonialOptions, start: TableStart, rng: Rng) {
  const dealt = dealTable(options, start, rng);
  return { state: dealt.state, events: shownAs(options, dealt.events) };
}

const colonialRules: GameDefinition<ColonialOptions, ColonialState, ColonialAction, ColonialView> =
  {
    id: colonialEntry.id,
    rulesVersion: 1,
    name: colonialEntry.name,
    summary:
      "The Colonies' card game: build pyramids of hexagonal cards (third level at the base, a first-level card on top), the black Capstone wild. Ante, bet, discard in secret and draw, bet again, then show or fold; perfect pyramids rank by colour, and tied hands play a runoff.",
    minPlayers: colonialEntry.minPlayers,
    maxPlayers: colonialEntry.maxPlayers,
    defaultPlayers: colonialEntry.defaultPlayers,
    options: colonialOptions,
    checkOptions: checkColonialOptions,
    variants: colonialVariants,
    ...tableMembers(dealShown),
    actionSchema: colonialActionSchema,
    maxActions,

    toAct: toActOf,
    legalActions,
    awayAction: (s, seat) => checkElseFold(legalActions(s, seat)),
    leaveAction: (s, seat) => foldIfAble(legalActions(s, seat)),

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
    reseed: reseedRng,
    // Chips held for runoffs still to come are in play too.
    conserved: (s) =>
      tableChips(
        s,
        s.runoffs.reduce((a, r) => a + r.amount, 0),
      ),
    formatAction: formatColonialAction,
    showAction(view, action) {
      if (!view.options.earth) return formatColonialAction(action);
      const mine = typeof view.viewer === "number" ? view.cards[view.viewer] : null;
      if (action.type !== "discard" || !mine || action.cards.length === 0)
        return earthText(formatColonialAction(action));
      return `discard ${splitFaces(mine, action.cards).thrown.join(" ")}`;
    },
    parseAction: parseColonialAction,
    render: renderOfScreen(colonialScreen),
    legend: () => "Key: P G O purple green orange · 1 2 3 level · C the Capstone, wild · ▢ hidden",
    screen: colonialScreen,

    hint(view, action) {
      const text = hintText(view, action);
      return view.options.earth && action.type !== "discard" ? earthText(text) : text;
    },
  };

/** The game as tables play it: with rebuys when the table allows them (src/betting/rebuy.ts). */
export const colonial = withRebuys(colonialRules, handByHandRebuys(copyState, startHand));

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

/**
 * Colonial Pyramid at a dealer's-choice table: the dealer announces the variants the text lists
 * per hand (discards, hand size, face up) and the deck; the cut, ties and caps stay the table's.
 */
export const colonialTable: TableGame<ColonialOptions, ColonialState> = {
  game: colonial,
  deal: dealShown,
  points: [
    { key: "discards", word: "discards", values: [1, 0, 2] },
    { key: "handSize", word: "cards", values: [6, 8] },
    { key: "faceUp", word: "face-up", values: [false, true] },
    { key: "deck", word: "deck", values: ["standard", "as-listed"] },
  ],
  announce(o) {
    const discards = ["no discard", "one discard", "two discards"][o.discards]!;
    const deck = o.deck === "as-listed" ? ", the listed deck (9/6/3)" : "";
    return `${o.handSize} cards, ${discards}${o.faceUp ? ", face up" : ""}${deck}`;
  },
};
