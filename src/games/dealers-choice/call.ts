/**
 * The call: the dealer names the Pyramid and announces its per-deal points ("call wild-kill
 * split=high-low wild-killed=wild"). Which points a dealer may announce is each game's own
 * declaration (`points` of its `TableGame`); a point not announced takes the game's default.
 */
import { z } from "zod";
import type { PointValue, TableGame } from "../../betting/index.js";
import { ErrorCode, type RuleError, ruleError } from "../../core/errors.js";
import type { Seat } from "../../core/game.js";
import { canonical } from "../../core/json.js";
import { err, ok, type Result } from "../../core/result.js";
import { colonialTable } from "../colonial/index.js";
import { threeSidedTable } from "../three-sided/index.js";
import { wildKillTable } from "../wild-kill/index.js";

/** The Pyramids a dealer may call, in the order the table lists them. */
export const callableIds = ["three-sided", "wild-kill", "colonial"] as const;
export type CallableId = (typeof callableIds)[number];

export const callable: Readonly<Record<CallableId, TableGame>> = {
  "three-sided": threeSidedTable,
  "wild-kill": wildKillTable,
  colonial: colonialTable,
};

export type Points = Readonly<Record<string, PointValue>>;

/** The dealer's call. Its type is not `call`: that is the betting action. */
export interface CallGameAction {
  readonly type: "call-game";
  readonly game: CallableId;
  /** Every point the game lets the dealer announce, defaults filled in. */
  readonly points: Points;
}

export const callGameSchema = z.strictObject({
  type: z.literal("call-game"),
  game: z.enum(callableIds),
  points: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});

/** The game's own default for each point it lets the dealer announce. */
export function defaultPoints(id: CallableId): Points {
  const table = callable[id];
  const defaults = table.game.options.parse({}) as Record<string, PointValue>;
  const out: Record<string, PointValue> = {};
  for (const p of table.points) out[p.key] = defaults[p.key]!;
  return out;
}

const calls = new Map<string, readonly CallGameAction[]>();

/**
 * Every call a dealer may make at a table of these games: each game, each combination of points,
 * in the table's order. Made once per list of games (every legal-actions question asks it).
 */
export function everyCall(games: readonly CallableId[]): readonly CallGameAction[] {
  const key = games.join(",");
  let known = calls.get(key);
  if (!known) {
    known = makeCalls(games);
    calls.set(key, known);
  }
  return known;
}

/**
 * Whether the call announces exactly the game's points, each a value the game allows: the same
 * as being one of `everyCall([a.game])` (every combination of every point), without serialising
 * each of them.
 */
export function isCallable(a: CallGameAction): boolean {
  const points = callable[a.game].points;
  let named = 0;
  for (const key in a.points) {
    if (!Object.hasOwn(a.points, key)) continue;
    named++;
    const point = points.find((p) => p.key === key);
    if (!point?.values.includes(a.points[key]!)) return false;
  }
  return named === points.length;
}

function makeCalls(games: readonly CallableId[]): readonly CallGameAction[] {
  const out: CallGameAction[] = [];
  for (const game of games) {
    let combos: Record<string, PointValue>[] = [{}];
    for (const p of callable[game].points) {
      combos = combos.flatMap((c) => p.values.map((v) => ({ ...c, [p.key]: v })));
    }
    // Frozen: every legal-actions question hands out these same objects.
    for (const points of combos)
      out.push(Object.freeze({ type: "call-game", game, points: Object.freeze(points) }));
  }
  return Object.freeze(out);
}

function valueText(v: PointValue): string {
  if (v === null) return "none";
  if (typeof v === "boolean") return v ? "yes" : "no";
  return String(v);
}

/** `call wild-kill split=high-low`: the game and every point that differs from its default. */
export function formatCall(a: CallGameAction): string {
  const defaults = defaultPoints(a.game);
  const words = callable[a.game].points
    .filter((p) => a.points[p.key] !== defaults[p.key])
    .map((p) => `${p.word}=${valueText(a.points[p.key]!)}`);
  return ["call", a.game, ...words].join(" ");
}

function malformed(message: string): Result<never, RuleError> {
  return err(ruleError(ErrorCode.malformed, message));
}

/** Reads `call <game> word=value …`; points not named take the game's default. */
export function parseCall(text: string): Result<CallGameAction, RuleError> {
  const [verb, game, ...words] = text.trim().split(/\s+/);
  if (verb !== "call" || game === undefined) {
    return malformed(`A call is "call <game> point=value …", for example "call three-sided".`);
  }
  if (!(callableIds as readonly string[]).includes(game)) {
    return malformed(`No Pyramid "${game}" to call: one of ${callableIds.join(", ")}.`);
  }
  const id = game as CallableId;
  const points: Record<string, PointValue> = { ...defaultPoints(id) };
  const named = new Set<string>();
  for (const word of words) {
    const [name, value, extra] = word.split("=");
    const point = callable[id].points.find((p) => p.word === name);
    if (!point || value === undefined || extra !== undefined) {
      const known = callable[id].points.map((p) => p.word).join(", ");
      return malformed(`"${word}" is not a point of ${id}: name one of ${known} as point=value.`);
    }
    if (named.has(point.word)) return malformed(`"${point.word}" is announced twice.`);
    named.add(point.word);
    const v = point.values.find((x) => valueText(x) === value);
    if (v === undefined) {
      const allowed = point.values.map(valueText).join(", ");
      return malformed(`${point.word} cannot be "${value}": one of ${allowed}.`);
    }
    points[point.key] = v;
  }
  return ok({ type: "call-game", game: id, points });
}

/** Per table's options (by identity), each call's parsed options (by the call's points). */
const parsedOptions = new WeakMap<object, Map<CallGameAction | string, Record<string, unknown>>>();

/**
 * The called game's options for one deal: the announced points over the game's defaults. The
 * options differ from deal to deal only in `hands`, so each call's are parsed once per table
 * (parsing is most of a call's cost) and the deal's number set on a copy. A call from
 * `everyCall` is found by identity, any other by its points.
 */
export function dealOptions(
  a: CallGameAction,
  table: { betting: unknown; stack: number },
  handsBefore: number,
): unknown {
  // The called game's table is this one deal.
  const hands = handsBefore + 1;
  const given = { ...a.points, betting: table.betting, stack: table.stack };
  const options = callable[a.game].game.options;
  if (hands > maxTableHands) return options.parse({ ...given, hands });
  let byCall = parsedOptions.get(table);
  if (!byCall) {
    byCall = new Map();
    parsedOptions.set(table, byCall);
  }
  let parsed = byCall.get(a);
  if (!parsed) {
    const key = `${a.game} ${canonical(a.points)}`;
    parsed = byCall.get(key);
    if (!parsed) {
      parsed = options.parse({ ...given, hands: 1 }) as Record<string, unknown>;
      byCall.set(key, parsed);
    }
    if (Object.isFrozen(a)) byCall.set(a, parsed);
  }
  return { ...parsed, hands };
}

/** The most hands a betting game's table agrees (`tableOptionsShape`); beyond, parsing refuses. */
const maxTableHands = 100_000;

/** The public sentence: "Seat 2 deals Wild/Kill Pyramid, high-low, ace-to-five lows; …". */
export function callSentence(seat: Seat, a: CallGameAction, options: unknown): string {
  const t = callable[a.game];
  return `Seat ${seat} deals ${t.game.name}, ${t.announce(options as never)}.`;
}
