import { type RefObject, useEffect, useRef, useState } from "react";
import { personal } from "../../../src/core/personal.js";
import { findEntry } from "../catalog";
import { uiFor } from "../games";
import { Actions } from "../games/Actions";
import { GenericBoard } from "../games/GenericBoard";
import { actionText } from "../games/text";
import { api, messageOf } from "../net/api";
import { type TableState, useTable } from "../net/connection";
import { downloadRecord } from "../net/download";
import type { Action, Seat } from "../net/protocol";
import { forgetSeat, savedHost, savedRequest, savedSeat } from "../net/seats";
import { joinSeat, playAgain } from "../net/start";
import { AwayToggle } from "../night/AwayToggle";
import { ChatPanel } from "../night/ChatPanel";
import { HandsDownload } from "../night/HandsDownload";
import { HostPanel } from "../night/HostPanel";
import { JoinWaiting } from "../night/JoinWaiting";
import { LedgerPanel } from "../night/LedgerPanel";
import { isChipGame } from "../night/ledger";
import { href, navigate } from "../router";
import { ColumnHeads } from "./ColumnHeads";

export function TablePage({ table }: { table: string }) {
  const { state, act: send, say, setAway, clearError } = useTable(table);
  const play = useRef<HTMLElement>(null);
  const act = usePlayFocus(play, state, send);
  const entry = state.game ? findEntry(state.game) : undefined;
  const ui = state.game ? uiFor(state.game) : undefined;
  const Board = ui?.Board ?? GenericBoard;
  const seatName = (s: Seat) => nameOf(state, s);
  // While the host has paused the table nobody moves: no control is offered.
  const paused = state.host?.paused ?? false;
  const legal = paused ? [] : state.legal;
  const myTurn = !paused && state.seat !== null && state.toAct.includes(state.seat);
  const buttons = legal.filter((a) => !(ui?.onBoard?.(a) ?? false));
  const hostToken = savedHost(table);
  const [waiting] = useState(() => savedRequest(table));
  if (state.fatal) {
    return (
      <section className="page">
        <h1 tabIndex={-1}>Table {table}</h1>
        <p className="notice error" role="alert">
          {state.fatal}
        </p>
        <p>
          <a href={href({ page: "lobby" })}>To the lobby</a> ·{" "}
          <a href={href({ page: "replay", table })}>Replay it, if it is finished</a>
        </p>
      </section>
    );
  }
  return (
    <section
      className={`page table-page game-${state.game ?? "unknown"}`}
      data-version={state.version}
      data-status={state.status ?? ""}
    >
      <div className="table-head">
        <h1 tabIndex={-1}>
          {entry?.name ?? state.game ?? "Table"} <span className="muted">· table {table}</span>
        </h1>
        <TableStatusLine state={state} table={table} setAway={setAway} />
      </div>
      {waiting && state.seat === null && <JoinWaiting table={table} wait={waiting} />}
      {paused && (
        <p className="notice paused-banner" role="status">
          Paused by the host. Play goes on when the host resumes.
        </p>
      )}
      <SeatBar state={state} table={table} seatName={seatName} info={ui?.seatInfo} />
      <div className="table-main">
        <section className="board-wrap" ref={play} tabIndex={-1} aria-label="the table">
          {state.view === null ? (
            <p aria-live="polite">
              {state.connection === "open" ? "Waiting for the table…" : "Connecting…"}
            </p>
          ) : (
            <Board
              view={state.view}
              seat={state.seat}
              players={state.players}
              seats={state.seats}
              legal={state.pending ? [] : legal}
              toAct={state.toAct}
              act={act}
              outcome={state.outcome}
              seatName={seatName}
            />
          )}
          {state.error && (
            <p className="notice error" role="alert">
              {state.error}{" "}
              <button type="button" className="quiet small" onClick={clearError}>
                OK
              </button>
            </p>
          )}
          {state.game && !myTurn && buttons.length > 0 && (
            <AnytimeActions game={state.game} legal={buttons} act={act} disabled={state.pending} />
          )}
          {state.game && myTurn && buttons.length > 0 && (
            <Actions
              game={state.game}
              legal={buttons}
              act={act}
              label={ui?.label && ((a) => ui.label!(a, state.view, state.seat))}
              pot={ui?.pot && state.view !== null ? ui.pot(state.view) : null}
              disabled={state.pending}
            />
          )}
          {myTurn && legal.length > 0 && !state.pending && (
            <p className="your-turn" role="status">
              Your turn.
            </p>
          )}
          {state.outcome && <OutcomePanel state={state} table={table} seatName={seatName} />}
          {state.seat !== null && state.status !== "finished" && <KeysHint />}
        </section>
        <div className="table-side">
          <EventLog state={state} />
          <ChatPanel
            lines={state.chat}
            say={say}
            error={state.chatError}
            closed={chatClosed(state)}
          />
        </div>
      </div>
      <div className="night-panels">
        {state.game && isChipGame(state.game) && (
          <LedgerPanel
            table={table}
            moment={`${state.version} ${state.seats.map((x) => x.name ?? "").join("\u0000")}`}
            mySeat={state.seat}
            rebuy={legal.find((a) => a.type === "rebuy") ?? null}
            act={act}
            disabled={state.pending}
          />
        )}
        {hostToken && state.host && (
          <HostPanel
            table={table}
            token={hostToken}
            host={state.host}
            seats={state.seats}
            mySeat={state.seat}
            status={state.status}
            name={seatName}
          />
        )}
        {state.game && state.status !== null && state.status !== "open" && (
          <p className="buttons">
            <HandsDownload
              table={table}
              game={state.game}
              token={savedSeat(table)?.token ?? null}
            />
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * Keeps the keyboard in the play area: after an action the control pressed is often gone (or
 * disabled while the server answers), and focus would fall to the top of the page. Focus then goes
 * to the next sensible control (a card to pick, an action other than folding), or to the play
 * area itself while others act, until the player moves it elsewhere. On each new decision the
 * page scrolls so that control is in sight.
 */
function usePlayFocus(
  area: RefObject<HTMLElement | null>,
  state: TableState,
  send: (a: Action) => void,
): (a: Action) => void {
  const keep = useRef(false);
  useEffect(() => {
    // Focus the player moves out of the play area (to the log, the menu) is theirs to keep.
    const onFocus = (e: FocusEvent) => {
      const el = e.target as Node | null;
      if (el && area.current && !area.current.contains(el)) keep.current = false;
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, [area]);
  const decision = `${state.version}:${state.pending}:${JSON.stringify(state.legal)}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new decision.
  useEffect(() => {
    const box = area.current;
    if (!box) return;
    if (!keep.current) {
      // Not at the keyboard here yet: only bring the next thing to do into sight.
      if (state.legal.length > 0 && !state.pending)
        nextControl(box)?.scrollIntoView({ block: "nearest" });
      return;
    }
    const active = document.activeElement;
    const lost = active === null || active === document.body || active === box;
    const dead = active instanceof HTMLButtonElement && active.disabled;
    if (!lost && !dead && box.contains(active)) return;
    const next = nextControl(box);
    if (next) {
      next.focus({ preventScroll: true });
      next.scrollIntoView({ block: "nearest" });
    } else if (active !== box) box.focus({ preventScroll: true });
  }, [decision]);
  return (a) => {
    keep.current = true;
    send(a);
  };
}

/**
 * The control a player most likely wants next: a place for the card already chosen, a card to
 * pick, else a move other than a fold.
 */
function nextControl(box: HTMLElement): HTMLElement | null {
  return (
    box.querySelector<HTMLElement>("button.tyramid-cell.target:not([disabled])") ??
    box.querySelector<HTMLElement>("[data-pick]:not([disabled])") ??
    box.querySelector<HTMLElement>(
      "[data-action]:not([disabled]):not([data-action=fold]), [data-confirm]:not([disabled])",
    ) ??
    box.querySelector<HTMLElement>("[data-action]:not([disabled]), [data-anytime]:not([disabled])")
  );
}

/** The keys the table answers to, in a corner a player opens when they want them. */
function KeysHint() {
  return (
    <details className="keys-hint">
      <summary>Keys</summary>
      <ul>
        <li>
          <kbd>1</kbd>–<kbd>9</kbd>: the numbered action (the number is on its button)
        </li>
        <li>
          <kbd>Tab</kbd>: the next card, place or button; <kbd>Enter</kbd> or <kbd>Space</kbd> takes
          it
        </li>
        <li>After each move the keyboard stays at the table, on the next thing to do.</li>
      </ul>
    </details>
  );
}

/**
 * What this seat may do while others act (Colonial Pyramid's fold at any time). Marked apart
 * from the turn's actions (`data-anytime`): taking one is never a move made in turn.
 */
function AnytimeActions({
  game,
  legal,
  act,
  disabled,
}: {
  game: string;
  legal: readonly Action[];
  act: (a: Action) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="actions anytime">
      <legend className="sr-only">Out of turn</legend>
      <span className="muted">While the others act you may still</span>
      {legal.map((a) => (
        <button
          key={JSON.stringify(a)}
          type="button"
          data-anytime={a.type}
          className={`act act-${a.type}`}
          disabled={disabled}
          onClick={() => act(a)}
        >
          {a.type === "fold" ? "Fold now" : actionText(game, a)}
        </button>
      ))}
    </fieldset>
  );
}

export function nameOf(state: Pick<TableState, "seat" | "seats">, s: Seat): string {
  if (s === state.seat) return "You";
  const summary = state.seats.find((x) => x.seat === s);
  // Seats are numbered from 0, as the engine's own event texts number them.
  return summary?.name ?? `Seat ${s}`;
}

/** Why this viewer cannot write in the chat now, or null. */
function chatClosed(state: TableState): string | null {
  if (state.game === null) return "Connecting…";
  const mine = state.seats.find((x) => x.seat === state.seat);
  if (mine?.muted) return "The host has muted you.";
  if (state.seat === null && state.host && !state.host.spectatorChat)
    return "The host turned spectators' chat off.";
  return null;
}

function TableStatusLine({
  state,
  table,
  setAway,
}: {
  state: TableState;
  table: string;
  setAway: (on: boolean) => void;
}) {
  const mine = state.seats.find((x) => x.seat === state.seat);
  const [copied, setCopied] = useState(false);
  const who =
    state.status === "finished"
      ? "The table is over."
      : state.status === "open"
        ? "Waiting for players to take their seats."
        : state.toAct.length === 0
          ? ""
          : state.toAct.length === 1
            ? `${state.toAct[0] === state.seat ? "Your" : `${nameOf(state, state.toAct[0]!)}'s`} turn.`
            : `Waiting for ${state.toAct.map((s) => nameOf(state, s)).join(", ")}.`;
  return (
    <div className="status-line">
      <span aria-live="polite">{who}</span>
      {state.connection !== "open" && (
        <span className="badge warn">
          {state.connection === "connecting" ? "connecting…" : "reconnecting…"}
        </span>
      )}
      {state.seat === null && state.status !== null && <span className="badge">watching</span>}
      {mine && state.status !== "finished" && (
        <AwayToggle away={mine.away} setAway={setAway} disabled={state.connection !== "open"} />
      )}
      {state.seat !== null && state.status !== "finished" && <LeaveButton table={table} />}
      <button
        type="button"
        className="quiet small"
        onClick={() => {
          void navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true));
        }}
      >
        {copied ? "Link copied" : "Copy link to this table"}
      </button>
      {state.commitment && (
        <span
          className="muted small"
          title={`SHA-256 of the seed, published before the deal: ${state.commitment}`}
        >
          seed commitment {state.commitment.slice(0, 12)}…
        </span>
      )}
    </div>
  );
}

/** Leave the table for good: your seat is then played (or folded) for you, as the table says. */
function LeaveButton({ table }: { table: string }) {
  const [asked, setAsked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const claim = savedSeat(table);
  if (!claim) return null;
  if (!asked)
    return (
      <button type="button" className="quiet small" onClick={() => setAsked(true)}>
        Leave table
      </button>
    );
  return (
    <span className="confirm">
      Leave for good?{" "}
      <button
        type="button"
        className="small"
        onClick={() =>
          api.leave(table, claim.token).then(
            () => {
              forgetSeat(table);
              navigate({ page: "lobby" });
            },
            (e: unknown) => setError(messageOf(e)),
          )
        }
      >
        Yes, leave
      </button>{" "}
      <button type="button" className="quiet small" onClick={() => setAsked(false)}>
        Stay
      </button>
      {error && <span className="error"> {error}</span>}
    </span>
  );
}

/** The winner's cup, drawn (an emoji needs a font many machines lack). */
function Trophy() {
  return (
    <svg className="trophy" viewBox="0 0 24 24" width="1.1em" height="1.1em" role="img">
      <title>winner</title>
      <path
        d="M7 3h10v5a5 5 0 0 1-10 0V3Z M7 5H4v1a4 4 0 0 0 4 4 M17 5h3v1a4 4 0 0 1-4 4"
        fill="none"
        stroke="#e8b93a"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M7 3h10v5a5 5 0 0 1-10 0V3Z" fill="#e8b93a" />
      <path d="M11 13h2v4h-2zM8 20a4 2 0 0 1 8 0v1H8z" fill="#e8b93a" />
    </svg>
  );
}

/** A player's connection: a dot (filled when connected), and "away" while the away rule plays. */
function Presence({ connected, away }: { connected: boolean; away: boolean }) {
  const label = away ? "away" : connected ? "connected" : "disconnected";
  return (
    <span className={`presence ${label}`} data-presence={label} title={label}>
      {" "}
      <span aria-hidden="true">{connected ? "●" : "○"}</span>
      {away ? <span className="muted"> away</span> : <span className="sr-only"> {label}</span>}
    </span>
  );
}

function Clock({ deadline }: { deadline: number }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, []);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  return (
    <span className={`clock${left <= 10 ? " low" : ""}`}>
      <span aria-hidden="true">⏱ </span>
      {Math.floor(left / 60)}:{String(left % 60).padStart(2, "0")}
      <span className="sr-only"> left to move</span>
    </span>
  );
}

function SeatBar({
  state,
  table,
  seatName,
  info,
}: {
  state: TableState;
  table: string;
  seatName: (s: Seat) => string;
  info: ((view: unknown, seat: Seat) => string[]) | undefined;
}) {
  const mine = savedSeat(table) ?? savedRequest(table);
  return (
    <ol className="seat-bar" aria-label="seats">
      {Array.from({ length: state.players }, (_, s) => {
        const summary = state.seats.find((x) => x.seat === s);
        const acting = state.toAct.includes(s) && state.status !== "finished";
        const deadline = state.deadlines[String(s)];
        const winner = state.outcome?.winners.includes(s);
        return (
          <li
            key={`seat-${s}`}
            className={`seat${s === state.seat ? " me" : ""}${acting ? " acting" : ""}${winner ? " winner" : ""}`}
          >
            <span className="seat-name">
              {acting && <span aria-hidden="true">▶ </span>}
              {acting && <span className="sr-only">to act: </span>}
              {seatName(s)}
              {summary?.kind === "bot" && <span className="muted"> ({summary.bot})</span>}
              {summary?.kind === "human" && !summary.left && summary.taken && (
                <Presence connected={summary.connected} away={summary.away} />
              )}
              {summary?.left && <span className="muted"> (left)</span>}
              {summary?.muted && <span className="muted"> (muted)</span>}
              {winner && (
                <>
                  {" "}
                  <Trophy />
                </>
              )}
            </span>
            {state.view !== null && info && (
              <span className="seat-info">
                {info(state.view, s).map((t) => (
                  <span key={t}>{t}</span>
                ))}
              </span>
            )}
            {deadline !== undefined && acting && <Clock deadline={deadline} />}
            {summary &&
              summary.kind === "human" &&
              !summary.taken &&
              !mine &&
              state.status !== "finished" && (
                <button
                  type="button"
                  className="small"
                  onClick={() =>
                    void joinSeat(table, s).then((sat) => sat && window.location.reload())
                  }
                >
                  Sit here
                </button>
              )}
          </li>
        );
      })}
    </ol>
  );
}

/** Events shown at once; each keeps its number, its place in the table's history. */
const LOG_WINDOW = 200;

function EventLog({ state }: { state: TableState }) {
  const box = useRef<HTMLElement>(null);
  const count = state.log.length;
  const first = Math.max(0, count - LOG_WINDOW);
  useEffect(() => {
    // Follow the newest event inside the log only; the page itself never jumps.
    if (count > 0 && box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [count]);
  return (
    <aside className="event-log" aria-label="what happened" ref={box}>
      <h2>Log</h2>
      <ol aria-live="polite" aria-relevant="additions">
        {state.log.slice(first).map((e, i) => (
          <li key={first + i} value={first + i + 1} className={`ev ev-${e.type}`}>
            {personal(e.text, state.seat)}
          </li>
        ))}
      </ol>
    </aside>
  );
}

function OutcomePanel({
  state,
  table,
  seatName,
}: {
  state: TableState;
  table: string;
  seatName: (s: Seat) => string;
}) {
  const o = state.outcome!;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="outcome" aria-label="result">
      <h2>{o.summary}</h2>
      <table>
        <ColumnHeads names={["Seat", "Place", "Result"]} />
        <tbody>
          {o.payoff.map((p, s) => (
            <tr key={`r-${s}`} className={o.winners.includes(s) ? "winner" : ""}>
              <td>{seatName(s)}</td>
              <td>{o.ranks[s]}</td>
              <td>{p > 0 ? `+${p}` : p}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {state.seed && (
        <p className="small">
          Seed <code>{state.seed}</code> — its commitment was published at the start.
        </p>
      )}
      <p className="buttons">
        <a className="button primary" href={href({ page: "replay", table })}>
          Watch the replay
        </a>{" "}
        <button
          type="button"
          className="download-record"
          onClick={() =>
            api.record(table).then(
              (r) => downloadRecord({ ...r, id: table }),
              (e: unknown) => setError(messageOf(e)),
            )
          }
        >
          Download record
        </button>{" "}
        <button
          type="button"
          className="play-again"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            playAgain(table, state.seat).catch((e: unknown) => {
              setBusy(false);
              setError(messageOf(e));
            });
          }}
        >
          {busy ? "Opening a new table…" : "Play again"}
        </button>
      </p>
      {error && (
        <p className="notice error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
