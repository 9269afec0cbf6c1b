import { z } from "zod";
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

/** The part of an option's JSON schema that says what values it takes. */
export interface ValueSchema {
  readonly type?: string;
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly anyOf?: readonly ValueSchema[];
  readonly properties?: Readonly<Record<string, ValueSchema>>;
  readonly default?: unknown;
  readonly description?: string;
}

/** A schema as JSON schema (the input side: what a table's creator may write). */
export function jsonSchemaOf(schema: z.ZodType): ValueSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as ValueSchema;
}

export interface OptionInfo {
  readonly name: string;
  readonly default: unknown;
  readonly type: string;
  readonly description?: string;
}

/** The options a game takes, read from its schema: name, the values it takes, default, explanation. */
export function optionInfo(schema: z.ZodType): OptionInfo[] {
  return Object.entries(jsonSchemaOf(schema).properties ?? {}).map(([name, p]) => ({
    name,
    default: p.default,
    type: describeValues(p),
    ...(p.description ? { description: p.description } : {}),
  }));
}

/** The values an option takes, in words: `6 | 8`, `integer 1–100000 | null`, `"runoff" | "split"`. */
export function describeValues(p: ValueSchema): string {
  if (p.anyOf) return p.anyOf.map(describeValues).join(" | ");
  if (p.enum) return p.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (p.const !== undefined) return JSON.stringify(p.const);
  if ((p.type === "integer" || p.type === "number") && p.minimum !== undefined) {
    const word = p.type === "integer" ? "whole number" : "number";
    return p.maximum !== undefined && p.maximum < Number.MAX_SAFE_INTEGER
      ? `${word} ${p.minimum}–${p.maximum}`
      : `${word} from ${p.minimum}`;
  }
  return p.type === "integer" ? "whole number" : (p.type ?? "value");
}

/** The schema of the option at `path` (`["betting", "structure"]`), if there is one. */
function optionAt(schema: ValueSchema, path: readonly PropertyKey[]): ValueSchema | undefined {
  let node: ValueSchema | undefined = schema;
  for (const key of path) node = node?.properties?.[String(key)];
  return node;
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let node = raw;
  for (const key of path)
    node =
      node !== null && typeof node === "object"
        ? (node as Record<string, unknown>)[String(key)]
        : undefined;
  return node;
}

/**
 * A refused option as a sentence: for an option with a set of values the values it takes
 * (`Option "handSize" must be 6 | 8, not 7.`), else Zod's own complaint.
 */
function optionError(schema: z.ZodType, raw: unknown, error: z.ZodError): string {
  const issue = error.issues[0];
  // A value out of range or of the wrong kind names the option and what it takes, never only the
  // schema's "Too big: expected number to be <=20".
  if (issue && issue.code !== "unrecognized_keys") {
    const option = optionAt(jsonSchemaOf(schema), issue.path);
    if (option && issue.path.length > 0 && !option.properties) {
      const values = describeValues(option);
      const article = /^(whole )?number/.test(values) ? "a " : "";
      return `Option "${issue.path.map(String).join(".")}" must be ${article}${values}, not ${JSON.stringify(valueAt(raw, issue.path))}.`;
    }
  }
  return describeIssue(error);
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
  if (!parsed.success)
    return err(ruleError(ErrorCode.badOption, optionError(game.options, raw, parsed.error)));
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
