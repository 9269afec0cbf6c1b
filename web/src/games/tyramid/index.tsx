import { lazy } from "react";
import { webGame } from "../types";
import { TyramidAdvicePanel } from "./advice";
import { tyramidUi } from "./TyramidBoard";

/** Tyramid in the browser: its board, its move adviser, and the adviser in replays. */
export const web = webGame("tyramid", {
  ui: tyramidUi,
  Adviser: lazy(() => import("./Adviser").then((m) => ({ default: m.TyramidCalculator }))),
  replayAdvice: (view, seat, label) => <TyramidAdvicePanel view={view} seat={seat} label={label} />,
});
