/** The terminal drawing of a Colonial Pyramid table, from one seat's view. */
import { statusWords } from "../../betting/index.js";
import { type ColonialCard, colourOf, earthFaces, earthText } from "../../cards/colonial.js";
import type { Paint, ScreenPart, ScreenPartKind, Tint, Viewer } from "../../core/game.js";
import { personal } from "../../core/personal.js";
import type { ColonialView } from "./view.js";

const TINTS: Readonly<Record<string, readonly Tint[]>> = {
  P: ["magenta"],
  G: ["green"],
  O: ["yellow"],
};

/** One card: its notation in its colour, or (with `face`) that Earth face in its suit's colour. */
export function paintCard(card: ColonialCard, paint: Paint, face?: string): string {
  if (face) {
    if (card === "C") return paint(["bold"], face);
    return /[♥♦]/.test(face) ? paint("red", face) : paint("white", face);
  }
  if (card === "C") return paint(["bold", "inverse"], "C");
  return paint(TINTS[colourOf(card)!]!, card);
}

/** Cards in a row; with `earth`, each physical card its own face (`K♥ Q♥`, not `K♥ K♥`). */
export function paintCards(cards: readonly ColonialCard[], paint: Paint, earth: boolean): string {
  const faces = earth ? earthFaces(cards) : [];
  return cards.map((c, i) => paintCard(c, paint, faces[i])).join(" ");
}

function phaseLine(v: ColonialView): string {
  if (v.over) return "The table is over.";
  switch (v.phase) {
    case "cut":
      return `Seat ${v.cutter} may cut the deck, or tap to decline.`;
    case "bet":
      return v.round
        ? `Betting round ${v.betRound}: seat ${v.round.actor} to act, ${v.round.level} to call.`
        : "Betting.";
    case "discard":
      return `Discard ${v.discardCounts.length + 1}: waiting for seat${v.toAct.length > 1 ? "s" : ""} ${v.toAct.join(", ")} (up to ${v.options.maxDiscard} cards each, in secret).`;
    case "announce":
      return `Announcements: seat ${v.toAct[0]} shows or folds.`;
    default:
      return "";
  }
}

export function colonialScreen(v: ColonialView, viewer: Viewer, paint: Paint): ScreenPart[] {
  const earth = v.options.earth;
  /** A sentence with cards in it (a hand's description), in the table's faces. */
  const say = (text: string) => (earth ? earthText(text) : text);
  const parts: ScreenPart[] = [];
  const add = (kind: ScreenPartKind, ...lines: string[]) => parts.push({ kind, lines });
  const title = [
    "Colonial Pyramid",
    `hand ${v.hand}${v.options.hands ? ` of ${v.options.hands}` : ""}`,
    v.runoff ? `runoff ${v.runoff}` : null,
    `seat ${v.dealer} deals`,
    `pot ${v.pot}`,
    `stock ${v.stockCount}`,
  ].filter(Boolean);
  add("pot", paint("bold", title.join(" · ")), paint("cyan", phaseLine(v)));
  const lastDiscards = v.discardCounts[v.discardCounts.length - 1];
  for (let seat = 0; seat < v.players; seat++) {
    const you = seat === viewer;
    const st = v.status[seat];
    const marks = [
      v.toAct.includes(seat) ? paint("bold", "▸") : " ",
      `seat ${seat}${you ? " (you)" : ""}${seat === v.dealer ? " (D)" : ""}`.padEnd(17),
      `${v.stacks[seat]}`.padStart(5),
      "chips",
    ];
    const bet = v.round?.bets[seat] ? ` bet ${v.round.bets[seat]}` : "";
    const state = statusWords(st, paint);
    const drawn =
      lastDiscards && st !== "out" && v.cardCounts[seat]! > 0
        ? paint("gray", ` discarded ${lastDiscards[seat]}`)
        : "";
    const chose = v.phase === "discard" && v.chosen[seat] ? paint("gray", " (chosen)") : "";
    const cards = v.cards[seat];
    const shown = v.shown[seat];
    const hand = shown
      ? `  ${paintCards(shown.cards, paint, earth)}  ${paint("bold", say(shown.description))}`
      : cards?.length
        ? `  ${paintCards(cards, paint, earth)}`
        : v.cardCounts[seat]
          ? paint("gray", `  ${"▢ ".repeat(v.cardCounts[seat]!).trim()}`)
          : "";
    add(you ? "hand" : "board", `${marks.join(" ")}${bet}${state}${drawn}${chose}${hand}`);
  }
  for (let seat = 0; seat < v.players; seat++) {
    const shown = v.shown[seat];
    if (!shown?.rows.length) continue;
    const width = 3 * 3 + 2;
    const lines = [paint("gray", `  seat ${seat}'s pyramid:`)];
    // Faces are given across the whole pyramid, kickers last, so no two cards show the same one.
    const faces = earth ? earthFaces([...shown.rows.flat(), ...shown.kickers]) : [];
    let at = 0;
    const paintRow = (row: readonly ColonialCard[]) =>
      row.map((c) => paintCard(c, paint, faces[at++])).join(" ");
    for (const row of shown.rows) {
      const text = paintRow(row);
      const pad = Math.max(0, Math.floor((width - row.length * 3) / 2));
      lines.push(`    ${" ".repeat(pad)}${text}`);
    }
    if (shown.kickers.length)
      lines.push(`    ${paint("gray", "kickers")} ${paintRow(shown.kickers)}`);
    add("board", ...lines);
  }
  if (typeof viewer === "number") {
    if (v.best && !v.shown[viewer])
      add("hand", `Your best: ${paint("bold", say(v.best.description))}`);
    if (v.myDiscard)
      add("hand", `Your discard: ${paintCards(v.myDiscard, paint, earth) || "none"}`);
    if (v.myFolded.length) add("hand", paint("gray", say(`You folded ${v.myFolded.join(" ")}.`)));
  }
  if (v.pile?.length) add("board", `Discard pile: ${paintCards(v.pile, paint, earth)}`);
  if (v.runoffsPending.length)
    add(
      "pot",
      `Runoffs to come: ${v.runoffsPending.map((r) => `${r.amount} chips for seats ${r.seats.join(", ")}`).join("; ")}`,
    );
  if (v.last) {
    const last = v.last;
    const lines = [
      paint(
        "gray",
        `Last ${last.runoff ? "runoff" : "hand"}: ${last.lines.map((l) => say(personal(l, viewer))).join(" ")}`,
      ),
    ];
    last.shown.forEach((x, seat) => {
      if (x)
        lines.push(
          `${paint("gray", `  seat ${seat} showed`)} ${paintCards(x.cards, paint, earth)}  ${say(x.description)}`,
        );
    });
    add("info", ...lines);
  }
  if (earth)
    add(
      "info",
      paint(
        "gray",
        "Earth faces: A = first level, K and Q = second, 2, 3 and 4 = third; ♥ purple, ♣ green, ♦ orange; A♠ the Capstone.",
      ),
    );
  return parts;
}
