import { cardName } from "../cards/notation";

/** The attribute a lesson sets on what it points at: the style outlines it, tests find it. */
export const MARK = "data-lesson-mark";

/** An element's name as a screen reader reads it, roughly: its label, else an image's, else its text. */
function nameOf(el: Element): string {
  const own = el.getAttribute("aria-label");
  if (own) return own.toLowerCase();
  const inner = el.querySelector("[aria-label]")?.getAttribute("aria-label");
  return (inner ?? el.textContent ?? "").trim().toLowerCase();
}

/** The controls whose words are `what` (or begin or end with it: "Call 2", "put it into hand 1"). */
function controlsNamed(root: HTMLElement, what: string): Element[] {
  const words = what.toLowerCase();
  return [...root.querySelectorAll("button, select, input")].filter((el) => {
    const name = nameOf(el);
    return name === words || name.startsWith(`${words} `) || name.endsWith(` ${words}`);
  });
}

/** The elements one thing a lesson names stands for: a card, a place `r,i`, or a control's words. */
function targetsOf(root: HTMLElement, what: string): Element[] {
  const card = cardName(what);
  if (card) {
    const named = [...root.querySelectorAll("[aria-label]")].filter(
      (el) => el.getAttribute("aria-label")?.toLowerCase() === card.toLowerCase(),
    );
    // A card in a button (to pick it) is the button; a card on the table is itself.
    return named.map((el) => el.closest("button") ?? el);
  }
  const place = /^(\d+),(\d+)$/.exec(what);
  if (place) {
    const [, r, i] = place;
    return [
      ...root.querySelectorAll(`[data-row="${r}"][data-place="${i}"]`),
      ...[...root.querySelectorAll("button[aria-label]")].filter((el) =>
        nameOf(el).includes(`level ${r}, space ${i}`),
      ),
    ];
  }
  const exact = controlsNamed(root, what);
  if (exact.length > 0) return exact;
  const type = what.toLowerCase().split(" ")[0]!;
  // An amount's control (bet 10) or a call's form: the controls of that kind of action.
  return [...root.querySelectorAll(`[data-action="${type}"], [data-${type}]`)];
}

/**
 * Marks what a lesson's step points at inside `root`, and the control of its whole `move`, and returns how many it marked; the marks
 * of the step before are cleared first. Found by the names the boards already give their cards
 * and places, so no board needs to know about lessons.
 */
export function markTargets(root: HTMLElement, highlight: readonly string[], move: string): number {
  for (const el of root.querySelectorAll(`[${MARK}]`)) el.removeAttribute(MARK);
  let marked = 0;
  // The control that makes the whole move, where there is one (Keep 5-square-orange).
  const all = [...highlight.flatMap((what) => targetsOf(root, what)), ...controlsNamed(root, move)];
  for (const el of all)
    if (!el.hasAttribute(MARK)) {
      el.setAttribute(MARK, "");
      marked++;
    }
  return marked;
}
