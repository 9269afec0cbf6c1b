import { colonialUi } from "./colonial/ColonialBoard";
import { threeSidedUi, wildKillUi } from "./community/CommunityBoard";
import { dealersChoiceUi } from "./dealers-choice/NightBoard";
import { pyramidPokerUi } from "./pyramid-poker/PokerBoard";
import type { GameUi } from "./types";
import { tyramidUi } from "./tyramid/TyramidBoard";

/** Each game's table drawing; a game without one is shown by the generic outline. */
export const gameUis: Record<string, GameUi> = {
  colonial: colonialUi,
  "pyramid-poker": pyramidPokerUi,
  "three-sided": threeSidedUi,
  tyramid: tyramidUi,
  "wild-kill": wildKillUi,
  "dealers-choice": dealersChoiceUi,
};
