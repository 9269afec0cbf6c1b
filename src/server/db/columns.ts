/**
 * The JSON the database stores as text, parsed by schema when it is read: a row this server did
 * not write (a hand edit, another program, a bad restore) is refused with a sentence naming the
 * table and the column, at the read, instead of failing later somewhere far from its cause.
 */
import { z } from "zod";
import { describeIssue } from "../../core/options.js";
import { paces } from "../pace.js";
import { voidOutcomeSchema } from "../void.js";

/** Per seat: a bot's name, or null for a player. */
export const botsColumn = z.array(z.string().max(64).nullable()).min(1);

/** The table's server settings; a field missing from an older row takes its default. */
export const settingsColumn = z.object({
  clockMs: z.number().int().positive().nullable().default(null),
  fallbackBot: z.string().max(64).default("random"),
  /** A disconnected player's grace before the away rule plays; older rows: never. */
  awayAfterMs: z.number().int().min(0).default(0),
  /** The hash of the host's token; older rows have no host. */
  hostHash: z.string().min(1).optional(),
  private: z.boolean().default(false),
  /** Older rows are live tables. */
  pace: z.enum(paces).optional(),
  /** A turn-based table's time bank per seat; older rows: none. */
  bankMs: z.number().int().min(0).optional(),
  /** Between accounts, no bots; older rows: unrated. */
  rated: z.boolean().default(false),
});

/** A join to a private table, waiting for the host's approval. */
export const requestData = z.object({
  id: z.string().min(1),
  name: z.string(),
  tokenHash: z.string().min(1),
  seat: z.number().int().min(0).nullable(),
  /** A signed-in player's account: the seat is theirs once the host approves. */
  account: z.string().min(1).optional(),
});

/** A seat marked away or back: by its player, or by the server after two clocks in a row. */
export const awayData = z.object({ on: z.boolean(), why: z.enum(["player", "clock"]) });

/** A leave's data: the host's removal says so. */
export const leaveData = z.object({ by: z.literal("host").optional() });

/** A finished table's outcome (the game's, which may carry more), or a void table's. */
export const outcomeColumn = z.union([
  voidOutcomeSchema,
  z.looseObject({
    payoff: z.array(z.number()),
    ranks: z.array(z.number()),
    winners: z.array(z.number()),
    summary: z.string(),
  }),
]);

/** A join's log entry: the player's name and their token's hash. */
export const joinData = z.object({
  name: z.string().nullable(),
  tokenHash: z.string().min(1),
  /** The account of a player who joined signed in. */
  account: z.string().min(1).optional(),
});

/** An action's log entry; its fields are the game's, checked by its schema when applied. */
export const actionData = z.looseObject({ type: z.string() });

/** A move the server made for a player: the action, why (clock or away) and who chose it. */
export const awayActionData = z.strictObject({
  away: z.enum(["clock", "away"]),
  by: z.string(),
  action: actionData,
});

/** Stored data that does not parse: its message names the table and what is wrong. */
export class StoredDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StoredDataError";
  }
}

/** Parses a JSON column (`what`: "Table t1's settings") by its schema, or says what is wrong. */
export function readJson<S extends z.ZodType>(schema: S, text: string, what: string): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new StoredDataError(`${what} is not JSON: ${JSON.stringify(text.slice(0, 80))}.`);
  }
  const r = schema.safeParse(json);
  if (!r.success)
    throw new StoredDataError(`${what} is malformed: ${describeIssue(r.error, "field")}`);
  return r.data;
}
