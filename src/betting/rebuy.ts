/**
 * Rebuys (docs/rules/betting.md, "Rebuys"): a table may let each player buy the starting stack
 * again, up to `rebuy` times, when between hands they hold `rebuyBelow` chips or fewer (0: only
 * once busted). After a hand is paid, every player who may rebuy is asked, all at once and each
 * in private to answer; once all have answered the next hand is dealt. A busted player who
 * declines is out. The options are absent (not null) on a table without rebuys, so such a table's
 * options, states and views carry no trace of them (and its recorded replays stay the same).
 */
import { z } from "zod";
import { ErrorCode, ruleError } from "../core/errors.js";
import {
  type Action,
  type ChipLedger,
  type GameDefinition,
  type GameEvent,
  publicEvent,
  type Seat,
} from "../core/game.js";
import type { Player } from "../core/match.js";
import { err, ok } from "../core/result.js";
import { Rng, type RngState } from "../core/rng.js";

/** The options a table with rebuys sets; both are left out of a table without. */
export const rebuyOptionsShape = {
  rebuy: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .nullable()
    .optional()
    .describe(
      "Rebuys of the starting stack each player may take between hands; absent or null: none.",
    ),
  rebuyBelow: z
    .number()
    .int()
    .min(0)
    .max(1e9)
    .optional()
    .describe(
      "With rebuys: a player may rebuy holding this many chips or fewer between hands (0, the default: only when busted).",
    ),
};

export interface RebuyOptions {
  readonly stack: number;
  readonly rebuy?: number | null | undefined;
  readonly rebuyBelow?: number | undefined;
}

/** The rebuys a table allows per player (0 for none). */
export function rebuysAllowed(o: RebuyOptions): number {
  return o.rebuy ?? 0;
}

/** Cross-field checks of the rebuy options: a sentence naming the option, or null. */
export function checkRebuyOptions(o: RebuyOptions): string | null {
  if (o.rebuyBelow !== undefined && !rebuysAllowed(o))
    return `Option "rebuyBelow" needs rebuys: set "rebuy" to the number each player may take.`;
  if ((o.rebuyBelow ?? 0) >= o.stack)
    return `Option "rebuyBelow": ${o.rebuyBelow} must be below the starting stack of ${o.stack}.`;
  return null;
}

/** A table's buy-ins, in the state of a table with rebuys (plain JSON, replaced whole). */
export interface BuyIns {
  /** Per seat, how many times it has bought in, its first buy-in included. */
  readonly count: number[];
  /** Per seat, every chip it has bought. */
  readonly chips: number[];
  /** Seats asked, before the next hand is dealt, whether to rebuy, that have not answered. */
  readonly asked: Seat[];
}

/** Every player's first buy-in at a new table with rebuys; none at a table without. */
export function firstBuyIns(o: RebuyOptions, stacks: readonly number[]): BuyIns | undefined {
  if (!rebuysAllowed(o)) return undefined;
  return { count: stacks.map(() => 1), chips: [...stacks], asked: [] };
}

/** Whether the table is waiting for rebuy answers before it deals again. */
export function askingRebuys(s: { readonly buyIns?: BuyIns | undefined }): boolean {
  return (s.buyIns?.asked.length ?? 0) > 0;
}

export type RebuyAction = { readonly type: "rebuy" } | { readonly type: "no-rebuy" };

export const rebuyActionSchemas = [
  z.strictObject({ type: z.literal("rebuy") }),
  z.strictObject({ type: z.literal("no-rebuy") }),
] as const;

export function isRebuyAction(a: { readonly type: string }): a is RebuyAction {
  return a.type === "rebuy" || a.type === "no-rebuy";
}

/** `rebuy` or `no rebuy`. */
export function formatRebuyAction(a: RebuyAction): string {
  return a.type === "rebuy" ? "rebuy" : "no rebuy";
}

/** Reads `rebuy` and `no rebuy` (or `no-rebuy`); anything else is not a rebuy answer. */
export function parseRebuyAction(text: string): RebuyAction | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, " ");
  if (t === "rebuy") return { type: "rebuy" };
  if (t === "no rebuy" || t === "no-rebuy") return { type: "no-rebuy" };
  return null;
}

/** The seats that may rebuy now: holding `rebuyBelow` or fewer, with rebuys left. */
function mayRebuy(o: RebuyOptions, b: BuyIns, stacks: readonly number[]): Seat[] {
  const below = o.rebuyBelow ?? 0;
  const allowed = rebuysAllowed(o);
  return stacks.flatMap((c, seat) => (c <= below && b.count[seat]! - 1 < allowed ? [seat] : []));
}

function seatList(seats: readonly Seat[]): string {
  const names = seats.map((s) => `Seat ${s}`);
  return names.length <= 1
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * After a hand is paid (and before the button moves): asks every seat that may rebuy, with the
 * public event that says so. True when somebody was asked and the next deal waits for them.
 */
export function askRebuys(
  s: { buyIns?: BuyIns; readonly stacks: readonly number[] },
  o: RebuyOptions,
  events: GameEvent[],
): boolean {
  if (!s.buyIns) return false;
  const asked = mayRebuy(o, s.buyIns, s.stacks);
  if (asked.length === 0) return false;
  s.buyIns = { ...s.buyIns, asked };
  const who = seatList(asked);
  events.push(
    publicEvent("rebuy-asked", `${who} may rebuy ${o.stack} chips before the next hand.`, {
      seats: [...asked],
      chips: o.stack,
    }),
  );
  return true;
}

/** Why `seat` may not answer a rebuy question now, or null. */
export function rebuyRefusal(
  s: { readonly buyIns?: BuyIns | undefined },
  seat: Seat,
): string | null {
  if (!s.buyIns) return "This table has no rebuys.";
  if (s.buyIns.asked.length === 0) return "Rebuys are taken between hands, when the table asks.";
  if (!s.buyIns.asked.includes(seat)) return "You are not asked to rebuy.";
  return null;
}

/**
 * A seat's answer: a rebuy puts the starting stack in front of it (and a busted seat is back in);
 * a refusal leaves it as it was. True once every asked seat has answered.
 */
export function answerRebuy(
  s: { buyIns?: BuyIns; stacks: number[]; outAt: readonly (number | null)[] },
  seat: Seat,
  a: RebuyAction,
  o: RebuyOptions,
  events: GameEvent[],
): boolean {
  const b = s.buyIns!;
  const asked = b.asked.filter((x) => x !== seat);
  if (a.type === "rebuy") {
    const count = b.count.slice();
    const chips = b.chips.slice();
    count[seat]!++;
    chips[seat]! += o.stack;
    s.buyIns = { count, chips, asked };
    s.stacks = s.stacks.slice();
    s.stacks[seat]! += o.stack;
    const outAt = s.outAt.slice();
    outAt[seat] = null;
    s.outAt = outAt;
    const nth = count[seat]! - 1;
    events.push(
      publicEvent(
        "buy-in",
        `Seat ${seat} buys in for ${o.stack} (rebuy ${nth} of ${rebuysAllowed(o)}).`,
        { seat, chips: o.stack, rebuy: nth },
      ),
    );
  } else {
    s.buyIns = { ...b, asked };
    const text =
      s.stacks[seat] === 0
        ? `Seat ${seat} does not rebuy and is out.`
        : `Seat ${seat} does not rebuy.`;
    events.push(publicEvent("no-rebuy", text, { seat }));
  }
  return asked.length === 0;
}

/** What a view shows of a table's buy-ins (every part public). */
export interface BuyInsView {
  readonly count: number[];
  readonly chips: number[];
  readonly asked: Seat[];
  /** Rebuys each player may take in all. */
  readonly allowed: number;
  /** Chips one rebuy buys. */
  readonly stack: number;
}

/** The first buy-in's events at a new table with rebuys: "Seat 0 buys in for 100." */
function openingBuyIns(b: BuyIns): GameEvent[] {
  return b.chips.map((chips, seat) =>
    publicEvent("buy-in", `Seat ${seat} buys in for ${chips}.`, { seat, chips, rebuy: 0 }),
  );
}

/** The table fields `withRebuys` reads and writes. */
export interface RebuySeats {
  readonly options: RebuyOptions;
  readonly players: number;
  readonly startStacks: readonly number[];
  stacks: number[];
  outAt: readonly (number | null)[];
  over: boolean;
  rng: RngState;
  buyIns?: BuyIns;
}

export interface RebuyHooks<S> {
  /** The state `apply` may change (the game's own cheap copy). */
  readonly copy: (s: S) => S;
  /** Every rebuy answered: move the button and deal the next hand, or end the table. */
  readonly resume: (s: S, rng: Rng, events: GameEvent[]) => void;
  /** Chips behind each seat now (inside a hand, the hand's own). */
  readonly stacksNow: (s: S) => readonly number[];
}

/**
 * A betting game with rebuys: while the table asks, the asked seats (and only they) answer
 * `rebuy` or `no rebuy`, every other move is refused, and a view shows the stacks as they now are
 * and the buy-ins. At a table without rebuys every member behaves exactly as the game's own.
 */
export function withRebuys<
  O extends RebuyOptions & { readonly hands: number | null },
  S extends RebuySeats,
  A extends Action,
  V extends { readonly stacks: number[] },
>(
  game: GameDefinition<O, S, A, V>,
  hooks: RebuyHooks<S>,
): GameDefinition<O, S, A, V & { readonly buyIns?: BuyInsView }> {
  const rebuyMoves = (s: S, seat: Seat): A[] =>
    s.buyIns!.asked.includes(seat)
      ? ([{ type: "rebuy" }, { type: "no-rebuy" }] as unknown as A[])
      : [];
  /** A rule for a seat the server plays, answering `no rebuy` for it while the table asks. */
  const declining =
    (rule: ((s: S, seat: Seat) => A | null) | undefined) =>
    (s: S, seat: Seat): A | null =>
      askingRebuys(s)
        ? s.buyIns!.asked.includes(seat)
          ? ({ type: "no-rebuy" } as unknown as A)
          : null
        : (rule?.(s, seat) ?? null);
  return {
    ...game,
    checkOptions(o, players) {
      return checkRebuyOptions(o) ?? game.checkOptions?.(o, players) ?? null;
    },
    maxActions(o, players) {
      // Each rebuy is one more stack in play and one more answer before a deal.
      const allowed = rebuysAllowed(o);
      if (!allowed) return game.maxActions(o, players);
      const richer = { ...o, stack: o.stack * (1 + allowed) };
      return game.maxActions(richer, players) + players * (o.hands ?? 100_000);
    },
    start(options, players, seed) {
      const first = game.start!(options, players, seed);
      const b = first.state.buyIns;
      return b ? { state: first.state, events: [...openingBuyIns(b), ...first.events] } : first;
    },
    toAct: (s) => (askingRebuys(s) ? [...s.buyIns!.asked] : game.toAct(s)),
    legalActions: (s, seat) => (askingRebuys(s) ? rebuyMoves(s, seat) : game.legalActions(s, seat)),
    ...(game.anytimeActions
      ? {
          anytimeActions: (s: S, seat: Seat) =>
            askingRebuys(s) ? [] : game.anytimeActions!(s, seat),
        }
      : {}),
    // A player away, or who left the table, is not bought in: spending chips is theirs to choose.
    awayAction: declining(game.awayAction?.bind(game)),
    leaveAction: declining(game.leaveAction?.bind(game)),
    apply(s, seat, action) {
      const asking = askingRebuys(s);
      if (!isRebuyAction(action)) {
        if (!asking) return game.apply(s, seat, action);
        const who = seatList(s.buyIns!.asked);
        return err(ruleError(ErrorCode.illegal, `The next hand waits for ${who} to rebuy or not.`));
      }
      if (s.over) return err(ruleError(ErrorCode.gameOver, "The game is over."));
      const why = rebuyRefusal(s, seat);
      if (why) return err(ruleError(ErrorCode.illegal, why));
      const next = hooks.copy(s);
      const events: GameEvent[] = [];
      if (answerRebuy(next, seat, action, next.options, events)) {
        const rng = Rng.fromState(next.rng);
        hooks.resume(next, rng, events);
        next.rng = rng.state();
      }
      return ok({ state: next, events });
    },
    view(s, viewer) {
      const v = game.view(s, viewer);
      const b = s.buyIns;
      if (!b) return v;
      const o = s.options;
      const buyIns: BuyInsView = {
        count: [...b.count],
        chips: [...b.chips],
        asked: [...b.asked],
        allowed: rebuysAllowed(o),
        stack: o.stack,
      };
      if (!askingRebuys(s)) return { ...v, buyIns };
      // Between hands the last hand's chips are paid out (a rebuy since is only in `stacks`),
      // and the seats to act are the ones asked.
      const asked = "toAct" in v ? { toAct: [...b.asked] } : {};
      return { ...v, stacks: [...s.stacks], ...asked, buyIns };
    },
    ledger(s): ChipLedger {
      const stacks = askingRebuys(s) ? s.stacks : hooks.stacksNow(s);
      const total = game.conserved!(s);
      const behind = stacks.reduce((a, c) => a + c, 0);
      return {
        count: s.buyIns ? [...s.buyIns.count] : stacks.map(() => 1),
        bought: s.buyIns ? [...s.buyIns.chips] : [...s.startStacks],
        stacks: [...stacks],
        pot: total - behind,
      };
    },
  };
}

/** A bot that rebuys whenever the table asks it, and otherwise plays as `player` does. */
export function rebuyingWhenAsked<S, A extends Action, V>(
  player: Player<S, A, V>,
): Player<S, A, V> {
  return (ctx) => ctx.legal.find((a) => a.type === "rebuy") ?? player(ctx);
}
