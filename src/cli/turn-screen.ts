import type { Action, GameDefinition, GameEvent, Paint, Seat } from "../core/game.js";
import { fitText, type ScreenSize, wrapLine } from "./screen.js";

/** Events shown above the action list: the latest, so the bots' moves are never scrolled away. */
export const RECENT_EVENTS = 6;

/** The fewest actions listed however tall the board (the rest are typed or listed on request). */
const MIN_LISTED = 4;

export interface TurnScreen {
  readonly lines: string[];
  /** How many of the legal actions are listed by number. */
  readonly listed: number;
}

/** Draws a seat's view: the game's own renderer, or its JSON. */
export function drawView(
  game: GameDefinition,
  view: unknown,
  viewer: Seat | "spectator",
  paint: Paint,
): string {
  return game.render ? game.render(view, viewer, paint) : JSON.stringify(view, null, 2);
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
  count: number,
  paint: Paint,
  width: number,
): string[] {
  return actionBlocks(game, view, legal.slice(0, count), paint, width).flat();
}

function actionBlocks(
  game: GameDefinition,
  view: unknown,
  legal: readonly Action[],
  paint: Paint,
  width: number,
): string[][] {
  return legal.map((a, i) => {
    const hint = game.hint?.(view, a);
    const line = `  ${paint("cyan", String(i + 1).padStart(3))}  ${game.showAction?.(view, a) ?? game.formatAction(a)}${hint ? paint("gray", `  — ${hint}`) : ""}`;
    return wrapLine(line, width);
  });
}

/** As many whole actions as fit in `room` lines, keeping one line to say how many more there are. */
function fitActions(blocks: readonly string[][], room: number): number {
  const total = blocks.reduce((t, b) => t + b.length, 0);
  if (total <= room) return blocks.length;
  let used = 1;
  let n = 0;
  while (n < blocks.length && used + blocks[n]!.length <= room) used += blocks[n++]!.length;
  return Math.max(Math.min(MIN_LISTED, blocks.length), n);
}

/**
 * One turn, bottom up: the prompt, the action list and the latest events always fit the
 * terminal's rows; the board takes the rows left (on a short terminal its top scrolls away,
 * never the events or the prompt).
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
  const events = args.recent.slice(-RECENT_EVENTS).flatMap((e) => eventLine(e, paint, width));
  const earlier = args.recent.length - Math.min(args.recent.length, RECENT_EVENTS);
  const eventBlock = [
    ...(earlier > 0 ? [paint("gray", `· … ${earlier} earlier (type log)`)] : []),
    ...events.slice(-RECENT_EVENTS - 2),
  ];
  const notes = args.notes.flatMap((n) => wrapLine(paint("gray", n), width));
  // header + prompt + a line for a refusal's reason
  const fixed = eventBlock.length + notes.length + 3;
  const blocks = actionBlocks(game, view, legal, paint, width);
  const listed = fitActions(blocks, Math.max(MIN_LISTED, size.rows - fixed));
  const actions = blocks.slice(0, listed).flat();
  if (listed < legal.length)
    actions.push(
      paint("gray", `  … and ${legal.length - listed} more: type one, or type actions to list all`),
    );
  const board = viewLines(game, view, seat, paint, size, size.rows - fixed - actions.length);
  return {
    lines: [...board, ...eventBlock, paint("bold", "Your legal actions:"), ...actions, ...notes],
    listed,
  };
}
