import type { Logger } from "pino";
import type { RawData, WebSocket } from "ws";
import { ErrorCode, type RuleError } from "../core/errors.js";
import type { Seat, Viewer } from "../core/game.js";
import { describeIssue } from "../core/options.js";
import { CHAT_BURST, CHAT_RATE } from "./chat.js";
import { type RefusalCode, ServerCode, ServerError } from "./errors.js";
import type { LiveTable, Subscriber } from "./live.js";
import { checkName, sameName } from "./names.js";
import { type ClientMessage, clientMessage, type ServerFrame } from "./protocol.js";
import { RateLimit } from "./ratelimit.js";
import type { ActResult, ChatSaid, SeatAction } from "./tables/requests.js";
import { hashToken, isTableId } from "./tokens.js";

export interface PlayLimits {
  /** Largest message the protocol accepts (bytes); larger ones are refused, not read. */
  readonly maxMessage: number;
  /** Messages per second per connection, and the burst allowed above it. */
  readonly rate: number;
  readonly burst: number;
  /** Refused messages after which a connection is closed. */
  readonly maxRefusals: number;
  /** Time to say hello before the connection is closed (ms). */
  readonly helloMs: number;
}

export const defaultLimits: PlayLimits = {
  maxMessage: 8 * 1024,
  rate: 20,
  burst: 40,
  maxRefusals: 200,
  helloMs: 10_000,
};

/**
 * Where a connection finds its table and sends its actions: the TableService itself when the
 * server runs alone; in a cluster, the Cluster, which forwards to whichever process owns it.
 */
export interface TableHost {
  find(id: string): Promise<LiveTable | undefined>;
  seatOf(t: LiveTable, token: string): Seat;
  /** A connection for a player's seat said hello or closed: who is connected changed. */
  connectionChanged(t: LiveTable, seat: Seat): void;
  act(t: LiveTable, a: SeatAction): Promise<ActResult>;
  noteLatency(ms: number): void;
  /** A line of chat from a seat (its token's hash proves it) or a spectator (seat null). */
  chat(t: LiveTable, said: ChatSaid): Promise<void>;
  /** A player marks their own seat away or back. */
  away(t: LiveTable, seat: Seat, tokenHash: string, on: boolean): Promise<void>;
}

/** Close codes: 1008 policy violation, 1012 service restart (RFC 6455 and the IANA registry). */
export const CloseCode = { policy: 1008, restart: 1012, normal: 1000 } as const;

/**
 * One WebSocket connection: it says hello as a seat (with the seat's token) or as a spectator,
 * then sends actions for that seat only. Everything it receives is filtered for its viewer.
 */
export function handleConnection(
  socket: WebSocket,
  service: TableHost,
  log: Logger,
  limits: PlayLimits,
  connections: Set<WebSocket>,
): void {
  connections.add(socket);
  const limit = new RateLimit(limits.rate, limits.burst);
  const chatLimit = new RateLimit(CHAT_RATE, CHAT_BURST);
  /** A spectator's name in the chat, from their hello. */
  let spectatorName = "Spectator";
  let sub: (Subscriber & { table: LiveTable; seat: number | null }) | null = null;
  let refusals = 0;
  /** A hello is being looked up: the connection has no viewer yet, and no second hello. */
  let greeting = false;
  let warnedRate = 0;

  const send = (frame: ServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
  /** Tells the sender why its message was refused: an engine's refusal, or the server's own. */
  const tell = ({ code, message }: RuleError, seq?: number) => {
    send(
      seq === undefined ? { type: "error", code, message } : { type: "error", code, message, seq },
    );
    if (++refusals >= limits.maxRefusals) {
      log.warn(
        { table: sub?.table.id, refusals },
        "closing a connection that keeps sending refused messages",
      );
      socket.close(CloseCode.policy, "Too many refused messages.");
    }
  };
  const refuse = (code: RefusalCode, message: string, seq?: number) => tell({ code, message }, seq);
  const helloTimer = setTimeout(() => {
    if (!sub) socket.close(CloseCode.policy, "No hello.");
  }, limits.helloMs);
  helloTimer.unref();

  socket.on("close", () => {
    clearTimeout(helloTimer);
    connections.delete(socket);
    if (sub) {
      sub.table.subscribers.delete(sub);
      if (sub.seat !== null) service.connectionChanged(sub.table, sub.seat);
    }
  });

  const hello = async (msg: Extract<ClientMessage, { type: "hello" }>) => {
    if (sub || greeting)
      return refuse(ServerCode.alreadyAuthenticated, "This connection has said hello already.");
    greeting = true;
    // An id of the wrong shape names no table: it never reaches a query.
    let t: LiveTable | undefined;
    try {
      t = isTableId(msg.table) ? await service.find(msg.table) : undefined;
    } catch (e) {
      // A table set aside: its player is told why.
      if (e instanceof ServerError) return tell(e);
      throw e;
    } finally {
      greeting = false;
    }
    if (socket.readyState !== socket.OPEN) return;
    if (!t) {
      log.info({ table: msg.table }, "hello for an unknown table");
      return refuse(ServerCode.unknownTable, `There is no table "${msg.table}".`);
    }
    let seat: number | null = null;
    let tokenHash: string | null = null;
    if (msg.token !== undefined) {
      try {
        seat = service.seatOf(t, msg.token);
      } catch (e) {
        const refused: RuleError =
          e instanceof ServerError
            ? e
            : { code: ServerCode.badToken, message: (e as Error).message };
        log.warn({ table: t.id, code: refused.code }, "refused a seat token");
        return tell(refused);
      }
      tokenHash = hashToken(msg.token);
    }
    if (msg.name !== undefined && seat === null) {
      try {
        spectatorName = checkName(msg.name);
      } catch (e) {
        return tell(e as ServerError);
      }
      // A spectator does not chat under a seated player's name.
      const name = spectatorName;
      if (t.seats.some((s) => s.name !== null && sameName(s.name, name)))
        return refuse(
          ServerCode.nameTaken,
          "A player at this table has that name: choose another.",
        );
    }
    const viewer: Viewer = seat ?? "spectator";
    // No `since`: a viewer that has seen nothing, to be told the table from its opening on.
    const since = Math.min(msg.since ?? -1, t.version);
    sub = {
      viewer,
      tokenHash,
      table: t,
      seat,
      send,
      close: (reason) => {
        send({ type: "bye", reason });
        socket.close(CloseCode.normal, reason.slice(0, 120));
      },
      restart: (reason) => {
        send({ type: "bye", reason });
        socket.close(CloseCode.restart, reason.slice(0, 120));
      },
    };
    t.subscribers.add(sub);
    clearTimeout(helloTimer);
    log.info({ table: t.id, seat: seat ?? "spectator", since }, "connection joined a table");
    send(t.welcome(seat, since));
    if (seat !== null) service.connectionChanged(t, seat);
    if (t.status === "finished") {
      const outcome = t.table.outcome()!;
      send({ type: "over", version: t.version, outcome, seed: t.seed, commitment: t.commitment });
    }
  };

  /** Tells the sender a refusal a chat or away message met, or that the server failed on it. */
  const failed = (what: string) => (e: unknown) => {
    if (e instanceof ServerError) return tell(e);
    log.error({ table: sub?.table.id, err: e }, `${what} failed`);
    refuse(ErrorCode.internal, `The server failed on this ${what}.`);
  };

  const chat = (text: string) => {
    if (!sub) return refuse(ServerCode.notAuthenticated, "Say hello before chatting.");
    if (!chatLimit.take())
      return refuse(
        ServerCode.chatTooFast,
        `Chat at most ${CHAT_RATE} message a second (${CHAT_BURST} at once); this one was not sent.`,
      );
    const { table, seat, tokenHash } = sub;
    service.chat(table, { seat, tokenHash, name: spectatorName, text }).catch((e: unknown) => {
      // A refused line (muted, chat off, bad text) was never said: it costs no chat token.
      if (e instanceof ServerError) chatLimit.refund();
      failed("chat message")(e);
    });
  };

  const away = (on: boolean) => {
    if (!sub) return refuse(ServerCode.notAuthenticated, "Say hello with a seat token first.");
    if (sub.seat === null || sub.tokenHash === null)
      return refuse(ServerCode.spectator, "Only a player's seat can be away.");
    service.away(sub.table, sub.seat, sub.tokenHash, on).catch(failed("away message"));
  };

  socket.on("message", (data, isBinary) => {
    const size = Array.isArray(data)
      ? data.reduce((n, b) => n + b.length, 0)
      : (data as Buffer).byteLength;
    if (!limit.take()) {
      // Every message over the allowance is answered, an action with its sequence number, so a
      // client never waits for an answer that will not come; the answers stop with the
      // connection after `maxRefusals`, so a flood is not answered by a flood. The log hears of
      // it once a second at most.
      if (++refusals >= limits.maxRefusals)
        return socket.close(CloseCode.policy, "Too many messages.");
      const now = Date.now();
      if (now - warnedRate >= 1000) {
        warnedRate = now;
        log.warn({ table: sub?.table.id }, "connection rate-limited");
      }
      return refuse(
        ServerCode.rateLimited,
        `Too many messages: at most ${limits.rate} a second. This one was ignored.`,
        isBinary || size > limits.maxMessage ? undefined : seqOf(data),
      );
    }
    if (isBinary) return refuse(ServerCode.malformedMessage, "Messages are JSON text, not binary.");
    if (size > limits.maxMessage)
      return refuse(
        ServerCode.tooLarge,
        `A message may be at most ${limits.maxMessage} bytes; this one was ${size}.`,
      );
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      return refuse(ServerCode.malformedMessage, "The message is not JSON.");
    }
    const parsed = clientMessage.safeParse(json);
    if (!parsed.success)
      return refuse(ServerCode.malformedMessage, describeIssue(parsed.error, "Message"));
    const msg = parsed.data;

    if (msg.type === "ping") return send({ type: "pong" });
    if (msg.type === "hello") {
      hello(msg).catch((e: unknown) => {
        log.error({ table: msg.table, err: e }, "hello failed");
        refuse(ErrorCode.internal, "The server failed to open this table.");
      });
      return;
    }
    if (msg.type === "chat") return chat(msg.text);
    if (msg.type === "away") return away(msg.on);
    // msg.type === "act"
    if (!sub)
      return refuse(
        ServerCode.notAuthenticated,
        "Say hello with a seat token before acting.",
        msg.seq,
      );
    if (sub.seat === null) return refuse(ServerCode.spectator, "Spectators cannot act.", msg.seq);
    const { table, seat, tokenHash } = sub;
    const arrived = performance.now();
    service
      .act(table, {
        seat,
        seq: msg.seq,
        action: msg.action,
        seen: msg.version === undefined ? undefined : { version: msg.version, strict: false },
        tokenHash: tokenHash!,
      })
      .then(
        (r) => {
          service.noteLatency(performance.now() - arrived);
          if (r.ok)
            send({
              type: "ack",
              seq: msg.seq,
              version: r.value.version,
              ...(r.value.duplicate ? { duplicate: true as const } : {}),
            });
          else tell(r.error, msg.seq);
        },
        (e: unknown) => {
          log.error({ table: table.id, err: e }, "action failed");
          refuse(ErrorCode.internal, "The server failed on this action.", msg.seq);
        },
      );
  });
}

/**
 * The sequence number of an action refused before it was read (over the allowance), so the
 * refusal names the action it answers; undefined for any other message.
 */
function seqOf(data: RawData): number | undefined {
  try {
    const seq = (JSON.parse(String(data)) as { seq?: unknown } | null)?.seq;
    return Number.isSafeInteger(seq) ? (seq as number) : undefined;
  } catch {
    return undefined;
  }
}
