import { useId } from "react";
import { EARTH_RANKS, earthFace, type ColonialCard as Kind } from "../../../src/cards/colonial.js";
import { CardFrame } from "./CardFrame";
import { type ColonialCard, type ColonialColour, colonialName, parseColonial } from "./notation";

/**
 * Colonial Pyramid's hexagonal cards, drawn as the text describes them: the colour is the suit,
 * the level shows as triangles along the six edges (three small ones for the first level, two for
 * the second, one large one for the third) and a centre triangle (none, an outline, solid). The
 * Capstone looks like a third-level card in black. Colour is never the only cue: every card also
 * carries its letter and level (`P1`) and a pattern per colour. With `earth`, the faces are the
 * Earth improvisation's (aces, kings and queens, twos to fours; hearts, clubs, diamonds; the ace
 * of spades for the Capstone) — only the faces change, never the rules. Each physical card shows
 * its own face: `copy` says which copy of its kind in the row this is (the second P2 is the
 * queen of hearts, the third P3 the four).
 */

const R = 48;
const fill: Record<ColonialColour | "C", string> = {
  P: "#6d3a9c",
  G: "#23805a",
  O: "#d9730d",
  C: "#1b1b1f",
};

function hexPoints(r: number): [number, number][] {
  return Array.from({ length: 6 }, (_, i) => {
    const a = ((-90 + 60 * i) * Math.PI) / 180;
    return [r * Math.cos(a), r * Math.sin(a)];
  });
}

const outline = hexPoints(R);
const pointsAttr = (ps: [number, number][]) =>
  ps.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(" ");

/** `count` triangles of side `side` standing on each edge, pointing to the centre. */
function edgeTriangles(count: number, side: number, inset: number): string[] {
  const inner = hexPoints(R - inset);
  const out: string[] = [];
  for (let e = 0; e < 6; e++) {
    const [ax, ay] = inner[e]!;
    const [bx, by] = inner[(e + 1) % 6]!;
    const len = Math.hypot(bx - ax, by - ay);
    const ux = (bx - ax) / len;
    const uy = (by - ay) / len;
    // The inward normal: towards the centre from the edge's middle.
    const mx = (ax + bx) / 2;
    const my = (ay + by) / 2;
    const ml = Math.hypot(mx, my);
    const nx = -mx / ml;
    const ny = -my / ml;
    const h = (side * Math.sqrt(3)) / 2;
    for (let k = 0; k < count; k++) {
      const t = ((k + 1) / (count + 1)) * len;
      const cx = ax + ux * t;
      const cy = ay + uy * t;
      const p: [number, number][] = [
        [cx - (ux * side) / 2, cy - (uy * side) / 2],
        [cx + (ux * side) / 2, cy + (uy * side) / 2],
        [cx + nx * h, cy + ny * h],
      ];
      out.push(pointsAttr(p));
    }
  }
  return out;
}

const triangles = {
  1: edgeTriangles(3, 7, 3),
  2: edgeTriangles(2, 7, 3),
  3: edgeTriangles(1, 14, 3),
};

function centreTriangle(side: number, dy = -4): string {
  const h = (side * Math.sqrt(3)) / 2;
  return pointsAttr([
    [0, dy - (2 * h) / 3],
    [side / 2, dy + h / 3],
    [-side / 2, dy + h / 3],
  ]);
}

const earthSuit: Record<ColonialColour, { symbol: string; colour: string }> = {
  P: { symbol: "♥", colour: "#c0392b" },
  G: { symbol: "♣", colour: "#1e1e1e" },
  O: { symbol: "♦", colour: "#c0392b" },
};

/**
 * Which copy of its kind each card of a row is (P2 P2 P3 → 0 1 0), for its Earth face; rows drawn
 * as one hand (a pyramid and its kickers) share one count.
 */
export function copyNumbers(cards: readonly string[]): number[] {
  const seen = new Map<string, number>();
  return cards.map((c) => {
    const n = seen.get(c) ?? 0;
    seen.set(c, n + 1);
    return n;
  });
}

function Pattern({ id, colour }: { id: string; colour: ColonialColour | "C" }) {
  const ink = "rgba(255,255,255,0.16)";
  switch (colour) {
    case "P":
      return (
        <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse">
          <circle cx="3" cy="3" r="1.1" fill={ink} />
        </pattern>
      );
    case "G":
      return (
        <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="6" height="1.4" fill={ink} />
        </pattern>
      );
    case "O":
      return (
        <pattern
          id={id}
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="1.4" height="6" fill={ink} />
        </pattern>
      );
    default:
      return (
        <pattern id={id} width="8" height="8" patternUnits="userSpaceOnUse">
          <path d="M0 4 L4 0 L8 4 L4 8 Z" fill="rgba(212,175,55,0.12)" />
        </pattern>
      );
  }
}

export interface ColonialCardProps {
  /** `P1`…`O3`, `C`; null or undefined draws the back. */
  card?: string | null;
  width?: number;
  earth?: boolean;
  /** Which copy of its kind this card is in its row: picks its Earth face (K or Q; 2, 3 or 4). */
  copy?: number;
  selected?: boolean;
  title?: string;
  /** Position when drawn inside another SVG. */
  x?: number;
  y?: number;
}

export function ColonialCardFace({
  card,
  width = 84,
  earth = false,
  copy = 0,
  selected,
  title,
  x,
  y,
}: ColonialCardProps) {
  const uid = useId().replace(/:/g, "");
  const parsed = card ? parseColonial(card) : null;
  if (!parsed) return <ColonialBack width={width} title={title} x={x} y={y} />;
  const key: ColonialColour | "C" = parsed.kind === "capstone" ? "C" : parsed.colour;
  const level = parsed.kind === "capstone" ? 3 : parsed.level;
  const label = parsed.kind === "capstone" ? "C" : `${parsed.colour}${parsed.level}`;
  const name =
    title ??
    (earth ? `${earthFace(label as Kind, copy)}, ${colonialName(parsed)}` : colonialName(parsed));
  return (
    <CardFrame
      className={`card colonial${selected ? " selected" : ""}`}
      viewBox="-41.6 -48 83.2 96"
      place={{ x, y, width }}
      name={name}
    >
      <defs>
        <Pattern id={`p${uid}`} colour={key} />
      </defs>
      <polygon
        points={pointsAttr(outline)}
        fill={fill[key]}
        stroke={selected ? "#ffd54a" : "#111"}
        strokeWidth={selected ? 3 : 1.2}
      />
      <polygon points={pointsAttr(outline)} fill={`url(#p${uid})`} />
      {earth ? (
        <EarthFace card={parsed} copy={copy} />
      ) : (
        <>
          {triangles[level].map((pts) => (
            <polygon
              key={pts}
              points={pts}
              fill={parsed.kind === "capstone" ? "#d4af37" : "rgba(255,255,255,0.85)"}
            />
          ))}
          {level === 2 && (
            <polygon points={centreTriangle(30)} fill="none" stroke="#fff" strokeWidth={2.4} />
          )}
          {level === 3 && (
            <polygon
              points={centreTriangle(30)}
              fill={parsed.kind === "capstone" ? "#d4af37" : "#fff"}
            />
          )}
          <text
            x="0"
            y="29"
            textAnchor="middle"
            fontSize="13"
            fontWeight="700"
            fill="#fff"
            fontFamily="system-ui, sans-serif"
          >
            {label}
          </text>
        </>
      )}
    </CardFrame>
  );
}

function EarthFace({ card, copy }: { card: ColonialCard; copy: number }) {
  if (card.kind === "capstone") {
    return (
      <>
        <polygon points={pointsAttr(hexPoints(R - 5))} fill="#fbf8f0" />
        <text x="0" y="10" textAnchor="middle" fontSize="40" fill="#111">
          ♠
        </text>
        <text
          x="0"
          y="32"
          textAnchor="middle"
          fontSize="12"
          fontWeight="700"
          fill="#111"
          fontFamily="system-ui, sans-serif"
        >
          A · C
        </text>
      </>
    );
  }
  const suit = earthSuit[card.colour];
  return (
    <>
      <polygon points={pointsAttr(hexPoints(R - 5))} fill="#fbf8f0" />
      <text
        x="0"
        y="-10"
        textAnchor="middle"
        fontSize="17"
        fontWeight="700"
        fill={suit.colour}
        fontFamily="Georgia, serif"
      >
        {EARTH_RANKS[card.level][copy % EARTH_RANKS[card.level].length]}
      </text>
      <text x="0" y="18" textAnchor="middle" fontSize="28" fill={suit.colour}>
        {suit.symbol}
      </text>
      <text
        x="0"
        y="34"
        textAnchor="middle"
        fontSize="10"
        fontWeight="700"
        fill="#333"
        fontFamily="system-ui, sans-serif"
      >
        {`${card.colour}${card.level}`}
      </text>
    </>
  );
}

/** The other side: the dual-triangle design, a gold outline with three small black triangles. */
export function ColonialBack({
  width = 84,
  title,
  x,
  y,
}: {
  width?: number;
  title?: string | undefined;
  x?: number | undefined;
  y?: number | undefined;
}) {
  const big = 56;
  const h = (big * Math.sqrt(3)) / 2;
  const top: [number, number] = [0, (-2 * h) / 3];
  const left: [number, number] = [-big / 2, h / 3];
  const right: [number, number] = [big / 2, h / 3];
  const mids: [number, number][] = [
    [(top[0] + right[0]) / 2, (top[1] + right[1]) / 2],
    [(left[0] + right[0]) / 2, (left[1] + right[1]) / 2],
    [(top[0] + left[0]) / 2, (top[1] + left[1]) / 2],
  ];
  return (
    <CardFrame
      className="card colonial back"
      viewBox="-41.6 -48 83.2 96"
      place={{ x, y, width }}
      name={title ?? "a face-down card"}
    >
      <polygon points={pointsAttr(outline)} fill="#2b2d42" stroke="#111" strokeWidth={1.2} />
      <polygon
        points={pointsAttr(hexPoints(R - 4))}
        fill="none"
        stroke="#8d8fa6"
        strokeWidth={0.6}
      />
      <polygon
        points={pointsAttr([top, right, left])}
        fill="none"
        stroke="#d4af37"
        strokeWidth={2.2}
      />
      {mids.map(([mx, my]) => {
        const s = big / 2;
        const hh = (s * Math.sqrt(3)) / 2;
        // A small triangle centred on each side of the gold one, pointing outwards.
        const ox = mx;
        const oy = my;
        const ml = Math.hypot(ox, oy) || 1;
        const nx = ox / ml;
        const ny = oy / ml;
        const px = -ny;
        const py = nx;
        const pts: [number, number][] = [
          [ox - (px * s) / 2, oy - (py * s) / 2],
          [ox + (px * s) / 2, oy + (py * s) / 2],
          [ox + nx * hh * 0.9, oy + ny * hh * 0.9],
        ];
        return (
          <polygon
            key={`${mx}`}
            points={pointsAttr(pts)}
            fill="#0b0b0e"
            stroke="#d4af37"
            strokeWidth={0.5}
          />
        );
      })}
    </CardFrame>
  );
}
