import { chooseMethod, type EquityTask } from "../../../src/analysis/equity-run";
import type { ThreeSidedSpec } from "../../../src/analysis/three-sided-equity";
import type { WildKillSpec } from "../../../src/analysis/wild-kill-equity";
import type { LowOrder } from "../../../src/cards/poker/value";

/**
 * The part of a seat's view (web/src/games/community/CommunityBoard.tsx's CommunityView) the odds
 * panel reads: nothing else, so it can never use what the seat does not see.
 */
export interface SeatOddsView {
  readonly hole: readonly (readonly number[] | null)[];
  readonly board: readonly (number | null)[];
  readonly status: readonly ("active" | "all-in" | "folded" | "out")[];
}

/** The table's public options the odds depend on (as docs/rules names them). */
export interface SeatOddsOptions {
  readonly low?: LowOrder;
  readonly lowQualifier?: number | null;
  readonly split?: "high" | "high-low";
  readonly wildKilled?: "killed" | "wild";
}

export const SEAT_SAMPLES = 20_000;

/**
 * The equity task for one seat: its own hole cards against a random hand for every other player
 * still in, on the board cards turned so far. The seat is player 1 of the task. Other players'
 * hole cards are never read, even when the view holds them (at a showdown), so the answer is the
 * same for every view the seat could have. Null when the seat has no hand or nobody is left to beat.
 */
export function seatTask(
  game: "three-sided" | "wild-kill",
  view: SeatOddsView,
  seat: number,
  options: SeatOddsOptions = {},
): EquityTask | null {
  const mine = view.hole[seat];
  const size = game === "three-sided" ? 4 : 5;
  if (!mine || mine.length !== size) return null;
  const opponents = view.status.filter(
    (s, i) => i !== seat && (s === "active" || s === "all-in"),
  ).length;
  if (opponents === 0) return null;
  const holes = [mine, ...Array.from({ length: opponents }, () => null)];
  const known = (from: number, to: number) =>
    view.board.slice(from, to).filter((c): c is number => c !== null);
  let task: EquityTask;
  if (game === "three-sided") {
    const spec: ThreeSidedSpec = {
      holes,
      board: Array.from({ length: 6 }, (_, i) => view.board[i] ?? null),
      low: options.low ?? "ace-to-five",
      qualifier: options.lowQualifier ?? null,
    };
    task = { game, spec, method: "sample", samples: SEAT_SAMPLES, seed: "seat" };
  } else {
    const spec: WildKillSpec = {
      holes,
      wild: known(0, 2),
      shared: known(2, 5),
      kill: known(5, 9),
      low: options.split === "high-low" ? (options.low ?? "ace-to-five") : null,
      qualifier: options.split === "high-low" ? (options.lowQualifier ?? null) : null,
      wildKilled: options.wildKilled ?? "killed",
    };
    task = { game, spec, method: "sample", samples: SEAT_SAMPLES, seed: "seat" };
  }
  const chosen = chooseMethod(game, task.spec, "auto");
  return "method" in chosen ? { ...task, method: chosen.method } : task;
}
