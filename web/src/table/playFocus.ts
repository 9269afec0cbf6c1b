import { type RefObject, useEffect, useRef } from "react";
import type { TableState } from "../net/connection";
import type { Action } from "../net/protocol";

/**
 * Keeps the keyboard in the play area: after an action the control pressed is often gone (or
 * disabled while the server answers), and focus would fall to the top of the page. Focus then goes
 * to the next sensible control (a card to pick, an action other than folding), or to the play
 * area itself while others act, until the player moves it elsewhere. On each new decision the
 * page scrolls so that control is in sight.
 */
export function usePlayFocus(
  area: RefObject<HTMLElement | null>,
  state: TableState,
  send: (a: Action) => void,
): (a: Action) => void {
  const keep = useRef(false);
  useEffect(() => {
    // Focus the player moves out of the play area (to the log, the menu) is theirs to keep.
    const onFocus = (e: FocusEvent) => {
      const el = e.target as Node | null;
      if (el && area.current && !area.current.contains(el)) keep.current = false;
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, [area]);
  const decision = `${state.version}:${state.pending}:${JSON.stringify(state.legal)}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new decision.
  useEffect(() => {
    const box = area.current;
    if (!box) return;
    if (!keep.current) {
      // Not at the keyboard here yet: only bring the board and the next thing to do into sight.
      if (state.legal.length > 0 && !state.pending) bringIntoView(box);
      return;
    }
    const active = document.activeElement;
    const lost = active === null || active === document.body || active === box;
    const dead = active instanceof HTMLButtonElement && active.disabled;
    if (!lost && !dead && box.contains(active)) return;
    const next = nextControl(box);
    if (next) {
      next.focus({ preventScroll: true });
      bringIntoView(box);
    } else if (active !== box) box.focus({ preventScroll: true });
  }, [decision]);
  return (a) => {
    keep.current = true;
    send(a);
  };
}

/**
 * A turn brings the play area into view, the board with the actions under it: the whole area when
 * it fits the window (on a phone the page may have been left at the log, far below), else as much
 * of the board as fits above the next control. An area already in full view does not move.
 */
function bringIntoView(box: HTMLElement): void {
  const r = box.getBoundingClientRect();
  const high = window.innerHeight;
  if (r.height <= high) {
    if (r.top < 0 || r.bottom > high) box.scrollIntoView({ block: "start" });
    return;
  }
  const next = nextControl(box);
  const n = next?.getBoundingClientRect();
  if (next && n && (n.top < 0 || n.bottom > high)) next.scrollIntoView({ block: "end" });
}

/**
 * The control a player most likely wants next: a place for the card already chosen, a card to
 * pick, else a move other than a fold.
 */
function nextControl(box: HTMLElement): HTMLElement | null {
  return (
    box.querySelector<HTMLElement>("button.tyramid-cell.target:not([disabled])") ??
    box.querySelector<HTMLElement>("[data-pick]:not([disabled])") ??
    box.querySelector<HTMLElement>(
      "[data-action]:not([disabled]):not([data-action=fold]), [data-confirm]:not([disabled])",
    ) ??
    box.querySelector<HTMLElement>("[data-action]:not([disabled]), [data-anytime]:not([disabled])")
  );
}
