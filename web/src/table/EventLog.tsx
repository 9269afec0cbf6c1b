import { useEffect, useRef } from "react";
import { personal } from "../../../src/core/personal.js";
import type { TableState } from "../net/connection";

/** Events shown at once; each keeps its number, its place in the table's history. */
const LOG_WINDOW = 200;

export function EventLog({ state }: { state: TableState }) {
  const box = useRef<HTMLElement>(null);
  const count = state.log.length;
  const first = Math.max(0, count - LOG_WINDOW);
  useEffect(() => {
    // Follow the newest event inside the log only; the page itself never jumps.
    if (count > 0 && box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [count]);
  return (
    // A scrolling log is a stop of the keyboard's tab order, so it can be scrolled without a mouse.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
    <aside className="event-log" aria-label="what happened" tabIndex={0} ref={box}>
      <h2>Log</h2>
      <ol aria-live="polite" aria-relevant="additions">
        {state.log.slice(first).map((e, i) => (
          <li key={first + i} value={first + i + 1} className={`ev ev-${e.type}`}>
            {personal(e.text, state.seat)}
          </li>
        ))}
      </ol>
    </aside>
  );
}
