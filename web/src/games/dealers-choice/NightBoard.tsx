import { useState } from "react";
import type { PointValue } from "../../../../src/betting/table.js";
import { personal } from "../../../../src/core/personal.js";
import type { ColonialAction } from "../../../../src/games/colonial/actions.js";
import type { CommunityAction } from "../../../../src/games/community/actions.js";
import {
  type CallableId,
  type CallGameAction,
  callable,
} from "../../../../src/games/dealers-choice/call.js";
import type {
  DealersChoiceAction,
  DealersChoiceView,
  DealView,
} from "../../../../src/games/dealers-choice/index.js";
import { optionLabel } from "../../pages/optionLabels";
import { colonialUi } from "../colonial/ColonialBoard";
import { threeSidedUi, wildKillUi } from "../community/CommunityBoard";
import type { BoardProps, GameUi } from "../types";

type NightProps = BoardProps<DealersChoiceView, DealersChoiceAction>;

/** Each callable game's view of a deal, by game. */
type DealViewOf = { [D in DealView as D["game"]]: D["view"] };
interface DealActionOf {
  "three-sided": CommunityAction;
  "wild-kill": CommunityAction;
  colonial: ColonialAction;
}

/** The boards of the games a dealer may call. */
const dealUis: { [K in CallableId]: GameUi<DealViewOf[K], DealActionOf[K]> } = {
  "three-sided": threeSidedUi,
  "wild-kill": wildKillUi,
  colonial: colonialUi,
};

/**
 * A night's move outside the call, as the deal's game types it: between calls every legal move
 * of the night is the dealt game's own (the engine checks it by that game's schema).
 */
function dealMove<K extends CallableId>(a: DealersChoiceAction): DealActionOf[K] {
  return a as DealActionOf[K];
}

const isCall = (a: DealersChoiceAction): a is CallGameAction => a.type === "call-game";

/** The called game's board for a deal, given the night's props. */
function DealBoard<K extends CallableId>({
  game,
  view,
  props,
  legal,
}: {
  game: K;
  view: DealViewOf[K];
  props: NightProps;
  legal: readonly DealersChoiceAction[];
}) {
  const Inner = dealUis[game].Board;
  return <Inner {...props} view={view} legal={legal.map(dealMove<K>)} act={props.act} />;
}

function valueText(v: PointValue): string {
  if (v === null) return "none";
  if (typeof v === "boolean") return v ? "yes" : "no";
  return String(v);
}

/**
 * A sentence of the engine's ("Seat 1 deals Wild/Kill Pyramid, …") as this viewer reads the log:
 * its own seat "You", the others by their names.
 */
function readAs(text: string, props: NightProps): string {
  return personal(text, props.seat).replace(/\b[Ss]eat (\d+)(?!\d)/g, (_m, n: string) =>
    props.seatName(Number(n)),
  );
}

/** Who is calling, while the dealer's seat waits for a player or for the dealer's call. */
function calling(v: DealersChoiceView, props: NightProps): string {
  const dealer = props.seats[v.dealer];
  if (dealer && dealer.kind === "human" && !dealer.taken)
    return `${props.seatName(v.dealer)} deals first: the game is called once a player sits there.`;
  return `${props.seatName(v.dealer)} deals and is calling the game…`;
}

/**
 * A Pyramid night: the call's banner over the called game's own board; at the call, the dealer's
 * form (the game, then each point it lets the dealer announce, defaults filled in).
 */
function Board(props: NightProps) {
  const v = props.view;
  const calls = props.legal.filter(isCall);
  if (v.deal && v.call) {
    return (
      <div className="night">
        <p className="night-banner" role="status">
          Deal {v.call.number}: {readAs(v.call.text, props)}
        </p>
        <DealBoard game={v.deal.game} view={v.deal.view} props={props} legal={props.legal} />
      </div>
    );
  }
  return (
    <div className="night">
      {v.last && (
        <p className="night-banner muted">
          Last deal {v.last.call.number}: {readAs(v.last.call.text, props)}
        </p>
      )}
      {calls.length > 0 ? (
        <CallForm view={v} calls={calls} act={props.act} />
      ) : (
        v.phase === "call" && <p role="status">{calling(v, props)}</p>
      )}
      {v.last && (
        <details className="night-last">
          <summary>How the last deal ended</summary>
          <DealBoard game={v.last.deal.game} view={v.last.deal.view} props={props} legal={[]} />
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
  calls: CallGameAction[];
  act: (a: DealersChoiceAction) => void;
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
          <label htmlFor={`call-${p.word}`}>{optionLabel(p.key)}</label>
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

/** Something from the called game's drawing helpers, for a deal. */
function withDeal<R>(
  deal: DealView,
  use: <K extends CallableId>(ui: GameUi<DealViewOf[K], DealActionOf[K]>, view: DealViewOf[K]) => R,
): R {
  switch (deal.game) {
    case "three-sided":
      return use<"three-sided">(dealUis["three-sided"], deal.view);
    case "wild-kill":
      return use<"wild-kill">(dealUis["wild-kill"], deal.view);
    case "colonial":
      return use<"colonial">(dealUis.colonial, deal.view);
  }
}

export const dealersChoiceUi: GameUi<DealersChoiceView, DealersChoiceAction> = {
  Board,
  onBoard: (a) => isCall(a) || (colonialUi.onBoard?.(dealMove<"colonial">(a)) ?? false),
  label: (a, v, seat) =>
    isCall(a) || !v.deal
      ? null
      : withDeal(v.deal, (ui, view) => ui.label?.(dealMove(a), view, seat) ?? null),
  seatInfo: (v, s) =>
    (v.deal && withDeal(v.deal, (ui, view) => ui.seatInfo?.(view, s))) ?? [`${v.stacks[s]} chips`],
  pot: (v) => (v.deal && withDeal(v.deal, (ui, view) => ui.pot?.(view))) ?? null,
  faceUp: (views, spectator) => {
    const deal = spectator.deal;
    if (!deal) return spectator;
    // A seat's own view of the deal shows its hidden cards; where it has none, the spectator's
    // shows nothing more.
    const seen = views.map((x) => (x.deal?.game === deal.game ? x.deal : deal));
    const shown = withDeal(deal, (ui, view) =>
      ui.faceUp
        ? ui.faceUp(
            seen.map((d) => d.view as typeof view),
            view,
          )
        : view,
    );
    return { ...spectator, deal: { game: deal.game, view: shown } as DealView };
  },
};
