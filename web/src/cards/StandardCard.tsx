import type { ReactNode } from "react";
import { CardFrame, type CardPlace } from "./CardFrame";
import { parseStandard, rankLabel, type Suit, standardName, suitSymbol } from "./notation";

/**
 * Standard cards (Three-sided, Wild/Kill) and Pyramid Poker's tiles, which are the same 52 faces
 * plus two jokers on a thicker block. Suits are told apart by symbol first; the four-colour deck
 * (black spades, red hearts, blue diamonds, green clubs) only helps.
 */

export const suitColour: Record<Suit, string> = {
  s: "#1c1c1c",
  h: "#c62828",
  d: "#1e5bb8",
  c: "#1f7a3a",
};

export interface StandardCardProps {
  /** `As`, `Td`, `Jk`; null or undefined draws the back. */
  card?: string | null;
  width?: number;
  /** Draw as a Pyramid Poker tile (a block with a bevel) rather than a card. */
  tile?: boolean;
  selected?: boolean;
  /** Marks a card killed (Wild/Kill) or dead. */
  struck?: boolean;
  /** Marks a card wild. */
  wild?: boolean;
  title?: string;
  /** Position when drawn inside another SVG. */
  x?: number;
  y?: number;
}

export function StandardCardFace({
  card,
  width = 64,
  tile,
  selected,
  struck,
  wild,
  title,
  x,
  y,
}: StandardCardProps) {
  const parsed = card ? parseStandard(card) : null;
  const vbH = viewHeight(tile);
  if (!parsed) return <StandardBack width={width} tile={tile} title={title} x={x} y={y} />;
  const name = title ?? `${standardName(parsed)}${wild ? ", wild" : ""}${struck ? ", killed" : ""}`;
  const cls = `card standard${tile ? " tile" : ""}${selected ? " selected" : ""}${struck ? " struck" : ""}`;
  return (
    <StandardFrame
      className={cls}
      tile={tile}
      place={{ x, y, width }}
      name={name}
      edge="#b9ad8f"
      face={{
        fill: wild ? "#fff6d6" : "#fffdf7",
        stroke: selected ? "#e0a800" : "#444",
        strokeWidth: selected ? 3 : 1,
      }}
    >
      {parsed.kind === "joker" ? (
        <>
          <text x="35" y="44" textAnchor="middle" fontSize="30" fill="#7b2cbf">
            ★
          </text>
          <text
            x="35"
            y="66"
            textAnchor="middle"
            fontSize="11"
            fontWeight="700"
            letterSpacing="1"
            fill="#7b2cbf"
            fontFamily="system-ui, sans-serif"
          >
            JOKER
          </text>
        </>
      ) : (
        <>
          <text
            x="6"
            y="21"
            fontSize="19"
            fontWeight="700"
            fill={suitColour[parsed.suit]}
            fontFamily="Georgia, serif"
          >
            {rankLabel(parsed.rank)}
          </text>
          <text x="6" y="37" fontSize="15" fill={suitColour[parsed.suit]}>
            {suitSymbol[parsed.suit]}
          </text>
          <text
            x="42"
            y={tile ? 70 : 76}
            textAnchor="middle"
            fontSize="36"
            fill={suitColour[parsed.suit]}
          >
            {suitSymbol[parsed.suit]}
          </text>
        </>
      )}
      {wild && (
        <text
          x="64"
          y="16"
          textAnchor="end"
          fontSize="10"
          fontWeight="700"
          fill="#a66f00"
          fontFamily="system-ui, sans-serif"
        >
          WILD
        </text>
      )}
      {struck && (
        <line
          x1="6"
          y1={vbH - 10}
          x2="64"
          y2="8"
          stroke="#b00020"
          strokeWidth="4"
          strokeLinecap="round"
          opacity="0.8"
        />
      )}
    </StandardFrame>
  );
}

/**
 * A face-down card or tile. `facing` marks which side of the board a Pyramid Poker tile faces:
 * an arrow and a letter, so "whose side sees it" is not told by colour alone.
 */
export function StandardBack({
  width = 64,
  tile,
  facing,
  title,
  x,
  y,
}: {
  width?: number;
  tile?: boolean | undefined;
  facing?: { arrow: "up" | "down"; label: string } | undefined;
  title?: string | undefined;
  x?: number | undefined;
  y?: number | undefined;
}) {
  const vbH = viewHeight(tile);
  const name = title ?? (facing ? `a face-down tile facing ${facing.label}` : "a face-down card");
  return (
    <StandardFrame
      className={`card standard back${tile ? " tile" : ""}`}
      tile={tile}
      place={{ x, y, width }}
      name={name}
      edge="#10203e"
      face={{ fill: "url(#std-back)", stroke: "#0d1b36" }}
    >
      <defs>
        <pattern
          id="std-back"
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="8" height="8" fill="#20407a" />
          <rect width="4" height="8" fill="#2a5298" />
        </pattern>
      </defs>
      <rect
        x="6"
        y="6"
        width="58"
        height={vbH - (tile ? 16 : 12)}
        rx="4"
        fill="none"
        stroke="#c9d6f2"
        strokeWidth="1"
        opacity="0.6"
      />
      {facing && (
        <>
          <circle cx="35" cy={(vbH - 4) / 2} r="17" fill="#fffdf7" opacity="0.92" />
          <path
            d={facing.arrow === "down" ? "M26 38 L44 38 L35 54 Z" : "M26 50 L44 50 L35 34 Z"}
            transform={`translate(0 ${(vbH - 4) / 2 - 44})`}
            fill="#20407a"
          />
          <text
            x="35"
            y={facing.arrow === "down" ? 18 : vbH - 12}
            textAnchor="middle"
            fontSize="11"
            fontWeight="700"
            fill="#fffdf7"
            fontFamily="system-ui, sans-serif"
          >
            {facing.label}
          </text>
        </>
      )}
    </StandardFrame>
  );
}

/** The height of a card's or tile's drawing, 70 wide (a tile is squatter). */
function viewHeight(tile: boolean | undefined): number {
  return tile ? 91 : 98;
}

/**
 * The outline both sides share: a card's body, or a tile's, with the block's darker `edge` showing
 * below it. `children` draw on the body.
 */
function StandardFrame({
  className,
  tile,
  place,
  name,
  edge,
  face,
  children,
}: {
  className: string;
  tile: boolean | undefined;
  place: CardPlace;
  name: string;
  edge: string;
  face: { fill: string; stroke: string; strokeWidth?: number };
  children: ReactNode;
}) {
  const vbH = viewHeight(tile);
  return (
    <CardFrame className={className} viewBox={`0 0 70 ${vbH}`} place={place} name={name}>
      {tile && <rect x="1.5" y="4" width="67" height={vbH - 5} rx="7" fill={edge} />}
      <rect
        x="1"
        y="1"
        width="68"
        height={vbH - (tile ? 6 : 2)}
        rx={tile ? 7 : 6}
        fill={face.fill}
        stroke={face.stroke}
        strokeWidth={face.strokeWidth}
      />
      {children}
    </CardFrame>
  );
}
