/**
 * The moves: building the pyramid (place the tile you were shown), then dismantling it (take an
 * uncovered tile, then put it into a hand — or, in Hold 'Em, lock it, share it or burn it).
 */
import { formatCard, formatCards, isJoker } from "../../cards/standard.js";
import { ErrorCode, type RuleError, ruleError } from "../../core/errors.js";
import type { GameEvent, Seat, Step } from "../../core/game.js";
import { err, ok, type Result } from "../../core/result.js";
import type { PyramidAction } from "./actions.js";
import {
  canPlace,
  type Geometry,
  geometry,
  isUncovered,
  spaceAt,
  spaceName,
  spaceWords,
} from "./geometry.js";
import type { Layout } from "./options.js";
import { endRound } from "./round.js";
import {
  layoutOf,
  NONE,
  PUBLIC,
  room,
  type State,
  sideMask,
  withCopied,
  withCopiedHand,
} from "./state.js";

/**
 * A shallow copy to change (lists it changes are replaced by copies). Every field written out:
 * an object spread of the state was a third of a random game, this literal is a few stores.
 */
function copy(s: State): State {
  return {
    rng: s.rng,
    players: s.players,
    options: s.options,
    round: s.round,
    first: s.first,
    turn: s.turn,
    phase: s.phase,
    scores: s.scores,
    pyramid: s.pyramid,
    facing: s.facing,
    supplies: s.supplies,
    shown: s.shown,
    reserve: s.reserve,
    hands: s.hands,
    known: s.known,
    short: s.short,
    pending: s.pending,
    pendingKnown: s.pendingKnown,
    choices: s.choices,
    mustShort: s.mustShort,
    community: s.community,
    burns: s.burns,
    burnKnown: s.burnKnown,
    shared: s.shared,
    discards: s.discards,
    last: s.last,
  };
}

export function toAct(s: State): Seat[] {
  return s.phase === "over" ? [] : [s.turn];
}

function filledOf(s: State): (space: number) => boolean {
  const p = s.pyramid;
  return (space) => p[space]! >= 0;
}

export function legalActions(s: State, seat: Seat): PyramidAction[] {
  if (s.phase === "over" || seat !== s.turn) return [];
  const lay = layoutOf(s);
  const g = geometry(lay.base);
  const filled = filledOf(s);
  const out: PyramidAction[] = [];
  if (s.phase === "build") {
    for (let sp = 0; sp < g.spaces; sp++)
      if (canPlace(g, filled, sp))
        out.push({ type: "place", level: g.level[sp]!, pos: g.pos[sp]! });
    return out;
  }
  if (s.choices.length > 0) {
    for (const t of s.choices) if (!isJoker(t)) out.push({ type: "keep", tile: t });
    return out;
  }
  if (s.mustShort) {
    for (let h = 0; h < lay.hands; h++)
      if (room(s, seat, h) > 0) out.push({ type: "short", hand: h + 1 });
    if (lay.holdem && s.shared[seat]! < lay.shared) out.push({ type: "forgo" });
    return out;
  }
  if (s.pending !== NONE) {
    const kind = lay.holdem ? "lock" : "hand";
    for (let h = 0; h < lay.hands; h++)
      if (room(s, seat, h) > 0) out.push({ type: kind, hand: h + 1 });
    if (lay.holdem && s.shared[seat]! < lay.shared) {
      if (s.community.length < lay.community) out.push({ type: "community" });
      if (s.burns.length < lay.burns) out.push({ type: "burn" });
    }
    return out;
  }
  for (let sp = 0; sp < g.spaces; sp++)
    if (isUncovered(g, filled, sp))
      out.push({ type: "take", level: g.level[sp]!, pos: g.pos[sp]! });
  return out;
}

const illegal = (message: string) => err(ruleError(ErrorCode.illegal, message));

export function apply(s: State, seat: Seat, a: PyramidAction): Result<Step<State>, RuleError> {
  if (s.phase === "over") return err(ruleError(ErrorCode.gameOver, "The match is over."));
  if (seat !== s.turn) return err(ruleError(ErrorCode.notYourTurn, "It is not your turn."));
  const lay = layoutOf(s);
  if (s.phase === "build") {
    if (a.type !== "place")
      return illegal("Now you place the tile you were shown: place level,pos.");
    return place(s, lay, a.level, a.pos);
  }
  if (s.choices.length > 0) {
    if (a.type !== "keep") return illegal("Keep one of the tiles turned up from the reserve.");
    return keep(s, a.tile);
  }
  if (s.mustShort) {
    if (a.type === "short") return shorten(s, lay, a.hand - 1);
    if (a.type === "forgo" && lay.holdem) return forgo(s, lay);
    return illegal("The reserve is empty: choose the hand that ends short.");
  }
  if (s.pending !== NONE) {
    switch (a.type) {
      case "hand":
        if (lay.holdem) return illegal("In Hold 'Em you lock, share or burn the tile.");
        return toHand(s, lay, a.hand - 1);
      case "lock":
        if (!lay.holdem)
          return illegal(`Put the tile into one of your hands: hand 1–${lay.hands}.`);
        return toHand(s, lay, a.hand - 1);
      case "community":
      case "burn":
        if (!lay.holdem)
          return illegal(`Put the tile into one of your hands: hand 1–${lay.hands}.`);
        return share(s, lay, a.type);
      default:
        return illegal("Put the tile you took somewhere first.");
    }
  }
  if (a.type !== "take") return illegal("Take an uncovered tile from the pyramid: take level,pos.");
  return take(s, lay, a.level, a.pos);
}

function place(s: State, lay: Layout, level: number, pos: number) {
  const g = geometry(lay.base);
  const sp = spaceAt(lay.base, level, pos);
  if (sp < 0) return illegal(`There is no space ${level},${pos} on this foundation.`);
  if (s.pyramid[sp]! >= 0) return illegal(`Space ${level},${pos} already holds a tile.`);
  if (!canPlace(g, filledOf(s), sp))
    return illegal(`A tile on ${level},${pos} must sit centred on two tiles below it.`);
  const seat = s.turn;
  const side = lay.sides[seat]!;
  const next = copy(s);
  next.pyramid = s.pyramid.slice();
  next.facing = s.facing.slice();
  next.pyramid[sp] = s.shown;
  next.facing[sp] = side;
  next.shown = NONE;
  const where = spaceWords(g, sp);
  const events: GameEvent[] = [
    { type: "place", audience: "public", text: `Seat ${seat} places a tile on ${where}.` },
    {
      type: "place-face",
      audience: seatsOf(lay, sideMask(lay, side)),
      text: `Seat ${seat} places ${formatCard(s.shown)} on ${where}, facing your side.`,
      data: { space: spaceName(g, sp), tile: s.shown },
    },
  ];
  next.turn = (seat + 1) % lay.players;
  if (next.supplies.every((x) => x.length === 0)) {
    next.phase = "hands";
    events.push({
      type: "built",
      audience: "public",
      text: "The pyramid is built: now take tiles to make hands.",
    });
  } else {
    next.supplies = withCopied(s.supplies, next.turn);
    next.shown = next.supplies[next.turn]!.pop()!;
    events.push(shownEvent(next.turn, next.shown));
  }
  return ok({ state: next, events });
}

export function shownEvent(seat: Seat, tile: number): GameEvent {
  return {
    type: "shown",
    audience: [seat],
    text: `Your supply shows you ${formatCard(tile)}: choose its space.`,
    data: { tile },
  };
}

function seatsOf(lay: Layout, mask: number): Seat[] {
  const out: Seat[] = [];
  for (let p = 0; p < lay.players; p++) if (mask & (1 << p)) out.push(p);
  return out;
}

function take(s: State, lay: Layout, level: number, pos: number) {
  const g: Geometry = geometry(lay.base);
  const sp = spaceAt(lay.base, level, pos);
  if (sp < 0 || s.pyramid[sp]! < 0) return illegal(`There is no tile on ${level},${pos}.`);
  if (!isUncovered(g, filledOf(s), sp))
    return illegal(`The tile on ${level},${pos} has a tile on top of it.`);
  const seat = s.turn;
  const tile = s.pyramid[sp]!;
  const next = copy(s);
  next.pyramid = s.pyramid.slice();
  next.facing = s.facing.slice();
  next.pyramid[sp] = NONE;
  next.facing[sp] = NONE;
  const where = spaceWords(g, sp);
  if (!isJoker(tile)) {
    // The taker sees it now; the players it faced saw it already; in the standard game it goes
    // face up into a hand at once, so everyone sees it.
    next.pending = tile;
    next.pendingKnown =
      (1 << seat) | sideMask(lay, s.facing[sp]!) | (lay.holdem ? 0 : PUBLIC | allSeats(lay));
    const events: GameEvent[] = lay.holdem
      ? [
          { type: "take", audience: "public", text: `Seat ${seat} takes the tile on ${where}.` },
          {
            type: "take-face",
            audience: seatsOf(lay, next.pendingKnown),
            text: `Seat ${seat} takes ${formatCard(tile)} from ${where}.`,
            data: { tile },
          },
        ]
      : [
          {
            type: "take",
            audience: "public",
            text: `Seat ${seat} takes ${formatCard(tile)} from ${where}.`,
            data: { tile },
          },
        ];
    return ok({ state: next, events });
  }
  // A joker is discarded; up to three reserve tiles are turned up, and one may be kept.
  next.discards = [...s.discards, tile];
  next.reserve = s.reserve.slice();
  const up = next.reserve.splice(Math.max(0, next.reserve.length - 3));
  const keepable = up.some((t) => !isJoker(t));
  let text = `Seat ${seat} takes a joker from ${where} and discards it`;
  if (up.length > 0) text += `, turning up ${formatCards(up)} from the reserve`;
  if (keepable) next.choices = up;
  else {
    next.discards.push(...up);
    next.mustShort = true;
    text += up.length > 0 ? ": nothing to keep" : ": the reserve is empty";
    text += ", so one of their hands ends short";
  }
  const event: GameEvent = {
    type: "joker",
    audience: "public",
    text: `${text}.`,
    data: { tile, up },
  };
  return ok({ state: next, events: [event] });
}

function allSeats(lay: Layout): number {
  return (1 << lay.players) - 1;
}

function keep(s: State, tile: number) {
  if (!s.choices.includes(tile) || isJoker(tile))
    return illegal(`${formatCard(tile)} is not a tile you can keep: ${formatCards(s.choices)}.`);
  const lay = layoutOf(s);
  const rest = s.choices.filter((t) => t !== tile);
  const next = copy(s);
  next.choices = [];
  next.discards = [...s.discards, ...rest];
  next.pending = tile;
  next.pendingKnown = PUBLIC | allSeats(lay);
  const gone = rest.length > 0 ? `; ${formatCards(rest)} leave the game` : "";
  const event: GameEvent = {
    type: "keep",
    audience: "public",
    text: `Seat ${s.turn} keeps ${formatCard(tile)}${gone}.`,
    data: { tile, discarded: rest },
  };
  return ok({ state: next, events: [event] });
}

function toHand(s: State, lay: Layout, h: number) {
  const seat = s.turn;
  if (h < 0 || h >= lay.hands) return illegal(`You have hands 1–${lay.hands}.`);
  if (room(s, seat, h) <= 0) return illegal(`Hand ${h + 1} is full.`);
  const next = copy(s);
  next.hands = withCopiedHand(s.hands, seat, h);
  const tile = s.pending;
  next.hands[seat]![h]!.push(tile);
  if (lay.holdem) {
    next.known = withCopiedHand(s.known, seat, h);
    next.known[seat]![h]!.push(s.pendingKnown);
  }
  next.pending = NONE;
  next.pendingKnown = 0;
  const event: GameEvent = lay.holdem
    ? {
        type: "lock",
        audience: "public",
        text: `Seat ${seat} locks a tile into hand ${h + 1}.`,
        data: { hand: h + 1 },
      }
    : {
        type: "hand",
        audience: "public",
        text: `Seat ${seat} puts ${formatCard(tile)} into hand ${h + 1}.`,
        data: { hand: h + 1, tile },
      };
  return endTurn(next, [event]);
}

function share(s: State, lay: Layout, where: "community" | "burn") {
  const seat = s.turn;
  if (s.shared[seat]! >= lay.shared)
    return illegal(`You have used your ${lay.shared} community and burn placements.`);
  const next = copy(s);
  next.shared = s.shared.slice();
  const tile = s.pending;
  let event: GameEvent;
  if (where === "community") {
    if (s.community.length >= lay.community) return illegal("The community spaces are full.");
    next.community = [...s.community, tile];
    event = {
      type: "community",
      audience: "public",
      text: `Seat ${seat} puts ${formatCard(tile)} on the community board.`,
      data: { tile },
    };
  } else {
    if (s.burns.length >= lay.burns) return illegal("The burn spaces are full.");
    next.burns = [...s.burns, tile];
    next.burnKnown = [...s.burnKnown, s.pendingKnown];
    event = { type: "burn", audience: "public", text: `Seat ${seat} burns a tile.` };
  }
  next.shared[seat]!++;
  next.pending = NONE;
  next.pendingKnown = 0;
  return endTurn(next, [event]);
}

function shorten(s: State, lay: Layout, h: number) {
  const seat = s.turn;
  if (h < 0 || h >= lay.hands) return illegal(`You have hands 1–${lay.hands}.`);
  if (room(s, seat, h) <= 0) return illegal(`Hand ${h + 1} has no place left to lose.`);
  const next = copy(s);
  next.short = withCopied(s.short, seat);
  next.short[seat]![h]!++;
  next.mustShort = false;
  return endTurn(next, [
    {
      type: "short",
      audience: "public",
      text: `Seat ${seat}'s hand ${h + 1} ends one tile short.`,
      data: { hand: h + 1 },
    },
  ]);
}

function forgo(s: State, lay: Layout) {
  const seat = s.turn;
  if (s.shared[seat]! >= lay.shared)
    return illegal("You have no community or burn placement left.");
  const next = copy(s);
  next.shared = s.shared.slice();
  next.shared[seat]!++;
  next.mustShort = false;
  return endTurn(next, [
    {
      type: "forgo",
      audience: "public",
      text: `Seat ${seat} gives up a community or burn placement.`,
    },
  ]);
}

/** Play passes left; when the last tile is gone the round is scored. */
function endTurn(next: State, events: GameEvent[]): Result<Step<State>, RuleError> {
  const lay = layoutOf(next);
  next.turn = (next.turn + 1) % lay.players;
  if (next.pyramid.some((t) => t >= 0)) return ok({ state: next, events });
  return ok(endRound(next, events));
}
