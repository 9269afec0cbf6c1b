import { useRef, useState } from "react";
import { findEntry } from "../catalog";
import { uiFor } from "../games";
import { Actions } from "../games/Actions";
import { GenericBoard } from "../games/GenericBoard";
import { useTable } from "../net/connection";
import type { Seat } from "../net/protocol";
import { savedRequest } from "../net/seats";
import { ChatPanel } from "../night/ChatPanel";
import { JoinWaiting } from "../night/JoinWaiting";
import { href } from "../router";
import { AnytimeActions } from "../table/AnytimeActions";
import { EventLog } from "../table/EventLog";
import { KeysHint } from "../table/KeysHint";
import { NightPanels } from "../table/NightPanels";
import { OutcomePanel } from "../table/OutcomePanel";
import { usePlayFocus } from "../table/playFocus";
import { SeatBar } from "../table/SeatBar";
import { TableStatusLine } from "../table/StatusLine";
import { chatClosed, nameOf } from "../table/seats";

/** A live table: the seats, the board and its controls, the log and chat, the night's panels. */
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
      <NightPanels state={state} table={table} legal={legal} act={act} seatName={seatName} />
    </section>
  );
}
