import type { z } from "zod";
import { ErrorCode, type RuleError, ruleError } from "./errors.js";
import type { GameDefinition } from "./game.js";
import { err, ok, type Result } from "./result.js";

/** Zod's first complaint as a sentence that names the option: `Option "rows": …`. */
export function describeIssue(error: z.ZodError, what = "Option"): string {
  const issue = error.issues[0];
  if (!issue) return `${what} is invalid.`;
  const path = issue.path.map(String).join(".");
  if (issue.code === "unrecognized_keys") {
    const keys = (issue as { keys: string[] }).keys;
    const where = path ? ` in "${path}"` : "";
    return `Unknown ${what.toLowerCase()}${keys.length > 1 ? "s" : ""}${where}: ${keys.map((k) => `"${k}"`).join(", ")}.`;
  }
  return path ? `${what} "${path}": ${issue.message}` : `${what}: ${issue.message}`;
}

/** Options with defaults filled in, checked against the schema and the player count. */
export function parseOptions<O>(
  game: GameDefinition<O>,
  raw: unknown,
  players: number,
): Result<O, RuleError> {
  if (!Number.isInteger(players) || players < game.minPlayers || players > game.maxPlayers) {
    return err(
      ruleError(
        ErrorCode.badOption,
        `${game.name} is for ${game.minPlayers}–${game.maxPlayers} players, not ${players}.`,
      ),
    );
  }
  const parsed = game.options.safeParse(raw ?? {});
  if (!parsed.success) return err(ruleError(ErrorCode.badOption, describeIssue(parsed.error)));
  const why = game.checkOptions?.(parsed.data, players);
  if (why) return err(ruleError(ErrorCode.badOption, why));
  return ok(parsed.data);
}

/** The defaults, for listings. */
export function defaultOptions<O>(game: GameDefinition<O>): O {
  return game.options.parse({});
}

/**
 * Sets `a.b.c = value` in a nested options object, for `--option betting.ante=2`. The value is
 * read as JSON when it parses (numbers, booleans, null, arrays), else as a plain string.
 */
export function setOptionPath(target: Record<string, unknown>, path: string, text: string): void {
  const keys = path.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== "object") node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = text;
  }
  node[keys[keys.length - 1]!] = value;
}
