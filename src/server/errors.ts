import type { RuleError } from "../core/errors.js";

/**
 * Errors the server gives clients, beside the engine's own codes. Each maps to an HTTP status for
 * the lobby API; over WebSocket the code and sentence are sent as they are.
 */
export const ServerCode = {
  unknownTable: "unknown-table",
  unknownGame: "unknown-game",
  unknownBot: "unknown-bot",
  badRequest: "bad-request",
  seatTaken: "seat-taken",
  noFreeSeat: "no-free-seat",
  badToken: "bad-token",
  tokenRevoked: "token-revoked",
  notRunning: "table-not-running",
  /** Joining a table whose game has begun: its seats are all taken for good. */
  started: "table-started",
  badVariant: "bad-variant",
  /** The table was set aside: its log no longer replays under this server's rules. */
  void: "table-void",
  finished: "table-finished",
  notFinished: "table-not-finished",
  stale: "stale",
  storage: "storage-failed",
  spectator: "spectator",
  rateLimited: "rate-limited",
  tooLarge: "too-large",
  malformedMessage: "malformed-message",
  notAuthenticated: "not-authenticated",
  alreadyAuthenticated: "already-authenticated",
  shuttingDown: "shutting-down",
  /** Another process owns the table now (a cluster moved it): ask again, it will be forwarded. */
  moved: "table-moved",
  /** No process of the cluster answers for the table yet (a takeover is under way). */
  unavailable: "table-unavailable",
  /** The client's address has as many unfinished tables with bots as the server allows one. */
  botTablesPerAddress: "too-many-bot-tables",
  /** The server runs as many tables with bots as it allows. */
  botTablesFull: "bot-tables-full",
} as const;

const status: Record<string, number> = {
  [ServerCode.unknownTable]: 404,
  [ServerCode.unknownGame]: 404,
  [ServerCode.unknownBot]: 400,
  [ServerCode.badRequest]: 400,
  "bad-option": 400,
  [ServerCode.seatTaken]: 409,
  [ServerCode.noFreeSeat]: 409,
  [ServerCode.badToken]: 403,
  [ServerCode.tokenRevoked]: 403,
  [ServerCode.notRunning]: 409,
  [ServerCode.started]: 409,
  [ServerCode.badVariant]: 400,
  [ServerCode.void]: 410,
  [ServerCode.finished]: 409,
  [ServerCode.notFinished]: 409,
  [ServerCode.storage]: 503,
  [ServerCode.shuttingDown]: 503,
  [ServerCode.moved]: 503,
  [ServerCode.unavailable]: 503,
  [ServerCode.rateLimited]: 429,
  [ServerCode.tooLarge]: 413,
  [ServerCode.botTablesPerAddress]: 429,
  [ServerCode.botTablesFull]: 503,
};

export function httpStatus(e: RuleError): number {
  return status[e.code] ?? 400;
}

/** A refusal raised deep in a handler and turned into an error response at the edge. */
export class ServerError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The code of a refusal Fastify or one of its plugins makes itself, by its HTTP status. */
export function codeForStatus(statusCode: number): string {
  return statusCodes[statusCode] ?? ServerCode.badRequest;
}

const statusCodes: Record<number, string> = {
  403: "forbidden",
  404: "not-found",
  408: "timeout",
  413: ServerCode.tooLarge,
  414: "too-long",
  429: ServerCode.rateLimited,
  431: "headers-too-large",
};

/** A refusal's body, the same for every route, plugin and the HTTP parser itself. */
export function refusalBody(code: string, message: string): string {
  return JSON.stringify({ error: { code, message } });
}
