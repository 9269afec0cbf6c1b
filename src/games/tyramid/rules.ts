/**
 * Legal actions and their effects. apply checks a move directly (no list of legal actions is
 * built), so it stays cheap for self-play; `legalActions` enumerates exactly the moves apply
 * accepts, which the conformance harness cross-checks by fuzzing.
 */
import { formatTic, ticFromName } from "../../cards/tic.js";
import { ErrorCode, type RuleError, ruleError } from "../../core/errors.js";
import { type GameEvent, publicEvent, type Seat, type Step } from "../../core/game.js";
import { err, ok, type Result } from "../../core/result.js";
import {
  type HalfBoard,
  type HalfName,
  halfNames,
  isOpen,
  openPlaces,
  placeCard,
  touchingCards,
} from "./board.js";
import { quickScore, ticsForExtraPlay } from "./score.js";
import { evolve, type TyramidState } from "./state.js";

export interface PlayAction {
  readonly type: "play";
  readonly card: string;
  /** Hourglass only: which half of the hourglass. */
  readonly half?: HalfName;
  readonly row: number;
  readonly place: number;
}

export type TyramidAction =
  | PlayAction
  | { readonly type: "stop" }
  | { readonly type: "reveal" }
  | { readonly type: "keep"; readonly card: string }
  | { readonly type: "pass" };

/** Error codes of this game, beside the shared ones. */
export const TyramidError = {
  nic: "nic",
  gap: "gap",
  wrongRow: "wrong-row",
  notHeld: "not-held",
  mustPlay: "must-play",
} as const;

const fail = (code: string, message: string) => err(ruleError(code, message));
const scratch: number[] = [0, 0, 0, 0];

const seatName = (seat: Seat) => `Seat ${seat}`;

/** Visits every legal placement of `card`: half index, row, place and its quick score. */
export function forEachPlacement(
  s: TyramidState,
  card: number,
  visit: (half: number, row: number, place: number, score: number) => void,
): void {
  const scoring = s.mode !== "shedding";
  for (let hi = 0; hi < s.halves.length; hi++) {
    const h = s.halves[hi]!;
    for (const place of openPlaces(h)) {
      const n = touchingCards(h, h.row, place, scratch);
      const q = quickScore(card, scratch, n, scoring);
      if (q >= 0) visit(hi, h.row, place, q);
    }
  }
}

/** Whether `card` has any legal place on the board. */
export function canPlace(s: TyramidState, card: number): boolean {
  const scoring = s.mode !== "shedding";
  const fits = (h: HalfBoard, place: number) =>
    quickScore(card, scratch, touchingCards(h, h.row, place, scratch), scoring) >= 0;
  for (const h of s.halves) {
    if (h.row === 0) continue;
    if (h.left < 0) {
      for (let place = 0; place < h.row; place++) if (fits(h, place)) return true;
    } else {
      if (h.left > 0 && fits(h, h.left - 1)) return true;
      if (h.right < h.row - 1 && fits(h, h.right + 1)) return true;
    }
  }
  return false;
}

function playAction(s: TyramidState, card: number, hi: number, row: number, place: number) {
  const name = formatTic(card);
  return s.halves.length > 1
    ? ({ type: "play", card: name, half: halfNames[hi]!, row, place } as const)
    : ({ type: "play", card: name, row, place } as const);
}

function playsFrom(s: TyramidState, cards: readonly number[], out: TyramidAction[]): void {
  for (const card of cards)
    forEachPlacement(s, card, (hi, row, place) => out.push(playAction(s, card, hi, row, place)));
}

export function legalActions(s: TyramidState, seat: Seat): TyramidAction[] {
  if (s.phase === "over" || seat !== s.toMove) return [];
  const out: TyramidAction[] = [];
  if (s.phase === "reveal") {
    playsFrom(s, s.revealed, out);
    if (out.length === 0)
      for (const card of s.revealed) out.push({ type: "keep", card: formatTic(card) });
    return out;
  }
  playsFrom(s, s.hands[seat]!, out);
  if (s.phase === "extra") out.push({ type: "stop" });
  else if (out.length === 0) out.push(s.deck.length > 0 ? { type: "reveal" } : { type: "pass" });
  return out;
}

export function apply(
  s: TyramidState,
  seat: Seat,
  a: TyramidAction,
): Result<Step<TyramidState>, RuleError> {
  if (s.phase === "over") return fail(ErrorCode.gameOver, "The game is over.");
  if (seat !== s.toMove) return fail(ErrorCode.notYourTurn, "It is not your turn.");
  switch (a.type) {
    case "play":
      return applyPlay(s, seat, a);
    case "stop":
      if (s.phase !== "extra")
        return fail(ErrorCode.illegal, "There is no extra play to decline: play a card.");
      return ok(endTurn(s, seat, [publicEvent("stop", `${seatName(seat)} ends the turn.`)]));
    case "reveal":
      return applyReveal(s, seat);
    case "keep":
      return applyKeep(s, seat, a.card);
    case "pass":
      return applyPass(s, seat);
    default:
      return fail(ErrorCode.malformed, "Unknown action.");
  }
}

function hasPlayable(s: TyramidState, cards: readonly number[]): boolean {
  for (const c of cards) if (canPlace(s, c)) return true;
  return false;
}

/** Which half a play names: the only half of a pyramid (no `half` given), or one of two. */
function halfOf(s: TyramidState, a: PlayAction): number | string {
  if (s.halves.length === 1)
    return a.half === undefined ? 0 : "This pyramid has no halves: leave out the half.";
  if (a.half === "lower") return 0;
  if (a.half === "upper") return 1;
  return 'Say which half of the hourglass: "upper" or "lower".';
}

function placementError(h: HalfBoard, half: string, row: number, place: number): RuleError {
  if (h.row === 0) return ruleError(TyramidError.wrongRow, `The ${half} is complete.`);
  if (row !== h.row)
    return ruleError(
      TyramidError.wrongRow,
      `Only row ${h.row} of the ${half} can be played now, not row ${row}.`,
    );
  if (!Number.isInteger(place) || place < 0 || place >= row)
    return ruleError(TyramidError.wrongRow, `Row ${row} has places 0–${row - 1}, not ${place}.`);
  if (h.rows[row - 1]![place] !== null)
    return ruleError(TyramidError.gap, `Place ${row},${place} already holds a card.`);
  return ruleError(
    TyramidError.gap,
    `Place ${row},${place} would leave a gap: row ${row} grows from its chain at ${row},${h.left}–${h.right}, so play at ${openPlaces(
      h,
    )
      .map((p) => `${row},${p}`)
      .join(" or ")}.`,
  );
}

function applyPlay(
  s: TyramidState,
  seat: Seat,
  a: PlayAction,
): Result<Step<TyramidState>, RuleError> {
  const card = ticFromName(a.card);
  if (card === undefined)
    return fail(
      ErrorCode.malformed,
      `"${a.card}" is not a TIC card (write it like 3-star-orange).`,
    );
  const fromHand = s.phase !== "reveal";
  const source = fromHand ? s.hands[seat]! : s.revealed;
  if (!source.includes(card))
    return fail(
      TyramidError.notHeld,
      fromHand ? `You do not hold ${a.card}.` : `${a.card} is not among the revealed cards.`,
    );
  const hi = halfOf(s, a);
  if (typeof hi === "string") return fail(ErrorCode.illegal, hi);
  const h = s.halves[hi]!;
  const halfWord = s.halves.length > 1 ? `${halfNames[hi]} half` : "pyramid";
  if (!isOpen(h, a.row, a.place)) return err(placementError(h, halfWord, a.row, a.place));
  const n = touchingCards(h, a.row, a.place, scratch);
  const scoring = s.mode !== "shedding";
  const q = quickScore(card, scratch, n, scoring);
  if (q < 0) {
    const nic = scratch.slice(0, n).find((t) => quickScore(card, [t], 1, false) < 0)!;
    return fail(
      TyramidError.nic,
      `${a.card} has nothing in common with ${formatTic(nic)}: a Nic is not allowed.`,
    );
  }
  const points = scoring ? q >> 2 : 0;
  const tics = scoring ? q & 3 : q;

  const halves = s.halves.slice();
  halves[hi] = placeCard(h, a.row, a.place, card);
  const hands = s.hands.slice();
  if (fromHand) hands[seat] = s.hands[seat]!.filter((c) => c !== card);
  let known = s.known;
  if (fromHand && s.known[seat]!.includes(card)) {
    const k = s.known.slice();
    k[seat] = s.known[seat]!.filter((c) => c !== card);
    known = k;
  }
  const scores = points ? s.scores.map((v, i) => (i === seat ? v + points : v)) : s.scores;
  const where =
    s.halves.length > 1 ? `${halfNames[hi]} ${a.row},${a.place}` : `${a.row},${a.place}`;
  const said = scoring
    ? `scores ${points}${tics >= ticsForExtraPlay ? ` with ${tics} Tics and may play again` : ""}`
    : `${tics} Tic${tics === 1 ? "" : "s"}${tics >= ticsForExtraPlay ? ": may play again" : ""}`;
  const events: GameEvent[] = [
    publicEvent("play", `${seatName(seat)} plays ${a.card} at ${where}: ${said}.`, {
      seat,
      card: a.card,
      half: halfNames[hi],
      row: a.row,
      place: a.place,
      points,
      tics,
    }),
  ];
  const out = s.mode === "shedding" && hands[seat]!.length === 0;
  const complete = !out && halves.every((x) => x.row === 0);
  const again = tics >= ticsForExtraPlay;
  const next = evolve(s, {
    halves,
    hands,
    known,
    stuck: s.stuck.includes(true) ? s.stuck.map(() => false) : s.stuck,
    discards: fromHand ? s.discards : [...s.discards, ...s.revealed.filter((c) => c !== card)],
    revealed: fromHand ? s.revealed : [],
    scores,
    passes: 0,
    last: { half: halfNames[hi]!, row: a.row, place: a.place },
    phase: out || complete ? "over" : again ? "extra" : s.phase,
    winner: out ? seat : s.winner,
  });
  if (out)
    events.push(publicEvent("out", `${seatName(seat)} has played their last card and wins.`));
  if (complete)
    events.push(
      publicEvent("complete", `The ${s.halves.length > 1 ? "hourglass" : "pyramid"} is complete.`),
    );
  if (out || complete || again) return ok({ state: next, events });
  return ok(endTurn(next, seat, events));
}

/** The turn ends: draw up to a full hand (not in Shedding), and the next seat plays. */
function endTurn(s: TyramidState, seat: Seat, events: GameEvent[]): Step<TyramidState> {
  let { hands, deck, stuck } = s;
  const want =
    s.mode === "shedding" ? 0 : Math.min(s.handSize - s.hands[seat]!.length, s.deck.length);
  if (want > 0) {
    const drawn = deck.slice(deck.length - want).reverse();
    deck = deck.slice(0, deck.length - want);
    const refilled = hands.slice();
    refilled[seat] = [...hands[seat]!, ...drawn].sort((x, y) => x - y);
    hands = refilled;
    if (stuck[seat]) stuck = stuck.map((v, i) => (i === seat ? false : v));
    events.push({
      type: "drew",
      audience: [seat],
      text: `You draw ${drawn.map(formatTic).join(", ")}.`,
      data: { cards: drawn.map(formatTic) },
    });
    events.push(
      publicEvent("draws", `${seatName(seat)} draws ${want} card${want === 1 ? "" : "s"}.`, {
        seat,
        count: want,
      }),
    );
  }
  return {
    state: evolve(s, { hands, deck, stuck, toMove: (seat + 1) % s.players, phase: "play" }),
    events,
  };
}

function applyReveal(s: TyramidState, seat: Seat): Result<Step<TyramidState>, RuleError> {
  if (s.phase !== "play")
    return fail(
      ErrorCode.illegal,
      "Reveal 3 is only for the start of a turn with no playable card.",
    );
  if (hasPlayable(s, s.hands[seat]!))
    return fail(TyramidError.mustPlay, "You have a card that can be played: play it.");
  if (s.deck.length === 0) return fail(ErrorCode.illegal, "The deck is empty: pass.");
  const n = Math.min(3, s.deck.length);
  const revealed = s.deck.slice(s.deck.length - n).reverse();
  const names = revealed.map(formatTic);
  return ok({
    state: evolve(s, {
      deck: s.deck.slice(0, s.deck.length - n),
      revealed,
      stuck: s.stuck.map((v, i) => (i === seat ? true : v)),
      phase: "reveal",
      passes: 0,
    }),
    events: [
      publicEvent("reveal", `${seatName(seat)} cannot play and reveals ${names.join(", ")}.`, {
        seat,
        cards: names,
      }),
    ],
  });
}

function applyKeep(
  s: TyramidState,
  seat: Seat,
  name: string,
): Result<Step<TyramidState>, RuleError> {
  if (s.phase !== "reveal")
    return fail(ErrorCode.illegal, "Keep is only for revealed cards no one can play.");
  const card = ticFromName(name);
  if (card === undefined || !s.revealed.includes(card))
    return fail(TyramidError.notHeld, `"${name}" is not among the revealed cards.`);
  if (hasPlayable(s, s.revealed))
    return fail(TyramidError.mustPlay, "A revealed card can be played: play it.");
  const hands = s.hands.slice();
  hands[seat] = [...s.hands[seat]!, card].sort((x, y) => x - y);
  const known = s.known.slice();
  known[seat] = [...s.known[seat]!, card];
  const next = evolve(s, {
    hands,
    known,
    discards: [...s.discards, ...s.revealed.filter((c) => c !== card)],
    revealed: [],
  });
  return ok(
    endTurn(next, seat, [
      publicEvent("keep", `${seatName(seat)} keeps ${name} and discards the rest.`, {
        seat,
        card: name,
      }),
    ]),
  );
}

function applyPass(s: TyramidState, seat: Seat): Result<Step<TyramidState>, RuleError> {
  if (s.phase !== "play")
    return fail(ErrorCode.illegal, "You can only pass at the start of your turn.");
  if (s.deck.length > 0) return fail(ErrorCode.illegal, "The deck is not empty: you cannot pass.");
  if (hasPlayable(s, s.hands[seat]!))
    return fail(TyramidError.mustPlay, "You have a card that can be played: play it.");
  const passes = s.passes + 1;
  const stuck = s.stuck.map((v, i) => (i === seat ? true : v));
  const events = [publicEvent("pass", `${seatName(seat)} cannot play and passes.`)];
  if (passes >= s.players) {
    events.push(publicEvent("blocked", "Every player has passed in a row: the game ends."));
    return ok({ state: evolve(s, { stuck, passes, phase: "over" }), events });
  }
  return ok({ state: evolve(s, { stuck, passes, toMove: (seat + 1) % s.players }), events });
}
