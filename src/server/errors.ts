import { type CoreCode, ErrorCode, type RuleError } from "../core/errors.js";

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
  /** A ledger asked of a game played for points (Tyramid, Pyramid Poker), not chips. */
  noChips: "no-chips",
  /** A hand history asked for a hand the table has not finished (or never had). */
  unknownHand: "unknown-hand",
  /** The HTTP layer's own refusals, before any route runs. */
  forbidden: "forbidden",
  notFound: "not-found",
  timeout: "timeout",
  tooLong: "too-long",
  headersTooLarge: "headers-too-large",
  /** A player's or spectator's name that is empty, too long, or holds control characters. */
  badName: "bad-name",
  /** Another player at the table has this name (names compare without regard to case). */
  nameTaken: "name-taken",
  /** A host action without the table's host token. */
  notHost: "not-host",
  /** The host paused the table: no move is applied until they resume it. */
  paused: "paused",
  /** A host action the table's state does not allow (resuming a table not paused, say). */
  hostRefused: "host-refused",
  /**
   * An account's seat the host granted at a private table, whose token is still only in the
   * browser that asked: that browser adds it to the account when it learns of the approval.
   */
  seatTokenElsewhere: "seat-token-elsewhere",
  /** No pending request to join has this id (or none asks for this seat). */
  unknownRequest: "unknown-request",
  /** Chat messages faster than the connection's allowance. */
  chatTooFast: "chat-too-fast",
  /** The host muted this player's chat. */
  muted: "muted",
  /** The host turned spectators' chat off. */
  chatOff: "chat-off",
  /** A chat message that is empty, too long or holds control characters. */
  badChat: "bad-chat",
  /** Sign-in with a name and password that do not match an account (which of them, unsaid). */
  wrongCredentials: "wrong-credentials",
  /** A request that needs a session sent none (or an expired or unknown one). */
  notSignedIn: "not-signed-in",
  /** A password under 8 or over 1,000 characters. */
  badPassword: "bad-password",
  /** A state-changing request with a session from a page of another site. */
  crossOrigin: "cross-origin",
  /** A seat at a rated table joined without an account. */
  accountRequired: "account-required",
  /** A rated table asked for with a bot in a seat. */
  ratedWithBots: "rated-with-bots",
  /** An account an operator disabled. */
  accountDisabled: "account-disabled",
  /** No account has this name. */
  unknownPlayer: "unknown-player",
  /** A passkey ceremony that did not verify (or whose challenge expired). */
  passkeyRefused: "passkey-refused",
  /** No club has this id. */
  unknownClub: "unknown-club",
  /** A club's route asked by an account that is not its member. */
  notMember: "not-member",
  /** A change to a club asked by a member who is not its owner or an admin (or owner's only). */
  notClubAdmin: "not-club-admin",
  /** No invite has this code. */
  unknownInvite: "unknown-invite",
  /** The invite was revoked by the club's owner or an admin. */
  inviteRevoked: "invite-revoked",
  /** No scheduled night of the club has this id. */
  unknownNight: "unknown-night",
  /** The night's table is open already. */
  nightOpened: "night-opened",
  /** No member (or former member with lines in the ledger) is this account. */
  unknownMember: "unknown-member",
  /** Joining a club's table as neither a member nor a guest an admin let in. */
  clubOnly: "club-only",
} as const;

/** A code of the server's own. */
export type ServerCodeName = (typeof ServerCode)[keyof typeof ServerCode];

/** Every code the server itself may answer with: its own, and the codes every game shares. */
export type RefusalCode = ServerCodeName | CoreCode;

/**
 * The HTTP status of each code, over the lobby API. Exhaustive: a code added to `ServerCode` or
 * `ErrorCode` without its status here does not compile. A game's own codes (a refused move) are
 * 400.
 */
const status: { readonly [C in RefusalCode]: number } = {
  [ErrorCode.notYourTurn]: 400,
  [ErrorCode.illegal]: 400,
  [ErrorCode.malformed]: 400,
  [ErrorCode.gameOver]: 400,
  [ErrorCode.badSeat]: 400,
  [ErrorCode.badOption]: 400,
  [ErrorCode.badRecord]: 400,
  [ErrorCode.internal]: 500,
  [ServerCode.unknownTable]: 404,
  [ServerCode.unknownGame]: 404,
  [ServerCode.unknownBot]: 400,
  [ServerCode.badRequest]: 400,
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
  // Codes only a WebSocket message meets: 400 should one ever reach the lobby.
  [ServerCode.stale]: 400,
  [ServerCode.storage]: 503,
  [ServerCode.spectator]: 400,
  [ServerCode.rateLimited]: 429,
  [ServerCode.tooLarge]: 413,
  [ServerCode.malformedMessage]: 400,
  [ServerCode.notAuthenticated]: 400,
  [ServerCode.alreadyAuthenticated]: 400,
  [ServerCode.shuttingDown]: 503,
  [ServerCode.moved]: 503,
  [ServerCode.unavailable]: 503,
  [ServerCode.botTablesPerAddress]: 429,
  [ServerCode.botTablesFull]: 503,
  [ServerCode.noChips]: 409,
  [ServerCode.unknownHand]: 404,
  [ServerCode.forbidden]: 403,
  [ServerCode.notFound]: 404,
  [ServerCode.timeout]: 408,
  [ServerCode.tooLong]: 414,
  [ServerCode.headersTooLarge]: 431,
  [ServerCode.badName]: 400,
  [ServerCode.nameTaken]: 409,
  [ServerCode.notHost]: 403,
  [ServerCode.paused]: 409,
  [ServerCode.hostRefused]: 409,
  [ServerCode.seatTokenElsewhere]: 409,
  [ServerCode.unknownRequest]: 404,
  // Chat codes are met over WebSocket only.
  [ServerCode.chatTooFast]: 429,
  [ServerCode.muted]: 403,
  [ServerCode.chatOff]: 403,
  [ServerCode.badChat]: 400,
  [ServerCode.wrongCredentials]: 401,
  [ServerCode.notSignedIn]: 401,
  [ServerCode.badPassword]: 400,
  [ServerCode.crossOrigin]: 403,
  [ServerCode.accountRequired]: 401,
  [ServerCode.ratedWithBots]: 400,
  [ServerCode.accountDisabled]: 403,
  [ServerCode.unknownPlayer]: 404,
  [ServerCode.passkeyRefused]: 400,
  [ServerCode.unknownClub]: 404,
  [ServerCode.notMember]: 403,
  [ServerCode.notClubAdmin]: 403,
  [ServerCode.unknownInvite]: 404,
  [ServerCode.inviteRevoked]: 410,
  [ServerCode.unknownNight]: 404,
  [ServerCode.nightOpened]: 409,
  [ServerCode.unknownMember]: 404,
  [ServerCode.clubOnly]: 403,
};

function isRefusalCode(code: string): code is RefusalCode {
  return Object.hasOwn(status, code);
}

export function httpStatus(e: RuleError): number {
  return isRefusalCode(e.code) ? status[e.code] : 400;
}

/**
 * A refusal raised deep in a handler and turned into an error response at the edge: one of the
 * server's codes, or the engine's refusal passed on as it is (a game's own code included).
 */
export class ServerError extends Error {
  readonly code: string;
  constructor(code: RefusalCode, message: string);
  constructor(refused: RuleError);
  constructor(code: RefusalCode | RuleError, message?: string) {
    const e = typeof code === "string" ? { code, message: message ?? "" } : code;
    super(e.message);
    this.code = e.code;
  }
}

/** The refusal of a change to a table this process no longer owns: the caller asks again. */
export function ownedElsewhere(): RuleError {
  return { code: ServerCode.moved, message: "Another server process owns this table now." };
}

/** The code of a refusal Fastify or one of its plugins makes itself, by its HTTP status. */
export function codeForStatus(statusCode: number): RefusalCode {
  return statusCodes.get(statusCode) ?? ServerCode.badRequest;
}

/** The statuses the HTTP layer refuses with, each to its one code (the inverse of `status`). */
const statusCodes = new Map<number, RefusalCode>([
  [403, ServerCode.forbidden],
  [404, ServerCode.notFound],
  [408, ServerCode.timeout],
  [413, ServerCode.tooLarge],
  [414, ServerCode.tooLong],
  [429, ServerCode.rateLimited],
  [431, ServerCode.headersTooLarge],
]);

/** A refusal's body, the same for every route, plugin and the HTTP parser itself. */
export function refusalBody(code: RefusalCode, message: string): string {
  return JSON.stringify({ error: { code, message } });
}
