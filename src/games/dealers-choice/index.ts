/**
 * Pyramid night (dealer's choice): one table, one pile of chips, the deal passing round. Each
 * dealer names the Pyramid — "Because the name only describes the triangular layout, the dealer
 * shall say which Pyramid is being played" — and announces its points before the deal; the deal
 * is that game's own hand (its `TableGame.deal`, its `apply`, `view` and `resample`), started from
 * the session's stacks and dealer. Rules as implemented: docs/rules/dealers-choice.md.
 */

import { z } from "zod";
import {
  type Betting,
  type BuyInsView,
  handPlayed,
  nextHand,
  openingStart,
  seatedAt,
  type TableSeats,
  tableHandStart,
  tableOutcome,
  withRebuys,
} from "../../betting/index.js";
import { ErrorCode, type RuleError, ruleError } from "../../core/errors.js";
import {
  type Action,
  type GameDefinition,
  type GameEvent,
  type Paint,
  renderOfScreen,
  type ScreenPart,
  type Seat,
  type Viewer,
} from "../../core/game.js";
import { canonical } from "../../core/json.js";
import { personal } from "../../core/personal.js";
import { err, ok, type Result } from "../../core/result.js";
import { Rng, type RngState, reseedRng } from "../../core/rng.js";
import type { ColonialView } from "../colonial/view.js";
import type { ThreeSidedView } from "../three-sided/view.js";
import type { WildKillView } from "../wild-kill/view.js";
import {
  type CallableId,
  type CallGameAction,
  callable,
  callableIds,
  callGameSchema,
  callSentence,
  dealOptions,
  everyCall,
  formatCall,
  isCallable,
  type Points,
  parseCall,
} from "./call.js";
import { dealersChoiceEntry } from "./entry.js";
import {
  checkDealersChoiceOptions,
  type DealersChoiceOptions,
  dealersChoiceOptions,
  dealersChoiceVariants,
} from "./options.js";
import type { Deal, DealersChoiceState } from "./state.js";

/** The call, or a move of the game in play (each game's own action, checked by its schema). */
export type DealersChoiceAction = CallGameAction | (Action & Record<string, unknown>);

const actionSchema: z.ZodType<DealersChoiceAction> = z.union([
  callGameSchema,
  ...callableIds.map((id) => callable[id].game.actionSchema),
]) as z.ZodType<DealersChoiceAction>;

/** What the dealer types to call: "Call the game: call <game> point=value …, e.g. …". */
function callPrompt(games: readonly CallableId[]): string {
  return `Call the game: call <game> point=value …, e.g. ${games.map((id) => callExamples[id]).join(", ")} (a point not named takes its default)`;
}

/** The night in parts: the chips, the call, then the deal's own screen (or the call asked). */
function nightScreen(v: DealersChoiceView, viewer: Viewer, paint: Paint): ScreenPart[] {
  const chips = v.stacks.map((c, i) => `seat ${i}: ${c}`).join(", ");
  const head = `${paint("bold", `Pyramid night, deal ${v.number}`)}${v.hands ? ` of ${v.hands}` : ""} — ${chips}`;
  if (v.deal && v.call) {
    const inner = callable[v.deal.game].game;
    const deal = inner.screen?.(v.deal.view as never, viewer, paint) ?? [
      {
        kind: "board" as const,
        lines: (inner.render?.(v.deal.view, viewer, paint) ?? "").split("\n"),
      },
    ];
    return [
      { kind: "info", lines: [head, paint("yellow", personal(v.call.text, viewer))] },
      ...deal,
    ];
  }
  const parts: ScreenPart[] = [{ kind: "info", lines: [head] }];
  if (v.last)
    parts.push({ kind: "info", lines: [`Last deal: ${personal(v.last.call.text, viewer)}`] });
  if (v.phase === "over") return parts;
  const asked =
    viewer === v.dealer
      ? "You deal: call the game and its points."
      : `Seat ${v.dealer} deals and is calling the game and its points.`;
  parts.push({ kind: "pot", lines: [paint("cyan", asked)] });
  return parts;
}

/** A call as every seat sees it. */
export interface CallView {
  readonly seat: Seat;
  readonly game: CallableId;
  readonly name: string;
  readonly points: Points;
  readonly text: string;
  readonly number: number;
}

/** The called game's view of the deal, tagged with the game so a client picks its board. */
export type DealView =
  | { readonly game: "three-sided"; readonly view: ThreeSidedView }
  | { readonly game: "wild-kill"; readonly view: WildKillView }
  | { readonly game: "colonial"; readonly view: ColonialView };

export interface DealersChoiceView {
  readonly players: number;
  readonly games: CallableId[];
  /** Chips per seat when this deal began (between deals: now). */
  readonly stacks: number[];
  readonly dealer: Seat;
  /** 1-based number of the deal being played or called. */
  readonly number: number;
  readonly hands: number | null;
  readonly phase: "call" | "play" | "over";
  /** The call of the deal in play. */
  readonly call: CallView | null;
  readonly deal: DealView | null;
  /** The last finished deal: its call and how it ended, as this viewer sees it. */
  readonly last: { readonly call: CallView; readonly deal: DealView } | null;
  readonly dealsByGame: Record<string, number>;
  /** At a table with rebuys: every buy-in, and who is asked to rebuy now. */
  readonly buyIns?: BuyInsView;
}

type S = DealersChoiceState;

/** One example of a call per game, naming a point, for the terminal's prompt. */
const callExamples: Readonly<Record<CallableId, string>> = {
  "three-sided": "call three-sided low=ace-to-six",
  "wild-kill": "call wild-kill split=high-low",
  colonial: "call colonial discards=2",
};
type A = DealersChoiceAction;

function illegal(message: string): Result<never, RuleError> {
  return err(ruleError(ErrorCode.illegal, message));
}

function gameOf(d: Deal) {
  return callable[d.game].game;
}

function isCall(a: Action): a is CallGameAction {
  return a.type === "call-game";
}

/**
 * A new top level; the deal and the counts are replaced whole, never written in place. Written
 * out rather than spread: every action copies it, and a spread of states of several shapes (a
 * night's, a replayed one's) takes the slow generic path.
 */
export function nextState(s: S): S {
  const next: S = {
    rng: s.rng,
    options: s.options,
    players: s.players,
    startStacks: s.startStacks,
    stacks: s.stacks,
    dealer: s.dealer,
    handsPlayed: s.handsPlayed,
    outAt: s.outAt,
    over: s.over,
    deal: s.deal,
    last: s.last,
    dealsByGame: s.dealsByGame,
  };
  if (s.buyIns !== undefined) next.buyIns = s.buyIns;
  return next;
}

/** The deal with the called game's new state. */
function withDealState(d: Deal, state: unknown): Deal {
  return {
    game: d.game,
    points: d.points,
    options: d.options,
    dealer: d.dealer,
    number: d.number,
    text: d.text,
    state,
  };
}

/** The called game's table is over: its chips come back and the button moves (or the night ends). */
function settle(next: S, events: GameEvent[]): void {
  const d = next.deal!;
  const played = d.state as TableSeats & { rng: RngState };
  next.stacks = [...played.stacks];
  next.rng = played.rng;
  next.last = d;
  next.deal = null;
  next.dealsByGame = { ...next.dealsByGame, [d.game]: (next.dealsByGame[d.game] ?? 0) + 1 };
  handPlayed(next, next.options, events);
}

/**
 * The called game's events, without its own "table is over" (the session goes on) and its
 * announcement of the table's points (the call has announced this deal's).
 */
function dealEvents(events: readonly GameEvent[]): GameEvent[] {
  return events.filter((e) => e.type !== "over" && e.type !== "points");
}

function applyCall(
  s: S,
  seat: Seat,
  a: CallGameAction,
): Result<{ state: S; events: GameEvent[] }, RuleError> {
  if (s.deal) return illegal(`The game is called: ${s.deal.text}`);
  if (seat !== s.dealer) return illegal(`Seat ${s.dealer} deals and calls the game.`);
  if (!s.options.games.includes(a.game)) {
    return illegal(`This table plays ${s.options.games.join(", ")}, not ${a.game}.`);
  }
  if (!isCallable(a)) {
    return illegal(`${callable[a.game].game.name} has no such points: ${canonical(a.points)}.`);
  }
  const options = dealOptions(a, s.options, s.handsPlayed);
  const text = callSentence(seat, a, options);
  const rng = Rng.fromState(s.rng);
  const dealt = callable[a.game].deal(
    options as never,
    { stacks: s.stacks, dealer: s.dealer, handsPlayed: s.handsPlayed, outAt: s.outAt },
    rng,
  );
  const next = nextState(s);
  next.deal = {
    game: a.game,
    points: { ...a.points },
    options,
    dealer: seat,
    number: s.handsPlayed + 1,
    text,
    state: dealt.state,
  };
  const events: GameEvent[] = [
    { type: "call", audience: "public", text, data: { seat, game: a.game, points: a.points } },
    ...dealEvents(dealt.events),
  ];
  // Antes alone can decide a hand (every player all-in): then it is paid already.
  if ((dealt.state as TableSeats).over) settle(next, events);
  return ok({ state: next, events });
}

/**
 * The move types of each callable game. A move reaching `apply` has the shape of some callable
 * game's move (the engine parses untrusted actions with the union of their schemas; bots play
 * legal actions), and a type two games share (the bets, the rebuy answers) has one schema in
 * both; so a move of one of this game's types is this game's, without parsing it again.
 */
const moveTypes = new Map<CallableId, ReadonlySet<string>>();
function movesOf(id: CallableId): ReadonlySet<string> {
  let types = moveTypes.get(id);
  if (!types) {
    types = new Set(discriminants(callable[id].game.actionSchema));
    moveTypes.set(id, types);
  }
  return types;
}

/** The `type` literals of a discriminated union of strict objects. */
function discriminants(schema: z.ZodType): string[] {
  if (!(schema instanceof z.ZodDiscriminatedUnion))
    throw new Error("A callable game's actions are a discriminated union on type.");
  return schema.options.flatMap((o) => {
    const type = (o as z.ZodObject).shape.type;
    if (!(type instanceof z.ZodLiteral)) throw new Error("A move's type is a literal.");
    return [...type.values].map(String);
  });
}

function applyMove(s: S, seat: Seat, a: A): Result<{ state: S; events: GameEvent[] }, RuleError> {
  const d = s.deal;
  // Only the dealer may act before the deal: tell them what a call is.
  if (!d) return illegal(`Nothing is dealt yet. ${callPrompt(s.options.games)}.`);
  const game = gameOf(d);
  if (!movesOf(d.game).has(a.type)) {
    return illegal(`${game.name} has no such move: ${canonical(a)}.`);
  }
  const r = game.apply(d.state, seat, a);
  if (!r.ok) return r;
  const next = nextState(s);
  next.deal = withDealState(d, r.value.state);
  const events = dealEvents(r.value.events);
  if ((r.value.state as TableSeats).over) settle(next, events);
  return ok({ state: next, events });
}

function callView(d: Deal): CallView {
  return {
    seat: d.dealer,
    game: d.game,
    name: callable[d.game].game.name,
    points: { ...d.points },
    text: d.text,
    number: d.number,
  };
}

function dealView(d: Deal, viewer: Viewer): DealView {
  return { game: d.game, view: gameOf(d).view(d.state, viewer) } as DealView;
}

function view(s: S, viewer: Viewer): DealersChoiceView {
  return {
    players: s.players,
    games: [...s.options.games],
    stacks: [...s.stacks],
    dealer: s.dealer,
    number: s.deal ? s.deal.number : s.handsPlayed + (s.over ? 0 : 1),
    hands: s.options.hands,
    phase: s.over ? "over" : s.deal ? "play" : "call",
    call: s.deal ? callView(s.deal) : null,
    deal: s.deal ? dealView(s.deal, viewer) : null,
    last: s.last ? { call: callView(s.last), deal: dealView(s.last, viewer) } : null,
    dealsByGame: { ...s.dealsByGame },
  };
}

function toAct(s: S): readonly Seat[] {
  if (s.over) return [];
  return s.deal ? gameOf(s.deal).toAct(s.deal.state) : [s.dealer];
}

/** A bound on the session's actions: the longest deal any call could make, per deal. */
function maxActions(o: DealersChoiceOptions, players: number): number {
  let perDeal = 0;
  for (const call of everyCall(o.games)) {
    const options = dealOptions(call, o, 0);
    perDeal = Math.max(perDeal, callable[call.game].game.maxActions(options, players));
  }
  return (perDeal + 1) * (o.hands ?? 100_000);
}

/** The game whose schema takes this move (bet actions are every game's; the first formats them). */
function gameForMove(a: Action) {
  for (const id of callableIds) {
    const g = callable[id].game;
    if (g.actionSchema.safeParse(a).success) return g;
  }
  return null;
}

/** A new night: everyone with the agreed stack, the first dealer drawn, no game called yet. */
function seatNight(options: DealersChoiceOptions, players: number, seed: string): S {
  const rng = Rng.fromSeed(seed);
  const start = openingStart(options, players, rng);
  return {
    rng: rng.state(),
    options,
    ...seatedAt(start),
    over: false,
    deal: null,
    last: null,
    dealsByGame: {},
  };
}

const dealersChoiceRules: GameDefinition<DealersChoiceOptions, S, A, DealersChoiceView> = {
  id: dealersChoiceEntry.id,
  name: dealersChoiceEntry.name,
  summary:
    "Dealer's choice: one table and one pile of chips, the deal passing round. Each dealer names the Pyramid — Three-sided, Wild/Kill or Colonial — and announces its points (the low order, high-low or high only, what a rank both wild and killed does, Colonial's discards and hand size); the deal is played by that game's rules and the chips carry on.",
  minPlayers: dealersChoiceEntry.minPlayers,
  maxPlayers: dealersChoiceEntry.maxPlayers,
  options: dealersChoiceOptions,
  checkOptions: checkDealersChoiceOptions,
  variants: dealersChoiceVariants,
  zeroSum: true,
  hiddenInformation: true,
  actionSchema,
  maxActions,

  setup: (options, players, seed) => seatNight(options, players, seed),

  /** The night opens with the first dealer named: nothing is dealt until the call. */
  start(options, players, seed) {
    const state = seatNight(options, players, seed);
    const text = `Seat ${state.dealer} deals first and calls the game.`;
    return {
      state,
      events: [{ type: "dealer", audience: "public", text, data: { seat: state.dealer } }],
    };
  },

  toAct,

  legalActions(s, seat) {
    if (s.over) return [];
    if (s.deal) return gameOf(s.deal).legalActions(s.deal.state, seat);
    // A fresh list of the frozen calls: asked at every call, the calls are not copied each time.
    return seat === s.dealer ? [...everyCall(s.options.games)] : [];
  },

  /** The called game's away rule during a deal; an away dealer makes the first call offered. */
  awayAction(s, seat) {
    if (s.over) return null;
    if (s.deal) return (gameOf(s.deal).awayAction?.(s.deal.state, seat) as A | null) ?? null;
    const first = seat === s.dealer ? everyCall(s.options.games)[0] : undefined;
    return first ? { ...first, points: { ...first.points } } : null;
  },

  /** The called game's leaver's rule during a deal; a leaver's call is the fallback bot's. */
  leaveAction(s, seat) {
    if (s.over || !s.deal) return null;
    return (gameOf(s.deal).leaveAction?.(s.deal.state, seat) as A | null) ?? null;
  },

  anytimeActions(s, seat) {
    const d = s.deal;
    if (!d) return [];
    return gameOf(d).anytimeActions?.(d.state, seat) ?? [];
  },

  apply(s, seat, action) {
    if (s.over) return err(ruleError(ErrorCode.gameOver, "The game is over."));
    return isCall(action) ? applyCall(s, seat, action) : applyMove(s, seat, action);
  },

  view,

  resample(s, seat, rng) {
    const d = s.deal;
    // Between deals nothing is hidden: the next deal is not shuffled until it is called.
    if (!d) return nextState(s);
    const next = nextState(s);
    next.deal = withDealState(d, gameOf(d).resample(d.state, seat, rng));
    return next;
  },

  // During a deal the called game's state carries the generator (see DealersChoiceState).
  reseed(s, rng) {
    const next = reseedRng(s, rng);
    const d = s.deal;
    const inner = d && gameOf(d).reseed?.(d.state, rng);
    if (d && inner) next.deal = withDealState(d, inner);
    return next;
  },

  outcome: tableOutcome,
  handStart: tableHandStart,

  conserved(s) {
    const d = s.deal;
    if (!d) return s.stacks.reduce((a, c) => a + c, 0);
    return gameOf(d).conserved!(d.state);
  },

  formatAction(a) {
    if (isCall(a)) return formatCall(a);
    return gameForMove(a)?.formatAction(a) ?? canonical(a);
  },

  parseAction(text) {
    const words = text.trim().split(/\s+/);
    if (words[0] === "call" && words.length > 1) return parseCall(text);
    let first: Result<A, RuleError> | null = null;
    for (const id of callableIds) {
      const r = callable[id].game.parseAction(text) as Result<A, RuleError>;
      if (r.ok) return r;
      first ??= r;
    }
    return first!;
  },

  render: renderOfScreen(nightScreen),
  // Once a deal is called, the called game's key; before, what a call looks like.
  legend: (v) =>
    v.call
      ? (callable[v.call.game as CallableId]?.game.legend?.(v.deal?.view as never) ?? null)
      : "Key: call <game> <point>=<value> (points not named take the game's default)",
  screen: nightScreen,

  /**
   * The dealer's call: each game with its defaults by number, the rest typed with examples (a
   * point named wrongly is answered with the game's points and their values).
   */
  offer(v, legal) {
    if (!legal.every(isCall)) return null;
    const picks = legal.filter((a) => isCall(a) && formatCall(a) === `call ${a.game}`);
    return {
      picks,
      forms: [
        `or type call <game> point=value …, e.g. ${v.games.map((id) => callExamples[id]).join(", ")}`,
      ],
    };
  },

  hint(v, action) {
    if (isCall(action)) {
      const t = callable[action.game];
      return t.announce(t.game.options.parse(action.points) as never);
    }
    if (!v.deal) return "";
    return callable[v.deal.game].game.hint?.(v.deal.view, action) ?? "";
  },
};

/** A deal's chips behind each seat, or between deals the session's. */
function stacksNow(s: S): readonly number[] {
  const inner = s.deal?.state as { hand: { betting: Betting } | null } | undefined;
  return inner?.hand?.betting.stacks ?? s.stacks;
}

/**
 * Pyramid night as tables play it: with rebuys when the table allows them, asked before the
 * dealer calls (src/betting/rebuy.ts). Once every answer is in, the button moves and the new
 * dealer calls.
 */
export const dealersChoice = withRebuys(dealersChoiceRules, {
  copy: nextState,
  resume(s, _rng, events) {
    nextHand(s, events);
  },
  stacksNow,
});

export { type CallableId, type CallGameAction, callableIds } from "./call.js";
