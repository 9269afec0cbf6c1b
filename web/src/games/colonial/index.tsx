import { lazy } from "react";
import { webGame } from "../types";
import { ColonialAdvicePanel } from "./advice";
import { colonialUi } from "./ColonialBoard";

/** Colonial Pyramid in the browser: its board, its discard adviser, and the adviser in replays. */
export const web = webGame("colonial", {
  ui: colonialUi,
  Adviser: lazy(() => import("./Adviser").then((m) => ({ default: m.ColonialCalculator }))),
  // The adviser speaks only while the seat to act has a discard to choose.
  replayAdvice: (view, seat, label) =>
    view.phase === "discard" && !view.chosen[seat] ? (
      <ColonialAdvicePanel view={view} seat={seat} label={label} />
    ) : null,
});
