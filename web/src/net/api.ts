/**
 * The lobby's HTTP API (docs/protocol.md). Every call returns parsed JSON or throws an Error
 * whose message is the server's own sentence (`{ error: { code, message } }`), ready to show.
 */
import type { AwayNote } from "../../../src/core/away.js";
import type { ValueSchema } from "../../../src/core/options.js";
import type { TablePreset } from "../../../src/server/clubs/wire.js";
import type { HostRequest as HostAction } from "../../../src/server/host.js";
import type { InboxEntry } from "../../../src/server/inbox.js";
import type { GameListing } from "../../../src/server/listing.js";
import type { Pace } from "../../../src/server/pace.js";
import type { RecordChatLine } from "../../../src/server/protocol.js";
import type { Joined } from "../../../src/server/tables/requests.js";
import { isLocalTable } from "../offline/tables";
import type { LedgerReport, Outcome, SeatSummary, TableStatus } from "./protocol";

/** A host action as `POST /api/tables/:id/host` takes it (the server's own type). */
export type { HostRequest as HostAction } from "../../../src/server/host.js";
export type { InboxEntry } from "../../../src/server/inbox.js";
export type { Pace } from "../../../src/server/pace.js";

function base(): string {
  return window.location.href.replace(/#.*$/, "");
}

export function socketUrl(): string {
  const url = new URL("ws", base());
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.href;
}

/** The sentence to show for a failed call: the server's own, or what went wrong on the way. */
export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** A refusal from the server: its sentence (the message), its code and the HTTP status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    readonly status: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * One call to the API. A token (a seat's or the host's) goes in the Authorization header, never
 * in the URL, so it stays out of the server's logs and the browser's history.
 */
export type Method = "GET" | "POST" | "PUT" | "DELETE";

async function send(
  method: Method,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ res: Response; text: string }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const res = await fetch(new URL(`api/${path}`, base()), {
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) {
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    const error = (data as { error?: { message?: string; code?: string } } | null)?.error;
    throw new ApiError(
      error?.message ?? `The server answered ${res.status} ${res.statusText}.`,
      error?.code ?? null,
      res.status,
    );
  }
  return { res, text };
}

export async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const { text } = await send(method, path, body, token);
  try {
    return (text ? JSON.parse(text) : null) as T;
  } catch {
    throw new ApiError("The server's answer did not read as JSON.", null, 200);
  }
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
  /** The time per move, and a turn-based table's time bank per seat if it has one. */
  clock: { moveMs: number; bankMs?: number } | null;
  /** Live, or turn-based: played apart in time (absent from older servers: live). */
  pace?: Pace;
  outcome?: Outcome | null;
  /** Rated: between accounts, no bots; the result changes the players' ratings. */
  rated?: boolean;
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
  /** Turn-based: played apart in time, `clockMs` an hour to seven days a move. */
  pace?: Pace;
  /** A turn-based table's time bank per seat (0 or absent: none). */
  bankMs?: number;
  /** Rated: seats for signed-in players only, no bots. */
  rated?: boolean;
  /** A club's table: private to the club's members (the creator must be one). */
  club?: string;
}

/** A request to join a private table: still waiting, approved with its seat, or denied. */
export type JoinAnswer =
  | { request: string; status: "pending" | "denied" }
  | { request: string; status: "approved"; seat: number };

/** A new table, and the host token that lets its creator run it (start, pause, close…). */
export type CreatedTable = TableSummary & { hostToken?: string };

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
  /** What was said at the table; absent in a terminal record or an older file. */
  chat?: readonly RecordChatLine[];
}

/** A new table as `POST /api/tables` takes it; a club's night keeps the same as its preset. */
export function tableBody(t: NewTable): TablePreset {
  return {
    game: t.game,
    options: t.options,
    ...(t.variant ? { variant: t.variant } : {}),
    seats: t.players,
    bots: t.bots,
    ...(t.clockMs === null
      ? {}
      : { clock: { moveMs: t.clockMs, ...(t.bankMs ? { bankMs: t.bankMs } : {}) } }),
    ...(t.awayAfterMs === undefined ? {} : { awayAfterMs: t.awayAfterMs }),
    ...(t.pace === "turn-based" ? { pace: t.pace } : {}),
    ...(t.rated ? { rated: true } : {}),
  };
}

export const api = {
  async games(): Promise<GameInfo[]> {
    return (await request<GameListing[]>("GET", "games")).map(gameInfo);
  },
  tables: (statuses = "open,running,finished") =>
    request<TableSummary[]>("GET", `tables?status=${statuses}&limit=100`),
  table: (id: string) => request<TableSummary>("GET", `tables/${encodeURIComponent(id)}`),
  create: (t: NewTable) =>
    request<CreatedTable>("POST", "tables", {
      ...tableBody(t),
      ...(t.club === undefined ? {} : { club: t.club }),
    }),
  /** Takes a seat; at a private table, asks the host (the answer then names a request). */
  join: (id: string, seat: number, name: string) =>
    request<{ table: string; token: string } & Joined>(
      "POST",
      `tables/${encodeURIComponent(id)}/join`,
      { seat, name },
    ),
  leave: (id: string, token: string) =>
    request<{ seat: number }>("POST", `tables/${encodeURIComponent(id)}/leave`, { token }),
  /** A finished table's record; a table played in this browser has its record here. */
  record: (id: string): Promise<TableRecord> =>
    isLocalTable(id)
      ? import("../offline/create").then((m) => m.localRecord(id))
      : request<TableRecord>("GET", `tables/${encodeURIComponent(id)}/record`),
  /** Where a request to join a private table stands. */
  joinRequest: (id: string, asked: string) =>
    request<JoinAnswer>(
      "GET",
      `tables/${encodeURIComponent(id)}/requests/${encodeURIComponent(asked)}`,
    ),
  /** Of the seats this browser holds, the tables waiting for their move, most urgent first. */
  inbox: (seats: readonly { table: string; token: string }[]) =>
    request<{ turns: InboxEntry[] }>("POST", "inbox", { seats }),
  /** A signed-in player's inbox: every seat of the account, on any device (401 signed out). */
  accountInbox: () => request<{ turns: InboxEntry[] }>("GET", "inbox"),
  /** The server's VAPID public key (base64url), which a browser subscribes to push with. */
  pushKey: () => request<{ publicKey: string }>("GET", "push/key"),
  /** Signed in: asks to be told (Web Push) of every seat of the account, on any device. */
  subscribePushAccount: (subscription: PushSubscriptionJSON) =>
    request<{ subscribed: true }>("POST", "push/subscriptions", subscription),
  /** Asks to be told (Web Push) of a table at which `token` holds a seat. */
  subscribePush: (subscription: PushSubscriptionJSON, table: string, token: string) =>
    request<{ subscribed: true }>("POST", "push/subscriptions", { ...subscription, table, token }),
  /** The ledger of a table played for chips (buy-ins, stacks, nets; the settlement at the end). */
  ledger: (id: string) => request<LedgerReport>("GET", `tables/${encodeURIComponent(id)}/ledger`),
  /** A host action, with the host token of the table this browser created. */
  host: (id: string, hostToken: string, action: HostAction) =>
    request<unknown>("POST", `tables/${encodeURIComponent(id)}/host`, action, hostToken),
  /**
   * The hand history as text (every hand, or hand `n`), as the seat whose token is given sees it,
   * else as a spectator.
   */
  hands: async (id: string, token: string | null, hand: number | null = null) =>
    (
      await send(
        "GET",
        `tables/${encodeURIComponent(id)}/${hand === null ? "hands.txt" : `hands/${hand}.txt`}`,
        undefined,
        token ?? undefined,
      )
    ).text,
};
