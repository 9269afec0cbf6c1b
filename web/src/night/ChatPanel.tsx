import { useEffect, useRef, useState } from "react";
import type { ChatLine } from "../net/protocol";

/** The longest message the server takes. */
export const CHAT_MAX = 300;

/**
 * The table's chat: the messages with their senders' names, and (unless `closed` says why not)
 * a line to write in; Enter sends. Names and messages are text nodes, never markup.
 */
export function ChatPanel({
  lines,
  say,
  error,
  closed,
}: {
  /** A live table's lines, or a replay's (which carry the step they were said at instead). */
  lines: readonly Pick<ChatLine, "seat" | "name" | "text">[];
  /** Sends a message; false when it could not go out (the connection is down). */
  say?: (text: string) => boolean;
  error: string | null;
  /** Why this viewer cannot write (spectator chat is off, a replay), else null. */
  closed: string | null;
}) {
  const [text, setText] = useState("");
  const box = useRef<HTMLOListElement>(null);
  const count = lines.length;
  useEffect(() => {
    // Follow the newest message inside the panel; the page itself never jumps.
    if (count > 0 && box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [count]);
  return (
    <section className="chat" aria-label="chat">
      <h2>Chat</h2>
      {count === 0 ? (
        <p className="muted small">No messages yet.</p>
      ) : (
        <ol ref={box} aria-live="polite" aria-relevant="additions">
          {lines.map((l, i) => (
            <li
              key={`${i}-${l.name}`}
              className={l.seat === null ? "chat-line spectator" : "chat-line"}
            >
              <strong className="chat-name">{l.name}</strong>
              {l.seat === null && <span className="muted"> (watching)</span>}: {l.text}
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p className="notice error small" role="alert">
          {error}
        </p>
      )}
      {closed !== null ? (
        <p className="muted small">{closed}</p>
      ) : (
        say && (
          <form
            className="chat-form"
            onSubmit={(e) => {
              e.preventDefault();
              const t = text.trim();
              if (t && say(t)) setText("");
            }}
          >
            <label htmlFor="chat-input" className="sr-only">
              Message
            </label>
            <input
              id="chat-input"
              type="text"
              maxLength={CHAT_MAX}
              value={text}
              placeholder="Say something"
              autoComplete="off"
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className="small" disabled={text.trim() === ""}>
              Send
            </button>
          </form>
        )
      )}
    </section>
  );
}
