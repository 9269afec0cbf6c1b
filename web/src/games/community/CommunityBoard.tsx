import type { Card } from "../../../../src/cards/standard.js";
import type { CommunityAction } from "../../../../src/games/community/actions.js";
import type { ThreeSidedView } from "../../../../src/games/three-sided/view.js";
import type { WildKillView } from "../../../../src/games/wild-kill/view.js";
import { cardText } from "../../cards/notation";
import { StandardCardFace } from "../../cards/StandardCard";
import { SeatOdds } from "../../odds/SeatOdds";
import type { SeatOddsOptions } from "../../odds/seatTask";
import { betLabel, bettingSeatInfo, toCallOf } from "../betting";
import { CallCost } from "../CallCost";
import { Chips, Pot } from "../Chips";
import { LastHand } from "../LastHand";
import { MyFacts } from "../MyFacts";
import type { BoardProps, GameUi } from "../types";
import { rankMarks } from "./marks.js";

/**
 * The two home-poker Pyramids share one table: hole cards, a board of shared cards laid out as a
 * pyramid, betting, and (high-low) a secret declaration. Three-sided draws its six cards with the
 * three sides marked and each place's turn-up number; Wild/Kill draws its wild, shared and kill
 * rows, and marks the wild and killed cards in the shared row and in your hand.
 */

type CommunityView = ThreeSidedView | WildKillView;

/** The public rules the seat's odds depend on, from the view (never hidden information). */
function oddsOptions(v: CommunityView): SeatOddsOptions {
  if ("options" in v) {
    const { low, lowQualifier, split, wildKilled } = v.options;
    return { low, lowQualifier, split, wildKilled };
  }
  return { low: v.low, lowQualifier: v.lowQualifier };
}

const rank = (c: Card) => c >> 2;

/** Rows of board indices, top row first, and what each row is called. */
const layouts = {
  "three-sided": [
    { label: "", cells: [3] },
    { label: "", cells: [2, 0] },
    { label: "", cells: [5, 1, 4] },
  ],
  "wild-kill": [
    { label: "wild", cells: [0, 1] },
    { label: "shared", cells: [2, 3, 4] },
    { label: "kill", cells: [5, 6, 7, 8] },
  ],
} as const;

type Game = keyof typeof layouts;

function CommunityBoard({
  game,
  view: v,
  seat,
  seatName,
}: BoardProps<CommunityView, CommunityAction> & { game: Game }) {
  const ranksOf = (cards: readonly (Card | null)[]) =>
    cards.flatMap((c) => (c === null ? [] : [rank(c)]));
  const marks =
    game === "wild-kill"
      ? rankMarks(
          ranksOf(v.board.slice(0, 2)),
          ranksOf(v.board.slice(5, 9)),
          "options" in v ? v.options.wildKilled : undefined,
        )
      : rankMarks([], []);
  const isWild = marks.wild;
  const isKilled = marks.killed;
  const face = (c: Card | null, width: number, where: "board-top" | "board" | "kill" | "hand") => {
    if (c === null) return <StandardCardFace card={null} width={width} />;
    // The wild row's own cards are dead; elsewhere a card of a wild rank is wild, and a card of
    // a kill-row rank is killed in the shared row and in the hand (the kill row itself is only
    // turned: it kills, it is not killed).
    return (
      <StandardCardFace
        card={cardText(c)}
        width={width}
        wild={where !== "board-top" && where !== "kill" && isWild(rank(c))}
        struck={
          where === "board-top" || ((where === "hand" || where === "board") && isKilled(rank(c)))
        }
      />
    );
  };
  const others = Array.from(
    { length: v.players },
    (_, i) => ((seat ?? -1) + 1 + i + v.players) % v.players,
  ).filter((s) => s !== seat);
  return (
    <div className={`felt community-table ${game}`}>
      <div className="opponents">
        {others.map((s) => (
          <section
            key={s}
            className={`opponent${v.betting?.actor === s ? " acting" : ""}${v.status[s] === "folded" ? " folded" : ""}`}
            aria-label={seatName(s)}
          >
            <header>
              <strong>{seatName(s)}</strong>
              {v.dealer === s && (
                <span className="dealer-button" title="dealer">
                  D
                </span>
              )}
              <Chips amount={v.stacks[s] ?? 0} label={`stack ${v.stacks[s]}`} />
              {(v.betting?.bets[s] ?? 0) > 0 && (
                <span className="bet">bet {v.betting!.bets[s]}</span>
              )}
              {v.status[s] !== "active" && <span className="badge">{v.status[s]}</span>}
              {v.phase === "declare" && v.declared[s] && <span className="badge">declared</span>}
            </header>
            <div className="mini-hand">
              {(
                v.hole[s] ?? Array.from({ length: v.hole.find((h) => h)?.length ?? 0 }, () => null)
              ).map((c, i) => (
                <StandardCardFace key={i} card={c === null ? null : cardText(c)} width={30} />
              ))}
            </div>
          </section>
        ))}
      </div>
      <div className="centre">
        <Pot amount={v.pot} />
        <div className="board-pyramid">
          {game === "three-sided" && (
            <svg
              className="sides"
              viewBox="0 0 100 100"
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              <polygon
                points="50,2 98,98 2,98"
                fill="none"
                stroke="#d4af37"
                strokeWidth="0.8"
                strokeDasharray="3 2"
              />
            </svg>
          )}
          {layouts[game].map((row, r) => (
            <div key={r} className="board-row">
              {row.label && <span className="row-label">{row.label}</span>}
              {row.cells.map((k) => (
                <span key={k} className="board-cell">
                  {face(
                    v.board[k] ?? null,
                    52,
                    game !== "wild-kill"
                      ? "board"
                      : r === 0
                        ? "board-top"
                        : r === 2
                          ? "kill"
                          : "board",
                  )}
                  {game === "three-sided" && <span className="position">{k + 1}</span>}
                </span>
              ))}
            </div>
          ))}
        </div>
        <div className="centre-facts">
          <span>Hand {v.hand}</span>
          <span>
            {v.phase === "declare"
              ? "Declare: high, low or both"
              : v.phase === "over"
                ? "Over"
                : `Betting round ${v.round + 1} of ${v.rounds}`}
          </span>
          <CallCost
            round={v.betting}
            seat={seat}
            stack={seat === null ? 0 : (v.stacks[seat] ?? 0)}
          />
          {game === "three-sided" && (
            <span className="muted small">Sides: left 4-3-6 · right 4-1-5 · base 6-2-5</span>
          )}
        </div>
      </div>
      {v.last && v.last.shown.length > 0 && (
        <LastHand key={v.hand} over={v.phase === "over"}>
          <ul className="last-hand" aria-label="the last showdown">
            {v.last.shown.map((h) => (
              <li key={h.seat}>
                {seatName(h.seat)}: {h.hole.map(cardText).join(" ")}
                {h.declare ? ` (declared ${h.declare})` : ""} — {h.text}
                {(v.last!.won[h.seat] ?? 0) > 0 ? `, wins ${v.last!.won[h.seat]}` : ""}
              </li>
            ))}
          </ul>
        </LastHand>
      )}
      {seat !== null && v.phase !== "over" && v.status[seat] !== "folded" && (
        <SeatOdds game={game} view={v} seat={seat} options={oddsOptions(v)} />
      )}
      {seat !== null && (
        <div className="my-seat">
          <MyFacts name={seatName(seat)} seat={seat} view={v} bets={v.betting?.bets}>
            {v.myDeclaration && <span className="best">You declared {v.myDeclaration}</span>}
          </MyFacts>
          <div className="hand">
            {(v.hole[seat] ?? []).map((c, i) => (
              <span key={i}>{face(c, 66, "hand")}</span>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

function ThreeSidedBoard(props: BoardProps<ThreeSidedView, CommunityAction>) {
  return <CommunityBoard {...props} game="three-sided" />;
}

function WildKillBoard(props: BoardProps<WildKillView, CommunityAction>) {
  return <CommunityBoard {...props} game="wild-kill" />;
}

/** What the two tables share beyond the board: buttons' words, the seat bar, the pot, replays. */
function extras<V extends CommunityView>(): Omit<GameUi<V, CommunityAction>, "Board"> {
  return {
    label: (a, v, seat) =>
      a.type === "declare" ? `Declare ${a.way}` : betLabel(a, toCallOf(v.betting, seat)),
    seatInfo: bettingSeatInfo,
    pot: (v) => v.pot,
    faceUp: (views, spectator) => ({
      ...spectator,
      hole: spectator.hole.map((h, s) => h ?? views[s]?.hole[s] ?? null),
    }),
  };
}

export const threeSidedUi: GameUi<ThreeSidedView, CommunityAction> = {
  Board: ThreeSidedBoard,
  ...extras<ThreeSidedView>(),
};
export const wildKillUi: GameUi<WildKillView, CommunityAction> = {
  Board: WildKillBoard,
  ...extras<WildKillView>(),
};
