/**
 * The lobby's HTTP API (docs/protocol.md). Every call returns parsed JSON or throws an Error
 * whose message is the server's own sentence (`{ error: { code, message } }`), ready to show.
 */
import type { AwayNote } from "../../../src/core/away.js";
import type { ValueSchema } from "../../../src/core/options.js";
import type { GameListing } from "../../../src/server/listing.js";
import type { Outcome, SeatSummary, TableStatus } from "./protocol";

function base(): string {
  return window.location.href.replace(/#.*$/, "");
}

export function socketUrl(): string {
  const url = new URL("ws", base());
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.href;
}

async function request<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const res = await fetch(new URL(`api/${path}`, base()), {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const message = (data as { error?: { message?: string } } | null)?.error?.message;
    throw new Error(message ?? `The server answered ${res.status} ${res.statusText}.`);
  }
  return data as T;
}

/** A game's options (or a group of them) as JSON Schema, as the server describes them. */
export type JsonSchema = ValueSchema;

/** A game as the pages use it; read from the server's listing, whose type this follows. */
export interface GameInfo {
  id: string;
  name: string;
  summary: string;
  minPlayers: number;
  maxPlayers: number;
  /** The options with their defaults and descriptions, as JSON Schema. */
  options: JsonSchema;
  defaults: GameListing["defaults"];
  variants: GameListing["variants"];
  bots: GameListing["bots"];
}

export function gameInfo(g: GameListing): GameInfo {
  return {
    id: g.id,
    name: g.name,
    summary: g.summary,
    minPlayers: g.players.min,
    maxPlayers: g.players.max,
    options: g.optionSchema,
    defaults: g.defaults,
    variants: g.variants,
    bots: g.bots,
  };
}

export interface TableSummary {
  id: string;
  game: string;
  status: TableStatus;
  players: number;
  seats?: SeatSummary[];
  commitment: string;
  clock: { moveMs: number } | null;
  outcome?: Outcome | null;
}

export interface NewTable {
  game: string;
  players: number;
  options: Record<string, unknown>;
  variant?: string;
  /** Per seat: null for a person, or a bot's name. */
  bots: (string | null)[];
  clockMs: number | null;
  /** A player disconnected this long is played by the away rule (0: never; default 60 s). */
  awayAfterMs?: number;
}

/** A finished table: everything needed to replay it, and the seed's published commitment. */
export interface TableRecord {
  id?: string;
  game: string;
  options: unknown;
  players: number;
  seed: string;
  /** SHA-256 of the seed, published when the table started; absent in a terminal record. */
  commitment?: string;
  actions: readonly {
    readonly seat: number;
    readonly action: { readonly type: string };
    /** The server moved for the player: why, and who chose (the away rule or a bot). */
    readonly away?: AwayNote;
  }[];
  /** Per seat: a bot's name or "player". */
  seats?: readonly string[];
  names?: readonly (string | null)[];
  outcome?: Outcome | null;
}

export const api = {
  async games(): Promise<GameInfo[]> {
    return (await request<GameListing[]>("GET", "games")).map(gameInfo);
  },
  tables: (statuses = "open,running,finished") =>
    request<TableSummary[]>("GET", `tables?status=${statuses}&limit=100`),
  table: (id: string) => request<TableSummary>("GET", `tables/${encodeURIComponent(id)}`),
  create: (t: NewTable) =>
    request<TableSummary>("POST", "tables", {
      game: t.game,
      options: t.options,
      ...(t.variant ? { variant: t.variant } : {}),
      seats: t.players,
      bots: t.bots,
      ...(t.clockMs === null ? {} : { clock: { moveMs: t.clockMs } }),
      ...(t.awayAfterMs === undefined ? {} : { awayAfterMs: t.awayAfterMs }),
    }),
  join: (id: string, seat: number, name: string) =>
    request<{ table: string; seat: number; token: string }>(
      "POST",
      `tables/${encodeURIComponent(id)}/join`,
      {
        seat,
        ...(name ? { name } : {}),
      },
    ),
  leave: (id: string, token: string) =>
    request<{ seat: number }>("POST", `tables/${encodeURIComponent(id)}/leave`, { token }),
  record: (id: string) => request<TableRecord>("GET", `tables/${encodeURIComponent(id)}/record`),
};
