import { useMemo, useState } from "react";
import {
  adviseColonial,
  type ColonialAdvice,
  type DiscardAdvice,
  likelyClasses,
} from "../../../../src/analysis/colonial-advice.js";
import type { ColonialCard, DeckComposition } from "../../../../src/cards/colonial.js";
import { HAND_CLASSES } from "../../../../src/cards/colonial-eval.js";
import { ColonialCardFace, copyNumbers } from "../../cards/ColonialCard";

/**
 * The Colonial discard adviser in the browser: the table of every discard with its exact odds,
 * and the panel at the table, which reads nothing but the seat's own view (its cards, its own
 * discards lying in the pile, and what a face-up table or an announcement shows everyone).
 */

const pct = (p: number) => `${(100 * p).toFixed(1)}%`;
const shortName = (i: number) => HAND_CLASSES[i]!.name.replace(/ Pyramid$/, "");

/** What the adviser needs from Colonial's seat view (the fields it reads). */
export interface ColonialSeatView {
  players: number;
  options: { deck?: string; maxDiscard?: number; faceUp?: boolean; earth?: boolean };
  phase: string;
  status: string[];
  cards: (string[] | null)[];
  myPile?: string[];
  pile?: string[] | null;
  shown: ({ cards: string[] } | null)[];
}

/** Cards this seat has seen that are not in its hand, so cannot be drawn. */
export function seenCards(v: ColonialSeatView, seat: number): ColonialCard[] {
  const seen: string[] = [...(v.myPile ?? [])];
  if (v.pile) seen.splice(0, seen.length, ...v.pile);
  v.cards.forEach((cards, s) => {
    if (s !== seat && cards) seen.push(...cards);
  });
  return seen as ColonialCard[];
}

/** Opponents still in the hand (at least 1, at most 5). */
export function opponentsLeft(v: ColonialSeatView, seat: number): number {
  const n = v.status.filter((st, s) => s !== seat && (st === "active" || st === "all-in")).length;
  return Math.min(5, Math.max(1, n));
}

export function ColonialAdviceTable({
  advice,
  earth = false,
  limit,
  onPick,
}: {
  advice: ColonialAdvice;
  earth?: boolean;
  limit?: number;
  onPick?: (d: DiscardAdvice) => void;
}) {
  const [all, setAll] = useState(false);
  const shown = limit && !all ? advice.options.slice(0, limit) : advice.options;
  const n = advice.opponents;
  return (
    <div className="advice-table-wrap">
      <table className="advice-table colonial-advice">
        <caption className="sr-only">Every discard, best chance first</caption>
        <thead>
          <tr>
            <th scope="col">Discard</th>
            <th scope="col" title={`Chance to beat ${n === 1 ? "one opponent" : `all ${n}`}`}>
              Win{n > 1 ? ` vs ${n}` : ""}
            </th>
            {n > 1 && <th scope="col">vs 1</th>}
            <th scope="col">Final hand (exact odds)</th>
            {onPick && <th scope="col" />}
          </tr>
        </thead>
        <tbody>
          {shown.map((o) => (
            <tr key={o.discard.join(" ") || "none"} className={o === advice.best ? "best" : ""}>
              <td className="advice-discard">
                {o.discard.length === 0 ? (
                  <span className="muted">stand pat</span>
                ) : (
                  o.discard.map((c, i) => (
                    <ColonialCardFace
                      key={`${c}-${i}`}
                      card={c}
                      earth={earth}
                      copy={copyNumbers(o.discard)[i]}
                      width={26}
                    />
                  ))
                )}
              </td>
              <td className="num">
                <strong>{pct(o.win)}</strong>
              </td>
              {n > 1 && <td className="num">{pct(o.winOne)}</td>}
              <td>
                <ClassBar d={o} />
              </td>
              {onPick && (
                <td>
                  <button type="button" className="small quiet" onClick={() => onPick(o)}>
                    Pick
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {limit && advice.options.length > limit && (
        <button type="button" className="small quiet" onClick={() => setAll(!all)}>
          {all ? "Show the best only" : `Show all ${advice.options.length} discards`}
        </button>
      )}
    </div>
  );
}

/** The likeliest final classes as words and a bar per class. */
function ClassBar({ d }: { d: DiscardAdvice }) {
  const top = likelyClasses(d);
  return (
    <span className="class-odds">
      {top.slice(0, 4).map(([i, p]) => (
        <span key={i} className={`class-odd class-${HAND_CLASSES[i]!.shape ?? "high"}`}>
          <span className="bar" style={{ width: `${Math.max(2, Math.round(p * 60))}px` }} />
          {shortName(i)} {pct(p)}
        </span>
      ))}
      {top.length > 4 && (
        <span
          className="muted"
          title={top
            .slice(4)
            .map(([i, p]) => `${shortName(i)} ${pct(p)}`)
            .join(", ")}
        >
          +{top.length - 4} more
        </span>
      )}
    </span>
  );
}

/** At the table, in the discard round: the odds for the seat's own hand, from its own view. */
export function ColonialAdvicePanel({
  view,
  seat,
  onPick,
  label = "Show the odds for each discard",
}: {
  view: ColonialSeatView;
  seat: number;
  onPick?: (d: DiscardAdvice) => void;
  /** The button's words ("Ask the adviser here" in a replay). */
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const hand = view.cards[seat];
  const seenKey = seenCards(view, seat).join(" ");
  const opponents = opponentsLeft(view, seat);
  const handKey = hand?.join(" ") ?? "";
  const deck = (view.options.deck ?? "standard") as DeckComposition;
  const maxDiscard = view.options.maxDiscard ?? 4;
  // Keyed by the cards as text, so a new view with the same cards does not recompute.
  const advice = useMemo(() => {
    if (!open || !handKey) return null;
    return adviseColonial({
      hand: handKey.split(" ") as ColonialCard[],
      deck,
      seen: seenKey ? (seenKey.split(" ") as ColonialCard[]) : [],
      opponents,
      maxDiscard,
    });
  }, [open, handKey, seenKey, opponents, deck, maxDiscard]);
  if (!hand || (hand.length !== 6 && hand.length !== 8)) return null;
  return (
    <section className="advice-panel" aria-label="discard odds">
      <button
        type="button"
        className="small"
        aria-expanded={open}
        data-advice=""
        onClick={() => setOpen(!open)}
      >
        {open ? "Hide the odds" : label}
      </button>
      {open && advice && !advice.ok && <p className="notice error">{advice.error}</p>}
      {open && advice?.ok && (
        <>
          <p className="small">
            Best:{" "}
            <strong>
              {advice.value.best.discard.length
                ? `discard ${advice.value.best.discard.join(" ")}`
                : "stand pat"}
            </strong>{" "}
            — {pct(advice.value.best.win)} to beat {opponents === 1 ? "one" : `all ${opponents}`}{" "}
            random opponent{opponents === 1 ? "" : "s"}. From what you can see only:{" "}
            {advice.value.unseen} cards unseen.
          </p>
          <ColonialAdviceTable
            advice={advice.value}
            earth={view.options.earth === true}
            limit={6}
            {...(onPick ? { onPick } : {})}
          />
        </>
      )}
    </section>
  );
}
