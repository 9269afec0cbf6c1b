/** The terminal drawing of a Three-sided Pyramid table, from one seat's view. */
import { type Card, formatCard } from "../../cards/standard.js";
import type { Paint, ScreenPart, ScreenPartKind, Viewer } from "../../core/game.js";
import type { ThreeSidedView } from "./view.js";

function paintCard(c: Card | null, paint: Paint): string {
  if (c === null) return paint("dim", "##");
  const text = formatCard(c);
  return (c & 3) === 1 || (c & 3) === 2 ? paint("red", text) : paint("white", text);
}

/** The pyramid with each place's turn-up number: 4 on top, 3 and 1, then 6, 2 and 5. */
function pyramid(v: ThreeSidedView, paint: Paint): string[] {
  const at = (p: number) => `${p}:${paintCard(v.board[p - 1] ?? null, paint)}`;
  return [
    `          ${at(4)}`,
    `       ${at(3)}  ${at(1)}`,
    `    ${at(6)}  ${at(2)}  ${at(5)}`,
    paint("dim", "    sides: left 4-3-6, right 4-1-5, base 6-2-5"),
  ];
}

export function threeSidedScreen(v: ThreeSidedView, viewer: Viewer, paint: Paint): ScreenPart[] {
  const parts: ScreenPart[] = [];
  const add = (kind: ScreenPartKind, ...lines: string[]) => parts.push({ kind, lines });
  const phase =
    v.phase === "over"
      ? "over"
      : v.phase === "declare"
        ? "declare high, low or both"
        : `betting round ${v.round + 1} of ${v.rounds}`;
  add("info", paint("bold", `Three-sided Pyramid — hand ${v.hand}, ${phase}`));
  add(
    "pot",
    `Pot ${v.pot}${v.betting ? `, ${v.betting.level} to call, bets of ${v.betting.bet}` : ""}`,
  );
  add("board", ...pyramid(v, paint));
  for (let s = 0; s < v.players; s++) {
    const who = s === viewer ? paint("bold", `Seat ${s} (you)`) : `Seat ${s}`;
    const marks = [
      s === v.dealer ? "dealer" : "",
      v.status[s] !== "active" ? v.status[s]! : "",
      v.betting?.actor === s ? paint("yellow", "to act") : "",
      v.declared[s] ? "declared" : "",
    ].filter(Boolean);
    const bet = v.betting && v.betting.bets[s]! > 0 ? `, bet ${v.betting.bets[s]}` : "";
    const cards = v.hole[s] ? `  ${v.hole[s]!.map((c) => paintCard(c, paint)).join(" ")}` : "";
    add(
      s === viewer ? "hand" : "board",
      `${who}: ${v.stacks[s]} chips${bet}${marks.length ? ` [${marks.join(", ")}]` : ""}${cards}`,
    );
  }
  if (v.myDeclaration) add("hand", `You declared ${v.myDeclaration}.`);
  if (v.last) {
    const lines = [paint("dim", `Hand ${v.last.hand}:`)];
    for (const x of v.last.shown) {
      const won = v.last.won[x.seat] ? `, wins ${v.last.won[x.seat]}` : "";
      lines.push(paint("dim", `  seat ${x.seat} declared ${x.declare}, ${x.text}${won}`));
    }
    if (v.last.shown.length === 0) {
      const w = v.last.won.findIndex((c) => c > 0);
      if (w >= 0) lines.push(paint("dim", `  seat ${w} took ${v.last.won[w]} unopposed`));
    }
    add("info", ...lines);
  }
  return parts;
}
