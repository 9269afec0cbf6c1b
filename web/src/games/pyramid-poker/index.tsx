import { webGame } from "../types";
import { pyramidPokerUi } from "./PokerBoard";

/** Pyramid Poker in the browser: its board. */
export const web = webGame("pyramid-poker", { ui: pyramidPokerUi });
