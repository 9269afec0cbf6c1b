import { useEffect, useMemo, useState } from "react";
import type { GameDefinition } from "../../../src/core/game.js";
import type { TyramidView } from "../../../src/games/tyramid/view.js";
import { ColonialAdvicePanel, type ColonialSeatView } from "../advice/colonial";
import { TyramidAdvicePanel } from "../advice/tyramid";
import { findEntry } from "../catalog";
import { uiFor } from "../games";
import { GenericBoard } from "../games/GenericBoard";
import { api, type TableRecord } from "../net/api";
import { commitmentHolds } from "../net/commitment";
import { downloadRecord } from "../net/download";
import type { SeatSummary } from "../net/protocol";
import { savedSeat } from "../net/seats";
import { useAsync } from "../net/useAsync";
import { ChatPanel } from "../night/ChatPanel";
import { HandsDownload } from "../night/HandsDownload";
import { chatAt } from "../night/replayChat";
import { readRecord, rebuild, seenBy } from "../replay";
import { href } from "../router";

type Viewer = number | "spectator" | "all";

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
  return <Replay record={{ ...record.value, id: `table ${table}` }} table={table} />;
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

/** The finished tables this server keeps, newest first: game, who played, how it ended. */
function FinishedTables() {
  const tables = useAsync(() => api.tables("finished"), []);
  const list = tables.value ?? [];
  return (
    <section className="finished-tables">
      <h2>Finished tables</h2>
      {tables.loading && <p className="muted">Fetching the finished tables…</p>}
      {tables.error && <p className="notice error">{tables.error}</p>}
      {!tables.loading && !tables.error && list.length === 0 && (
        <p className="muted">No table has finished yet.</p>
      )}
      <ol className="finished-list">
        {list.map((t) => (
          <li key={t.id} className="finished-row" data-table={t.id}>
            <a href={href({ page: "replay", table: t.id })}>
              <strong>{findEntry(t.game)?.name ?? t.game}</strong>
            </a>
            <span className="muted">
              {" "}
              · {t.players} players
              {t.seats && t.seats.length > 0 && ` (${t.seats.map(seatLabel).join(", ")})`} · table{" "}
              {t.id}
            </span>
            <span className="result">{t.outcome?.summary ?? ""}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function seatLabel(s: SeatSummary): string {
  return s.kind === "bot" ? (s.bot ?? "bot") : (s.name ?? "player");
}

function RecordFile({
  read,
  error,
}: {
  read: (file: File) => Promise<void>;
  error: string | null;
}) {
  return (
    <>
      <label className="option">
        <span>Record file</span>
        <input
          type="file"
          accept="application/json,.json"
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Cleared, so choosing the same file again reads it again.
            e.target.value = "";
            if (file) void read(file);
          }}
        />
      </label>
      {error && (
        <p className="notice error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** The record's seat labels ("player" or a bot's name) and names, as the table page's seats. */
function seatsOf(record: TableRecord): SeatSummary[] {
  return Array.from({ length: record.players }, (_, seat) => {
    const label = record.seats?.[seat];
    const bot = label && label !== "player" && label !== "you" ? label : null;
    return {
      seat,
      kind: bot ? "bot" : "human",
      bot,
      name: record.names?.[seat] ?? null,
      taken: true,
      left: false,
      // A replay has no one at the table: no presence to show.
      connected: false,
      away: false,
      muted: false,
    };
  });
}

/** A replay; `table` when the record is this server's table (its hand history can be fetched). */
function Replay({ record, table }: { record: TableRecord; table?: string }) {
  const rebuilt = useMemo(() => {
    try {
      return { ok: true as const, value: rebuild(record) };
    } catch (e) {
      return { ok: false as const, error: e instanceof Error ? e.message : String(e) };
    }
  }, [record]);
  const [step, setStep] = useState(0);
  const [viewer, setViewer] = useState<Viewer>("all");
  const [check, setCheck] = useState<"checking" | "holds" | "fails" | "none">("checking");
  useEffect(() => {
    if (!record.commitment) return setCheck("none");
    commitmentHolds(record.seed, record.commitment).then((ok) => setCheck(ok ? "holds" : "fails"));
  }, [record]);
  const last = rebuilt.ok ? rebuilt.value.states.length - 1 : 0;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement | null)?.closest("input, select, textarea")) return;
      if (e.key === "ArrowRight") setStep((s) => Math.min(last, s + 1));
      else if (e.key === "ArrowLeft") setStep((s) => Math.max(0, s - 1));
      else if (e.key === "Home") setStep(0);
      else if (e.key === "End") setStep(last);
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [last]);
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
  const seatName = (s: number) => {
    const summary = seats[s];
    return summary?.name ?? (summary?.kind === "bot" ? `Seat ${s} (${summary.bot})` : `Seat ${s}`);
  };
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
  // The opening (the first hand's deal) is shown from the first position on.
  const log = [opening, ...events.slice(0, step)].flatMap((evs, k) =>
    evs
      .filter((e) => seenBy(e, viewer))
      // With every card face up, a private event ("You draw…") says whose it was.
      .map((e) => ({
        k,
        text:
          viewer === "all" && e.audience !== "public"
            ? `(${e.audience.map(seatName).join(", ")}) ${e.text}`
            : e.text,
      })),
  );
  const outcome = step === last ? game.outcome(state) : null;
  const chat = chatAt(record.chat, step);
  return (
    <section className={`page replay-page game-${record.game}`} data-step={step}>
      <h1 tabIndex={-1}>
        Replay: {entry?.name ?? record.game}{" "}
        {record.id && <span className="muted">· {record.id}</span>}
      </h1>
      <div className={`commitment ${check}`} role="status">
        Seed <code>{record.seed}</code> ·{" "}
        {check === "checking"
          ? "checking its commitment…"
          : check === "holds"
            ? "✔ matches the commitment published at the start"
            : check === "none"
              ? "this record carries no published commitment to check"
              : "✘ does NOT match the published commitment"}{" "}
        {record.commitment && <code className="small">{record.commitment}</code>}
      </div>
      <p className="buttons">
        <button type="button" className="download-record" onClick={() => downloadRecord(record)}>
          Download record
        </button>{" "}
        {table !== undefined && (
          <HandsDownload table={table} game={record.game} token={savedSeat(table)?.token ?? null} />
        )}
      </p>
      {broken && <p className="notice error">{broken}</p>}
      <fieldset className="replay-controls">
        <legend className="sr-only">Replay controls</legend>
        <button
          type="button"
          onClick={() => setStep(0)}
          disabled={step === 0}
          aria-label="first position"
        >
          |◀
        </button>
        <button
          type="button"
          onClick={() => setStep(Math.max(0, step - 1))}
          disabled={step === 0}
          aria-label="back one action"
        >
          ◀ Back
        </button>
        <input
          type="range"
          min={0}
          max={last}
          value={step}
          onChange={(e) => setStep(Number(e.target.value))}
          aria-label="position in the replay"
          aria-valuetext={`action ${step} of ${last}`}
        />
        <button
          type="button"
          className="primary"
          onClick={() => setStep(Math.min(last, step + 1))}
          disabled={step === last}
          aria-label="forward one action"
        >
          Next ▶
        </button>
        <button
          type="button"
          onClick={() => setStep(last)}
          disabled={step === last}
          aria-label="last position"
        >
          ▶|
        </button>
        <span className="step-count">
          {step} / {last}
        </span>
        <label>
          View{" "}
          <select
            value={String(viewer)}
            onChange={(e) =>
              setViewer(
                e.target.value === "all" || e.target.value === "spectator"
                  ? e.target.value
                  : Number(e.target.value),
              )
            }
          >
            <option value="all">all cards face up</option>
            <option value="spectator">a spectator</option>
            {Array.from({ length: record.players }, (_, s) => (
              <option key={`v-${s}`} value={s}>
                {seatName(s)}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
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
          <ReplayAdvice
            key={step}
            gameId={record.game}
            game={game}
            state={state}
            seatName={seatName}
          />
        </div>
        <div className="table-side">
          <aside className="event-log" aria-label="what happened">
            <h2>Log</h2>
            <ol>
              {log.map((e, i) => (
                <li key={`${e.k}-${i}`}>{e.text}</li>
              ))}
            </ol>
          </aside>
          {chat && (
            <ChatPanel lines={chat} error={null} closed="The chat as it stood at this step." />
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The adviser at this step of the replay, for the seat to act, from that seat's view only (the
 * games with an adviser: Tyramid's moves, Colonial's discards).
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
  const label = "Ask the adviser here";
  let panel = null;
  if (gameId === "tyramid") {
    const view = game.view(state, seat) as TyramidView;
    panel = <TyramidAdvicePanel view={view} seat={seat} label={label} />;
  } else if (gameId === "colonial") {
    const view = game.view(state, seat) as ColonialSeatView & { phase: string; chosen: boolean[] };
    if (view.phase === "discard" && !view.chosen[seat])
      panel = <ColonialAdvicePanel view={view} seat={seat} label={label} />;
  }
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
