import { useMemo, useState } from "react";
import { adviseColonial } from "../../../../src/analysis/colonial-advice.js";
import { type DeckComposition, parseCards } from "../../../../src/cards/colonial.js";
import { evaluateHand } from "../../../../src/cards/colonial-eval.js";
import { ColonialCardFace } from "../../cards/ColonialCard";
import { NumberSelect, range } from "../../pages/Selects";
import { ColonialAdviceTable } from "./advice";

/** `#/advice/colonial`: every discard of a hand, with the exact odds after the draw. */
export function ColonialCalculator() {
  const [handText, setHandText] = useState("P3 G2 O2 P1 G1 O1");
  const [seenText, setSeenText] = useState("");
  const [opponents, setOpponents] = useState(3);
  const [deck, setDeck] = useState<DeckComposition>("standard");
  const [maxDiscard, setMaxDiscard] = useState(4);
  const result = useMemo(() => {
    const hand = parseCards(handText, deck, [6, 8]);
    if (!hand.ok) return { ok: false as const, error: hand.error };
    const seen = parseCards(seenText, deck);
    if (!seen.ok) return { ok: false as const, error: `Seen cards: ${seen.error}` };
    const start = performance.now();
    const r = adviseColonial({
      hand: hand.value,
      seen: seen.value,
      deck,
      opponents,
      maxDiscard: Math.min(maxDiscard, hand.value.length),
    });
    return r.ok
      ? { ...r, ms: performance.now() - start, now: evaluateHand(hand.value).description }
      : r;
  }, [handText, seenText, opponents, deck, maxDiscard]);
  return (
    <>
      <p>
        Every discard of a Colonial hand, with the exact chance of each final hand after the draw
        (every draw from the cards you have not seen, counted) and the chance to beat random
        opponents dealt from the rest of the deck. Cards: colour <code>P</code>, <code>G</code>,{" "}
        <code>O</code> and level <code>1</code>–<code>3</code>, <code>C</code> the Capstone.
      </p>
      <form className="advice-form" onSubmit={(e) => e.preventDefault()}>
        <CardsField
          id="advice-hand"
          label="Your hand (6 or 8 cards)"
          value={handText}
          onChange={setHandText}
        />
        <CardsField
          id="advice-seen"
          label="Cards seen elsewhere (your discards, face-up cards)"
          value={seenText}
          onChange={setSeenText}
        />
        <NumberField
          id="advice-opponents"
          label="Opponents"
          value={opponents}
          numbers={range(1, 5)}
          onChange={setOpponents}
        />
        <label className="option">
          <span>Deck</span>
          <select value={deck} onChange={(e) => setDeck(e.target.value as DeckComposition)}>
            <option value="standard">standard (3/6/9)</option>
            <option value="as-listed">as-listed (9/6/3)</option>
          </select>
        </label>
        <NumberField
          id="advice-max-discard"
          label="Most cards discarded"
          value={maxDiscard}
          numbers={range(0, 6)}
          onChange={setMaxDiscard}
        />
      </form>
      {!result.ok && (
        <p className="notice error" role="alert">
          {result.error}
        </p>
      )}
      {result.ok && (
        <div className="advice-result" data-best={result.value.best.discard.join(" ") || "none"}>
          <div className="hand">
            {result.value.hand.map((c, i) => (
              <ColonialCardFace key={`${c}-${i}`} card={c} width={56} />
            ))}
          </div>
          <p>
            Now: {result.now}. <strong className="advice-best">Best: </strong>
            <strong>
              {result.value.best.discard.length
                ? `discard ${result.value.best.discard.join(" ")}`
                : "stand pat"}
            </strong>{" "}
            — {(100 * result.value.best.win).toFixed(1)}% to beat{" "}
            {opponents === 1 ? "one random opponent" : `all ${opponents} random opponents`}.{" "}
            <span className="muted small">
              {result.value.unseen} cards unseen; computed in {result.ms.toFixed(0)} ms.
            </span>
          </p>
          <ColonialAdviceTable advice={result.value} />
          <p className="small muted">
            The model: the draw is a uniformly random set of the cards you have not seen (exact).
            Each opponent holds a random hand of the same size dealt from what is left and does not
            draw; a tie counts half. Against several opponents the chance against one is raised to
            their number, as if their hands were independent.
          </p>
        </div>
      )}
    </>
  );
}

/** A text field of cards in notation: no spelling check, which would mark every card. */
function CardsField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <label className="option" htmlFor={id}>
      <span>{label}</span>
      <input id={id} value={value} onChange={(e) => onChange(e.target.value)} spellCheck={false} />
    </label>
  );
}

/** A labelled choice among a few whole numbers. */
function NumberField({
  id,
  label,
  ...select
}: {
  id: string;
  label: string;
  value: number;
  numbers: readonly number[];
  onChange: (n: number) => void;
}) {
  return (
    <label className="option" htmlFor={id}>
      <span>{label}</span>
      <NumberSelect id={id} {...select} />
    </label>
  );
}
