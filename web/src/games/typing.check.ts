/**
 * Checked by `npm run typecheck`, never run or bundled: the boards are typed by their engines'
 * own views and actions, through each game's web module (`webGame`). Each `@ts-expect-error`
 * marks a line that must not compile; were a board's view or actions lost to `any`, the line would
 * compile, and tsc fails on a directive with no error under it. `test/typing-check.test.ts`
 * checks that the typecheck still reads this file.
 */
import type { ComponentProps } from "react";
import type { ColonialView } from "../../../src/games/colonial/view.js";
import type { ServerFrame } from "../net/protocol";
import { colonialUi } from "./colonial/ColonialBoard";
import type { web as colonialWeb } from "./colonial/index";
import { webGame } from "./types";
import type { web as tyramidWeb } from "./tyramid/index";
import { tyramidUi } from "./tyramid/TyramidBoard";

declare const colonialProps: ComponentProps<typeof colonialWeb.ui.Board>;
declare const tyramidProps: ComponentProps<typeof tyramidWeb.ui.Board>;
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

// @ts-expect-error A board drawn from another game's view does not fit.
export const wrongBoard = webGame("colonial", { ui: tyramidUi });

// @ts-expect-error Only a registered game has a web module typed by its package.
export const unlisted = webGame("no-such-game", { ui: colonialUi });
