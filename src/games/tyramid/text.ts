/**
 * Text forms: `play 5-star-red at 4,2` (row 4, place 2; the Hourglass names the half:
 * `play 5-star-red at upper 4,2`), `stop`, `reveal`, `keep 3-star-orange`, `pass`.
 */
import { z } from "zod";
import { formatTic, parseTic } from "../../cards/tic.js";
import { ErrorCode, type RuleError, ruleError } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";
import type { TyramidAction } from "./rules.js";

export const tyramidActionSchema: z.ZodType<TyramidAction> = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("play"),
    card: z.string(),
    half: z.enum(["lower", "upper"]).optional(),
    row: z.number().int(),
    place: z.number().int(),
  }),
  z.strictObject({ type: z.literal("stop") }),
  z.strictObject({ type: z.literal("reveal") }),
  z.strictObject({ type: z.literal("keep"), card: z.string() }),
  z.strictObject({ type: z.literal("pass") }),
]) as z.ZodType<TyramidAction>;

export function formatAction(a: TyramidAction): string {
  switch (a.type) {
    case "play":
      return `play ${a.card} at ${a.half ? `${a.half} ` : ""}${a.row},${a.place}`;
    case "keep":
      return `keep ${a.card}`;
    default:
      return a.type;
  }
}

const bad = (message: string): Result<never, RuleError> =>
  err(ruleError(ErrorCode.malformed, message));

function card(token: string | undefined): Result<string, RuleError> {
  if (token === undefined) return bad("Which card? Write it like 3-star-orange.");
  const r = parseTic(token);
  return r.ok ? ok(formatTic(r.value)) : bad(r.error);
}

export function parseAction(text: string): Result<TyramidAction, RuleError> {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const [verb, ...rest] = words;
  if (verb === "stop" || verb === "reveal" || verb === "pass") {
    if (rest.length) return bad(`"${verb}" takes nothing after it, not "${rest.join(" ")}".`);
    return ok({ type: verb });
  }
  if (verb === "keep") {
    if (rest.length !== 1) return bad("Write keep and one card, like keep 3-star-orange.");
    const c = card(rest[0]);
    return c.ok ? ok({ type: "keep", card: c.value }) : c;
  }
  if (verb !== "play")
    return bad(
      `"${verb ?? ""}" is not a Tyramid action: play <card> at <row>,<place>, stop, reveal, keep <card> or pass.`,
    );
  const c = card(rest[0]);
  if (!c.ok) return c;
  if (rest[1] !== "at")
    return bad("Write play <card> at <row>,<place>, like play 5-star-red at 4,2.");
  let i = 2;
  let half: "lower" | "upper" | undefined;
  if (rest[i] === "upper" || rest[i] === "lower") half = rest[i++] as "lower" | "upper";
  const spot = rest.slice(i).join("");
  const m = /^(\d+),(\d+)$/.exec(spot);
  if (!m) return bad(`"${spot}" is not a place: write row,place like 4,2.`);
  const row = Number(m[1]);
  const place = Number(m[2]);
  return ok(
    half
      ? { type: "play", card: c.value, half, row, place }
      : { type: "play", card: c.value, row, place },
  );
}
