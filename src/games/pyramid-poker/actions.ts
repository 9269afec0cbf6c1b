import { z } from "zod";
import { formatCard, parseCard } from "../../cards/standard.js";
import { ErrorCode, type RuleError, ruleError } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";

const level = z.number().int().min(0).max(20);
const pos = z.number().int().min(0).max(20);
const hand = z.number().int().min(1).max(3);

export const actionSchema = z.discriminatedUnion("type", [
  /** Build: put the tile you were shown on space (level, pos). */
  z.strictObject({ type: z.literal("place"), level, pos }),
  /** Hands: take the uncovered tile on (level, pos). */
  z.strictObject({ type: z.literal("take"), level, pos }),
  /** Standard: put the tile you took face up into hand #hand. */
  z.strictObject({ type: z.literal("hand"), hand }),
  /** After a joker: keep this one of the tiles turned up from the reserve. */
  z.strictObject({ type: z.literal("keep"), tile: z.number().int().min(0).max(53) }),
  /** After a joker with nothing to keep: hand #hand ends one tile short. */
  z.strictObject({ type: z.literal("short"), hand }),
  /** Hold 'Em, after a joker with nothing to keep: give up one community or burn placement. */
  z.strictObject({ type: z.literal("forgo") }),
  /** Hold 'Em: lock the tile into your hidden hand #hand. */
  z.strictObject({ type: z.literal("lock"), hand }),
  /** Hold 'Em: put the tile face up on the next community space. */
  z.strictObject({ type: z.literal("community") }),
  /** Hold 'Em: burn the tile face down on the next burn space. */
  z.strictObject({ type: z.literal("burn") }),
]);

export type PyramidAction = z.infer<typeof actionSchema>;

/** `place 0,3`, `take 2,1`, `hand 2`, `keep Ks`, `short 1`, `forgo`, `lock 3`, `community`, `burn`. */
export function formatAction(a: PyramidAction): string {
  switch (a.type) {
    case "place":
    case "take":
      return `${a.type} ${a.level},${a.pos}`;
    case "hand":
    case "short":
    case "lock":
      return `${a.type} ${a.hand}`;
    case "keep":
      return `keep ${formatCard(a.tile)}`;
    default:
      return a.type;
  }
}

export function parseAction(text: string): Result<PyramidAction, RuleError> {
  const words = text.trim().split(/\s+/);
  const [verb, arg, extra] = words;
  const bad = (why: string) => err(ruleError(ErrorCode.malformed, why));
  if (extra !== undefined) return bad(`"${text}" has too many words.`);
  switch (verb) {
    case "place":
    case "take": {
      const m = /^(\d{1,2}),(\d{1,2})$/.exec(arg ?? "");
      if (!m) return bad(`"${verb}" needs a space as level,position, e.g. "${verb} 0,3".`);
      return ok({ type: verb, level: Number(m[1]), pos: Number(m[2]) });
    }
    case "hand":
    case "short":
    case "lock": {
      if (!/^[1-3]$/.test(arg ?? "")) return bad(`"${verb}" needs a hand number 1–3.`);
      return ok({ type: verb, hand: Number(arg) });
    }
    case "keep": {
      const card = parseCard(arg ?? "");
      if (!card.ok) return bad(`"keep" needs a tile, e.g. "keep Ks": ${card.error.message}`);
      return ok({ type: "keep", tile: card.value });
    }
    case "forgo":
    case "community":
    case "burn":
      if (arg !== undefined) return bad(`"${verb}" takes nothing after it.`);
      return ok({ type: verb });
    default:
      return bad(
        `"${text}" is not an action: place, take, hand, keep, short, forgo, lock, community or burn.`,
      );
  }
}
