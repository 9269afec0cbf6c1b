import { lazy } from "react";
import { wildKillUi } from "../community/CommunityBoard";
import { webGame } from "../types";

/** Wild/Kill Pyramid in the browser: its board and its odds calculator. */
export const web = webGame("wild-kill", {
  ui: wildKillUi,
  Odds: lazy(() => import("./Odds").then((m) => ({ default: m.WildKillOdds }))),
});
