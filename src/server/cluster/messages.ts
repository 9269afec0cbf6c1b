/**
 * What crosses Redis between the processes of a cluster, each message a zod schema: requests
 * forwarded to a table's owner, the owner's replies, and its news of each table. The channels
 * they travel on are named here too.
 */
import { z } from "zod";
import { describeIssue } from "../../core/options.js";
import type { TableLogRow } from "../db/schema.js";
import { hostRequest } from "../host.js";
import type { Timers } from "../timers.js";

export interface ClusterConfig {
  /** redis://… */
  readonly redis: string;
  /** This process's node id (also the owner named in the tables it holds). */
  readonly node: string;
  /** How long a node's lease lasts without renewal: the longest a dead owner's tables wait. */
  readonly leaseMs: number;
  /** How long a forwarded request may wait for an owner (a takeover included) before giving up. */
  readonly forwardMs?: number;
  /** The leases' beats and clock (the server's timers; tests move time by hand). */
  readonly timers?: Timers;
}

const seat = z.number().int().min(0).max(15);

/** A log entry as the owner publishes it (a row of `table_log`). */
const logRow = z.object({
  table_id: z.string(),
  seq: z.number().int().min(0),
  kind: z.enum(["join", "leave", "action", "chat", "host", "request", "away"]),
  /** -1: a table-wide entry (the host's, a spectator's chat, a request to join). */
  seat: z.number().int().min(-1).max(15),
  data: z.string(),
  client_seq: z.number().int().min(0).nullable(),
  at: z.number(),
}) satisfies z.ZodType<TableLogRow>;

/** A request forwarded to a table's owner. Tokens never cross: only their hashes. */
const request = z.discriminatedUnion("op", [
  z.object({
    op: z.literal("act"),
    seat,
    seq: z.number().int().min(0).nullable(),
    action: z.unknown(),
    seen: z.object({ version: z.number().int().min(0), strict: z.boolean() }).optional(),
    tokenHash: z.string(),
  }),
  z.object({
    op: z.literal("join"),
    seat: seat.optional(),
    name: z.string().nullable(),
    tokenHash: z.string(),
    /** The account of a player who joined signed in. */
    account: z.string().nullable().optional(),
  }),
  z.object({ op: z.literal("leave"), tokenHash: z.string() }),
  z.object({
    op: z.literal("chat"),
    seat: seat.nullable(),
    tokenHash: z.string().nullable(),
    name: z.string(),
    text: z.string(),
  }),
  z.object({ op: z.literal("away"), seat, tokenHash: z.string(), on: z.boolean() }),
  z.object({ op: z.literal("host"), hostHash: z.string(), req: hostRequest }),
]);
export type Request = z.infer<typeof request>;

/** A request as it crosses Redis: who asks (`from`, a node) and, sent to a node, for which table. */
export const ask = z.object({
  rid: z.string(),
  from: z.string(),
  table: z.string().optional(),
  req: request,
});

export const reply = z.discriminatedUnion("ok", [
  z.object({
    rid: z.string(),
    ok: z.literal(true),
    value: z.object({
      version: z.number().int().min(0).optional(),
      duplicate: z.literal(true).optional(),
      seat: seat.optional(),
      request: z.string().optional(),
    }),
  }),
  z.object({
    rid: z.string(),
    ok: z.literal(false),
    error: z.object({ code: z.string(), message: z.string() }),
  }),
]);
export type Reply = z.infer<typeof reply>;

/** What the owner tells every process watching a table, after each change. */
export const tableNews = z.object({
  /** Log entries applied, in order. */
  rows: z.array(logRow),
  /** The clocks running after them (seat → ms since the epoch). */
  deadlines: z.record(z.string(), z.number()),
  /** A new owner took over: read the log again (the old one may have died before telling). */
  sync: z.literal(true).optional(),
});
export type TableNews = z.infer<typeof tableNews>;

/**
 * A message from Redis, parsed by `schema`; anything else (another program on the same Redis, a
 * process of another version) is refused with the reason, never half-read.
 */
export function parseMessage<S extends z.ZodType>(
  schema: S,
  json: unknown,
): { ok: true; value: z.output<S> } | { ok: false; why: string } {
  const r = schema.safeParse(json);
  return r.success
    ? { ok: true, value: r.data }
    : { ok: false, why: describeIssue(r.error, "Message") };
}

/** Says why a message was ignored (logged with its channel and its start). */
export type Refuse = (why: string) => void;

const CMD = "pyramids:cmd:";
const NEWS = "pyramids:table:";

export const channel = {
  /** Requests for a table; only its owner subscribes, so PUBLISH's count says if one lives. */
  cmd: (table: string) => `${CMD}${table}`,
  /** News of a table, for the processes with connections watching it. */
  table: (table: string) => `${NEWS}${table}`,
  /** Replies to the requests one node forwarded. */
  node: (node: string) => `pyramids:node:${node}`,
  /** The table whose requests travel on `ch`, if it is a table's request channel. */
  cmdTable: (ch: string) => (ch.startsWith(CMD) ? ch.slice(CMD.length) : undefined),
  /** The table whose news travels on `ch`, if it is a table's news channel. */
  newsTable: (ch: string) => (ch.startsWith(NEWS) ? ch.slice(NEWS.length) : undefined),
};
