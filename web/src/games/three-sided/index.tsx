import { lazy } from "react";
import { threeSidedUi } from "../community/CommunityBoard";
import { webGame } from "../types";

/** Three-sided Pyramid in the browser: its board and its odds calculator. */
export const web = webGame("three-sided", {
  ui: threeSidedUi,
  Odds: lazy(() => import("./Odds").then((m) => ({ default: m.ThreeSidedOdds }))),
});
