import { useState } from "react";
import type { PointValue } from "../../../../src/betting/table.js";
import { type CallableId, callable } from "../../../../src/games/dealers-choice/call.js";
import type { DealersChoiceView } from "../../../../src/games/dealers-choice/index.js";
import type { Action } from "../../net/protocol";
import { colonialUi } from "../colonial/ColonialBoard";
import { threeSidedUi, wildKillUi } from "../community/CommunityBoard";
import type { BoardProps, GameUi } from "../types";

/** The boards of the games a dealer may call. */
const dealUis: Record<CallableId, GameUi> = {
  "three-sided": threeSidedUi,
  "wild-kill": wildKillUi,
  colonial: colonialUi,
};

interface CallAction extends Action {
  readonly type: "call-game";
  readonly game: CallableId;
  readonly points: Record<string, PointValue>;
}

const isCall = (a: Action): a is CallAction => a.type === "call-game";

function valueText(v: PointValue): string {
  if (v === null) return "none";
  if (typeof v === "boolean") return v ? "yes" : "no";
  return String(v);
}

/**
 * A Pyramid night: the call's banner over the called game's own board; at the call, the dealer's
 * form (the game, then each point it lets the dealer announce, defaults filled in).
 */
function Board(props: BoardProps) {
  const v = props.view as DealersChoiceView;
  const calls = props.legal.filter(isCall);
  if (v.deal && v.call) {
    const Inner = dealUis[v.deal.game].Board;
    return (
      <div className="night">
        <p className="night-banner" role="status">
          Deal {v.call.number}: {v.call.text}
        </p>
        <Inner {...props} view={v.deal.view} />
      </div>
    );
  }
  return (
    <div className="night">
      {v.last && (
        <p className="night-banner muted">
          Last deal {v.last.call.number}: {v.last.call.text}
        </p>
      )}
      {calls.length > 0 ? (
        <CallForm view={v} calls={calls} act={props.act} />
      ) : (
        v.phase === "call" && (
          <p role="status">{props.seatName(v.dealer)} deals and is calling the game…</p>
        )
      )}
      {v.last && (
        <details className="night-last">
          <summary>How the last deal ended</summary>
          {(() => {
            const Inner = dealUis[v.last.deal.game].Board;
            return <Inner {...props} legal={[]} view={v.last.deal.view} />;
          })()}
        </details>
      )}
    </div>
  );
}

/** The dealer's call: a game, its points (defaults filled in), or the same call as last deal. */
function CallForm({
  view,
  calls,
  act,
}: {
  view: DealersChoiceView;
  calls: CallAction[];
  act: (a: Action) => void;
}) {
  const games = view.games;
  const [game, setGame] = useState<CallableId>(games[0]!);
  const first = calls.find((c) => c.game === game);
  const [points, setPoints] = useState<Record<string, PointValue>>(first?.points ?? {});
  const choose = (g: CallableId) => {
    setGame(g);
    setPoints(calls.find((c) => c.game === g)?.points ?? {});
  };
  const last = view.last?.call;
  const same = last
    ? calls.find((c) => c.game === last.game && sameness(c.points, last.points))
    : null;
  return (
    <form
      className="night-call"
      aria-label="call the game"
      onSubmit={(e) => {
        e.preventDefault();
        act({ type: "call-game", game, points });
      }}
    >
      <h2>You deal: call the Pyramid</h2>
      <div className="option">
        <label htmlFor="call-game">Game</label>
        <select id="call-game" value={game} onChange={(e) => choose(e.target.value as CallableId)}>
          {games.map((g) => (
            <option key={g} value={g}>
              {callable[g].game.name}
            </option>
          ))}
        </select>
      </div>
      {callable[game].points.map((p) => (
        <div className="option" key={`${game}-${p.key}`}>
          <label htmlFor={`call-${p.word}`}>{p.word}</label>
          <select
            id={`call-${p.word}`}
            value={p.values.findIndex((x) => x === points[p.key])}
            onChange={(e) => setPoints({ ...points, [p.key]: p.values[Number(e.target.value)]! })}
          >
            {p.values.map((x, i) => (
              <option key={valueText(x)} value={i}>
                {valueText(x)}
                {i === 0 ? " (default)" : ""}
              </option>
            ))}
          </select>
        </div>
      ))}
      <p className="actions">
        <button type="submit" data-call="">
          Call {callable[game].game.name}
        </button>{" "}
        {same && (
          <button type="button" className="quiet" onClick={() => act(same)}>
            Same as last deal
          </button>
        )}
      </p>
    </form>
  );
}

function sameness(a: Record<string, PointValue>, b: Record<string, PointValue>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** The called game's drawing helpers, for the deal in play. */
function dealUi(v: DealersChoiceView): GameUi | null {
  return v.deal ? dealUis[v.deal.game] : null;
}

export const dealersChoiceUi: GameUi = {
  Board,
  onBoard: (a) => isCall(a) || (colonialUi.onBoard?.(a) ?? false),
  label: (a, v: DealersChoiceView, seat) => {
    const ui = dealUi(v);
    return isCall(a) || !ui?.label || !v.deal ? null : ui.label(a, v.deal.view, seat);
  },
  seatInfo: (v: DealersChoiceView, s) => {
    const ui = dealUi(v);
    return ui?.seatInfo && v.deal ? ui.seatInfo(v.deal.view, s) : [`${v.stacks[s]} chips`];
  },
  pot: (v: DealersChoiceView) => {
    const ui = dealUi(v);
    return ui?.pot && v.deal ? ui.pot(v.deal.view) : null;
  },
  faceUp: (views: DealersChoiceView[], spectator: DealersChoiceView) => {
    const ui = dealUi(spectator);
    if (!ui?.faceUp || !spectator.deal) return spectator;
    const inner = ui.faceUp(
      views.map((x) => x.deal?.view),
      spectator.deal.view,
    );
    return { ...spectator, deal: { ...spectator.deal, view: inner } };
  },
};
