import { useEffect, useMemo, useRef, useState } from "react";
import type { Action as EngineAction, GameDefinition } from "../../../src/core/game.js";
import {
  judgeLessonMove,
  type Lesson,
  type LessonPosition,
  lessonPosition,
} from "../../../src/core/lesson.js";
import { packages } from "../../../src/packages/index.js";
import { cardName } from "../cards/notation";
import { findEntry } from "../catalog";
import { uiFor } from "../games";
import { Actions } from "../games/Actions";
import { GenericBoard } from "../games/GenericBoard";
import { markTargets } from "../learn/marks";
import { savedProgress, saveProgress } from "../learn/progress";
import { api } from "../net/api";
import type { Action, Seat, SeatSummary } from "../net/protocol";
import { playNow } from "../net/start";
import { useErrand } from "../net/useAsync";
import { href } from "../router";
import { ErrorNotice } from "./ErrorNotice";

/** The lesson's table as the boards expect it: the learner's seat, the others named by number. */
function lessonSeats(lesson: Lesson): SeatSummary[] {
  return Array.from({ length: lesson.players }, (_, seat) => ({
    seat,
    kind: seat === lesson.learner ? ("human" as const) : ("bot" as const),
    bot: seat === lesson.learner ? null : "lesson",
    name: seat === lesson.learner ? "You" : `Seat ${seat}`,
    taken: true,
    left: false,
    connected: seat === lesson.learner,
    away: false,
    muted: false,
  }));
}

/**
 * A lesson in the browser: the game's own board at each step's position, built on its real
 * engine from the lesson's seed; the step's words beside it (below it on a phone), what it asks
 * for marked on the board; the asked move is taken and any other is refused with the step's
 * hint, nothing played. Back and Next walk the steps made; how far the lesson went is kept in
 * this browser. At the end, one click seats the learner at a first game against easy bots.
 */
export function LearnPage({ game }: { game: string }) {
  const pkg = packages.find((p) => p.id === game);
  const entry = findEntry(game);
  if (!pkg?.lesson) {
    return (
      <section className="page">
        <h1 tabIndex={-1}>Learn</h1>
        <p>
          There is no lesson for “{game}”. <a href={href({ page: "home" })}>All games</a>
        </p>
      </section>
    );
  }
  return <Lessons engine={pkg.game} lesson={pkg.lesson} name={entry?.name ?? pkg.game.name} />;
}

function Lessons({
  engine,
  lesson,
  name,
}: {
  engine: GameDefinition;
  lesson: Lesson;
  name: string;
}) {
  const total = lesson.steps.length;
  const [made, setMade] = useState(() => savedProgress(lesson.game, total));
  const [at, setAt] = useState(made);
  const [hint, setHint] = useState<string | null>(null);
  const position = useMemo((): LessonPosition | string => {
    const p = lessonPosition(engine, lesson, at);
    return p.ok ? p.value : p.error.message;
  }, [engine, lesson, at]);
  const board = useRef<HTMLDivElement>(null);
  /** A step made from the keyboard on the board: the next step's control takes the focus. */
  const keyboard = useRef(false);
  const step = lesson.steps[at];

  // Mark what the step points at, again whenever the board redraws (a card picked shows places).
  useEffect(() => {
    const root = board.current;
    if (!root || !step) return;
    markTargets(root, step.highlight, step.move);
    if (keyboard.current) {
      keyboard.current = false;
      const next = root.querySelector<HTMLElement>("button[data-lesson-mark]:not([disabled])");
      (next ?? root).focus();
    }
    const watch = new MutationObserver(() => markTargets(root, step.highlight, step.move));
    watch.observe(root, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [step]);

  if (typeof position === "string")
    return (
      <section className="page">
        <h1 tabIndex={-1}>Learn {name}</h1>
        <p className="notice error" role="alert">
          {position}
        </p>
      </section>
    );

  const go = (to: number) => {
    setHint(null);
    setAt(Math.max(0, Math.min(to, made)));
  };
  const act = (action: Action) => {
    const answer = judgeLessonMove(engine, lesson, position, action as EngineAction);
    if (!answer.ok) {
      setHint(answer.reason ? `${answer.reason} ${answer.hint}` : answer.hint);
      return;
    }
    const focused = document.activeElement;
    keyboard.current =
      focused === document.body || (focused !== null && !!board.current?.contains(focused));
    const next = at + 1;
    const furthest = Math.max(made, next);
    setMade(furthest);
    saveProgress(lesson.game, furthest);
    setHint(null);
    setAt(next);
  };

  const learner = lesson.learner;
  const state = position.state;
  const over = step === undefined;
  const legal = over
    ? []
    : [
        ...engine.legalActions(state, learner),
        ...(engine.toAct(state).includes(learner)
          ? []
          : (engine.anytimeActions?.(state, learner) ?? [])),
      ];
  const view = engine.view(state, learner);
  const ui = uiFor(lesson.game);
  const Board = ui?.Board ?? GenericBoard;
  const buttons = legal.filter((a) => !(ui?.onBoard?.(a) ?? false));
  const seatName = (s: Seat) => (s === learner ? "You" : `Seat ${s}`);

  return (
    <section className={`page learn-page game-${lesson.game}`} data-step={at}>
      <h1 tabIndex={-1}>Learn {name}</h1>
      <div className="learn-layout">
        <section className="board-wrap" aria-label="the lesson's table" ref={board} tabIndex={-1}>
          <Board
            view={view}
            seat={learner}
            players={lesson.players}
            seats={lessonSeats(lesson)}
            legal={legal}
            toAct={engine.toAct(state)}
            act={act}
            outcome={null}
            seatName={seatName}
          />
          {buttons.length > 0 && (
            <Actions
              game={lesson.game}
              legal={buttons}
              act={act}
              label={ui?.label && ((a) => ui.label!(a, view, learner))}
              pot={ui?.pot ? ui.pot(view) : null}
            />
          )}
        </section>
        <aside className="lesson-words" aria-label="the lesson">
          <p className="muted">{over ? `All ${total} steps done` : `Step ${at + 1} of ${total}`}</p>
          <div aria-live="polite">
            {position.events.length > 0 && (
              <ul className="lesson-events" aria-label="what just happened">
                {position.events.slice(-6).map((e, i) => (
                  <li key={`${at}-${i}`}>{e.text}</li>
                ))}
              </ul>
            )}
            <p className="lesson-say">{over ? lesson.done : step.say}</p>
          </div>
          {!over && (
            <p className="muted lesson-look">
              Marked on the table <span aria-hidden="true">(outlined)</span>:{" "}
              {step.highlight.map((h) => cardName(h) ?? h).join(", ")}
            </p>
          )}
          {hint && (
            <p className="notice lesson-hint" role="alert">
              {hint}
            </p>
          )}
          {over && <FirstGame game={lesson.game} />}
          <nav className="buttons lesson-nav" aria-label="steps">
            <button type="button" disabled={at === 0} onClick={() => go(at - 1)}>
              Back
            </button>
            <button type="button" disabled={at >= made} onClick={() => go(at + 1)}>
              Next
            </button>
            {made > 0 && (
              <button
                type="button"
                className="quiet"
                onClick={() => {
                  setMade(0);
                  saveProgress(lesson.game, 0);
                  go(0);
                }}
              >
                Start again
              </button>
            )}
          </nav>
          <p className="muted">
            <a href={href({ page: "rules", game: lesson.game })}>The full rules</a>
          </p>
        </aside>
      </div>
    </section>
  );
}

/** The lesson's last button: a table of the game against easy bots, the learner in seat 0. */
function FirstGame({ game }: { game: string }) {
  const { busy, error, run } = useErrand();
  const start = () =>
    run(async () => {
      const info = (await api.games()).find((g) => g.id === game);
      if (!info) throw new Error("This server does not serve the game yet.");
      await playNow(info, findEntry(game)?.playNowPlayers, "easy");
    });
  return (
    <>
      <button type="button" className="primary" disabled={busy} onClick={start}>
        {busy ? "Dealing…" : "Play a first game against easy bots"}
      </button>
      <ErrorNotice error={error} />
    </>
  );
}
