import type {
  Action,
  GameDefinition,
  GameEvent,
  Paint,
  ScreenPart,
  ScreenPartKind,
  Seat,
  Viewer,
} from "../core/game.js";
import { summariseForms } from "./forms.js";
import { fitText, type ScreenSize, wrapLine } from "./screen.js";

/** Events shown above the action list: the latest, so the bots' moves are never scrolled away. */
export const RECENT_EVENTS = 6;

export interface TurnScreen {
  readonly lines: string[];
  /**
   * The legal actions in the order their numbers choose them: the ones the screen lists first
   * (all of them when they fit), the rest as `actions` lists them.
   */
  readonly numbered: readonly Action[];
}

/** Draws a seat's view: the game's own renderer, or its JSON. */
export function drawView(
  game: GameDefinition,
  view: unknown,
  viewer: Viewer,
  paint: Paint,
): string {
  return game.render ? game.render(view, viewer, paint) : JSON.stringify(view, null, 2);
}

/** The seat's view in parts: the game's own, or its whole drawing as board. */
export function viewParts(
  game: GameDefinition,
  view: unknown,
  viewer: Viewer,
  paint: Paint,
): readonly ScreenPart[] {
  if (game.screen) return game.screen(view, viewer, paint);
  return [{ kind: "board", lines: drawView(game, view, viewer, paint).split("\n") }];
}

/** The seat's view fitted to the width; blank lines dropped when the screen is short of rows. */
export function viewLines(
  game: GameDefinition,
  view: unknown,
  seat: Seat,
  paint: Paint,
  size: ScreenSize,
  rowsFree: number,
): string[] {
  const lines = fitText(drawView(game, view, seat, paint), size.columns);
  return lines.length > rowsFree ? lines.filter((l) => l.trim() !== "") : lines;
}

export function eventLine(e: GameEvent, paint: Paint, width: number): string[] {
  return wrapLine(paint("gray", `· ${e.text}`), width);
}

/** The numbered actions with the game's hints, each fitted to the width (a long one wraps). */
export function actionLines(
  game: GameDefinition,
  view: unknown,
  legal: readonly Action[],
  paint: Paint,
  width: number,
): string[] {
  return legal.flatMap((a, i) => {
    const hint = game.hint?.(view, a);
    const line = `  ${paint("cyan", String(i + 1).padStart(3))}  ${game.showAction?.(view, a) ?? game.formatAction(a)}${hint ? paint("gray", `  — ${hint}`) : ""}`;
    return wrapLine(line, width);
  });
}

/**
 * What a short screen gives up first: the lower the rank, the longer a line stays. Nothing of
 * rank 0 is ever dropped (the actions' summary and the typed forms); the prompt is below them.
 */
const rankOf: Readonly<Record<ScreenPartKind | "events" | "blank", number>> = {
  focus: 1,
  hand: 2,
  pot: 3,
  events: 4,
  board: 5,
  info: 6,
  blank: 7,
};

/** A line of the screen as it may wrap: it stays or goes whole. */
interface Row {
  readonly lines: readonly string[];
  readonly rank: number;
  /** Source lines away from the nearest focus line (0 without one): the farthest goes first. */
  readonly far: number;
  readonly order: number;
}

/**
 * The lines that fit in `room`: the highest ranks dropped first, within a rank the farthest from
 * the focus, then the oldest (the top). Kept rows stay in their order.
 */
function fitRows(rows: readonly Row[], room: number): string[] {
  let used = rows.reduce((n, r) => n + r.lines.length, 0);
  const dropped = new Set<Row>();
  const dropFirst = rows
    .filter((r) => r.rank > 0)
    .sort((a, b) => b.rank - a.rank || b.far - a.far || a.order - b.order);
  for (const r of dropFirst) {
    if (used <= room) break;
    dropped.add(r);
    used -= r.lines.length;
  }
  return rows.filter((r) => !dropped.has(r)).flatMap((r) => r.lines);
}

/** The view's parts as rows fitted to the width, each ranked by its part's kind. */
function boardRows(parts: readonly ScreenPart[], width: number): Omit<Row, "order">[] {
  const lines = parts.flatMap((p) => p.lines.map((text) => ({ text, kind: p.kind })));
  const focus = lines.flatMap((l, i) => (l.kind === "focus" ? [i] : []));
  return lines.map((l, i) => ({
    lines: fitText(l.text, width),
    rank: l.text.trim() === "" ? rankOf.blank : rankOf[l.kind],
    far: focus.length === 0 ? 0 : Math.min(...focus.map((f) => Math.abs(f - i))),
  }));
}

/** Rows a screen keeps free below it: the prompt, a refusal's reason and the prompt again. */
const BELOW = 3;

/**
 * The actions as the screen shows them: every one numbered when they fit in `room` (and take no
 * more than a third of the screen), else the game's offer (a few by number, text forms for the
 * rest) or a summary by text form; `actions` then lists them all.
 */
function actionRows(
  game: GameDefinition,
  view: unknown,
  legal: readonly Action[],
  paint: Paint,
  size: ScreenSize,
  room: number,
): { lines: string[]; numbered: readonly Action[] } {
  const width = size.columns;
  const all = actionLines(game, view, legal, paint, width);
  const header = paint("bold", "Your legal actions:");
  if (all.length <= Math.max(room, 2) && all.length <= Math.max(4, Math.floor(size.rows / 3)))
    return { lines: [header, ...all], numbered: legal };
  const offer = game.offer?.(view, legal);
  const picks = offer?.picks ?? [];
  const numbered = [...picks, ...legal.filter((a) => !picks.includes(a))];
  const forms =
    offer?.forms ??
    summariseForms(game, view, legal).map(({ form, count, example }) =>
      count > 1 ? `${form}  (${count}, e.g. ${example})` : example,
    );
  return {
    lines: [
      paint("bold", `Your legal actions (${legal.length}):`),
      ...actionLines(game, view, picks, paint, width),
      ...forms.flatMap((f) => wrapLine(`  ${f}`, width)),
      ...wrapLine(paint("gray", "  Type one; actions lists them all by number."), width),
    ],
    numbered,
  };
}

/**
 * One turn, bottom up: the prompt and the way to type a move always fit the terminal's rows;
 * then, as room allows, the board's lines the moves name, the hand, the pot and the price, the
 * latest events, the rest of the board and the titles. Every action is numbered when they fit;
 * a long list is summed up by text form. A game that gives no parts is one board.
 */
export function turnScreen(args: {
  game: GameDefinition;
  view: unknown;
  seat: Seat;
  legal: readonly Action[];
  recent: readonly GameEvent[];
  notes: readonly string[];
  paint: Paint;
  size: ScreenSize;
}): TurnScreen {
  const { game, view, seat, legal, paint, size } = args;
  const width = size.columns;
  const room = Math.max(1, size.rows - BELOW);
  const board = boardRows(viewParts(game, view, seat, paint), width);
  const earlier = Math.max(0, args.recent.length - RECENT_EVENTS);
  const events = [
    ...(earlier > 0 ? [[paint("gray", `· … ${earlier} earlier (type log)`)]] : []),
    ...args.recent.slice(-RECENT_EVENTS).map((e) => eventLine(e, paint, width)),
  ];
  const notes = args.notes.flatMap((n) => wrapLine(paint("gray", n), width));
  const kept = board.reduce((n, r) => n + (r.rank <= rankOf.pot ? r.lines.length : 0), 0);
  const eventsKept = events.slice(-2).reduce((n, e) => n + e.length, 0);
  const actions = actionRows(
    game,
    view,
    legal,
    paint,
    size,
    room - kept - eventsKept - notes.length - 1,
  );
  const rows: Row[] = [
    ...board,
    ...events.map((lines) => ({ lines, rank: rankOf.events, far: 0 })),
    { lines: [...actions.lines, ...notes], rank: 0, far: 0 },
  ].map((r, order) => ({ ...r, order }));
  return { lines: fitRows(rows, room), numbered: actions.numbered };
}
