import { useState } from "react";
import { api, type HostAction, messageOf } from "../net/api";
import type { HostState, SeatSummary } from "../net/protocol";
import { LabelSelect } from "../pages/Selects";
import { hostDone } from "./hostText";

/** Move clocks the host may set between hands, in seconds (null: no clock). */
const CLOCKS: readonly { label: string; seconds: number | null }[] = [
  { label: "no clock", seconds: null },
  { label: "30 seconds a move", seconds: 30 },
  { label: "1 minute a move", seconds: 60 },
  { label: "3 minutes a move", seconds: 180 },
];

/** The clocks to choose from, with the table's own among them, and its index. */
function clockChoices(ms: number | null): {
  choices: readonly { label: string; seconds: number | null }[];
  now: number;
} {
  const seconds = ms === null ? null : Math.round(ms / 1000);
  const at = CLOCKS.findIndex((c) => c.seconds === seconds);
  if (at >= 0) return { choices: CLOCKS, now: at };
  return {
    choices: [...CLOCKS, { label: `${seconds} seconds a move`, seconds }],
    now: CLOCKS.length,
  };
}

/** The host's on/off settings: each button says what pressing it does. */
const SWITCHES: readonly {
  action: "spectator-chat" | "private";
  on: (host: HostState) => boolean;
  words: readonly [whenOff: string, whenOn: string];
}[] = [
  {
    action: "spectator-chat",
    on: (h) => h.spectatorChat,
    words: ["Turn spectators' chat on", "Turn spectators' chat off"],
  },
  {
    action: "private",
    on: (h) => h.private,
    words: ["Make joining need my approval", "Let anyone join"],
  },
];

/**
 * The host's controls, shown only in the browser that holds the table's host token: start now
 * with bots, pause and resume, the clock from the next hand, join requests of a private table,
 * removing and muting players, spectators' chat, and closing the table. Each answers in a
 * sentence (what was done, or the server's reason it was not).
 */
export function HostPanel({
  table,
  token,
  host,
  seats,
  mySeat,
  status,
  name,
  clockMs,
}: {
  table: string;
  token: string;
  host: HostState;
  seats: readonly SeatSummary[];
  mySeat: number | null;
  status: "open" | "running" | "finished" | null;
  name: (seat: number) => string;
  /** The table's move clock now (ms), null with none. */
  clockMs: number | null;
}) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  // The selector starts at the clock the table really has (or the one waiting for the next hand).
  const clocks = clockChoices(host.nextClockMs !== undefined ? host.nextClockMs : clockMs);
  const [clock, setClock] = useState(() => clocks.now);
  const [confirm, setConfirm] = useState<"close" | number | null>(null);
  const run = (action: HostAction) => {
    setBusy(true);
    setSaid(null);
    setConfirm(null);
    api
      .host(table, token, action)
      .then(
        () => setSaid({ ok: true, text: hostDone(action, name) }),
        (e: unknown) => setSaid({ ok: false, text: messageOf(e) }),
      )
      .finally(() => setBusy(false));
  };
  if (status === "finished") return null;
  const players = seats.filter(
    (s) => s.kind === "human" && s.taken && !s.left && s.seat !== mySeat,
  );
  return (
    <section className="host-panel" aria-label="host controls">
      <h2>Host</h2>
      <p className="buttons">
        {status === "open" && (
          <HostButton busy={busy} onClick={() => run({ action: "start" })}>
            Start now with bots
          </HostButton>
        )}
        {host.paused ? (
          <HostButton busy={busy} look="primary" onClick={() => run({ action: "resume" })}>
            Resume
          </HostButton>
        ) : (
          <HostButton busy={busy} onClick={() => run({ action: "pause" })}>
            Pause
          </HostButton>
        )}
        {SWITCHES.map(({ action, on, words }) => (
          <HostButton
            key={action}
            busy={busy}
            look="quiet"
            onClick={() => run({ action, on: !on(host) })}
          >
            {words[on(host) ? 1 : 0]}
          </HostButton>
        ))}
      </p>
      <form
        className="host-clock"
        onSubmit={(e) => {
          e.preventDefault();
          run({ action: "clock", seconds: clocks.choices[clock]!.seconds });
        }}
      >
        <label htmlFor="host-clock">Move clock from the next hand</label>{" "}
        <LabelSelect id="host-clock" index={clock} choices={clocks.choices} onChange={setClock} />{" "}
        <button type="submit" className="small" disabled={busy}>
          Set clock
        </button>
        {host.nextClockMs !== undefined && (
          <span className="muted small">
            {" "}
            (next hand:{" "}
            {host.nextClockMs === null ? "no clock" : `${host.nextClockMs / 1000} s a move`})
          </span>
        )}
      </form>
      {host.requests.length > 0 && (
        <ul className="host-requests" aria-label="asking to join">
          {host.requests.map((r) => (
            <li key={r.id}>
              <span className="chat-name">{r.name}</span> asks to join
              {r.seat === null ? "" : ` in seat ${r.seat}`}.{" "}
              <HostButton busy={busy} onClick={() => run({ action: "approve", request: r.id })}>
                Approve
              </HostButton>{" "}
              <HostButton
                busy={busy}
                look="quiet"
                onClick={() => run({ action: "deny", request: r.id })}
              >
                Deny
              </HostButton>
            </li>
          ))}
        </ul>
      )}
      {players.length > 0 && (
        <ul className="host-players" aria-label="players">
          {players.map((s) => (
            <li key={s.seat}>
              <span className="chat-name">{name(s.seat)}</span>{" "}
              <HostButton
                busy={busy}
                look="quiet"
                onClick={() => run({ action: s.muted ? "unmute" : "mute", seat: s.seat })}
              >
                {s.muted ? "Unmute" : "Mute"}
              </HostButton>{" "}
              {confirm === s.seat ? (
                <Confirm
                  question={<>Remove {name(s.seat)} for good?</>}
                  yes="Yes, remove"
                  no="Keep"
                  onYes={() => run({ action: "remove", seat: s.seat })}
                  onNo={() => setConfirm(null)}
                />
              ) : (
                <HostButton busy={busy} look="quiet" onClick={() => setConfirm(s.seat)}>
                  Remove
                </HostButton>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="buttons">
        {confirm === "close" ? (
          <Confirm
            question={<>Close the table for everyone?</>}
            yes="Yes, close it"
            no="Keep playing"
            onYes={() => run({ action: "close" })}
            onNo={() => setConfirm(null)}
          />
        ) : (
          <HostButton busy={busy} look="quiet" onClick={() => setConfirm("close")}>
            Close the table
          </HostButton>
        )}
      </p>
      {said && (
        <p
          className={said.ok ? "small host-said" : "notice error small"}
          role={said.ok ? "status" : "alert"}
        >
          {said.text}
        </p>
      )}
    </section>
  );
}

/** A host control: small, and idle while another host action is on its way. */
function HostButton({
  busy,
  look,
  onClick,
  children,
}: {
  busy: boolean;
  look?: "primary" | "quiet";
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className={look ? `small ${look}` : "small"}
      disabled={busy}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** A second step before an action that cannot be undone. */
function Confirm({
  question,
  yes,
  no,
  onYes,
  onNo,
}: {
  question: React.ReactNode;
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <span className="confirm">
      {question}{" "}
      <button type="button" className="small" onClick={onYes}>
        {yes}
      </button>{" "}
      <button type="button" className="small quiet" onClick={onNo}>
        {no}
      </button>
    </span>
  );
}
