import type { ReactNode } from "react";
import { type CatalogueEntry, playersText } from "../../src/games/entry.js";
import type { GameId } from "../../src/packages/list.js";
import { catalogue } from "../../src/packages/list.js";
import { ColonialCardFace } from "./cards/ColonialCard";
import { StandardBack, StandardCardFace } from "./cards/StandardCard";
import { TicCardFace } from "./cards/TicCard";

/**
 * The games as the home page shows them (the five, and a Pyramid night): each game's catalogue
 * entry, light data with no engine behind it, with its picture. The summary and player counts come
 * from the game registry through the server when it serves the game; the entries are the web's own
 * words for the home page, so a game not yet served still shows what it is.
 */
export interface GameEntry extends CatalogueEntry<GameId> {
  /** The player counts in words ("2–6 players"). */
  readonly players: string;
  readonly picture: () => ReactNode;
}

/** Each game's picture on the home page; a registered game without one does not compile. */
const pictures: { readonly [K in GameId]: () => ReactNode } = {
  colonial: ColonialPicture,
  "pyramid-poker": PokerPicture,
  "three-sided": ThreeSidedPicture,
  "wild-kill": WildKillPicture,
  "dealers-choice": NightPicture,
  tyramid: TyramidPicture,
};

export const catalog: readonly GameEntry[] = Object.values(catalogue).map((entry) => ({
  ...entry,
  players: playersText(entry),
  picture: pictures[entry.id],
}));

export function findEntry(id: string): GameEntry | undefined {
  return catalog.find((g) => g.id === id);
}

/** The frame every home-page picture shares: a 300×200 rounded panel in the game's colour. */
function Picture({ label, fill, children }: { label: string; fill: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 300 200" className="picture" role="img" aria-label={label}>
      <rect width="300" height="200" rx="12" fill={fill} />
      {children}
    </svg>
  );
}

/** The left edge of card `i` in a row of `count` cards `step` apart, centred on the panel. */
function centred(count: number, step: number, i: number): number {
  return 150 - (count * step) / 2 + i * step;
}

function ColonialPicture() {
  const rows: string[][] = [["P1"], ["G2", "P2"], ["P3", "O3", "C"]];
  return (
    <Picture label="a Colonial pyramid of hexagonal cards" fill="#14372a">
      {rows.map((row, r) =>
        row.map((card, i) => (
          <ColonialCardFace
            key={`${r}-${card}`}
            card={card}
            width={62}
            x={centred(row.length, 64, i)}
            y={8 + r * 60}
          />
        )),
      )}
    </Picture>
  );
}

function PokerPicture() {
  // Some tiles face this side (their faces show), the rest face the far side (backs with arrows).
  const faces: Record<string, string> = {
    "0-0": "Ah",
    "0-2": "Kh",
    "0-4": "Qh",
    "0-5": "Jh",
    "1-1": "7c",
    "1-4": "Th",
    "2-2": "9s",
    "3-1": "Jk",
  };
  return (
    <Picture label="a pyramid of poker tiles" fill="#3b2a1a">
      {[0, 1, 2, 3].map((level) => {
        const n = 7 - level;
        return Array.from({ length: n }, (_, i) => {
          const x = centred(n, 38, i);
          const y = 140 - level * 42;
          const face = faces[`${level}-${i}`];
          return face ? (
            <StandardCardFace key={`${level}-${i}`} card={face} tile width={36} x={x} y={y} />
          ) : (
            <StandardBack
              key={`${level}-${i}`}
              tile
              width={36}
              x={x}
              y={y}
              facing={{ arrow: (i + level) % 2 ? "up" : "down", label: "" }}
            />
          );
        });
      })}
    </Picture>
  );
}

function ThreeSidedPicture() {
  const pos: [string, number, number][] = [
    ["9s", 127, 8],
    ["Ad", 97, 60],
    ["4c", 157, 60],
    ["Kh", 67, 112],
    ["2h", 127, 112],
    ["5s", 187, 112],
  ];
  return (
    <Picture label="six shared cards in a pyramid with three sides" fill="#123c52">
      <polygon
        points="150,4 254,196 46,196"
        fill="none"
        stroke="#d4af37"
        strokeWidth="2"
        strokeDasharray="6 4"
      />
      {pos.map(([c, x, y]) => (
        <StandardCardFace key={c} card={c} width={46} x={x} y={y} />
      ))}
    </Picture>
  );
}

function WildKillPicture() {
  const rows: { cards: string[]; y: number; wild?: boolean; struck?: boolean }[] = [
    { cards: ["7h", "Jc"], y: 6, wild: true },
    { cards: ["As", "Qd", "9h"], y: 68 },
    { cards: ["3c", "8d", "Ks", "5h"], y: 130, struck: true },
  ];
  return (
    <Picture label="a wild row, a shared row and a kill row" fill="#4a1d2c">
      {rows.map((row) =>
        row.cards.map((c, i) => (
          <StandardCardFace
            key={c}
            card={c}
            width={44}
            x={centred(row.cards.length, 50, i) + 3}
            y={row.y}
            wild={row.wild}
            struck={row.struck}
          />
        )),
      )}
    </Picture>
  );
}

function TyramidPicture() {
  const cards = [
    ["3-star-red"],
    ["3-circle-red", "5-star-red"],
    ["3-circle-cyan", "1-circle-violet", "5-square-red"],
  ];
  return (
    <Picture label="a staggered pyramid of TIC cards" fill="#2d2547">
      {cards.map((row, r) =>
        row.map((c, i) => (
          <TicCardFace
            key={c}
            card={c}
            width={44}
            x={centred(row.length, 48, i) + 2}
            y={6 + r * 64}
          />
        )),
      )}
    </Picture>
  );
}

function NightPicture() {
  const names = ["Three-sided", "Wild/Kill", "Colonial"];
  return (
    <Picture label="three pyramids, one table" fill="#2b2440">
      {names.map((name, i) => (
        <g key={name} transform={`translate(${20 + i * 90} 40)`}>
          <polygon points="40,0 80,90 0,90" fill={["#c9a227", "#b33a3a", "#3a7bb3"][i]} />
          <text x="40" y="115" textAnchor="middle" fill="#f3e9c6" fontSize="14">
            {name}
          </text>
        </g>
      ))}
    </Picture>
  );
}
