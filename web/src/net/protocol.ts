/**
 * The server's wire protocol as the client reads it (docs/protocol.md is the reference): the
 * server's and the engine's own types, imported as types only, so the client cannot drift from
 * what the server sends and the browser bundle carries none of the server's code.
 */
import type { Action as EngineAction } from "../../../src/core/game.js";
import type { ClientMessage, ServerFrame, TableView } from "../../../src/server/protocol.js";

export type { Outcome, Seat } from "../../../src/core/game.js";
export type {
  ChatLine,
  ClientMessage,
  HostState,
  JoinRequest,
  LedgerLine,
  LedgerReport,
  LedgerTransfer,
  SeatSummary,
  SeenEvent,
  ServerFrame,
  TableView,
} from "../../../src/server/protocol.js";

export type TableStatus = TableView["status"];

/**
 * An action of any game as the wire carries it: a `type` and the game's own fields. A board
 * narrows it to its game's actions (`BoardProps`).
 */
export type Action = Extract<ClientMessage, { type: "act" }>["action"];

/**
 * A frame as the browser receives it: the server's frame, its legal actions read as the JSON
 * objects they arrive as, so generic controls may read an action's fields by name.
 */
export type ReceivedFrame = ServerFrame extends infer F
  ? F extends { readonly legal: readonly EngineAction[] }
    ? Omit<F, "legal"> & { readonly legal: readonly Action[] }
    : F
  : never;
