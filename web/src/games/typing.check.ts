/**
 * Checked by `npm run typecheck`, never run or bundled: the boards are typed by their engines'
 * own views and actions. Each `@ts-expect-error` marks a line that must not compile; were a
 * board's view or actions lost to `any` (or a board list to a plain record), the line would
 * compile, and tsc fails on a directive with no error under it. `test/typing-check.test.ts`
 * checks that the typecheck still reads this file.
 */
import type { ComponentProps } from "react";
import type { ColonialView } from "../../../src/games/colonial/view.js";
import type { GameId } from "../../../src/packages/list.js";
import type { ServerFrame } from "../net/protocol";
import { colonialUi } from "./colonial/ColonialBoard";
import { gameUis } from "./index";
import { tyramidUi } from "./tyramid/TyramidBoard";

/** The board list as declared: keyed by every registered game, each typed by its game. */
type Boards = typeof gameUis;
type PropsOf<K extends GameId> = ComponentProps<(typeof gameUis)[K]["Board"]>;

declare const colonialProps: PropsOf<"colonial">;
declare const tyramidProps: PropsOf<"tyramid">;
declare const frame: Extract<ServerFrame, { type: "seats" }>;

/** The registry's view of a game is the engine's own type. */
export const engineView: ColonialView = colonialProps.view;
/** Defaults the options carry are read from the view, never repeated in a board. */
export const maxDiscard: number = colonialProps.view.options.maxDiscard;
/** A seats frame carries the table's view with it, as the server sends it. */
export const version: number = frame.version;

// @ts-expect-error Colonial's view has no shared board.
export const noBoard = colonialProps.view.board;

// @ts-expect-error Tyramid's legal actions are its own: none has an amount.
export const noAmount = tyramidProps.legal.map((a) => a.amount);

const tyramidPlay = { type: "play", card: "1-star-red", row: 0, place: 0 } as const;
// @ts-expect-error A seat acts only with its own game's actions.
export const wrongAction = () => colonialProps.act(tyramidPlay);

export const wrongBoard: Boards = {
  ...gameUis,
  // @ts-expect-error A board drawn from another game's view does not fit.
  colonial: tyramidUi,
};

// @ts-expect-error Every registered game needs its board.
export const missingBoard: Boards = { colonial: colonialUi };
