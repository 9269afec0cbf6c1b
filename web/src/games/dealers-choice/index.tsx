import { webGame } from "../types";
import { dealersChoiceUi } from "./NightBoard";

/** A Pyramid night in the browser: its board, which draws each deal with the called game's. */
export const web = webGame("dealers-choice", { ui: dealersChoiceUi });
