import { CardFrame } from "./CardFrame";
import { parseTic, type TicCard, type TicColour, type TicShape, ticName } from "./notation";

/**
 * TIC cards: a number 1–5 of one shape (circle, crescent, triangle, square, star) in one colour
 * (violet, cyan, yellow, orange, red). The number shows as that many shapes and as a numeral; the
 * colour as the ink and as its initial letter in the corner, so colour is never the only cue.
 */

export const ticInk: Record<TicColour, string> = {
  violet: "#7a3fc0",
  cyan: "#0098b8",
  yellow: "#e2b800",
  orange: "#ef7300",
  red: "#d32626",
};
export const ticLetter: Record<TicColour, string> = {
  violet: "V",
  cyan: "C",
  yellow: "Y",
  orange: "O",
  red: "R",
};

/** Pip positions like a die's, on a 70×100 card. */
const pips: Record<number, [number, number][]> = {
  1: [[35, 52]],
  2: [
    [35, 32],
    [35, 72],
  ],
  3: [
    [35, 26],
    [35, 52],
    [35, 78],
  ],
  4: [
    [22, 34],
    [48, 34],
    [22, 70],
    [48, 70],
  ],
  5: [
    [22, 30],
    [48, 30],
    [35, 52],
    [22, 74],
    [48, 74],
  ],
};

export function TicShapeGlyph({
  shape,
  x,
  y,
  r,
  ink,
}: {
  shape: TicShape;
  x: number;
  y: number;
  r: number;
  ink: string;
}) {
  const stroke = { stroke: "#222", strokeWidth: 1, strokeLinejoin: "round" as const };
  switch (shape) {
    case "circle":
      return <circle cx={x} cy={y} r={r} fill={ink} {...stroke} />;
    case "crescent": {
      // Two equal circles 0.6r apart: the part of the first outside the second, horns to the right.
      const h = r * Math.sqrt(1 - 0.09);
      const mx = x + 0.3 * r;
      return (
        <path
          d={`M ${mx} ${y - h} A ${r} ${r} 0 1 0 ${mx} ${y + h} A ${r} ${r} 0 0 1 ${mx} ${y - h} Z`}
          fill={ink}
          {...stroke}
        />
      );
    }
    case "triangle":
      return (
        <polygon
          points={`${x},${y - r} ${x + r * 1.05},${y + r * 0.8} ${x - r * 1.05},${y + r * 0.8}`}
          fill={ink}
          {...stroke}
        />
      );
    case "square":
      return (
        <rect
          x={x - r * 0.85}
          y={y - r * 0.85}
          width={r * 1.7}
          height={r * 1.7}
          fill={ink}
          {...stroke}
        />
      );
    case "star": {
      const pts: string[] = [];
      for (let i = 0; i < 10; i++) {
        const a = ((-90 + 36 * i) * Math.PI) / 180;
        const rr = i % 2 === 0 ? r * 1.1 : r * 0.45;
        pts.push(`${(x + rr * Math.cos(a)).toFixed(2)},${(y + rr * Math.sin(a)).toFixed(2)}`);
      }
      return <polygon points={pts.join(" ")} fill={ink} {...stroke} />;
    }
  }
}

export interface TicCardProps {
  /** `3-star-orange` or the engine's index 0…124; null or undefined draws the back. */
  card?: string | number | null;
  width?: number;
  selected?: boolean;
  /** Lights the card up (a card that just scored). */
  glow?: boolean;
  title?: string;
  /** Position when drawn inside another SVG. */
  x?: number;
  y?: number;
}

export function TicCardFace({ card, width = 56, selected, glow, title, x, y }: TicCardProps) {
  const parsed: TicCard | null = card === null || card === undefined ? null : parseTic(card);
  if (!parsed) {
    return (
      <CardFrame
        className="card tic back"
        viewBox="0 0 70 100"
        place={{ x, y, width }}
        name={title ?? "a face-down TIC card"}
      >
        <rect x="1" y="1" width="68" height="98" rx="7" fill="#273043" stroke="#111" />
        {(["violet", "cyan", "yellow", "orange", "red"] as const).map((c, i) => (
          <rect key={c} x={10 + i * 10.5} y="40" width="8" height="20" rx="2" fill={ticInk[c]} />
        ))}
        <text
          x="35"
          y="80"
          textAnchor="middle"
          fontSize="12"
          fontWeight="700"
          fill="#e8e8e8"
          fontFamily="system-ui, sans-serif"
        >
          TIC
        </text>
      </CardFrame>
    );
  }
  const ink = ticInk[parsed.colour];
  const name = title ?? ticName(parsed);
  const r = parsed.number >= 4 ? 9.5 : 11;
  return (
    <CardFrame
      className={`card tic${selected ? " selected" : ""}${glow ? " glow" : ""}`}
      viewBox="0 0 70 100"
      place={{ x, y, width }}
      name={name}
    >
      <rect
        x="1"
        y="1"
        width="68"
        height="98"
        rx="7"
        fill="#fffdf8"
        stroke={selected ? "#e0a800" : "#555"}
        strokeWidth={selected ? 3 : 1}
      />
      <rect x="4" y="4" width="62" height="92" rx="5" fill="none" stroke={ink} strokeWidth="2" />
      <text
        x="8"
        y="17"
        fontSize="13"
        fontWeight="800"
        fill="#222"
        fontFamily="system-ui, sans-serif"
      >
        {parsed.number}
      </text>
      <text
        x="62"
        y="17"
        textAnchor="end"
        fontSize="11"
        fontWeight="800"
        fill={ink}
        stroke="#222"
        strokeWidth="0.3"
        fontFamily="system-ui, sans-serif"
      >
        {ticLetter[parsed.colour]}
      </text>
      {pips[parsed.number]!.map(([x, y]) => (
        <TicShapeGlyph key={`${x},${y}`} shape={parsed.shape} x={x} y={y} r={r} ink={ink} />
      ))}
    </CardFrame>
  );
}
