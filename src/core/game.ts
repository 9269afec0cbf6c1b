import type { z } from "zod";
import type { RuleError } from "./errors.js";
import type { Result } from "./result.js";
import type { Rng } from "./rng.js";

/** Seats are numbered 0…N-1 clockwise; "left" is the next seat clockwise. */
export type Seat = number;

/** Who is looking: a seat, or a spectator who sees only what is public. */
export type Viewer = Seat | "spectator";

/** Actions are small JSON objects with a `type`; each game narrows this to its own union. */
export interface Action {
  readonly type: string;
}

/** Who may see an event: everyone, or only the listed seats. */
export type Audience = "public" | readonly Seat[];

/**
 * Something that happened, with its audience. A seat's event stream is what it may see, so a
 * client can follow a table from events alone. `text` says it in words ("Seat 2 bets 10").
 */
export interface GameEvent {
  readonly type: string;
  readonly audience: Audience;
  readonly text: string;
  readonly data?: unknown;
}

/** An event everyone sees; `data` only when there is some (a key absent is not `undefined`). */
export function publicEvent(type: string, text: string, data?: unknown): GameEvent {
  return data === undefined
    ? { type, audience: "public", text }
    : { type, audience: "public", text, data };
}

/** The result of one legal action: the next state and what happened. */
export interface Step<S> {
  readonly state: S;
  readonly events: readonly GameEvent[];
}

/** Per-seat result of a finished table. */
export interface Outcome {
  /** Net chips won (zero-sum games) or points scored, per seat. */
  readonly payoff: readonly number[];
  /** Place per seat: 1 is best; tied seats share a place. */
  readonly ranks: readonly number[];
  readonly winners: readonly Seat[];
  /** One line in words: "Seat 1 wins with 42 points." */
  readonly summary: string;
}

/**
 * Where a table played in hands (or rounds) stands when a hand begins: what a table set aside
 * mid-hand gives back to its seats.
 */
export interface HandStart {
  /** The hand in play, from 1. */
  readonly hand: number;
  /** What the seats hold: chips (the betting games) or match points. */
  readonly unit: "chips" | "points";
  /** Per seat, what it holds as the hand begins. */
  readonly holdings: readonly number[];
  /** Per seat, won (+) or lost (−) in the hands before it. */
  readonly payoff: readonly number[];
}

/**
 * A table's chips as its ledger reads them: per seat, its buy-ins (how many, how many chips) and
 * the chips in front of it now; and every chip in the middle (pots, bets, a pot held for a
 * runoff). The chips in front and in the middle always add up to the chips bought.
 */
export interface ChipLedger {
  readonly count: readonly number[];
  readonly bought: readonly number[];
  readonly stacks: readonly number[];
  readonly pot: number;
}

/** A named set of options the harness and `pyramids list` know about. */
export interface Variant<O> {
  readonly description: string;
  readonly options: Partial<O>;
  /** Player counts this variant is played with; default: every count the game allows. */
  readonly players?: readonly number[];
}

/** Colours a terminal renderer may ask for; the CLI decides how (or whether) to paint them. */
export type Tint =
  | "red"
  | "green"
  | "yellow"
  | "blue"
  | "magenta"
  | "cyan"
  | "white"
  | "gray"
  | "bold"
  | "dim"
  | "inverse"
  | "underline";

export type Paint = (tints: Tint | readonly Tint[], text: string) => string;

/**
 * What a part of a terminal screen is for; a screen too short for everything keeps, in order:
 * the `focus` (the board's lines the legal actions name: the levels to take from, the rows to
 * play in), the viewer's `hand`, the `pot` (the pot and the price, or the line saying what is
 * asked now), then the rest of the `board`, then `info` (titles, scores, the last hand).
 */
export type ScreenPartKind = "focus" | "hand" | "pot" | "board" | "info";

export interface ScreenPart {
  readonly kind: ScreenPartKind;
  readonly lines: readonly string[];
}

/** The few actions a terminal offers by number, and text forms with examples for the rest. */
export interface ActionOffer<A extends Action = Action> {
  readonly picks: readonly A[];
  readonly forms: readonly string[];
}

/**
 * A game: plain data plus pure functions over plain-JSON states. `apply` never mutates its input
 * and never throws on a bad action; it returns a RuleError a player understands.
 */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds games of every type.
export interface GameDefinition<O = any, S = any, A extends Action = any, V = any> {
  readonly id: string;
  readonly name: string;
  /**
   * The version of the rules this code plays (default 1). Raise it whenever a change makes a
   * logged game replay differently: a server then says so when it restores a table or replays a
   * record made under another version, and sets aside a table that no longer replays.
   */
  readonly rulesVersion?: number;
  /** One paragraph for `pyramids list` and the web home page. */
  readonly summary: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** The table's usual number of players, when the rules name one (default `minPlayers`). */
  readonly defaultPlayers?: number;
  /** Options with their defaults: `options.parse({})` gives the defaults. Unknown keys rejected. */
  readonly options: z.ZodType<O>;
  /** Cross-field checks and player-count limits; a sentence naming the option, or null. */
  checkOptions?(options: O, players: number): string | null;
  readonly variants: Readonly<Record<string, Variant<O>>>;
  /** Payoffs sum to zero (chips change hands but are never made). */
  readonly zeroSum: boolean;
  /** Whether any seat ever lacks information another has (the leak test then demands change). */
  readonly hiddenInformation: boolean;
  /** Validates untrusted actions at every boundary (server, CLI, records). */
  readonly actionSchema: z.ZodType<A>;
  /** An upper bound on actions in one table, for the harness and runaway-table guards. */
  maxActions(options: O, players: number): number;

  setup(options: O, players: number, seed: string): S;
  /**
   * Optional: `setup` with the events of the table's opening (the first hand's ante, cut and
   * deal; the first round's start), so that every log shows the first hand from its first event
   * as it shows every later one. Its state is exactly `setup`'s. Use `startTable` to call either.
   */
  start?(options: O, players: number, seed: string): Step<S>;
  /** Who must act now: one seat, several for secret simultaneous choices, none when over. */
  toAct(state: S): readonly Seat[];
  /** Complete and exact; empty for a seat that may not act. */
  legalActions(state: S, seat: Seat): A[];
  /**
   * Optional: what a seat that is not asked to act may still do (Colonial Pyramid: "a player may
   * fold at any time"). The game never waits for these; `act` accepts them from seats outside
   * `toAct`. Complete and exact like `legalActions`; empty when there are none.
   */
  anytimeActions?(state: S, seat: Seat): A[];
  apply(state: S, seat: Seat, action: A): Result<Step<S>, RuleError>;
  /** Everything the viewer may know, and nothing more. */
  view(state: S, viewer: Viewer): V;
  /** A full state consistent with `seat`'s view: what it cannot see is redealt at random. */
  resample(state: S, seat: Seat, rng: Rng): S;
  /**
   * Optional, for a state that holds the generator of what is still to come (a later shuffle,
   * the next hand's deal): the same state with that generator drawn from `rng`. A search
   * reseeds each determinisation so it samples the future instead of foreseeing it; nothing any
   * seat may see changes. A game whose state holds no generator has nothing to reseed.
   */
  reseed?(state: S, rng: Rng): S;
  /** Per-seat result once the table is over, else null. */
  outcome(state: S): Outcome | null;
  /**
   * Optional, for games played in hands or rounds whose result carries over: read at the state
   * where a hand begins, each seat's holdings then. A reader keeps the value of a hand's first
   * state (within a hand chips may move already: a Colonial runoff is paid inside its hand). A
   * game of one hand has nothing to give back.
   */
  handStart?(state: S): HandStart;

  /**
   * Optional: the away rule, what a seat plays when its player is away (disconnected past the
   * table's grace period) or its clock ran out: a legal action of `legalActions(state, seat)`.
   * Null, or no member: the table's fallback bot decides for the seat.
   */
  awayAction?(state: S, seat: Seat): A | null;
  /**
   * Optional: the leaver's rule, what a seat plays once its player has left the table for good (a
   * legal action of `legalActions(state, seat)`): the betting games fold, and are not bought in
   * again. Null, or no member: the table's fallback bot decides for the seat.
   */
  leaveAction?(state: S, seat: Seat): A | null;
  /**
   * A quantity that never changes during a table (chips in play), if the game has one; at a
   * table with a `ledger` it changes only by buy-ins, and always equals the chips bought.
   */
  conserved?(state: S): number;
  /** Optional, for games played for chips: who bought how many chips, and where they are now. */
  ledger?(state: S): ChipLedger;

  /** Short text form (`bet 10`, `play 5-star-red at 4,2`) that parses back to the same action. */
  formatAction(action: A): string;
  /**
   * Optional: an action's text form as this table shows it (Colonial's Earth faces), for lists
   * of actions; it parses back to the same action. Default: `formatAction`.
   */
  showAction?(view: V, action: A): string;
  parseAction(text: string): Result<A, RuleError>;
  /** The viewer's table drawn for a terminal. */
  render?(view: V, viewer: Viewer, paint: Paint): string;
  /**
   * Optional: one line under the terminal's drawing saying what its notation means ("Key: P G O
   * purple green orange · …"), at most 80 columns; null where there is none to say.
   */
  legend?(view: V): string | null;
  /**
   * Optional: the same drawing in parts, in screen order, so that a short terminal keeps what
   * the player needs (see `ScreenPartKind`); `render` is its lines joined.
   */
  screen?(view: V, viewer: Viewer, paint: Paint): readonly ScreenPart[];
  /**
   * Optional: when many actions are legal and most are one choice spelled many ways (a call's
   * 54 combinations of points), the few the terminal offers by number and the text forms, with
   * examples, that type the rest. Null, or no member: every action by number when they fit,
   * else a summary by text form.
   */
  offer?(view: V, legal: readonly A[]): ActionOffer<A> | null;
  /** A note shown beside a legal action in the terminal ("scores 7, plays again"). */
  hint?(view: V, action: A): string;
}

/** The rules version a game plays (1 when it declares none). */
export function rulesVersionOf(game: GameDefinition): number {
  return game.rulesVersion ?? 1;
}

/**
 * The betting games' away rule: check if checking is free, else fold; a decision with neither
 * (a cut, a discard, making hands) is left to the fallback bot.
 */
export function checkElseFold<A extends Action>(legal: readonly A[]): A | null {
  return legal.find((a) => a.type === "check") ?? foldIfAble(legal);
}

/**
 * The betting games' leaver's rule: a seat whose player left folds every decision that allows it;
 * any other decision is left to the fallback bot.
 */
export function foldIfAble<A extends Action>(legal: readonly A[]): A | null {
  return legal.find((a) => a.type === "fold") ?? null;
}

/** A screen's parts as one drawing: what `render` gives for a game that draws in parts. */
export function screenText(parts: readonly ScreenPart[]): string {
  return parts.flatMap((p) => p.lines).join("\n");
}

/** The `render` of a game that draws in parts: its `screen`'s lines, joined. */
export function renderOfScreen<V>(
  screen: (view: V, viewer: Viewer, paint: Paint) => readonly ScreenPart[],
): (view: V, viewer: Viewer, paint: Paint) => string {
  return (view, viewer, paint) => screenText(screen(view, viewer, paint));
}
