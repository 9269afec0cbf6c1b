import { useEffect, useMemo, useRef, useState } from "react";
import type { PlayAction, TyramidAction } from "../../../../src/games/tyramid/rules.js";
import type { TyramidView as EngineView, HalfView } from "../../../../src/games/tyramid/view.js";
import { TicCardFace } from "../../cards/TicCard";
import type { BoardProps, GameUi } from "../types";
import { TyramidAdvicePanel } from "./advice";

/**
 * Tyramid's table: the staggered pyramid (or the hourglass, the upper half drawn upwards from the
 * centre card), your hand, the revealed cards. Pick a card, then one of the places it may go;
 * every card and place is a button, so the whole turn works from the keyboard.
 */

/** The view, and in a replay with every card face up each seat's hand. */
type TyramidView = EngineView & { readonly allHands?: readonly (readonly string[])[] };

const isPlay = (a: TyramidAction): a is PlayAction => a.type === "play";

function Board({ view, legal, act, seat, seatName }: BoardProps<TyramidView, TyramidAction>) {
  const plays = useMemo(() => legal.filter(isPlay), [legal]);
  const playable = useMemo(() => new Set(plays.map((p) => p.card)), [plays]);
  const [selected, setSelected] = useState<string | null>(null);
  // A card that can no longer be played (or a new turn) clears the choice.
  useEffect(() => {
    if (selected && !playable.has(selected))
      setSelected(playable.size === 1 ? [...playable][0]! : null);
    else if (!selected && playable.size === 1) setSelected([...playable][0]!);
  }, [playable, selected]);
  const targets = plays.filter((p) => p.card === selected);
  const felt = useRef<HTMLDivElement>(null);
  // A card chosen: the board scrolls to where it may go, and the keyboard moves there with it.
  useEffect(() => {
    if (!selected) return;
    const place = felt.current?.querySelector<HTMLElement>("button.tyramid-cell.target");
    if (!place) return;
    const fromHand = Boolean(document.activeElement?.closest(".hand"));
    if (fromHand) place.focus({ preventScroll: true });
    place.scrollIntoView({ block: "nearest" });
  }, [selected]);
  const lower = view.halves.find((h) => h.half === "lower")!;
  const upper = view.halves.find((h) => h.half === "upper");
  return (
    <div className="felt tyramid" ref={felt}>
      <div className="tyramid-status">
        <span>
          Deck: <strong>{view.deck}</strong>
        </span>
        {view.mode !== "shedding" && (
          <span>{view.scores.map((sc, s) => `${seatName(s)}: ${sc}`).join(" · ")}</span>
        )}
        {view.phase === "extra" && view.toMove === seat && (
          <span className="badge">Two Tics — play again or stop</span>
        )}
      </div>
      {upper && (
        <Half
          half={upper}
          maxRow={Math.max(lower.rows.length, upper.rows.length)}
          up
          targets={targets}
          last={view.last}
          act={act}
        />
      )}
      <Half
        half={lower}
        maxRow={Math.max(lower.rows.length, upper?.rows.length ?? 0)}
        up={false}
        targets={targets}
        last={view.last}
        act={act}
        skipPeak={!!upper}
      />
      {view.revealed.length > 0 && (
        <>
          <p className="label">Revealed from the deck</p>
          <PickableCards
            cards={view.revealed}
            playable={playable}
            selected={selected}
            onPick={setSelected}
          />
        </>
      )}
      {view.allHands?.map((cards, s) => (
        <div key={s} className="all-hands">
          <p className="label">{seatName(s)}</p>
          <div className="hand">
            {cards.map((c) => (
              <TicCardFace key={c} card={c} width={46} />
            ))}
          </div>
        </div>
      ))}
      {view.hand && (
        <div className="hand-area">
          <p className="label">
            {seat !== null && seatName(seat) !== "You" ? `${seatName(seat)}'s hand` : "Your hand"}
            {selected
              ? ` — choose where ${selected} goes`
              : playable.size > 0
                ? " — choose a card"
                : ""}
          </p>
          <PickableCards
            cards={view.hand}
            playable={playable}
            selected={selected}
            onPick={setSelected}
          />
        </div>
      )}
      {seat !== null && legal.length > 0 && <TyramidAdvicePanel view={view} seat={seat} />}
    </div>
  );
}

/** A row of the player's cards (hand or revealed), the playable ones ready to pick. */
function PickableCards({
  cards,
  playable,
  selected,
  onPick,
}: {
  cards: readonly string[];
  playable: ReadonlySet<string>;
  selected: string | null;
  onPick: (c: string | null) => void;
}) {
  return (
    <div className={`hand${playable.size > 0 ? " choosing" : ""}`}>
      {cards.map((c) => (
        <CardButton
          key={c}
          card={c}
          playable={playable.has(c)}
          selected={selected === c}
          onPick={onPick}
        />
      ))}
    </div>
  );
}

function CardButton({
  card,
  playable,
  selected,
  onPick,
}: {
  card: string;
  playable: boolean;
  selected: boolean;
  onPick: (c: string | null) => void;
}) {
  return (
    <button
      type="button"
      className={`card-button${playable ? " playable" : ""}`}
      disabled={!playable}
      aria-pressed={selected}
      onClick={() => onPick(selected ? null : card)}
      data-card={card}
      data-pick={playable ? "" : undefined}
    >
      <TicCardFace card={card} width={62} selected={selected} />
    </button>
  );
}

function Half({
  half,
  maxRow,
  up,
  targets,
  last,
  act,
  skipPeak,
}: {
  half: HalfView;
  maxRow: number;
  up: boolean;
  targets: PlayAction[];
  last: TyramidView["last"];
  act: (a: TyramidAction) => void;
  skipPeak?: boolean;
}) {
  const rows = half.rows.length;
  const drawn = half.rows
    .map((cells, r) => ({ cells, r: r + 1 }))
    .filter(({ r }) => !(skipPeak && r === 1));
  const order = up ? [...drawn].reverse() : drawn;
  const lines = order.length;
  return (
    <section
      className="tyramid-half"
      style={{ aspectRatio: `${maxRow} / ${lines * 1.45}`, maxWidth: `${maxRow * 70}px` }}
      aria-label={up ? "upper half of the hourglass" : rows === 1 ? "the peak" : "the pyramid"}
    >
      {order.map(({ cells, r }, line) =>
        cells.map((card, i) => {
          const left = ((i - (r - 1) / 2 + maxRow / 2 - 0.5) / maxRow) * 100;
          const top = (line / lines) * 100;
          const target = targets.find(
            (t) => t.row === r && t.place === i && (t.half ?? "lower") === half.half,
          );
          const isLast = last && last.half === half.half && last.row === r && last.place === i;
          const style = { left: `${left}%`, top: `${top}%`, width: `${100 / maxRow}%` };
          if (card) {
            return (
              <div
                key={`${r}-${i}`}
                className={`tyramid-cell${isLast ? " last" : ""}`}
                style={style}
                data-row={r}
                data-place={i}
              >
                <TicCardFace card={card} width={70} glow={!!isLast} />
              </div>
            );
          }
          if (target) {
            return (
              <button
                key={`${r}-${i}`}
                type="button"
                className="tyramid-cell target"
                data-action="play"
                style={style}
                onClick={() => act(target)}
                aria-label={`play ${target.card} at row ${r}, place ${i + 1}${target.half ? ` (${target.half} half)` : ""}`}
                data-row={r}
                data-place={i}
              >
                <span>
                  {r},{i}
                </span>
              </button>
            );
          }
          return (
            <div
              key={`${r}-${i}`}
              className="tyramid-cell empty"
              style={style}
              aria-hidden="true"
            />
          );
        }),
      )}
    </section>
  );
}

export const tyramidUi: GameUi<TyramidView, TyramidAction> = {
  Board,
  onBoard: (a) => a.type === "play",
  label: (a) => {
    if (a.type === "stop") return "Stop (end my turn)";
    if (a.type === "reveal") return "Reveal 3 from the deck";
    if (a.type === "pass") return "Pass";
    if (a.type === "keep") return `Keep ${a.card}`;
    return null;
  },
  seatInfo: (v, s) => [
    ...(v.mode === "shedding" ? [] : [`${v.scores[s]} pts`]),
    `${v.handCounts[s]} in hand`,
  ],
  faceUp: (views, spectator) => ({
    ...spectator,
    allHands: views.map((v) => v.hand ?? []),
  }),
};
