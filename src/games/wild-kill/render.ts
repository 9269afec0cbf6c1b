/** The terminal drawing of a Wild/Kill Pyramid table, from one seat's view. */
import { statusWords } from "../../betting/index.js";
import { type Card, formatCard, rankOf } from "../../cards/standard.js";
import type { Paint, ScreenPart, ScreenPartKind, Viewer } from "../../core/game.js";
import { personal } from "../../core/personal.js";
import { rateHand, rowsOf } from "./hand.js";
import type { WildKillView } from "./view.js";

function phaseLine(v: WildKillView): string {
  if (v.phase === "over") return "The table is over.";
  if (v.phase === "declare")
    return `Declare high, low or both, in secret: waiting for seat${v.toAct.length > 1 ? "s" : ""} ${v.toAct.join(", ")}.`;
  const names = [
    "after the deal",
    "after the wild row",
    "after the shared row",
    "after the kill row",
  ];
  return v.betting
    ? `Betting round ${v.round + 1} of ${v.rounds} (${names[v.round]}): seat ${v.betting.actor} to act, ${v.betting.level} to call, bets of ${v.betting.bet}.`
    : `Betting round ${v.round + 1} of ${v.rounds}.`;
}

/** The viewer's hand on the rows turned so far: its best high (and low), in words. */
export function myHand(v: WildKillView): { high: string; low: string | null } | null {
  const hole = typeof v.viewer === "number" ? v.hole[v.viewer] : null;
  if (!hole || hole.length === 0 || v.status[v.viewer as number] === "folded") return null;
  const turned = v.board.filter((c): c is Card => c !== null);
  const r = rateHand(hole, rowsOf(turned), v.options);
  return { high: r.high.name, low: v.options.split === "high-low" ? r.low.name : null };
}

export function wildKillScreen(v: WildKillView, viewer: Viewer, paint: Paint): ScreenPart[] {
  const wild = new Set(v.board.slice(0, 2).flatMap((c) => (c === null ? [] : [rankOf(c)])));
  const kill = new Set(v.board.slice(5, 9).flatMap((c) => (c === null ? [] : [rankOf(c)])));
  const bothRule = v.options.wildKilled;
  const isWild = (c: Card) =>
    wild.has(rankOf(c)) && !(bothRule === "killed" && kill.has(rankOf(c)));
  const isKilled = (c: Card) =>
    kill.has(rankOf(c)) && !(bothRule === "wild" && wild.has(rankOf(c)));
  const face = (c: Card | null, where: "wild" | "play" | "kill") => {
    if (c === null) return paint("gray", "[] ");
    const text = formatCard(c);
    const red = (c & 3) === 1 || (c & 3) === 2;
    if (where === "wild") return paint(["dim", "underline"], text) + " ";
    if (where === "play" && isKilled(c)) return paint(["gray", "dim"], `${text}x`);
    if (where === "play" && isWild(c)) return paint(["bold", "yellow"], `${text}*`);
    return `${red ? paint("red", text) : paint("white", text)} `;
  };
  const parts: ScreenPart[] = [];
  const add = (kind: ScreenPartKind, ...lines: string[]) => parts.push({ kind, lines });
  const title = [
    "Wild/Kill Pyramid",
    `hand ${v.hand}${v.options.hands ? ` of ${v.options.hands}` : ""}`,
    `seat ${v.dealer} deals`,
    `pot ${v.pot}`,
    v.options.split === "high-low" ? `high-low (${v.options.low})` : "high only",
  ];
  add("pot", paint("bold", title.join(" · ")), paint("cyan", phaseLine(v)));
  const row = (label: string, cells: number[], where: "wild" | "play" | "kill") =>
    `  ${label.padEnd(7)}${" ".repeat(2 * (4 - cells.length))}${cells.map((i) => face(v.board[i] ?? null, where)).join(" ")}`;
  add(
    "board",
    row("wild", [0, 1], "wild"),
    row("shared", [2, 3, 4], "play"),
    row("kill", [5, 6, 7, 8], "kill"),
  );
  for (let seat = 0; seat < v.players; seat++) {
    const you = seat === viewer;
    const st = v.status[seat];
    const bet = v.betting?.bets[seat] ? ` bet ${v.betting.bets[seat]}` : "";
    const state = statusWords(st, paint);
    const declared = v.declared[seat] ? paint("gray", " declared") : "";
    const cards = v.hole[seat] ? `  ${v.hole[seat]!.map((c) => face(c, "play")).join(" ")}` : "";
    add(
      you ? "hand" : "board",
      `${v.toAct.includes(seat) ? paint("bold", "▸") : " "} ${`seat ${seat}${you ? " (you)" : ""}${seat === v.dealer ? " (D)" : ""}`.padEnd(17)}${`${v.stacks[seat]}`.padStart(5)} chips${bet}${state}${declared}${cards}`,
    );
  }
  const mine = myHand(v);
  if (mine) {
    const low = mine.low ? `; low ${mine.low}` : "";
    add("hand", paint("green", `  You have ${mine.high}${low}.`));
  }
  if (v.myDeclaration) add("hand", paint("green", `  You declared ${v.myDeclaration}.`));
  if (v.last) {
    const lines = [paint("gray", `Hand ${v.last.hand}:`)];
    for (const x of v.last.shown)
      lines.push(paint("gray", `  seat ${x.seat} ${x.hole.map(formatCard).join(" ")}: ${x.text}`));
    for (const line of v.last.lines) lines.push(paint("gray", `  ${personal(line, viewer)}`));
    add("info", ...lines);
  }
  return parts;
}
