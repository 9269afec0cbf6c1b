import type { GameUi } from "./types";

/** Each game's table drawing; a game without one is shown by the generic outline. */
export const gameUis: Record<string, GameUi> = {};
