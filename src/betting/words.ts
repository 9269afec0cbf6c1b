/** What the betting games' terminal drawings say alike of a seat. */
import type { Paint } from "../core/game.js";
import type { SeatStatus } from "./types.js";

/** A seat's status beside its name (" folded", " sitting out", " all-in"); nothing while active. */
export function statusWords(status: SeatStatus | undefined, paint: Paint): string {
  if (status === "folded") return paint("gray", " folded");
  if (status === "out") return paint("gray", " sitting out");
  if (status === "all-in") return paint("red", " all-in");
  return "";
}
