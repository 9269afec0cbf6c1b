import type { GameEvent } from "../../../src/core/game.js";
import type { ReplayViewer } from "./Controls";
import { seenBy } from "./record";

/**
 * The log up to this step as the viewer saw it; the opening (the first hand's deal) is shown from
 * the first position on.
 */
export function ReplayLog({
  opening,
  events,
  step,
  viewer,
  seatName,
}: {
  opening: readonly GameEvent[];
  events: readonly GameEvent[][];
  step: number;
  viewer: ReplayViewer;
  seatName: (s: number) => string;
}) {
  const log = [opening, ...events.slice(0, step)].flatMap((evs, k) =>
    evs
      .filter((e) => seenBy(e, viewer))
      // With every card face up, a private event ("You draw…") says whose it was.
      .map((e) => ({
        k,
        text:
          viewer === "all" && e.audience !== "public"
            ? `(${e.audience.map(seatName).join(", ")}) ${e.text}`
            : e.text,
      })),
  );
  return (
    // A scrolling log is a stop of the keyboard's tab order, so it can be scrolled without a mouse.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
    <aside className="event-log" aria-label="what happened" tabIndex={0}>
      <h2>Log</h2>
      <ol>
        {log.map((e, i) => (
          <li key={`${e.k}-${i}`}>{e.text}</li>
        ))}
      </ol>
    </aside>
  );
}
