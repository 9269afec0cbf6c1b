/**
 * An action's text form with its values named (`take <level>,<pos>`, `discard <cards>`), for a
 * terminal that sums up a long list of actions instead of numbering each one.
 */
import type { Action, GameDefinition } from "../core/game.js";

/** Separators inside a text form: spaces and the comma of `4,0`. */
const separator = /([\s,]+)/;

/** The text form of `action` with each field's value written `<field>`. */
export function textForm(game: GameDefinition, action: Action): string {
  const tokens = game.formatAction(action).split(separator);
  const named = new Set<number>();
  const fields = Object.entries(action as unknown as Record<string, unknown>).filter(
    ([k]) => k !== "type",
  );
  // A list of values is a run of words (`discard P1 G1`): one placeholder for the run.
  for (const [key, value] of fields) {
    if (!Array.isArray(value) || value.length === 0) continue;
    const words = value.map(String);
    for (let i = 0; i + 2 * (words.length - 1) < tokens.length; i += 2) {
      if (words.every((w, j) => tokens[i + 2 * j] === w && !named.has(i + 2 * j))) {
        tokens.splice(i, 2 * words.length - 1, `<${key}>`);
        named.add(i);
        break;
      }
    }
  }
  for (const [key, value] of fields) {
    if (typeof value !== "string" && typeof value !== "number") continue;
    const at = tokens.findIndex((t, i) => i % 2 === 0 && !named.has(i) && t === String(value));
    if (at >= 0) {
      tokens[at] = `<${key}>`;
      named.add(at);
    }
  }
  return tokens.join("");
}

export interface FormSummary {
  readonly form: string;
  readonly count: number;
  /** The first action of the form as the table shows it. */
  readonly example: string;
}

/** The legal actions grouped by text form, in the order the forms first appear. */
export function summariseForms(
  game: GameDefinition,
  view: unknown,
  legal: readonly Action[],
): FormSummary[] {
  const out = new Map<string, { count: number; example: string }>();
  for (const a of legal) {
    const form = textForm(game, a);
    const known = out.get(form);
    if (known) known.count++;
    else out.set(form, { count: 1, example: game.showAction?.(view, a) ?? game.formatAction(a) });
  }
  return [...out].map(([form, { count, example }]) => ({ form, count, example }));
}
