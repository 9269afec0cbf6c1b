import { describe, expect, it } from "vitest";
import { evaluateHigh } from "../../cards/poker/index.js";
import { card, cards } from "../../cards/testing.js";
import { act } from "../../core/engine.js";
import type { GameEvent, Seat } from "../../core/game.js";
import { Rng } from "../../core/rng.js";
import type { PyramidAction } from "./actions.js";
import { geometry, spaceAt } from "./geometry.js";
import { pyramidPoker as game } from "./index.js";
import { chartPoints, handValue, holdemValue, scoreRound } from "./score.js";
import { NONE, PUBLIC, type State } from "./state.js";

function start(players: number, raw: object = {}, seed = "test"): State {
  return game.setup(game.options.parse(raw), players, seed);
}

function step(s: State, action: PyramidAction, seat: Seat = s.turn) {
  const r = act(game, s, seat, action);
  if (!r.ok) throw new Error(`${game.formatAction(action)}: ${r.error.message}`);
  return r.value;
}

/** Plays the build phase with each seat putting its tile on the first open space. */
function build(s: State): State {
  while (s.phase === "build") s = step(s, game.legalActions(s, s.turn)[0]!).state;
  return s;
}

/** Every place a tile can be in a state, for moving tiles around in crafted positions. */
function locate(s: State, tile: number): { list: number[]; index: number } {
  const lists = [s.pyramid, s.reserve, s.discards, ...s.supplies, s.community, s.burns];
  for (const list of lists) {
    const index = list.indexOf(tile);
    if (index >= 0) return { list, index };
  }
  for (const hands of s.hands)
    for (const list of hands) {
      const index = list.indexOf(tile);
      if (index >= 0) return { list, index };
    }
  throw new Error(`tile ${tile} is nowhere`);
}

/** Puts `tile` at list[index], moving whatever was there to where `tile` was. */
function swapInto(s: State, list: number[], index: number, tile: number) {
  const from = locate(s, tile);
  const old = list[index]!;
  from.list[from.index] = old;
  list[index] = tile;
}

function firstUncovered(s: State): { level: number; pos: number; space: number } {
  const take = game.legalActions(s, s.turn).find((a) => a.type === "take");
  if (take?.type !== "take") throw new Error("nothing to take");
  return { level: take.level, pos: take.pos, space: spaceAt(8, take.level, take.pos) };
}

describe("the build phase", () => {
  it("shows each seat a tile of its own supply, and a placed tile only to its side", () => {
    const s = start(2);
    const seat = s.turn;
    const other = 1 - seat;
    expect(game.view(s, seat).shown).toBe(s.shown);
    expect(game.view(s, other).shown).toBeNull();
    expect(game.view(s, "spectator").shown).toBeNull();
    expect(s.supplies[seat]).toHaveLength(14);
    expect(s.reserve).toHaveLength(24);
    expect(game.legalActions(s, seat)).toHaveLength(8);
    expect(game.legalActions(s, other)).toEqual([]);

    const { state, events } = step(s, { type: "place", level: 0, pos: 3 });
    const sp = spaceAt(8, 0, 3);
    expect(game.view(state, seat).faces[sp]).toBe(s.shown);
    expect(game.view(state, other).faces[sp]).toBeNull();
    expect(game.view(state, other).facing[sp]).toBe(seat === 0 ? 0 : 1);
    expect(game.view(state, "spectator").faces[sp]).toBeNull();
    const face = events.find((e) => e.type === "place-face")!;
    expect(face.audience).toEqual([seat]);
    // The next seat is shown its tile, privately.
    expect(state.turn).toBe(other);
    expect(events.find((e) => e.type === "shown")!.audience).toEqual([other]);
  });

  it("lets both players on a side see its tiles with three players", () => {
    let s = start(3, {}, "three");
    while (s.turn !== 0) s = step(s, game.legalActions(s, s.turn)[0]!).state;
    const tile = s.shown;
    s = step(s, { type: "place", level: 0, pos: 7 }).state;
    const sp = spaceAt(8, 0, 7);
    expect(game.view(s, 0).faces[sp]).toBe(tile);
    expect(game.view(s, 1).faces[sp]).toBe(tile);
    expect(game.view(s, 2).faces[sp]).toBeNull();
  });

  it("refuses a tile resting on one tile, or on no space at all", () => {
    let s = start(2);
    s = step(s, { type: "place", level: 0, pos: 0 }).state;
    const one = act(game, s, s.turn, { type: "place", level: 1, pos: 0 });
    expect(one.ok).toBe(false);
    if (!one.ok) expect(one.error.message).toMatch(/centred on two tiles/);
    const off = act(game, s, s.turn, { type: "place", level: 1, pos: 7 });
    expect(off.ok).toBe(false);
    if (!off.ok) expect(off.error.message).toMatch(/no space 1,7/);
    expect(game.parseAction("place 1,0.5").ok).toBe(false);
  });

  it("builds 30 tiles with two players and 40 on a base of 9 with four", () => {
    const two = build(start(2));
    expect(two.pyramid.filter((t) => t >= 0)).toHaveLength(30);
    expect(two.supplies.every((x) => x.length === 0)).toBe(true);
    const four = build(start(4));
    expect(four.pyramid).toHaveLength(45);
    expect(four.pyramid.filter((t) => t >= 0)).toHaveLength(40);
    expect(four.reserve).toHaveLength(14);
    // Turns continue: the hand phase begins with the player who began the build.
    expect(four.turn).toBe(four.first);
  });
});

describe("the hand phase", () => {
  it("takes any uncovered tile, whichever way it faces, into a hand with room", () => {
    let s = build(start(2));
    const seat = s.turn;
    const g = geometry(8);
    const takes = game.legalActions(s, seat);
    expect(takes.every((a) => a.type === "take")).toBe(true);
    const away = takes.find(
      (a) => a.type === "take" && s.facing[spaceAt(8, a.level, a.pos)] !== seat,
    );
    expect(away).toBeDefined();
    // Every uncovered tile may be taken, and no covered one.
    expect(takes.length).toBe(
      g.level.filter((_, sp) => s.pyramid[sp]! >= 0 && game.view(s, seat).facing[sp]! >= 0).length -
        g.level.filter(
          (_, sp) =>
            s.pyramid[sp]! >= 0 &&
            [g.leftCover[sp]!, g.rightCover[sp]!].some((c) => c >= 0 && s.pyramid[c]! >= 0),
        ).length,
    );
    const a = away as Extract<PyramidAction, { type: "take" }>;
    const sp = spaceAt(8, a.level, a.pos);
    const tile = s.pyramid[sp]!;
    if (tile >= 52) return; // a joker: covered by the joker test below
    s = step(s, a).state;
    expect(game.view(s, 1 - seat).pending).toBe(tile);
    expect(game.legalActions(s, seat)).toEqual([
      { type: "hand", hand: 1 },
      { type: "hand", hand: 2 },
      { type: "hand", hand: 3 },
    ]);
    s = step(s, { type: "hand", hand: 2 }).state;
    expect(s.hands[seat]![1]).toEqual([tile]);
    expect(game.view(s, "spectator").seats[seat]!.hands[1]).toEqual([tile]);
    expect(s.turn).toBe(1 - seat);
  });

  it("discards a joker, turns up three reserve tiles, keeps one and lets two leave", () => {
    const s = structuredClone(build(start(2, {}, "joker")));
    const { level, pos, space } = firstUncovered(s);
    swapInto(s, s.pyramid, space, 52);
    const n = s.reserve.length;
    swapInto(s, s.reserve, n - 3, card("Ks"));
    swapInto(s, s.reserve, n - 2, card("3d"));
    swapInto(s, s.reserve, n - 1, 53);
    const seat = s.turn;
    const taken = step(s, { type: "take", level, pos });
    expect(taken.state.discards).toEqual([52]);
    expect(taken.state.choices).toEqual([card("Ks"), card("3d"), 53]);
    expect(taken.state.reserve).toHaveLength(n - 3);
    expect(taken.events[0]!.audience).toBe("public");
    // The other joker cannot be kept.
    expect(game.legalActions(taken.state, seat)).toEqual([
      { type: "keep", tile: card("Ks") },
      { type: "keep", tile: card("3d") },
    ]);
    expect(act(game, taken.state, seat, { type: "keep", tile: 53 }).ok).toBe(false);
    const kept = step(taken.state, { type: "keep", tile: card("Ks") });
    expect(kept.state.discards).toEqual([52, card("3d"), 53]);
    expect(kept.state.pending).toBe(card("Ks"));
    expect(game.view(kept.state, "spectator").pending).toBe(card("Ks"));
    const placed = step(kept.state, { type: "hand", hand: 3 });
    expect(placed.state.hands[seat]![2]).toEqual([card("Ks")]);
    expect(game.formatAction({ type: "keep", tile: card("Ks") })).toBe("keep Ks");
  });

  it("ends a hand short when a joker comes with the reserve empty", () => {
    let s = structuredClone(build(start(2, {}, "empty")));
    const { level, pos, space } = firstUncovered(s);
    swapInto(s, s.pyramid, space, 52);
    s.discards.push(...s.reserve);
    s.reserve = [];
    const seat = s.turn;
    const taken = step(s, { type: "take", level, pos });
    expect(taken.state.mustShort).toBe(true);
    expect(taken.events[0]!.text).toMatch(/reserve is empty/);
    expect(game.legalActions(taken.state, seat)).toEqual([
      { type: "short", hand: 1 },
      { type: "short", hand: 2 },
      { type: "short", hand: 3 },
    ]);
    s = step(taken.state, { type: "short", hand: 2 }).state;
    expect(s.short[seat]).toEqual([0, 1, 0]);
    expect(game.view(s, 1 - seat).seats[seat]!.short).toEqual([0, 1, 0]);
    // Play out the round: the short hand takes four tiles and is ranked with them.
    const round = s.round;
    while (s.round === round && s.phase !== "over") {
      const legal = game.legalActions(s, s.turn);
      // Fill the short hand last, so it is offered while it has room and refused once full.
      s = step(s, legal[legal.length - 1]!).state;
    }
    const last = s.last!;
    expect(last.hands[seat]![1]).toHaveLength(4);
    expect(last.hands[seat]![0]).toHaveLength(5);
    expect(last.categories[seat]![1]).toBe(handValue(last.hands[seat]![1]!).category);
    expect(handValue(last.hands[seat]![1]!).rank).toBe(evaluateHigh(last.hands[seat]![1]!));
  });
});

describe("scoring at the table", () => {
  it("reproduces Jenn and Frank: Frank earns 4", () => {
    // Seat 0 is Jenn, seat 1 Frank; Frank takes the last tile of the round.
    const jenn = ["Kd 9c 7h 4s 2d", "Ah Jh 8h 5h 3h", "8c 8d Qs 6c 3d"].map(cards);
    const frank = ["Qh Qd Qc 2c 2s", "Ac Js 9d 6h 4c", "5c 5d 5s Kc"].map(cards);
    const s = structuredClone(start(2, {}, "jenn"));
    const used = new Set([...jenn.flat(), ...frank.flat(), card("7d")]);
    Object.assign(s, {
      phase: "hands",
      turn: 1,
      shown: NONE,
      supplies: [[], []],
      hands: [jenn, frank],
      pyramid: s.pyramid.map((_, sp) => (sp === 0 ? card("7d") : NONE)),
      facing: s.facing.map((_, sp) => (sp === 0 ? 0 : NONE)),
      reserve: Array.from({ length: 54 }, (_, t) => t).filter((t) => !used.has(t)),
    });
    const taken = step(s, { type: "take", level: 0, pos: 0 });
    const { state, events } = step(taken.state, { type: "hand", hand: 3 });
    expect(state.last!.categories[0]!.map(chartPoints)).toEqual([-1, 1, 0]);
    expect(state.last!.categories[1]!.map(chartPoints)).toEqual([2, -1, 0]);
    expect(state.last!.contests[0]!.winners).toEqual([1, 0, 1]);
    expect(state.last!.totals).toEqual([0, 4]);
    expect(state.last!.earned).toEqual([0, 4]);
    expect(state.scores).toEqual([0, 4]);
    expect(state.round).toBe(2);
    expect(state.phase).toBe("build");
    // The next round begins one seat to the left of this one's first player.
    expect(state.first).toBe((s.first + 1) % 2);
    expect(events.some((e: GameEvent) => /Seat 1 earns 4/.test(e.text))).toBe(true);
  });

  it("gives partners the same score in team play", () => {
    let s = start(4, { teams: true }, "teams");
    expect(game.view(s, 0).target).toBe(20);
    while (s.round === 1) s = step(s, game.legalActions(s, s.turn)[0]!).state;
    const last = s.last!;
    const again = scoreRound(
      last.hands.map((hs) => hs.map((h) => handValue(h))),
      { players: 4, teams: true, advanced: true },
    );
    expect(last.gain).toEqual(again.gain);
    expect(s.scores).toEqual(again.gain);
    expect(s.scores[0]).toBe(s.scores[2]);
    expect(s.scores[1]).toBe(s.scores[3]);
    expect(s.scores[0]).toBe(again.earned[0]! + again.earned[2]!);
  });

  it("ends the match when one seat reaches the target alone", () => {
    let s = start(2, { target: 3 }, "match");
    while (s.phase !== "over") s = step(s, game.legalActions(s, s.turn)[0]!).state;
    const o = game.outcome(s)!;
    const top = Math.max(...s.scores);
    expect(top).toBeGreaterThanOrEqual(3);
    expect(o.winners).toHaveLength(1);
    expect(o.payoff).toEqual(s.scores);
    expect(o.ranks[o.winners[0]!]).toBe(1);
    expect(game.legalActions(s, 0)).toEqual([]);
  });
});

describe("Texas Hold 'Em", () => {
  it("plays a full round: hidden hands, 5 community, 3 burns, at most 4 shared each, best 2 + 3", () => {
    let s = build(start(2, { variant: "holdem" }, "holdem"));
    expect(s.pyramid).toHaveLength(21);
    expect(s.pyramid.filter((t) => t >= 0)).toHaveLength(20);
    expect(s.reserve).toHaveLength(34);
    let checkedHidden = false;
    for (;;) {
      const seat = s.turn;
      const legal = game.legalActions(s, seat);
      if (s.pending !== NONE) {
        const shares = legal.filter((a) => a.type === "community" || a.type === "burn");
        // Share first while allowed, then lock: so the 4-placement limit is met and enforced.
        if (s.shared[seat] === 4) expect(shares).toEqual([]);
        const pick =
          legal.find((a) => a.type === "community") ??
          legal.find((a) => a.type === "burn") ??
          legal.find((a) => a.type === "lock")!;
        const before = s;
        s = step(s, pick).state;
        if (s.round > 1) break;
        if (pick.type === "lock") {
          const h = pick.hand - 1;
          const j = s.hands[seat]![h]!.length - 1;
          const tile = s.hands[seat]![h]![j]!;
          expect(game.view(s, seat).seats[seat]!.hands[h]![j]).toBe(tile);
          expect(game.view(s, "spectator").seats[seat]!.hands[h]![j]).toBeNull();
          // The opponent sees it only if it faced the opponent's side in the pyramid.
          const fromReserve = (before.pendingKnown & PUBLIC) !== 0;
          const sawIt = fromReserve || (before.pendingKnown & (1 << (1 - seat))) !== 0;
          expect(game.view(s, 1 - seat).seats[seat]!.hands[h]![j]).toBe(sawIt ? tile : null);
          if (!sawIt) checkedHidden = true;
        }
        if (pick.type === "burn") {
          expect(game.view(s, "spectator").burns.at(-1)).toBeNull();
          expect(game.view(s, seat).burns.at(-1)).toBe(s.burns.at(-1));
        }
      } else s = step(s, legal[0]!).state;
      if (s.round > 1) break;
    }
    expect(checkedHidden).toBe(true);
    const last = s.last!;
    expect(last.community).toHaveLength(5);
    for (let p = 0; p < 2; p++) {
      for (let h = 0; h < 3; h++) {
        const hole = last.hands[p]![h]!;
        expect(hole).toHaveLength(2);
        // Brute force: both hole tiles and the best three of the five community tiles.
        let best = -1;
        const c = last.community;
        for (let i = 0; i < 5; i++)
          for (let j = i + 1; j < 5; j++)
            for (let k = j + 1; k < 5; k++)
              best = Math.max(best, evaluateHigh([...hole, c[i]!, c[j]!, c[k]!]));
        const value = holdemValue(hole, c);
        expect(value.rank).toBe(best);
        expect(last.categories[p]![h]).toBe(value.category);
      }
    }
    expect(s.scores).toEqual(last.gain);
  });

  it("shows every hand face up once the last round's hands are revealed, and not before", () => {
    let s = build(start(2, { variant: "holdem", maxRounds: 1 }, "reveal"));
    let hiddenBefore = false;
    while (s.phase !== "over") {
      for (const seat of [0, 1] as const)
        for (const viewer of [1 - seat, "spectator"] as const)
          game.view(s, viewer).seats[seat]!.hands.forEach((h, i) => {
            h.forEach((t, j) => {
              if (t === null) hiddenBefore = true;
              // Before the reveal a face is only ever the real tile, and only where it was seen.
              else expect(t).toBe(s.hands[seat]![i]![j]);
            });
          });
      s = step(s, game.legalActions(s, s.turn)[0]!).state;
    }
    expect(hiddenBefore).toBe(true);
    for (const viewer of [0, 1, "spectator"] as const) {
      const v = game.view(s, viewer);
      for (const seat of [0, 1]) expect(v.seats[seat]!.hands).toEqual(s.last!.hands[seat]);
    }
  });

  it("refuses Hold 'Em with other than two players, and teams without four", () => {
    const holdem = game.checkOptions!(game.options.parse({ variant: "holdem" }), 3);
    expect(holdem).toMatch(/variant/);
    expect(game.checkOptions!(game.options.parse({ teams: true }), 2)).toMatch(/teams/);
    expect(game.options.safeParse({ target: 0 }).success).toBe(false);
    expect(game.options.safeParse({ colour: "red" }).success).toBe(false);
  });
});

describe("views and text", () => {
  it("keeps every resample consistent with the seat's view", () => {
    let s = start(2, { variant: "holdem" }, "resample");
    const rng = Rng.fromInt(7);
    for (let i = 0; i < 60; i++) {
      const legal = game.legalActions(s, s.turn);
      s = step(s, legal[i % legal.length]!).state;
    }
    for (const seat of [0, 1]) {
      const r = game.resample(s, seat, rng);
      expect(game.view(r, seat)).toEqual(game.view(s, seat));
      // The same 54 tiles, somewhere.
      const all = (x: State) =>
        [
          ...x.pyramid,
          ...x.supplies.flat(),
          ...x.reserve,
          ...x.hands.flat(2),
          ...x.community,
          ...x.burns,
          ...x.discards,
          x.shown,
          x.pending,
          ...x.choices,
        ]
          .filter((t) => t >= 0)
          .sort((a, b) => a - b);
      expect(all(r)).toEqual(all(s));
      // Locked and burned tiles the seat has not seen are never jokers.
      for (const h of r.hands.flat()) for (const t of h) expect(t).toBeLessThan(52);
    }
  });

  it("writes and reads every kind of action", () => {
    const actions: PyramidAction[] = [
      { type: "place", level: 0, pos: 3 },
      { type: "take", level: 4, pos: 1 },
      { type: "hand", hand: 2 },
      { type: "keep", tile: card("Td") },
      { type: "short", hand: 1 },
      { type: "forgo" },
      { type: "lock", hand: 3 },
      { type: "community" },
      { type: "burn" },
    ];
    for (const a of actions)
      expect(game.parseAction(game.formatAction(a))).toEqual({ ok: true, value: a });
    for (const bad of ["", "place", "place 3", "hand 4", "keep Xx", "burn 2", "take 1,2 now"])
      expect(game.parseAction(bad).ok, bad).toBe(false);
  });

  it("draws the pyramid with hidden tiles marked by side and uncovered tiles bracketed", () => {
    const s = build(start(2, {}, "render"));
    const text = game.render!(game.view(s, 0), 0, (_t, x) => x);
    expect(text).toMatch(/▒B/);
    expect(text).toMatch(/\[[2-9TJQKA][cdhs]\]|\[Jk\]|\[▒B\]/);
    expect(text).toMatch(/level 0/);
    const spectator = game.render!(game.view(s, "spectator"), "spectator", (_t, x) => x);
    expect(spectator).toMatch(/▒A/);
    expect(spectator).toMatch(/▒B/);
  });
});

describe("handStart", () => {
  it("gives the match points of the round in play's start, unchanged until the round ends", () => {
    let s = game.setup(game.options.parse({}), 2, "hand-start");
    const rng = Rng.fromInt(7);
    let scoredRound1: number[] | null = null;
    while (game.handStart!(s).hand < 3 && game.outcome(s) === null) {
      const before = game.handStart!(s);
      const seat = game.toAct(s)[0]!;
      const legal = game.legalActions(s, seat);
      const r = act(game, s, seat, legal[rng.int(legal.length)]!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      const round = r.value.events.find((e) => e.type === "round");
      if (!round) {
        expect(game.handStart!(s)).toEqual(before);
        continue;
      }
      const scores = (round.data as { scores: number[] }).scores;
      if (before.hand === 1) scoredRound1 = scores;
      expect(game.handStart!(s)).toMatchObject({ hand: before.hand + 1, holdings: scores });
    }
    expect(scoredRound1).not.toBeNull();
    expect(game.handStart!(s).unit).toBe("points");
  });
});
