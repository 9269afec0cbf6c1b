import { readFileSync } from "node:fs";
import type { GameDefinition } from "../core/game.js";
import type { TableRecord } from "../core/match.js";
import { parseOptions, setOptionPath } from "../core/options.js";
import { registry as defaultRegistry } from "../packages/index.js";
import type { Extras } from "../packages/package.js";
import type { GameRegistry } from "../packages/registry.js";
import { fail } from "./fail.js";

/** Whole-number arguments are read as an adviser reads its flags, refused in the same words. */
export { wholeNumber } from "../analysis/advise.js";

export function gameById(id: string, registry: GameRegistry = defaultRegistry): GameDefinition {
  const game = registry.get(id);
  if (!game) {
    const known = registry.keys().join(", ") || "none yet";
    fail(`Unknown game "${id}". Games: ${known}.`);
  }
  return game;
}

/** `--option key=value` pairs (repeatable; dotted keys reach nested options) into an object. */
export function collectOptions(
  pairs: readonly string[] = [],
  variant?: string,
  game?: GameDefinition,
): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  if (variant) {
    const v = game?.variants[variant];
    if (!v)
      fail(
        `Unknown variant "${variant}". Variants: ${Object.keys(game?.variants ?? {}).join(", ") || "none"}.`,
      );
    Object.assign(options, structuredClone(v.options));
  }
  for (const pair of pairs) {
    const eq = pair.indexOf("=");
    if (eq <= 0) fail(`--option wants key=value, got "${pair}".`);
    setOptionPath(options, pair.slice(0, eq), pair.slice(eq + 1));
  }
  return options;
}

export function checkedOptions(game: GameDefinition, raw: unknown, players: number): unknown {
  const r = parseOptions(game, raw, players);
  if (!r.ok) fail(r.error.message);
  return r.value;
}

export function readRecord(path: string): TableRecord {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    fail(`Cannot read ${path}: ${(e as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    fail(`${path} is not JSON.`);
  }
  const r = data as Partial<TableRecord>;
  if (
    !r ||
    typeof r !== "object" ||
    typeof r.game !== "string" ||
    !Array.isArray(r.actions) ||
    typeof r.players !== "number" ||
    typeof r.seed !== "string"
  ) {
    fail(`${path} is not a table record (it needs game, options, players, seed and actions).`);
  }
  return r as TableRecord;
}

/** Each registered game whose package has the extra `key`, with it: the games a command offers. */
export function extrasOf<K extends keyof Extras>(
  registry: GameRegistry,
  key: K,
): [string, NonNullable<Extras[K]>][] {
  return registry.packages.flatMap((p) => {
    const hook = p.extras?.[key];
    return hook ? [[p.id, hook] as [string, NonNullable<Extras[K]>]] : [];
  });
}

/** The words given to a command's options (its string values), as a game's extra reads them. */
export function wordsOf(opts: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(opts).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])),
  );
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
