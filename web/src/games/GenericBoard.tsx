import type { ReactNode } from "react";
import { ColonialCardFace } from "../cards/ColonialCard";
import { parseColonial, parseStandard, parseTic } from "../cards/notation";
import { StandardCardFace } from "../cards/StandardCard";
import { TicCardFace } from "../cards/TicCard";
import type { BoardProps } from "./types";

/**
 * A readable outline of a view, for a game the web client has no drawing for yet: every field
 * the seat may know, nested, in words rather than raw JSON.
 */
export function GenericBoard({ view }: BoardProps) {
  return (
    <div className="generic-board felt">
      <Outline value={view} />
    </div>
  );
}

/** A list of cards in any game's notation is drawn as cards; anything else is written out. */
function CardRow({ items }: { items: unknown[] }): ReactNode {
  if (items.length === 0) return null;
  const kind = items.every((c) => c === null || (typeof c === "string" && parseStandard(c)))
    ? "standard"
    : items.every((c) => c === null || (typeof c === "string" && parseColonial(c)))
      ? "colonial"
      : items.every((c) => c === null || (typeof c === "string" && parseTic(c)))
        ? "tic"
        : null;
  if (!kind || items.every((c) => c === null)) return null;
  return (
    <span className="hand">
      {items.map((c, i) =>
        kind === "standard" ? (
          <StandardCardFace key={i} card={c as string | null} width={40} />
        ) : kind === "colonial" ? (
          <ColonialCardFace key={i} card={c as string | null} width={44} />
        ) : (
          <TicCardFace key={i} card={c as string | null} width={36} />
        ),
      )}
    </span>
  );
}

function Outline({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="muted">—</span>;
  if (Array.isArray(value)) {
    const cards = CardRow({ items: value });
    if (cards) return cards;
    if (value.every((v) => v === null || typeof v !== "object")) {
      return (
        <span>
          {value.length === 0 ? (
            <span className="muted">none</span>
          ) : (
            value.map((v) => (v === null ? "·" : String(v))).join("  ")
          )}
        </span>
      );
    }
    return (
      <ol start={0}>
        {value.map((v, i) => (
          <li key={i}>
            <Outline value={v} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === "object") {
    return (
      <dl>
        {Object.entries(value).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>
              <Outline value={v} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <span>{String(value)}</span>;
}
