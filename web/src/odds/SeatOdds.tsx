import { useEffect, useMemo } from "react";
import { type SeatOddsOptions, type SeatOddsView, seatTask } from "./seatTask";
import { useEquity } from "./useEquity";

/**
 * A seat's equity at a Three-sided or Wild/Kill table against random hands for the players still
 * in, from the seat's own view only (see seatTask). Recomputed in a Web Worker whenever the hand,
 * the board or the players still in change.
 */
export function SeatOdds({
  game,
  view,
  seat,
  options,
}: {
  game: "three-sided" | "wild-kill";
  view: SeatOddsView;
  seat: number;
  options?: SeatOddsOptions;
}) {
  const task = useMemo(() => seatTask(game, view, seat, options), [game, view, seat, options]);
  const key = task ? JSON.stringify(task) : "";
  const { state, start } = useEquity();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the task's content
  useEffect(() => {
    if (task) start(task);
  }, [key]);
  if (!task) return null;
  const others = task.spec.holes.length - 1;
  let body: string;
  if (state.status === "done") {
    const me = state.report.seats[0]!;
    const f = (x: { value: number; error: number }) =>
      `${(x.value * 100).toFixed(1)}%${state.report.exact ? "" : ` ±${(x.error * 100).toFixed(1)}`}`;
    body = state.report.hiLo
      ? `equity ${f(me.equity)} · high ${f(me.highWin)} · low ${f(me.lowWin)} · scoop ${f(me.scoop)}`
      : `equity ${f(me.equity)} · wins ${f(me.highWin)}`;
  } else if (state.status === "failed") body = state.message;
  else body = "working…";
  return (
    // A region of the table, not a complementary landmark: those belong at the page's top level.
    <section className="seat-odds" aria-label="your odds" aria-live="polite">
      <strong>Your odds</strong> against {others} random {others === 1 ? "hand" : "hands"}: {body}
    </section>
  );
}
