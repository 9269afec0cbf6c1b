/**
 * The lobby's HTTP API (docs/protocol.md). Every call returns parsed JSON or throws an Error
 * whose message is the server's sentence, ready to show.
 */
import type { Action, Outcome, SeatSummary, TableStatus } from "./protocol";

export function socketUrl(): string {
  const url = new URL("api/ws", window.location.href.replace(/#.*$/, ""));
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.href;
}

async function request<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const res = await fetch(new URL(`api/${path}`, window.location.href.replace(/#.*$/, "")), {
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
    const message =
      (data as { message?: string; error?: string } | null)?.message ??
      (data as { error?: string } | null)?.error;
    throw new Error(message ?? `The server answered ${res.status} ${res.statusText}.`);
  }
  return data as T;
}

export interface GameInfo {
  id: string;
  name: string;
  summary: string;
  minPlayers: number;
  maxPlayers: number;
  defaultPlayers?: number;
  /** The options with their defaults and descriptions, as JSON Schema. */
  options: JsonSchema;
  defaults: Record<string, unknown>;
  variants: Record<
    string,
    { description: string; options: Record<string, unknown>; players?: number[] }
  >;
  bots: string[];
}

export interface JsonSchema {
  type?: string | string[];
  description?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export interface TableSummary {
  id: string;
  game: string;
  status: TableStatus;
  players: number;
  seats: SeatSummary[];
  createdAt?: number;
  commitment?: string;
}

export interface NewTable {
  game: string;
  players: number;
  options: Record<string, unknown>;
  /** Per seat: null for a human seat, or a bot's name. */
  seats: (string | null)[];
  clockMs: number | null;
}

export interface TableRecord {
  id: string;
  game: string;
  options: unknown;
  players: number;
  seed: string;
  /** SHA-256 of the seed, published when the table started; absent in a terminal record. */
  commitment?: string;
  actions: { seat: number; action: Action }[];
  seats: SeatSummary[];
  outcome: Outcome | null;
}

export const api = {
  games: () => request<GameInfo[]>("GET", "games"),
  tables: () => request<TableSummary[]>("GET", "tables"),
  table: (id: string) => request<TableSummary>("GET", `tables/${encodeURIComponent(id)}`),
  create: (t: NewTable) => request<TableSummary>("POST", "tables", t),
  join: (id: string, seat: number, name: string) =>
    request<{ seat: number; token: string }>("POST", `tables/${encodeURIComponent(id)}/join`, {
      seat,
      name,
    }),
  record: (id: string) => request<TableRecord>("GET", `tables/${encodeURIComponent(id)}/record`),
};
