/**
 * Every game's log starts at the table's first event: the opening (the first hand's ante, cut and
 * deal; the first round's start) comes with the first state, reaches the table's event list and
 * replays, and is the same state `setup` gives. A game without `start` opens with no events.
 */
import { describe, expect, it } from "vitest";
import { startTable } from "../src/core/engine.js";
import { canonical } from "../src/core/json.js";
import { replay, runMatchSync } from "../src/core/match.js";
import { Rng } from "../src/core/rng.js";
import { games as registered } from "../src/packages/index.js";
import { secretNumbers } from "./games/secret-numbers/game.js";

// The toy game opens without events and seats exactly three.
const games = [...registered, secretNumbers];

describe.each(games.map((g) => [g.id, g] as const))("the opening of %s", (_id, game) => {
  const options = game.options.parse({});
  // A count every game seats, one above the least where the game allows it.
  const players = Math.min(game.minPlayers + 1, game.maxPlayers);

  it("is the state setup deals, with events for the first hand if the game gives them", () => {
    const start = startTable(game, options, players, "opening");
    expect(canonical(start.state)).toBe(canonical(game.setup(options, players, "opening")));
    if (!game.start) expect(start.events).toEqual([]);
    else {
      expect(start.events.length).toBeGreaterThan(0);
      expect(start.events[0]!.audience).toBe("public");
    }
  });

  it("opens the table's events and its replay", () => {
    const rng = Rng.fromInt(3);
    const played = runMatchSync(
      game,
      { ...(game.id === "colonial" ? { hands: 2 } : {}) },
      Array.from({ length: players }, () => (ctx) => ctx.legal[rng.int(ctx.legal.length)]!),
      "opening",
    );
    const opening = startTable(game, options, players, "opening").events;
    expect(played.events.slice(0, opening.length)).toEqual(opening);
    const again = replay(game, played.record);
    expect(again.ok && again.value.opening).toEqual(opening);
    expect(again.ok && again.value.events).toEqual(played.events);
  });
});

describe("Colonial Pyramid's first hand", () => {
  const game = games.find((g) => g.id === "colonial")!;
  const texts = (raw: unknown, seat: number) => {
    const o = game.options.parse(raw);
    return startTable(game, o, 3, "9")
      .events.filter((e) => e.audience === "public" || e.audience.includes(seat))
      .map((e) => e.text);
  };

  it("shows the ante and the offer of the cut", () => {
    const t = texts({}, 0);
    expect(t[0]).toMatch(/^Hand 1: seat \d deals\.$/);
    expect(t).toContain("Every player antes 1.");
    expect(t.at(-1)).toMatch(/^Seat \d may cut the deck or tap to decline\.$/);
  });

  it("without a cut, shows the deal, your cards and the first betting round", () => {
    const t = texts({ cut: false }, 0);
    expect(t).toContain("Every player antes 1.");
    expect(t.some((x) => /^Seat \d deals 6 cards to each player\.$/.test(x))).toBe(true);
    expect(t.some((x) => x.startsWith("You are dealt "))).toBe(true);
    expect(t.at(-1)).toMatch(/^Betting round 1: seat \d to act\.$/);
  });
});
