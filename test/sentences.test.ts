/**
 * The sentences a player reads, one test per case the log once got wrong, and every game's
 * events read by each seat: no "You <verb>s", neither right after "You" nor after an "and" that
 * joins a second verb to it.
 */
import { describe, expect, it } from "vitest";
import { startTable } from "../src/core/engine.js";
import type { GameDefinition } from "../src/core/game.js";
import { parseOptions } from "../src/core/options.js";
import { personal } from "../src/core/personal.js";
import { Rng } from "../src/core/rng.js";
import { registry } from "../src/packages/index.js";

/** Every event text of a few seeded random tables of `game`, with more than two seats where allowed. */
function eventTexts(game: GameDefinition): string[] {
  const texts: string[] = [];
  const variants = [{}, ...Object.values(game.variants).map((v) => v.options)];
  variants.forEach((raw, v) => {
    for (const players of new Set([game.minPlayers, Math.min(game.maxPlayers, 4)])) {
      const options = parseOptions(game, raw, players);
      if (!options.ok) continue;
      for (let t = 0; t < 3; t++) {
        const rng = Rng.fromSeed(`sentences-${v}-${t}`);
        let { state, events } = startTable(game, options.value, players, `sentences-${v}-${t}`);
        texts.push(...events.map((e) => e.text));
        for (let n = 0; n < 3000 && game.outcome(state) === null; n++) {
          const seat = game.toAct(state)[0]!;
          const legal = game.legalActions(state, seat);
          const r = game.apply(state, seat, legal[rng.int(legal.length)]!);
          if (!r.ok) throw new Error(r.error.message);
          state = r.value.state;
          events = r.value.events;
          texts.push(...events.map((e) => e.text));
        }
      }
    }
  });
  return [...new Set(texts)];
}

/**
 * The third-person verbs the engines write for a seat: right after it ("Seat 2 deals") and joined
 * to it by "and" in its clause ("Seat 0 cannot play and reveals …").
 */
function verbsOf(texts: readonly string[]): Set<string> {
  const verbs = new Set<string>();
  for (const t of texts)
    for (const clause of t.matchAll(/\bSeat \d+ ([a-z]+)\b[^,.;:!?\n—]*/g)) {
      if (clause[1]!.endsWith("s")) verbs.add(clause[1]!);
      for (const m of clause[0].matchAll(/\band ([a-z]+s)\b/g)) verbs.add(m[1]!);
    }
  return verbs;
}

/** The verbs of `text` that do not agree with "you": after "You", or after "and" in its clause. */
function disagreeing(text: string, verbs: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const clause of text.split(/[,.;:!?\n—]/)) {
    const at = clause.search(/\b[Yy]ou /);
    if (at < 0) continue;
    const rest = clause.slice(at);
    for (const m of rest.matchAll(/\b(?:[Yy]ou|and) ([a-z]+)\b/g))
      if (verbs.has(m[1]!)) out.push(`${m[0]} in "${text}"`);
  }
  return out;
}

describe("sentences", () => {
  it("a verb joined by and agrees with You too", () => {
    expect(personal("Seat 0 deals first and calls the game.", 0)).toBe(
      "You deal first and call the game.",
    );
    expect(
      personal("Seat 0 deals five cards to each player and lays out the pyramid face down.", 0),
    ).toBe("You deal five cards to each player and lay out the pyramid face down.");
    expect(personal("Seat 0 cannot play and reveals 1-star-red, 2-circle-cyan.", 0)).toBe(
      "You cannot play and reveal 1-star-red, 2-circle-cyan.",
    );
    expect(personal("Seat 0 cannot play and passes.", 0)).toBe("You cannot play and pass.");
  });

  it("a list after a comma keeps its plural nouns, and another seat keeps its verb", () => {
    expect(personal("Seat 0 shows two pair, aces and kings.", 0)).toBe(
      "You show two pair, aces and kings.",
    );
    expect(personal("Seat 0 bets 4 and Seat 1 calls.", 0)).toBe("You bet 4 and Seat 1 calls.");
    expect(personal("Seat 0 takes it and its chips.", 0)).toBe("You take it and its chips.");
  });

  it("a Pyramid Poker take names the level and the place, not coordinates", () => {
    const game = registry.get("pyramid-poker")!;
    const texts = eventTexts(game);
    expect(texts.some((t) => /takes \S+ from level \d+, place \d+\./.test(t))).toBe(true);
    expect(texts.filter((t) => /(from|on) \d+,\d+/.test(t))).toEqual([]);
  });

  it("the match's winner's score comes first", () => {
    const game = registry.get("pyramid-poker")!;
    const summaries: string[] = [];
    for (let t = 0; t < 4; t++) {
      const rng = Rng.fromSeed(`match-${t}`);
      const options = parseOptions(game, { scoring: "basic" }, 2);
      if (!options.ok) throw new Error(options.error.message);
      let { state } = startTable(game, options.value, 2, `match-${t}`);
      while (game.outcome(state) === null) {
        const seat = game.toAct(state)[0]!;
        const legal = game.legalActions(state, seat);
        const r = game.apply(state, seat, legal[rng.int(legal.length)]!);
        if (!r.ok) throw new Error(r.error.message);
        state = r.value.state;
      }
      summaries.push(game.outcome(state)!.summary);
    }
    for (const s of summaries) {
      const m = /wins the match (\d+)–(\d+)/.exec(s);
      if (m) expect(Number(m[1])).toBeGreaterThanOrEqual(Number(m[2]));
    }
    expect(summaries.some((s) => /wins the match/.test(s))).toBe(true);
  });

  it("a Three-sided hand's names are lower case inside the sentence", () => {
    const texts = eventTexts(registry.get("three-sided")!);
    const shows = texts.filter((t) => / shows /.test(t));
    expect(shows.length).toBeGreaterThan(0);
    for (const t of shows) expect(t).not.toMatch(/\b(high|low):? [A-Z]/);
  });

  it("a Wild/Kill hand's summary names its reader You", () => {
    const game = registry.get("wild-kill")!;
    const rng = Rng.fromSeed("summary");
    const options = parseOptions(game, {}, 3);
    if (!options.ok) throw new Error(options.error.message);
    let { state } = startTable(game, options.value, 3, "summary");
    const plain = (_t: unknown, text: string) => text;
    for (let n = 0; n < 3000 && game.outcome(state) === null; n++) {
      const seat = game.toAct(state)[0]!;
      const legal = game.legalActions(state, seat);
      state = (
        game.apply(state, seat, legal[rng.int(legal.length)]!) as { value: { state: unknown } }
      ).value.state;
      const last = (game.view(state, 0) as { last: { lines: string[] } | null }).last;
      if (last?.lines.some((l) => /^Seat \d+ wins/.test(l))) {
        for (const viewer of [0, 1, 2]) {
          const drawn = game.render!(game.view(state, viewer), viewer, plain);
          expect(drawn).not.toMatch(new RegExp(`Seat ${viewer} wins`));
        }
        const winner = Number(
          /^Seat (\d+) wins/.exec(last.lines.find((l) => /^Seat \d+ wins/.test(l))!)![1],
        );
        expect(game.render!(game.view(state, winner), winner, plain)).toMatch(/\bYou win\b/);
        return;
      }
    }
    throw new Error("no hand was won");
  });

  it("an option out of range names the option and its range", () => {
    const r = parseOptions(registry.get("tyramid")!, { rows: 99 }, 2);
    expect(r.ok || r.error.message).toBe('Option "rows" must be a whole number 2–20, not 99.');
  });

  for (const id of registry.keys())
    it(`${id}: every event read by each seat has verbs that agree with You`, () => {
      const texts = eventTexts(registry.get(id)!);
      const verbs = verbsOf(texts);
      expect(verbs.size).toBeGreaterThan(0);
      const wrong = texts.flatMap((t) =>
        [0, 1, 2, 3].flatMap((seat) => disagreeing(personal(t, seat), verbs)),
      );
      expect(wrong).toEqual([]);
    });
});
