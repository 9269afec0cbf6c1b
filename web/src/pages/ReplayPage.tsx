import { useMemo, useState } from "react";
import type { GameDefinition } from "../../../src/core/game.js";
import { findEntry } from "../catalog";
import { uiFor, webGameOf } from "../games";
import { GenericBoard } from "../games/GenericBoard";
import { api, type TableRecord } from "../net/api";
import { downloadRecord } from "../net/download";
import { savedSeat } from "../net/seats";
import { useAsync } from "../net/useAsync";
import { ChatPanel } from "../night/ChatPanel";
import { HandsDownload } from "../night/HandsDownload";
import { chatAt } from "../night/replayChat";
import { SeedCommitment } from "../replay/Commitment";
import { ReplayControls, type ReplayViewer, useStepKeys } from "../replay/Controls";
import { FinishedTables } from "../replay/FinishedTables";
import { RecordFile } from "../replay/RecordFile";
import { ReplayLog } from "../replay/ReplayLog";
import { readRecord, rebuild } from "../replay/record";
import { replaySeatName, seatsOf } from "../replay/seats";
import { href } from "../router";

/**
 * A finished table step by step, from any seat's view, a spectator's, or with every card face
 * up; the seed is revealed and its published commitment checked here in the browser.
 */
export function ReplayPage({ table }: { table: string }) {
  const record = useAsync(() => api.record(table), [table]);
  if (record.loading)
    return (
      <section className="page">
        <h1 tabIndex={-1}>Replay</h1>
        <p>Fetching the table's record…</p>
      </section>
    );
  if (!record.value) {
    return (
      <section className="page">
        <h1 tabIndex={-1}>Replay</h1>
        <p className="notice error">{record.error}</p>
        <a href={href({ page: "lobby" })}>To the lobby</a>
      </section>
    );
  }
  return (
    <Replay
      record={{ ...record.value, id: `table ${table}` }}
      table={table}
      ended={endedEarly(record.value.outcome)}
    />
  );
}

/** Why a table ended before its game did (its host closed it), from its record's outcome. */
function endedEarly(outcome: unknown): string | null {
  const o = outcome as { void?: unknown; reason?: unknown } | null;
  return o?.void === true && typeof o.reason === "string" ? o.reason : null;
}

/**
 * A record from a file: a table saved by the terminal client (`records/<game>-<seed>.json`) or
 * downloaded from a finished table here, stepped through in the browser.
 */
export function ReplayFilePage() {
  const [record, setRecord] = useState<TableRecord | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** How many files were opened: each one starts its replay afresh. */
  const [opened, setOpened] = useState(0);
  const read = async (file: File) => {
    setError(null);
    const parsed = readRecord(file.name, await file.text());
    if (typeof parsed === "string") setError(parsed);
    else {
      setRecord(parsed);
      setOpened((n) => n + 1);
    }
  };
  if (record)
    return (
      <>
        <Replay key={opened} record={record} />
        <section className="page replay-upload another">
          <h2>Another record</h2>
          <RecordFile read={read} error={error} />
          <p>
            <a href={href({ page: "replay-file" })} onClick={() => setRecord(null)}>
              Back to the finished tables
            </a>
          </p>
        </section>
      </>
    );
  return (
    <section className="page replays">
      <h1 tabIndex={-1}>Replays</h1>
      <div className="replays-columns">
        <FinishedTables />
        <section className="replay-upload">
          <h2>From a file</h2>
          <p>
            A record saved by the terminal client (
            <code>records/&lt;game&gt;-&lt;seed&gt;.json</code>) or downloaded from a finished
            table:
          </p>
          <RecordFile read={read} error={error} />
        </section>
      </div>
    </section>
  );
}

/** A replay; `table` when the record is this server's table (its hand history can be fetched). */
function Replay({
  record,
  table,
  ended = null,
}: {
  record: TableRecord;
  table?: string;
  /** Why the table ended before its game did: said at the last step. */
  ended?: string | null;
}) {
  const rebuilt = useMemo(() => {
    try {
      return { ok: true as const, value: rebuild(record) };
    } catch (e) {
      return { ok: false as const, error: e instanceof Error ? e.message : String(e) };
    }
  }, [record]);
  const [step, setStep] = useState(0);
  const [viewer, setViewer] = useState<ReplayViewer>("all");
  const last = rebuilt.ok ? rebuilt.value.states.length - 1 : 0;
  useStepKeys(last, setStep);
  const entry = findEntry(record.game);
  if (!rebuilt.ok) {
    return (
      <section className="page">
        <h1 tabIndex={-1}>Replay</h1>
        <p className="notice error">{rebuilt.error}</p>
      </section>
    );
  }
  const { game, states, opening, events, broken } = rebuilt.value;
  const state = states[step];
  const ui = uiFor(record.game);
  const Board = ui?.Board ?? GenericBoard;
  const seats = seatsOf(record);
  const seatName = (s: number) => replaySeatName(seats, s);
  const views =
    viewer === "all"
      ? ui?.faceUp
        ? [
            ui.faceUp(
              Array.from({ length: record.players }, (_, s) => game.view(state, s)),
              game.view(state, "spectator"),
            ),
          ]
        : Array.from({ length: record.players }, (_, s) => game.view(state, s))
      : [game.view(state, viewer)];
  const outcome = step === last ? game.outcome(state) : null;
  const chat = chatAt(record.chat, step);
  return (
    <section className={`page replay-page game-${record.game}`} data-step={step}>
      <h1 tabIndex={-1}>
        Replay: {entry?.name ?? record.game}{" "}
        {record.id && <span className="muted">· {record.id}</span>}
      </h1>
      <SeedCommitment record={record} />
      <p className="buttons">
        <button type="button" className="download-record" onClick={() => downloadRecord(record)}>
          Download record
        </button>{" "}
        {table !== undefined && (
          <HandsDownload table={table} game={record.game} token={savedSeat(table)?.token ?? null} />
        )}
      </p>
      {broken && <p className="notice error">{broken}</p>}
      <ReplayControls
        step={step}
        last={last}
        setStep={setStep}
        viewer={viewer}
        setViewer={setViewer}
        players={record.players}
        seatName={seatName}
      />
      {step > 0 && (
        <p className="last-action">
          {seatName(record.actions[step - 1]!.seat)}:{" "}
          <strong>{game.formatAction(record.actions[step - 1]!.action)}</strong>
        </p>
      )}
      <div className="table-main">
        <div className="board-wrap">
          {views.map((v, i) => (
            <div key={`view-${i}`} className="replay-view">
              {views.length > 1 && <h2>{seatName(i)}</h2>}
              <Board
                view={v}
                seat={typeof viewer === "number" ? viewer : views.length > 1 ? i : null}
                players={record.players}
                seats={seats}
                legal={[]}
                toAct={game.toAct(state)}
                act={() => {}}
                outcome={outcome}
                seatName={seatName}
              />
            </div>
          ))}
          {outcome && (
            <section className="outcome">
              <h2>{outcome.summary}</h2>
            </section>
          )}
          {ended && step === last && (
            <section className="outcome closed-early">
              <h2>{ended}</h2>
            </section>
          )}
          <ReplayAdvice
            key={step}
            gameId={record.game}
            game={game}
            state={state}
            seatName={seatName}
          />
        </div>
        <div className="table-side">
          <ReplayLog
            opening={opening}
            events={events}
            step={step}
            viewer={viewer}
            seatName={seatName}
          />
          {chat && (
            <ChatPanel lines={chat} error={null} closed="The chat as it stood at this step." />
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The adviser at this step of the replay, for the seat to act, from that seat's view only: the
 * `replayAdvice` of the game's web module, where it has one.
 */
function ReplayAdvice({
  gameId,
  game,
  state,
  seatName,
}: {
  gameId: string;
  game: GameDefinition;
  state: unknown;
  seatName: (s: number) => string;
}) {
  const seat = game.toAct(state)[0];
  if (seat === undefined) return null;
  const panel = webGameOf(gameId)?.replayAdvice?.(
    game.view(state, seat),
    seat,
    "Ask the adviser here",
  );
  if (!panel) return null;
  return (
    <section className="replay-advice" aria-label="the adviser at this step">
      <p className="small muted">
        {seatName(seat)} to act here; the adviser sees only what that seat saw.
      </p>
      {panel}
    </section>
  );
}
