/**
 * The terminal drawing: the staggered pyramid (or hourglass) with each card as number, shape and
 * colour letter (`3★O`) painted in its colour — the letter and glyph say it without colour too.
 * Open places show their row,place; the last card played is bracketed. Below it, each playable
 * card of the hand lists its legal places and what each would score.
 */
import {
  ticColour,
  ticColours,
  ticFromName,
  ticNumber,
  ticShape,
  ticShapes,
} from "../../cards/tic.js";
import type { Paint, ScreenPart, Tint, Viewer } from "../../core/game.js";
import { type HalfBoard, isOpen, openPlaces, touchingCards } from "./board.js";
import type { TyramidAction } from "./rules.js";
import { describeScore, explainPlay, isNic } from "./score.js";
import type { TyramidView } from "./view.js";

const shapeGlyphs = ["●", "☾", "▲", "■", "★"] as const;
const colourLetters = ["V", "C", "Y", "O", "R"] as const;
/** ANSI has no orange: plain yellow (brownish-orange on most palettes) and bright yellow. */
const colourTints: readonly (readonly Tint[])[] = [
  ["magenta"],
  ["cyan"],
  ["yellow", "bold"],
  ["yellow"],
  ["red"],
];

const cellWidth = 6;

/** `3★O`, three columns. */
export function cardGlyph(card: number): string {
  return `${ticNumber(card)}${shapeGlyphs[ticShape(card)]}${colourLetters[ticColour(card)]}`;
}

function paintCard(card: number, paint: Paint): string {
  return paint(colourTints[ticColour(card)]!, cardGlyph(card));
}

export function legend(): string {
  const shapes = ticShapes.map((s, i) => `${shapeGlyphs[i]} ${s}`).join("  ");
  const colours = ticColours.map((c, i) => `${colourLetters[i]} ${c}`).join("  ");
  return `${shapes}   ·   ${colours}`;
}

const boards = new WeakMap<TyramidView, HalfBoard[]>();

/** The view's halves with cards as integers, for the shared geometry and scoring. */
function boardOf(v: TyramidView): HalfBoard[] {
  let b = boards.get(v);
  if (!b) {
    b = v.halves.map((h) => ({
      rows: h.rows.map((r) => r.map((c) => (c === null ? null : ticFromName(c)!))),
      row: h.row,
      left: h.left,
      right: h.right,
    }));
    boards.set(v, b);
  }
  return b;
}

function center(text: string, width: number): string {
  const len = [...text].length;
  const left = Math.floor((width - len) / 2);
  return " ".repeat(Math.max(0, left)) + text + " ".repeat(Math.max(0, width - len - left));
}

function drawRow(v: TyramidView, hi: number, r: number, widest: number, paint: Paint): string {
  const h = boardOf(v)[hi]!;
  const half = v.halves[hi]!.half;
  const cells = h.rows[r - 1]!.map((c, i) => {
    if (c !== null) {
      const last =
        v.last && v.last.row === r && v.last.place === i && (r === 1 || v.last.half === half);
      const g = paintCard(c, paint);
      return last ? `[${g}]` : ` ${g} `;
    }
    if (isOpen(h, r, i)) return paint("gray", center(`${r},${i}`, 5));
    return paint("dim", center("·", 5));
  });
  return " ".repeat((widest - r) * (cellWidth / 2)) + cells.join(" ");
}

/** The board row by row; the row being played into (each half's open row) is the focus. */
function drawBoard(v: TyramidView, paint: Paint): ScreenPart[] {
  const b = boardOf(v);
  const widest = b[0]!.rows.length;
  const parts: ScreenPart[] = [];
  const row = (hi: number, r: number): ScreenPart => ({
    kind:
      v.phase !== "over" && openPlaces(b[hi]!).length > 0 && b[hi]!.row === r ? "focus" : "board",
    lines: [drawRow(v, hi, r, widest, paint)],
  });
  if (b.length > 1) {
    parts.push({ kind: "board", lines: [paint("gray", "upper half")] });
    for (let r = widest; r >= 2; r--) parts.push(row(1, r));
  }
  for (let r = 1; r <= widest; r++) parts.push(row(0, r));
  if (b.length > 1) parts.push({ kind: "board", lines: [paint("gray", "lower half")] });
  return parts;
}

/** Every legal place of `card` with its score, from the view alone. */
function placesFor(v: TyramidView, card: number): string[] {
  const out: string[] = [];
  const b = boardOf(v);
  const scratch = [0, 0, 0, 0];
  b.forEach((h, hi) => {
    for (const place of openPlaces(h)) {
      const n = touchingCards(h, h.row, place, scratch);
      const r = explainPlay(card, scratch.slice(0, n), v.mode !== "shedding");
      if (isNic(r)) continue;
      const where = `${b.length > 1 ? `${v.halves[hi]!.half} ` : ""}${h.row},${place}`;
      const what = v.mode === "shedding" ? `${r.tics} Tic${r.tics === 1 ? "" : "s"}` : `${r.total}`;
      out.push(`${where} → ${what}${r.extraPlay ? " +play" : ""}`);
    }
  });
  return out;
}

function cardLines(v: TyramidView, cards: readonly string[], paint: Paint): string[] {
  return cards.map((name) => {
    const c = ticFromName(name)!;
    const places = placesFor(v, c);
    const where = places.length ? places.join("  ") : paint("dim", "no place");
    return `  ${paintCard(c, paint)} ${name.padEnd(18)} ${where}`;
  });
}

function seatLine(v: TyramidView, seat: number, paint: Paint): string {
  const who = `Seat ${seat}${seat === v.viewer ? " (you)" : ""}`;
  const parts = [
    v.mode === "shedding" ? "" : `${v.scores[seat]} ${v.scores[seat] === 1 ? "pt" : "pts"}`,
    `${v.handCounts[seat]} card${v.handCounts[seat] === 1 ? "" : "s"}`,
  ];
  const known = v.known[seat]!;
  if (known.length)
    parts.push(`holds ${known.map((c) => paintCard(ticFromName(c)!, paint)).join(" ")}`);
  if (v.stuck[seat]) parts.push("no playable card");
  const turn = v.phase !== "over" && v.toMove === seat ? paint("bold", "  ← to play") : "";
  return `  ${who.padEnd(12)} ${parts.filter(Boolean).join(", ")}${turn}`;
}

export function screen(v: TyramidView, viewer: Viewer, paint: Paint): ScreenPart[] {
  const title =
    v.mode === "hourglass"
      ? `Tyramid — hourglass, ${v.halves[0]!.rows.length - 1} rows each side`
      : `Tyramid${v.mode === "shedding" ? " — shedding" : ""}, ${v.halves[0]!.rows.length} rows`;
  const parts: ScreenPart[] = [
    {
      kind: "info",
      lines: [
        paint("bold", title),
        paint("gray", `deck ${v.deck} · discards ${v.discards.length} · ${legend()}`),
        "",
      ],
    },
    ...drawBoard(v, paint),
    { kind: "info", lines: [""] },
  ];
  for (let seat = 0; seat < v.players; seat++)
    parts.push({ kind: seat === viewer ? "pot" : "board", lines: [seatLine(v, seat, paint)] });
  if (v.firstDraw)
    parts.push({
      kind: "info",
      lines: [
        paint(
          "gray",
          `  first player by high card: ${v.firstDraw.map((c, i) => `seat ${i} ${c}`).join(", ")}`,
        ),
      ],
    });
  if (v.revealed.length)
    parts.push({
      kind: "hand",
      lines: ["", paint("bold", "Revealed:"), ...cardLines(v, v.revealed, paint)],
    });
  if (v.hand) {
    const head = paint("bold", v.phase === "extra" ? "Your hand (extra play):" : "Your hand:");
    parts.push({
      kind: "hand",
      lines: ["", head, ...(v.hand.length ? cardLines(v, v.hand, paint) : ["  (empty)"])],
    });
  }
  return parts;
}

/** Beside each legal action: what the play would score and whether it earns another play. */
export function hint(v: TyramidView, a: TyramidAction): string {
  switch (a.type) {
    case "play": {
      const card = ticFromName(a.card);
      const b = boardOf(v);
      const h = b[a.half === "upper" ? 1 : 0];
      if (card === undefined || !h || !isOpen(h, a.row, a.place)) return "";
      const scratch = [0, 0, 0, 0];
      const n = touchingCards(h, a.row, a.place, scratch);
      const r = explainPlay(card, scratch.slice(0, n), v.mode !== "shedding");
      return isNic(r) ? `a Nic with ${r.nic}` : describeScore(r, v.mode !== "shedding");
    }
    case "stop":
      return "decline the extra play and end your turn";
    case "reveal":
      return "no card in your hand can be played: turn up the top 3 cards";
    case "keep":
      return "none of the revealed cards can be played: keep this one, discard the rest";
    case "pass":
      return "no card can be played and the deck is empty";
  }
}
