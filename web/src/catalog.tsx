import type { ReactNode } from "react";
import { ColonialCardFace } from "./cards/ColonialCard";
import { StandardBack, StandardCardFace } from "./cards/StandardCard";
import { TicCardFace } from "./cards/TicCard";

/**
 * The games as the home page shows them (the five, and a Pyramid night). The summary and player counts come from the game
 * registry through the server when it serves the game; these are the web's own words for the
 * home page, so a game not yet served still shows what it is.
 */
export interface GameEntry {
  id: string;
  name: string;
  blurb: string;
  players: string;
  /** Seats at a one-click table: the game's usual count. */
  playNowPlayers: number;
  picture: () => ReactNode;
}

export const catalog: readonly GameEntry[] = [
  {
    id: "colonial",
    name: "Colonial Pyramid",
    blurb:
      "The hexagonal card game from Battlestar Galactica. Six cards each, a round of betting, " +
      "swap up to four, bet again, and show the best pyramid: three third-level cards under two " +
      "second-level cards under one first-level card. One colour makes it perfect; the black " +
      "Capstone is wild.",
    players: "2–6 players",
    playNowPlayers: 4,
    picture: ColonialPicture,
  },
  {
    id: "pyramid-poker",
    name: "Pyramid Poker",
    blurb:
      "Build a pyramid of poker tiles, each placed facing you so only your side knows it; then " +
      "take the uncovered tiles one by one into three five-card poker hands and beat your " +
      "opponent hand by hand. Teams, three and four players, and a Hold 'Em variant.",
    players: "2–4 players",
    playNowPlayers: 2,
    picture: PokerPicture,
  },
  {
    id: "three-sided",
    name: "Three-sided Pyramid",
    blurb:
      "Home poker with four hole cards and six shared cards in a pyramid with three sides. The " +
      "shared cards turn up one by one with seven betting rounds; make five cards from your hand " +
      "and one side, then declare high, low or both.",
    players: "2–10 players",
    playNowPlayers: 4,
    picture: ThreeSidedPicture,
  },
  {
    id: "wild-kill",
    name: "Wild/Kill Pyramid",
    blurb:
      "Five hole cards under a pyramid of nine: the top row makes its ranks wild, the middle row " +
      "is shared, and the bottom row kills every card of its ranks — in your hand too. Four " +
      "betting rounds and a showdown.",
    players: "2–8 players",
    playNowPlayers: 4,
    picture: WildKillPicture,
  },
  {
    id: "dealers-choice",
    name: "Pyramid night",
    blurb:
      "Dealer's choice, as home games are played: one pile of chips, the deal passing round, and " +
      "each dealer names the Pyramid — Three-sided, Wild/Kill or Colonial — and announces its " +
      "points (high-low or high only, the low order, a rank both wild and killed, discards).",
    players: "2–6 players (2–10 without Colonial)",
    playNowPlayers: 4,
    picture: NightPicture,
  },
  {
    id: "tyramid",
    name: "Tyramid",
    blurb:
      "Lay TIC cards — a number, a shape and a colour — into a flat pyramid. Every card must share " +
      "something with each card it touches; score Singles, Tics and Tic groups, and play again " +
      "when one card makes two Tics. Hourglass and Shedding variations.",
    players: "2–4 players",
    playNowPlayers: 3,
    picture: TyramidPicture,
  },
];

export function findEntry(id: string): GameEntry | undefined {
  return catalog.find((g) => g.id === id);
}

function ColonialPicture() {
  const rows: string[][] = [["P1"], ["G2", "P2"], ["P3", "O3", "C"]];
  return (
    <svg
      viewBox="0 0 300 200"
      className="picture"
      role="img"
      aria-label="a Colonial pyramid of hexagonal cards"
    >
      <rect width="300" height="200" rx="12" fill="#14372a" />
      {rows.map((row, r) =>
        row.map((card, i) => (
          <ColonialCardFace
            key={`${r}-${card}`}
            card={card}
            width={62}
            x={150 - (row.length * 64) / 2 + i * 64}
            y={8 + r * 60}
          />
        )),
      )}
    </svg>
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
    <svg viewBox="0 0 300 200" className="picture" role="img" aria-label="a pyramid of poker tiles">
      <rect width="300" height="200" rx="12" fill="#3b2a1a" />
      {[0, 1, 2, 3].map((level) => {
        const n = 7 - level;
        return Array.from({ length: n }, (_, i) => {
          const x = 150 - (n * 38) / 2 + i * 38;
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
    </svg>
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
    <svg
      viewBox="0 0 300 200"
      className="picture"
      role="img"
      aria-label="six shared cards in a pyramid with three sides"
    >
      <rect width="300" height="200" rx="12" fill="#123c52" />
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
    </svg>
  );
}

function WildKillPicture() {
  const rows: { cards: string[]; y: number; wild?: boolean; struck?: boolean }[] = [
    { cards: ["7h", "Jc"], y: 6, wild: true },
    { cards: ["As", "Qd", "9h"], y: 68 },
    { cards: ["3c", "8d", "Ks", "5h"], y: 130, struck: true },
  ];
  return (
    <svg
      viewBox="0 0 300 200"
      className="picture"
      role="img"
      aria-label="a wild row, a shared row and a kill row"
    >
      <rect width="300" height="200" rx="12" fill="#4a1d2c" />
      {rows.map((row) =>
        row.cards.map((c, i) => (
          <StandardCardFace
            key={c}
            card={c}
            width={44}
            x={150 - (row.cards.length * 50) / 2 + i * 50 + 3}
            y={row.y}
            wild={row.wild}
            struck={row.struck}
          />
        )),
      )}
    </svg>
  );
}

function TyramidPicture() {
  const cards = [
    ["3-star-red"],
    ["3-circle-red", "5-star-red"],
    ["3-circle-cyan", "1-circle-violet", "5-square-red"],
  ];
  return (
    <svg
      viewBox="0 0 300 200"
      className="picture"
      role="img"
      aria-label="a staggered pyramid of TIC cards"
    >
      <rect width="300" height="200" rx="12" fill="#2d2547" />
      {cards.map((row, r) =>
        row.map((c, i) => (
          <TicCardFace
            key={c}
            card={c}
            width={44}
            x={150 - (row.length * 48) / 2 + i * 48 + 2}
            y={6 + r * 64}
          />
        )),
      )}
    </svg>
  );
}

function NightPicture() {
  const names = ["Three-sided", "Wild/Kill", "Colonial"];
  return (
    <svg
      viewBox="0 0 300 200"
      className="picture"
      role="img"
      aria-label="three pyramids, one table"
    >
      <rect width="300" height="200" rx="12" fill="#2b2440" />
      {names.map((name, i) => (
        <g key={name} transform={`translate(${20 + i * 90} 40)`}>
          <polygon points="40,0 80,90 0,90" fill={["#c9a227", "#b33a3a", "#3a7bb3"][i]} />
          <text x="40" y="115" textAnchor="middle" fill="#f3e9c6" fontSize="14">
            {name}
          </text>
        </g>
      ))}
    </svg>
  );
}
