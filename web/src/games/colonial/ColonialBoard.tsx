import { useEffect, useMemo, useState } from "react";
import { type ColonialCard, earthFaces, earthText } from "../../../../src/cards/colonial.js";
import type { ColonialAction } from "../../../../src/games/colonial/actions.js";
import type { ColonialView } from "../../../../src/games/colonial/view.js";
import { ColonialCardFace, copyNumbers } from "../../cards/ColonialCard";
import { betLabel, bettingSeatInfo, toCallOf } from "../betting";
import { CallCost } from "../CallCost";
import { Chips, Pot } from "../Chips";
import { LastHand } from "../LastHand";
import { MyFacts } from "../MyFacts";
import type { BoardProps, GameUi } from "../types";
import { ColonialAdvicePanel } from "./advice";

/**
 * Colonial Pyramid's table: the other seats across the felt (their cards face down, or face up
 * once shown), the pot and the dealer in the middle, your six hexagonal cards in front of you.
 * In the discard round you pick the cards to throw by clicking them (or Space on a focused card);
 * hands shown at the announcement are laid out as their pyramids.
 */

type Card = ColonialCard;
type Shown = NonNullable<ColonialView["shown"][number]>;

const phaseWords: Record<string, string> = {
  cut: "The cut",
  bet: "Betting",
  discard: "Discard and draw",
  announce: "Announcement: show or fold",
  over: "The table is over",
};

/** The same multiset of cards, whatever the order. */
function sameCards(a: readonly Card[], b: readonly Card[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

function Board({ view: v, seat, legal, act, seatName }: BoardProps<ColonialView, ColonialAction>) {
  const earth = v.options.earth === true;
  /** A sentence with cards in it, in the table's faces. */
  const say = (text: string) => (earth ? earthText(text) : text);
  const discards = useMemo(
    () =>
      legal.filter((a): a is Extract<ColonialAction, { type: "discard" }> => a.type === "discard"),
    [legal],
  );
  const [picked, setPicked] = useState<number[]>([]);
  /** Asking before a keep-all: the discard is secret and final. */
  const [keepAll, setKeepAll] = useState(false);
  const mine = seat !== null ? (v.cards[seat] ?? []) : [];
  const handKey = `${discards.length}:${mine.join()}`;
  // A new hand or a new discard round starts with nothing picked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the hand changes.
  useEffect(() => {
    setPicked([]);
    setKeepAll(false);
  }, [handKey]);

  const pickedCards = picked.map((i) => mine[i]!);
  const myCopies = copyNumbers(mine);
  const myFaces = earth ? earthFaces(mine) : mine;
  const discard = discards.find((d) => sameCards(d.cards, pickedCards));
  const keep = discards.find((d) => d.cards.length === 0);
  const others = Array.from(
    { length: v.players },
    (_, i) => ((seat ?? -1) + 1 + i + v.players) % v.players,
  ).filter((s) => s !== seat);
  return (
    <div className="felt colonial-table">
      <div className="opponents">
        {others.map((s) => (
          <SeatPanel key={s} v={v} s={s} name={seatName(s)} earth={earth} />
        ))}
      </div>
      <div className="centre">
        <Pot amount={v.pot} />
        <div className="centre-facts">
          <span>
            Hand {v.hand}
            {v.runoff > 0 ? ` · runoff ${v.runoff}` : ""}
          </span>
          <span>
            {phaseWords[v.phase] ?? v.phase}
            {v.phase === "bet" ? ` (round ${v.betRound})` : ""}
          </span>
          <span>
            Stock {v.stockCount} · discards {v.pileCount}
          </span>
          <CallCost round={v.round} seat={seat} stack={seat === null ? 0 : (v.stacks[seat] ?? 0)} />
        </div>
        {v.last && (
          <LastHand key={`${v.hand}-${v.runoff}`} over={v.over}>
            <ul className="last-hand" aria-label="the last hand">
              {v.last.lines.map((l) => (
                <li key={l}>{say(l)}</li>
              ))}
            </ul>
          </LastHand>
        )}
      </div>
      {seat !== null && (
        <div className="my-seat">
          <MyFacts name={seatName(seat)} seat={seat} view={v} bets={v.round?.bets}>
            {v.best && <span className="best">Best: {say(v.best.description)}</span>}
          </MyFacts>
          {v.shown[seat] ? (
            <ShownPyramid shown={v.shown[seat]!} earth={earth} />
          ) : (
            <div className={`hand colonial-hand${discards.length > 0 ? " choosing" : ""}`}>
              {mine.map((c, i) => {
                const copy = myCopies[i];
                const on = picked.includes(i);
                const selectable = discards.length > 0;
                const pendingThrow = v.myDiscard?.includes(c) ?? false;
                return selectable ? (
                  <button
                    key={`${c}-${i}`}
                    type="button"
                    className="card-button"
                    data-pick=""
                    aria-pressed={on}
                    disabled={!on && picked.length >= v.options.maxDiscard}
                    onClick={() => {
                      setKeepAll(false);
                      setPicked(on ? picked.filter((x) => x !== i) : [...picked, i]);
                    }}
                  >
                    <ColonialCardFace card={c} earth={earth} copy={copy} selected={on} width={78} />
                  </button>
                ) : (
                  <span key={`${c}-${i}`} className={pendingThrow ? "to-throw" : ""}>
                    <ColonialCardFace card={c} earth={earth} copy={copy} width={78} />
                  </span>
                );
              })}
            </div>
          )}
          {discards.length > 0 && keepAll && (
            <div className="discard-bar confirm-keep" role="alertdialog" aria-label="Keep all?">
              <span>Keep all {mine.length} cards and draw none? Your discard is final.</span>
              <button
                type="button"
                className="primary"
                data-action="discard"
                disabled={!keep}
                onClick={() => keep && act(keep)}
              >
                Yes, keep all {mine.length}
              </button>
              <button type="button" className="quiet" onClick={() => setKeepAll(false)}>
                Back to choosing
              </button>
            </div>
          )}
          {discards.length > 0 && !keepAll && (
            <div className="discard-bar">
              <button
                type="button"
                className="primary"
                data-action="discard"
                disabled={!discard}
                onClick={() => (picked.length === 0 ? setKeepAll(true) : discard && act(discard))}
              >
                {picked.length === 0
                  ? `Keep all ${mine.length} (discard none)`
                  : `Discard ${picked.map((i) => myFaces[i]).join(" ")} and draw ${picked.length}`}
              </button>
              <span className="muted small">
                Click the cards to throw away (up to {v.options.maxDiscard}).
              </span>
            </div>
          )}
          {discards.length > 0 && (
            <ColonialAdvicePanel
              view={v}
              seat={seat}
              onPick={(d) => {
                // Select the adviser's discard on the hand; the player still confirms it.
                const left = [...d.discard];
                const at: number[] = [];
                mine.forEach((c, i) => {
                  const k = left.indexOf(c as (typeof left)[number]);
                  if (k >= 0) {
                    left.splice(k, 1);
                    at.push(i);
                  }
                });
                setPicked(at);
              }}
            />
          )}
        </div>
      )}
    </div>
  );
}

function SeatPanel({
  v,
  s,
  name,
  earth,
}: {
  v: ColonialView;
  s: number;
  name: string;
  earth: boolean;
}) {
  const cards = v.cards[s];
  const shown = v.shown[s];
  const acting = v.toAct.includes(s);
  const discarded = v.discardCounts.map((r) => r[s]).filter((n) => n !== undefined);
  return (
    <section
      className={`opponent${acting ? " acting" : ""}${v.status[s] === "folded" ? " folded" : ""}`}
      aria-label={name}
    >
      <header>
        <strong>{name}</strong>
        {v.dealer === s && (
          <span className="dealer-button" title="dealer">
            D
          </span>
        )}
        <Chips amount={v.stacks[s] ?? 0} label={`stack ${v.stacks[s]}`} />
        {(v.round?.bets[s] ?? 0) > 0 && <span className="bet">bet {v.round!.bets[s]}</span>}
        {v.status[s] !== "active" && <span className="badge">{v.status[s]}</span>}
        {v.phase === "discard" && v.chosen[s] && <span className="badge">chosen</span>}
      </header>
      {shown ? (
        <ShownPyramid shown={shown} earth={earth} small />
      ) : (
        <div className="mini-hand">
          {cards
            ? cards.map((c, i) => (
                <ColonialCardFace
                  key={`${c}-${i}`}
                  card={c}
                  earth={earth}
                  copy={copyNumbers(cards)[i]}
                  width={34}
                />
              ))
            : Array.from({ length: v.cardCounts[s] ?? 0 }, (_, i) => (
                <ColonialCardFace key={i} card={null} width={30} />
              ))}
        </div>
      )}
      {discarded.length > 0 && (
        <span className="muted small">discarded {discarded.join(", then ")}</span>
      )}
    </section>
  );
}

/** A shown hand laid out as its pyramid (apex on top), the kickers beside it. */
function ShownPyramid({ shown, earth, small }: { shown: Shown; earth: boolean; small?: boolean }) {
  const rows = [...shown.rows].sort((a, b) => a.length - b.length);
  const w = small ? 36 : 62;
  // One count over the pyramid and its kickers: every card of the hand shows its own face.
  const copies = copyNumbers([...rows.flat(), ...shown.kickers]);
  let at = 0;
  return (
    <div className="shown">
      <div className="shown-pyramid">
        {rows.map((row, r) => (
          <div key={r} className="shown-row">
            {row.map((c, i) => (
              <ColonialCardFace
                key={`${c}-${i}`}
                card={c}
                earth={earth}
                copy={copies[at++]}
                width={w}
              />
            ))}
          </div>
        ))}
      </div>
      {shown.kickers.length > 0 && (
        <div className="kickers">
          {shown.kickers.map((c, i) => (
            <ColonialCardFace
              key={`${c}-${i}`}
              card={c}
              earth={earth}
              copy={copies[at++]}
              width={w * 0.8}
            />
          ))}
        </div>
      )}
      <p className="shown-name">{earth ? earthText(shown.description) : shown.description}</p>
    </div>
  );
}

/** "Cut 1 card", "Cut 5 cards". */
export function cutLabel(at: number): string {
  return `Cut ${at} card${at === 1 ? "" : "s"}`;
}

export const colonialUi: GameUi<ColonialView, ColonialAction> = {
  Board,
  onBoard: (a) => a.type === "discard",
  label: (a, v, seat) => {
    switch (a.type) {
      case "tap":
        return "Tap (decline the cut)";
      case "show":
        return "Show my pyramid";
      case "cut":
        return cutLabel(a.at);
      default:
        return betLabel(a, toCallOf(v?.round, seat));
    }
  },
  seatInfo: bettingSeatInfo,
  pot: (v) => v.pot,
  faceUp: (views, spectator) => ({
    ...spectator,
    cards: spectator.cards.map((c, s) => c ?? views[s]?.cards[s] ?? null),
  }),
};
