import { useCallback, useEffect, useReducer, useRef } from "react";
import { LocalSocket } from "../offline/socket";
import { isLocalTable } from "../offline/tables";
import { type Pace, socketUrl } from "./api";
import { nameProblem } from "./names";
import type {
  Action,
  ChatLine,
  ClientMessage,
  HostState,
  Outcome,
  ReceivedFrame,
  Seat,
  SeatSummary,
  SeenEvent,
  TableStatus,
} from "./protocol";
import { savedName, savedSeat } from "./seats";

/**
 * One table followed over a WebSocket: the viewer's view, legal actions and the events in words.
 * On a dropped connection it reconnects with the last version it saw, so the server sends only
 * what was missed; a reload starts again from the token kept in the browser.
 */
export interface LoggedEvent extends SeenEvent {
  version: number;
}

export interface TableState {
  connection: "connecting" | "open" | "closed";
  game: string | null;
  seat: Seat | null;
  players: number;
  commitment: string | null;
  /** Live, or turn-based (played apart in time), and the time per move. */
  pace: Pace;
  clock: { moveMs: number; bankMs?: number } | null;
  seats: readonly SeatSummary[];
  version: number;
  status: TableStatus | null;
  view: unknown;
  toAct: readonly Seat[];
  legal: readonly Action[];
  deadlines: Readonly<Record<string, number>>;
  /** A table with a time bank: per seat, the bank left, not counting the turn in play. */
  banks: Readonly<Record<string, number>>;
  log: LoggedEvent[];
  outcome: Outcome | null;
  seed: string | null;
  /** The latest chat, oldest first. */
  chat: readonly ChatLine[];
  /** The last chat message the server refused, and why (too fast, muted…). */
  chatError: string | null;
  /** What the host has set: paused, private, spectators' chat, join requests waiting. */
  host: HostState | null;
  /** The last thing the server refused, in words. */
  error: string | null;
  /** A refusal that ends the connection for good (unknown table, revoked token). */
  fatal: string | null;
  pending: boolean;
}

const initial: TableState = {
  connection: "connecting",
  game: null,
  seat: null,
  players: 0,
  commitment: null,
  pace: "live",
  clock: null,
  seats: [],
  version: 0,
  status: null,
  view: null,
  toAct: [],
  legal: [],
  deadlines: {},
  banks: {},
  log: [],
  outcome: null,
  seed: null,
  chat: [],
  chatError: null,
  host: null,
  error: null,
  fatal: null,
  pending: false,
};

type Msg =
  | { kind: "frame"; frame: ReceivedFrame }
  | { kind: "connection"; state: TableState["connection"] }
  | { kind: "sent" }
  | { kind: "said" }
  | { kind: "chat-error"; message: string }
  | { kind: "clear-error" };

/** Chat lines kept in the browser; older ones scroll away. */
const CHAT_KEPT = 200;

/** Refusals of a chat message: shown under the chat, not over the board. */
const CHAT_REFUSALS: ReadonlySet<string> = new Set([
  "chat-too-fast",
  "muted",
  "chat-off",
  "bad-chat",
]);

function reduce(s: TableState, m: Msg): TableState {
  if (m.kind === "connection") return { ...s, connection: m.state };
  if (m.kind === "sent") return { ...s, pending: true, error: null };
  if (m.kind === "clear-error") return { ...s, error: null };
  if (m.kind === "said") return { ...s, chatError: null };
  if (m.kind === "chat-error") return { ...s, chatError: m.message };
  const f = m.frame;
  switch (f.type) {
    case "welcome": {
      // A resume sends only versions after `since`; a fresh welcome sends them all.
      const known = new Set(s.log.map((e) => e.version));
      const fresh = f.history.flatMap((h) =>
        known.has(h.version) ? [] : h.events.map((e) => ({ ...e, version: h.version })),
      );
      return {
        ...s,
        connection: "open",
        game: f.game,
        seat: f.seat,
        players: f.players,
        commitment: f.commitment,
        // An older server's welcome says nothing of the pace: its tables are live.
        pace: f.pace ?? "live",
        clock: f.clock ?? null,
        seats: f.seats,
        ...position(f),
        log: [...s.log, ...fresh],
        chat: f.chat,
        host: f.host,
        pending: false,
      };
    }
    case "events":
      if (f.version < s.version) return s;
      return {
        ...s,
        ...position(f),
        log: [...s.log, ...f.events.map((e) => ({ ...e, version: f.version }))],
        host: f.host,
        pending: false,
      };
    case "seats":
      // A player joined or left, or the table started: the view and legal actions come along,
      // and the host's settings as they are now (a request to join says nothing in the log).
      if (f.version < s.version) return { ...s, seats: f.seats, host: f.host };
      return {
        ...s,
        seats: f.seats,
        host: f.host,
        ...position(f),
      };
    case "ack":
      return { ...s, pending: false };
    case "chat": {
      const { type: _type, ...line } = f;
      return { ...s, chat: [...s.chat, line].slice(-CHAT_KEPT) };
    }
    case "over":
      return {
        ...s,
        outcome: f.outcome,
        seed: f.seed,
        commitment: f.commitment,
        status: "finished",
      };
    case "error":
      // Refused before the welcome: the hello itself (no such table here, a bad token).
      if (s.game === null) return { ...s, fatal: f.message };
      if (CHAT_REFUSALS.has(f.code)) return { ...s, chatError: f.message };
      return { ...s, error: f.message, pending: false };
    case "bye":
      return { ...s, fatal: f.reason, connection: "closed" };
    case "pong":
      return s;
  }
}

type Position = Pick<
  TableState,
  "version" | "status" | "view" | "toAct" | "legal" | "deadlines" | "banks"
>;

/** The game as a frame leaves it: its version, the view, whose turn, what they may do and by when. */
function position(f: Omit<Position, "banks"> & { banks?: Position["banks"] }): Position {
  return {
    version: f.version,
    status: f.status,
    view: f.view,
    toAct: f.toAct,
    legal: f.legal,
    deadlines: f.deadlines,
    banks: f.banks ?? {},
  };
}

/**
 * What a table is followed over: the server's WebSocket, or for a table played in this browser a
 * worker that speaks the same frames. `LocalSocket` has the part of a WebSocket this page uses
 * (open, message, close, send, readyState), which is all it is used as.
 */
function openSocket(table: string): WebSocket {
  return isLocalTable(table)
    ? (new LocalSocket() as unknown as WebSocket)
    : new WebSocket(socketUrl());
}

export function useTable(table: string): {
  state: TableState;
  act: (action: Action) => void;
  /** Sends a line of chat; false (with the reason shown) while the connection is down. */
  say: (text: string) => boolean;
  /** Marks this seat away (the away rule plays it) or back. */
  setAway: (on: boolean) => void;
  clearError: () => void;
} {
  const [state, dispatch] = useReducer(reduce, initial);
  const socket = useRef<WebSocket | null>(null);
  const version = useRef(0);
  const seq = useRef(0);
  const over = useRef(false);
  /** The action sent and not yet acknowledged: resent with its seq after a reconnect. */
  const unacked = useRef<{ seq: number; action: Action; version: number } | null>(null);
  version.current = state.version;

  useEffect(() => {
    let stopped = false;
    let retry = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ping: ReturnType<typeof setInterval> | undefined;
    let bye: string | null = null;
    const connect = () => {
      dispatch({ kind: "connection", state: "connecting" });
      const ws = openSocket(table);
      socket.current = ws;
      ws.onopen = () => {
        retry = 0;
        const claim = savedSeat(table);
        const hello: Record<string, unknown> = { type: "hello", table };
        if (claim) hello.token = claim.token;
        // A spectator chats under the name this browser remembers (a seat, under its player's).
        else if (nameProblem(savedName()) === null) hello.name = savedName();
        if (version.current > 0) hello.since = version.current;
        ws.send(JSON.stringify(hello));
        ping = setInterval(
          () => ws.readyState === WebSocket.OPEN && ws.send('{"type":"ping"}'),
          25_000,
        );
      };
      ws.onmessage = (e) => {
        let frame: ReceivedFrame;
        try {
          frame = JSON.parse(String(e.data)) as ReceivedFrame;
        } catch {
          return;
        }
        if (frame.type === "welcome") {
          seq.current = Math.max(seq.current, frame.lastSeq);
          // Sent before the connection dropped and never acknowledged: send it again with the
          // same number, so the server applies it exactly once.
          const u = unacked.current;
          if (u && u.seq > frame.lastSeq)
            ws.send(
              JSON.stringify({ type: "act", seq: u.seq, action: u.action, version: u.version }),
            );
          else unacked.current = null;
        }
        if (frame.type === "ack" && unacked.current?.seq === frame.seq) unacked.current = null;
        if (frame.type === "error" && frame.seq !== undefined && unacked.current?.seq === frame.seq)
          unacked.current = null;
        if (frame.type === "over") over.current = true;
        if (frame.type === "bye") {
          // Held until the close: a restart (1012) means come back, anything else is final.
          bye = frame.reason;
          return;
        }
        dispatch({ kind: "frame", frame });
      };
      ws.onclose = (e) => {
        clearInterval(ping);
        if (socket.current === ws) socket.current = null;
        if (stopped) return;
        if (bye !== null && e.code !== 1012) {
          dispatch({ kind: "frame", frame: { type: "bye", reason: bye } });
          return;
        }
        bye = null;
        dispatch({ kind: "connection", state: "closed" });
        // Back off to at most 5 s; a table that is over still reconnects so late events arrive.
        retry += 1;
        timer = setTimeout(connect, Math.min(5000, 250 * 2 ** retry));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(ping);
      socket.current?.close();
    };
  }, [table]);

  const act = useCallback((action: Action) => {
    seq.current += 1;
    // The version it was chosen at: if the table moves on first, a refusal says so (`stale`).
    unacked.current = { seq: seq.current, action, version: version.current };
    // While the connection is down the action waits and goes out after the next welcome.
    const ws = socket.current;
    if (ws && ws.readyState === WebSocket.OPEN)
      ws.send(JSON.stringify({ type: "act", ...unacked.current }));
    dispatch({ kind: "sent" });
  }, []);
  const say = useCallback((text: string) => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) {
      dispatch({ kind: "chat-error", message: "Not connected: the message was not sent." });
      return false;
    }
    ws.send(JSON.stringify({ type: "chat", text } satisfies ClientMessage));
    dispatch({ kind: "said" });
    return true;
  }, []);
  const setAway = useCallback((on: boolean) => {
    const ws = socket.current;
    if (ws && ws.readyState === WebSocket.OPEN)
      ws.send(JSON.stringify({ type: "away", on } satisfies ClientMessage));
    else
      dispatch({
        kind: "frame",
        frame: { type: "error", code: "closed", message: "Not connected: try again in a moment." },
      });
  }, []);
  const clearError = useCallback(() => dispatch({ kind: "clear-error" }), []);
  return { state, act, say, setAway, clearError };
}
