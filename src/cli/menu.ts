/**
 * The terminal's list of legal actions. Actions that differ only in one number (a cut of 1 to 54
 * cards, a bet of 2 to 98 chips) are one line that says the range, typed with the number
 * (`cut N (1–54)`); every other action is a numbered line.
 */
import type { Action, GameDefinition } from "../core/game.js";

export type MenuEntry<A extends Action = Action> =
  | { readonly kind: "pick"; readonly action: A }
  | { readonly kind: "typed"; readonly text: string };

/** More choices than this in one range are typed instead of numbered. */
const MAX_NUMBERED = 12;

export function actionMenu<A extends Action>(
  game: GameDefinition<unknown, unknown, A>,
  legal: readonly A[],
): MenuEntry<A>[] {
  const byType = new Map<string, A[]>();
  for (const a of legal) byType.set(a.type, [...(byType.get(a.type) ?? []), a]);
  const out: MenuEntry<A>[] = [];
  for (const actions of byType.values()) {
    const field = actions.length > MAX_NUMBERED ? amountField(actions) : null;
    if (!field) {
      for (const action of actions) out.push({ kind: "pick", action });
      continue;
    }
    const amounts = actions.map((a) => (a as unknown as Record<string, number>)[field]!);
    const low = Math.min(...amounts);
    const high = Math.max(...amounts);
    // The action's own text form with the number written N: "cut N", "raise to N".
    const sample = actions[0]!;
    const form = game
      .formatAction(sample)
      .replace(String((sample as unknown as Record<string, number>)[field]), "N");
    const gaps = high - low + 1 === amounts.length ? "" : ", some amounts only";
    out.push({ kind: "typed", text: `${form} (${low}–${high}${gaps})` });
  }
  return out;
}

/** The one numeric field the actions differ in, the rest equal; or null. */
function amountField(actions: readonly Action[]): string | null {
  const first = actions[0] as unknown as Record<string, unknown>;
  const numeric = Object.keys(first).filter((k) => typeof first[k] === "number");
  if (numeric.length !== 1) return null;
  const field = numeric[0]!;
  const rest = (a: Action) => JSON.stringify({ ...a, [field]: 0 });
  const base = rest(actions[0]!);
  return actions.every((a) => rest(a) === base) ? field : null;
}
