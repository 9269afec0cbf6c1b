/**
 * The terminal drawing of a view: the pyramid level by level (the base at the bottom), tiles you
 * can see by their faces, tiles facing the other way marked with the side they face, uncovered
 * tiles highlighted, then every hand, the Hold 'Em board and the last round's result.
 */
import { type Card, formatCard, suitOf } from "../../cards/standard.js";
import type { Paint, ScreenPart, Viewer } from "../../core/game.js";
import { personal } from "../../core/personal.js";
import type { PyramidAction } from "./actions.js";
import { canPlace, geometry, isUncovered, spaceAt } from "./geometry.js";
import { teamOf, teamOpponent } from "./options.js";
import { chartPoints } from "./score.js";
import type { PyramidView } from "./view.js";

const SIDES = ["A", "B"];

function tileText(t: Card, paint: Paint): string {
  const text = formatCard(t);
  if (t >= 52) return paint("magenta", text);
  const s = suitOf(t);
  return s === 1 || s === 2 ? paint("red", text) : text;
}

export function screen(v: PyramidView, viewer: Viewer, paint: Paint): ScreenPart[] {
  const info: string[] = [];
  const me =
    viewer === "spectator" ? "spectator" : `seat ${viewer}, side ${SIDES[v.seats[viewer]!.side]}`;
  const mode = v.options.variant === "holdem" ? "Texas Hold 'Em, " : "";
  info.push(
    paint(
      "bold",
      `Pyramid Poker — ${mode}round ${v.round}, match to ${v.target} (${v.options.scoring} scoring)`,
    ) + paint("gray", `   you: ${me}`),
  );
  // The match's score (and who plays with whom) is what is at stake: kept like a pot.
  const score = [`Scores: ${v.scores.map((p, s) => `seat ${s} ${p}`).join(" · ")}`];
  if (v.options.teams) score.push(...teamLines(v, viewer));
  const bySide = SIDES.map((name, side) => {
    const seats = v.seats.flatMap((x, s) => (x.side === side ? [s] : []));
    return `side ${name}: seat${seats.length > 1 ? "s" : ""} ${seats.join(", ")}`;
  });
  const parts: ScreenPart[] = [
    { kind: "info", lines: info },
    { kind: "pot", lines: score },
    { kind: "info", lines: [paint("gray", bySide.join("   ")), ""] },
  ];
  parts.push(...drawPyramid(v, paint), { kind: "info", lines: [""] });
  parts.push({ kind: "pot", lines: [status(v, paint)] });
  for (let s = 0; s < v.players; s++)
    parts.push({ kind: s === viewer ? "hand" : "board", lines: [handLine(v, s, viewer, paint)] });
  if (v.options.variant === "holdem") parts.push({ kind: "hand", lines: [boardLine(v, paint)] });
  const gone = v.discards.map((t) => tileText(t, paint)).join(" ");
  const reserve =
    paint("gray", `Reserve: ${v.reserve} face down.`) + (gone ? `  Out of the game: ${gone}` : "");
  parts.push({
    kind: "info",
    lines: [reserve, ...(v.last ? ["", ...lastRound(v, viewer, paint)] : [])],
  });
  return parts;
}

/**
 * Team play as the rules say it: partners sit across (seats 0 and 2, 1 and 3), and each seat is
 * scored against the opponent beside it (0 against 3, 1 against 2); the teams' totals.
 */
function teamLines(v: PyramidView, viewer: Viewer): string[] {
  const total = (team: number) => v.scores.reduce((t, p, s) => (teamOf(s) === team ? t + p : t), 0);
  const lines = [
    `Teams: seats 0 and 2 (${total(0)} points) against seats 1 and 3 (${total(1)} points); scored seat 0 against seat 3 and seat 1 against seat 2.`,
  ];
  if (viewer !== "spectator")
    lines.push(
      `You (seat ${viewer}) play with seat ${(viewer + 2) % 4} and are scored against seat ${teamOpponent(viewer)}.`,
    );
  return lines;
}

/** The pyramid level by level; a level with a space to place on or a tile to take is the focus. */
function drawPyramid(v: PyramidView, paint: Paint): ScreenPart[] {
  const g = geometry(v.base);
  const filled = (sp: number) => v.facing[sp]! >= 0;
  let top = 0;
  for (let sp = 0; sp < g.spaces; sp++)
    if (filled(sp) || (v.phase === "build" && canPlace(g, filled, sp)))
      top = Math.max(top, g.level[sp]!);
  const out: ScreenPart[] = [];
  for (let r = top; r >= 0; r--) {
    const pad = " ".repeat(2 * r);
    let cells = "";
    let numbers = "";
    let open = false;
    for (let i = 0; i < v.base - r; i++) {
      const sp = spaceAt(v.base, r, i);
      cells += cell(v, sp, filled, paint);
      numbers += ` ${String(i).padEnd(3)}`;
      open ||=
        v.phase === "build"
          ? !filled(sp) && canPlace(g, filled, sp)
          : v.phase === "hands" && filled(sp) && isUncovered(g, filled, sp);
    }
    out.push({
      kind: open ? "focus" : "board",
      lines: [
        `${paint("gray", `level ${r}`)}  ${pad}${cells}`,
        `         ${pad}${paint("gray", numbers)}`,
      ],
    });
  }
  return out;
}

function cell(v: PyramidView, sp: number, filled: (s: number) => boolean, paint: Paint): string {
  const g = geometry(v.base);
  const side = v.facing[sp]!;
  if (side < 0) {
    const open = v.phase === "build" && canPlace(g, filled, sp);
    return open ? paint("cyan", " ++ ") : paint("gray", " ·· ");
  }
  const face = v.faces[sp];
  const text =
    face === null || face === undefined ? paint("dim", `▒${SIDES[side]}`) : tileText(face, paint);
  // Uncovered tiles are the ones that may be taken.
  if (v.phase === "hands" && isUncovered(g, filled, sp))
    return `${paint(["yellow", "bold"], "[")}${text}${paint(["yellow", "bold"], "]")}`;
  return ` ${text} `;
}

function status(v: PyramidView, paint: Paint): string {
  if (v.phase === "over") return paint("bold", "The match is over.");
  const who = v.viewer === v.turn ? "You" : `Seat ${v.turn}`;
  if (v.phase === "build") {
    const shown = v.shown === null ? "" : ` Your supply shows you ${tileText(v.shown, paint)}.`;
    return `${who} ${v.viewer === v.turn ? "place" : "places"} a tile (++ marks the open spaces).${shown}`;
  }
  if (v.choices.length > 0)
    return `${who} drew a joker: keep one of ${v.choices.map((t) => tileText(t, paint)).join(" ")}.`;
  if (v.mustShort) return `${who} drew a joker with nothing to keep: a hand ends short.`;
  if (v.holding) {
    const t = v.pending === null ? "a tile" : tileText(v.pending, paint);
    return `${who} took ${t} and must put it somewhere.`;
  }
  return `${who} take${v.viewer === v.turn ? "" : "s"} an uncovered tile ([ ] marks them).`;
}

function handLine(v: PyramidView, s: number, viewer: Viewer, paint: Paint): string {
  const seat = v.seats[s]!;
  const hands = seat.hands.map((h, i) => {
    const tiles = h.map((t) => (t === null ? paint("dim", "▒▒") : tileText(t, paint)));
    const free = v.handSize - h.length - seat.short[i]!;
    const rest = [
      ...Array(free).fill(paint("gray", "··")),
      ...Array(seat.short[i]!).fill(paint("gray", "××")),
    ];
    return `#${i + 1} ${[...tiles, ...rest].join(" ")}`;
  });
  const label = `seat ${s}${s === viewer ? " (you)" : ""}`.padEnd(13);
  const supply = v.phase === "build" ? paint("gray", `  supply ${seat.supply}`) : "";
  return `${s === v.turn && v.phase !== "over" ? paint("bold", "▸ ") : "  "}${label}${hands.join("   ")}${supply}`;
}

function boardLine(v: PyramidView, paint: Paint): string {
  const community = [...v.community.map((t) => tileText(t, paint))];
  while (community.length < 5) community.push(paint("gray", "··"));
  const burns = v.burns.map((t) => (t === null ? paint("dim", "▒▒") : paint("dim", formatCard(t))));
  while (burns.length < 3) burns.push(paint("gray", "··"));
  const used = v.seats.map((x, s) => `seat ${s} ${x.shared}/4`).join(", ");
  return `  Community: ${community.join(" ")}   Burns: ${burns.join(" ")}   ${paint("gray", `shared placements used: ${used}`)}`;
}

function lastRound(v: PyramidView, viewer: Viewer, paint: Paint): string[] {
  const r = v.last!;
  const out = [paint("bold", `Round ${r.round}:`) + ` ${personal(r.summary, viewer)}`];
  if (r.community.length > 0)
    out.push(`  community ${r.community.map((t) => tileText(t, paint)).join(" ")}`);
  r.hands.forEach((hands, s) => {
    const parts = hands.map((h, i) => {
      const category = r.categories[s]![i]!;
      const points = chartPoints(category);
      const won = r.contests.some((c) => c.winners[i] === s) ? paint("green", " ✓") : "";
      return `#${i + 1} ${h.map((t) => tileText(t, paint)).join(" ") || "—"} ${paint("gray", `${category} ${points >= 0 ? "+" : ""}${points}`)}${won}`;
    });
    const total = r.totals ? `  total ${r.totals[s]}` : "";
    out.push(`  seat ${s}: ${parts.join("   ")}${total}  earns ${r.earned[s]}`);
  });
  return out;
}

/** A note beside a legal action: what the tile is, or what the hand holds. */
export function hint(v: PyramidView, a: PyramidAction): string {
  switch (a.type) {
    case "take": {
      const sp = spaceAt(v.base, a.level, a.pos);
      const face = v.faces[sp];
      if (face !== null && face !== undefined) return formatCard(face);
      return `face down to you, faces side ${SIDES[v.facing[sp]!]}`;
    }
    case "place":
      return a.level === 0 ? "on the base" : `on level ${a.level}`;
    case "hand":
    case "lock": {
      if (typeof v.viewer !== "number") return "";
      const h = v.seats[v.viewer]!.hands[a.hand - 1]!;
      return h.length === 0
        ? "empty"
        : `holds ${h.map((t) => (t === null ? "?" : formatCard(t))).join(" ")}`;
    }
    case "community":
      return `board holds ${v.community.map(formatCard).join(" ") || "nothing"}`;
    default:
      return "";
  }
}
